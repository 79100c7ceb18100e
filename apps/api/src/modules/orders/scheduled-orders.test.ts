import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestApp, superAdmin, type TestContext } from '../../../test/harness.js';
import { ORDERS, type OrderingStore, orderBody, orderingStore, placeOrder } from './orders.test-helpers.js';
import { releaseScheduledOrders, SCHEDULED_ORDER_LEAD_MS } from './scheduled-orders.js';

let ctx: TestContext;
let admin: Client;
let shop: OrderingStore;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await superAdmin(ctx, ctx.alpha);
  shop = await orderingStore(ctx, admin);
});
afterAll(() => ctx?.close());

async function scheduled(at: OrderingStore, hoursAhead: number) {
  const when = new Date(Date.now() + hoursAhead * 3_600_000);
  const placed = await placeOrder(ctx, ctx.alpha, orderBody(at, { scheduled_at: when.toISOString() }));
  expect(placed.statusCode, placed.body).toBe(201);
  return { id: placed.json().id as number, at: when };
}

const shown = async (id: number) => (await admin.get(`${ORDERS}/${id}`)).json();

describe('scheduled orders reaching the kitchen', () => {
  it('become created by the server when their time is near, once, and not before', async () => {
    const order = await scheduled(shop, 5);
    const early = new Date(order.at.getTime() - SCHEDULED_ORDER_LEAD_MS - 60_000);
    await releaseScheduledOrders(ctx.db, early);
    expect((await shown(order.id)).status).toBe('creation_scheduled');

    const due = new Date(order.at.getTime() - SCHEDULED_ORDER_LEAD_MS + 60_000);
    const released = await releaseScheduledOrders(ctx.db, due);
    expect(released.created).toBeGreaterThanOrEqual(1);
    await releaseScheduledOrders(ctx.db, due);
    const after = await shown(order.id);
    expect(after.status).toBe('created');
    expect(after.payment.status).toBe('created');
    expect(after.history.map((h: { to: string; by: string }) => [h.to, h.by])).toEqual([
      ['creation_scheduled', 'customer'],
      ['created', 'server'],
    ]);
    // Now it is the kitchen's like any other order.
    const moved = await admin.patch(`/api/admin/v1/kds/store/${shop.store.id}/orders/${order.id}`, {
      order: { status: 'preparing' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it('fail, saying why, when their store was disabled meanwhile', async () => {
    const closing = await orderingStore(ctx, admin);
    const order = await scheduled(closing, 7);
    const disabled = await admin.patch(`/api/admin/v1/stores/${closing.store.id}`, { enabled: false });
    expect(disabled.statusCode, disabled.body).toBe(200);
    await releaseScheduledOrders(ctx.db, order.at);
    const after = await shown(order.id);
    expect(after.status).toBe('failed');
    expect(after.payment.status).toBe('canceled');
    expect(after.history.at(-1)).toMatchObject({
      to: 'failed',
      by: 'server',
      reason: 'La tienda estaba desactivada cuando llegó la hora del pedido programado.',
    });
  });
});
