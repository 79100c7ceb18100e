import type { ReportGroup } from '@tablero/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows-of.js';
import { couponSalesDays as couponDays, coupons, newCustomerDays as fresh } from '../../db/schema/index.js';
import { type SalesFilter, salesDaysOf, salesHoursOf } from './sales-rows.repo.js';
import { figures } from './sales-summary.repo.js';

type Figures = { orders: number | string; total: number | string };

/**
 * Sales per period (the first day of each day, week from Monday, or month) of the range; with
 * `splitBy`, per period and method. Periods without sales are not in the answer.
 */
export async function salesPerPeriod(
  tx: Tx,
  tenantId: number,
  range: { from: string; to: string; group: ReportGroup },
  filter: SalesFilter,
  splitBy?: 'payment_method' | 'dispatch_method',
) {
  const key = splitBy ? sql.raw(splitBy) : sql`''`;
  const result = await tx.execute(sql`
    select date_trunc(${range.group}, day)::date::text as period, ${key} as key,
           sum(orders) as orders, sum(total) as total
      from ${await salesDaysOf(tx, tenantId, filter, range)}
     group by 1, 2
    having sum(orders) <> 0
     order by 1, 2`);
  return rowsOf<Figures & { period: string; key: string }>(result).map((row) => ({
    period: row.period,
    key: row.key,
    ...figures(row),
  }));
}

/** Sales per ISO weekday (1 Monday … 7 Sunday) of the range. */
export async function salesPerWeekday(
  tx: Tx,
  tenantId: number,
  from: string,
  to: string,
  filter: SalesFilter,
) {
  const result = await tx.execute(sql`
    select extract(isodow from day)::int as weekday, sum(orders) as orders, sum(total) as total
      from ${await salesDaysOf(tx, tenantId, filter, { from, to })}
     group by 1`);
  return new Map(
    rowsOf<Figures & { weekday: number }>(result).map((row) => [row.weekday, figures(row)] as const),
  );
}

/** Sales per ISO weekday and local hour of the range, from the hourly rollup (stores and dispatch only). */
export async function salesPerWeekdayHour(
  tx: Tx,
  tenantId: number,
  from: string,
  to: string,
  filter: Pick<SalesFilter, 'storeIds' | 'dispatchMethod'>,
) {
  const result = await tx.execute(sql`
    select extract(isodow from day)::int as weekday, hour, sum(orders) as orders, sum(total) as total
      from ${await salesHoursOf(tx, tenantId, filter, { from, to })}
     group by 1, 2`);
  return new Map(
    rowsOf<Figures & { weekday: number; hour: number }>(result).map(
      (row) => [`${row.weekday}:${row.hour}`, figures(row)] as const,
    ),
  );
}

interface CouponRow {
  coupon_id: number;
  code: string;
  orders: number | string;
  discount: number | string;
  total: number | string;
  all_orders: number | string;
  all_discount: number | string;
  all_total: number | string;
}

/**
 * The coupons used most in the range (orders, then discount), named as the coupons table names them
 * now, with totals over every coupon counted before the limit; from the daily coupon rollup.
 */
export async function couponsUsed(
  tx: Tx,
  tenantId: number,
  range: { from: string; to: string; storeIds?: readonly number[] },
  limit: number,
) {
  const result = await tx.execute(sql`
    with used as (
      select ${couponDays.couponId} as coupon_id, max(${couponDays.code}) as code,
             sum(${couponDays.orders}) as orders, sum(${couponDays.discount}) as discount,
             sum(${couponDays.total}) as total, sum(sum(${couponDays.orders})) over () as all_orders,
             sum(sum(${couponDays.discount})) over () as all_discount, sum(sum(${couponDays.total})) over () as all_total
        from ${couponDays}
       where ${couponDays.tenantId} = ${tenantId}
         and ${couponDays.day} between ${range.from}::date and ${range.to}::date
         ${range.storeIds ? sql`and ${couponDays.storeId} = any(${sql.param([...range.storeIds])}::int[])` : sql``}
       group by ${couponDays.couponId}
      having sum(${couponDays.orders}) <> 0
       order by orders desc, discount desc, coupon_id
       limit ${limit})
    select u.coupon_id, coalesce(c.code, u.code) as code, u.orders, u.discount, u.total,
           u.all_orders, u.all_discount, u.all_total
      from used u left join ${coupons} c on c.tenant_id = ${tenantId} and c.id = u.coupon_id
     order by u.orders desc, u.discount desc, u.coupon_id`);
  const rows = rowsOf<CouponRow>(result);
  const [first] = rows;
  return {
    totals: {
      orders: Number(first?.all_orders ?? 0),
      discount: Number(first?.all_discount ?? 0),
      total: Number(first?.all_total ?? 0),
    },
    coupons: rows.map((row) => ({
      coupon_id: Number(row.coupon_id),
      code: row.code,
      orders: Number(row.orders),
      discount: Number(row.discount),
      total: Number(row.total),
    })),
  };
}

/** Customers whose first purchase fell in each period of the range (in these stores), by the local day. */
export async function newCustomersPerPeriod(
  tx: Tx,
  tenantId: number,
  range: { from: string; to: string; group: ReportGroup; storeIds?: readonly number[] },
) {
  const result = await tx.execute(sql`
    select date_trunc(${range.group}, ${fresh.day})::date::text as period, sum(${fresh.customers}) as customers
      from ${fresh}
     where ${fresh.tenantId} = ${tenantId} and ${fresh.day} between ${range.from}::date and ${range.to}::date
       ${range.storeIds ? sql`and ${fresh.storeId} = any(${sql.param([...range.storeIds])}::int[])` : sql``}
     group by 1`);
  return new Map(
    rowsOf<{ period: string; customers: number | string }>(result).map(
      (r) => [r.period, Number(r.customers)] as const,
    ),
  );
}
