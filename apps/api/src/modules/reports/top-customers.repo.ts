import type { TopCustomer } from '@tablero/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { isoInstant } from '../../db/iso-instant.js';
import { rowsOf } from '../../db/rows-of.js';
import { orders } from '../../db/schema/index.js';
import type { SalesFilter } from './sales-rows.repo.js';

/**
 * The sales of the tenant's local days `from`–`to` (as `o`), in the stores and methods asked for.
 * Written as `orders_sales_customers_idx` is (0061), so the planner reads that index alone.
 */
function salesOf(tenantId: number, timeZone: string, from: string, to: string, filter: SalesFilter): SQL {
  return sql.join(
    [
      sql`o.tenant_id = ${tenantId}`,
      sql`tablero_is_sale(o.status)`,
      sql`o.created_at >= (${from}::date::timestamp at time zone ${timeZone})`,
      sql`o.created_at < ((${to}::date + 1)::timestamp at time zone ${timeZone})`,
      filter.storeIds ? sql`o.store_id = any(${sql.param([...filter.storeIds])}::int[])` : undefined,
      filter.platform ? sql`o.platform = ${filter.platform}` : undefined,
      filter.dispatchMethod ? sql`o.dispatch_method = ${filter.dispatchMethod}` : undefined,
      filter.paymentMethod ? sql`o.payment_method = ${filter.paymentMethod}` : undefined,
    ].filter((part) => part !== undefined),
    sql` and `,
  );
}

/**
 * The customers (emails) who paid most in the period, `limit` of them, with the name and phone of
 * their latest order there, and the period's buyers, orders and total: one statement.
 */
export async function topCustomersOf(
  tx: Tx,
  tenantId: number,
  timeZone: string,
  from: string,
  to: string,
  filter: SalesFilter,
  limit: number,
) {
  const where = salesOf(tenantId, timeZone, from, to, filter);
  const result = await tx.execute(sql`
    with per_customer as (
      select o.customer_email as email, count(*)::int as orders, sum(o.total)::bigint as total,
        min(o.created_at) as first_at, max(o.created_at) as last_at
      from ${orders} o where ${where} group by o.customer_email
    ), top as (
      select * from per_customer order by total desc, orders desc, email limit ${limit}
    )
    select t.email, latest.customer_name as name, latest.customer_phone as phone, t.orders, t.total,
      ${isoInstant(sql`t.first_at`)} as first_order_at, ${isoInstant(sql`t.last_at`)} as last_order_at,
      (select count(*) from per_customer)::int as buyers,
      (select sum(orders) from per_customer)::bigint as all_orders,
      (select sum(total) from per_customer)::bigint as all_total
    from top t
    cross join lateral (select o.customer_name, o.customer_phone from ${orders} o
      where ${where} and o.customer_email = t.email order by o.created_at desc, o.id desc limit 1) latest
    order by t.total desc, t.orders desc, t.email`);
  const rows = rowsOf<
    Omit<TopCustomer, 'total' | 'average_ticket'> & {
      total: string;
      buyers: number;
      all_orders: string;
      all_total: string;
    }
  >(result);
  const customers = rows.map(({ buyers: _b, all_orders: _o, all_total: _t, ...row }) => {
    const total = Number(row.total);
    return { ...row, total, average_ticket: Math.round(total / row.orders) };
  });
  const first = rows[0];
  const totals = first
    ? { customers: first.buyers, orders: Number(first.all_orders), total: Number(first.all_total) }
    : { customers: 0, orders: 0, total: 0 };
  return { customers, totals };
}
