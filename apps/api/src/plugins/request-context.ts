import { ErrorCode, policyAllows } from '@tablero/domain';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preValidationHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import {
  AppError,
  forbidden,
  malformed,
  notFound,
  platformOnly,
  superAdminOnly,
  unauthenticated,
} from '../lib/app-error.js';
import { isUuid } from '../lib/uuid.js';
import { Actor } from '../modules/identity/actor.js';
import { loadAuthContext } from '../modules/identity/auth-context.repo.js';
import { isPlatformOperator } from '../modules/tenants/platform-operator.js';
import type { StoreScope } from '../types.js';
import { docsPrefixes } from './openapi.js';
import { platformFromHeader } from './platform-header.js';
import { type RouteTableEntry, routeTableEntry } from './route-table.js';

function isDocsRoute(url: string): boolean {
  return docsPrefixes.some((prefix) => url.startsWith(prefix));
}

/**
 * Gives every API route its tenant, and every admin route its signed-in actor and permission
 * check, decided from what the route declares (`config.policy` / `config.access`). An admin
 * route that declares nothing is a start-up error, not an open door.
 */
export const requestContextPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('tenant', undefined as never);
    app.decorateRequest('actor', undefined as never);

    // The tenant comes from the `tenant` header or, without it, from the host name (API.md). A
    // header naming another tenant than the host's is refused: a page or link on one merchant's
    // origin must never act on another merchant, and the console always sends both in agreement.
    async function resolveTenant(request: FastifyRequest) {
      const source = request.routeOptions.config.tenant ?? 'header';
      const header = request.headers.tenant;
      const host = await app.tenants.slugForHost(request.hostname.toLowerCase());
      if (typeof header === 'string' && header !== '' && host !== undefined && header !== host)
        throw malformed('El encabezado tenant no corresponde al dominio.');
      let slug = header || host;
      if (!slug && source === 'header-or-body') {
        const body = request.body as { tenant_id?: unknown } | undefined;
        if (typeof body?.tenant_id === 'string') slug = body.tenant_id;
      }
      if (!slug && source === 'header-or-query') {
        const query = request.query as { tenant?: unknown } | undefined;
        if (typeof query?.tenant === 'string') slug = query.tenant;
      }
      if (typeof slug !== 'string' || slug === '') throw malformed('Falta el encabezado tenant.');
      const tenant = await app.tenants.bySlugOrNull(slug);
      if (!tenant?.active) throw new AppError(ErrorCode.notFound, 'El comercio indicado no existe');
      request.tenant = tenant;
    }

    async function actorFor(tenantId: number, userId: number, sessionId: string): Promise<Actor> {
      const cache = app.authCache;
      const version = cache.enabled ? await app.authVersions.versionOf(tenantId) : 0;
      const known = cache.recallActor(tenantId, sessionId, userId, version);
      if (known) return known;
      const row = await loadAuthContext(app.db, tenantId, userId, sessionId);
      if (!row) throw unauthenticated();
      const actor = new Actor(row, sessionId);
      cache.rememberActor(tenantId, actor, version);
      return actor;
    }

    async function authenticate(request: FastifyRequest, reply: FastifyReply) {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) throw unauthenticated();
      const claims = app.accessTokens.verify(header.slice(7));
      if (!claims || claims.tenant !== request.tenant.slug || !isUuid(claims.sid)) throw unauthenticated();
      const userId = Number(claims.sub);
      if (!Number.isSafeInteger(userId)) throw unauthenticated();
      request.actor = await actorFor(request.tenant.id, userId, claims.sid);
      reply.header('admin-id', String(request.actor.id));
      reply.header('admin-role', request.actor.roleHeader());
    }

    // Runs before validation, so the field is raw: only a well-formed id is compared; anything else
    // is left to the route's schema.
    function enforceStoreScope(scope: StoreScope): preValidationHookHandler {
      const field =
        'param' in scope ? scope.param : 'query' in scope ? scope.query : (scope as { body: string }).body;
      return async (request) => {
        const held = request.actor.storeIds;
        if (!held) return;
        const from = ('param' in scope ? request.params : 'query' in scope ? request.query : request.body) as
          | Record<string, unknown>
          | undefined;
        const raw = from?.[field];
        const id = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
        if (typeof id === 'number' && Number.isSafeInteger(id) && !held.includes(id)) throw notFound();
      };
    }

    function authorize(route: RouteOptions): preValidationHookHandler {
      const { policy, orPolicy, access, alsoRequires = [] } = route.config ?? {};
      return async (request) => {
        if (access === 'super-admin' && !request.actor.superAdmin) throw superAdminOnly();
        if (access === 'platform' && !isPlatformOperator(request)) throw platformOnly();
        const { actor } = request;
        if (
          policy &&
          !actor.can(policy.policy, policy.action) &&
          !(orPolicy && actor.can(orPolicy.policy, orPolicy.action))
        )
          throw forbidden(policy.policy, policy.action);
        for (const need of alsoRequires)
          if (!actor.can(need.policy, need.action)) throw forbidden(need.policy, need.action);
      };
    }

    const routeTable: RouteTableEntry[] = [];
    app.decorate('routeTable', {
      getter: () => routeTable as readonly RouteTableEntry[],
    });

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || isDocsRoute(route.url)) {
        routeTable.push(...routeTableEntry(route, 'other'));
        return;
      }
      const config = route.config ?? {};
      const handlers: preValidationHookHandler[] = [];
      if (config.tenant !== 'none') {
        handlers.push(resolveTenant);
      }
      if (route.url.startsWith('/api/admin/')) {
        if (!config.policy && !['signed-in', 'super-admin', 'platform'].includes(config.access ?? '')) {
          throw new Error(`${String(route.method)} ${route.url} must declare a policy or its access`);
        }
        if (config.policy && !policyAllows(config.policy.policy, config.policy.action)) {
          throw new Error(`${route.url}: ${config.policy.policy} has no action ${config.policy.action}`);
        }
        handlers.push(authenticate, authorize(route));
        const scope = config.storeScope;
        if (scope && ('param' in scope || 'query' in scope || 'body' in scope)) {
          handlers.push(enforceStoreScope(scope));
        }
        route.schema = {
          ...route.schema,
          security: [{ bearerAuth: [] }],
          'x-policy': config.policy
            ? { ...config.policy, ...(config.orPolicy ? { or: config.orPolicy } : {}) }
            : { access: config.access },
        } as typeof route.schema;
      } else if (config.access !== 'public') {
        throw new Error(`${String(route.method)} ${route.url} must declare access: 'public'`);
      }
      const platform = platformFromHeader(route);
      if (platform) handlers.push(platform);
      // Before validation: a caller who may not use a route learns nothing about its body.
      const own = route.preValidation ? [route.preValidation].flat() : [];
      route.preValidation = [...handlers, ...own];
      routeTable.push(...routeTableEntry(route, 'api'));
    });
  },
  { name: 'request-context', dependencies: ['errors'] },
);
