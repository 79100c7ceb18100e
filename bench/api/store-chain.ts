/**
 * A chain for the reports benchmark: the demo tenant's stores copied (round robin, each copy with its
 * original's menu, hours, zones and delivery methods) until the tenant has `count` stores, written as
 * the database superuser before orders are generated, so the generator spreads them over the chain.
 */
import pg from 'pg';

const children = ['store_business_hours', 'store_delivery_areas', 'store_delivery_methods'];

async function columnsOf(client: pg.Client, table: string, leaveOut: string[]): Promise<string> {
  const { rows } = await client.query<{ name: string }>(
    `select column_name as name from information_schema.columns
      where table_schema = 'public' and table_name = $1 and column_name <> all($2::text[]) order by ordinal_position`,
    [table, leaveOut],
  );
  return rows.map((row) => `"${row.name}"`).join(', ');
}

export async function growChain(superuserUrl: string, tenantSlug: string, count: number): Promise<number> {
  const client = new pg.Client({ connectionString: superuserUrl });
  await client.connect();
  try {
    const { rows: originals } = await client.query<{ id: number; tenant_id: number }>(
      `select s.id, s.tenant_id from stores s join tenants t on t.id = s.tenant_id
        where t.slug = $1 and s.enabled and s.menu_id is not null order by s.id`,
      [tenantSlug],
    );
    if (originals.length === 0) throw new Error(`${tenantSlug} has no store with a menu to copy`);
    const storeColumns = await columnsOf(client, 'stores', ['id', 'uuid', 'name']);
    const childColumns = new Map<string, string>();
    for (const table of children) childColumns.set(table, await columnsOf(client, table, ['id', 'store_id']));
    for (let n = originals.length; n < count; n++) {
      const original = originals[n % originals.length] as { id: number; tenant_id: number };
      const { rows } = await client.query<{ id: number }>(
        `insert into stores (${storeColumns}, name) select ${storeColumns}, name || ' ' || $2 from stores
          where id = $1 returning id`,
        [original.id, n + 1],
      );
      const copy = (rows[0] as { id: number }).id;
      for (const [table, columns] of childColumns)
        await client.query(
          `insert into ${table} (${columns}, store_id) select ${columns}, $2 from ${table} where store_id = $1`,
          [original.id, copy],
        );
    }
    await client.query('analyze stores');
    return Math.max(count, originals.length);
  } finally {
    await client.end();
  }
}
