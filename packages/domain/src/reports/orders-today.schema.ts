import { z } from 'zod';
import { orderStatuses } from '../orders/order-status.js';
import { queryIdList } from '../shared/ids.js';

/** `GET /kpi/orders`: today's orders of the stores asked for (`store_id`, repeatable; default all the user's). */
export const ordersTodayQuery = z.object({ store_id: queryIdList('store_id').optional() });
export type OrdersTodayQuery = z.infer<typeof ordersTodayQuery>;

/** The statuses of orders the stores are still working on. */
export const openOrderStatuses = ['created', 'preparing', 'ready', 'in_transit'] as const;

export const ordersToday = z.object({
  /** Today, in the tenant's time zone: the orders placed since its local midnight. */
  day: z.string(),
  /** Every status, in the state machine's order, with today's orders in it and what they come to (cents). */
  statuses: z.array(
    z.object({ status: z.enum(orderStatuses), orders: z.number().int(), total: z.number().int() }),
  ),
  /** Orders placed today that are still being worked on (received, preparing, ready, on the way). */
  open: z.number().int(),
  /** When the oldest of those was placed: how long the longest wait is. */
  oldest_open_at: z.string().nullable(),
  /** Mean minutes from placed to completed over today's completed orders, one decimal; null without any. */
  average_minutes_to_complete: z.number().nullable(),
});
export type OrdersToday = z.infer<typeof ordersToday>;
