import type { FastifyRequest } from 'fastify';
import type { AuditContext } from './audit.repo.js';

/** The audit context of a signed-in request. */
export function auditContextOf(request: FastifyRequest): AuditContext {
  return { tenantId: request.tenant.id, actorId: request.actor?.id ?? null, requestId: request.id };
}
