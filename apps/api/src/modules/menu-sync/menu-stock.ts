import { type ChannelMenu, type ChannelSuspension, zonedIso } from '@tablero/domain';
import type { Tx } from '../../db/client.js';
import { type StoreStock, storeStockAt } from '../stock/stock.repo.js';
import { ownId } from './catalogue.repo.js';

/**
 * The menu as the store sells it now: its items and options suspended where the store is out of
 * them, and only there (a menu kept from an earlier version loses the suspensions of its day).
 */
export function withStock(menu: ChannelMenu, stock: StoreStock, timeZone: string): ChannelMenu {
  const suspension = (until: Date | null | undefined): { suspended?: ChannelSuspension } =>
    until === undefined ? {} : { suspended: { until: until ? zonedIso(until, timeZone) : null } };
  const stockOf = (key: string, kind: 'product' | 'modifier') => {
    const id = ownId(key, kind);
    return id === undefined ? undefined : (kind === 'product' ? stock.products : stock.options).get(id);
  };
  return {
    collections: menu.collections.map((collection) => ({
      ...collection,
      items: collection.items.map(({ suspended: _item, ...item }) => ({
        ...item,
        ...suspension(stockOf(item.key, 'product')),
        groups: item.groups.map((group) => ({
          ...group,
          options: group.options.map(({ suspended: _option, ...option }) => ({
            ...option,
            ...suspension(stockOf(option.key, 'modifier')),
          })),
        })),
      })),
    })),
  };
}

/** `withStock` with the store's stock at `now`. */
export async function withStockOfStore(
  tx: Tx,
  tenantId: number,
  storeId: number,
  menu: ChannelMenu,
  timeZone: string,
  now = new Date(),
): Promise<ChannelMenu> {
  return withStock(menu, await storeStockAt(tx, tenantId, storeId, now), timeZone);
}
