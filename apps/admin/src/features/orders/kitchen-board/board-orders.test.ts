import { describe, expect, it } from 'vitest';
import type { Order } from '../api.js';
import { columnOf, waitingOrders, withOrder } from './board-orders.js';

const order = (id: number, status: Order['status'], historyLength: number, change: Partial<Order> = {}) =>
  ({
    id,
    status,
    storeId: 1,
    createdAt: `2026-11-26T12:0${id}:00.000Z`,
    scheduledAt: null,
    history: Array.from({ length: historyLength }, () => ({})),
    ...change,
  }) as Order;

describe('the kitchen board', () => {
  it('keeps the newer copy of an order whichever arrives last', () => {
    const moved = withOrder(new Map(), order(1, 'preparing', 2));
    const stale = withOrder(moved, order(1, 'created', 1));
    expect(stale.get(1)?.status).toBe('preparing');
    expect(withOrder(stale, order(1, 'ready', 3)).get(1)?.status).toBe('ready');
  });

  it('lets go of an order once it is completed or canceled', () => {
    const board = withOrder(new Map(), order(1, 'ready', 3));
    expect(withOrder(board, order(1, 'completed', 4)).has(1)).toBe(false);
    expect(withOrder(board, order(2, 'canceled', 2)).has(2)).toBe(false);
  });

  it('shows a column longest waiting first, a scheduled order by its time, only the chosen stores', () => {
    let board = withOrder(new Map(), order(3, 'created', 1));
    board = withOrder(board, order(1, 'created', 1, { scheduledAt: '2026-11-26T15:00:00.000Z' }));
    board = withOrder(board, order(2, 'created', 1, { storeId: 2 }));
    board = withOrder(board, order(4, 'preparing', 2));
    expect(columnOf(board, 'created', []).map((o) => o.id)).toEqual([2, 3, 1]);
    expect(columnOf(board, 'created', [1]).map((o) => o.id)).toEqual([3, 1]);
    expect(waitingOrders(board, [2])).toBe(1);
  });
});
