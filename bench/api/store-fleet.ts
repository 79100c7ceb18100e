/**
 * The data of the stores benchmark: 200 tenants of 500 stores each, every store with a week of
 * hours and a delivery zone, a tenth of them inside a scheduled closing — written with
 * INSERT … SELECT as the database superuser (row-level security does not apply to it).
 */
import pg from 'pg';

export const TENANTS = 200;
export const STORES_PER_TENANT = 500;

const weekdays = "array['monday','tuesday','wednesday','thursday','friday','saturday','sunday']";

const statements = [
  `insert into tenants (slug, name, host_names, features)
     select 'bench-' || g, 'Bench ' || g, array['bench-' || g || '.localhost'], '{points}'::text[]
     from generate_series(1, $1::int - (select count(*)::int from tenants)) g`,
  `insert into stores (tenant_id, name, text_address, commune, latitude, longitude, payment_methods)
     select t.id, 'Local ' || lpad(g::text, 3, '0'), 'Av. Providencia ' || (100 + g), 'Providencia',
            -33.43 + (g % 50) * 0.002, -70.61 + (g / 50) * 0.002,
            '{"delivery":["cash","card"],"in_store":["cash","card"],"order_taker_in_store":[],"order_taker_store_delivery":[]}'
     from tenants t
     cross join lateral generate_series(1, $1::int - (select count(*)::int from stores s where s.tenant_id = t.id)) g`,
  `insert into store_business_hours (tenant_id, store_id, day, opening_time, closing_time, dispatch_method)
     select s.tenant_id, s.id, d, '10:00', '22:30', 'both'
     from stores s cross join unnest(${weekdays}) d
     where not exists (select 1 from store_business_hours h where h.tenant_id = s.tenant_id and h.store_id = s.id)`,
  `insert into store_scheduled_closings (tenant_id, store_id, start_at, end_at, reason, dispatch_method)
     select s.tenant_id, s.id, now() - interval '1 hour', now() + interval '1 day', 'Inventario', 'both'
     from stores s where s.id % 10 = 0`,
  `insert into store_delivery_areas (tenant_id, store_id, name, kind, points)
     select s.tenant_id, s.id, 'Zona centro', 'zone', jsonb_build_array(
       jsonb_build_object('latitude', s.latitude + 0.01, 'longitude', s.longitude - 0.01),
       jsonb_build_object('latitude', s.latitude + 0.01, 'longitude', s.longitude + 0.01),
       jsonb_build_object('latitude', s.latitude - 0.01, 'longitude', s.longitude + 0.01),
       jsonb_build_object('latitude', s.latitude - 0.01, 'longitude', s.longitude - 0.01))
     from stores s
     where not exists (select 1 from store_delivery_areas a where a.tenant_id = s.tenant_id and a.store_id = s.id)`,
  'analyze',
];

export async function generateStoreFleet(superuserUrl: string): Promise<{ tenants: number; stores: number }> {
  const client = new pg.Client({ connectionString: superuserUrl });
  await client.connect();
  try {
    for (const [i, sql] of statements.entries()) {
      const params = i === 0 ? [TENANTS] : i === 1 ? [STORES_PER_TENANT] : [];
      await client.query(sql, params);
    }
    const { rows } = await client.query<{ tenants: number; stores: number }>(
      'select (select count(*)::int from tenants) as tenants, (select count(*)::int from stores) as stores',
    );
    return rows[0] as { tenants: number; stores: number };
  } finally {
    await client.end();
  }
}
