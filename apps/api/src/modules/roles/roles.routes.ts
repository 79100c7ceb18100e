import { idParam, messageBody, pageOf, role, roleInput, roleListQuery, rolePatch } from '@tablero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditContextOf } from '../audit/request-audit.js';
import type { RolesService } from './roles.service.js';

const tags = ['roles'];

export const rolesRoutes: FastifyPluginAsyncZod<{ roles: RolesService }> = async (app, { roles }) => {
  app.get(
    '/roles',
    {
      schema: {
        tags,
        summary: 'Roles a page at a time, each with its policies and actions',
        querystring: roleListQuery,
        response: { 200: pageOf(role) },
      },
      config: { policy: { policy: 'roles', action: 'show' } },
    },
    (request) => roles.list(request.tenant.id, request.query),
  );

  app.post(
    '/roles',
    {
      schema: {
        tags,
        summary: 'Create a role from policies and actions',
        description:
          '`policy_ids` switches on every action of those policies; `policies` sets actions one by one.',
        body: roleInput,
        response: { 201: role },
      },
      config: { policy: { policy: 'roles', action: 'create' } },
    },
    async (request, reply) =>
      reply.status(201).send(await roles.create(auditContextOf(request), request.actor, request.body)),
  );

  app.get(
    '/roles/:id',
    {
      schema: {
        tags,
        summary: 'One role with its policies and actions',
        params: idParam,
        response: { 200: role },
      },
      config: { policy: { policy: 'roles', action: 'show' } },
    },
    (request) => roles.get(request.tenant.id, request.params.id),
  );

  app.patch(
    '/roles/:id',
    {
      schema: {
        tags,
        summary: 'Change a role: only the fields sent; its users’ access changes at once',
        description: 'Sending `policy_ids` or `policies` replaces the role’s policies with the ones sent.',
        params: idParam,
        body: rolePatch,
        response: { 200: role },
      },
      config: { policy: { policy: 'roles', action: 'update' } },
    },
    (request) => roles.update(auditContextOf(request), request.actor, request.params.id, request.body),
  );

  app.delete(
    '/roles/:id',
    {
      schema: {
        tags,
        summary: 'Delete a role (its users lose what it granted at once)',
        params: idParam,
        response: { 200: messageBody },
      },
      config: { policy: { policy: 'roles', action: 'delete' } },
    },
    async (request) => {
      await roles.remove(auditContextOf(request), request.params.id);
      return { message: 'Rol eliminado.' };
    },
  );
};
