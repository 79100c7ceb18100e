import { z } from 'zod';
import {
  salesFigures,
  salesSeries,
  salesSeriesQuery,
  salesSummary,
  splitSalesSeries,
} from './sales-summary.schema.js';

/** The report types `GET /kpi/reports` answers so far (spec part 2 §2 lists the rest). */
export const salesReportTypes = [
  'summary',
  'heatmap',
  'mean_per_day',
  'revenue_by_period',
  'revenue_by_payment_method',
  'revenue_by_dispatch_method',
] as const;
export type SalesReportType = (typeof salesReportTypes)[number];

export const heatmapRefusal =
  'El mapa de calor se filtra por período, tiendas y tipo de despacho; no por plataforma ni medio de pago.';

/** `GET /kpi/reports?report_type=…`: the filters of every report and the series' `group`. */
export const kpiReportQuery = salesSeriesQuery
  .safeExtend({ report_type: z.enum(salesReportTypes) })
  .superRefine((query, ctx) => {
    if (query.report_type !== 'heatmap') return;
    for (const field of ['platform', 'payment_method'] as const)
      if (query[field]) ctx.addIssue({ code: 'custom', path: [field], message: heatmapRefusal });
  });
export type KpiReportQuery = z.infer<typeof kpiReportQuery>;

/** ISO weekday: 1 Monday … 7 Sunday. */
const weekday = z.number().int().min(1).max(7);

export const heatmapReport = z.object({
  report_type: z.literal('heatmap'),
  from: z.string(),
  to: z.string(),
  /** Every weekday × local hour (7 × 24), Monday 00 first; the hour the order was placed. */
  cells: z.array(salesFigures.extend({ weekday, hour: z.number().int().min(0).max(23) })),
});
export type HeatmapReport = z.infer<typeof heatmapReport>;

export const meanPerDayReport = z.object({
  report_type: z.literal('mean_per_day'),
  from: z.string(),
  to: z.string(),
  /** Monday to Sunday: how many of that weekday the range has, their sales, and the mean per day. */
  weekdays: z.array(
    salesFigures.extend({
      weekday,
      days: z.number().int(),
      mean_orders: z.number(),
      mean_total: z.number().int(),
    }),
  ),
});
export type MeanPerDayReport = z.infer<typeof meanPerDayReport>;

export const kpiReport = z.discriminatedUnion('report_type', [
  salesSummary.extend({ report_type: z.literal('summary') }),
  heatmapReport,
  meanPerDayReport,
  salesSeries.extend({ report_type: z.literal('revenue_by_period') }),
  splitSalesSeries.extend({ report_type: z.literal('revenue_by_payment_method') }),
  splitSalesSeries.extend({ report_type: z.literal('revenue_by_dispatch_method') }),
]);
export type KpiReport = z.infer<typeof kpiReport>;
