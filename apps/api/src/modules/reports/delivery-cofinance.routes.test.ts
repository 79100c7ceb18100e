import { salesStatuses, zonedParts } from '@tablero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestApp, superAdmin, type TestContext, userWith } from '../../../test/harness.js';
import { deliveryBody, orderingStore, placeOrder } from '../orders/orders.test-helpers.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import { demoWithOrders, moveSeventyOrdersInOneStatement } from './reports.test-helpers.js';

const REPORT = '/api/admin/v1/kpi/reports?report_type=delivery_cofinance';

let ctx: TestContext;
let demo: TenantRecord;
let admin: Client;
let demoStores: number[];

beforeAll(async () => {
  ctx = await startTestApp();
  ({ demo, admin, demoStores } = await demoWithOrders(ctx, 1500));
}, 120_000);
afterAll(() => ctx?.close());

interface Figures {
  orders: number;
  delivery_fee: number;
  cofinance: number;
  total: number;
}

/** The delivery orders per (period, delivery type) by plain SQL over the orders table. */
async function plainSql(from: string, to: string, group: string, stores?: number[]) {
  const { rows } = await ctx.db.executeOwnerSql(
    `select date_trunc($6, day)::date::text as period, delivery_type, count(*)::int as orders,
            sum(delivery_fee)::bigint as delivery_fee, sum(delivery_cofinance)::bigint as cofinance,
            sum(total)::bigint as total
       from (select *, (created_at at time zone $2)::date as day from orders where tenant_id = $1) o
      where status = any($3::text[]) and day between $4 and $5 and delivery_type is not null
        and ($7::int[] is null or store_id = any($7::int[]))
      group by 1, 2 order by 1, 2`,
    [demo.id, demo.timeZone, [...salesStatuses], from, to, group, stores ?? null],
  );
  return (rows as Record<string, string | number>[]).map((r) => ({
    period: String(r.period),
    delivery_type: String(r.delivery_type),
    orders: Number(r.orders),
    delivery_fee: Number(r.delivery_fee),
    cofinance: Number(r.cofinance),
    total: Number(r.total),
  }));
}

const byKey = <T extends { period: string; delivery_type: string }>(rows: T[]) =>
  [...rows].sort(
    (a, b) => a.period.localeCompare(b.period) || a.delivery_type.localeCompare(b.delivery_type),
  );
const sum = (rows: Figures[]) =>
  rows.reduce(
    (all, r) => ({
      orders: all.orders + r.orders,
      delivery_fee: all.delivery_fee + r.delivery_fee,
      cofinance: all.cofinance + r.cofinance,
      total: all.total + r.total,
    }),
    { orders: 0, delivery_fee: 0, cofinance: 0, total: 0 },
  );

async function report(client: Client, query: string) {
  const response = await client.get(`${REPORT}&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('delivery cofinance details', () => {
  it('equals plain SQL per period and delivery type, across the DST change and month ends, before and after a status move', async () => {
    for (const round of [0, 1]) {
      if (round === 1) expect(await moveSeventyOrdersInOneStatement(ctx, demo.id)).toBe(70);
      for (const group of ['day', 'week', 'month']) {
        const answer = await report(admin, `from=2026-07-03&to=2026-09-20&group=${group}`);
        const expected = await plainSql('2026-07-03', '2026-09-20', group);
        expect(byKey(answer.periods)).toEqual(byKey(expected));
        expect(answer.totals).toEqual(sum(expected));
      }
    }
    const answer = await report(admin, 'from=2026-07-03&to=2026-09-20&group=month');
    // The demo's Las Condes store sends its deliveries with Cabify first and pays 40 % of the fee.
    const cabify = answer.carriers.find((c: { delivery_type: string }) => c.delivery_type === 'cabify');
    expect(cabify.orders).toBeGreaterThan(0);
    expect(cabify.cofinance).toBeGreaterThan(0.39 * cabify.delivery_fee);
    expect(cabify.cofinance).toBeLessThan(0.41 * cabify.delivery_fee);
    const own = answer.carriers.find((c: { delivery_type: string }) => c.delivery_type === 'own');
    expect(own).toMatchObject({ cofinance: 0 });
    expect(own.orders).toBeGreaterThan(cabify.orders);
    expect(answer.carriers.map((c: Figures) => c.orders)).toEqual(
      answer.carriers.map((c: Figures) => c.orders).sort((a: number, b: number) => b - a),
    );
  });

  it('counts a store-limited user’s stores only', async () => {
    const [first] = demoStores as [number];
    const limited = await userWith(ctx, demo, { roleNames: ['admin'], storeIds: [first] });
    const answer = await report(limited.client, 'from=2026-07-03&to=2026-09-20&group=month');
    const expected = await plainSql('2026-07-03', '2026-09-20', 'month', [first]);
    expect(byKey(answer.periods)).toEqual(byKey(expected));
    expect(answer.totals).toEqual(sum(expected));
    expect(answer.totals.orders).toBeLessThan(
      (await report(admin, 'from=2026-07-03&to=2026-09-20')).totals.orders,
    );
  });
});

describe('a storefront delivery records who carries it and the store’s share', () => {
  it('takes the first enabled method by priority: a fleet’s cofinance by amount or percentage, none for the own fleet', async () => {
    const tenantAdmin = await superAdmin(ctx, ctx.alpha);
    const fleet = (cofinance: Record<string, unknown>) => ({
      delivery_methods: [
        {
          delivery_type: 'cabify',
          delivery_fee_type: 'fixed',
          priority: 1,
          enabled: true,
          fee_amount: 250000,
          fee_configuration: {
            type: 'delivery_fee',
            grant_type: 'none',
            amount: null,
            subsidised_service: false,
          },
          external_delivery_cofinance: cofinance,
        },
        {
          delivery_type: 'own',
          delivery_fee_type: 'fixed',
          priority: 2,
          enabled: true,
          fee_amount: 199000,
          fee_configuration: {
            type: 'delivery_fee',
            grant_type: 'none',
            amount: null,
            subsidised_service: false,
          },
          external_delivery_cofinance: null,
        },
      ],
      delivery_areas: [
        {
          name: 'Cerca',
          kind: 'zone',
          locked: false,
          delivery_fee: null,
          points: [
            { latitude: -33.4, longitude: -70.62 },
            { latitude: -33.4, longitude: -70.58 },
            { latitude: -33.44, longitude: -70.58 },
            { latitude: -33.44, longitude: -70.62 },
          ],
        },
      ],
      latitude: -33.42,
      longitude: -70.6,
    });
    const byPercentage = await orderingStore(ctx, tenantAdmin, fleet({ kind: 'percentage', value: 33 }));
    const byAmount = await orderingStore(ctx, tenantAdmin, fleet({ kind: 'amount', value: 100000 }));
    const ownFleet = await orderingStore(ctx, tenantAdmin);
    const placed = [];
    for (const shop of [byPercentage, byAmount, ownFleet]) {
      const response = await placeOrder(ctx, ctx.alpha, deliveryBody(shop));
      expect(response.statusCode, response.body).toBe(201);
      placed.push(response.json().id as number);
    }
    const { rows } = await ctx.db.executeOwnerSql(
      `select delivery_type, delivery_fee::int, delivery_cofinance::int from orders
        where tenant_id = $1 and id = any($2::int[]) order by id`,
      [ctx.alpha.id, placed],
    );
    expect(rows).toEqual([
      // 33 % of 2.500 is 825 (cents 82.500).
      { delivery_type: 'cabify', delivery_fee: 250000, delivery_cofinance: 82500 },
      { delivery_type: 'cabify', delivery_fee: 250000, delivery_cofinance: 100000 },
      { delivery_type: 'own', delivery_fee: 199000, delivery_cofinance: 0 },
    ]);
    const today = zonedParts(new Date(), ctx.alpha.timeZone).date;
    const answer = await report(
      tenantAdmin,
      `from=${today}&to=${today}&store_id=${byPercentage.store.id}&store_id=${byAmount.store.id}`,
    );
    expect(answer.carriers).toEqual([
      {
        delivery_type: 'cabify',
        orders: 2,
        delivery_fee: 500000,
        cofinance: 182500,
        total: expect.any(Number),
      },
    ]);
  });
});
