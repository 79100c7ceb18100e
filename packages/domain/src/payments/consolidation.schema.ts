import { z } from 'zod';
import { pageMeta, pageQuery } from '../shared/lists.js';
import { paymentMethodKeys } from '../stores/payment-methods.js';

/**
 * Consolidations (spec part 2 §9, "Consolidation row"): what the platform collected online for
 * the merchant in an ISO week (Monday to Sunday in the tenant's time zone) from the completed
 * orders of its own storefront, less its commission and the payment service's cost, paid out on
 * the Wednesday after the week closes.
 */
export const CONSOLIDATION_PAYOUT_DAYS = 3;

const year = z.coerce.number().int().min(2000).max(2100);

export const consolidationListQuery = pageQuery(53).extend({
  /** ISO week-year; the current one in the tenant's time zone when left out. */
  year: year.optional(),
});
export type ConsolidationListQuery = z.infer<typeof consolidationListQuery>;

export const consolidationWeekParams = z.object({
  year: year.meta({ examples: [2026] }),
  week: z.coerce
    .number()
    .int()
    .min(1)
    .max(53)
    .meta({ examples: [1] }),
});

export const consolidationWeekQuery = pageQuery();
export type ConsolidationWeekQuery = z.infer<typeof consolidationWeekQuery>;

const money = z.number().int();
const amounts = {
  /** What the customers paid for their food (after discounts), without delivery and tips. */
  collected_sale: money,
  collected_delivery: money,
  collected_tip: money,
  /** The platform's commission on the sale. */
  mercat_commission: money,
  /** The payment service's cost on everything collected. */
  service_cost: money,
  /** What the merchant receives: collected less commission and service cost. */
  payment: money,
};

export const consolidationStatuses = ['in_progress', 'pending', 'paid'] as const;
export type ConsolidationStatus = (typeof consolidationStatuses)[number];

export const consolidationRow = z.object({
  year: z.number().int(),
  week: z.number().int(),
  /** Calendar dates (`YYYY-MM-DD`) in the tenant's time zone. */
  start_date: z.string(),
  end_date: z.string(),
  payment_date: z.string(),
  /** `in_progress` while the week runs, `pending` until its payment date, then `paid`. */
  status: z.enum(consolidationStatuses),
  orders_count: z.number().int(),
  ...amounts,
});
export type ConsolidationRow = z.infer<typeof consolidationRow>;

export const consolidationOrder = z.object({
  id: z.number().int(),
  code: z.string(),
  /** When the order was placed (ISO with the tenant's offset). */
  order_date: z.string(),
  store_id: z.number().int(),
  store_name: z.string(),
  payment_method: z.enum(paymentMethodKeys),
  ...amounts,
});
export type ConsolidationOrder = z.infer<typeof consolidationOrder>;

export const consolidationWeek = z.object({
  consolidation: consolidationRow,
  data: z.array(consolidationOrder),
  meta: pageMeta,
});
export type ConsolidationWeek = z.infer<typeof consolidationWeek>;

export const consolidationMessages = {
  weekUnknown: (year: number) => `El año ${year} no tiene esa semana.`,
  reportOff: 'El reporte de consolidación no está activado para este comercio.',
} as const;
