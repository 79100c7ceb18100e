import { LRUCache } from 'lru-cache';
import type { Actor } from './actor.js';

/** What a tenant's auth data was known to be when an actor was loaded. */
export interface AuthVersion {
  feed: number;
  tenant: number;
}

interface Entry {
  actor: Actor;
  version: AuthVersion;
}

/**
 * Signed-in actors remembered between requests, so the hot path does not ask the database each
 * time. An entry is used only while nothing about its tenant's sessions, users, roles or policies
 * has changed since it was loaded: this process announces its own writes at once (`changed`), the
 * database announces every process's writes through its change feed (LISTEN/NOTIFY from triggers),
 * and while that feed is down nothing is remembered. `ttlMs` bounds an entry's life regardless.
 */
export class AuthCache {
  private readonly entries: LRUCache<string, Entry> | undefined;
  private readonly tenantVersions = new Map<number, number>();
  private feedVersion = 0;
  private feedLive = false;

  constructor(ttlMs: number, max = 20_000) {
    this.entries = ttlMs > 0 ? new LRUCache<string, Entry>({ max, ttl: ttlMs }) : undefined;
  }

  /** Take it before loading an actor from the database; `remember` refuses it if it went stale. */
  version(tenantId: number): AuthVersion {
    return { feed: this.feedVersion, tenant: this.tenantVersions.get(tenantId) ?? 0 };
  }

  recall(tenantId: number, sessionId: string, userId: number): Actor | undefined {
    const entry = this.entries?.get(`${tenantId}:${sessionId}:${userId}`);
    if (!entry || !this.isCurrent(tenantId, entry.version)) return undefined;
    return entry.actor.sessionExpiresAt > Date.now() ? entry.actor : undefined;
  }

  remember(tenantId: number, actor: Actor, loadedAt: AuthVersion): void {
    if (!this.entries || !this.feedLive || !this.isCurrent(tenantId, loadedAt)) return;
    this.entries.set(`${tenantId}:${actor.sessionId}:${actor.id}`, { actor, version: loadedAt });
  }

  /** Something about the tenant's auth changed: forget what was loaded before. */
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

  private isCurrent(tenantId: number, version: AuthVersion): boolean {
    return version.feed === this.feedVersion && version.tenant === (this.tenantVersions.get(tenantId) ?? 0);
  }
}

export const AUTH_CHANGE_CHANNEL = 'tablero_auth';
