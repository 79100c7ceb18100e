import { z } from 'zod';
import { rangeDate } from '../orders/order.schema.js';
import { orderPlatforms } from '../orders/order-constants.js';
import { queryIdList } from '../shared/ids.js';
import { paymentMethodKeys } from '../stores/payment-methods.js';

/** The longest period a sales report covers: two years of days. */
export const MAX_REPORT_DAYS = 731;

export const reportMessages = {
  rangeReversed: 'La fecha de inicio debe ser anterior o igual a la fecha de término.',
  rangeTooLong: `El período de un reporte puede abarcar hasta ${MAX_REPORT_DAYS} días.`,
} as const;

const spanInDays = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/**
 * The filters every sales report takes (snake_case, API.md): local days `from`–`to` of the tenant,
 * both included (default: the last 30 days); stores (`store_id`, repeatable or comma-separated;
 * default: all the user's); one platform, dispatch method and payment method.
 */
export const salesReportQuery = z
  .object({
    from: rangeDate.optional(),
    to: rangeDate.optional(),
    store_id: queryIdList('store_id').optional(),
    platform: z.enum(orderPlatforms).optional(),
    dispatch_method: z.enum(['delivery', 'pick_up']).optional(),
    payment_method: z.enum(paymentMethodKeys).optional(),
  })
  .superRefine((query, ctx) => {
    if (!query.from || !query.to) return;
    if (query.from > query.to)
      ctx.addIssue({ code: 'custom', path: ['from'], message: reportMessages.rangeReversed });
    else if (spanInDays(query.from, query.to) >= MAX_REPORT_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: reportMessages.rangeTooLong });
  });
export type SalesReportQuery = z.infer<typeof salesReportQuery>;

/** Orders and money of a set of sales (cents). */
export const salesFigures = z.object({
  orders: z.number().int(),
  /** What customers paid: products after discounts, delivery and tips. */
  total: z.number().int(),
});
export type SalesFigures = z.infer<typeof salesFigures>;

export const salesTotals = salesFigures.extend({
  /** Products before discounts (gross income). */
  subtotal: z.number().int(),
  discount: z.number().int(),
  delivery_fee: z.number().int(),
  tip: z.number().int(),
  /** Delivery orders (the rest were picked up). */
  deliveries: z.number().int(),
  /** Orders that used a coupon. */
  coupon_orders: z.number().int(),
  /** `total` / `orders`, rounded to the cent; 0 without orders. */
  average_ticket: z.number().int(),
});
export type SalesTotals = z.infer<typeof salesTotals>;

export const salesShare = salesFigures.extend({ key: z.string() });
export type SalesShare = z.infer<typeof salesShare>;

/**
 * `GET /kpi/summary`: the orders that stand as sales (taken in, not scheduled, unpaid, failed or
 * canceled) of the period, counted on the local day they were placed.
 */
export const salesSummary = z.object({
  from: z.string(),
  to: z.string(),
  totals: salesTotals,
  /** Today and yesterday in the tenant's time zone, whatever the period (same stores and filters). */
  today: salesFigures.extend({ day: z.string() }),
  yesterday: salesFigures.extend({ day: z.string() }),
  by_platform: z.array(salesShare),
  by_dispatch_method: z.array(salesShare),
  by_payment_method: z.array(salesShare),
  /** Every day of the period, days without sales included. */
  by_day: z.array(salesFigures.extend({ day: z.string() })),
});
export type SalesSummary = z.infer<typeof salesSummary>;

/** How a report's series groups its days: by day, by week (from Monday) or by month. */
export const reportGroups = ['day', 'week', 'month'] as const;
export type ReportGroup = (typeof reportGroups)[number];

/** `GET /kpi/orders_dispatch_method`, `GET /kpi/orders_payment_method`: the filters and a `group`. */
export const salesSeriesQuery = salesReportQuery.safeExtend({ group: z.enum(reportGroups).default('day') });
export type SalesSeriesQuery = z.infer<typeof salesSeriesQuery>;

/** One period of a series: its first day, its sales, and for a split series the method they were made with. */
export const salesPeriod = salesFigures.extend({ period: z.string() });
export const salesSeries = z.object({
  from: z.string(),
  to: z.string(),
  group: z.enum(reportGroups),
  /** Every period of the range, oldest first, empty ones included. */
  periods: z.array(salesPeriod),
});
export type SalesSeries = z.infer<typeof salesSeries>;

export const splitSalesSeries = salesSeries.extend({
  /** The methods of the range, most sold first. */
  keys: z.array(z.string()),
  /** Per period, the sales of each method that sold in it. */
  split: z.array(salesFigures.extend({ period: z.string(), key: z.string() })),
});
export type SplitSalesSeries = z.infer<typeof splitSalesSeries>;
