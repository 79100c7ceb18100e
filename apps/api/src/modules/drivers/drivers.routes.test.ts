import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestApp, superAdmin, type TestContext, userWith } from '../../../test/harness.js';
import {
  deliveryBody,
  ORDERS,
  type OrderingStore,
  orderBody,
  orderingStore,
  placeOrder,
} from '../orders/orders.test-helpers.js';
import { createStore } from '../stores/stores.test-helpers.js';

const DRIVERS = '/api/admin/v1/drivers';

let ctx: TestContext;
let admin: Client;
let shop: OrderingStore;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await superAdmin(ctx, ctx.alpha);
  shop = await orderingStore(ctx, admin);
});
afterAll(() => ctx?.close());

async function newDriver(change: Record<string, unknown> = {}, as = admin) {
  const created = await as.post(DRIVERS, {
    name: 'Pedro Soto',
    kind: 'motorcycle',
    max_capacity: 2,
    store_id: shop.store.id,
    ...change,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: number; status: string; orders_in_hand: number };
}

/** A delivery order of the shop, taken by the kitchen to ready. */
async function readyDelivery(at: OrderingStore = shop) {
  const placed = await placeOrder(ctx, ctx.alpha, deliveryBody(at));
  expect(placed.statusCode, placed.body).toBe(201);
  const id = placed.json().id as number;
  for (const status of ['preparing', 'ready'])
    expect(
      (await admin.patch(`/api/admin/v1/kds/store/${at.store.id}/orders/${id}`, { order: { status } }))
        .statusCode,
    ).toBe(200);
  return { id, code: placed.json().code as string };
}

const dispatch = (driverId: number, orderIds: number[], storeId = shop.store.id, as = admin) =>
  as.post(`/api/admin/v1/kds/store/${storeId}/drivers/${driverId}/dispatch`, { order_ids: orderIds });

describe('drivers', () => {
  it('are created in the store, in it unless said, and changed and listed by store', async () => {
    const driver = await newDriver();
    expect(driver).toMatchObject({ status: 'in_store', orders_in_hand: 0, store_name: shop.store.name });
    const changed = await admin.patch(`${DRIVERS}/${driver.id}`, { max_capacity: 4, kind: 'car' });
    expect(changed.json()).toMatchObject({ max_capacity: 4, kind: 'car', name: 'Pedro Soto' });
    const listed = (await admin.get(`${DRIVERS}?store_id=${shop.store.id}`)).json();
    expect(listed.data.map((d: { id: number }) => d.id)).toContain(driver.id);
    expect((await admin.get(`${DRIVERS}?store_id=${shop.store.id}&status=in_transit`)).json().data).toEqual(
      [],
    );
  });

  it('refuse what is missing or wrong, every field at once, saving nothing', async () => {
    const before = (await admin.get(DRIVERS)).json().meta.total_count;
    const empty = await admin.post(DRIVERS, {});
    expect(empty.statusCode).toBe(422);
    expect(
      empty
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['kind', 'max_capacity', 'name', 'store_id']);
    const wrong = await admin.post(DRIVERS, {
      name: ' ',
      kind: 'truck',
      max_capacity: 0,
      store_id: shop.store.id,
    });
    expect(
      wrong
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['kind', 'max_capacity', 'name']);
    const beta = await superAdmin(ctx, ctx.beta);
    const betaStore = await createStore(beta, ctx.beta);
    expect(
      (await admin.post(DRIVERS, { name: 'X', kind: 'bike', max_capacity: 1, store_id: betaStore.id })).json()
        .errors,
    ).toEqual([{ field: 'store_id', message: 'La tienda no existe.' }]);
    // A body that is not an object (the fuzzer's `null` answered 500): 422, on create and change.
    const created = (
      await admin.post(DRIVERS, { name: 'Nulo', kind: 'bike', max_capacity: 1, store_id: shop.store.id })
    ).json();
    for (const payload of ['null', '[]', '"texto"'])
      for (const [method, url] of [
        ['POST', DRIVERS],
        ['PATCH', `${DRIVERS}/${created.id}`],
      ] as const) {
        const refused = await admin.raw({
          method,
          url,
          payload,
          headers: { 'content-type': 'application/json' },
        });
        expect(refused.statusCode, `${method} ${payload}`).toBe(422);
        expect(refused.json().errors).toEqual([{ field: 'body', message: 'El campo body es inválido' }]);
      }
    expect((await admin.delete(`${DRIVERS}/${created.id}`)).statusCode).toBeLessThan(300);
    expect((await admin.get(DRIVERS)).json().meta.total_count).toBe(before);
  });

  it('are a store’s: a user limited to stores sees and adds only theirs', async () => {
    const other = await orderingStore(ctx, admin);
    const theirs = await newDriver({ store_id: other.store.id, name: 'Ana Ruiz' });
    const limited = await userWith(ctx, ctx.alpha, { roleNames: ['admin'], storeIds: [shop.store.id] });
    expect((await limited.client.get(`${DRIVERS}/${theirs.id}`)).statusCode).toBe(404);
    expect(
      (await limited.client.get(DRIVERS)).json().data.some((d: { id: number }) => d.id === theirs.id),
    ).toBe(false);
    const refused = await limited.client.post(DRIVERS, {
      name: 'Y',
      kind: 'bike',
      max_capacity: 1,
      store_id: other.store.id,
    });
    expect(refused.json().errors[0].field).toBe('store_id');
  });

  it('take ready delivery orders out, as many as they carry, and are back when the last is delivered', async () => {
    const driver = await newDriver({ max_capacity: 2 });
    const [a, b, c] = [await readyDelivery(), await readyDelivery(), await readyDelivery()];
    const tooMany = await dispatch(driver.id, [a.id, b.id, c.id]);
    expect(tooMany.json().errors[0].message).toBe('El repartidor lleva como máximo 2 pedidos a la vez.');

    const sent = await dispatch(driver.id, [a.id, b.id]);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().driver).toMatchObject({ status: 'in_transit', orders_in_hand: 2 });
    const out = (await admin.get(`${ORDERS}/${a.id}`)).json();
    expect(out).toMatchObject({ status: 'in_transit', driver: { id: driver.id, name: 'Pedro Soto' } });
    expect(out.history.at(-1)).toMatchObject({
      from: 'ready',
      to: 'in_transit',
      admin_user_name: 'Super Admin',
    });
    // Out already: no more orders until back.
    expect((await dispatch(driver.id, [c.id])).json().errors[0].message).toBe(
      'El repartidor no está en la tienda: espera a que vuelva.',
    );
    expect((await admin.delete(`${DRIVERS}/${driver.id}`)).statusCode).toBe(422);

    const deliver = (id: number) =>
      admin.patch(`/api/admin/v1/kds/store/${shop.store.id}/orders/${id}`, {
        order: { status: 'completed' },
      });
    await deliver(a.id);
    expect((await admin.get(`${DRIVERS}/${driver.id}`)).json()).toMatchObject({
      status: 'in_transit',
      orders_in_hand: 1,
    });
    await deliver(b.id);
    expect((await admin.get(`${DRIVERS}/${driver.id}`)).json()).toMatchObject({
      status: 'in_store',
      orders_in_hand: 0,
    });

    // Gone later, the orders they carried keep their name.
    expect((await admin.delete(`${DRIVERS}/${driver.id}`)).statusCode).toBe(200);
    expect((await admin.get(`${ORDERS}/${a.id}`)).json().driver).toEqual({ id: null, name: 'Pedro Soto' });
  });

  it('refuse an order that is not ready, for pick-up, or of another store, changing nothing', async () => {
    const driver = await newDriver();
    const pickUp = await placeOrder(ctx, ctx.alpha, orderBody(shop));
    expect((await dispatch(driver.id, [pickUp.json().id])).json().errors[0].message).toMatch(
      /es para retiro/,
    );
    const fresh = await placeOrder(ctx, ctx.alpha, deliveryBody(shop));
    expect((await dispatch(driver.id, [fresh.json().id])).json().errors[0].message).toMatch(/no está listo/);
    const other = await orderingStore(ctx, admin);
    const elsewhere = await readyDelivery(other);
    expect((await dispatch(driver.id, [elsewhere.id])).statusCode).toBe(404);
    expect((await dispatch(driver.id, [elsewhere.id], other.store.id)).statusCode).toBe(404);
    expect((await admin.get(`${DRIVERS}/${driver.id}`)).json().status).toBe('in_store');
    expect((await admin.get(`${ORDERS}/${elsewhere.id}`)).json().status).toBe('ready');
  });
});
