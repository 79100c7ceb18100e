import type { PublicMenu, PublicMenuQuery } from '@tablero/domain';
import { describe, expect, it, vi } from 'vitest';
import { TenantChangeCache } from '../../lib/tenant-change-cache.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import { cachedPublicMenu } from './public-menu.cache.js';
import type { PublicMenuService } from './public-menu.service.js';

const tenant = { id: 1 } as TenantRecord;
const web: PublicMenuQuery = { store_id: 3, platform: 'web', dispatch_method: 'delivery' };

function setUp(changesInMs = Number.POSITIVE_INFINITY) {
  const cache = new TenantChangeCache<PublicMenu>(60_000);
  cache.feedReady();
  let served = 0;
  const load = vi.fn(async () => ({
    menu: { store_id: 3, collections: [], served: ++served } as PublicMenu,
    changesAt: Date.now() + changesInMs,
  }));
  const menus = cachedPublicMenu({ load } as unknown as PublicMenuService, cache);
  return { cache, load, menus };
}

describe('cached public menu', () => {
  it('answers the same question from memory until the tenant changes', async () => {
    const { cache, load, menus } = setUp();
    const first = await menus.menu(tenant, web, 'http://a');
    expect(await menus.menu(tenant, web, 'http://a')).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    cache.changed(2);
    expect(await menus.menu(tenant, web, 'http://a')).toBe(first);
    cache.changed(1);
    expect(await menus.menu(tenant, web, 'http://a')).not.toBe(first);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps platforms, dispatch methods, stores and origins apart', async () => {
    const { load, menus } = setUp();
    await menus.menu(tenant, web, 'http://a');
    await menus.menu(tenant, { ...web, dispatch_method: 'pick_up' }, 'http://a');
    await menus.menu(tenant, { ...web, platform: 'app' }, 'http://a');
    await menus.menu(tenant, { ...web, store_id: undefined }, 'http://a');
    await menus.menu(tenant, web, 'http://b');
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('does not keep a menu past the instant it changes by time alone', async () => {
    const { load, menus } = setUp(30);
    await menus.menu(tenant, web, 'http://a');
    await menus.menu(tenant, web, 'http://a');
    expect(load).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await menus.menu(tenant, web, 'http://a');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('remembers nothing while the change feed is down', async () => {
    const { cache, load, menus } = setUp();
    cache.feedLost();
    await menus.menu(tenant, web, 'http://a');
    await menus.menu(tenant, web, 'http://a');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
