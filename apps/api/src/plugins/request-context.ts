import { ErrorCode, policyAllows } from '@tablero/domain';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preValidationHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden, malformed, superAdminOnly, unauthenticated } from '../lib/app-error.js';
import { Actor } from '../modules/identity/actor.js';
import { loadAuthContext } from '../modules/identity/auth-context.repo.js';
import { docsPrefixes } from './openapi.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

    async function resolveTenant(request: FastifyRequest) {
      const source = request.routeOptions.config.tenant ?? 'header';
      let slug = request.headers.tenant;
      if (!slug && source === 'header-or-body') {
        const body = request.body as { tenant_id?: unknown } | undefined;
        if (typeof body?.tenant_id === 'string') slug = body.tenant_id;
      }
      if (typeof slug !== 'string' || slug === '') throw malformed('Falta el encabezado tenant.');
      const tenant = await app.tenants.bySlugOrNull(slug);
      if (!tenant?.active) throw new AppError(ErrorCode.notFound, 'El comercio indicado no existe');
      request.tenant = tenant;
    }

    async function actorFor(tenantId: number, userId: number, sessionId: string): Promise<Actor> {
      const known = app.authCache.recallActor(tenantId, sessionId, userId);
      if (known) return known;
      const version = app.authCache.version(tenantId);
      const row = await loadAuthContext(app.db, tenantId, userId, sessionId);
      if (!row) throw unauthenticated();
      const actor = new Actor(row, sessionId);
      app.authCache.rememberActor(tenantId, actor, version);
      return actor;
    }

    async function authenticate(request: FastifyRequest, reply: FastifyReply) {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) throw unauthenticated();
      const claims = app.accessTokens.verify(header.slice(7));
      if (!claims || claims.tenant !== request.tenant.slug || !uuidPattern.test(claims.sid))
        throw unauthenticated();
      const userId = Number(claims.sub);
      if (!Number.isSafeInteger(userId)) throw unauthenticated();
      request.actor = await actorFor(request.tenant.id, userId, claims.sid);
      reply.header('admin-id', String(request.actor.id));
      reply.header('admin-role', request.actor.roleHeader());
    }

    function authorize(route: RouteOptions): preValidationHookHandler {
      const { policy, access } = route.config ?? {};
      return async (request) => {
        if (access === 'super-admin' && !request.actor.superAdmin) throw superAdminOnly();
        if (policy && !request.actor.can(policy.policy, policy.action))
          throw forbidden(policy.policy, policy.action);
      };
    }

    // Routes that change access declare it; this process forgets at once, other processes hear it
    // from the database's change feed (which also covers any write that forgot to declare it).
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.routeOptions.config.changesAccess && reply.statusCode < 400 && request.tenant) {
        app.authCache.changed(request.tenant.id);
      }
      done(null, payload);
    });

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || isDocsRoute(route.url)) return;
      const config = route.config ?? {};
      const handlers: preValidationHookHandler[] = [];
      if (config.tenant !== 'none') {
        handlers.push(resolveTenant);
      }
      if (route.url.startsWith('/api/admin/')) {
        if (!config.policy && config.access !== 'signed-in' && config.access !== 'super-admin') {
          throw new Error(`${String(route.method)} ${route.url} must declare a policy or its access`);
        }
        if (config.policy && !policyAllows(config.policy.policy, config.policy.action)) {
          throw new Error(`${route.url}: ${config.policy.policy} has no action ${config.policy.action}`);
        }
        handlers.push(authenticate, authorize(route));
        route.schema = {
          ...route.schema,
          security: [{ bearerAuth: [] }],
          'x-policy': config.policy ?? { access: config.access },
        } as typeof route.schema;
      } else if (config.access !== 'public') {
        throw new Error(`${String(route.method)} ${route.url} must declare access: 'public'`);
      }
      // Before validation: a caller who may not use a route learns nothing about its body.
      const own = route.preValidation ? [route.preValidation].flat() : [];
      route.preValidation = [...handlers, ...own];
    });
  },
  { name: 'request-context', dependencies: ['errors'] },
);
