import { isoWeekOf, zonedParts } from '@tablero/domain';
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
import { type OnlinePayment, payThroughWebpay } from './payments.test-helpers.js';

const CONSOLIDATIONS = '/api/admin/v1/consolidations';

let ctx: TestContext;
let admin: Client;
let shop: OrderingStore;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await superAdmin(ctx, ctx.alpha);
  shop = await orderingStore(ctx, admin);
});
afterAll(() => ctx?.close());

/** An order taken through to its end by the kitchen; paid online through Webpay's stand-in unless cash. */
async function completedOrder(body: Record<string, unknown>) {
  const placed = await placeOrder(ctx, ctx.alpha, body);
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json() as { id: number; online_payment: OnlinePayment | null };
  if (order.online_payment) await payThroughWebpay(ctx, order.online_payment);
  const steps =
    body.dispatch_method === 'delivery'
      ? ['preparing', 'ready', 'in_transit', 'completed']
      : ['preparing', 'ready', 'completed'];
  for (const status of steps) {
    const moved = await admin.patch(`/api/admin/v1/kds/store/${shop.store.id}/orders/${order.id}`, {
      order: { status },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return (await admin.get(`${ORDERS}/${order.id}`)).json() as {
    id: number;
    code: string;
    amounts: { total: number; delivery_fee: number; tip: number };
  };
}

/** What the settlement of one order is, by the rules (3 % on the sale, 1.49 % on the total). */
function expected(order: { amounts: { total: number; delivery_fee: number; tip: number } }) {
  const sale = order.amounts.total - order.amounts.delivery_fee - order.amounts.tip;
  const commission = Math.round(sale * 0.03);
  const service = Math.round(order.amounts.total * 0.0149);
  return {
    collected_sale: sale,
    collected_delivery: order.amounts.delivery_fee,
    collected_tip: order.amounts.tip,
    mercat_commission: commission,
    service_cost: service,
    payment: order.amounts.total - commission - service,
  };
}

const sum = (rows: Record<string, number>[]) =>
  Object.fromEntries(Object.keys(rows[0] ?? {}).map((k) => [k, rows.reduce((n, r) => n + (r[k] ?? 0), 0)]));

describe('consolidations', () => {
  it('add up the week’s completed orders paid online, less commission and service cost, and list them', async () => {
    const delivered = await completedOrder(deliveryBody(shop, { payment_method: 'online' }));
    const pickedUp = await completedOrder(deliveryBody(shop, { payment_method: 'online' }));
    await completedOrder(orderBody(shop)); // cash: collected at the counter, not by the platform
    const waiting = await placeOrder(ctx, ctx.alpha, deliveryBody(shop, { payment_method: 'online' }));
    expect(waiting.statusCode).toBe(201); // never paid: not collected

    const today = zonedParts(new Date(), ctx.alpha.timeZone).date;
    const { year, week } = isoWeekOf(today);
    const list = await admin.get(`${CONSOLIDATIONS}?year=${year}`);
    expect(list.statusCode, list.body).toBe(200);
    const [current] = list.json().data;
    const both = [expected(delivered), expected(pickedUp)];
    expect(current).toEqual({
      year,
      week,
      start_date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      end_date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      payment_date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      status: 'in_progress',
      orders_count: 2,
      ...sum(both),
    });
    expect(current.start_date <= today && today <= current.end_date).toBe(true);

    const detail = await admin.get(`${CONSOLIDATIONS}/${year}/${week}?limit=1`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().consolidation).toEqual(current);
    expect(detail.json().meta).toMatchObject({ total_count: 2, total_pages: 2, next_page: 2 });
    const second = (await admin.get(`${CONSOLIDATIONS}/${year}/${week}?page=2&limit=1`)).json();
    expect([detail.json().data[0], second.data[0]]).toEqual([
      expect.objectContaining({ id: delivered.id, code: delivered.code, ...expected(delivered) }),
      expect.objectContaining({
        id: pickedUp.id,
        store_name: shop.store.name,
        payment_method: 'online',
        ...expected(pickedUp),
      }),
    ]);
  });

  it("put each order in the week of its day in the tenant's time zone, across Monday midnight and a change of clocks", async () => {
    // Santiago turns its clocks back at the start of Sunday 2026-04-05 (-03 to -04): week 14 begins
    // at -03, week 15 at -04.
    const instants = {
      weekFourteenFirst: '2026-03-30 00:00:00-03',
      weekFourteenLast: '2026-04-05 23:59:59-04',
      weekFifteenFirst: '2026-04-06 00:00:00-04',
    };
    const placed: Record<string, Awaited<ReturnType<typeof completedOrder>>> = {};
    for (const [name, at] of Object.entries(instants)) {
      const order = await completedOrder(deliveryBody(shop, { payment_method: 'online' }));
      await ctx.db.executeOwnerSql(
        'update orders set created_at = $3::timestamptz where tenant_id = $1 and id = $2',
        [ctx.alpha.id, order.id, at],
      );
      placed[name] = order;
    }
    const weeks = (await admin.get(`${CONSOLIDATIONS}?year=2026&limit=53`)).json().data as {
      week: number;
      orders_count: number;
      collected_sale: number;
    }[];
    const saleOf = (order: (typeof placed)[string] | undefined) =>
      order ? expected(order).collected_sale : NaN;
    expect(weeks.find((w) => w.week === 14)).toMatchObject({
      start_date: '2026-03-30',
      orders_count: 2,
      collected_sale: saleOf(placed.weekFourteenFirst) + saleOf(placed.weekFourteenLast),
    });
    expect(weeks.find((w) => w.week === 15)).toMatchObject({
      start_date: '2026-04-06',
      orders_count: 1,
      collected_sale: saleOf(placed.weekFifteenFirst),
    });
    const weekFourteen = (await admin.get(`${CONSOLIDATIONS}/2026/14`)).json();
    expect(weekFourteen.data.map((o: { id: number }) => o.id).sort()).toEqual(
      [placed.weekFourteenFirst?.id, placed.weekFourteenLast?.id].sort(),
    );
    expect(weekFourteen.consolidation.orders_count).toBe(2);
  });

  it('place an older order in its own week, paid once its payment date has passed', async () => {
    const old = await completedOrder(deliveryBody(shop, { payment_method: 'online' }));
    await ctx.db.executeOwnerSql(
      `update orders set created_at = timestamptz '2026-03-04 13:00:00-03' where tenant_id = $1 and id = $2`,
      [ctx.alpha.id, old.id],
    );
    const weeks = (await admin.get(`${CONSOLIDATIONS}?year=2026&limit=53`)).json().data as { week: number }[];
    const march = weeks.find((w) => w.week === 10);
    expect(march).toEqual(
      expect.objectContaining({
        start_date: '2026-03-02',
        end_date: '2026-03-08',
        payment_date: '2026-03-11',
        status: 'paid',
        orders_count: 1,
        ...expected(old),
      }),
    );
    // Newest week first.
    expect(weeks.map((w) => w.week)).toEqual([...weeks.map((w) => w.week)].sort((a, b) => b - a));
    expect((await admin.get(`${CONSOLIDATIONS}?year=2025`)).json().data).toEqual([]);
  });

  it('refuse a week the year lacks, and users without the payments area; another tenant sees none', async () => {
    expect((await admin.get(`${CONSOLIDATIONS}/2025/53`)).statusCode).toBe(422);
    const lastWeek = await admin.get(`${CONSOLIDATIONS}/2026/53`);
    expect(lastWeek.statusCode, lastWeek.body).toBe(200);
    expect((await admin.get(`${CONSOLIDATIONS}/2026/0`)).statusCode).toBe(422);
    expect((await admin.get(`${CONSOLIDATIONS}?year=1999`)).statusCode).toBe(422);
    const cook = await userWith(ctx, ctx.alpha, { roleNames: ['admin kds'] });
    expect((await cook.client.get(CONSOLIDATIONS)).statusCode).toBe(403);
    const beta = await superAdmin(ctx, ctx.beta);
    expect((await beta.get(`${CONSOLIDATIONS}?year=2026&limit=53`)).json().data).toEqual([]);
  });
});
