import type { PolicyRequirement } from '@tablero/domain';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import type { Actor } from './modules/identity/actor.js';
import type { AuthCache } from './modules/identity/auth-cache.js';
import type { AccessTokens } from './modules/identity/tokens.js';
import type { TenantCache } from './modules/tenants/tenant-cache.js';
import type { TenantRecord } from './modules/tenants/tenants.repo.js';

/**
 * Who may call a route. Admin routes need `policy`, or `access: 'signed-in'` / `'super-admin'`;
 * any other route is reachable without signing in and says so with `access: 'public'`.
 */
export type RouteAccess = 'public' | 'signed-in' | 'super-admin';

/** Where the tenant of a request comes from. */
export type TenantSource = 'header' | 'header-or-body' | 'none';

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: PolicyRequirement;
    access?: RouteAccess;
    tenant?: TenantSource;
    /**
     * A successful call may change what existing sessions may do (users, roles, sign-out): this
     * process then stops trusting what it remembered of the tenant's sessions at once.
     */
    changesAccess?: boolean;
  }
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    tenants: TenantCache;
    accessTokens: AccessTokens;
    authCache: AuthCache;
    /** The built console's index.html; undefined when the console is not built. */
    consoleIndex: Buffer | undefined;
  }
  interface FastifyRequest {
    tenant: TenantRecord;
    actor: Actor;
  }
}
