import {
  messageBody,
  recordIdText,
  stockItemList,
  stockItemsQuery,
  stockItemTypes,
  stockMessages,
  stockOutBody,
  stockOutList,
  stockOutView,
} from '@tablero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../audit/request-audit.js';
import type { StockService } from './stock.service.js';

const tags = ['stock'];
const storeParam = z.object({ storeId: recordIdText });

/**
 * Out of stock from the kitchen board (`/kds/store/{storeId}/stock_outs`): the kitchen acts with
 * the orders area's permissions, as it does for orders.
 */
export const stockRoutes: FastifyPluginAsyncZod<{ stock: StockService }> = async (app, { stock }) => {
  app.get(
    '/kds/store/:storeId/stock_outs',
    {
      schema: {
        tags,
        summary: 'What is out of stock in the store now, newest first, with when each comes back',
        params: storeParam,
        response: { 200: stockOutList },
      },
      config: { policy: { policy: 'orders', action: 'show' }, storeScope: { param: 'storeId' } },
    },
    async (request) => ({ data: await stock.list(request.tenant, request.params.storeId) }),
  );

  app.get(
    '/kds/store/:storeId/stock_items',
    {
      schema: {
        tags,
        summary: 'What the kitchen can mark out of stock: the store menu’s products and their options',
        description:
          '`query` finds part of the name, accents and case aside; `out` says whether it is out now.',
        params: storeParam,
        querystring: stockItemsQuery,
        response: { 200: stockItemList },
      },
      config: { policy: { policy: 'orders', action: 'show' }, storeScope: { param: 'storeId' } },
    },
    async (request) => ({ data: await stock.items(request.tenant, request.params.storeId, request.query) }),
  );

  app.post(
    '/kds/store/:storeId/stock_outs',
    {
      schema: {
        tags,
        summary: 'Mark a product or an option out of stock in the store',
        description:
          '`mode`: `next_opening` (back when the store opens on its next day, in the tenant’s time zone), ' +
          '`two_hours`, or `manual` (until turned back). The public menu stops offering it at once, orders ' +
          'with it are refused, and the store’s channels (Uber Eats, Rappi, DiDi Food) get a new menu. ' +
          'Marking it again replaces its return. 422 when it is not in the store’s menu.',
        params: storeParam,
        body: stockOutBody,
        response: { 201: stockOutView },
      },
      config: { policy: { policy: 'orders', action: 'update' }, storeScope: { param: 'storeId' } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await stock.mark(auditContextOf(request), request.tenant, request.params.storeId, request.body),
        ),
  );

  app.delete(
    '/kds/store/:storeId/stock_outs/:itemType/:itemId',
    {
      schema: {
        tags,
        summary: 'Put a product or an option back on sale in the store (404 when it was not out)',
        params: storeParam.extend({
          itemType: z.enum(stockItemTypes),
          itemId: recordIdText.meta({ examples: [1] }),
        }),
        response: { 200: messageBody },
      },
      config: { policy: { policy: 'orders', action: 'update' }, storeScope: { param: 'storeId' } },
    },
    async (request) => {
      const { storeId, itemType, itemId } = request.params;
      await stock.unmark(auditContextOf(request), request.tenant, storeId, itemType, itemId);
      return { message: stockMessages.backOnSale };
    },
  );
};
