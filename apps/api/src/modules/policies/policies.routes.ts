import { policyView } from '@tablero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PolicyIndex } from './policy-index.js';

export const policiesRoutes: FastifyPluginAsyncZod<{ policies: PolicyIndex }> = async (app, { policies }) => {
  app.get(
    '/policies',
    {
      schema: {
        tags: ['roles'],
        summary: 'The policy catalogue roles are built from',
        response: { 200: z.object({ data: z.array(policyView) }) },
      },
      config: { policy: { policy: 'roles', action: 'show' } },
    },
    async () => ({
      data: policies.all.map((p) => ({
        id: p.id,
        key: p.key,
        name: p.name,
        path: p.path,
        actions: p.actions,
      })),
    }),
  );
};
