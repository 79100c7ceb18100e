import type { PriceGroupListQuery } from '@tablero/domain';
import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { containsPattern } from '../../db/like-pattern.js';
import { preparedRead } from '../../db/prepared-read.js';
import { menus, priceGroups } from '../../db/schema/index.js';
import { ofTenant, ofTenantPlaceholder } from '../../db/tenant-filter.js';

interface PriceGroupFilters {
  named: boolean;
  searched: boolean;
  byStatus: boolean;
  inMenus: boolean;
}

/**
 * The price group list's query for one combination of filters (16 in all, each its own statement
 * name, built only when used), values as placeholders (see `preparedRead`).
 */
function priceGroupListQuery(tx: Tx, name: string, filters: PriceGroupFilters) {
  return tx
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
    .where(
      and(
        ofTenantPlaceholder(priceGroups.tenantId),
        filters.named ? ilike(priceGroups.name, sql.placeholder('namePattern')) : undefined,
        filters.searched ? ilike(priceGroups.name, sql.placeholder('pattern')) : undefined,
        filters.byStatus ? eq(priceGroups.status, sql.placeholder('status')) : undefined,
        filters.inMenus
          ? sql`${priceGroups.menuId} = any(${sql.param(sql.placeholder('menuIds'))}::int[])`
          : undefined,
      ),
    )
    .orderBy(asc(menus.name), asc(priceGroups.position), asc(priceGroups.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

/** A page of price groups across menus, filtered by name (or `query`), status and menus. */
export async function listPriceGroups(tx: Tx, tenantId: number, query: PriceGroupListQuery) {
  const namePattern = query.name ? containsPattern(query.name) : undefined;
  const pattern = query.query ? containsPattern(query.query) : undefined;
  const filters: PriceGroupFilters = {
    named: namePattern !== undefined,
    searched: pattern !== undefined,
    byStatus: Boolean(query.status),
    inMenus: query.menu_ids !== undefined,
  };
  const combination = Object.values(filters).map(Number).join('');
  const rows = await preparedRead(tx, `price_groups.list.${combination}`, (t, name) =>
    priceGroupListQuery(t, name, filters),
  ).execute({
    tenantId,
    namePattern,
    pattern,
    status: query.status,
    menuIds: query.menu_ids,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const data = rows.map(({ total: _t, ...r }) => ({ ...r, status: r.status as 'active' | 'inactive' }));
  if (rows[0]) return { rows: data, total: rows[0].total };
  const where = and(
    ofTenant(priceGroups.tenantId, tenantId),
    namePattern ? ilike(priceGroups.name, namePattern) : undefined,
    pattern ? ilike(priceGroups.name, pattern) : undefined,
    query.status ? eq(priceGroups.status, query.status) : undefined,
    query.menu_ids ? inArray(priceGroups.menuId, query.menu_ids) : undefined,
  );
  const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(priceGroups).where(where);
  return { rows: data, total: count?.n ?? 0 };
}
