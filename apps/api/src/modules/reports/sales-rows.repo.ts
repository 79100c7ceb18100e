import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows-of.js';
import {
  orderSalesDays,
  orderSalesFolds,
  orderSalesHours,
  orderSalesTenantDays,
  orderSalesTenantHours,
  productSalesDays,
  productSalesTenantDays,
} from '../../db/schema/index.js';

/** A sales report's rows of the daily rollup: the tenant's, in its stores and methods asked for. */
export interface SalesFilter {
  /** Only these stores (asked for, or the user's); undefined: all. */
  storeIds?: readonly number[];
  platform?: string;
  dispatchMethod?: string;
  paymentMethod?: string;
}

/**
 * The local days a report reads: a range, or today and yesterday (`recent`), which are never
 * folded (the fold stops the day before yesterday), so they are read from the stores' rows.
 */
export type SalesDays = { from: string; to: string } | { recent: readonly string[] };

/** The days of `days`, only those after `bounds.after` and up to `bounds.upTo` when given. */
function daysIn(days: SalesDays, bounds: { after?: string; upTo?: string } = {}): SQL {
  const chosen =
    'recent' in days
      ? sql`day = any(${sql.param([...days.recent])}::date[])`
      : sql`day between ${days.from}::date and ${days.to}::date`;
  return sql.join(
    [
      chosen,
      bounds.after ? sql`day > ${bounds.after}::date` : undefined,
      bounds.upTo ? sql`day <= ${bounds.upTo}::date` : undefined,
    ].filter((part) => part !== undefined),
    sql` and `,
  );
}

/** The last day folded into the tenant-wide rollups; undefined before the first fold. */
async function foldedThroughOf(tx: Tx, tenantId: number): Promise<string | undefined> {
  const result = await tx.execute(
    sql`select folded_through::text as day from ${orderSalesFolds} where tenant_id = ${tenantId} and folded_through > '-infinity'`,
  );
  return rowsOf<{ day: string }>(result)[0]?.day;
}

const where = (parts: (SQL | undefined)[]) =>
  sql.join(
    parts.filter((part) => part !== undefined),
    sql` and `,
  );

/**
 * One rollup's rows, as the derived table `d`. Over every store, the tenant-wide rows of the days
 * up to the tenant's fold mark and the stores' rows after it (one row per day and method instead
 * of one per store and day, migrations 0087–0088); limited to some stores, or for days never
 * folded, the stores' rows. The
 * mark is read first so that the planner sees each part's days (a subquery's value it cannot
 * see, and it scanned the whole stores' table for the two days after the mark).
 */
async function rollupRows(
  tx: Tx,
  tenantId: number,
  storeIds: readonly number[] | undefined,
  tables: { stores: SQL; tenant: SQL },
  columns: string,
  conditions: (bounds?: { after?: string; upTo?: string }) => SQL,
  neverFolded = false,
): Promise<SQL> {
  const picked = sql.raw(columns);
  if (storeIds) {
    return sql`(select ${picked} from ${tables.stores}
      where tenant_id = ${tenantId} and store_id = any(${sql.param([...storeIds])}::int[]) and ${conditions()}) as d`;
  }
  const mark = neverFolded ? undefined : await foldedThroughOf(tx, tenantId);
  if (!mark)
    return sql`(select ${picked} from ${tables.stores} where tenant_id = ${tenantId} and ${conditions()}) as d`;
  return sql`(select ${picked} from ${tables.tenant} where tenant_id = ${tenantId} and ${conditions({ upTo: mark })}
    union all
    select ${picked} from ${tables.stores} where tenant_id = ${tenantId} and ${conditions({ after: mark })}) as d`;
}

/** The daily sales rows (day, platform, dispatch_method, payment_method and the sums) of `days`, as `d`. */
export function salesDaysOf(tx: Tx, tenantId: number, filter: SalesFilter, days: SalesDays): Promise<SQL> {
  const methods = [
    filter.platform ? sql`platform = ${filter.platform}` : undefined,
    filter.dispatchMethod ? sql`dispatch_method = ${filter.dispatchMethod}` : undefined,
    filter.paymentMethod ? sql`payment_method = ${filter.paymentMethod}` : undefined,
  ];
  return rollupRows(
    tx,
    tenantId,
    filter.storeIds,
    { stores: sql`${orderSalesDays}`, tenant: sql`${orderSalesTenantDays}` },
    'day, platform, dispatch_method, payment_method, orders, subtotal, discount, delivery_fee, tip, total, coupon_orders',
    (bounds) => where([daysIn(days, bounds), ...methods]),
    'recent' in days,
  );
}

/** The hourly sales rows (day, hour, dispatch_method, orders, total) of `days`, as `d` (stores and dispatch only). */
export function salesHoursOf(
  tx: Tx,
  tenantId: number,
  filter: Pick<SalesFilter, 'storeIds' | 'dispatchMethod'>,
  days: SalesDays,
): Promise<SQL> {
  return rollupRows(
    tx,
    tenantId,
    filter.storeIds,
    { stores: sql`${orderSalesHours}`, tenant: sql`${orderSalesTenantHours}` },
    'day, hour, dispatch_method, orders, total',
    (bounds) =>
      where([
        daysIn(days, bounds),
        filter.dispatchMethod ? sql`dispatch_method = ${filter.dispatchMethod}` : undefined,
      ]),
  );
}

/** The product sales rows (day, product_id, name, quantity, revenue, orders) of `days`, as `d`. */
export function productSalesDaysOf(
  tx: Tx,
  tenantId: number,
  storeIds: readonly number[] | undefined,
  days: SalesDays,
): Promise<SQL> {
  return rollupRows(
    tx,
    tenantId,
    storeIds,
    { stores: sql`${productSalesDays}`, tenant: sql`${productSalesTenantDays}` },
    'day, product_id, name, quantity, revenue, orders',
    (bounds) => daysIn(days, bounds),
  );
}
