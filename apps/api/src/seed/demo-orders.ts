import { formatMoney, orderCode, wallClockToIso, zonedParts } from '@tablero/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.js';
import { coupons } from '../db/schema/index.js';
import { ofTenant } from '../db/tenant-filter.js';
import { enabledCoupons } from '../modules/coupons/coupons.repo.js';
import { catalogueOf, menuPricesOf } from '../modules/orders/order-catalogue.repo.js';
import { modifiersOfProducts } from '../modules/products/product-modifier-options.repo.js';
import { loadStore } from '../modules/stores/store-state.js';
import { viewNow } from '../modules/stores/store-write.service.js';
import { findStores } from '../modules/stores/stores.repo.js';
import type { TenantRecord } from '../modules/tenants/tenants.repo.js';
import { bulkInsert } from './bulk-insert.js';
import { answerDemoPolls } from './demo-nps.js';
import { uncoveredAttempts } from './demo-uncovered.js';
import {
  customerPool,
  type GeneratedOrder,
  generateOrder,
  type OrderContext,
  type Random,
  randomSource,
  type SellingStore,
} from './order-generator.js';

export interface DemoOrderOptions {
  count: number;
  /** How far back the orders go. */
  days?: number;
  now?: Date;
  seed?: number;
  /** Orders written per transaction. */
  batchSize?: number;
  /** Transactions writing at once (PostgreSQL; PGlite has one connection): default 3. */
  writers?: number;
  onProgress?(written: number, total: number): void;
}

const DAY = 86_400_000;
/** Fridays and weekends sell more (Sunday is index 0, as `Date.getUTCDay`). */
const weekdayWeight = [1.2, 0.8, 0.85, 0.9, 1.0, 1.3, 1.45];

/** The tenant's enabled stores with a menu, their menus priced per dispatch method. */
async function sellingStores(tx: Tx, tenant: TenantRecord): Promise<SellingStore[]> {
  const rows = await findStores(tx, { tenantId: tenant.id, enabledOnly: true });
  const stores: SellingStore[] = [];
  for (const row of rows) {
    if (row.menuId === null) continue;
    const loaded = await loadStore(tx, tenant.id, row.id, tenant.timeZone);
    if (!loaded) continue;
    const prices = await menuPricesOf(tx, tenant.id, row.menuId);
    const modifiers = await modifiersOfProducts(tx, tenant.id, [...new Set(prices.map((p) => p.product.id))]);
    // Every product of the menu; whether it may be sold is the checkout's rule (`offeredNow`) per order.
    const menuFor = (method: 'delivery' | 'pick_up') => [
      ...catalogueOf(prices, modifiers, method, () => true).values(),
    ];
    stores.push({
      view: viewNow(loaded, tenant.timeZone),
      menu: { delivery: menuFor('delivery'), pick_up: menuFor('pick_up') },
      products: new Map(prices.map((p) => [p.product.id, p.product])),
    });
  }
  return stores;
}

/** A moment the store is open on that local day, most at lunch and dinner; null when it is closed all day. */
function momentIn(random: Random, store: SellingStore, date: string, dayStart: number): Date | null {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const day = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'][weekday];
  const periods = store.view.business_hours.filter((h) => h.day === day);
  if (periods.length === 0) return null;
  const period = random.pick(periods);
  const [oh, om] = period.opening_time.split(':').map(Number) as [number, number];
  const [ch, cm] = period.closing_time.split(':').map(Number) as [number, number];
  const open = oh * 60 + om;
  const close = ch * 60 + cm;
  const minute = Math.min(close - 1, Math.max(open, random.bell((open + close) / 2, (close - open) / 1.5)));
  return new Date(dayStart + minute * 60_000 + random.int(0, 59) * 1000);
}

/** How many orders each of the `days` days gets: weekday rhythm, a business growing over the year, noise. */
function ordersPerDay(random: Random, dates: string[], count: number): number[] {
  const weights = dates.map((date, i) => {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const growth = 0.75 + 0.5 * (i / Math.max(1, dates.length - 1));
    return (weekdayWeight[weekday] as number) * growth * (0.85 + random.next() * 0.3);
  });
  const total = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.floor((w / total) * count));
  let missing = count - counts.reduce((a, b) => a + b, 0);
  for (let i = counts.length - 1; missing > 0; i = (i - 1 + counts.length) % counts.length, missing--)
    counts[i] = (counts[i] as number) + 1;
  return counts;
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

async function writeBatch(tx: Tx, tenantId: number, batch: GeneratedOrder[]) {
  // Past orders are nobody's news: no order events, no wake-up of open kitchen boards (migration 0035).
  // Their counts per store and product sales are counted once at the end, not batch by batch (0052, 0053).
  // Nor is a batch worth waiting for its commit to reach the disk: a crash loses demo orders only.
  await tx.execute(
    sql`select set_config('tablero.order_events', 'off', true), set_config('tablero.rollups', 'off', true),
               set_config('synchronous_commit', 'off', true)`,
  );
  const of = <T>(pick: (o: GeneratedOrder) => T) => batch.map(pick);
  const saved = await bulkInsert<{ id: number; code: string }>(
    tx,
    'orders',
    [
      ['tenant_id', 'int', of(() => tenantId)],
      ['code', 'text', of((o) => o.code)],
      ['store_id', 'int', of((o) => o.storeId)],
      ['status', 'text', of((o) => o.status)],
      ['platform', 'text', of((o) => o.platform)],
      ['origin', 'text', of((o) => o.origin)],
      ['dispatch_method', 'text', of((o) => o.dispatchMethod)],
      ['customer_name', 'text', of((o) => o.customer.name)],
      ['customer_email', 'text', of((o) => o.customer.email)],
      ['customer_phone', 'text', of((o) => o.customer.phone)],
      ['address_text', 'text', of((o) => o.address?.text ?? null)],
      ['address_details', 'text', of((o) => o.address?.details ?? null)],
      ['latitude', 'float8', of((o) => o.address?.latitude ?? null)],
      ['longitude', 'float8', of((o) => o.address?.longitude ?? null)],
      ['subtotal', 'bigint', of((o) => o.amounts.subtotal)],
      ['discount', 'bigint', of((o) => o.amounts.discount)],
      ['delivery_fee', 'bigint', of((o) => o.amounts.delivery_fee)],
      ['delivery_type', 'text', of((o) => o.carrier?.deliveryType ?? null)],
      ['delivery_cofinance', 'bigint', of((o) => o.carrier?.cofinance ?? 0)],
      ['tip', 'bigint', of((o) => o.amounts.tip)],
      ['total', 'bigint', of((o) => o.amounts.total)],
      ['points', 'int', of((o) => o.amounts.points)],
      ['items_count', 'int', of((o) => o.lines.reduce((n, l) => n + l.quantity, 0))],
      ['coupon_id', 'int', of((o) => o.coupon?.id ?? null)],
      ['coupon_code', 'text', of((o) => o.coupon?.code ?? null)],
      ['payment_method', 'text', of((o) => o.paymentMethod)],
      ['payment_status', 'text', of((o) => o.paymentStatus)],
      ['billing_type', 'text', of(() => 'ticket')],
      ['scheduled_at', 'timestamptz', of((o) => iso(o.scheduledAt))],
      ['created_at', 'timestamptz', of((o) => iso(o.createdAt))],
      ['updated_at', 'timestamptz', of((o) => iso(o.history.at(-1)?.at ?? o.createdAt))],
    ],
    'on conflict do nothing returning id, code',
  );
  const idOf = new Map(saved.map((r) => [r.code, r.id]));
  const kept = batch.filter((o) => idOf.has(o.code));
  const lines = kept.flatMap((o) =>
    o.lines.map((line, position) => ({ orderId: idOf.get(o.code) as number, position, line })),
  );
  const items = await bulkInsert<{ id: number; order_id: number; position: number }>(
    tx,
    'order_items',
    [
      ['tenant_id', 'int', lines.map(() => tenantId)],
      ['order_id', 'int', lines.map((l) => l.orderId)],
      ['position', 'int', lines.map((l) => l.position)],
      ['product_id', 'int', lines.map((l) => l.line.product_id)],
      ['name', 'text', lines.map((l) => l.line.name)],
      ['quantity', 'int', lines.map((l) => l.line.quantity)],
      ['unit_price', 'bigint', lines.map((l) => l.line.unit_price)],
      ['options_price', 'bigint', lines.map((l) => l.line.options_price)],
      ['line_total', 'bigint', lines.map((l) => l.line.line_total)],
      ['note', 'text', lines.map((l) => l.line.note)],
    ],
    'returning id, order_id, position',
  );
  const itemId = new Map(items.map((i) => [`${i.order_id}:${i.position}`, i.id]));
  const options = lines.flatMap(({ orderId, position, line }) =>
    line.options.map((option, i) => ({ itemId: itemId.get(`${orderId}:${position}`) as number, i, option })),
  );
  await bulkInsert(tx, 'order_item_options', [
    ['tenant_id', 'int', options.map(() => tenantId)],
    ['order_item_id', 'int', options.map((o) => o.itemId)],
    ['position', 'int', options.map((o) => o.i)],
    ['modifier_id', 'int', options.map((o) => o.option.modifier_id)],
    ['modifier_name', 'text', options.map((o) => o.option.modifier_name)],
    ['option_id', 'int', options.map((o) => o.option.option_id)],
    ['name', 'text', options.map((o) => o.option.name)],
    ['quantity', 'int', options.map((o) => o.option.quantity)],
    ['unit_price', 'bigint', options.map((o) => o.option.unit_price)],
  ]);
  const history = kept.flatMap((o) => o.history.map((h) => ({ orderId: idOf.get(o.code) as number, h })));
  await bulkInsert(tx, 'order_status_changes', [
    ['tenant_id', 'int', history.map(() => tenantId)],
    ['order_id', 'int', history.map((x) => x.orderId)],
    ['from_status', 'text', history.map((x) => x.h.from)],
    ['to_status', 'text', history.map((x) => x.h.to)],
    ['mover', 'text', history.map((x) => x.h.mover)],
    ['reason', 'text', history.map((x) => x.h.reason)],
    ['at', 'timestamptz', history.map((x) => x.h.at.toISOString())],
  ]);
  return kept;
}

/**
 * `count` orders over the last `days` days for the tenant's stores, each priced by the checkout's
 * own code, written in batches; the coupons they took count their uses. Answers how many were
 * written (an order whose code another already has is skipped) and how long it took.
 */
export async function seedDemoOrders(db: Database, tenant: TenantRecord, options: DemoOrderOptions) {
  const started = performance.now();
  const now = options.now ?? new Date();
  const days = options.days ?? 365;
  const random = randomSource(options.seed ?? 20261126);
  const { stores, offered } = await db.withTenant(tenant.id, async (tx) => ({
    stores: await sellingStores(tx, tenant),
    offered: await enabledCoupons(tx, tenant.id),
  }));
  if (stores.length === 0 || options.count <= 0) return { written: 0, ms: performance.now() - started };
  const customers = customerPool(random, Math.max(150, Math.round(options.count / 9)));
  const codes = new Set<string>();
  const code = () => {
    for (;;) {
      const next = orderCode((bound) => Math.floor(random.next() * bound));
      if (!codes.has(next)) {
        codes.add(next);
        return next;
      }
    }
  };
  const money = (cents: number) => formatMoney(cents, tenant.country);
  const uncovered = uncoveredAttempts(tenant.timeZone);
  const today = zonedParts(now, tenant.timeZone).date;
  const dates = Array.from({ length: days }, (_, i) =>
    new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1 - i) * DAY).toISOString().slice(0, 10),
  );
  const perDay = ordersPerDay(random, dates, options.count);
  const batchSize = options.batchSize ?? 1000;
  // While some batches are being written, the next ones are generated: the database and the
  // generator each keep a core busy.
  const writers = db.engine === 'postgres' ? (options.writers ?? 3) : 1;
  const writing = new Set<Promise<void>>();
  let batch: GeneratedOrder[] = [];
  let written = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const toWrite = batch;
    batch = [];
    const write = db
      .withTenant(tenant.id, (tx) => writeBatch(tx, tenant.id, toWrite))
      .then((kept) => {
        written += kept.length;
        options.onProgress?.(written, options.count);
      })
      .finally(() => writing.delete(write));
    writing.add(write);
    // A failed write fails the seed through `race` or `all` below, not as an unhandled rejection.
    write.catch(() => {});
    if (writing.size >= writers) await Promise.race(writing);
  };
  const dayStarts = dates.map((date) =>
    Date.parse(wallClockToIso(`${date}T00:00`, tenant.timeZone) ?? `${date}T00:00:00Z`),
  );
  /** An order on that day, or undefined after a few draws the checkout would refuse (or after `now`). */
  const draw = (d: number) => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const store = random.pick(stores);
      const at = momentIn(random, store, dates[d] as string, dayStarts[d] as number);
      if (!at || at.getTime() > now.getTime()) continue;
      const context: OrderContext = {
        random,
        store,
        customers,
        // A third of the customers knew the brand a year ago; the rest come over the year, so every
        // month has first purchases (the new and returning customers report).
        customersKnown: Math.ceil(customers.length * (0.35 + (0.65 * d) / Math.max(1, dates.length - 1))),
        coupons: offered,
        timeZone: tenant.timeZone,
        money,
        now,
        code,
        onUncovered: uncovered.add,
      };
      const order = generateOrder(context, at);
      if (order) return order;
    }
    return undefined;
  };
  // Newest day first: a day that cannot take its share (today, before the stores open) hands the
  // rest to the day before, so the count asked for is the count written.
  let owed = 0;
  for (let d = dates.length - 1; d >= 0; d--) {
    const wanted = (perDay[d] as number) + owed;
    let made = 0;
    for (let n = 0; n < wanted; n++) {
      const order = draw(d);
      if (!order) continue;
      made += 1;
      batch.push(order);
      if (batch.length >= batchSize) await flush();
    }
    owed = wanted - made;
  }
  await flush();
  await Promise.all(writing);
  await countCouponUses(db, tenant.id, offered);
  await db.withTenant(tenant.id, (tx) => uncovered.write(tx, tenant.id));
  await db.withTenant(tenant.id, (tx) =>
    tx.execute(
      sql`select tablero_rebuild_order_counts(${tenant.id}), tablero_rebuild_product_sales(${tenant.id}),
                 tablero_rebuild_order_sales(${tenant.id}), tablero_rebuild_first_sales(${tenant.id}),
                 tablero_rebuild_customer_sales(${tenant.id}), tablero_rebuild_loyalty(${tenant.id})`,
    ),
  );
  await answerDemoPolls(db, tenant, now);
  // Statistics and the visibility map now, not whenever autovacuum comes by (PGlite has none):
  // until then the planner sorts a whole tenant's orders for a page of 25.
  for (const table of [
    'orders',
    'order_items',
    'order_item_options',
    'order_status_changes',
    'product_sales_days',
    'order_sales_days',
    'order_sales_hours',
    'order_sales_tenant_days',
    'order_sales_tenant_hours',
    'product_sales_tenant_days',
    'coupon_sales_days',
    'delivery_sales_days',
    'customer_first_sales',
    'customer_sales',
    'new_customer_days',
    'poll_responses',
    'poll_answers',
    'nps_score_days',
    'nps_answer_days',
    'uncovered_addresses',
  ])
    await db.executeOwnerSql(`vacuum (analyze) ${table}`);
  return { written, ms: performance.now() - started };
}

/** The coupons' use counts as the generated orders left them. */
async function countCouponUses(db: Database, tenantId: number, used: { id: number; used_count: number }[]) {
  await db.withTenant(tenantId, async (tx) => {
    for (const coupon of used)
      await tx
        .update(coupons)
        .set({ usedCount: sql`greatest(${coupons.usedCount}, ${coupon.used_count})` })
        .where(and(ofTenant(coupons.tenantId, tenantId), eq(coupons.id, coupon.id)));
  });
}
