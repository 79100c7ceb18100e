import type { FastifyRequest } from 'fastify';

/** A super admin of the platform's own tenant: they create brands and decide their features. */
export function isPlatformOperator(request: FastifyRequest): boolean {
  return request.actor.superAdmin && request.tenant.slug === request.server.config.platformTenant;
}
