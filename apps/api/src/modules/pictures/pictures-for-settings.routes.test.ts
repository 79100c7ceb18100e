import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestApp, superAdmin, type TestContext, userWith } from '../../../test/harness.js';
import { createPicture, imageOf, putFile, uploadedPicture } from './pictures.test-helpers.js';

/**
 * The picture library opens to who may change the brand's settings (to pick its logos) besides
 * the catalogue's `products` policy: they list it and add to it, and delete nothing; who may only
 * see the settings gets neither.
 */
const PICTURES = '/api/admin/v1/pictures';

let ctx: TestContext;
let admin: Client;

beforeAll(async () => {
  ctx = await startTestApp({ signInRateLimit: 1000 });
  admin = await superAdmin(ctx, ctx.alpha);
});
afterAll(() => ctx?.close());

async function userWithSettings(actions: string[]) {
  const policies = (await admin.get('/api/admin/v1/policies')).json().data as { id: number; key: string }[];
  const role = await admin.post('/api/admin/v1/roles', {
    name: `Diseño ${actions.join(' ')} ${Math.random().toString(36).slice(2, 7)}`,
    policies: [
      {
        policy_id: policies.find((p) => p.key === 'settings')?.id,
        actions: actions.map((key) => ({ key, active: true })),
      },
    ],
  });
  expect(role.statusCode, role.body).toBe(201);
  return (await userWith(ctx, ctx.alpha, { roleIds: [role.json().id] })).client;
}

describe('the picture library for the brand’s settings', () => {
  it('lets who may change the settings list it and upload to it, but not delete', async () => {
    const existing = await uploadedPicture(ctx, admin, 'Logo anterior');
    const designer = await userWithSettings(['show', 'update']);
    const listed = await designer.get(`${PICTURES}?limit=100`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.map((p: { id: number }) => p.id)).toContain(existing);

    const ticket = await createPicture(designer, 'Logo nuevo');
    const put = await putFile(ctx, ticket.uploadPath, await imageOf('png', 400, 120));
    expect(put.statusCode, put.body).toBe(200);
    const read = await designer.get(`${PICTURES}/${ticket.id}`);
    expect(read.json()).toMatchObject({ width: 400, height: 120 });

    expect((await designer.delete(`${PICTURES}/${existing}`)).statusCode).toBe(403);
  });

  it('keeps it closed to who may only see the settings', async () => {
    const viewer = await userWithSettings(['show']);
    expect((await viewer.get(PICTURES)).statusCode).toBe(403);
    expect(
      (await viewer.post(PICTURES, { name: 'Logo', type: 'image/png', category: 'photo' })).statusCode,
    ).toBe(403);
  });
});
