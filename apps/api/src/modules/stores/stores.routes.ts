import {
  idParam,
  massiveUpdateInput,
  massiveUpdateResult,
  messageBody,
  pageOf,
  storeListQuery,
  storeListRow,
  storeMessages,
  storeOpening,
  storeSearchQuery,
  storeSearchRow,
  storeView,
  storeWrite,
} from '@tablero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bodyValidatedByService } from '../../lib/body-validated-by-service.js';
import { auditContextOf } from '../audit/request-audit.js';
import type { MassiveUpdateService } from './massive-update.service.js';
import type { StoresService } from './stores.service.js';

const tags = ['stores'];

export const storesRoutes: FastifyPluginAsyncZod<{
  stores: StoresService;
  massive: MassiveUpdateService;
}> = async (app, { stores, massive }) => {
  app.get(
    '/stores',
    {
      schema: {
        tags,
        summary: 'Stores the signed-in user may see, a page at a time, each saying whether it is open now',
        description: '`status=opened` keeps the stores open now, `status=closed` the others; `menu_ids=1,2`.',
        querystring: storeListQuery,
        response: { 200: pageOf(storeListRow) },
      },
      config: { policy: { policy: 'stores', action: 'show' } },
    },
    (request) => stores.list(request.tenant, request.actor, request.query),
  );

  app.get(
    '/stores/all',
    {
      schema: {
        tags,
        summary: 'Id and name of every store (search by name), up to 1000 a page',
        querystring: storeSearchQuery,
        response: { 200: pageOf(storeSearchRow) },
      },
      config: { policy: { policy: 'stores', action: 'show' } },
    },
    (request) => stores.search(request.tenant, request.actor, request.query),
  );

  app.post(
    '/stores',
    {
      schema: {
        tags,
        summary: 'Create a store with every section of the store form',
        body: storeWrite,
        response: { 201: storeView },
      },
      validatorCompiler: bodyValidatedByService,
      config: { storeScope: { allStores: true }, policy: { policy: 'stores', action: 'create' } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await stores.create(auditContextOf(request), request.tenant, request.actor, request.body)),
  );

  app.patch(
    '/stores/massive_update',
    {
      schema: {
        tags,
        summary: 'The same change on many stores; each store all or nothing',
        body: massiveUpdateInput,
        response: { 200: massiveUpdateResult },
      },
      validatorCompiler: bodyValidatedByService,
      config: {
        storeScope: { bodyItems: 'store_ids' },
        policy: { policy: 'stores', action: 'massive_update' },
      },
    },
    (request) => massive.update(auditContextOf(request), request.tenant, request.actor, request.body),
  );

  app.get(
    '/stores/:id',
    {
      schema: {
        tags,
        summary: 'One store with every section, as the form edits it',
        params: idParam,
        response: { 200: storeView },
      },
      config: { storeScope: { param: 'id' }, policy: { policy: 'stores', action: 'show' } },
    },
    (request) => stores.get(request.tenant, request.actor, request.params.id),
  );

  app.get(
    '/stores/:id/open',
    {
      schema: {
        tags,
        summary: 'Whether the store is open now, and for what',
        params: idParam,
        response: { 200: storeOpening },
      },
      config: { storeScope: { param: 'id' }, policy: { policy: 'stores', action: 'show' } },
    },
    (request) => stores.opening(request.tenant, request.actor, request.params.id),
  );

  app.patch(
    '/stores/:id',
    {
      schema: {
        tags,
        summary: 'Change a store, or close it (`closing`) or reopen it (`reopen: true`)',
        description:
          'Only the fields sent change. Nested lists: an item with `id` is updated, without `id` created, ' +
          'with `_destroy: true` deleted; items not sent are kept. `closing.kind`: permanent, one_hour, ' +
          'two_hours, rest_of_day (tenant time zone) or scheduled (with start_datetime and end_datetime).',
        params: idParam,
        body: storeWrite,
        response: { 200: storeView },
      },
      validatorCompiler: bodyValidatedByService,
      config: { storeScope: { param: 'id' }, policy: { policy: 'stores', action: 'update' } },
    },
    (request) =>
      stores.update(auditContextOf(request), request.tenant, request.actor, request.params.id, request.body),
  );

  app.delete(
    '/stores/:id',
    {
      schema: {
        tags,
        summary: 'Delete a store (irreversible)',
        params: idParam,
        response: { 200: messageBody },
      },
      config: { storeScope: { param: 'id' }, policy: { policy: 'stores', action: 'delete' } },
    },
    async (request) => {
      await stores.remove(auditContextOf(request), request.tenant, request.actor, request.params.id);
      return { message: storeMessages.storeDeleted };
    },
  );
};
