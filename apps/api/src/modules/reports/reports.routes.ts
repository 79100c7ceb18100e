import {
  kpiReport,
  kpiReportQuery,
  salesReportQuery,
  salesSeriesQuery,
  salesSummary,
  splitSalesSeries,
} from '@tablero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReportsService } from './reports.service.js';

const tags = ['reports'];
const policy = { policy: { policy: 'kpi', action: 'show' } } as const;
const counted =
  '`from` and `to` are local dates in the tenant’s time zone, both included (default: the last 30 days up to ' +
  'today; at most 731 days). Counts the orders that stand as sales (created, preparing, ready, in transit, ' +
  'completed) on the local day they were placed, from rollups the database keeps as orders are written and ' +
  'change status. Money in cents. `store_id` may repeat; a user limited to some stores counts only theirs.';

export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (app, { reports }) => {
  app.get(
    '/kpi/summary',
    {
      schema: {
        tags,
        summary:
          'The sales of a period: totals, today and yesterday, and their breakdowns (general dashboard)',
        description: `${counted} \`total\` is what customers paid, \`subtotal\` the products before discounts.`,
        querystring: salesReportQuery,
        response: { 200: salesSummary },
      },
      config: policy,
    },
    (request) => reports.summary(request.tenant, request.actor, request.query),
  );

  app.get(
    '/kpi/reports',
    {
      schema: {
        tags,
        summary: 'A sales report by type: summary, heatmap, mean per day, revenue by period or by method',
        description:
          `${counted} \`heatmap\`: weekday × local hour (filters: period, stores, dispatch method). ` +
          '`mean_per_day`: per weekday, its days in the range and the mean per day. `revenue_by_period`: per ' +
          '`group` (day, week from Monday, month; a first period may start before `from`, only days in the range ' +
          'count). `revenue_by_payment_method` and `revenue_by_dispatch_method`: the same, split by method.',
        querystring: kpiReportQuery,
        response: { 200: kpiReport },
      },
      config: policy,
    },
    (request) => reports.report(request.tenant, request.actor, request.query),
  );

  for (const by of ['payment_method', 'dispatch_method'] as const)
    app.get(
      `/kpi/orders_${by}`,
      {
        schema: {
          tags,
          summary: `Sales per period split by ${by.replace('_', ' ')}`,
          description: `${counted} Periods per \`group\` (day, week from Monday, month).`,
          querystring: salesSeriesQuery,
          response: { 200: splitSalesSeries },
        },
        config: policy,
      },
      (request) => reports.split(request.tenant, request.actor, request.query, by),
    );
};
