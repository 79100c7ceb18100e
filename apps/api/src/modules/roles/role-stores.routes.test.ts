import { randomBytes } from 'node:crypto';
import { roleMessages } from '@tablero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  expectValidationError,
  startTestApp,
  superAdmin,
  type TestContext,
  userWith,
} from '../../../test/harness.js';

/**
 * A role's stores (spec part 2 §3 "Role: … stores"): the stores the role is meant for. They must be
 * the tenant's; a user given the role works only in them; the list cannot be narrowed past a store
 * one of its holders works in. An empty list is every store.
 */
const ROLES = '/api/admin/v1/roles';
const USERS = '/api/admin/v1/admin_users';

let ctx: TestContext;
let admin: Client;
let storeIds: [number, number];

beforeAll(async () => {
  ctx = await startTestApp({ signInRateLimit: 1000 });
  admin = await superAdmin(ctx, ctx.alpha);
  const stores = (await admin.get('/api/admin/v1/stores')).json().data as { id: number }[];
  storeIds = [stores[0]?.id as number, stores[1]?.id as number];
});
afterAll(() => ctx?.close());

const unique = () => randomBytes(3).toString('hex');

async function roleFor(stores: number[]) {
  const response = await admin.post(ROLES, { name: `Cajero ${unique()}`, store_ids: stores, policy_ids: [] });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; name: string; store_ids: number[] };
}

const userBody = (roleId: number, stores: number[]) => ({
  name: `Cajera ${unique()}`,
  email: `cajera.${unique()}@example.cl`,
  phone: '+56912345678',
  role_ids: [roleId],
  store_ids: stores,
});

describe('a role’s stores', () => {
  it('are kept with the role, shown in its list and detail, and may be none (every store)', async () => {
    const [first, second] = storeIds;
    const role = await roleFor([second, first, first]);
    expect(role.store_ids).toEqual([first, second].sort((a, b) => a - b));
    const listed = (await admin.get(`${ROLES}?query=${encodeURIComponent(role.name)}`)).json().data[0];
    expect(listed.store_ids).toEqual(role.store_ids);
    const opened = await admin.patch(`${ROLES}/${role.id}`, { store_ids: [] });
    expect(opened.json().store_ids).toEqual([]);
    // A PATCH without store_ids keeps them.
    await admin.patch(`${ROLES}/${role.id}`, { store_ids: [first] });
    const renamed = await admin.patch(`${ROLES}/${role.id}`, { description: 'Caja' });
    expect(renamed.json().store_ids).toEqual([first]);
  });

  it('must be the tenant’s', async () => {
    const betaStore = (await (await superAdmin(ctx, ctx.beta)).get('/api/admin/v1/stores')).json().data[0]
      .id as number;
    expectValidationError(
      await admin.post(ROLES, { name: `Cajero ${unique()}`, store_ids: [storeIds[0], betaStore, 999_999] }),
      [
        { field: 'store_ids.1', message: roleMessages.unknownStore(betaStore) },
        { field: 'store_ids.2', message: roleMessages.unknownStore(999_999) },
      ],
    );
  });

  it('are the editor’s own stores when they are limited to stores', async () => {
    const [first, second] = storeIds;
    const editor = await userWith(ctx, ctx.alpha, { roleNames: ['admin'], storeIds: [first] });
    expectValidationError(
      await editor.client.post(ROLES, { name: `Cajero ${unique()}`, store_ids: [first, second] }),
      [{ field: 'store_ids.1', message: roleMessages.unknownStore(second) }],
    );
    const own = await editor.client.post(ROLES, { name: `Cajero ${unique()}`, store_ids: [first] });
    expect(own.statusCode, own.body).toBe(201);
  });

  it('take a user of those stores only, and cannot leave a holder’s store outside', async () => {
    const [first, second] = storeIds;
    const role = await roleFor([first]);
    expectValidationError(await admin.post(USERS, userBody(role.id, [first, second])), [
      { field: 'store_ids', message: roleMessages.storesOutsideRole(role.name) },
    ]);
    const made = await admin.post(USERS, userBody(role.id, [first]));
    expect(made.statusCode, made.body).toBe(201);
    const user = made.json() as { id: number; name: string };

    expectValidationError(await admin.patch(`${USERS}/${user.id}`, { store_ids: [second] }), [
      { field: 'store_ids', message: roleMessages.storesOutsideRole(role.name) },
    ]);
    expectValidationError(await admin.patch(`${ROLES}/${role.id}`, { store_ids: [second] }), [
      { field: 'store_ids', message: roleMessages.usersOutside([user.name]) },
    ]);
    expect((await admin.get(`${ROLES}/${role.id}`)).json().store_ids).toEqual([first]);

    // Widened to every store, the user may move.
    await admin.patch(`${ROLES}/${role.id}`, { store_ids: [] });
    const moved = await admin.patch(`${USERS}/${user.id}`, { store_ids: [second] });
    expect(moved.statusCode, moved.body).toBe(200);
  });
});
