import {
  idParam,
  menuListQuery,
  menuListRow,
  menuMessages,
  menuView,
  menuWrite,
  messageBody,
  pageOf,
  priceGroupListQuery,
  priceGroupListRow,
} from '@tablero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bodyValidatedByService } from '../../lib/body-validated-by-service.js';
import { auditContextOf } from '../audit/request-audit.js';
import type { MenusService } from './menus.service.js';

const tags = ['menus'];

const nestedDescription =
  'Only the fields sent change. `price_groups` and each group’s `prices` are nested lists: an item ' +
  'with `id` is updated, without `id` created, with `_destroy: true` deleted; items not sent are kept. ' +
  'A price without `delivery_price` gets its `price`. Products must be the tenant’s (else 422). All or nothing.';

export const menusRoutes: FastifyPluginAsyncZod<{ menus: MenusService }> = async (app, { menus }) => {
  app.get(
    '/menus',
    {
      schema: {
        tags,
        summary: 'Menus a page at a time, with how many price groups and stores each has',
        querystring: menuListQuery,
        response: { 200: pageOf(menuListRow) },
      },
      config: { policy: { policy: 'menus', action: 'show' } },
    },
    (request) => menus.list(request.tenant, request.query),
  );

  app.get(
    '/price_groups',
    {
      schema: {
        tags,
        summary: 'Price groups of every menu; `name` or `query` search the name, `menu_ids=1,2`',
        querystring: priceGroupListQuery,
        response: { 200: pageOf(priceGroupListRow) },
      },
      config: { policy: { policy: 'menus', action: 'show' } },
    },
    (request) => menus.priceGroups(request.tenant, request.query),
  );

  app.post(
    '/menus',
    {
      schema: {
        tags,
        summary: 'Create a menu with its price groups and prices',
        description: nestedDescription,
        body: menuWrite,
        response: { 201: menuView },
      },
      validatorCompiler: bodyValidatedByService,
      config: { policy: { policy: 'menus', action: 'create' } },
    },
    async (request, reply) =>
      reply.status(201).send(await menus.create(auditContextOf(request), request.tenant, request.body)),
  );

  app.get(
    '/menus/:id',
    {
      schema: {
        tags,
        summary: 'One menu with its price groups and prices',
        params: idParam,
        response: { 200: menuView },
      },
      config: { policy: { policy: 'menus', action: 'show' } },
    },
    (request) => menus.get(request.tenant, request.params.id),
  );

  app.patch(
    '/menus/:id',
    {
      schema: {
        tags,
        summary: 'Change a menu: only the fields sent; price groups and prices nested by `id`',
        description: nestedDescription,
        params: idParam,
        body: menuWrite,
        response: { 200: menuView },
      },
      validatorCompiler: bodyValidatedByService,
      config: { policy: { policy: 'menus', action: 'update' } },
    },
    (request) => menus.update(auditContextOf(request), request.tenant, request.params.id, request.body),
  );

  app.delete(
    '/menus/:id',
    {
      schema: {
        tags,
        summary: 'Delete a menu with its price groups; refused (422) while stores are given it',
        params: idParam,
        response: { 200: messageBody },
      },
      config: { policy: { policy: 'menus', action: 'delete' } },
    },
    async (request) => {
      await menus.remove(auditContextOf(request), request.tenant, request.params.id);
      return { message: menuMessages.menuDeleted };
    },
  );
};
