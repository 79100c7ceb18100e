import {
  idParam,
  pageOf,
  tenantAdminLink,
  tenantAdminView,
  tenantCreateBody,
  tenantCreated,
  tenantListQuery,
  tenantPatchBody,
} from '@tablero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bodyValidatedByService } from '../../lib/body-validated-by-service.js';
import { auditContextOf } from '../audit/request-audit.js';
import type { PlatformTenantsService } from './platform-tenants.service.js';

const tags = ['platform'];
const access = 'platform' as const;

/** `/platform/tenants`: the brands of the platform, for its own super admins only. */
export const platformTenantsRoutes: FastifyPluginAsyncZod<{ tenants: PlatformTenantsService }> = async (
  app,
  { tenants },
) => {
  app.get(
    '/platform/tenants',
    {
      schema: {
        tags,
        summary: 'The brands, by name; `query` (name or slug) and `subscription_status` filter',
        querystring: tenantListQuery,
        response: { 200: pageOf(tenantAdminView) },
      },
      config: { access },
    },
    (request) => tenants.list(request.query),
  );

  app.post(
    '/platform/tenants',
    {
      schema: {
        tags,
        summary: 'Create a brand with the five roles and its first administrator',
        description:
          'The administrator is a super admin without stores or password; the answer carries the link ' +
          'they set their password through (valid 7 days, once).',
        body: tenantCreateBody,
        response: { 201: tenantCreated },
      },
      validatorCompiler: bodyValidatedByService,
      config: { access },
    },
    async (request, reply) =>
      reply.status(201).send(await tenants.create(auditContextOf(request), request.body)),
  );

  app.get(
    '/platform/tenants/:id',
    {
      schema: { tags, summary: 'A brand', params: idParam, response: { 200: tenantAdminView } },
      config: { access },
    },
    (request) => tenants.get(request.params.id),
  );

  app.patch(
    '/platform/tenants/:id',
    {
      schema: {
        tags,
        summary:
          'Change a brand: name, host names, features, subscription, active, hidden menu items, consolidation',
        description: 'The platform’s own brand cannot be deactivated. Host names belong to one brand.',
        params: idParam,
        body: tenantPatchBody,
        response: { 200: tenantAdminView },
      },
      validatorCompiler: bodyValidatedByService,
      config: { access },
    },
    (request) => tenants.update(auditContextOf(request), request.params.id, request.body),
  );

  app.post(
    '/platform/tenants/:id/admin_password_link',
    {
      schema: {
        tags,
        summary: 'A new password link for the brand’s first administrator, who has not set one yet',
        description:
          'For when the creation answer’s link was lost or expired: valid 7 days, once; earlier links stay valid ' +
          'until used. 422 when every administrator of the brand already has a password.',
        params: idParam,
        response: { 200: tenantAdminLink },
      },
      config: { access },
    },
    (request) => tenants.adminPasswordLink(auditContextOf(request), request.params.id),
  );
};
