import {
  driverDispatchBody,
  driverListQuery,
  driverView,
  driverWrite,
  idParam,
  messageBody,
  orderView,
  pageOf,
  recordIdText,
} from '@tablero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bodyValidatedByService } from '../../lib/body-validated-by-service.js';
import { auditContextOf } from '../audit/request-audit.js';
import type { DriversService } from './drivers.service.js';

const tags = ['drivers'];

/** `/drivers` (spec part 2 §9, policy area `drivers`) and the kitchen's dispatch. */
export const driversRoutes: FastifyPluginAsyncZod<{ drivers: DriversService }> = async (app, { drivers }) => {
  app.get(
    '/drivers',
    {
      schema: {
        tags,
        summary:
          'Drivers a page at a time, by name; `store_id`, `status` and `query` (part of the name) filter',
        querystring: driverListQuery,
        response: { 200: pageOf(driverView) },
      },
      config: { policy: { policy: 'drivers', action: 'show' } },
    },
    (request) => drivers.list(request.tenant.id, request.actor, request.query),
  );

  app.post(
    '/drivers',
    {
      schema: {
        tags,
        summary: 'Add a driver to a store',
        description:
          '`name`, `kind` (bike, motorcycle, car), `max_capacity` (orders carried at once, 1–20) and `store_id` ' +
          'are required; `status` is `in_store` unless sent.',
        body: driverWrite,
        response: { 201: driverView },
      },
      validatorCompiler: bodyValidatedByService,
      config: { policy: { policy: 'drivers', action: 'create' } },
    },
    async (request, reply) =>
      reply.status(201).send(await drivers.create(auditContextOf(request), request.actor, request.body)),
  );

  app.get(
    '/drivers/:id',
    {
      schema: {
        tags,
        summary: 'A driver, with the orders out with them now',
        params: idParam,
        response: { 200: driverView },
      },
      config: { policy: { policy: 'drivers', action: 'show' }, storeScope: { recordOfStore: true } },
    },
    (request) => drivers.get(request.tenant.id, request.actor, request.params.id),
  );

  app.patch(
    '/drivers/:id',
    {
      schema: {
        tags,
        summary: 'Change a driver; only the fields sent change',
        description: 'A driver out with orders keeps their store until they are back (422 on `store_id`).',
        params: idParam,
        body: driverWrite,
        response: { 200: driverView },
      },
      validatorCompiler: bodyValidatedByService,
      config: { policy: { policy: 'drivers', action: 'update' }, storeScope: { recordOfStore: true } },
    },
    (request) => drivers.update(auditContextOf(request), request.actor, request.params.id, request.body),
  );

  app.delete(
    '/drivers/:id',
    {
      schema: {
        tags,
        summary: 'Delete a driver; refused (422) while orders are out with them',
        description: 'The orders they carried keep their name.',
        params: idParam,
        response: { 200: messageBody },
      },
      config: { policy: { policy: 'drivers', action: 'delete' }, storeScope: { recordOfStore: true } },
    },
    async (request) => {
      await drivers.remove(auditContextOf(request), request.actor, request.params.id);
      return { message: 'Repartidor eliminado' };
    },
  );

  app.post(
    '/kds/store/:storeId/drivers/:id/dispatch',
    {
      schema: {
        tags,
        summary: 'Send ready delivery orders out with an in-store driver of the store',
        description:
          'Each order of `order_ids` must be of the path’s store, for delivery and `ready`; the driver must be ' +
          'of that store and `in_store`, and carries at most `max_capacity` orders. The orders go `in_transit` ' +
          '(their history keeps who sent them, the order keeps the driver’s name) and the driver `in_transit`, ' +
          'back to `in_store` when the last of them is delivered. Any refusal (422) changes nothing.',
        params: z.object({ storeId: recordIdText, id: recordIdText }),
        body: driverDispatchBody,
        response: { 200: z.object({ driver: driverView, orders: z.array(orderView) }) },
      },
      config: { policy: { policy: 'orders', action: 'update' }, storeScope: { param: 'storeId' } },
    },
    (request) =>
      drivers.dispatch(
        auditContextOf(request),
        request.actor,
        request.params.storeId,
        request.params.id,
        request.body,
      ),
  );
};
