import { orderStatuses, salesStatuses } from '@tablero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestApp, superAdmin, type TestContext, userWith } from '../../../test/harness.js';
import { demoWithOrders, moveSeventyOrdersInOneStatement } from '../reports/reports.test-helpers.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import { ORDERS, orderBody, orderingStore, placeOrder } from './orders.test-helpers.js';

const BEST_SELLERS = `${ORDERS}/best_sellers`;

let ctx: TestContext;
let demo: TenantRecord;
let admin: Client;
let demoStores: number[];

interface Sold {
  product_id: number;
  name: string;
  quantity: number;
  revenue: number;
  orders: number;
}

/**
 * The same report by plain SQL over the orders and their lines: what the rollup must equal.
 * Orders that stand as sales, grouped by the local day they were placed in the tenant's zone.
 */
async function plainSql(tenant: TenantRecord, range: { from?: string; to?: string; stores?: number[] }) {
  const { rows } = await ctx.db.executeOwnerSql(
    `select l.product_id, max(l.name) as name, sum(l.quantity)::int as quantity,
            sum(l.line_total)::bigint as revenue, count(distinct o.id)::int as orders
       from orders o join order_items l on l.tenant_id = o.tenant_id and l.order_id = o.id
      where o.tenant_id = $1 and o.status = any($2::text[])
        and ($3::date is null or (o.created_at at time zone $6)::date >= $3::date)
        and ($4::date is null or (o.created_at at time zone $6)::date <= $4::date)
        and ($5::int[] is null or o.store_id = any($5::int[]))
      group by 1 having sum(l.quantity) > 0
      order by 3 desc, 4 desc, 1`,
    [
      tenant.id,
      [...salesStatuses],
      range.from ?? null,
      range.to ?? null,
      range.stores ?? null,
      tenant.timeZone,
    ],
  );
  const sold = (rows as Record<string, unknown>[]).map((r) => ({
    product_id: Number(r.product_id),
    name: String(r.name),
    quantity: Number(r.quantity),
    revenue: Number(r.revenue),
    orders: Number(r.orders),
  }));
  const totals = {
    quantity: sold.reduce((n, s) => n + s.quantity, 0),
    revenue: sold.reduce((n, s) => n + s.revenue, 0),
  };
  return { sold, totals };
}

async function bestSellers(client: Client, query: string) {
  const response = await client.get(`${BEST_SELLERS}?limit=50${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Sold[]; totals: { quantity: number; revenue: number } };
}

async function expectEqualToPlainSql(
  client: Client,
  tenant: TenantRecord,
  range: { from?: string; to?: string; store?: number },
) {
  const query = Object.entries(range)
    .map(([key, value]) => `&${key === 'store' ? 'store_id' : key}=${value}`)
    .join('');
  const answer = await bestSellers(client, query);
  const expected = await plainSql(tenant, { ...range, stores: range.store ? [range.store] : undefined });
  expect(answer.data).toEqual(expected.sold.slice(0, 50));
  expect(answer.totals).toEqual(expected.totals);
  return answer;
}

beforeAll(async () => {
  ctx = await startTestApp();
  ({ demo, admin, demoStores } = await demoWithOrders(ctx, 1200));
}, 120_000);
afterAll(() => ctx?.close());

describe('GET /orders/best_sellers', () => {
  it('equals plain SQL over the orders for any range of local days, across a DST change and month ends', async () => {
    const all = await expectEqualToPlainSql(admin, demo, {});
    expect(all.data.length).toBeGreaterThan(3);
    expect(all.totals.quantity).toBeGreaterThan(1000);
    await expectEqualToPlainSql(admin, demo, { from: '2026-09-05', to: '2026-09-07' });
    await expectEqualToPlainSql(admin, demo, { from: '2026-08-31', to: '2026-09-01' });
    await expectEqualToPlainSql(admin, demo, { from: '2026-07-15', to: '2026-08-15', store: demoStores[0] });
    const fiveByDefault = await admin.get(BEST_SELLERS);
    expect(fiveByDefault.json().data).toEqual(all.data.slice(0, 5));
  });

  it('follows orders that start or stop standing as sales, many in one statement', async () => {
    expect(await moveSeventyOrdersInOneStatement(ctx, demo.id)).toBe(70);
    await expectEqualToPlainSql(admin, demo, {});
    await expectEqualToPlainSql(admin, demo, { from: '2026-09-01', to: '2026-09-20' });
    // A line of a product it did not have added to an old order (its day long folded into the
    // chain's rows) counts there too.
    await ctx.db.withTenant(demo.id, (tx) =>
      tx.execute(
        `insert into order_items (tenant_id, order_id, position, product_id, name, quantity, unit_price, options_price, line_total)
         select o.tenant_id, o.id, 100, l.product_id, l.name, 7, l.unit_price, 0, l.unit_price * 7
           from (select tenant_id, id from orders where tenant_id = ${demo.id} and status = 'completed'
                  order by id limit 1) o
           cross join lateral (select product_id, name, unit_price from order_items i
                                where i.tenant_id = o.tenant_id and i.product_id not in (
                                  select product_id from order_items where tenant_id = o.tenant_id and order_id = o.id)
                                limit 1) l`,
      ),
    );
    await expectEqualToPlainSql(admin, demo, {});
    // The whole chain's answer came from the tenant-wide rows, which equal the stores' summed.
    const { rows } = await ctx.db.executeOwnerSql(
      `with stores as (select day, product_id, sum(quantity) as quantity, sum(revenue) as revenue, sum(orders) as orders
                         from product_sales_days where tenant_id = $1
                          and day <= (select folded_through from order_sales_folds where tenant_id = $1)
                        group by 1, 2 having sum(quantity) <> 0),
            chain as (select day, product_id, quantity, revenue, orders from product_sales_tenant_days
                       where tenant_id = $1 and quantity <> 0)
       select (select count(*) from chain)::int as rows,
              (select count(*) from (select * from stores except select * from chain) a)::int
            + (select count(*) from (select * from chain except select * from stores) b)::int as disagreements`,
      [demo.id],
    );
    expect(rows[0]).toEqual({ rows: expect.any(Number), disagreements: 0 });
    expect((rows[0] as { rows: number }).rows).toBeGreaterThan(100);
  });

  it('counts an order placed through the storefront at once, and takes it back when it is canceled', async () => {
    const alphaAdmin = await superAdmin(ctx, ctx.alpha);
    const shop = await orderingStore(ctx, alphaAdmin);
    const placed = [];
    for (const quantity of [1, 2, 3]) {
      const [line] = orderBody(shop).items as Record<string, unknown>[];
      const response = await placeOrder(ctx, ctx.alpha, orderBody(shop, { items: [{ ...line, quantity }] }));
      expect(response.statusCode, response.body).toBe(201);
      placed.push(response.json() as { id: number });
    }
    const before = await expectEqualToPlainSql(alphaAdmin, ctx.alpha, {});
    expect(before.data).toEqual([
      expect.objectContaining({ product_id: shop.burger, quantity: 6, orders: 3 }),
    ]);
    const canceled = await alphaAdmin.patch(
      `/api/admin/v1/kds/store/${shop.store.id}/orders/${placed[1]?.id}`,
      {
        order: { status: 'canceled', reason: 'Cliente no vino' },
      },
    );
    expect(canceled.statusCode, canceled.body).toBe(200);
    const after = await expectEqualToPlainSql(alphaAdmin, ctx.alpha, {});
    expect(after.data).toEqual([expect.objectContaining({ quantity: 4, orders: 2 })]);
    // Another tenant's sales never show.
    expect((await bestSellers(admin, '')).data.map((s) => s.product_id)).not.toContain(shop.burger);
  });

  it("shows a user limited to one store only that store's sales", async () => {
    const [own, other] = demoStores as [number, number];
    const limited = await userWith(ctx, demo, { roleNames: ['admin cc'], storeIds: [own] });
    const answer = await bestSellers(limited.client, '');
    expect(answer).toEqual(await bestSellers(admin, `&store_id=${own}`));
    expect(answer.totals).toEqual((await plainSql(demo, { stores: [own] })).totals);
    expect(await bestSellers(limited.client, `&store_id=${other}`)).toEqual({
      data: [],
      totals: { quantity: 0, revenue: 0 },
    });
  });

  it('refuses a user without the reports policy, and a malformed range', async () => {
    const cook = await userWith(ctx, demo, { roleNames: ['user kds'] });
    expect((await cook.client.get(BEST_SELLERS)).statusCode).toBe(403);
    const refused = await admin.get(`${BEST_SELLERS}?from=2026-13-01&limit=500`);
    expect(refused.statusCode).toBe(422);
  });

  it("counts as sales exactly the domain's sales statuses", async () => {
    const { rows } = await ctx.db.executeOwnerSql(
      'select s as status from unnest($1::text[]) as s where tablero_is_sale(s)',
      [[...orderStatuses]],
    );
    expect((rows as { status: string }[]).map((r) => r.status)).toEqual([...salesStatuses]);
  });
});
