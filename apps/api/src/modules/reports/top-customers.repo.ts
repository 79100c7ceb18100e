import type { SalesFigures, TopCustomer } from '@tablero/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { isoInstant } from '../../db/iso-instant.js';
import { rowsOf } from '../../db/rows-of.js';
import { customerSales, orders } from '../../db/schema/index.js';
import type { SalesFilter } from './sales-rows.repo.js';
import { salesFiguresOf } from './sales-summary.repo.js';

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
 * The customers of `sales` ranked by what they paid (then orders, then email), `limit` of them,
 * with the name and phone of their latest order there: one statement.
 */
async function rankedCustomers(tx: Tx, sales: SQL, limit: number): Promise<TopCustomer[]> {
  const result = await tx.execute(sql`
    with top as (
      select o.customer_email as email, count(*)::int as orders, sum(o.total)::bigint as total,
        min(o.created_at) as first_at, max(o.created_at) as last_at
      from ${orders} o where ${sales} group by o.customer_email
      order by total desc, orders desc, o.customer_email collate "C" limit ${limit}
    )
    select t.email, latest.customer_name as name, latest.customer_phone as phone, t.orders, t.total,
      ${isoInstant(sql`t.first_at`)} as first_order_at, ${isoInstant(sql`t.last_at`)} as last_order_at
    from top t
    cross join lateral (select o.customer_name, o.customer_phone from ${orders} o
      where ${sales} and o.customer_email = t.email and o.created_at = t.last_at order by o.id desc limit 1) latest
    order by t.total desc, t.orders desc, t.email collate "C"`);
  return rowsOf<Omit<TopCustomer, 'total' | 'average_ticket'> & { total: string }>(result).map((row) => {
    const total = Number(row.total);
    return { ...row, total, average_ticket: Math.round(total / row.orders) };
  });
}

/** Customers read per round of the bounded search: a long period's best are nearly always in the first. */
const ROUNDS = [10, 90, 400, 1500];
/** The bounded search is tried for a period holding this share of all the tenant's sales, or this many. */
const BOUNDED_FROM_SHARE = 0.5;
const BOUNDED_FROM_ORDERS = 50_000;

interface Candidate {
  email: string;
  /** All they ever paid: no period can give them more. */
  bound: number;
  /** Their orders and what they paid in the period. */
  orders: number;
  total: number;
}

/**
 * The customers who can be among the period's `limit` best, found without summing every customer:
 * customers are read in order of all they ever paid (`customer_sales`), each one's period summed
 * from their own orders, until the `limit`-th best of the period paid more than the next one ever
 * did. Undefined when the rounds run out first (spending spread evenly over a short period): then
 * every customer of the period must be summed.
 */
async function contenders(tx: Tx, tenantId: number, sales: SQL, limit: number) {
  const found: Candidate[] = [];
  let after: Candidate | undefined;
  for (const size of ROUNDS) {
    const result = await tx.execute(sql`
      with read as (
        select c.email, c.total as bound from ${customerSales} c
         where c.tenant_id = ${tenantId}
           ${after ? sql`and (c.total < ${after.bound} or (c.total = ${after.bound} and c.email > ${after.email}))` : sql``}
         order by c.total desc nulls last, c.email limit ${size}
      )
      select r.email, r.bound, p.orders, p.total
        from read r
        cross join lateral (select count(*) as orders, coalesce(sum(o.total), 0) as total from ${orders} o
                             where ${sales} and o.customer_email = r.email) p
       order by r.bound desc, r.email`);
    const round = rowsOf<{ email: string; bound: string; orders: string; total: string }>(result).map(
      (row) => ({
        email: row.email,
        bound: Number(row.bound),
        orders: Number(row.orders),
        total: Number(row.total),
      }),
    );
    found.push(...round.filter((row) => row.orders > 0));
    after = round.at(-1);
    const best = found.map((row) => row.total).sort((a, b) => b - a);
    const last = best[limit - 1];
    const exhausted = round.length < size;
    if (exhausted || (last !== undefined && after !== undefined && last > after.bound))
      return found.filter((row) => last === undefined || row.total >= last).map((row) => row.email);
  }
  return undefined;
}

/**
 * The customers (emails) who paid most in the period, `limit` of them, with the name and phone of
 * their latest order there, and the period's orders and total (from the daily rollups). A period
 * holding most of the tenant's sales is answered by the bounded search above; a short one, or one
 * the search cannot settle, by summing its sales per customer.
 */
export async function topCustomersOf(
  tx: Tx,
  tenantId: number,
  timeZone: string,
  from: string,
  to: string,
  filter: SalesFilter,
  limit: number,
): Promise<{ customers: TopCustomer[]; totals: SalesFigures }> {
  const totals = await salesFiguresOf(tx, tenantId, { from, to }, filter);
  if (totals.orders === 0) return { customers: [], totals };
  const sales = salesOf(tenantId, timeZone, from, to, filter);
  const bounded =
    totals.orders >= BOUNDED_FROM_ORDERS ||
    totals.orders >=
      (await salesFiguresOf(tx, tenantId, { from: '-infinity', to: 'infinity' }, {})).orders *
        BOUNDED_FROM_SHARE;
  const emails = bounded ? await contenders(tx, tenantId, sales, limit) : undefined;
  const chosen = emails ? sql`${sales} and o.customer_email = any(${sql.param(emails)}::text[])` : sales;
  return { customers: await rankedCustomers(tx, chosen, limit), totals };
}
