import { type KitchenBoardStatus, kitchenBoardStatuses, type OrderStatus } from '@tablero/domain';
import type { Order } from '../api.js';

/** The board's columns, left to right: what the kitchen still has to do with an order. */
export const boardStatuses = kitchenBoardStatuses;
export type BoardStatus = KitchenBoardStatus;

export const isBoardStatus = (status: OrderStatus): status is BoardStatus =>
  (boardStatuses as readonly OrderStatus[]).includes(status);

/** The orders on the board by id. */
export type BoardOrders = ReadonlyMap<number, Order>;

/**
 * The board with `incoming` as it is now. An order's history only grows, so of two copies the one
 * with the longer history is the newer (an event may arrive before the list it races with); an
 * order that left the board's statuses (completed, canceled) leaves the board.
 */
export function withOrder(board: BoardOrders, incoming: Order): BoardOrders {
  const known = board.get(incoming.id);
  if (known && known.history.length > incoming.history.length) return board;
  const next = new Map(board);
  if (isBoardStatus(incoming.status)) next.set(incoming.id, incoming);
  else next.delete(incoming.id);
  return next;
}

/** A column's orders, the longest waiting first (a scheduled order by the time it is due). */
export function columnOf(board: BoardOrders, status: BoardStatus, storeIds: readonly number[]): Order[] {
  const dueAt = (order: Order) => order.scheduledAt ?? order.createdAt;
  return [...board.values()]
    .filter((order) => order.status === status && (storeIds.length === 0 || storeIds.includes(order.storeId)))
    .sort((a, b) => dueAt(a).localeCompare(dueAt(b)) || a.id - b.id);
}

/** Orders nobody has accepted yet: the chime repeats while there is one. */
export const waitingOrders = (board: BoardOrders, storeIds: readonly number[]) =>
  columnOf(board, 'created', storeIds).length;
