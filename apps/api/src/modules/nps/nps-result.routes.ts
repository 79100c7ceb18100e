import { Readable } from 'node:stream';
import { idParam, jobAccepted, npsExportQuery, npsResult, npsResultQuery, pollLink } from '@tablero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { exportFileParts } from '../../jobs/export-parts.js';
import type { FileStore } from '../../lib/file-store.js';
import type { NpsResultsService } from './nps-result.service.js';
import type { PollAnswersService } from './poll-answers.service.js';

const tags = ['nps'];

/** NPS results, their spreadsheet (policy area `answers`) and a completed order's poll link. */
export const npsResultRoutes: FastifyPluginAsyncZod<{
  results: NpsResultsService;
  answers: PollAnswersService;
  db: Database;
  files: FileStore;
}> = async (app, { results, answers, db, files }) => {
  app.get(
    '/answers/nps_result',
    {
      schema: {
        tags,
        summary:
          'NPS of the answers of a period: score, 0–10 distribution, weeks, stores, questions, comments',
        description:
          'Answers given on the local days `start_date`–`end_date` (default the last 30), in the stores of ' +
          '`store_id` (repeatable; a user limited to stores counts only theirs) and `dispatch_method`. ' +
          'Promoters answered 9–10 to the poll’s NPS question, passives 7–8, detractors 0–6; the score is ' +
          '% promoters − % detractors to one decimal (null without answers).',
        querystring: npsResultQuery,
        response: { 200: npsResult },
      },
      config: { policy: { policy: 'answers', action: 'nps_results' } },
    },
    (request) => results.result(request.tenant, request.actor, request.query),
  );

  app.get(
    '/orders/export_nps_csv',
    {
      schema: {
        tags,
        summary: 'Start the spreadsheet of the NPS answers the filters match (a job)',
        description:
          'The filters of `GET /answers/nps_result`; `answers=true` (default) writes a row per answer, `false` a row ' +
          'per answered order with its NPS, group and comments. Answers 202 with the job; follow it at ' +
          '`GET /orders_job?id=` until it is completed with `file_url` (save it as nps.csv). CSV as API.md says.',
        querystring: npsExportQuery,
        response: { 202: jobAccepted },
      },
      config: { policy: { policy: 'answers', action: 'nps_results' } },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send({ job_id: await results.startExport(request.tenant, request.actor, request.query) }),
  );

  app.get(
    '/answers/export_file',
    {
      schema: {
        tags,
        summary: 'The file a finished NPS export made (CSV, UTF-8 with BOM)',
        querystring: z.object({ job_id: z.string().min(1) }),
        produces: ['text/csv'],
        response: { 200: z.string() },
      },
      config: { policy: { policy: 'answers', action: 'nps_results' } },
    },
    async (request, reply) => {
      const parts = await exportFileParts(
        db,
        files,
        request.tenant.id,
        request.actor,
        request.query.job_id,
        'export_nps',
      );
      reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="nps.csv"');
      // The schema documents the body as text; it is sent as a stream of the job's parts.
      return reply.send(Readable.from(parts) as unknown as string);
    },
  );

  app.get(
    '/orders/:id/poll_link',
    {
      schema: {
        tags,
        summary: 'The link where a completed order’s customer answers the poll',
        description:
          'For staff to send it themselves: the console’s public page for the order’s token, working for 30 days ' +
          'after the order was completed. 422 on `status` for an order not completed or past its 30 days.',
        params: idParam,
        response: { 200: pollLink },
      },
      config: { policy: { policy: 'orders', action: 'show' }, storeScope: { recordOfStore: true } },
    },
    (request) => answers.link(request.tenant, request.actor, request.params.id),
  );
};
