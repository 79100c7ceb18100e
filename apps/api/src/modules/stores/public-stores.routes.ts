import { publicStore, publicStoreList } from '@tablero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PublicStoresService } from './public-stores.service.js';

const tags = ['public'];

/** Public store calls (spec part 1 §7): the tenant header, no sign-in, no secrets. */
export const publicStoresV1Routes: FastifyPluginAsyncZod<{ publicStores: PublicStoresService }> = async (
  app,
  { publicStores },
) => {
  app.get(
    '/stores/default',
    {
      schema: { tags, summary: 'The default store of the tenant', response: { 200: publicStore } },
      config: { access: 'public' },
    },
    (request) => publicStores.defaultStore(request.tenant),
  );

  app.get(
    '/stores/all',
    {
      schema: { tags, summary: 'Every enabled store', response: { 200: publicStoreList } },
      config: { access: 'public' },
    },
    (request) => publicStores.all(request.tenant),
  );
};

export const publicStoresV2Routes: FastifyPluginAsyncZod<{ publicStores: PublicStoresService }> = async (
  app,
  { publicStores },
) => {
  app.get(
    '/stores/pick_up',
    {
      schema: {
        tags,
        summary: 'Enabled stores that take pick-up orders',
        response: { 200: publicStoreList },
      },
      config: { access: 'public' },
    },
    (request) => publicStores.pickUp(request.tenant),
  );
};
