import type { PriceGroupListQuery } from '@tablero/domain';
import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { menus, priceGroups } from '../../db/schema/index.js';
import { ofTenant } from '../../db/tenant-filter.js';

const contains = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** A page of price groups across menus, filtered by name (or `query`), status and menus. */
export async function listPriceGroups(tx: Tx, tenantId: number, query: PriceGroupListQuery) {
  const where = and(
    ofTenant(priceGroups.tenantId, tenantId),
    query.name ? ilike(priceGroups.name, contains(query.name)) : undefined,
    query.query ? ilike(priceGroups.name, contains(query.query)) : undefined,
    query.status ? eq(priceGroups.status, query.status) : undefined,
    query.menu_ids ? inArray(priceGroups.menuId, query.menu_ids) : undefined,
  );
  const rows = await tx
    .select({
      id: priceGroups.id,
      name: priceGroups.name,
      status: priceGroups.status,
      menu_id: priceGroups.menuId,
      menu_name: menus.name,
      prices_count:
        sql<number>`(select count(*) from prices p where p.tenant_id = price_groups.tenant_id and p.price_group_id = price_groups.id)`.mapWith(
          Number,
        ),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(priceGroups)
    .innerJoin(menus, and(eq(menus.tenantId, priceGroups.tenantId), eq(menus.id, priceGroups.menuId)))
    .where(where)
    .orderBy(asc(menus.name), asc(priceGroups.position), asc(priceGroups.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const data = rows.map(({ total: _t, ...r }) => ({ ...r, status: r.status as 'active' | 'inactive' }));
  if (rows[0]) return { rows: data, total: rows[0].total };
  const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(priceGroups).where(where);
  return { rows: data, total: count?.n ?? 0 };
}
