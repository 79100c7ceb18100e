import { z } from 'zod';
import {
  reportGroups,
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
  'promotions',
  'recurrent_users',
  'uncovered_addresses',
  'delivery_cofinance',
] as const;
export type SalesReportType = (typeof salesReportTypes)[number];

const methodFilters = ['platform', 'dispatch_method', 'payment_method'] as const;
type MethodFilter = (typeof methodFilters)[number];

/** The filters besides period and stores each report honours (its rollup's columns). */
export const filtersOfReport: Record<SalesReportType, readonly MethodFilter[]> = {
  summary: methodFilters,
  heatmap: ['dispatch_method'],
  mean_per_day: methodFilters,
  revenue_by_period: methodFilters,
  revenue_by_payment_method: methodFilters,
  revenue_by_dispatch_method: methodFilters,
  promotions: [],
  recurrent_users: [],
  uncovered_addresses: [],
  delivery_cofinance: [],
};

const filterNames: Record<MethodFilter, string> = {
  platform: 'plataforma',
  dispatch_method: 'tipo de despacho',
  payment_method: 'medio de pago',
};

/** "a, b y c" (`last` joins the last two). */
const spanishList = (items: string[], last: string) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;

/** Why a report refuses a filter its rollup cannot honour, naming those it takes. */
export function reportFilterRefusal(type: SalesReportType): string {
  const honoured = filtersOfReport[type];
  const refused = methodFilters.filter((filter) => !honoured.includes(filter));
  const by = ['período', 'tiendas', ...honoured.map((filter) => filterNames[filter])];
  return `Este reporte se filtra por ${spanishList(by, 'y')}; no por ${spanishList(
    refused.map((f) => filterNames[f]),
    'ni',
  )}.`;
}

/** The coupons a promotions report lists (the totals count every coupon). */
export const PROMOTIONS_LISTED = 20;

/** `GET /kpi/reports?report_type=…`: the filters of every report and the series' `group`. */
export const kpiReportQuery = salesSeriesQuery
  .safeExtend({ report_type: z.enum(salesReportTypes) })
  .superRefine((query, ctx) => {
    const honoured = filtersOfReport[query.report_type];
    for (const field of methodFilters)
      if (query[field] && !honoured.includes(field))
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: reportFilterRefusal(query.report_type),
        });
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

export const promotionsReport = z.object({
  report_type: z.literal('promotions'),
  from: z.string(),
  to: z.string(),
  /** Every order of the range that used a coupon: their discounts and what they paid. */
  totals: z.object({ orders: z.number().int(), discount: z.number().int(), total: z.number().int() }),
  /** The coupons used most (up to 20), by orders then discount; named by their code now (as last used, once deleted). */
  coupons: z.array(
    z.object({
      coupon_id: z.number().int(),
      code: z.string(),
      orders: z.number().int(),
      discount: z.number().int(),
      total: z.number().int(),
    }),
  ),
});
export type PromotionsReport = z.infer<typeof promotionsReport>;

/**
 * New against returning customers per period: `new_customers` made their first purchase of the
 * brand in it (in the stores asked for); the period's other orders (`returning_orders`) came from
 * customers who had bought before.
 */
export const recurrentUsersReport = salesSeries.extend({
  report_type: z.literal('recurrent_users'),
  periods: z.array(
    salesFigures.extend({
      period: z.string(),
      new_customers: z.number().int(),
      returning_orders: z.number().int(),
    }),
  ),
});
export type RecurrentUsersReport = z.infer<typeof recurrentUsersReport>;

/** The places an uncovered-addresses report lists (its totals count every attempt). */
export const UNCOVERED_PLACES_LISTED = 2000;

export const uncoveredAddressesReport = z.object({
  report_type: z.literal('uncovered_addresses'),
  from: z.string(),
  to: z.string(),
  /** Delivery orders refused for an address outside every zone of the store, and their distinct points (about 11 m). */
  totals: z.object({ attempts: z.number().int(), addresses: z.number().int() }),
  /**
   * The attempts per place of about 100 m (coordinates rounded to 3 decimals), most tried first,
   * with the address last typed there.
   */
  places: z.array(
    z.object({
      latitude: z.number(),
      longitude: z.number(),
      attempts: z.number().int(),
      text_address: z.string(),
    }),
  ),
  /** The attempts per store, most first. */
  stores: z.array(z.object({ store_id: z.number().int(), attempts: z.number().int() })),
});
export type UncoveredAddressesReport = z.infer<typeof uncoveredAddressesReport>;

const deliveryFigures = z.object({
  orders: z.number().int(),
  /** What customers paid for delivery. */
  delivery_fee: z.number().int(),
  /** The store's share of an external fleet's cost (its cofinance setting when the order was placed). */
  cofinance: z.number().int(),
  /** What the orders came to. */
  total: z.number().int(),
});

export const deliveryCofinanceReport = z.object({
  report_type: z.literal('delivery_cofinance'),
  from: z.string(),
  to: z.string(),
  group: z.enum(reportGroups),
  /** The delivery orders of the storefront that stand as sales. */
  totals: deliveryFigures,
  /** Per delivery type (`own` or a fleet), most orders first. */
  carriers: z.array(deliveryFigures.extend({ delivery_type: z.string() })),
  /** Per period (`group`) and delivery type with orders, oldest first. */
  periods: z.array(deliveryFigures.extend({ period: z.string(), delivery_type: z.string() })),
});
export type DeliveryCofinanceReport = z.infer<typeof deliveryCofinanceReport>;

export const kpiReport = z.discriminatedUnion('report_type', [
  deliveryCofinanceReport,
  uncoveredAddressesReport,
  recurrentUsersReport,
  promotionsReport,
  salesSummary.extend({ report_type: z.literal('summary') }),
  heatmapReport,
  meanPerDayReport,
  salesSeries.extend({ report_type: z.literal('revenue_by_period') }),
  splitSalesSeries.extend({ report_type: z.literal('revenue_by_payment_method') }),
  splitSalesSeries.extend({ report_type: z.literal('revenue_by_dispatch_method') }),
]);
export type KpiReport = z.infer<typeof kpiReport>;
