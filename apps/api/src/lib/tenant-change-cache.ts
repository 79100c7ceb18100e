import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client.js';

/** What a tenant's data was known to be when a value was loaded. */
export interface CacheVersion {
  feed: number;
  tenant: number;
}

interface Entry<V> {
  value: V;
  version: CacheVersion;
}

/**
 * Values derived from a tenant's data, remembered between requests. An entry is used only while
 * nothing of its tenant has changed since it was loaded: this process announces its own writes at
 * once (`changed`), the database announces every process's writes through a change feed
 * (LISTEN/NOTIFY from triggers), and while that feed is down nothing is remembered. `ttlMs` bounds
 * an entry's life regardless; `remember` may shorten it.
 */
export class TenantChangeCache<V extends {}> {
  private readonly entries: LRUCache<string, Entry<V>> | undefined;
  private readonly tenantVersions = new Map<number, number>();
  private feedVersion = 0;
  private feedLive = false;

  constructor(ttlMs: number, max = 20_000) {
    this.entries = ttlMs > 0 ? new LRUCache<string, Entry<V>>({ max, ttl: ttlMs }) : undefined;
  }

  /** Take it before loading from the database; `remember` refuses the value if it went stale. */
  version(tenantId: number): CacheVersion {
    return { feed: this.feedVersion, tenant: this.tenantVersions.get(tenantId) ?? 0 };
  }

  recall(tenantId: number, key: string): V | undefined {
    const entry = this.entries?.get(`${tenantId}:${key}`);
    return entry && this.isCurrent(tenantId, entry.version) ? entry.value : undefined;
  }

  remember(tenantId: number, key: string, value: V, loadedAt: CacheVersion, ttlMs?: number): void {
    if (!this.entries || !this.feedLive || !this.isCurrent(tenantId, loadedAt)) return;
    if (ttlMs !== undefined && ttlMs <= 0) return;
    this.entries.set(
      `${tenantId}:${key}`,
      { value, version: loadedAt },
      ttlMs === undefined ? {} : { ttl: ttlMs },
    );
  }

  /** Something of the tenant changed: forget what was loaded before. */
  changed(tenantId: number): void {
    this.tenantVersions.set(tenantId, (this.tenantVersions.get(tenantId) ?? 0) + 1);
  }

  /** The change feed is listening: from now on changes are heard. */
  feedReady(): void {
    this.feedVersion += 1;
    this.feedLive = true;
  }

  /** A change the feed could not attribute to a tenant: forget everything. */
  allChanged(): void {
    this.feedVersion += 1;
    this.entries?.clear();
  }

  /** The change feed may have missed changes: forget everything until it listens again. */
  feedLost(): void {
    this.feedVersion += 1;
    this.feedLive = false;
    this.entries?.clear();
  }

  get enabled(): boolean {
    return this.entries !== undefined;
  }

  private isCurrent(tenantId: number, version: CacheVersion): boolean {
    return version.feed === this.feedVersion && version.tenant === (this.tenantVersions.get(tenantId) ?? 0);
  }
}

/** What follows a tenant change feed: told of each tenant's change, and of the feed's state. */
export interface TenantChangeFollower {
  changed(tenantId: number): void;
  allChanged(): void;
  feedLost(): void;
  feedReady(): void;
}

/**
 * Keeps caches (or any followers) honest with the database's change feed on `channel` for as long
 * as the app runs. One subscription serves them all: each holds a connection of PostgreSQL's few
 * (a listener per cache, four on the catalogue's channel, took two API processes past
 * `max_connections` under the soak).
 */
export async function followTenantChanges(
  app: FastifyInstance,
  db: Database,
  channel: string,
  followers: readonly (TenantChangeFollower & { enabled?: boolean })[],
): Promise<void> {
  const live = followers.filter((follower) => follower.enabled !== false);
  if (live.length === 0) return;
  const each = (tell: (follower: TenantChangeFollower) => void) => {
    for (const follower of live) tell(follower);
  };
  const stop = await db.subscribe(channel, {
    onMessage: (payload) => {
      const tenantId = Number(payload);
      if (Number.isSafeInteger(tenantId)) each((follower) => follower.changed(tenantId));
      else each((follower) => follower.allChanged());
    },
    onGap: () => each((follower) => follower.feedLost()),
    onReady: () => each((follower) => follower.feedReady()),
  });
  app.addHook('onClose', async () => {
    each((follower) => follower.feedLost());
    await stop();
  });
}
