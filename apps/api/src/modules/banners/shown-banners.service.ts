import { type BannerKind, type ShownBanners, type ShownBannersQuery, zonedParts } from '@tablero/domain';
import type { Database } from '../../db/client.js';
import type { TenantChangeCache } from '../../lib/tenant-change-cache.js';
import type { FileTokens } from '../pictures/file-tokens.js';
import { pictureUrls } from './banner-pictures.js';
import * as repo from './shown-banners.repo.js';

type Tenant = { id: number; timeZone: string };
export type ShownKind = BannerKind | 'pop_up';

const MINUTE = 60_000;

/** The next local midnight after `now`: the weekday, and so the availability, changes there. */
function nextMidnight(now: Date, timeZone: string): number {
  const { time } = zonedParts(now, timeZone);
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const left = (24 * 60 - (hours * 60 + minutes)) * MINUTE - (now.getTime() % MINUTE);
  return now.getTime() + left;
}

/**
 * What a storefront shows now (issue 17 "Public reads"): banners, positional banners or pop-ups for a
 * platform, store and dispatch method. Answers are remembered until something of the tenant changes
 * (the catalogue change feed) or one of them starts, ends or the local day turns.
 */
export function shownBannersService(
  db: Database,
  tokens: FileTokens,
  cache: TenantChangeCache<ShownBanners>,
) {
  async function load(tenant: Tenant, kind: ShownKind, query: ShownBannersQuery, origin: string, now: Date) {
    const at = { now, weekday: zonedParts(now, tenant.timeZone).weekday };
    return db.readTenant(tenant.id, async (tx) => {
      const rows =
        kind === 'pop_up'
          ? await repo.shownPopUps(tx, tenant.id, query, at)
          : await repo.shownBanners(tx, tenant.id, kind, query, at);
      // When the answer goes stale matters only to a cache that keeps it.
      const boundary = cache.enabled ? await repo.nextBoundary(tx, tenant.id, now) : null;
      const urlOf = pictureUrls(tokens, origin);
      const data = rows.flatMap((row) => {
        const url = urlOf({
          id: row.picture_id,
          tenantId: row.tenant_id,
          status: row.status,
          contentType: row.content_type,
        });
        if (!url) return [];
        const bannerable =
          row.product_id !== null
            ? { bannerable_type: 'product' as const, bannerable_id: row.product_id }
            : row.price_group_id !== null
              ? { bannerable_type: 'price_group' as const, bannerable_id: row.price_group_id }
              : {};
        return [
          {
            id: row.id,
            name: row.name,
            description: row.description,
            url: row.url,
            category: row.category as ShownBanners['data'][number]['category'],
            image: { url, width: row.width ?? 0, height: row.height ?? 0 },
            ...bannerable,
          },
        ];
      });
      const changesAt = Math.min(
        boundary?.getTime() ?? Number.POSITIVE_INFINITY,
        nextMidnight(now, tenant.timeZone),
      );
      return { answer: { data }, changesAt };
    });
  }

  return {
    async shown(tenant: Tenant, kind: ShownKind, query: ShownBannersQuery, origin: string, now = new Date()) {
      const key = JSON.stringify([
        kind,
        query.platform,
        query.store_id ?? null,
        query.dispatch_method ?? null,
        query.category ?? null,
        origin,
      ]);
      const known = cache.recall(tenant.id, key);
      if (known) return known;
      const version = cache.version(tenant.id);
      const { answer, changesAt } = await load(tenant, kind, query, origin, now);
      cache.remember(tenant.id, key, answer, version, changesAt - Date.now());
      return answer;
    },
  };
}

export type ShownBannersService = ReturnType<typeof shownBannersService>;
