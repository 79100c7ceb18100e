/**
 * The raw-SQL floor of each list the console opens: the same first page (25 rows, the same order,
 * the same children and fields: a product's stock-outs, a user's role ids; not a store's opening
 * state, which the API computes) read with one SQL statement, the rows built as JSON by PostgreSQL. The bare
 * server answers them over a `pg` pool with nothing else in the way (no sign-in, no tenant
 * transaction, no validation), which is as fast as the page can be served from this database.
 */

export interface ListFloor {
  /** The console's list call (admin API v1), first page. */
  apiPath: string;
  /** One statement; $1 is the tenant id. Each row is `{ row: json, total: int }`. */
  sql: string;
}

const page = 'limit 25';
const counted = 'count(*) over ()::int as total';

export const listFloors: Record<string, ListFloor> = {
  stores: {
    apiPath: '/stores?page=1&limit=25',
    sql: `select json_build_object('id', s.id, 'uuid', s.uuid, 'name', s.name, 'text_address', s.text_address,
        'commune', s.commune, 'menu_id', s.menu_id, 'menu_name', m.name, 'order_method', s.order_method,
        'enabled', s.enabled) as row, ${counted}
      from stores s left join menus m on m.tenant_id = s.tenant_id and m.id = s.menu_id
      where s.tenant_id = $1 order by s.name, s.id ${page}`,
  },
  products: {
    apiPath: '/products?page=1&limit=25',
    sql: `select json_build_object('id', p.id, 'name', p.name, 'price_product', p.price_product,
        'position', p.position, 'show', p.show, 'platform', p.platform, 'dispatch_method', p.dispatch_method,
        'label', p.label, 'picture', (select json_build_object('id', pic.id, 'name', pic.name)
          from product_pictures pp join pictures pic on pic.tenant_id = pp.tenant_id and pic.id = pp.picture_id
          where pp.tenant_id = p.tenant_id and pp.product_id = p.id order by pp.position limit 1),
        'stock_outs', coalesce((select json_agg(json_build_object('store_id', so.store_id, 'store_name', s.name,
            'until', so.until) order by s.name, s.id)
          from stock_outs so join stores s on s.tenant_id = so.tenant_id and s.id = so.store_id
          where so.tenant_id = p.tenant_id and so.product_id = p.id and (so.until is null or so.until > now())), '[]')
        ) as row, ${counted}
      from products p where p.tenant_id = $1 order by p.position, p.name, p.id ${page}`,
  },
  modifiers: {
    apiPath: '/modifiers?page=1&limit=25',
    sql: `select to_jsonb(m) - 'tenant_id' || jsonb_build_object('children', coalesce((
          select jsonb_agg(jsonb_build_object('id', c.id, 'child_modifier_id', c.child_modifier_id,
            'name', o.name, 'position', c.position, 'price', c.price) order by c.position, c.id)
          from modifier_children c join modifiers o on o.tenant_id = c.tenant_id and o.id = c.child_modifier_id
          where c.tenant_id = m.tenant_id and c.modifier_id = m.id), '[]')) as row, ${counted}
      from modifiers m where m.tenant_id = $1 order by m.position, m.name, m.id ${page}`,
  },
  menus: {
    apiPath: '/menus?page=1&limit=25',
    sql: `select json_build_object('id', m.id, 'name', m.name,
        'price_groups_count', (select count(*) from price_groups g where g.tenant_id = m.tenant_id and g.menu_id = m.id),
        'stores_count', (select count(*) from stores s where s.tenant_id = m.tenant_id and s.menu_id = m.id)) as row,
        ${counted}
      from menus m where m.tenant_id = $1 order by m.name, m.id ${page}`,
  },
  price_groups: {
    apiPath: '/price_groups?page=1&limit=25',
    sql: `select json_build_object('id', g.id, 'name', g.name, 'status', g.status, 'menu_id', g.menu_id,
        'menu_name', m.name,
        'prices_count', (select count(*) from prices p where p.tenant_id = g.tenant_id and p.price_group_id = g.id)) as row,
        ${counted}
      from price_groups g join menus m on m.tenant_id = g.tenant_id and m.id = g.menu_id
      where g.tenant_id = $1 order by m.name, g.position, g.id ${page}`,
  },
  users: {
    apiPath: '/admin_users?page=1&limit=25',
    sql: `select json_build_object('id', u.id, 'name', u.name, 'email', u.email, 'phone', u.phone,
        'super_admin', u.super_admin, 'has_password', u.password_hash is not null,
        'created_at', u.created_at, 'updated_at', u.updated_at,
        'role_ids', coalesce((select json_agg(ur.role_id order by ur.role_id) from admin_user_roles ur
          where ur.tenant_id = u.tenant_id and ur.admin_user_id = u.id), '[]'),
        'roles', coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name) order by r.id)
          from admin_user_roles ur join roles r on r.tenant_id = ur.tenant_id and r.id = ur.role_id
          where ur.tenant_id = u.tenant_id and ur.admin_user_id = u.id), '[]'),
        'store_ids', coalesce((select json_agg(us.store_id order by us.store_id) from admin_user_stores us
          where us.tenant_id = u.tenant_id and us.admin_user_id = u.id), '[]')) as row, ${counted}
      from admin_users u where u.tenant_id = $1 order by u.name, u.id ${page}`,
  },
  roles: {
    apiPath: '/roles?page=1&limit=25',
    sql: `select json_build_object('id', r.id, 'name', r.name, 'description', r.description,
        'users_count', (select count(*) from admin_user_roles ur where ur.tenant_id = r.tenant_id and ur.role_id = r.id),
        'policies', coalesce((select json_agg(json_build_object('policy_id', p.id, 'key', p.key, 'path', p.path,
            'actions', p.actions, 'granted', g.actions) order by p.id)
          from (select rp.policy_id, json_agg(json_build_object('key', rp.action, 'active', rp.active)) as actions
                from role_policies rp where rp.tenant_id = r.tenant_id and rp.role_id = r.id group by rp.policy_id) g
          join policies p on p.id = g.policy_id), '[]'),
        'created_at', r.created_at, 'updated_at', r.updated_at) as row, ${counted}
      from roles r where r.tenant_id = $1 order by r.name ${page}`,
  },
  pictures: {
    apiPath: '/pictures?page=1&limit=25',
    sql: `select to_jsonb(p) - 'tenant_id' - 'upload_nonce' as row, ${counted}
      from pictures p where p.tenant_id = $1 order by p.id ${page}`,
  },
  // The demo tenant's year of orders (SEED_DEMO_ORDERS), newest first, as the console opens them;
  // the total from the per-store counts the database keeps (migration 0033), as the API reads it.
  orders: {
    apiPath: '/orders?page=1&limit=25',
    sql: `select json_build_object('id', o.id, 'code', o.code, 'store_id', o.store_id, 'store_name', s.name,
        'status', o.status, 'platform', o.platform, 'origin', o.origin, 'dispatch_method', o.dispatch_method,
        'customer', json_build_object('name', o.customer_name, 'email', o.customer_email, 'phone', o.customer_phone),
        'amounts', json_build_object('subtotal', o.subtotal, 'discount', o.discount, 'delivery_fee', o.delivery_fee,
          'tip', o.tip, 'total', o.total),
        'payment', json_build_object('method', o.payment_method, 'status', o.payment_status),
        'scheduled_at', to_char(o.scheduled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'created_at', to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'items_count', o.items_count) as row,
        (select coalesce(sum(c.count), 0) from order_counts c where c.tenant_id = $1)::int as total
      from orders o join stores s on s.tenant_id = o.tenant_id and s.id = o.store_id
      where o.tenant_id = $1 order by o.created_at desc, o.id desc ${page}`,
  },
  // Counted once: over a window, 100,000 coupons are built with their stores before the page is taken.
  coupons: {
    apiPath: '/coupons?page=1&limit=25',
    sql: `select json_build_object('id', c.id, 'code', c.code, 'kind', c.kind, 'discount', c.discount,
        'max_discount', c.max_discount, 'quantity', c.quantity, 'used_count', c.used_count,
        'start_date', c.start_date, 'start_time', c.start_time, 'expiry_date', c.expiry_date,
        'expiry_time', c.expiry_time, 'enabled', c.enabled, 'automatic', c.automatic,
        'store_ids', coalesce((select json_agg(cs.store_id order by cs.store_id) from coupon_stores cs
          where cs.tenant_id = c.tenant_id and cs.coupon_id = c.id), '[]')) as row,
        (select count(*) from coupons n where n.tenant_id = $1)::int as total
      from coupons c where c.tenant_id = $1 order by c.id desc ${page}`,
  },
};
