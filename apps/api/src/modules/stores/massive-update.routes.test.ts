import { errorMessages, fieldMessages, forbiddenMessage, storeMessages } from '@tablero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  expectValidationError,
  startTestApp,
  superAdmin,
  type TestContext,
  userWith,
} from '../../../test/harness.js';
import { auditOf, createStore, STORES, type StoreJson } from './stores.test-helpers.js';

const MASSIVE = `${STORES}/massive_update`;

let ctx: TestContext;
let admin: Client;
let betaAdmin: Client;

beforeAll(async () => {
  ctx = await startTestApp({ signInRateLimit: 1000 });
  admin = await superAdmin(ctx, ctx.alpha);
  betaAdmin = await superAdmin(ctx, ctx.beta);
});
afterAll(() => ctx?.close());

const get = async (id: number) => (await admin.get(`${STORES}/${id}`)).json() as StoreJson;
const hours = [
  { day: 'monday', opening_time: '10:00', closing_time: '14:00', dispatch_method: 'both' },
  { day: 'monday', opening_time: '18:00', closing_time: '22:00', dispatch_method: 'both' },
];

describe('PATCH /stores/massive_update', () => {
  it('applies the schedules tab to every store: the hours sent replace each store’s hours', async () => {
    const a = await createStore(admin, ctx.alpha);
    const b = await createStore(admin, ctx.alpha);
    const response = await admin.patch(MASSIVE, {
      store_ids: [a.id, b.id],
      business_hours: hours,
      pick_up_wait_time: 25,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ failed_stores: [] });
    for (const id of [a.id, b.id]) {
      const store = await get(id);
      expect(store.business_hours.map(({ id: _id, ...h }) => h)).toEqual(hours);
      expect(store.pick_up_wait_time).toBe(25);
      expect((await auditOf(ctx, ctx.alpha, 'store', id)).at(-1)?.action).toBe('massive_update');
    }
  });

  it('leaves a store that breaks a rule as it was, lists it with its errors and changes the others', async () => {
    const ok = await createStore(admin, ctx.alpha);
    // Cabify delivers for this one: an external fleet needs an online payment method.
    const fleet = await createStore(admin, ctx.alpha, {
      delivery_methods: [
        {
          delivery_type: 'own',
          delivery_fee_type: 'fixed',
          enabled: true,
          fee_amount: 100000,
          fee_configuration: { type: 'delivery_fee', grant_type: 'none' },
        },
        {
          delivery_type: 'cabify',
          delivery_fee_type: 'external',
          enabled: true,
          fee_configuration: { type: 'delivery_fee', grant_type: 'none' },
        },
      ],
    });
    const before = await get(fleet.id);
    const response = await admin.patch(MASSIVE, {
      store_ids: [ok.id, fleet.id],
      payment_methods: { delivery: ['cash', 'card'] },
    });
    expect(response.json()).toEqual({
      failed_stores: [
        {
          id: fleet.id,
          name: fleet.name,
          errors: [{ field: 'payment_methods.delivery', message: storeMessages.externalFleetNeedsOnline }],
        },
      ],
    });
    expect((await get(ok.id)).payment_methods.delivery).toEqual(['cash', 'card']);
    expect(await get(fleet.id)).toEqual(before);
  });

  it('lists stores it cannot find, another tenant’s included, without touching them', async () => {
    const store = await createStore(admin, ctx.alpha);
    const beta = await createStore(betaAdmin, ctx.beta);
    const betaBefore = (await betaAdmin.get(`${STORES}/${beta.id}`)).body;
    const response = await admin.patch(MASSIVE, {
      store_ids: [store.id, beta.id, 999999],
      pick_up_wait_time: 40,
    });
    const notFound = [{ field: 'id', message: errorMessages.notFound }];
    expect(response.json()).toEqual({
      failed_stores: [
        { id: beta.id, name: null, errors: notFound },
        { id: 999999, name: null, errors: notFound },
      ],
    });
    expect((await get(store.id)).pick_up_wait_time).toBe(40);
    expect((await betaAdmin.get(`${STORES}/${beta.id}`)).body).toBe(betaBefore);
  });

  it('closes and reopens many stores at once', async () => {
    const a = await createStore(admin, ctx.alpha);
    const b = await createStore(admin, ctx.alpha);
    await admin.patch(MASSIVE, { store_ids: [a.id, b.id], closing: { kind: 'permanent' } });
    expect([(await get(a.id)).enabled, (await get(b.id)).enabled]).toEqual([false, false]);
    await admin.patch(MASSIVE, { store_ids: [a.id, b.id], reopen: true });
    expect([(await get(a.id)).enabled, (await get(b.id)).enabled]).toEqual([true, true]);
  });

  it('refuses a body that is wrong for every store, changing nothing', async () => {
    const store = await createStore(admin, ctx.alpha);
    const before = await get(store.id);
    // Item ids mean nothing across stores. (zod-messages names an unknown nested key without its path.)
    expectValidationError(
      await admin.patch(MASSIVE, { store_ids: [store.id], business_hours: [{ id: 3, day: 'monday' }] }),
      [{ field: 'id', message: fieldMessages.unknownField('id') }],
    );
    expectValidationError(await admin.patch(MASSIVE, { store_ids: [], pick_up_wait_time: 10 }), [
      { field: 'store_ids' },
    ]);
    expectValidationError(await admin.patch(MASSIVE, { store_ids: [store.id], name: 'Todas iguales' }), [
      { field: 'name' },
    ]);
    expect(await get(store.id)).toEqual(before);
  });

  it('needs stores:massive_update, and payment methods need stores:payment_methods', async () => {
    const store = await createStore(admin, ctx.alpha);
    const manager = await userWith(ctx, ctx.alpha, { roleNames: ['admin cc'] });
    const refused = await manager.client.patch(MASSIVE, { store_ids: [store.id], pick_up_wait_time: 33 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 401, message: forbiddenMessage('stores', 'massive_update') });
    expect((await get(store.id)).pick_up_wait_time).toBe(15);
  });

  it('updates only the stores of a store-limited user', async () => {
    const mine = await createStore(admin, ctx.alpha);
    const other = await createStore(admin, ctx.alpha);
    const limited = await userWith(ctx, ctx.alpha, { roleNames: ['admin'], storeIds: [mine.id] });
    const response = await limited.client.patch(MASSIVE, {
      store_ids: [mine.id, other.id],
      delivery_wait_time: 44,
    });
    expect(response.json()).toEqual({
      failed_stores: [
        { id: other.id, name: null, errors: [{ field: 'id', message: errorMessages.notFound }] },
      ],
    });
    expect([(await get(mine.id)).delivery_wait_time, (await get(other.id)).delivery_wait_time]).toEqual([
      44, 35,
    ]);
  });
});
