import { TenantChangeCache } from '../../lib/tenant-change-cache.js';
import type { Actor } from './actor.js';

export type { CacheVersion as AuthVersion } from '../../lib/tenant-change-cache.js';

/**
 * Signed-in actors remembered between requests, so the hot path does not ask the database each
 * time; forgotten when the tenant's sessions, users, roles or policies change (see
 * TenantChangeCache), and never handed out once their session has expired.
 */
export class AuthCache extends TenantChangeCache<Actor> {
  recallActor(tenantId: number, sessionId: string, userId: number): Actor | undefined {
    const actor = this.recall(tenantId, `${sessionId}:${userId}`);
    return actor && actor.sessionExpiresAt > Date.now() ? actor : undefined;
  }

  rememberActor(tenantId: number, actor: Actor, loadedAt: ReturnType<AuthCache['version']>): void {
    this.remember(tenantId, `${actor.sessionId}:${actor.id}`, actor, loadedAt);
  }
}

export const AUTH_CHANGE_CHANNEL = 'tablero_auth';
