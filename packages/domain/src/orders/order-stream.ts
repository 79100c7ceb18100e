import { z } from 'zod';
import { queryIdList } from '../shared/ids.js';
import { orderView } from './order.schema.js';
import type { OrderStatus } from './order-status.js';

/**
 * `GET /api/admin/v1/orders/stream` (API.md "streams"). Order events carry the order as
 * `GET /orders/{id}` shows it; `stream.ready` says the stream is live (what was missed has been
 * sent); `stream.reset` says too much was missed to send: reload the orders, then follow on.
 */
export const orderStreamEventNames = [
  'order.created',
  'order.status_changed',
  'stream.ready',
  'stream.reset',
] as const;
export type OrderStreamEventName = (typeof orderStreamEventNames)[number];

export const orderStreamQuery = z.object({
  /** The stores to follow (comma-separated or repeated); none: every store the user may see. */
  store_ids: queryIdList('store_ids').optional(),
});
export type OrderStreamQuery = z.infer<typeof orderStreamQuery>;

/** `data` of `stream.ready` and `stream.reset`. */
export const orderStreamMark = z.object({ last_event_id: z.number().int() });
export type OrderStreamMark = z.infer<typeof orderStreamMark>;

/** The kitchen board's columns, left to right: what the kitchen still has to do with an order. */
export const kitchenBoardStatuses = [
  'created',
  'preparing',
  'ready',
  'in_transit',
] as const satisfies readonly OrderStatus[];
export type KitchenBoardStatus = (typeof kitchenBoardStatuses)[number];

/** The most orders a board loads at once (a day's kitchen work, not history). */
export const KITCHEN_BOARD_MOST_ORDERS = 300;

/** `GET /orders/board`: the stores of the board, as the stream takes them. */
export const kitchenBoardQuery = orderStreamQuery;

export const kitchenBoardAnswer = z.object({ data: z.array(orderView) });
export type KitchenBoardAnswer = z.infer<typeof kitchenBoardAnswer>;
