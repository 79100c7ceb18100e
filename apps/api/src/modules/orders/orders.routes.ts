import { Readable } from 'node:stream';
import {
  bestSellersAnswer,
  bestSellersQuery,
  idParam,
  jobAccepted,
  kdsOrderParams,
  kitchenBoardAnswer,
  kitchenBoardQuery,
  orderDetail,
  orderExportQuery,
  orderListQuery,
  orderListRow,
  orderStatusBody,
  orderStreamQuery,
  pageOf,
} from '@tablero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { bodyValidatedByService } from '../../lib/body-validated-by-service.js';
import type { OrderEventHub } from './order-event-hub.js';
import { type OrderStreamOptions, streamOrders, streamStoresOf } from './order-stream.js';
import type { OrdersService } from './orders.service.js';

const tags = ['orders'];

interface OrdersRoutesOptions {
  orders: OrdersService;
  stream: { db: Database; hub: OrderEventHub; options: OrderStreamOptions };
}

export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (app, { orders, stream }) => {
  app.get(
    '/orders',
    {
      schema: {
        tags,
        summary: 'The orders of the stores the user may see, newest first',
        description:
          '`from` and `to` are local dates in the tenant’s time zone, both included. `status` may repeat ' +
          '(`status=created&status=preparing`). `code` is the exact order code; `customer` matches the name, ' +
          'email or phone. Amounts are in cents.',
        querystring: orderListQuery,
        response: { 200: pageOf(orderListRow) },
      },
      config: { policy: { policy: 'orders', action: 'show' } },
    },
    (request) => orders.list(request.tenant, request.actor, request.query),
  );

  app.get(
    '/orders/best_sellers',
    {
      schema: {
        tags,
        summary: 'The products sold most between two days (the best-selling products report)',
        description:
          '`from` and `to` are local dates in the tenant’s time zone, both included; either may be left open. ' +
          'Counts the orders that stand as sales (created, preparing, ready, in transit, completed) on the day ' +
          'they were placed, from a daily rollup the database keeps as orders are written and change status. ' +
          'Most units first, then most revenue (the lines’ totals with their options, before the order’s ' +
          'discount, in cents). `totals` cover every product of the range, for shares. A user limited to some ' +
          'stores counts only theirs.',
        querystring: bestSellersQuery,
        response: { 200: bestSellersAnswer },
      },
      config: { policy: { policy: 'kpi', action: 'show' } },
    },
    (request) => orders.bestSellers(request.tenant, request.actor, request.query),
  );

  app.get(
    '/orders/export_csv',
    {
      schema: {
        tags,
        summary: 'Start the spreadsheet of the orders the filters match (a job)',
        description:
          'The same filters as `GET /orders`. Answers 202 with the job; follow it at `GET /orders_job?id=` ' +
          '(progress with `progress=true`) until it is completed with `file_url`. The file is CSV in UTF-8 with ' +
          'a BOM, `;` between columns for a Spanish-speaking tenant, money as the tenant shows it, instants in its ' +
          'time zone, and any cell that begins like a formula (=, +, -, @, tab, CR) prefixed with an apostrophe.',
        querystring: orderExportQuery,
        response: { 202: jobAccepted },
      },
      config: { policy: { policy: 'orders', action: 'export_orders' } },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send({ job_id: await orders.startExport(request.tenant, request.actor, request.query) }),
  );

  app.get(
    '/orders/export_file',
    {
      schema: {
        tags,
        summary: 'The file a finished orders export made (CSV, UTF-8 with BOM)',
        querystring: z.object({ job_id: z.string().min(1) }),
        produces: ['text/csv'],
        response: { 200: z.string() },
      },
      config: { policy: { policy: 'orders', action: 'export_orders' } },
    },
    async (request, reply) => {
      const parts = await orders.exportFile(request.tenant, request.actor, request.query.job_id);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="ordenes.csv"');
      // The schema documents the body as text; it is sent as a stream of the job's parts.
      return reply.send(Readable.from(parts) as unknown as string);
    },
  );

  app.get(
    '/orders/board',
    {
      schema: {
        tags,
        summary: 'The orders a kitchen board starts from, each with its lines, options and history',
        description:
          'The orders still in the kitchen’s hands (created, preparing, ready, in transit) placed, or due, since ' +
          'yesterday began in the tenant’s time zone, newest first, at most 300, each as `GET /orders/{id}` ' +
          'answers it: one call instead of one per order. `store_ids` as `GET /orders/stream` takes it (a user ' +
          'limited to some stores asking for another answers 404). A board opens the stream first and loads ' +
          'this once the stream says `stream.ready`, so no order falls between the two.',
        querystring: kitchenBoardQuery,
        response: { 200: kitchenBoardAnswer },
      },
      config: { policy: { policy: 'orders', action: 'show' } },
    },
    (request) => orders.board(request.tenant, streamStoresOf(request.actor, request.query.store_ids)),
  );

  app.get(
    '/orders/stream',
    {
      schema: {
        tags,
        summary: 'The orders’ events as they happen (server-sent events), for the kitchen board',
        description:
          '`text/event-stream`. Each order event has an `id` (monotonic per tenant), an `event` name ' +
          '(`order.created`, `order.status_changed`) and in `data` the order as `GET /orders/{id}` answers it ' +
          'now. `store_ids` (comma-separated) narrows it to those stores; without it, every store the user may ' +
          'see (a user limited to some stores asking for another answers 404). Reconnecting with ' +
          '`Last-Event-ID` first sends what was missed, in order; then `stream.ready`. When more than 1,000 ' +
          'events were missed, or the id is not one of the tenant’s, it sends `stream.reset` instead: reload the ' +
          'orders and follow on. A comment line every 15 s keeps proxies open; the stream ends after the access ' +
          'token’s life (`ORDER_STREAM_MAX_SECONDS`), and the client reconnects with a fresh token.',
        querystring: orderStreamQuery,
        produces: ['text/event-stream'],
        response: { 200: z.string() },
      },
      config: { policy: { policy: 'orders', action: 'show' } },
    },
    async (request, reply) => {
      const storeIds = streamStoresOf(request.actor, request.query.store_ids);
      await streamOrders(stream.db, stream.hub, stream.options, request, reply, storeIds);
    },
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags,
        summary: 'An order with its lines, options, amounts, payment, billing and status history',
        params: idParam,
        response: { 200: orderDetail },
      },
      config: { policy: { policy: 'orders', action: 'show' }, storeScope: { recordOfStore: true } },
    },
    (request) => orders.get(request.tenant, request.actor, request.params.id),
  );

  app.patch(
    '/kds/store/:storeId/orders/:id',
    {
      schema: {
        tags,
        summary: 'Move an order to another status (the kitchen board and the order detail)',
        description:
          'Staff moves, the only ones there are: created → preparing → ready → in_transit → completed for ' +
          'delivery, ready → completed for pick-up, and canceled (with `order.reason`, up to 500 characters) from ' +
          'created, preparing, ready or creation_scheduled. Payment statuses (pending_online_payment, ' +
          'online_payment_failed) move only with the online payment, and a scheduled order is created by the ' +
          'server when its time comes. Any other move answers 422 on `status` with a message naming the current ' +
          'and the requested status; a cancellation without its reason answers 422 on `order.reason`. A cash or ' +
          'card payment is collected when the order is delivered and voided when it is canceled. The change is ' +
          'kept in the order’s history with who made it. An order of another store than the path’s is 404.',
        params: kdsOrderParams,
        body: orderStatusBody,
        response: { 200: orderDetail },
      },
      validatorCompiler: bodyValidatedByService,
      config: { policy: { policy: 'orders', action: 'update' }, storeScope: { param: 'storeId' } },
    },
    (request) =>
      orders.move(request.tenant, request.actor, request.params.storeId, request.params.id, request.body),
  );
};
