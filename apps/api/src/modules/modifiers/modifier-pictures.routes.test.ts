import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  expectValidationError,
  startTestApp,
  superAdmin,
  type TestContext,
} from '../../../test/harness.js';
import { createPicture, uploadedPicture } from '../pictures/pictures.test-helpers.js';
import { createModifier, MODIFIERS, uniqueName } from './modifiers.test-helpers.js';

let ctx: TestContext;
let admin: Client;
let betaAdmin: Client;

beforeAll(async () => {
  ctx = await startTestApp({ signInRateLimit: 1000 });
  admin = await superAdmin(ctx, ctx.alpha);
  betaAdmin = await superAdmin(ctx, ctx.beta);
});
afterAll(() => ctx?.close());

const withPicture = (pictureId: number) => ({
  name: uniqueName('Salsas'),
  type: 'parent',
  picture_ids: [pictureId],
});

describe('a modifier’s picture', () => {
  it('is one of the tenant’s uploaded pictures, kept and answered', async () => {
    const picture = await uploadedPicture(ctx, admin);
    const modifier = await createModifier(admin, withPicture(picture));
    expect(modifier.picture_ids).toEqual([picture]);
    const removed = await admin.patch(`${MODIFIERS}/${modifier.id}`, { picture_ids: [] });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().picture_ids).toEqual([]);
  });

  it('refuses another tenant’s picture, an unknown one and one still pending, saving nothing', async () => {
    const theirs = await uploadedPicture(ctx, betaAdmin);
    const pending = (await createPicture(admin, 'Sin archivo')).id;
    const before = (await admin.get(`${MODIFIERS}?limit=100`)).json().meta.total_count;
    for (const id of [theirs, 999_999, pending]) {
      expectValidationError(await admin.post(MODIFIERS, withPicture(id)), [
        {
          field: 'picture_ids.0',
          message: `La imagen ${id} no existe en este comercio o aún no se ha subido`,
        },
      ]);
    }
    expect((await admin.get(`${MODIFIERS}?limit=100`)).json().meta.total_count).toBe(before);
    const mine = await createModifier(admin, { name: uniqueName('Agregados'), type: 'parent' });
    expectValidationError(await admin.patch(`${MODIFIERS}/${mine.id}`, { picture_ids: [theirs] }), [
      { field: 'picture_ids.0' },
    ]);
    expect((await admin.get(`${MODIFIERS}/${mine.id}`)).json().picture_ids).toEqual([]);
  });

  it('cannot be deleted while a modifier shows it, and says which', async () => {
    const picture = await uploadedPicture(ctx, admin);
    const modifier = await createModifier(admin, withPicture(picture));
    expectValidationError(await admin.delete(`/api/admin/v1/pictures/${picture}`), [
      {
        field: 'id',
        message: `La imagen está en el modificador ${modifier.name}: quítala de allí antes de eliminarla`,
      },
    ]);
    expect((await admin.patch(`${MODIFIERS}/${modifier.id}`, { picture_ids: [] })).statusCode).toBe(200);
    expect((await admin.delete(`/api/admin/v1/pictures/${picture}`)).statusCode).toBe(200);
  });
});
