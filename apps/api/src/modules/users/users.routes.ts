import {
  adminUser,
  adminUserInput,
  adminUserListQuery,
  adminUserPatch,
  currentAdminUser,
  idParam,
  messageBody,
  myAccountPatch,
  pageOf,
} from '@tablero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bodyValidatedByService } from '../../lib/body-validated-by-service.js';
import { auditContextOf } from '../audit/request-audit.js';
import { isPlatformOperator } from '../tenants/platform-operator.js';
import type { UsersService } from './users.service.js';

const tags = ['users'];

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.get(
    '/admin_users/me',
    {
      schema: {
        tags,
        summary: 'The signed-in user, their stores and their effective policies',
        response: { 200: currentAdminUser },
      },
      config: { access: 'signed-in' },
    },
    async (request) => {
      const { actor } = request;
      return {
        id: actor.user.id,
        name: actor.user.name,
        email: actor.user.email,
        phone: actor.user.phone,
        super_admin: actor.superAdmin,
        platform_operator: isPlatformOperator(request),
        store_ids: actor.user.store_ids,
        roles: actor.user.roles,
        policies: actor.effectivePolicies(),
      };
    },
  );

  app.patch(
    '/admin_users/me',
    {
      schema: {
        tags,
        summary: 'Change your own name, phone or password (a new password needs current_password)',
        description: 'A new password ends your other sessions; this one goes on.',
        body: myAccountPatch,
        response: { 200: adminUser },
      },
      validatorCompiler: bodyValidatedByService,
      config: { access: 'signed-in' },
    },
    (request) => users.updateOwn(auditContextOf(request), request.tenant, request.actor, request.body),
  );

  app.get(
    '/admin_users',
    {
      schema: {
        tags,
        summary:
          'The tenant’s users a page at a time (a store-limited user sees those sharing a store); `query` searches name and email, `role_id` and `store_id` keep those holding the role and working in the store',
        querystring: adminUserListQuery,
        response: { 200: pageOf(adminUser) },
      },
      config: { policy: { policy: 'admin_users', action: 'show' } },
    },
    (request) => users.list(request.tenant.id, request.actor, request.query),
  );

  app.post(
    '/admin_users',
    {
      schema: {
        tags,
        summary: 'Create a user with roles and stores',
        description: 'Without `password` the user cannot sign in until one is set.',
        body: adminUserInput,
        response: { 201: adminUser },
      },
      validatorCompiler: bodyValidatedByService,
      config: { policy: { policy: 'admin_users', action: 'create' } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await users.create(auditContextOf(request), request.tenant, request.actor, request.body)),
  );

  app.get(
    '/admin_users/:id',
    {
      schema: {
        tags,
        summary: 'One user with roles and stores',
        params: idParam,
        response: { 200: adminUser },
      },
      config: { policy: { policy: 'admin_users', action: 'show' } },
    },
    (request) => users.get(request.tenant.id, request.actor, request.params.id),
  );

  app.patch(
    '/admin_users/:id',
    {
      schema: {
        tags,
        summary: 'Change a user: only the fields sent',
        description: 'A new `password` ends every session of that user.',
        params: idParam,
        body: adminUserPatch,
        response: { 200: adminUser },
      },
      validatorCompiler: bodyValidatedByService,
      config: { policy: { policy: 'admin_users', action: 'update' } },
    },
    (request) =>
      users.update(auditContextOf(request), request.tenant, request.actor, request.params.id, request.body),
  );

  app.delete(
    '/admin_users/:id',
    {
      schema: {
        tags,
        summary: 'Delete a user and end their sessions',
        params: idParam,
        response: { 200: messageBody },
      },
      config: { policy: { policy: 'admin_users', action: 'delete' } },
    },
    async (request) => {
      await users.remove(auditContextOf(request), request.actor, request.params.id);
      return { message: 'Usuario eliminado.' };
    },
  );
};
