import type { CatalogueModifier, CatalogueProduct } from '@tablero/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { priceGroups, prices, products } from '../../db/schema/index.js';
import { ofTenant } from '../../db/tenant-filter.js';
import { type ProductRow, publicProductColumns } from '../menus/public-menu.service.js';
import type { StoreStock } from '../stock/stock.repo.js';

export interface MenuPrice {
  product: ProductRow;
  priceGroupId: number;
  priceGroupName: string;
  price: number;
  deliveryPrice: number;
}

/**
 * The prices of these products (all of the menu's when none are named) in the active price groups
 * of a menu, the first price group (by position) first, in the menu's order within each: a product in two groups is sold at the
 * first one's price, as the storefront lists that group first.
 */
export function menuPricesOf(
  tx: Tx,
  tenantId: number,
  menuId: number,
  productIds?: number[],
): Promise<MenuPrice[]> {
  return tx
    .select({
      product: publicProductColumns,
      priceGroupId: prices.priceGroupId,
      priceGroupName: priceGroups.name,
      price: prices.price,
      deliveryPrice: prices.deliveryPrice,
    })
    .from(prices)
    .innerJoin(
      priceGroups,
      and(eq(priceGroups.tenantId, prices.tenantId), eq(priceGroups.id, prices.priceGroupId)),
    )
    .innerJoin(products, and(eq(products.tenantId, prices.tenantId), eq(products.id, prices.productId)))
    .where(
      and(
        ofTenant(prices.tenantId, tenantId),
        eq(priceGroups.menuId, menuId),
        eq(priceGroups.status, 'active'),
        productIds ? inArray(prices.productId, productIds) : undefined,
      ),
    )
    .orderBy(asc(priceGroups.position), asc(priceGroups.id), asc(prices.position), asc(prices.id));
}

/**
 * The menu as an order is priced from: one product each (at its first price group's price for the
 * dispatch method, with every price group it is in), `offered` deciding whether it may be sold.
 */
export function catalogueOf(
  rows: readonly MenuPrice[],
  modifiers: ReadonlyMap<number, CatalogueModifier[]>,
  dispatch: 'delivery' | 'pick_up',
  offered: (product: ProductRow) => boolean,
): Map<number, CatalogueProduct> {
  const catalogue = new Map<number, CatalogueProduct>();
  for (const row of rows) {
    const known = catalogue.get(row.product.id);
    if (known) {
      known.price_group_ids = [...known.price_group_ids, row.priceGroupId];
      continue;
    }
    catalogue.set(row.product.id, {
      id: row.product.id,
      name: row.product.name,
      unit_price: dispatch === 'delivery' ? row.deliveryPrice : row.price,
      price_group_ids: [row.priceGroupId],
      offered: offered(row.product),
      modifiers: modifiers.get(row.product.id) ?? [],
    });
  }
  return catalogue;
}

/** The catalogue with what the store is out of at the order's moment marked sold out. */
export function withSoldOut(
  catalogue: Map<number, CatalogueProduct>,
  stock: StoreStock,
): Map<number, CatalogueProduct> {
  for (const product of catalogue.values()) {
    product.sold_out = stock.products.has(product.id);
    product.modifiers = product.modifiers.map((modifier) => ({
      ...modifier,
      options: modifier.options.map((option) => ({ ...option, sold_out: stock.options.has(option.id) })),
    }));
  }
  return catalogue;
}
