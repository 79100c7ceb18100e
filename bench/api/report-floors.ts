/**
 * The raw-SQL figures of the reports benchmark (bench/api/reports.ts), each one statement over a `pg`
 * pool in the bare server ($1: the tenant), over the last 365 days in the demo tenant's zone:
 * - `report_<type>`: the report as the API reads it, from the rollups (its floor);
 * - `report_<type>_plain`: the same figures by plain SQL over the orders table, as without rollups.
 */
const zone = `'America/Santiago'`;
const today = `(now() at time zone ${zone})::date`;
const lastYear = (column: string) => `${column} between ${today} - 364 and ${today}`;
const sale = `o.status in ('created', 'preparing', 'ready', 'in_transit', 'completed')`;
/** The orders of the year with their local day and instant, as plain SQL reads them. */
const plainOrders = `(select o.*, (o.created_at at time zone ${zone})::date as day, o.created_at at time zone ${zone} as at
    from orders o where o.tenant_id = $1 and ${sale}
      and o.created_at >= (${today} - 364)::timestamp at time zone ${zone}) o`;
const asRows = (select: string) => `select json_build_object(${select}) as row, 0 as total`;

/** Totals and the breakdowns by platform, dispatch, payment method and day, in one statement. */
const summary = (
  from: string,
  where: string,
) => `${asRows(`'part', grouping(platform, dispatch_method, payment_method, day),
      'key', coalesce(platform, dispatch_method, payment_method, day::text), 'orders', sum(orders), 'total', sum(total),
      'subtotal', sum(subtotal), 'tip', sum(tip)`)}
    from ${from} where ${where}
    group by grouping sets ((), (platform), (dispatch_method), (payment_method), (day))`;

export const reportFloors: Record<string, string> = {
  report_summary: summary('order_sales_days', `tenant_id = $1 and ${lastYear('day')}`),
  report_summary_plain: summary(
    `(select day, platform, dispatch_method, payment_method, 1 as orders, total, subtotal, tip from ${plainOrders}) x`,
    'true',
  ),
  report_heatmap: `${asRows(`'weekday', extract(isodow from day), 'hour', hour, 'orders', sum(orders), 'total', sum(total)`)}
    from order_sales_hours where tenant_id = $1 and ${lastYear('day')} group by extract(isodow from day), hour`,
  report_heatmap_plain: `${asRows(`'weekday', extract(isodow from day), 'hour', extract(hour from at), 'orders', count(*), 'total', sum(total)`)}
    from ${plainOrders} group by extract(isodow from day), extract(hour from at)`,
  report_by_month: `${asRows(`'period', date_trunc('month', day)::date, 'orders', sum(orders), 'total', sum(total)`)}
    from order_sales_days where tenant_id = $1 and ${lastYear('day')} group by date_trunc('month', day)`,
  report_by_month_plain: `${asRows(`'period', date_trunc('month', day)::date, 'orders', count(*), 'total', sum(total)`)}
    from ${plainOrders} group by date_trunc('month', day)`,
  report_payment_by_week: `${asRows(`'period', date_trunc('week', day)::date, 'key', payment_method, 'orders', sum(orders), 'total', sum(total)`)}
    from order_sales_days where tenant_id = $1 and ${lastYear('day')} group by date_trunc('week', day), payment_method`,
  report_payment_by_week_plain: `${asRows(`'period', date_trunc('week', day)::date, 'key', payment_method, 'orders', count(*), 'total', sum(total)`)}
    from ${plainOrders} group by date_trunc('week', day), payment_method`,
  report_mean_per_day: `${asRows(`'weekday', extract(isodow from day), 'orders', sum(orders), 'total', sum(total)`)}
    from order_sales_days where tenant_id = $1 and ${lastYear('day')} group by extract(isodow from day)`,
  report_mean_per_day_plain: `${asRows(`'weekday', extract(isodow from day), 'orders', count(*), 'total', sum(total)`)}
    from ${plainOrders} group by extract(isodow from day)`,
  report_promotions: `${asRows(`'coupon_id', coupon_id, 'code', max(code), 'orders', sum(orders), 'discount', sum(discount)`)}
    from coupon_sales_days where tenant_id = $1 and ${lastYear('day')}
    group by coupon_id order by sum(orders) desc limit 20`,
  report_promotions_plain: `${asRows(`'coupon_id', coupon_id, 'code', max(coupon_code), 'orders', count(*), 'discount', sum(discount)`)}
    from ${plainOrders} where coupon_id is not null group by coupon_id order by count(*) desc limit 20`,
  report_new_customers_by_month: `${asRows(`'period', date_trunc('month', day)::date, 'customers', sum(customers)`)}
    from new_customer_days where tenant_id = $1 and ${lastYear('day')} group by date_trunc('month', day)`,
  report_new_customers_by_month_plain: `${asRows(`'period', date_trunc('month', (first_at at time zone ${zone})::date)::date, 'customers', count(*)`)}
    from (select distinct on (customer_email) created_at as first_at from orders o
           where o.tenant_id = $1 and ${sale} order by customer_email, created_at, id) f
    where first_at >= (${today} - 364)::timestamp at time zone ${zone}
    group by date_trunc('month', (first_at at time zone ${zone})::date)`,
  report_dispatch_by_month: `${asRows(`'period', date_trunc('month', day)::date, 'key', dispatch_method, 'orders', sum(orders), 'total', sum(total)`)}
    from order_sales_days where tenant_id = $1 and ${lastYear('day')} group by date_trunc('month', day), dispatch_method`,
  report_dispatch_by_month_plain: `${asRows(`'period', date_trunc('month', day)::date, 'key', dispatch_method, 'orders', count(*), 'total', sum(total)`)}
    from ${plainOrders} group by date_trunc('month', day), dispatch_method`,
};
