import { buildPageMeta, pageOf, storeListQuery, storeSummary } from '@tablero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listStores } from './stores.repo.js';

export const storesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stores',
    {
      schema: {
        tags: ['stores'],
        summary: 'Stores the signed-in user may see, a page at a time',
        querystring: storeListQuery,
        response: { 200: pageOf(storeSummary) },
      },
      config: { policy: { policy: 'stores', action: 'show' } },
    },
    async (request) => {
      const { page, limit, name } = request.query;
      const filter = { tenantId: request.tenant.id, name, storeIds: request.actor.storeIds };
      const { rows, total } = await app.db.withTenant(request.tenant.id, (tx) =>
        listStores(tx, filter, page, limit),
      );
      return { data: rows, meta: buildPageMeta(page, limit, total) };
    },
  );
};
