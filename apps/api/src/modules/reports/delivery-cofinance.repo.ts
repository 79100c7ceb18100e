import type { DeliveryCofinanceReport, ReportGroup } from '@tablero/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows-of.js';
import { deliverySalesDays as days } from '../../db/schema/index.js';

type Count = number | string;
interface Row {
  period: string | null;
  delivery_type: string | null;
  orders: Count;
  delivery_fee: Count;
  cofinance: Count;
  total: Count;
}
const figuresOf = (row: Row) => ({
  orders: Number(row.orders),
  delivery_fee: Number(row.delivery_fee),
  cofinance: Number(row.cofinance),
  total: Number(row.total),
});

/**
 * The delivery orders of the range per period and delivery type, per delivery type and in all, in
 * one statement over the daily rollup (grouping sets).
 */
export async function deliveryCofinanceOf(
  tx: Tx,
  tenantId: number,
  range: { from: string; to: string; group: ReportGroup },
  storeIds: readonly number[] | undefined,
): Promise<Pick<DeliveryCofinanceReport, 'totals' | 'carriers' | 'periods'>> {
  const period = sql`date_trunc(${range.group}, ${days.day})::date::text`;
  const rows = rowsOf<Row>(
    await tx.execute(sql`
      select ${period} as period, ${days.deliveryType} as delivery_type, sum(${days.orders}) as orders,
             sum(${days.deliveryFee}) as delivery_fee, sum(${days.cofinance}) as cofinance, sum(${days.total}) as total
        from ${days}
       where ${days.tenantId} = ${tenantId}
         and ${days.day} between ${range.from}::date and ${range.to}::date
         ${storeIds ? sql`and ${days.storeId} = any(${sql.param([...storeIds])}::int[])` : sql``}
       group by grouping sets ((1, 2), (2), ())
      having sum(${days.orders}) <> 0
       order by 1 nulls first, 3 desc, 2`),
  );
  const none = { orders: 0, delivery_fee: 0, cofinance: 0, total: 0 };
  const totals = rows.find((r) => r.period === null && r.delivery_type === null);
  return {
    totals: totals ? figuresOf(totals) : none,
    carriers: rows
      .filter((r) => r.period === null && r.delivery_type !== null)
      .map((r) => ({ delivery_type: r.delivery_type as string, ...figuresOf(r) })),
    periods: rows
      .filter((r) => r.period !== null)
      .map((r) => ({
        period: r.period as string,
        delivery_type: r.delivery_type as string,
        ...figuresOf(r),
      })),
  };
}
