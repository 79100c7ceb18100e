import { z } from 'zod';
import type { FieldError } from '../errors/error-codes.js';
import { resolveFlatWrite } from '../shared/flat-write.js';
import { recordId } from '../shared/ids.js';
import { pageQuery } from '../shared/lists.js';

/** Spec part 2 §9: a driver's vehicle and where they are. */
export const driverKinds = ['bike', 'motorcycle', 'car'] as const;
export type DriverKind = (typeof driverKinds)[number];
export const driverStatuses = ['in_store', 'in_transit'] as const;
export type DriverStatus = (typeof driverStatuses)[number];

/** Orders one driver may carry at once, at most (a car full of bags). */
export const MAX_DRIVER_CAPACITY = 20;

export const driverFields = {
  name: z.string().trim().min(1).max(120),
  kind: z.enum(driverKinds),
  /** How many orders they carry at once: an integer above 0. */
  max_capacity: z.number().int().min(1).max(MAX_DRIVER_CAPACITY),
  status: z.enum(driverStatuses),
  store_id: recordId,
};

export const driverState = z.object(driverFields);
export type DriverState = z.infer<typeof driverState>;

const readOnly = {
  id: z.unknown(),
  store_name: z.unknown(),
  orders_in_hand: z.unknown(),
  created_at: z.unknown(),
  updated_at: z.unknown(),
};

/** POST and PATCH body: only the fields sent change; a new driver needs all but `status` (in_store). */
export const driverWrite = z
  .strictObject({ ...driverFields, ...readOnly })
  .partial()
  .meta({ examples: [{ name: 'Pedro Soto', kind: 'motorcycle', max_capacity: 3, store_id: 1 }] });
export type DriverWrite = z.infer<typeof driverWrite>;

export const driverView = z.object({
  id: z.number().int(),
  ...driverFields,
  name: z.string(),
  store_name: z.string(),
  /** Orders out with them now. */
  orders_in_hand: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DriverView = z.infer<typeof driverView>;

export const driverListQuery = pageQuery().extend({
  store_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  status: z.enum(driverStatuses).optional(),
  /** Part of the name. */
  query: z.string().trim().max(100).optional(),
});
export type DriverListQuery = z.infer<typeof driverListQuery>;

/** `POST /kds/store/{storeId}/drivers/{id}/dispatch`: ready delivery orders that leave with the driver. */
export const driverDispatchBody = z
  .strictObject({ order_ids: z.array(recordId).min(1).max(MAX_DRIVER_CAPACITY) })
  .meta({ examples: [{ order_ids: [1] }] });
export type DriverDispatchBody = z.infer<typeof driverDispatchBody>;

export const driverMessages = {
  notInStore: 'El repartidor no está en la tienda: espera a que vuelva.',
  otherStore: 'El repartidor es de otra tienda.',
  overCapacity: (capacity: number) =>
    `El repartidor lleva como máximo ${capacity} ${capacity === 1 ? 'pedido' : 'pedidos'} a la vez.`,
  orderNotReady: (code: string) => `El pedido ${code} no está listo para salir.`,
  orderNotDelivery: (code: string) => `El pedido ${code} es para retiro: no sale con un repartidor.`,
  outWithOrders:
    'El repartidor tiene pedidos en camino: no se puede eliminar ni cambiar de tienda hasta que vuelva.',
  storeUnknown: 'La tienda no existe.',
  storeHasDrivers: 'La tienda tiene repartidores: muévelos a otra tienda o elimínalos antes.',
} as const;

/**
 * A driver as it will be saved: the current one with what the body changes, or a new one (status
 * in the store unless said); every missing or invalid field at once.
 */
export function resolveDriverWrite(
  current: DriverState | undefined,
  body: unknown,
): { state: DriverState } | { errors: FieldError[] } {
  return resolveFlatWrite(
    driverState,
    { readOnly: Object.keys(readOnly), defaults: { status: 'in_store' } },
    current,
    body,
  );
}
