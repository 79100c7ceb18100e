import type { SalesFigures, SalesShare, SalesTotals } from '@tablero/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { type SalesDays, type SalesFilter, salesDaysOf } from './sales-rows.repo.js';

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
             when grouping(platform) = 0 then 'platform'
             when grouping(dispatch_method) = 0 then 'dispatch_method'
             when grouping(payment_method) = 0 then 'payment_method'
             when grouping(day) = 0 then 'day'
             else 'all' end as part,
           coalesce(platform, dispatch_method, payment_method, day::text) as key,
           sum(orders) as orders, sum(total) as total, sum(subtotal) as subtotal,
           sum(discount) as discount, sum(delivery_fee) as delivery_fee, sum(tip) as tip,
           sum(orders) filter (where dispatch_method = 'delivery') as deliveries,
           sum(coupon_orders) as coupon_orders
      from ${await salesDaysOf(tx, tenantId, filter, { from, to })}
     group by grouping sets ((), (platform), (dispatch_method), (payment_method), (day))
    having sum(orders) <> 0 or grouping(day, platform, dispatch_method, payment_method) = 15`);
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
    select day::text as day, sum(orders) as orders, sum(total) as total
      from ${await salesDaysOf(tx, tenantId, filter, { recent: dates })}
     group by day`);
  const rows = (result as unknown as { rows: (Bigints<SalesFigures> & { day: string })[] }).rows;
  return new Map(rows.map((row) => [row.day, figures(row)] as const));
}

/** Orders and total of the days asked for, in the stores and methods of `filter`. */
export async function salesFiguresOf(
  tx: Tx,
  tenantId: number,
  days: SalesDays,
  filter: SalesFilter,
): Promise<SalesFigures> {
  const result = await tx.execute(sql`
    select sum(orders) as orders, sum(total) as total from ${await salesDaysOf(tx, tenantId, filter, days)}`);
  return figures((result as unknown as { rows: Bigints<SalesFigures>[] }).rows[0]);
}
