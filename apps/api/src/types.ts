import type { PolicyRequirement } from '@tablero/domain';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import type { Actor } from './modules/identity/actor.js';
import type { AuthCache } from './modules/identity/auth-cache.js';
import type { AuthVersions } from './modules/identity/auth-versions.js';
import type { AccessTokens } from './modules/identity/tokens.js';
import type { TenantCache } from './modules/tenants/tenant-cache.js';
import type { TenantRecord } from './modules/tenants/tenants.repo.js';
import type { RouteTableEntry } from './plugins/route-table.js';

/**
 * Who may call a route. Admin routes need `policy`, or `access: 'signed-in'` / `'super-admin'` /
 * `'platform'` (a super admin of the platform's own tenant: they run every brand); any other route
 * is reachable without signing in and says so with `access: 'public'`.
 */
export type RouteAccess = 'public' | 'signed-in' | 'super-admin' | 'platform';

/**
 * Which store a store-scoped route is about, for users limited to some stores (a store they do
 * not hold is a 404). `param` / `query` / `body`: that field holds one store id, refused centrally
 * before the route runs; `body-items`: a list of store ids in the body, each refused in the
 * result (massive update); `job`: the store of the job named in the query, refused by the service.
 */
export type StoreScope =
  | { param: string }
  | { query: string }
  | { body: string }
  | { bodyItems: string }
  | { job: string }
  /** The route acts on every store (creating one): a user limited to stores gets a 403. */
  | { allStores: true }
  /**
   * The record in the path belongs to one store (an order): the service finds it only among the
   * stores of a user limited to stores, so another store's is a 404.
   */
  | { recordOfStore: true };

/** Where the tenant of a request comes from; `header-or-query` for a provider sending a browser back (`?tenant=`). */
export type TenantSource = 'header' | 'header-or-body' | 'header-or-query' | 'none';

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: PolicyRequirement;
    /**
     * Another policy that opens the route instead of `policy` (the picture library: the catalogue's
     * `products`, or `settings:update` for the brand's logos).
     */
    orPolicy?: PolicyRequirement;
    /** Policies the route needs besides `policy` (an import creates products: products:create). */
    alsoRequires?: PolicyRequirement[];
    access?: RouteAccess;
    tenant?: TenantSource;
    storeScope?: StoreScope;
    /** Answers 429 past a rate limit its handlers apply (documented in the OpenAPI contract). */
    rateLimited?: boolean;
  }
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    tenants: TenantCache;
    accessTokens: AccessTokens;
    authCache: AuthCache;
    authVersions: AuthVersions;
    /** The built console's index.html; undefined when the console is not built. */
    consoleIndex: Buffer | undefined;
    /** Every route registered, with its declaration (request-context records it). */
    routeTable: readonly RouteTableEntry[];
  }
  interface FastifyRequest {
    tenant: TenantRecord;
    actor: Actor;
  }
}
