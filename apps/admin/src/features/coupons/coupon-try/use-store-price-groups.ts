import { useMemo } from 'react';
import { useCan } from '../../../shared/permissions/index.js';
import { useMenu } from '../../menus/api.js';
import { useStore } from '../../stores/api.js';

/**
 * The price groups each product is in on the store's menu (product id → group ids), which a
 * price-group coupon needs to know. Empty without a store, a menu, or access to menus.
 */
export function useStorePriceGroups(storeId: number | null): Map<number, number[]> {
  const can = useCan();
  const store = useStore(storeId ?? 0);
  const menuId = can({ policy: 'menus', action: 'show' }) ? (store.data?.menuId ?? null) : null;
  const menu = useMenu(menuId);
  return useMemo(() => {
    const groups = new Map<number, number[]>();
    for (const group of menu.data?.priceGroups ?? [])
      for (const price of group.prices)
        groups.set(price.productId, [...(groups.get(price.productId) ?? []), group.id]);
    return groups;
  }, [menu.data]);
}
