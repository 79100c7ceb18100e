import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  catalogueFeeds,
  catalogueFeedTokens,
  priceGroups,
  prices,
  products,
  stockOuts,
  stores,
  tenants,
} from '../../db/schema/index.js';
import { ofTenant } from '../../db/tenant-filter.js';

/** The tenant a feed token's hash belongs to (the global lookup table, read by the API role). */
export async function tenantOfTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ tenant: tenants })
    .from(catalogueFeedTokens)
    .innerJoin(tenants, eq(tenants.id, catalogueFeedTokens.tenantId))
    .where(eq(catalogueFeedTokens.tokenHash, tokenHash))
    .limit(1);
  return row?.tenant;
}

/** The store whose feed the hash opens, under the tenant's row-level security. */
export async function storeOfTokenHash(tx: Tx, tenantId: number, tokenHash: string) {
  const [row] = await tx
    .select({ storeId: catalogueFeeds.storeId })
    .from(catalogueFeeds)
    .where(and(ofTenant(catalogueFeeds.tenantId, tenantId), eq(catalogueFeeds.tokenHash, tokenHash)));
  return row?.storeId;
}

export type FeedRecord = Awaited<ReturnType<typeof feedsOfTenant>>[number];

export function feedsOfTenant(tx: Tx, tenantId: number) {
  return tx
    .select({
      storeId: catalogueFeeds.storeId,
      tokenSealed: catalogueFeeds.tokenSealed,
      createdAt: catalogueFeeds.createdAt,
    })
    .from(catalogueFeeds)
    .where(ofTenant(catalogueFeeds.tenantId, tenantId));
}

/** A new token for the store's feed: the old one stops opening it in the same statement. */
export async function saveFeedToken(
  tx: Tx,
  tenantId: number,
  storeId: number,
  token: { hash: string; sealed: string },
  createdBy: number | null,
) {
  const values = { tokenHash: token.hash, tokenSealed: token.sealed, createdBy, createdAt: new Date() };
  const [row] = await tx
    .insert(catalogueFeeds)
    .values({ tenantId, storeId, ...values })
    .onConflictDoUpdate({ target: [catalogueFeeds.tenantId, catalogueFeeds.storeId], set: values })
    .returning({
      storeId: catalogueFeeds.storeId,
      tokenSealed: catalogueFeeds.tokenSealed,
      createdAt: catalogueFeeds.createdAt,
    });
  if (!row) throw new Error('catalogue feed was not saved');
  return row;
}

/** The stores the feeds are about (all, or a store-limited user's), by name. */
export function catalogueStores(tx: Tx, tenantId: number, storeIds: number[] | undefined) {
  return tx
    .select({
      id: stores.id,
      uuid: stores.uuid,
      name: stores.name,
      enabled: stores.enabled,
      menuId: stores.menuId,
    })
    .from(stores)
    .where(
      and(
        ofTenant(stores.tenantId, tenantId),
        storeIds === undefined ? undefined : inArray(stores.id, storeIds),
      ),
    )
    .orderBy(asc(stores.name), asc(stores.id));
}

/** Every product of the catalogue, in the catalogue's order, with what the feed reads. */
export function catalogueProducts(tx: Tx, tenantId: number) {
  return tx
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      show: products.show,
      platform: products.platform,
      dispatchMethod: products.dispatchMethod,
      startAt: products.startAt,
      endAt: products.endAt,
      availability: products.availability,
    })
    .from(products)
    .where(ofTenant(products.tenantId, tenantId))
    .orderBy(asc(products.position), asc(products.id));
}

/**
 * The prices of the menus' active price groups, the storefront's order first (group position,
 * then the product's place in it): the first price of a product in a menu is the one the feed shows.
 */
export function menuPrices(tx: Tx, tenantId: number, menuIds: number[]) {
  if (menuIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      menuId: priceGroups.menuId,
      productId: prices.productId,
      price: prices.price,
      deliveryPrice: prices.deliveryPrice,
    })
    .from(prices)
    .innerJoin(
      priceGroups,
      and(eq(priceGroups.tenantId, prices.tenantId), eq(priceGroups.id, prices.priceGroupId)),
    )
    .where(
      and(
        ofTenant(prices.tenantId, tenantId),
        inArray(priceGroups.menuId, menuIds),
        eq(priceGroups.status, 'active'),
      ),
    )
    .orderBy(asc(priceGroups.position), asc(priceGroups.id), asc(prices.position), asc(prices.id));
}

/** The products out of stock at `at`, per store, with when each comes back (null: until turned back). */
export function productStockOuts(tx: Tx, tenantId: number, storeIds: number[], at: Date) {
  if (storeIds.length === 0) return Promise.resolve([]);
  return tx
    .select({ storeId: stockOuts.storeId, productId: stockOuts.productId, until: stockOuts.until })
    .from(stockOuts)
    .where(
      and(
        ofTenant(stockOuts.tenantId, tenantId),
        inArray(stockOuts.storeId, storeIds),
        or(isNull(stockOuts.until), gt(stockOuts.until, at)),
      ),
    );
}
