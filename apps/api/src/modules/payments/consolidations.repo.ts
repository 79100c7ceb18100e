import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { orders, stores } from '../../db/schema/index.js';
import { ofTenant } from '../../db/tenant-filter.js';

export interface ConsolidationRates {
  commission: number;
  service: number;
}

/**
 * The orders a consolidation covers: completed and paid online (not at the door or the counter)
 * on the platform's own storefront. Written as constants, the same predicate as the partial index
 * `orders_consolidation_idx` (migration 0045), so the planner can use it.
 */
const consolidated = (tenantId: number, from: Date, to: Date) =>
  and(
    ofTenant(orders.tenantId, tenantId),
    gte(orders.createdAt, from),
    lt(orders.createdAt, to),
    sql.raw(
      `"orders"."status" = 'completed' and "orders"."payment_status" = 'completed' ` +
        `and "orders"."origin" = 'mercat' and "orders"."payment_method" not in ('cash', 'card', 'sinpe', 'credit')`,
    ),
  );

/** One order's amounts, in SQL: what was sold, the commission and service cost rounded per order. */
function amountsOf(rates: ConsolidationRates) {
  const sale = sql`(${orders.total} - ${orders.deliveryFee} - ${orders.tip})`;
  const commission = sql`round(${sale} * ${rates.commission}::numeric)`;
  const service = sql`round(${orders.total} * ${rates.service}::numeric)`;
  return { sale, commission, service };
}

/** A week by its Monday in the tenant's time zone, and the instant that Monday begins there. */
export interface WeekStart {
  monday: string;
  from: Date;
}

/**
 * The totals of each of `weeks` (consecutive, oldest first, the last one ending at `to`) with
 * consolidated orders, newest first. An order falls in the last week that began before it: one
 * comparison with the weeks' first instants, not a time-zone conversion of every order.
 */
export async function weeklyTotals(
  tx: Tx,
  tenantId: number,
  weeks: readonly WeekStart[],
  to: Date,
  rates: ConsolidationRates,
) {
  const first = weeks[0];
  if (!first) return [];
  const starts = weeks.map((w) => w.from.toISOString());
  const week = sql<number>`width_bucket(${orders.createdAt}, ${sql.param(starts)}::timestamptz[])`;
  const { sale, commission, service } = amountsOf(rates);
  const rows = await tx
    .select({
      week,
      ordersCount: sql<number>`count(*)::int`,
      sale: sql<number>`sum(${sale})`.mapWith(Number),
      delivery: sql<number>`sum(${orders.deliveryFee})`.mapWith(Number),
      tip: sql<number>`sum(${orders.tip})`.mapWith(Number),
      commission: sql<number>`sum(${commission})`.mapWith(Number),
      service: sql<number>`sum(${service})`.mapWith(Number),
    })
    .from(orders)
    .where(consolidated(tenantId, first.from, to))
    .groupBy(sql`1`)
    .orderBy(sql`1 desc`);
  return rows.map(({ week: n, ...totals }) => ({ monday: (weeks[n - 1] as WeekStart).monday, ...totals }));
}

/** A week's consolidated orders, oldest first, a page at a time. */
export function weekOrders(
  tx: Tx,
  tenantId: number,
  from: Date,
  to: Date,
  rates: ConsolidationRates,
  page: { offset: number; limit: number },
) {
  const { sale, commission, service } = amountsOf(rates);
  return tx
    .select({
      id: orders.id,
      code: orders.code,
      createdAt: orders.createdAt,
      storeId: orders.storeId,
      storeName: stores.name,
      paymentMethod: orders.paymentMethod,
      total: orders.total,
      sale: sql<number>`${sale}`.mapWith(Number),
      delivery: orders.deliveryFee,
      tip: orders.tip,
      commission: sql<number>`${commission}`.mapWith(Number),
      service: sql<number>`${service}`.mapWith(Number),
    })
    .from(orders)
    .innerJoin(stores, and(eq(stores.tenantId, orders.tenantId), eq(stores.id, orders.storeId)))
    .where(consolidated(tenantId, from, to))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .offset(page.offset)
    .limit(page.limit);
}
