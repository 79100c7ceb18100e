import {
  deployMenuBody,
  dryRunAnswer,
  fetchMenuParams,
  idParam,
  jobAccepted,
  menuVersionRow,
  menuVersionsQuery,
  pageOf,
} from '@tablero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MenuSyncService } from './menu-sync.service.js';

const tags = ['menu sync'];

export const menuSyncRoutes: FastifyPluginAsyncZod<{ sync: MenuSyncService }> = async (app, { sync }) => {
  app.post(
    '/stores/:id/deploy_menu',
    {
      schema: {
        tags,
        summary:
          'Deploy the store’s menu to a channel as a job (202), or with `dry_run` answer the diff against ' +
          'the last deployed version (200); `version_id` rolls back to that version',
        params: idParam,
        body: deployMenuBody,
        response: { 200: dryRunAnswer, 202: jobAccepted },
      },
      config: { storeScope: { param: 'id' }, policy: { policy: 'menus', action: 'update' } },
    },
    async (request, reply) => {
      const answer = await sync.deploy(request.tenant, request.actor, request.params.id, request.body);
      if ('dryRun' in answer) return reply.status(200).send(answer.dryRun);
      return reply.status(202).send({ job_id: answer.jobId });
    },
  );

  app.post(
    '/stores/:id/fetch_menu/:source',
    {
      schema: {
        tags,
        summary: 'Import the channel’s menu into products, modifiers and a price group, as a job',
        params: fetchMenuParams,
        response: { 202: jobAccepted },
      },
      config: {
        storeScope: { param: 'id' },
        policy: { policy: 'menus', action: 'update' },
        alsoRequires: [
          { policy: 'products', action: 'create' },
          { policy: 'modifiers', action: 'create' },
        ],
      },
    },
    async (request, reply) => {
      const { id, source } = request.params;
      return reply.status(202).send({ job_id: await sync.fetch(request.tenant, request.actor, id, source) });
    },
  );

  app.get(
    '/stores/:id/menu_versions',
    {
      schema: {
        tags,
        summary: 'Menu versions a channel accepted for the store, newest first',
        params: idParam,
        querystring: menuVersionsQuery,
        response: { 200: pageOf(menuVersionRow) },
      },
      config: { storeScope: { param: 'id' }, policy: { policy: 'menus', action: 'show' } },
    },
    (request) => sync.versions(request.tenant, request.actor, request.params.id, request.query),
  );
};
