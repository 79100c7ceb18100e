import { describe, expect, it } from 'vitest';
import {
  MAX_CANCEL_REASON_LENGTH,
  nextOrderStatuses,
  type OrderMover,
  orderMoveRefusal,
  orderStatusColors,
  orderStatuses,
} from './order-status.js';

/**
 * The allowed moves written out once more, by hand, as "mover: from > to [dispatch]": every other
 * combination of the 10 statuses × 10 × 3 movers × 2 dispatch methods must be refused.
 */
const allowed = new Set([
  'server: creation_scheduled > created [delivery]',
  'server: creation_scheduled > created [pick_up]',
  'server: creation_scheduled > failed [delivery]',
  'server: creation_scheduled > failed [pick_up]',
  'staff: creation_scheduled > canceled [delivery]',
  'staff: creation_scheduled > canceled [pick_up]',
  'payment: pending_online_payment > created [delivery]',
  'payment: pending_online_payment > created [pick_up]',
  'payment: pending_online_payment > creation_scheduled [delivery]',
  'payment: pending_online_payment > creation_scheduled [pick_up]',
  'payment: pending_online_payment > online_payment_failed [delivery]',
  'payment: pending_online_payment > online_payment_failed [pick_up]',
  'staff: created > preparing [delivery]',
  'staff: created > preparing [pick_up]',
  'staff: created > canceled [delivery]',
  'staff: created > canceled [pick_up]',
  'staff: preparing > ready [delivery]',
  'staff: preparing > ready [pick_up]',
  'staff: preparing > canceled [delivery]',
  'staff: preparing > canceled [pick_up]',
  'staff: ready > in_transit [delivery]',
  'staff: ready > completed [pick_up]',
  'staff: ready > canceled [delivery]',
  'staff: ready > canceled [pick_up]',
  'staff: in_transit > completed [delivery]',
]);

const movers: OrderMover[] = ['staff', 'payment', 'server'];
const dispatches = ['delivery', 'pick_up'] as const;

describe('order status moves', () => {
  it('allows exactly the moves of the table, for every pair, mover and dispatch method', () => {
    const seen: string[] = [];
    for (const from of orderStatuses)
      for (const to of orderStatuses)
        for (const by of movers)
          for (const dispatch of dispatches) {
            const key = `${by}: ${from} > ${to} [${dispatch}]`;
            const refusal = orderMoveRefusal({ from, to, by, dispatch, reason: 'Sin stock de pan' });
            if (refusal === undefined) seen.push(key);
            else expect(refusal, key).toMatch(/^[A-ZÁÉÍÓÚÑ¿].*\.$/);
          }
    expect(seen.sort()).toEqual([...allowed].sort());
    expect(orderStatuses.length * orderStatuses.length * movers.length * dispatches.length).toBe(600);
  });

  it('offers as next statuses exactly what it then allows', () => {
    for (const from of orderStatuses)
      for (const by of movers)
        for (const dispatch of dispatches) {
          const offered = nextOrderStatuses(from, by, dispatch);
          const expected = orderStatuses.filter((to) => allowed.has(`${by}: ${from} > ${to} [${dispatch}]`));
          expect(offered.sort(), `${by} ${from} ${dispatch}`).toEqual([...expected].sort());
        }
  });

  it('says why a move is refused', () => {
    const staff = { by: 'staff', dispatch: 'delivery' } as const;
    expect(orderMoveRefusal({ ...staff, from: 'ready', to: 'ready' })).toBe('El pedido ya está listo.');
    expect(orderMoveRefusal({ ...staff, from: 'completed', to: 'preparing' })).toBe(
      'Un pedido entregado ya no cambia de estado.',
    );
    expect(orderMoveRefusal({ ...staff, from: 'created', to: 'ready' })).toBe(
      'Un pedido recibido no puede pasar a listo.',
    );
    expect(orderMoveRefusal({ ...staff, from: 'in_transit', to: 'canceled', reason: 'x' })).toBe(
      'Un pedido en camino no puede pasar a cancelado.',
    );
    expect(orderMoveRefusal({ ...staff, from: 'pending_online_payment', to: 'created' })).toBe(
      'Este cambio de estado lo hace solo el pago en línea, al completarse o fallar.',
    );
    expect(orderMoveRefusal({ ...staff, from: 'creation_scheduled', to: 'created' })).toMatch(/sistema/);
    expect(orderMoveRefusal({ ...staff, dispatch: 'pick_up', from: 'ready', to: 'in_transit' })).toBe(
      'Un pedido para retiro no sale en camino: se entrega en la tienda cuando está listo.',
    );
    expect(orderMoveRefusal({ ...staff, from: 'ready', to: 'completed' })).toBe(
      'Un pedido a domicilio se entrega después de salir en camino.',
    );
  });

  it('cancels only with a reason, of at most 500 characters', () => {
    const cancel = { from: 'preparing', to: 'canceled', by: 'staff', dispatch: 'pick_up' } as const;
    expect(orderMoveRefusal(cancel)).toBe('Indica por qué se cancela el pedido.');
    expect(orderMoveRefusal({ ...cancel, reason: '   ' })).toBe('Indica por qué se cancela el pedido.');
    expect(orderMoveRefusal({ ...cancel, reason: 'x'.repeat(MAX_CANCEL_REASON_LENGTH) })).toBeUndefined();
    expect(orderMoveRefusal({ ...cancel, reason: 'x'.repeat(MAX_CANCEL_REASON_LENGTH + 1) })).toBe(
      'El motivo de la cancelación admite hasta 500 caracteres.',
    );
  });

  it('gives every status the spec colour', () => {
    expect(orderStatusColors).toEqual({
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
    });
  });
});
