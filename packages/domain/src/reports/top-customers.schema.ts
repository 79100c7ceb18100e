import { z } from 'zod';
import { salesFigures, salesReportQuery } from './sales-summary.schema.js';

/** The spec's reports list five top customers; a merchant may ask for up to twenty. */
export const TOP_CUSTOMERS = 5;
export const MAX_TOP_CUSTOMERS = 20;

/**
 * `GET /kpi/top_customers`: the sales report filters (local days `from`–`to`, stores, platform,
 * dispatch and payment method) and how many customers to list.
 */
export const topCustomersQuery = salesReportQuery.safeExtend({
  limit: z.coerce.number().int().min(1).max(MAX_TOP_CUSTOMERS).default(TOP_CUSTOMERS),
});
export type TopCustomersQuery = z.infer<typeof topCustomersQuery>;

export const topCustomer = z.object({
  /** A customer is their email, as the storefront takes it. */
  email: z.string(),
  /** The name and phone of their latest order in the period. */
  name: z.string(),
  phone: z.string(),
  orders: z.number().int(),
  /** What they paid in the period (cents). */
  total: z.number().int(),
  average_ticket: z.number().int(),
  first_order_at: z.string(),
  last_order_at: z.string(),
});
export type TopCustomer = z.infer<typeof topCustomer>;

/** The customers who paid most in the period (most orders, then email, break ties), and the period's sales. */
export const topCustomers = z.object({
  from: z.string(),
  to: z.string(),
  customers: z.array(topCustomer),
  totals: salesFigures,
});
export type TopCustomers = z.infer<typeof topCustomers>;
