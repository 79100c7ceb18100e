import type { MenuState } from '@tablero/domain';
import { and, asc, eq, ilike, inArray, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { searchedPage } from '../../db/prepared-read.js';
import { menus, priceGroups, prices, products, stores } from '../../db/schema/index.js';
import { ofTenant, ofTenantPlaceholder } from '../../db/tenant-filter.js';

export type MenuRecord = typeof menus.$inferSelect;

/** The menu list's query, with or without the name search, values as placeholders (see `preparedRead`). */
function menuListQuery(tx: Tx, name: string, searched: boolean) {
  return tx
    .select({
      id: menus.id,
      name: menus.name,
      price_groups_count:
        sql<number>`(select count(*) from price_groups g where g.tenant_id = menus.tenant_id and g.menu_id = menus.id)`.mapWith(
          Number,
        ),
      stores_count:
        sql<number>`(select count(*) from stores s where s.tenant_id = menus.tenant_id and s.menu_id = menus.id)`.mapWith(
          Number,
        ),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(menus)
    .where(
      and(
        ofTenantPlaceholder(menus.tenantId),
        searched ? ilike(menus.name, sql.placeholder('pattern')) : undefined,
      ),
    )
    .orderBy(asc(menus.name), asc(menus.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

/** A page of menus with how many price groups and stores each has. */
export function listMenus(tx: Tx, tenantId: number, query: string | undefined, page: number, limit: number) {
  const list = { name: 'menus.list', table: menus, tenantColumn: menus.tenantId, searchColumn: menus.name };
  return searchedPage(tx, { ...list, build: menuListQuery }, tenantId, query, page, limit);
}

export async function findMenu(tx: Tx, tenantId: number, id: number, forUpdate = false) {
  const query = tx
    .select()
    .from(menus)
    .where(and(ofTenant(menus.tenantId, tenantId), eq(menus.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** A menu's price groups in order, each with its prices and their products' names. */
export async function groupsOf(tx: Tx, tenantId: number, menuId: number) {
  const groups = await tx
    .select()
    .from(priceGroups)
    .where(and(ofTenant(priceGroups.tenantId, tenantId), eq(priceGroups.menuId, menuId)))
    .orderBy(asc(priceGroups.position), asc(priceGroups.id));
  const rows =
    groups.length === 0
      ? []
      : await tx
          .select({
            id: prices.id,
            groupId: prices.priceGroupId,
            product_id: prices.productId,
            product_name: products.name,
            product_description: products.description,
            price: prices.price,
            delivery_price: prices.deliveryPrice,
            position: prices.position,
          })
          .from(prices)
          .innerJoin(products, and(eq(products.tenantId, prices.tenantId), eq(products.id, prices.productId)))
          .where(
            and(
              ofTenant(prices.tenantId, tenantId),
              inArray(
                prices.priceGroupId,
                groups.map((g) => g.id),
              ),
            ),
          )
          .orderBy(asc(prices.position), asc(prices.id));
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    status: g.status as 'active' | 'inactive',
    position: g.position,
    prices: rows.filter((r) => r.groupId === g.id).map(({ groupId: _g, ...price }) => price),
  }));
}

export async function insertMenu(tx: Tx, tenantId: number, name: string): Promise<number> {
  const [row] = await tx.insert(menus).values({ tenantId, name }).returning({ id: menus.id });
  if (!row) throw new Error('menu was not created');
  return row.id;
}

type Group = MenuState['price_groups'][number];

/**
 * Makes a menu's groups and prices exactly `after`: what is not there goes, what changed is
 * written, what is new is added. A price whose product changed is written again under its id, so
 * swapping two products between prices never meets the one-price-per-product key half-way.
 */
export async function saveMenu(
  tx: Tx,
  tenantId: number,
  menuId: number,
  before: MenuState | null,
  after: MenuState,
) {
  if (before && before.name !== after.name)
    await tx
      .update(menus)
      .set({ name: after.name, updatedAt: new Date() })
      .where(and(ofTenant(menus.tenantId, tenantId), eq(menus.id, menuId)));
  const ofMenu = and(ofTenant(priceGroups.tenantId, tenantId), eq(priceGroups.menuId, menuId));
  const keptGroups = after.price_groups.flatMap((g) => (g.id === undefined ? [] : [g.id]));
  await tx
    .delete(priceGroups)
    .where(keptGroups.length > 0 ? and(ofMenu, notInArray(priceGroups.id, keptGroups)) : ofMenu);
  const previous = new Map((before?.price_groups ?? []).map((g) => [g.id, g]));
  for (const group of after.price_groups) {
    const old = group.id === undefined ? undefined : previous.get(group.id);
    const groupId = await saveGroup(tx, tenantId, menuId, group, old);
    await savePrices(tx, tenantId, groupId, group, old);
  }
}

async function saveGroup(tx: Tx, tenantId: number, menuId: number, group: Group, old: Group | undefined) {
  const values = { name: group.name, status: group.status, position: group.position };
  if (group.id === undefined) {
    const [row] = await tx
      .insert(priceGroups)
      .values({ ...values, tenantId, menuId })
      .returning({ id: priceGroups.id });
    if (!row) throw new Error('price group was not created');
    return row.id;
  }
  if (old && (old.name !== group.name || old.status !== group.status || old.position !== group.position))
    await tx
      .update(priceGroups)
      .set(values)
      .where(and(ofTenant(priceGroups.tenantId, tenantId), eq(priceGroups.id, group.id)));
  return group.id;
}

async function savePrices(tx: Tx, tenantId: number, groupId: number, group: Group, old: Group | undefined) {
  const oldById = new Map((old?.prices ?? []).map((p) => [p.id, p]));
  const sameProduct = group.prices.filter(
    (p) => p.id !== undefined && oldById.get(p.id)?.product_id === p.product_id,
  );
  const stay = sameProduct.map((p) => p.id as number);
  const ofGroup = and(ofTenant(prices.tenantId, tenantId), eq(prices.priceGroupId, groupId));
  if (old)
    await tx.delete(prices).where(stay.length > 0 ? and(ofGroup, notInArray(prices.id, stay)) : ofGroup);
  for (const p of sameProduct) {
    const was = oldById.get(p.id);
    if (
      was &&
      (was.price !== p.price || was.delivery_price !== p.delivery_price || was.position !== p.position)
    )
      await tx
        .update(prices)
        .set({ price: p.price, deliveryPrice: p.delivery_price, position: p.position })
        .where(and(ofGroup, eq(prices.id, p.id as number)));
  }
  const written = group.prices
    .filter((p) => !sameProduct.includes(p))
    .map((p) => ({
      ...(p.id === undefined ? {} : { id: p.id }),
      tenantId,
      priceGroupId: groupId,
      productId: p.product_id,
      price: p.price,
      deliveryPrice: p.delivery_price,
      position: p.position,
    }));
  if (written.length > 0) await tx.insert(prices).values(written);
}

export async function deleteMenu(tx: Tx, tenantId: number, id: number) {
  await tx.delete(menus).where(and(ofTenant(menus.tenantId, tenantId), eq(menus.id, id)));
}

/** Which of these ids are menus of the tenant (the stores' menu lookup). */
export async function existingMenuIds(tx: Tx, tenantId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: menus.id })
    .from(menus)
    .where(and(ofTenant(menus.tenantId, tenantId), inArray(menus.id, ids)));
  return rows.map((r) => r.id);
}

/** Names of the stores given this menu. */
export async function storesUsingMenu(tx: Tx, tenantId: number, menuId: number): Promise<string[]> {
  const rows = await tx
    .select({ name: stores.name })
    .from(stores)
    .where(and(ofTenant(stores.tenantId, tenantId), eq(stores.menuId, menuId)))
    .orderBy(asc(stores.name));
  return rows.map((r) => r.name);
}

/** Names of the menus that price this product. */
export async function menusPricingProduct(tx: Tx, tenantId: number, productId: number): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ name: menus.name })
    .from(prices)
    .innerJoin(
      priceGroups,
      and(eq(priceGroups.tenantId, prices.tenantId), eq(priceGroups.id, prices.priceGroupId)),
    )
    .innerJoin(menus, and(eq(menus.tenantId, priceGroups.tenantId), eq(menus.id, priceGroups.menuId)))
    .where(and(ofTenant(prices.tenantId, tenantId), eq(prices.productId, productId)))
    .orderBy(asc(menus.name));
  return rows.map((r) => r.name);
}
