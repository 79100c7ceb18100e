import { salesReportQuery, salesSummary } from '@tablero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReportsService } from './reports.service.js';

const tags = ['reports'];

export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (app, { reports }) => {
  app.get(
    '/kpi/summary',
    {
      schema: {
        tags,
        summary:
          'The sales of a period: totals, today and yesterday, and their breakdowns (general dashboard)',
        description:
          '`from` and `to` are local dates in the tenant’s time zone, both included (default: the last 30 days ' +
          'up to today; at most 731 days). Counts the orders that stand as sales (created, preparing, ready, in ' +
          'transit, completed) on the local day they were placed, from daily rollups the database keeps as ' +
          'orders are written and change status. Money in cents: `total` is what customers paid, `subtotal` the ' +
          'products before discounts. `store_id` may repeat; a user limited to some stores counts only theirs.',
        querystring: salesReportQuery,
        response: { 200: salesSummary },
      },
      config: { policy: { policy: 'kpi', action: 'show' } },
    },
    (request) => reports.summary(request.tenant, request.actor, request.query),
  );
};
