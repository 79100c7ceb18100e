import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  expectValidationError,
  startTestApp,
  superAdmin,
  type TestContext,
  userWith,
} from '../../../test/harness.js';
import { ORDERS, type OrderingStore, orderBody, orderingStore, placeOrder } from './orders.test-helpers.js';

let ctx: TestContext;
let admin: Client;
let shop: OrderingStore;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await superAdmin(ctx, ctx.alpha);
  shop = await orderingStore(ctx, admin);
});
afterAll(() => ctx?.close());

const address = () => ({
  text_address: 'Av. Providencia 1234',
  latitude: shop.store.latitude as number,
  longitude: shop.store.longitude as number,
});

async function newOrder(change: Record<string, unknown> = {}) {
  const placed = await placeOrder(ctx, ctx.alpha, orderBody(shop, change));
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json() as { id: number; status: string };
}

const move = (id: number, status: string, reason?: string, storeId = shop.store.id, as = admin) =>
  as.patch(`/api/admin/v1/kds/store/${storeId}/orders/${id}`, { order: { status, reason } });

describe('PATCH /kds/store/{storeId}/orders/{id}', () => {
  it('takes a delivery order through the kitchen to the door, and keeps who moved it', async () => {
    const order = await newOrder({ dispatch_method: 'delivery', address: address() });
    for (const status of ['preparing', 'ready', 'in_transit', 'completed']) {
      const moved = await move(order.id, status);
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().status).toBe(status);
    }
    const done = (await admin.get(`${ORDERS}/${order.id}`)).json();
    expect(done.payment).toEqual({ method: 'cash', status: 'completed' });
    expect(done.history.map((h: { to: string }) => h.to)).toEqual([
      'created',
      'preparing',
      'ready',
      'in_transit',
      'completed',
    ]);
    expect(done.history[1]).toMatchObject({ from: 'created', by: 'staff', admin_user_name: 'Super Admin' });
  });

  it('hands a pick-up order over at the counter: it never goes out for delivery', async () => {
    const order = await newOrder();
    await move(order.id, 'preparing');
    await move(order.id, 'ready');
    expectValidationError(await move(order.id, 'in_transit'), [
      {
        field: 'status',
        message: 'Un pedido para retiro no sale en camino: se entrega en la tienda cuando está listo.',
      },
    ]);
    expect((await move(order.id, 'completed')).json().status).toBe('completed');
    expectValidationError(await move(order.id, 'preparing'), [
      { field: 'status', message: 'Un pedido entregado ya no cambia de estado.' },
    ]);
  });

  it('cancels only with a reason, voids a payment still to collect, and keeps the reason', async () => {
    const order = await newOrder();
    expectValidationError(await move(order.id, 'canceled'), [
      { field: 'order.reason', message: 'Indica por qué se cancela el pedido.' },
    ]);
    expect((await admin.get(`${ORDERS}/${order.id}`)).json().status).toBe('created');
    const canceled = (await move(order.id, 'canceled', 'Sin pan para hamburguesas')).json();
    expect(canceled).toMatchObject({ status: 'canceled', payment: { status: 'canceled' } });
    expect(canceled.history.at(-1)).toMatchObject({ to: 'canceled', reason: 'Sin pan para hamburguesas' });
  });

  it('leaves payment moves to the payment and refuses a skipped step, changing nothing', async () => {
    const online = await newOrder({
      dispatch_method: 'delivery',
      address: address(),
      payment_method: 'online',
    });
    expect(online.status).toBe('pending_online_payment');
    expectValidationError(await move(online.id, 'created'), [
      {
        field: 'status',
        message: 'Este cambio de estado lo hace solo el pago en línea, al completarse o fallar.',
      },
    ]);
    const order = await newOrder();
    expectValidationError(await move(order.id, 'ready'), [
      { field: 'status', message: 'Un pedido recibido no puede pasar a listo.' },
    ]);
    const after = (await admin.get(`${ORDERS}/${order.id}`)).json();
    expect(after).toMatchObject({ status: 'created' });
    expect(after.history).toHaveLength(1);
    expectValidationError(await move(order.id, 'cocinando'), [{ field: 'order.status' }]);
  });

  it('finds an order only under its own store, of the user’s stores and tenant', async () => {
    const order = await newOrder();
    const other = await orderingStore(ctx, admin);
    expect((await move(order.id, 'preparing', undefined, other.store.id)).statusCode).toBe(404);
    const limited = await userWith(ctx, ctx.alpha, { roleNames: ['admin'], storeIds: [other.store.id] });
    expect((await move(order.id, 'preparing', undefined, shop.store.id, limited.client)).statusCode).toBe(
      404,
    );
    expect((await limited.client.get(`${ORDERS}/${order.id}`)).statusCode).toBe(404);
    const beta = await superAdmin(ctx, ctx.beta);
    expect((await move(order.id, 'preparing', undefined, shop.store.id, beta)).statusCode).toBe(404);
    expect((await admin.get(`${ORDERS}/${order.id}`)).json().status).toBe('created');
  });
});
