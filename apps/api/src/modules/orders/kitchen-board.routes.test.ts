import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestApp, superAdmin, type TestContext, userWith } from '../../../test/harness.js';
import { ORDERS, type OrderingStore, orderBody, orderingStore, placeOrder } from './orders.test-helpers.js';

const BOARD = `${ORDERS}/board`;

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

async function newOrder(shop: OrderingStore) {
  const placed = await placeOrder(ctx, ctx.alpha, orderBody(shop));
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json() as { id: number };
}

const idsOf = (answer: { data: { id: number }[] }) => answer.data.map((o) => o.id);

describe('GET /orders/board', () => {
  it("answers in one call the store's orders in the kitchen's hands, each as its detail shows it", async () => {
    const [a, b, gone, old, dueToday] = [
      await newOrder(first),
      await newOrder(first),
      await newOrder(first),
      await newOrder(first),
      await newOrder(first),
    ];
    const elsewhere = await newOrder(second);
    const canceled = await admin.patch(`/api/admin/v1/kds/store/${first.store.id}/orders/${gone.id}`, {
      order: { status: 'canceled', reason: 'Sin stock' },
    });
    expect(canceled.statusCode).toBe(200);
    // Placed three days ago: for the orders list, not the kitchen; unless it was for today.
    await ctx.db.executeOwnerSql(
      `update orders set created_at = now() - interval '3 days' where tenant_id = $1 and id = $2`,
      [ctx.alpha.id, old.id],
    );
    await ctx.db.executeOwnerSql(
      `update orders set created_at = now() - interval '3 days', scheduled_at = now()
        where tenant_id = $1 and id = $2`,
      [ctx.alpha.id, dueToday.id],
    );

    const board = (await admin.get(`${BOARD}?store_ids=${first.store.id}`)).json();
    expect(idsOf(board)).toEqual([b.id, a.id, dueToday.id]);
    // The detail adds the customer's loyalty points, which the board does not carry.
    const { loyalty: _points, ...detail } = (await admin.get(`${ORDERS}/${b.id}`)).json();
    expect(board.data[0]).toEqual(detail);
    expect(board.data[0].items[0].options).toHaveLength(1);

    const both = (await admin.get(`${BOARD}?store_ids=${first.store.id},${second.store.id}`)).json();
    expect(idsOf(both)).toEqual([elsewhere.id, b.id, a.id, dueToday.id]);
    expect(idsOf((await admin.get(BOARD)).json())).toEqual(idsOf(both));
  });

  it('shows a user limited to a store only that store, and refuses another store', async () => {
    const cook = await userWith(ctx, ctx.alpha, { roleNames: ['user kds'], storeIds: [second.store.id] });
    const own = (await cook.client.get(BOARD)).json();
    expect(own.data.length).toBeGreaterThan(0);
    expect(own.data.every((o: { store_id: number }) => o.store_id === second.store.id)).toBe(true);
    expect((await cook.client.get(`${BOARD}?store_ids=${first.store.id}`)).statusCode).toBe(404);
    const beta = await superAdmin(ctx, ctx.beta);
    expect((await beta.get(BOARD)).json().data).toEqual([]);
  });
});
