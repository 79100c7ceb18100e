import { addDays, salesStatuses, zonedParts } from '@tablero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestApp, superAdmin, type TestContext, userWith } from '../../../test/harness.js';
import { ORDERS, orderBody, orderingStore, placeOrder } from '../orders/orders.test-helpers.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import { demoWithOrders, moveSeventyOrdersInOneStatement } from './reports.test-helpers.js';
import { foldSalesRollups } from './sales-folds.js';

const SUMMARY = '/api/admin/v1/kpi/summary';

let ctx: TestContext;
let demo: TenantRecord;
let admin: Client;
let demoStores: number[];

interface Filters {
  from: string;
  to: string;
  stores?: number[];
  platform?: string;
  dispatch_method?: string;
  payment_method?: string;
}

/**
 * The summary by plain SQL over the orders table: what the rollups must equal, to the cent. Orders
 * that stand as sales, on the local day they were placed in the tenant's zone.
 */
async function plainSql(tenant: TenantRecord, f: Filters) {
  const today = zonedParts(new Date(), tenant.timeZone).date;
  const { rows } = await ctx.db.executeOwnerSql(
    `with o as (
       select *, (created_at at time zone $2)::date as day from orders
        where tenant_id = $1 and status = any($3::text[])
          and ($4::int[] is null or store_id = any($4::int[]))
          and ($5::text is null or platform = $5) and ($6::text is null or dispatch_method = $6)
          and ($7::text is null or payment_method = $7))
     select 'all' as part, null as key, count(*)::int as orders, coalesce(sum(total), 0)::bigint as total,
            coalesce(sum(subtotal), 0)::bigint as subtotal, coalesce(sum(discount), 0)::bigint as discount,
            coalesce(sum(delivery_fee), 0)::bigint as delivery_fee, coalesce(sum(tip), 0)::bigint as tip,
            (count(*) filter (where dispatch_method = 'delivery'))::int as deliveries,
            count(coupon_id)::int as coupon_orders
       from o where day between $8 and $9
     union all select 'platform', platform, count(*), sum(total), 0, 0, 0, 0, 0, 0 from o where day between $8 and $9 group by 2
     union all select 'dispatch_method', dispatch_method, count(*), sum(total), 0, 0, 0, 0, 0, 0 from o where day between $8 and $9 group by 2
     union all select 'payment_method', payment_method, count(*), sum(total), 0, 0, 0, 0, 0, 0 from o where day between $8 and $9 group by 2
     union all select 'day', day::text, count(*), sum(total), 0, 0, 0, 0, 0, 0 from o where day between $8 and $9 group by 2
     union all select 'recent', day::text, count(*), sum(total), 0, 0, 0, 0, 0, 0 from o where day in ($10::date, $10::date - 1) group by 2`,
    [
      tenant.id,
      tenant.timeZone,
      [...salesStatuses],
      f.stores ?? null,
      f.platform ?? null,
      f.dispatch_method ?? null,
      f.payment_method ?? null,
      f.from,
      f.to,
      today,
    ],
  );
  type Row = Record<string, string | number | null>;
  const all = rows as Row[];
  const n = (v: string | number | null | undefined) => Number(v ?? 0);
  const whole = all.find((r) => r.part === 'all') as Row;
  const shares = (part: string) =>
    all
      .filter((r) => r.part === part)
      .map((r) => ({ key: String(r.key), orders: n(r.orders), total: n(r.total) }))
      .sort((a, b) => b.total - a.total || a.key.localeCompare(b.key));
  const dayFigures = (part: string, day: string) => {
    const row = all.find((r) => r.part === part && r.key === day);
    return { day, orders: n(row?.orders), total: n(row?.total) };
  };
  const days: string[] = [];
  for (let day = f.from; day <= f.to; day = addDays(day, 1)) days.push(day);
  return {
    from: f.from,
    to: f.to,
    totals: {
      orders: n(whole.orders),
      total: n(whole.total),
      subtotal: n(whole.subtotal),
      discount: n(whole.discount),
      delivery_fee: n(whole.delivery_fee),
      tip: n(whole.tip),
      deliveries: n(whole.deliveries),
      coupon_orders: n(whole.coupon_orders),
      average_ticket: n(whole.orders) === 0 ? 0 : Math.round(n(whole.total) / n(whole.orders)),
    },
    today: dayFigures('recent', today),
    yesterday: dayFigures('recent', addDays(today, -1)),
    by_platform: shares('platform'),
    by_dispatch_method: shares('dispatch_method'),
    by_payment_method: shares('payment_method'),
    by_day: days.map((day) => dayFigures('day', day)),
  };
}

const queryOf = (f: Filters) =>
  Object.entries(f)
    .flatMap(([key, value]) =>
      key === 'stores' ? (value as number[]).map((id) => `store_id=${id}`) : [`${key}=${value}`],
    )
    .join('&');

async function summary(client: Client, query: string) {
  const response = await client.get(`${SUMMARY}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function expectEqualToPlainSql(client: Client, tenant: TenantRecord, f: Filters) {
  const answer = await summary(client, queryOf(f));
  expect(answer).toEqual(await plainSql(tenant, f));
  return answer;
}

beforeAll(async () => {
  ctx = await startTestApp();
  ({ demo, admin, demoStores } = await demoWithOrders(ctx, 1500));
}, 120_000);
afterAll(() => ctx?.close());

describe('GET /kpi/summary', () => {
  it('equals plain SQL over the orders, to the cent, across a DST change and month ends, with every filter', async () => {
    const whole = await expectEqualToPlainSql(admin, demo, { from: '2026-07-01', to: '2026-09-20' });
    expect(whole.totals.orders).toBeGreaterThan(1000);
    expect(whole.by_day).toHaveLength(82);
    expect(whole.by_platform.length).toBeGreaterThan(1);
    await expectEqualToPlainSql(admin, demo, { from: '2026-09-05', to: '2026-09-07' });
    await expectEqualToPlainSql(admin, demo, {
      from: '2026-08-31',
      to: '2026-09-01',
      stores: [demoStores[0] as number],
    });
    await expectEqualToPlainSql(admin, demo, {
      from: '2026-07-15',
      to: '2026-09-15',
      dispatch_method: 'delivery',
    });
    await expectEqualToPlainSql(admin, demo, {
      from: '2026-07-15',
      to: '2026-09-15',
      platform: 'web',
      payment_method: 'cash',
    });
    await expectEqualToPlainSql(admin, demo, { from: '2026-08-01', to: '2026-08-31', stores: demoStores });
  });

  it('follows orders written and moved in and out of sales, many in one statement', async () => {
    expect(await moveSeventyOrdersInOneStatement(ctx, demo.id)).toBe(70);
    await expectEqualToPlainSql(admin, demo, { from: '2026-07-01', to: '2026-09-20' });

    // Orders placed now through the storefront count today at once; a canceled one is taken back.
    const alphaAdmin = await superAdmin(ctx, ctx.alpha);
    const shop = await orderingStore(ctx, alphaAdmin);
    const placed: { id: number; amounts: { total: number } }[] = [];
    for (let n = 0; n < 3; n++) {
      const response = await placeOrder(ctx, ctx.alpha, orderBody(shop));
      expect(response.statusCode, response.body).toBe(201);
      placed.push(response.json());
    }
    const today = zonedParts(new Date(), ctx.alpha.timeZone).date;
    const range = { from: addDays(today, -6), to: today };
    const before = await expectEqualToPlainSql(alphaAdmin, ctx.alpha, range);
    expect(before.today.orders).toBeGreaterThanOrEqual(3);
    const canceled = await alphaAdmin.patch(
      `/api/admin/v1/kds/store/${shop.store.id}/orders/${placed[1]?.id}`,
      {
        order: { status: 'canceled', reason: 'Cliente no vino' },
      },
    );
    expect(canceled.statusCode, canceled.body).toBe(200);
    const after = await expectEqualToPlainSql(alphaAdmin, ctx.alpha, range);
    expect(after.today.orders).toBe(before.today.orders - 1);
    expect(after.today.total).toBe(before.today.total - (placed[1]?.amounts.total ?? 0));
    // Another tenant's sales never show.
    expect((await summary(admin, queryOf(range))).today.orders).toBe(0);
    expect((await admin.get(`${ORDERS}?limit=1`)).json().meta.total_count).toBeGreaterThan(0);
  });

  it("reads a chain's ended days from its tenant-wide rollups, equal to its stores' rows, folded or not", async () => {
    const today = zonedParts(new Date(), demo.timeZone).date;
    const foldedThrough = async () =>
      (
        await ctx.db.executeOwnerSql(
          'select folded_through::text as day from order_sales_folds where tenant_id = $1',
          [demo.id],
        )
      ).rows[0]?.day;
    /** Rows where the tenant-wide rollups and the stores' rows summed over stores disagree. */
    const disagreements = async () =>
      (
        await ctx.db.executeOwnerSql(
          `with stores_days as (
             select day, platform, dispatch_method, payment_method, sum(orders) as orders, sum(total) as total,
                    sum(subtotal) as subtotal, sum(tip) as tip, sum(coupon_orders) as coupon_orders
               from order_sales_days where tenant_id = $1 and day <= $2 group by 1, 2, 3, 4 having sum(orders) <> 0),
           tenant_days as (
             select day, platform, dispatch_method, payment_method, orders, total, subtotal, tip, coupon_orders
               from order_sales_tenant_days where tenant_id = $1 and orders <> 0),
           stores_hours as (
             select day, hour, dispatch_method, sum(orders) as orders, sum(total) as total
               from order_sales_hours where tenant_id = $1 and day <= $2 group by 1, 2, 3 having sum(orders) <> 0),
           tenant_hours as (
             select day, hour, dispatch_method, orders, total from order_sales_tenant_hours where tenant_id = $1 and orders <> 0)
           select (select count(*) from (select * from stores_days except select * from tenant_days) a)::int
                + (select count(*) from (select * from tenant_days except select * from stores_days) b)::int
                + (select count(*) from (select * from stores_hours except select * from tenant_hours) c)::int
                + (select count(*) from (select * from tenant_hours except select * from stores_hours) d)::int as n,
                  (select count(*) from order_sales_tenant_days where tenant_id = $1)::int as tenant_rows`,
          [demo.id, addDays(today, -2)],
        )
      ).rows[0] as { n: number; tenant_rows: number };
    const whole = { from: '2026-07-01', to: '2026-09-20' };

    // The seed folded every generated day (they ended long ago); today and yesterday never are.
    expect(await foldedThrough()).toBe(addDays(today, -2));
    const folded = await disagreements();
    expect(folded.n).toBe(0);
    expect(folded.tenant_rows).toBeGreaterThan(100);
    await expectEqualToPlainSql(admin, demo, whole);

    // Nothing folded yet (a tenant before the upkeep's first run): the same answers, from the stores' rows.
    await ctx.db.executeOwnerSql('delete from order_sales_tenant_days where tenant_id = $1', [demo.id]);
    await ctx.db.executeOwnerSql('delete from order_sales_tenant_hours where tenant_id = $1', [demo.id]);
    await ctx.db.executeOwnerSql('delete from order_sales_folds where tenant_id = $1', [demo.id]);
    await expectEqualToPlainSql(admin, demo, whole);
    await foldSalesRollups(ctx.db);
    expect(await foldedThrough()).toBe(addDays(today, -2));
    expect((await disagreements()).n).toBe(0);
    await expectEqualToPlainSql(admin, demo, whole);

    // Orders of folded days moved in and out of sales later: the tenant-wide rows follow.
    expect(await moveSeventyOrdersInOneStatement(ctx, demo.id)).toBe(70);
    expect((await disagreements()).n).toBe(0);
    await expectEqualToPlainSql(admin, demo, whole);
    await expectEqualToPlainSql(admin, demo, { ...whole, platform: 'web', dispatch_method: 'delivery' });
  });

  it("shows a user limited to one store only that store's sales", async () => {
    const [own, other] = demoStores as [number, number];
    const limited = await userWith(ctx, demo, { roleNames: ['admin cc'], storeIds: [own] });
    const range = { from: '2026-07-01', to: '2026-09-20' };
    const mine = await summary(limited.client, queryOf(range));
    expect(mine).toEqual(await plainSql(demo, { ...range, stores: [own] }));
    expect(mine).toEqual(await summary(admin, queryOf({ ...range, stores: [own] })));
    const notMine = await summary(limited.client, queryOf({ ...range, stores: [other] }));
    expect(notMine.totals.orders).toBe(0);
    expect(notMine.by_platform).toEqual([]);
  });

  it('defaults to the last 30 days, and refuses a reversed or too long range, bad filters and no reports policy', async () => {
    const today = zonedParts(new Date(), demo.timeZone).date;
    const byDefault = await summary(admin, '');
    expect([byDefault.from, byDefault.to]).toEqual([addDays(today, -29), today]);
    for (const bad of [
      'from=2026-09-10&to=2026-09-01',
      'from=2024-01-01&to=2026-09-01',
      'from=2026-02-30',
      'store_id=abc',
      'platform=fax',
      'dispatch_method=teleport',
    ]) {
      const refused = await admin.get(`${SUMMARY}?${bad}`);
      expect(refused.statusCode, bad).toBe(422);
      expect(refused.json().errors[0].message).toMatch(/\S/);
    }
    const cook = await userWith(ctx, demo, { roleNames: ['user kds'] });
    expect((await cook.client.get(SUMMARY)).statusCode).toBe(403);
  });
});
