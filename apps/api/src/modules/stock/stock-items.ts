import type { StockItemType } from '@tablero/domain';
import type { Tx } from '../../db/client.js';
import { menuPricesOf } from '../orders/order-catalogue.repo.js';
import { modifiersOfProducts } from '../products/product-modifier-options.repo.js';

export interface StockItem {
  type: StockItemType;
  id: number;
  name: string;
  groupName: string | null;
}

/**
 * What the kitchen of a store with this menu can mark out of stock: the shown products of its
 * active price groups (each once, under its first group) and every option of their modifiers
 * (each once, under the first modifier offering it), in the menu's order.
 */
export async function stockItemsOfMenu(tx: Tx, tenantId: number, menuId: number): Promise<StockItem[]> {
  const rows = (await menuPricesOf(tx, tenantId, menuId))
    .filter((row) => row.product.show)
    .map((row) => ({ id: row.product.id, name: row.product.name, groupName: row.priceGroupName }));
  const items = new Map<string, StockItem>();
  for (const row of rows)
    if (!items.has(`product:${row.id}`)) items.set(`product:${row.id}`, { type: 'product', ...row });
  const productIds = rows.map((r) => r.id);
  if (productIds.length === 0) return [];
  for (const modifiers of (await modifiersOfProducts(tx, tenantId, [...new Set(productIds)])).values())
    for (const modifier of modifiers)
      for (const option of modifier.options)
        if (!items.has(`option:${option.id}`))
          items.set(`option:${option.id}`, {
            type: 'option',
            id: option.id,
            name: option.name,
            groupName: modifier.name,
          });
  return [...items.values()];
}
