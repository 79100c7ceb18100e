import { coreJobQuery, coreJobStatus } from '@tablero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CoreJobsService } from './core-jobs.service.js';

export const coreJobsRoutes: FastifyPluginAsyncZod<{ jobs: CoreJobsService }> = async (app, { jobs }) => {
  // API.md "Jobs": exports are followed at /orders_job, the other jobs at /core_job; one answer.
  for (const path of ['/core_job', '/orders_job'])
    app.get(
      path,
      {
        schema: {
          tags: ['jobs'],
          summary:
            'A long job (menu deploy or import, coupon generation, an orders export): 204 while it runs (200 with `progress=true`), ' +
            'then its result or error, and `file_url` when it leaves a file',
          querystring: coreJobQuery,
          response: { 200: coreJobStatus, 204: z.null().describe('Queued or running') },
        },
        // Any signed-in user may poll a job they may follow (see the service); starting one needed a policy.
        config: { access: 'signed-in', storeScope: { job: 'id' } },
      },
      async (request, reply) => {
        const status = await jobs.status(
          request.tenant.id,
          request.actor,
          request.query.id,
          request.query.progress,
        );
        return status ? reply.status(200).send(status) : reply.status(204).send(null);
      },
    );
};
