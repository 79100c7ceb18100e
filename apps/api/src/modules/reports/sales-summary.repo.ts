import type { SalesFigures, SalesShare, SalesTotals } from '@tablero/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { orderSalesDays as days } from '../../db/schema/index.js';

/** A sales report's rows of the daily rollup: the tenant's, in its stores and methods asked for. */
export interface SalesFilter {
  /** Only these stores (asked for, or the user's); undefined: all. */
  storeIds?: readonly number[];
  platform?: string;
  dispatchMethod?: string;
  paymentMethod?: string;
}

export function salesRowsOf(tenantId: number, filter: SalesFilter): SQL {
  return sql.join(
    [
      sql`${days.tenantId} = ${tenantId}`,
      filter.storeIds ? sql`${days.storeId} = any(${sql.param([...filter.storeIds])}::int[])` : undefined,
      filter.platform ? sql`${days.platform} = ${filter.platform}` : undefined,
      filter.dispatchMethod ? sql`${days.dispatchMethod} = ${filter.dispatchMethod}` : undefined,
      filter.paymentMethod ? sql`${days.paymentMethod} = ${filter.paymentMethod}` : undefined,
    ].filter((part) => part !== undefined),
    sql` and `,
  );
}

type Bigints<T> = { [K in keyof T]: T[K] extends number ? number | string : T[K] };
interface SummaryRow extends Bigints<SalesTotals> {
  /** Which breakdown the row is: the whole period, or one value of a column. */
  part: 'all' | 'platform' | 'dispatch_method' | 'payment_method' | 'day';
  key: string | null;
}

const cents = (value: number | string | null | undefined) => Number(value ?? 0);
/** Orders and total of a row whose sums PostgreSQL answered as text (bigint). */
export const figures = (row: Bigints<SalesFigures> | undefined): SalesFigures => ({
  orders: cents(row?.orders),
  total: cents(row?.total),
});

/**
 * The period's totals and its breakdowns by platform, dispatch method, payment method and day, in
 * one statement over the daily rollup (grouping sets); days without sales are not in `byDay`.
 */
export async function salesSummaryOf(
  tx: Tx,
  tenantId: number,
  from: string,
  to: string,
  filter: SalesFilter,
) {
  const result = await tx.execute(sql`
    select case
             when grouping(${days.platform}) = 0 then 'platform'
             when grouping(${days.dispatchMethod}) = 0 then 'dispatch_method'
             when grouping(${days.paymentMethod}) = 0 then 'payment_method'
             when grouping(${days.day}) = 0 then 'day'
             else 'all' end as part,
           coalesce(${days.platform}, ${days.dispatchMethod}, ${days.paymentMethod}, ${days.day}::text) as key,
           sum(${days.orders}) as orders, sum(${days.total}) as total, sum(${days.subtotal}) as subtotal,
           sum(${days.discount}) as discount, sum(${days.deliveryFee}) as delivery_fee, sum(${days.tip}) as tip,
           sum(${days.orders}) filter (where ${days.dispatchMethod} = 'delivery') as deliveries,
           sum(${days.couponOrders}) as coupon_orders
      from ${days}
     where ${salesRowsOf(tenantId, filter)} and ${days.day} between ${from}::date and ${to}::date
     group by grouping sets ((), (${days.platform}), (${days.dispatchMethod}), (${days.paymentMethod}), (${days.day}))
    having sum(${days.orders}) <> 0 or grouping(${days.day}, ${days.platform}, ${days.dispatchMethod}, ${days.paymentMethod}) = 15`);
  const rows = (result as unknown as { rows: SummaryRow[] }).rows;
  const whole = rows.find((row) => row.part === 'all');
  const orders = cents(whole?.orders);
  const total = cents(whole?.total);
  const totals: SalesTotals = {
    orders,
    total,
    subtotal: cents(whole?.subtotal),
    discount: cents(whole?.discount),
    delivery_fee: cents(whole?.delivery_fee),
    tip: cents(whole?.tip),
    deliveries: cents(whole?.deliveries),
    coupon_orders: cents(whole?.coupon_orders),
    average_ticket: orders === 0 ? 0 : Math.round(total / orders),
  };
  const sharesOf = (part: SummaryRow['part']): SalesShare[] =>
    rows
      .filter((row) => row.part === part)
      .map((row) => ({ key: row.key ?? '', ...figures(row) }))
      .sort((a, b) => b.total - a.total || a.key.localeCompare(b.key));
  const byDay = new Map(
    rows.filter((row) => row.part === 'day').map((row) => [row.key ?? '', figures(row)] as const),
  );
  return {
    totals,
    byPlatform: sharesOf('platform'),
    byDispatchMethod: sharesOf('dispatch_method'),
    byPaymentMethod: sharesOf('payment_method'),
    byDay,
  };
}

/** The sales of single days (today and yesterday), whatever the report's period. */
export async function salesOfDays(tx: Tx, tenantId: number, dates: string[], filter: SalesFilter) {
  const result = await tx.execute(sql`
    select ${days.day}::text as day, sum(${days.orders}) as orders, sum(${days.total}) as total
      from ${days}
     where ${salesRowsOf(tenantId, filter)} and ${days.day} = any(${sql.param(dates)}::date[])
     group by ${days.day}`);
  const rows = (result as unknown as { rows: (Bigints<SalesFigures> & { day: string })[] }).rows;
  return new Map(rows.map((row) => [row.day, figures(row)] as const));
}
