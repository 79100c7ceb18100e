import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { unauthenticated, wrongCredentials } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import { findUser, findUserByEmail } from '../users/users.repo.js';
import * as sessions from './sessions.repo.js';
import { type AccessTokens, hashRefreshToken, newRefreshToken } from './tokens.js';

export interface ClientInfo {
  userAgent: string | null;
  ip: string | null;
}

export function identityService(db: Database, tokens: AccessTokens, refreshTtlDays: number) {
  const refreshTtlMs = refreshTtlDays * 24 * 3600 * 1000;

  return {
    async signIn(tenant: TenantRecord, email: string, password: string, client: ClientInfo) {
      const user = await db.withTenant(tenant.id, (tx) => findUserByEmail(tx, tenant.id, email.trim()));
      if (!(await verifyPassword(user?.passwordHash, password)) || !user) throw wrongCredentials();
      const sessionId = randomUUID();
      const refresh = newRefreshToken();
      await db.withTenant(tenant.id, async (tx) => {
        await sessions.insertSession(tx, {
          tenantId: tenant.id,
          id: sessionId,
          adminUserId: user.id,
          expiresAt: new Date(Date.now() + refreshTtlMs),
          ...client,
        });
        await sessions.insertRefreshToken(tx, tenant.id, sessionId, refresh.hash);
      });
      const access = tokens.issue({ sub: String(user.id), tenant: tenant.slug, sid: sessionId });
      return { user, access, refreshToken: refresh.token };
    },

    /**
     * Rotates a refresh token. A token presented a second time means it leaked: the whole
     * session (every token descended from the same sign-in) is revoked.
     */
    async refresh(tenant: TenantRecord, refreshToken: string) {
      const hash = hashRefreshToken(refreshToken);
      const outcome = await db.withTenant(tenant.id, async (tx) => {
        const sessionId = await sessions.consumeRefreshToken(tx, tenant.id, hash);
        if (!sessionId) {
          const reused = await sessions.findRefreshToken(tx, tenant.id, hash);
          if (!reused) return undefined;
          await sessions.revokeSession(tx, tenant.id, reused.sessionId, 'refresh_token_reuse');
          return 'revoked' as const;
        }
        const session = await sessions.findSession(tx, tenant.id, sessionId);
        if (!session || session.revokedAt || session.expiresAt <= new Date()) return undefined;
        if (!(await findUser(tx, tenant.id, session.adminUserId))) return undefined;
        const next = newRefreshToken();
        await sessions.insertRefreshToken(tx, tenant.id, sessionId, next.hash);
        return { session, refreshToken: next.token };
      });
      if (outcome === undefined || outcome === 'revoked') throw unauthenticated();
      const access = tokens.issue({
        sub: String(outcome.session.adminUserId),
        tenant: tenant.slug,
        sid: outcome.session.id,
      });
      return { access, refreshToken: outcome.refreshToken };
    },

    /** Ends the session of an access token or of a refresh token, whichever is given. */
    async signOut(tenant: TenantRecord, accessToken: string | undefined, refreshToken: string | undefined) {
      let sessionId: string | undefined;
      if (accessToken) {
        const claims = tokens.verify(accessToken);
        if (claims?.tenant === tenant.slug) sessionId = claims.sid;
      }
      await db.withTenant(tenant.id, async (tx) => {
        if (!sessionId && refreshToken) {
          sessionId = (await sessions.findRefreshToken(tx, tenant.id, hashRefreshToken(refreshToken)))
            ?.sessionId;
        }
        if (sessionId) await sessions.revokeSession(tx, tenant.id, sessionId, 'sign_out');
      });
      if (!sessionId) throw unauthenticated();
    },
  };
}

export type IdentityService = ReturnType<typeof identityService>;
