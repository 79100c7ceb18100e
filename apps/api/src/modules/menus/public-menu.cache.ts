import type { PublicMenu, PublicMenuQuery } from '@tablero/domain';
import type { TenantChangeCache } from '../../lib/tenant-change-cache.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import type { PublicMenuService } from './public-menu.service.js';

/** Storefronts ask for the same menu constantly; the catalogue changes seldom. */
export const CATALOGUE_CHANGE_CHANNEL = 'tablero_catalogue';

/**
 * The public menu answered from memory while nothing of the tenant's catalogue or stores changed
 * (the change feed and this process's own writes say so), for at most the cache's time to live and
 * never past the instant the menu changes by time alone (a window opening, the day turning).
 * Picture URLs stay valid for an hour after that, far longer than an entry lives.
 */
export function cachedPublicMenu(menus: PublicMenuService, cache: TenantChangeCache<PublicMenu>) {
  return {
    async menu(tenant: TenantRecord, query: PublicMenuQuery, origin: string): Promise<PublicMenu> {
      const key = JSON.stringify([query.store_id ?? null, query.platform, query.dispatch_method, origin]);
      const known = cache.recall(tenant.id, key);
      if (known) return known;
      const version = cache.version(tenant.id);
      const { menu, changesAt } = await menus.load(tenant, query, origin);
      const untilChange = changesAt - Date.now();
      cache.remember(tenant.id, key, menu, version, Number.isFinite(untilChange) ? untilChange : undefined);
      return menu;
    },
  };
}

export type CachedPublicMenu = ReturnType<typeof cachedPublicMenu>;
