import { LRUCache } from 'lru-cache';
import type { Tx } from '../../db/client.js';
import { preparedRead } from '../../db/prepared-read.js';
import { tenantCatalogueVersions } from '../../db/schema/index.js';
import { ofTenantPlaceholder } from '../../db/tenant-filter.js';

/** Remembers what `load` answers (unless undefined) under `key` while the tenant's catalogue stays the same. */
export type Remember = <T>(key: string, load: () => Promise<T>) => Promise<T>;

interface TenantReads {
  version: number;
  values: Map<string, unknown>;
}

/**
 * What the order call reads of a tenant to price and accept an order (a store and its lists, the
 * settings, a menu's prices and modifiers), kept in memory with the tenant's catalogue version
 * (migration 0096). Each order reads the version in its own transaction: while it is the one the
 * values were read under, no change to those tables has committed since, so they are what a fresh
 * read would answer; a moved version starts the tenant afresh. Values read by a transaction that
 * began before a change and read after it can only be newer than their version says, and no later
 * order reads that version again.
 */
export class OrderReadsCache {
  private readonly tenants = new LRUCache<number, TenantReads>({ max: 200 });

  async of(tx: Tx, tenantId: number): Promise<Remember> {
    const [row] = await preparedRead(tx, 'orders.catalogue_version', (t, name) =>
      t
        .select({ version: tenantCatalogueVersions.version })
        .from(tenantCatalogueVersions)
        .where(ofTenantPlaceholder(tenantCatalogueVersions.tenantId))
        .prepare(name),
    ).execute({ tenantId });
    const version = row?.version ?? 0;
    let kept = this.tenants.get(tenantId);
    if (kept?.version !== version) {
      kept = { version, values: new Map() };
      this.tenants.set(tenantId, kept);
    }
    const { values } = kept;
    return async <T>(key: string, load: () => Promise<T>) => {
      if (values.has(key)) return values.get(key) as T;
      const value = await load();
      // Nothing is kept for what does not exist (a store id the tenant lacks): a storefront could
      // otherwise fill the memory with made-up ids.
      if (value !== undefined) values.set(key, value);
      return value;
    };
  }
}
