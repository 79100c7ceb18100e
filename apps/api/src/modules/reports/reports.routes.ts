import {
  kpiReport,
  kpiReportQuery,
  ordersToday,
  ordersTodayQuery,
  salesReportQuery,
  salesSeriesQuery,
  salesSummary,
  splitSalesSeries,
  topCustomers,
  topCustomersQuery,
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
    '/kpi/orders',
    {
      schema: {
        tags,
        summary:
          'Today’s orders: per status, how many are still open, the oldest of them and the time to complete',
        description:
          'The orders placed since local midnight in the tenant’s time zone, in the stores asked for (`store_id` ' +
          'may repeat; a user limited to some stores counts only theirs), read from the orders themselves: every ' +
          'status with its orders and total (cents), the open ones (received, preparing, ready, on the way), when the ' +
          'oldest open one was placed, and the mean minutes from placed to completed.',
        querystring: ordersTodayQuery,
        response: { 200: ordersToday },
      },
      config: policy,
    },
    (request) => reports.ordersToday(request.tenant, request.actor, request.query),
  );

  app.get(
    '/kpi/top_customers',
    {
      schema: {
        tags,
        summary:
          'The customers who paid most in a period (five unless `limit` says), and the period’s orders and total',
        description:
          'A customer is an email. Same period, stores and filters as the other reports, over the orders that stand ' +
          'as sales (read from the orders themselves, not a rollup): sorted by what they paid, then by orders; ' +
          'each with the name and phone of their latest order in the period.',
        querystring: topCustomersQuery,
        response: { 200: topCustomers },
      },
      config: policy,
    },
    (request) => reports.topCustomers(request.tenant, request.actor, request.query),
  );

  app.get(
    '/kpi/reports',
    {
      schema: {
        tags,
        summary:
          'A sales report by type: summary, heatmap, mean per day, revenue by period or by method, promotions, recurrent users, uncovered addresses, delivery cofinance',
        description:
          `${counted} \`heatmap\`: weekday × local hour (filters: period, stores, dispatch method). ` +
          '`mean_per_day`: per weekday, its days in the range and the mean per day. `revenue_by_period`: per ' +
          '`group` (day, week from Monday, month; a first period may start before `from`, only days in the range ' +
          'count). `revenue_by_payment_method` and `revenue_by_dispatch_method`: the same, split by method. ' +
          '`uncovered_addresses`: the delivery orders the checkout refused because no zone of the store covers ' +
          'the address, per place of about 100 m and per store (period and stores only). `delivery_cofinance`: the ' +
          'delivery orders of the storefront per delivery type (own fleet or provider) and period, with their ' +
          'delivery fees and the store’s share of an external fleet’s cost (period, stores and `group`).',
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
