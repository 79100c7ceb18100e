import { salesStatuses } from '@tablero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestApp, superAdmin, type TestContext, userWith } from '../../../test/harness.js';
import { orderBody, orderingStore, placeOrder } from '../orders/orders.test-helpers.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import { demoWithOrders, moveSeventyOrdersInOneStatement } from './reports.test-helpers.js';

const REPORTS = '/api/admin/v1/kpi/reports';

let ctx: TestContext;
let demo: TenantRecord;
let admin: Client;
let demoStores: number[];

beforeAll(async () => {
  ctx = await startTestApp();
  ({ demo, admin, demoStores } = await demoWithOrders(ctx, 1500));
}, 120_000);
afterAll(() => ctx?.close());

interface Filters {
  stores?: number[];
  dispatch?: string;
  payment?: string;
}

/**
 * Sales grouped by `key` (an SQL expression over `o`, an order with its local `day` and `at`), by
 * plain SQL over the orders table: what the rollups must equal.
 */
async function plainSql(key: string, from: string, to: string, f: Filters = {}) {
  const { rows } = await ctx.db.executeOwnerSql(
    `select ${key} as key, count(*)::int as orders, sum(total)::bigint as total
       from (select *, (created_at at time zone $2)::date as day, created_at at time zone $2 as at
               from orders where tenant_id = $1) o
      where status = any($3::text[]) and day between $4 and $5
        and ($6::int[] is null or store_id = any($6::int[]))
        and ($7::text is null or dispatch_method = $7) and ($8::text is null or payment_method = $8)
      group by 1 order by 1`,
    [
      demo.id,
      demo.timeZone,
      [...salesStatuses],
      from,
      to,
      f.stores ?? null,
      f.dispatch ?? null,
      f.payment ?? null,
    ],
  );
  return new Map(
    (rows as { key: string; orders: number; total: string }[]).map((r) => [
      String(r.key),
      { orders: Number(r.orders), total: Number(r.total) },
    ]),
  );
}

async function report(client: Client, query: string) {
  const response = await client.get(`${REPORTS}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const nonEmpty = <T extends { orders: number }>(rows: T[]) => rows.filter((r) => r.orders !== 0);

describe('GET /kpi/reports', () => {
  it('heatmap: weekday × local hour equal to plain SQL, across the DST change, by stores and dispatch', async () => {
    const filters: [string, Filters][] = [
      ['', {}],
      [
        `&store_id=${demoStores[0]}&dispatch_method=delivery`,
        { stores: [demoStores[0] as number], dispatch: 'delivery' },
      ],
    ];
    // The rollup as the seed rebuilt it, then as the triggers keep it after one statement moved 70 orders.
    const cases = [...filters, ...filters];
    for (const [i, [query, f]] of cases.entries()) {
      if (i === filters.length) expect(await moveSeventyOrdersInOneStatement(ctx, demo.id)).toBe(70);
      const answer = await report(admin, `report_type=heatmap&from=2026-08-20&to=2026-09-20${query}`);
      expect(answer.cells).toHaveLength(168);
      expect(answer.cells[0]).toMatchObject({ weekday: 1, hour: 0 });
      const expected = await plainSql(
        `extract(isodow from day)::int || ':' || extract(hour from at)::int`,
        '2026-08-20',
        '2026-09-20',
        f,
      );
      const got = new Map(
        nonEmpty(answer.cells as { weekday: number; hour: number; orders: number; total: number }[]).map(
          (c) => [`${c.weekday}:${c.hour}`, { orders: c.orders, total: c.total }],
        ),
      );
      expect(got).toEqual(expected);
      expect(got.size).toBeGreaterThan(20);
    }
  });

  it('mean per day: each weekday, its days in the range and the mean, equal to plain SQL', async () => {
    const answer = await report(
      admin,
      'report_type=mean_per_day&from=2026-08-01&to=2026-08-31&payment_method=cash',
    );
    const expected = await plainSql('extract(isodow from day)::int', '2026-08-01', '2026-08-31', {
      payment: 'cash',
    });
    // August 2026 starts on a Saturday: five Saturdays, Sundays and Mondays, four of every other day.
    expect(answer.weekdays.map((w: { days: number }) => w.days)).toEqual([5, 4, 4, 4, 4, 5, 5]);
    for (const w of answer.weekdays as {
      weekday: number;
      days: number;
      orders: number;
      total: number;
      mean_total: number;
    }[]) {
      const sold = expected.get(String(w.weekday)) ?? { orders: 0, total: 0 };
      expect({ orders: w.orders, total: w.total }).toEqual(sold);
      expect(w.mean_total).toBe(Math.round(sold.total / w.days));
    }
  });

  it('revenue by day, week and month, and split by payment and dispatch method, equal to plain SQL', async () => {
    const from = '2026-07-10';
    const to = '2026-09-20';
    for (const group of ['day', 'week', 'month'] as const) {
      const answer = await report(
        admin,
        `report_type=revenue_by_period&group=${group}&from=${from}&to=${to}`,
      );
      const expected = await plainSql(`date_trunc('${group}', day)::date::text`, from, to);
      const got = new Map(
        nonEmpty(answer.periods as { period: string; orders: number; total: number }[]).map((p) => [
          p.period,
          { orders: p.orders, total: p.total },
        ]),
      );
      expect(got).toEqual(expected);
    }
    const weeks = await report(admin, `report_type=revenue_by_period&group=week&from=${from}&to=${to}`);
    expect(weeks.periods[0].period).toBe('2026-07-06');
    expect(weeks.periods).toHaveLength(11);

    for (const [type, column] of [
      ['revenue_by_payment_method', 'payment_method'],
      ['revenue_by_dispatch_method', 'dispatch_method'],
    ] as const) {
      const answer = await report(admin, `report_type=${type}&group=month&from=${from}&to=${to}`);
      const expected = await plainSql(`date_trunc('month', day)::date::text || '|' || ${column}`, from, to);
      const got = new Map(
        (answer.split as { period: string; key: string; orders: number; total: number }[]).map((s) => [
          `${s.period}|${s.key}`,
          { orders: s.orders, total: s.total },
        ]),
      );
      expect(got).toEqual(expected);
      expect(answer.keys.length).toBeGreaterThan(1);
      const alias = await admin.get(`/api/admin/v1/kpi/orders_${column}?group=month&from=${from}&to=${to}`);
      expect(alias.statusCode).toBe(200);
      const { report_type: _type, ...series } = answer;
      expect(alias.json()).toEqual(series);
    }
  });

  it('promotions: the coupons used most and their discounts, equal to plain SQL, totals over every coupon', async () => {
    const from = '2026-07-01';
    const to = '2026-09-20';
    const { rows: couponStores } = await ctx.db.executeOwnerSql(
      `select store_id from orders where tenant_id = $1 and coupon_id is not null
        group by store_id order by count(*) desc, store_id limit 1`,
      [demo.id],
    );
    const store = (couponStores as { store_id: number }[])[0]?.store_id as number;
    for (const [query, stores] of [
      ['', undefined],
      [`&store_id=${store}`, [store]],
    ] as const) {
      const answer = await report(admin, `report_type=promotions&from=${from}&to=${to}${query}`);
      const { rows } = await ctx.db.executeOwnerSql(
        `select o.coupon_id, c.code, count(*)::int as orders, sum(o.discount)::bigint as discount,
                sum(o.total)::bigint as total
           from orders o join coupons c on c.tenant_id = o.tenant_id and c.id = o.coupon_id
          where o.tenant_id = $1 and o.status = any($2::text[])
            and (o.created_at at time zone $3)::date between $4 and $5
            and ($6::int[] is null or o.store_id = any($6::int[]))
          group by 1, 2 order by 3 desc, 4 desc, 1`,
        [demo.id, [...salesStatuses], demo.timeZone, from, to, stores ? [...stores] : null],
      );
      const expected = (
        rows as { coupon_id: number; code: string; orders: number; discount: string; total: string }[]
      ).map((r) => ({
        coupon_id: r.coupon_id,
        code: r.code,
        orders: r.orders,
        discount: Number(r.discount),
        total: Number(r.total),
      }));
      expect(expected.length).toBeGreaterThan(0);
      expect(answer.coupons).toEqual(expected.slice(0, 20));
      expect(answer.totals).toEqual({
        orders: expected.reduce((n, c) => n + c.orders, 0),
        discount: expected.reduce((n, c) => n + c.discount, 0),
        total: expected.reduce((n, c) => n + c.total, 0),
      });
    }
    const refused = await admin.get(`${REPORTS}?report_type=promotions&dispatch_method=delivery`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toMatchObject({
      field: 'dispatch_method',
      message:
        'Este reporte se filtra por período y tiendas; no por plataforma, tipo de despacho ni medio de pago.',
    });
  });

  it('recurrent users: new customers per period equal to plain SQL; a first purchase canceled makes the next one first', async () => {
    const from = '2026-07-01';
    const to = '2026-09-20';
    const newCustomers = async (stores?: number[]) => {
      const { rows } = await ctx.db.executeOwnerSql(
        `select date_trunc('month', (first_at at time zone $2)::date)::date::text as period, count(*)::int as n
           from (select distinct on (customer_email) created_at as first_at, store_id from orders
                  where tenant_id = $1 and status = any($3::text[]) order by customer_email, created_at, id) f
          where (first_at at time zone $2)::date between $4 and $5 and ($6::int[] is null or store_id = any($6::int[]))
          group by 1`,
        [demo.id, demo.timeZone, [...salesStatuses], from, to, stores ?? null],
      );
      return new Map((rows as { period: string; n: number }[]).map((r) => [r.period, r.n]));
    };
    for (const stores of [undefined, [demoStores[1] as number]]) {
      const query = stores ? `&store_id=${stores[0]}` : '';
      const answer = await report(
        admin,
        `report_type=recurrent_users&group=month&from=${from}&to=${to}${query}`,
      );
      const expected = await newCustomers(stores);
      const periods = answer.periods as {
        period: string;
        orders: number;
        new_customers: number;
        returning_orders: number;
      }[];
      expect(periods.map((p) => p.period)).toEqual(['2026-07-01', '2026-08-01', '2026-09-01']);
      for (const p of periods) {
        expect(p.new_customers).toBe(expected.get(p.period) ?? 0);
        expect(p.returning_orders).toBe(p.orders - p.new_customers);
      }
      expect(periods[0]?.new_customers).toBeGreaterThan(10);
    }

    // Through the storefront: two orders of one new customer; canceling the first makes the second first.
    const alphaAdmin = await superAdmin(ctx, ctx.alpha);
    const shop = await orderingStore(ctx, alphaAdmin);
    const customer = { name: 'Rosa Díaz', email: `rosa.${Date.now()}@example.cl`, phone: '+56911112233' };
    const first = await placeOrder(ctx, ctx.alpha, orderBody(shop, { customer }));
    const second = await placeOrder(ctx, ctx.alpha, orderBody(shop, { customer }));
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const firstOf = async () =>
      (
        await ctx.db.executeOwnerSql(
          'select first_at from customer_first_sales where tenant_id = $1 and email = $2',
          [ctx.alpha.id, customer.email],
        )
      ).rows as { first_at: Date }[];
    const createdAt = (placed: typeof first) => new Date(placed.json().created_at).getTime();
    expect((await firstOf()).map((r) => new Date(r.first_at).getTime())).toEqual([createdAt(first)]);
    const cancel = (placed: typeof first) =>
      alphaAdmin.patch(`/api/admin/v1/kds/store/${shop.store.id}/orders/${placed.json().id}`, {
        order: { status: 'canceled', reason: 'Cliente canceló' },
      });
    expect((await cancel(first)).statusCode).toBe(200);
    expect((await firstOf()).map((r) => new Date(r.first_at).getTime())).toEqual([createdAt(second)]);
    const newToday = async () =>
      (await report(alphaAdmin, `report_type=recurrent_users&store_id=${shop.store.id}`)).periods.at(-1)
        .new_customers as number;
    expect(await newToday()).toBe(1);
    expect((await cancel(second)).statusCode).toBe(200);
    expect(await firstOf()).toEqual([]);
    expect(await newToday()).toBe(0);
  });

  it("a user limited to one store sees only that store's figures", async () => {
    const [own, other] = demoStores as [number, number];
    const limited = await userWith(ctx, demo, { roleNames: ['admin cc'], storeIds: [own] });
    const query = 'report_type=revenue_by_period&group=month&from=2026-07-01&to=2026-09-20';
    expect(await report(limited.client, query)).toEqual(await report(admin, `${query}&store_id=${own}`));
    const notMine = await report(limited.client, `report_type=heatmap&store_id=${other}`);
    expect(nonEmpty(notMine.cells)).toEqual([]);
  });

  it('refuses an unknown report, a bad group and heatmap filters it cannot honour', async () => {
    for (const bad of [
      'report_type=astrology',
      'report_type=revenue_by_period&group=year',
      'report_type=heatmap&platform=web',
      'report_type=heatmap&payment_method=cash',
      'report_type=recurrent_users&platform=order_taker&payment_method=mercado_pago',
      '',
    ]) {
      const refused = await admin.get(`${REPORTS}?${bad}`);
      expect(refused.statusCode, bad).toBe(422);
      for (const error of refused.json().errors) expect(error.message, bad).toMatch(/\S/);
    }
    const heatmap = await admin.get(`${REPORTS}?report_type=heatmap&platform=web`);
    expect(heatmap.json().errors).toEqual([
      {
        field: 'platform',
        message:
          'Este reporte se filtra por período, tiendas y tipo de despacho; no por plataforma ni medio de pago.',
      },
    ]);
  });
});
