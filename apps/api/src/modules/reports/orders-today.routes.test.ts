import { zonedParts } from '@tablero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestApp, superAdmin, type TestContext, userWith } from '../../../test/harness.js';
import { type OrderingStore, orderBody, orderingStore, placeOrder } from '../orders/orders.test-helpers.js';

const TODAY = '/api/admin/v1/kpi/orders';

let ctx: TestContext;
let admin: Client;
let first: OrderingStore;
let second: OrderingStore;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await superAdmin(ctx, ctx.alpha);
  first = await orderingStore(ctx, admin);
  second = await orderingStore(ctx, admin);
});
afterAll(() => ctx?.close());

async function place(shop: OrderingStore): Promise<{ id: number; total: number; created_at: string }> {
  const response = await placeOrder(ctx, ctx.alpha, orderBody(shop));
  expect(response.statusCode, response.body).toBe(201);
  const order = response.json();
  return { id: order.id, total: order.amounts.total, created_at: order.created_at };
}

const move = async (shop: OrderingStore, id: number, statuses: string[]) => {
  for (const status of statuses) {
    const moved = await admin.patch(`/api/admin/v1/kds/store/${shop.store.id}/orders/${id}`, {
      order: { status, reason: status === 'canceled' ? 'Sin stock' : undefined },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
};

const figuresOf = (answer: { statuses: { status: string; orders: number; total: number }[] }) =>
  Object.fromEntries(answer.statuses.filter((s) => s.orders > 0).map((s) => [s.status, [s.orders, s.total]]));

describe('GET /kpi/orders: today’s orders', () => {
  it('counts today’s orders per status, the open ones, the oldest waiting and the minutes to complete', async () => {
    const yesterday = await place(first);
    await ctx.db.executeOwnerSql(
      `update orders set created_at = created_at - interval '1 day' where tenant_id = $1 and id = $2`,
      [ctx.alpha.id, yesterday.id],
    );
    const waiting = await place(first);
    const cooking = await place(first);
    const done = await place(first);
    const dropped = await place(first);
    const elsewhere = await place(second);
    await move(first, cooking.id, ['preparing']);
    await move(first, done.id, ['preparing', 'ready', 'completed']);
    await move(first, dropped.id, ['canceled']);
    // Completed 30 minutes after it was placed: the completion is moved later, not the order earlier, so
    // that the order stays today when the test runs just after the local midnight.
    await ctx.db.executeOwnerSql(
      `update order_status_changes set at = at + interval '30 minutes'
        where tenant_id = $1 and order_id = $2 and to_status = 'completed'`,
      [ctx.alpha.id, done.id],
    );

    const answer = (await admin.get(`${TODAY}?store_id=${first.store.id}`)).json();
    expect(answer.day).toBe(zonedParts(new Date(), ctx.alpha.timeZone).date);
    expect(figuresOf(answer)).toEqual({
      created: [1, waiting.total],
      preparing: [1, cooking.total],
      completed: [1, done.total],
      canceled: [1, dropped.total],
    });
    expect(answer.statuses).toHaveLength(10);
    expect(answer.open).toBe(2);
    expect(answer.oldest_open_at).toBe(waiting.created_at);
    expect(answer.average_minutes_to_complete).toBeGreaterThanOrEqual(30);
    expect(answer.average_minutes_to_complete).toBeLessThan(31);

    const both = (await admin.get(`${TODAY}?store_id=${first.store.id}&store_id=${second.store.id}`)).json();
    expect(figuresOf(both).created).toEqual([2, waiting.total + elsewhere.total]);
    expect(both.open).toBe(3);
  });

  it('counts only a store-limited user’s stores, and nothing of another tenant', async () => {
    const limited = await userWith(ctx, ctx.alpha, { roleNames: ['admin'], storeIds: [second.store.id] });
    const theirs = (await limited.client.get(TODAY)).json();
    expect(theirs.open).toBe(1);
    expect((await limited.client.get(`${TODAY}?store_id=${first.store.id}`)).json().open).toBe(0);
    const other = (await (await superAdmin(ctx, ctx.beta)).get(TODAY)).json();
    expect(other.open).toBe(0);
    expect(other.oldest_open_at).toBeNull();
    expect(other.average_minutes_to_complete).toBeNull();
  });
});
