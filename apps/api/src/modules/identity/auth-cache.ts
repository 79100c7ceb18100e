import { LRUCache } from 'lru-cache';
import type { Actor } from './actor.js';

interface Entry {
  actor: Actor;
  /** The tenant's auth version read before the actor was loaded. */
  version: number;
}

/**
 * Signed-in actors remembered between requests, so the hot path reads one small number (the
 * tenant's auth version, see AuthVersionReader) instead of the whole session. An actor is handed
 * out only while that version has not moved since it was loaded, and never once its session has
 * expired; `ttlMs` bounds how long one is kept, 0 remembers nothing.
 */
export class AuthCache {
  private readonly entries: LRUCache<string, Entry> | undefined;

  constructor(ttlMs: number, max = 20_000) {
    this.entries = ttlMs > 0 ? new LRUCache<string, Entry>({ max, ttl: ttlMs }) : undefined;
  }

  get enabled(): boolean {
    return this.entries !== undefined;
  }

  recallActor(tenantId: number, sessionId: string, userId: number, version: number): Actor | undefined {
    const entry = this.entries?.get(`${tenantId}:${sessionId}:${userId}`);
    if (!entry || entry.version !== version || entry.actor.sessionExpiresAt <= Date.now()) return undefined;
    return entry.actor;
  }

  /** `version`: the tenant's auth version read before `actor` was loaded. */
  rememberActor(tenantId: number, actor: Actor, version: number): void {
    this.entries?.set(`${tenantId}:${actor.sessionId}:${actor.id}`, { actor, version });
  }
}

export const AUTH_CHANGE_CHANNEL = 'tablero_auth';
