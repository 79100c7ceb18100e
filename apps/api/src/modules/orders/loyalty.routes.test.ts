import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestApp, superAdmin, type TestContext, userWith } from '../../../test/harness.js';
import { ORDERS, type OrderingStore, orderBody, orderingStore, placeOrder } from './orders.test-helpers.js';

/**
 * Loyalty accrual (spec part 2 §3, §9): while a tenant's program runs (its `loyalty_program` flag
 * and its settings' switch), an order that completes adds its points — a point per peso of goods,
 * none for tip or delivery — to its customer's balance, which staff see in the order's detail; an
 * order that leaves completed gives them back; nothing accrues while the program is off.
 */
let ctx: TestContext;
let admin: Client;
let shop: OrderingStore;

async function setLoyaltyFlag(on: boolean) {
  await ctx.db.executeOwnerSql(
    on
      ? `update tenants set features = array_append(array_remove(features, 'loyalty_program'), 'loyalty_program') where id = $1`
      : `update tenants set features = array_remove(features, 'loyalty_program') where id = $1`,
    [ctx.alpha.id],
  );
  ctx.app.tenants.forget();
}

async function setProgram(enabled: boolean) {
  const response = await admin.patch('/api/admin/v1/settings', { loyalty: { enabled } });
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  ctx = await startTestApp({ signInRateLimit: 1000 });
  admin = await superAdmin(ctx, ctx.alpha);
  shop = await orderingStore(ctx, admin);
  await setLoyaltyFlag(true);
  await setProgram(true);
});
afterAll(() => ctx?.close());

const customer = (email: string) => ({ name: 'Camila Rojas', email, phone: '+56912345678' });

async function placed(email: string, change: Record<string, unknown> = {}) {
  const response = await placeOrder(
    ctx,
    ctx.alpha,
    orderBody(shop, { customer: customer(email), ...change }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; points: number; amounts: { subtotal: number; tip: number } };
}

async function move(id: number, status: string, as: Client = admin) {
  const body = { order: status === 'canceled' ? { status, reason: 'El cliente no vino' } : { status } };
  const response = await as.patch(`/api/admin/v1/kds/store/${shop.store.id}/orders/${id}`, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { loyalty: { earned: number | null; balance: number } | null };
}

async function complete(id: number) {
  await move(id, 'preparing');
  await move(id, 'ready');
  return move(id, 'completed');
}

const detail = async (id: number, as: Client = admin) => {
  const response = await as.get(`${ORDERS}/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { loyalty: { earned: number | null; balance: number } | null };
};

describe('points of completed orders', () => {
  it('a completed order adds its points to its customer, a canceled one adds none', async () => {
    const email = 'fiel.uno@example.cl';
    const first = await placed(email, { tip: 50000 });
    // A point per peso of the goods: the tip earns none.
    expect(first.points).toBe(Math.floor(first.amounts.subtotal / 100));
    expect((await detail(first.id)).loyalty).toEqual({ earned: null, balance: 0 });

    expect((await complete(first.id)).loyalty).toEqual({ earned: first.points, balance: first.points });

    const second = await placed(email);
    const dropped = await placed(email);
    await move(dropped.id, 'canceled');
    await complete(second.id);
    expect((await detail(second.id)).loyalty).toEqual({
      earned: second.points,
      balance: first.points + second.points,
    });
    expect((await detail(dropped.id)).loyalty).toEqual({
      earned: null,
      balance: first.points + second.points,
    });

    // A store-limited user of the store sees the same balance.
    const cashier = await userWith(ctx, ctx.alpha, { roleNames: ['admin'], storeIds: [shop.store.id] });
    expect((await detail(first.id, cashier.client)).loyalty?.balance).toBe(first.points + second.points);
  });

  it('an order that leaves completed gives its points back', async () => {
    const email = 'fiel.dos@example.cl';
    const order = await placed(email);
    await complete(order.id);
    await ctx.db.withTenant(ctx.alpha.id, (tx) =>
      tx.execute(
        sql`update orders set status = 'canceled' where tenant_id = ${ctx.alpha.id} and id = ${order.id}`,
      ),
    );
    expect((await detail(order.id)).loyalty).toEqual({ earned: null, balance: 0 });
  });

  it('nothing accrues while the program is off, and the detail then says nothing of points', async () => {
    const email = 'fiel.tres@example.cl';
    const before = await placed(email);
    await complete(before.id);

    await setProgram(false);
    const whileOff = await placed(email);
    expect((await complete(whileOff.id)).loyalty).toBeNull();
    await setProgram(true);
    expect((await detail(whileOff.id)).loyalty).toEqual({ earned: null, balance: before.points });

    await setLoyaltyFlag(false);
    try {
      expect((await detail(before.id)).loyalty).toBeNull();
      const flagOff = await placed(email);
      await complete(flagOff.id);
    } finally {
      await setLoyaltyFlag(true);
    }
    expect((await detail(before.id)).loyalty).toEqual({ earned: before.points, balance: before.points });
  });
});
