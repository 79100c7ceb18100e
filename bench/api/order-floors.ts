/**
 * The raw-SQL floors of the orders benchmark (bench/api/orders.ts): the list's last page, an
 * order's detail, the year's consolidations and the best sellers, each one statement over a `pg` pool in the bare
 * server ($1: the tenant). The first page's floor is the lists' (`listFloors.orders`).
 */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const listRow = `json_build_object('id', o.id, 'code', o.code, 'store_id', o.store_id, 'store_name', s.name,
  'status', o.status, 'platform', o.platform, 'origin', o.origin, 'dispatch_method', o.dispatch_method,
  'customer', json_build_object('name', o.customer_name, 'email', o.customer_email, 'phone', o.customer_phone),
  'amounts', json_build_object('subtotal', o.subtotal, 'discount', o.discount, 'delivery_fee', o.delivery_fee,
    'tip', o.tip, 'total', o.total),
  'payment', json_build_object('method', o.payment_method, 'status', o.payment_status),
  'scheduled_at', ${iso('o.scheduled_at')}, 'created_at', ${iso('o.created_at')}, 'items_count', o.items_count)`;

/** The current ISO week-year's bounds in the demo tenant's zone, as GET /consolidations takes them. */
const zone = `'America/Santiago'`;
const isoYearMonday = (plus: number) =>
  `date_trunc('week', make_date(extract(isoyear from now() at time zone ${zone})::int + ${plus}, 1, 4)::timestamp)`;
const isoYearStart = (plus: number) => `(${isoYearMonday(plus)} at time zone ${zone})`;

const foldMark = `coalesce((select folded_through from order_sales_folds where tenant_id = $1), '-infinity'::date)`;

/** The five best sellers of every order, grouped from `from` (a rollup or the orders' own lines). */
const bestSellers = (from: string) => `select json_build_object('product_id', b.product_id,
      'name', coalesce(p.name, b.name), 'quantity', b.quantity, 'revenue', b.revenue, 'orders', b.orders) as row,
      b.total::int as total
    from (${from} order by 3 desc, 4 desc, 1 limit 5) b
      left join products p on p.tenant_id = $1 and p.id = b.product_id
    order by b.quantity desc, b.revenue desc, b.product_id`;

export const orderFloors: Record<string, string> = {
  // GET /orders/best_sellers, all time: from the daily rollups the API reads (the chain's folded days, the stores' after)...
  best_sellers:
    bestSellers(`select product_id, max(name) as name, sum(quantity) as quantity, sum(revenue) as revenue,
      sum(orders) as orders, sum(sum(quantity)) over () as total
    from (select product_id, name, quantity, revenue, orders from product_sales_tenant_days
           where tenant_id = $1 and day <= ${foldMark}
          union all
          select product_id, name, quantity, revenue, orders from product_sales_days
           where tenant_id = $1 and day > ${foldMark}) d
    group by product_id having sum(quantity) > 0`),
  // ...and by plain SQL over every order's lines, as it would be without the rollup.
  best_sellers_plain: bestSellers(`select l.product_id, max(l.name) as name, sum(l.quantity) as quantity,
      sum(l.line_total) as revenue, count(distinct o.id) as orders, sum(sum(l.quantity)) over () as total
    from orders o join order_items l on l.tenant_id = o.tenant_id and l.order_id = o.id
    where o.tenant_id = $1 and o.status in ('created', 'preparing', 'ready', 'in_transit', 'completed')
    group by l.product_id having sum(l.quantity) > 0`),
  // Each week of the year with completed orders of the storefront paid online, at the default rates,
  // each order placed by comparing it with the weeks' first instants (as the API does).
  consolidations: `with weeks as (select array_agg(m order by m) as mondays, array_agg(m at time zone ${zone} order by m) as starts
        from generate_series(${isoYearMonday(0)}, ${isoYearMonday(1)} - interval '7 days', interval '7 days') m)
    select json_build_object('monday', to_char(weeks.mondays[w.week], 'YYYY-MM-DD'), 'orders_count', w.n,
      'collected_sale', w.sale, 'collected_delivery', w.delivery, 'collected_tip', w.tip,
      'mercat_commission', w.commission, 'service_cost', w.service,
      'payment', w.sale + w.delivery + w.tip - w.commission - w.service) as row, count(*) over ()::int as total
    from (select width_bucket(o.created_at, (select starts from weeks)) as week, count(*)::int as n,
        sum(o.total - o.delivery_fee - o.tip) as sale, sum(o.delivery_fee) as delivery, sum(o.tip) as tip,
        sum(round((o.total - o.delivery_fee - o.tip) * 0.03)) as commission, sum(round(o.total * 0.0149)) as service
      from orders o
      where o.tenant_id = $1 and o.created_at >= ${isoYearStart(0)} and o.created_at < ${isoYearStart(1)}
        and o.status = 'completed' and o.payment_status = 'completed' and o.origin = 'mercat'
        and o.payment_method not in ('cash', 'card', 'sinpe', 'credit')
      group by 1) w, weeks
    order by w.week desc limit 53`,
  // The last page as one statement reads it well: the ids stepped over in the index to the last
  // page (JSON built for its 25 rows only, not for every row stepped over).
  orders_last: `with total as (select coalesce(sum(count), 0)::int as n from order_counts where tenant_id = $1),
      page as (select id from orders where tenant_id = $1 order by created_at desc, id desc
        limit 25 offset ((select n from total) - 1) / 25 * 25)
    select ${listRow} as row, (select n from total) as total
    from page p join orders o on o.tenant_id = $1 and o.id = p.id
      join stores s on s.tenant_id = o.tenant_id and s.id = o.store_id
    order by o.created_at desc, o.id desc`,
  // The newest order with its lines, options and history, as GET /orders/{id} shows it.
  order_detail: `select json_build_object('id', o.id, 'code', o.code, 'store_name', s.name, 'status', o.status,
      'amounts', json_build_object('subtotal', o.subtotal, 'total', o.total),
      'items', coalesce((select json_agg(json_build_object('product_id', i.product_id, 'name', i.name,
          'quantity', i.quantity, 'line_total', i.line_total,
          'options', coalesce((select json_agg(json_build_object('name', x.name, 'quantity', x.quantity,
              'unit_price', x.unit_price) order by x.position)
            from order_item_options x where x.tenant_id = i.tenant_id and x.order_item_id = i.id), '[]'))
          order by i.position)
        from order_items i where i.tenant_id = o.tenant_id and i.order_id = o.id), '[]'),
      'history', coalesce((select json_agg(json_build_object('to', h.to_status, 'at', ${iso('h.at')},
          'by', h.mover) order by h.id)
        from order_status_changes h where h.tenant_id = o.tenant_id and h.order_id = o.id), '[]')) as row,
      1 as total
    from orders o join stores s on s.tenant_id = o.tenant_id and s.id = o.store_id
    where o.tenant_id = $1 order by o.created_at desc, o.id desc limit 1`,
};
