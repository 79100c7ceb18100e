import type { SingleDispatchMethod } from '../stores/opening/opening-schedule.js';

/** Spec part 2 §2: an order's statuses. */
export const orderStatuses = [
  'creation_scheduled',
  'pending_online_payment',
  'online_payment_failed',
  'failed',
  'created',
  'preparing',
  'ready',
  'in_transit',
  'completed',
  'canceled',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * The statuses in which an order stands as a sale (the best sellers count it): taken in, not
 * scheduled, unpaid, failed or canceled. The database's `tablero_is_sale` (migration 0052) is the
 * same list; a test keeps them equal.
 */
export const salesStatuses = [
  'created',
  'preparing',
  'ready',
  'in_transit',
  'completed',
] as const satisfies readonly OrderStatus[];

/**
 * Who moves an order: the store's staff (the console, the kitchen board), the payment flow (an
 * online payment completing or failing), or the server itself (a scheduled order's time coming).
 */
export type OrderMover = 'staff' | 'payment' | 'server';

/** Spec part 2 §2: the badge colour of each status. */
export const orderStatusColors: Record<OrderStatus, 'gray' | 'green' | 'blue' | 'red'> = {
  pending_online_payment: 'gray',
  creation_scheduled: 'gray',
  created: 'green',
  completed: 'green',
  preparing: 'blue',
  ready: 'blue',
  in_transit: 'blue',
  online_payment_failed: 'red',
  canceled: 'red',
  failed: 'red',
};

/** How a status reads in a sentence ("un pedido …"). */
const spoken: Record<OrderStatus, string> = {
  creation_scheduled: 'programado',
  pending_online_payment: 'que espera su pago en línea',
  online_payment_failed: 'con el pago en línea rechazado',
  failed: 'fallido',
  created: 'recibido',
  preparing: 'en preparación',
  ready: 'listo',
  in_transit: 'en camino',
  completed: 'entregado',
  canceled: 'cancelado',
};

interface Move {
  to: OrderStatus;
  by: OrderMover;
  /** Only for orders of this dispatch method. */
  only?: SingleDispatchMethod;
}

/**
 * The only moves there are (the spec shows the statuses, not the moves; this is our design).
 * Staff take an order through the kitchen: received, preparing, ready, then on its way and
 * delivered (delivery) or delivered at the counter (pick-up); they may cancel it, with a reason,
 * until it leaves the store, a scheduled one included. Payment statuses move only with the payment;
 * a scheduled order is created by the server when its time comes, or fails if it cannot be.
 */
const moves: Record<OrderStatus, readonly Move[]> = {
  creation_scheduled: [
    { to: 'created', by: 'server' },
    { to: 'failed', by: 'server' },
    { to: 'canceled', by: 'staff' },
  ],
  pending_online_payment: [
    { to: 'created', by: 'payment' },
    // A future order paid online is paid when placed, then waits for its time.
    { to: 'creation_scheduled', by: 'payment' },
    { to: 'online_payment_failed', by: 'payment' },
  ],
  created: [
    { to: 'preparing', by: 'staff' },
    { to: 'canceled', by: 'staff' },
  ],
  preparing: [
    { to: 'ready', by: 'staff' },
    { to: 'canceled', by: 'staff' },
  ],
  ready: [
    { to: 'in_transit', by: 'staff', only: 'delivery' },
    { to: 'completed', by: 'staff', only: 'pick_up' },
    { to: 'canceled', by: 'staff' },
  ],
  in_transit: [{ to: 'completed', by: 'staff', only: 'delivery' }],
  online_payment_failed: [],
  failed: [],
  completed: [],
  canceled: [],
};

export interface OrderMoveRequest {
  from: OrderStatus;
  to: OrderStatus;
  by: OrderMover;
  dispatch: SingleDispatchMethod;
  /** Why it is canceled; required to cancel. */
  reason?: string | undefined;
}

export const MAX_CANCEL_REASON_LENGTH = 500;

/** The statuses `by` may move an order of `dispatch` to from `from` (the kitchen board's buttons). */
export function nextOrderStatuses(
  from: OrderStatus,
  by: OrderMover,
  dispatch: SingleDispatchMethod,
): OrderStatus[] {
  return moves[from].filter((m) => m.by === by && (!m.only || m.only === dispatch)).map((m) => m.to);
}

/** Why this move is refused, in the words a merchant reads; undefined when it is allowed. */
export function orderMoveRefusal({ from, to, by, dispatch, reason }: OrderMoveRequest): string | undefined {
  if (from === to) return `El pedido ya está ${spoken[to]}.`;
  if (moves[from].length === 0) return `Un pedido ${spoken[from]} ya no cambia de estado.`;
  const move = moves[from].find((m) => m.to === to);
  if (!move) return `Un pedido ${spoken[from]} no puede pasar a ${spoken[to]}.`;
  if (move.by !== by) return refusedMover(move.by);
  if (move.only && move.only !== dispatch)
    return dispatch === 'pick_up'
      ? 'Un pedido para retiro no sale en camino: se entrega en la tienda cuando está listo.'
      : 'Un pedido a domicilio se entrega después de salir en camino.';
  if (to === 'canceled') {
    const given = reason?.trim() ?? '';
    if (given === '') return 'Indica por qué se cancela el pedido.';
    if (given.length > MAX_CANCEL_REASON_LENGTH)
      return `El motivo de la cancelación admite hasta ${MAX_CANCEL_REASON_LENGTH} caracteres.`;
  }
  return undefined;
}

function refusedMover(mover: OrderMover): string {
  if (mover === 'payment')
    return 'Este cambio de estado lo hace solo el pago en línea, al completarse o fallar.';
  if (mover === 'server')
    return 'Este cambio de estado lo hace el sistema cuando llega la hora del pedido programado.';
  return 'Este cambio de estado lo hace la tienda desde la consola.';
}
