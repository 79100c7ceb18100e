import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestApp, superAdmin, type TestContext } from './harness.js';

/** Ids are PostgreSQL integers: past 2^31 − 1 they are refused as fields, never sent to the database. */
let ctx: TestContext;
let admin: Client;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await superAdmin(ctx, ctx.alpha);
});
afterAll(() => ctx?.close());

const TOO_BIG = 2 ** 31;

describe('ids past the PostgreSQL integer range', () => {
  it.each([
    ['PATCH', '/api/admin/v1/products/positions', { positions: [{ id: TOO_BIG, position: 0 }] }],
    ['PATCH', '/api/admin/v1/modifiers/positions', { positions: [{ id: 2 ** 53 - 1, position: 0 }] }],
    ['PATCH', '/api/admin/v1/stores/massive_update', { store_ids: [TOO_BIG], delivery_wait_time: 30 }],
    ['GET', `/api/admin/v1/auth_credentials?key=pedidos_ya&store_id=${2 ** 53 - 1}`, undefined],
    ['GET', `/api/admin/v1/roles/${TOO_BIG}`, undefined],
    ['POST', '/api/admin/v1/roles', { name: 'rol grande', policy_ids: [TOO_BIG] }],
  ] as const)('%s %s answers 422, not 500', async (method, url, body) => {
    const response = await admin.raw({ method, url, ...(body ? { payload: body } : {}) });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().code).toBe(1001);
  });

  it('still takes the largest integer as an id that does not exist', async () => {
    const response = await admin.get(`/api/admin/v1/roles/${2 ** 31 - 1}`);
    expect(response.statusCode).toBe(404);
  });
});
