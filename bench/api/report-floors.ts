/**
 * The raw-SQL figures of the reports benchmark (bench/api/reports.ts), each one statement over a `pg`
 * pool in the bare server ($1: the tenant), over the last 365 days in the demo tenant's zone:
 * - `report_<type>`: the report as the API reads it, from the rollups (its floor): the sales ones over
 *   the tenant-wide rows up to the tenant's fold mark and the stores' rows after it (0087–0088);
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
const foldMark = `coalesce((select folded_through from order_sales_folds where tenant_id = $1), '-infinity'::date)`;
/** A sales rollup of the year as the API reads it for every store: `tenantTable` up to the mark, `storesTable` after. */
const chainRows = (tenantTable: string, storesTable: string, columns: string) => `(
    select ${columns} from ${tenantTable} where tenant_id = $1 and ${lastYear('day')} and day <= ${foldMark}
    union all
    select ${columns} from ${storesTable} where tenant_id = $1 and ${lastYear('day')} and day > ${foldMark}) d`;
const salesDays = chainRows(
  'order_sales_tenant_days',
  'order_sales_days',
  'day, platform, dispatch_method, payment_method, orders, total, subtotal, tip',
);
const productDays = chainRows(
  'product_sales_tenant_days',
  'product_sales_days',
  'product_id, name, quantity, revenue, orders',
);
const salesHours = chainRows('order_sales_tenant_hours', 'order_sales_hours', 'day, hour, orders, total');
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

/** The five customers who paid most in the year, with the year's orders and total, by plain SQL over the orders. */
const topCustomersPlain = `with per_customer as (
      select customer_email, count(*) as orders, sum(total) as total from ${plainOrders}
      group by customer_email)
    (${asRows(`'email', customer_email, 'orders', orders, 'total', total`)}
    from per_customer p order by p.total desc, p.orders desc, p.customer_email limit 5)
    union all ${asRows(`'orders', sum(orders), 'total', sum(total)`)} from per_customer`;

/**
 * The same as the API reads it (top-customers.repo.ts): the year's sales of the ten customers who
 * ever paid most (the API's first round, which settles a year), each from the covering index, and
 * the year's orders and total from the sales rollups.
 */
const topCustomers = `with ever as (
      select email from customer_sales where tenant_id = $1 order by total desc nulls last, email limit 10
    ), per_customer as (
      select e.email as customer_email, p.* from ever e
      cross join lateral (select count(*) as orders, sum(o.total) as total, min(o.created_at) as first_at,
                                 max(o.created_at) as last_at from orders o
        where o.tenant_id = $1 and o.customer_email = e.email and tablero_is_sale(o.status)
          and o.created_at >= (${today} - 364)::timestamp at time zone ${zone}) p
       where p.orders > 0
       order by p.total desc, p.orders desc, e.email limit 5)
    ${asRows(`'email', p.customer_email, 'name', l.customer_name, 'phone', l.customer_phone, 'orders', p.orders,
      'total', p.total, 'first', p.first_at, 'last', p.last_at`)}
    from per_customer p cross join lateral (select customer_name, customer_phone from orders o
      where o.tenant_id = $1 and o.customer_email = p.customer_email and tablero_is_sale(o.status)
        and o.created_at = p.last_at order by o.id desc limit 1) l
    union all ${asRows(`'orders', sum(orders), 'total', sum(total)`)} from ${salesDays}`;

const uncovered = `with attempted as (
      select * from uncovered_addresses where tenant_id = $1 and ${lastYear('day')}
    ), places as (
      select (latitude_e4 + case when latitude_e4 < 0 then -5 else 5 end) / 10 as latitude,
             (longitude_e4 + case when longitude_e4 < 0 then -5 else 5 end) / 10 as longitude, sum(attempts) as attempts,
             (array_agg(text_address order by last_at desc))[1] as text_address
        from attempted group by 1, 2 order by 3 desc, 1, 2 limit 2000)
    ${asRows(`'latitude', latitude, 'longitude', longitude, 'attempts', attempts, 'text', text_address`)} from places
    union all ${asRows(`'store', store_id, 'attempts', sum(attempts)`)} from attempted group by store_id
    union all ${asRows(`'attempts', sum(attempts), 'addresses', count(distinct latitude_e4::bigint * 4000000 + longitude_e4)`)} from attempted`;

const ordersToday = `with today as (
      select id, status, total, created_at from orders o
       where o.tenant_id = $1 and o.created_at >= ${today}::timestamp at time zone ${zone})
    ${asRows(`'status', status, 'orders', count(*), 'total', sum(total),
      'oldest', min(created_at) filter (where status in ('created', 'preparing', 'ready', 'in_transit')),
      'minutes', (select avg(extract(epoch from (c.at - t.created_at)) / 60) from today t
        join lateral (select at from order_status_changes h where h.tenant_id = $1 and h.order_id = t.id
                       and h.to_status = 'completed' order by h.id desc limit 1) c on true
       where t.status = 'completed')`)}
    from today group by status`;

export const reportFloors: Record<string, string> = {
  report_summary: summary(salesDays, 'true'),
  report_summary_plain: summary(
    `(select day, platform, dispatch_method, payment_method, 1 as orders, total, subtotal, tip from ${plainOrders}) x`,
    'true',
  ),
  report_best_sellers: `with sold as (
      select product_id, max(name) as name, sum(quantity) as quantity, sum(revenue) as revenue, sum(orders) as orders,
             sum(sum(quantity)) over () as total_quantity
        from ${productDays} group by product_id having sum(quantity) > 0
       order by quantity desc, revenue desc, product_id limit 5)
    ${asRows(`'product_id', s.product_id, 'name', coalesce(p.name, s.name), 'quantity', s.quantity, 'revenue', s.revenue,
      'orders', s.orders, 'total_quantity', s.total_quantity`)}
    from sold s left join products p on p.tenant_id = $1 and p.id = s.product_id`,
  report_best_sellers_plain: `${asRows(`'product_id', l.product_id, 'quantity', sum(l.quantity), 'revenue', sum(l.line_total),
      'orders', count(distinct o.id)`)}
    from ${plainOrders} join order_items l on l.tenant_id = o.tenant_id and l.order_id = o.id
    group by l.product_id order by sum(l.quantity) desc limit 5`,
  report_heatmap: `${asRows(`'weekday', extract(isodow from day), 'hour', hour, 'orders', sum(orders), 'total', sum(total)`)}
    from ${salesHours} group by extract(isodow from day), hour`,
  report_heatmap_plain: `${asRows(`'weekday', extract(isodow from day), 'hour', extract(hour from at), 'orders', count(*), 'total', sum(total)`)}
    from ${plainOrders} group by extract(isodow from day), extract(hour from at)`,
  report_by_month: `${asRows(`'period', date_trunc('month', day)::date, 'orders', sum(orders), 'total', sum(total)`)}
    from ${salesDays} group by date_trunc('month', day)`,
  report_by_month_plain: `${asRows(`'period', date_trunc('month', day)::date, 'orders', count(*), 'total', sum(total)`)}
    from ${plainOrders} group by date_trunc('month', day)`,
  report_payment_by_week: `${asRows(`'period', date_trunc('week', day)::date, 'key', payment_method, 'orders', sum(orders), 'total', sum(total)`)}
    from ${salesDays} group by date_trunc('week', day), payment_method`,
  report_payment_by_week_plain: `${asRows(`'period', date_trunc('week', day)::date, 'key', payment_method, 'orders', count(*), 'total', sum(total)`)}
    from ${plainOrders} group by date_trunc('week', day), payment_method`,
  report_mean_per_day: `${asRows(`'weekday', extract(isodow from day), 'orders', sum(orders), 'total', sum(total)`)}
    from ${salesDays} group by extract(isodow from day)`,
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
    from ${salesDays} group by date_trunc('month', day), dispatch_method`,
  report_dispatch_by_month_plain: `${asRows(`'period', date_trunc('month', day)::date, 'key', dispatch_method, 'orders', count(*), 'total', sum(total)`)}
    from ${plainOrders} group by date_trunc('month', day), dispatch_method`,
  report_top_customers: topCustomers,
  report_top_customers_plain: topCustomersPlain,
  report_delivery_cofinance: `${asRows(`'period', date_trunc('month', day)::date, 'key', delivery_type, 'orders', sum(orders),
      'delivery_fee', sum(delivery_fee), 'cofinance', sum(cofinance)`)}
    from delivery_sales_days where tenant_id = $1 and ${lastYear('day')}
    group by grouping sets ((date_trunc('month', day), delivery_type), (delivery_type), ())`,
  report_delivery_cofinance_plain: `${asRows(`'period', date_trunc('month', day)::date, 'key', delivery_type, 'orders', count(*),
      'delivery_fee', sum(delivery_fee), 'cofinance', sum(delivery_cofinance)`)}
    from ${plainOrders} where delivery_type is not null
    group by grouping sets ((date_trunc('month', day), delivery_type), (delivery_type), ())`,
  // Refused attempts are not orders: the table is the source, so the floor and plain SQL read it alike,
  // each answering the same three parts as the API (places with their last address, stores, totals).
  report_uncovered: uncovered,
  report_uncovered_plain: uncovered,
  // Today's orders read from the orders themselves (the list's index by time), per status, with the
  // mean minutes from placed to completed as the API answers it.
  report_orders_today: ordersToday,
  report_orders_today_plain: ordersToday,
  // As the API reads it (nps-result.repo.ts): one pass over the daily scores for the distribution,
  // weeks and stores, and the answers per question and value; the plain figure is the distribution
  // over the answer sets themselves.
  report_nps: `${asRows(`'score', score, 'week', week, 'store', store_id, 'answers', sum(responses),
      'promoters', sum(responses) filter (where score >= 9), 'detractors', sum(responses) filter (where score <= 6)`)}
    from (select *, day - (extract(isodow from day)::int - 1) as week from nps_score_days
           where tenant_id = $1 and ${lastYear('day')}) d
    group by grouping sets ((score), (week), (store_id))
    union all ${asRows(`'question', question_id, 'score', score, 'answers', sum(answers)`)}
    from nps_answer_days where tenant_id = $1 and ${lastYear('day')} group by question_id, score`,
  report_nps_plain: `${asRows(`'score', nps_score, 'answers', count(*)`)}
    from poll_responses where tenant_id = $1
      and answered_at >= (${today} - 364)::timestamp at time zone ${zone} group by nps_score`,
};
