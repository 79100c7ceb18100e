/** Spec part 2 §3 and §9: where an order was placed and through whom. */
export const orderPlatforms = ['web', 'app', 'order_taker'] as const;
export type OrderPlatform = (typeof orderPlatforms)[number];

export const orderOrigins = ['mercat', 'peya_aggregator', 'rappi', 'uber_eats', 'amipass'] as const;
export type OrderOrigin = (typeof orderOrigins)[number];

export const billingTypes = ['ticket', 'invoice'] as const;

/** Spec part 2 §3: a payment's statuses (created covers "processing"). */
export const paymentStatuses = [
  'created',
  'completed',
  'canceled',
  'failed',
  'refund_requested',
  'pending_refund_manual',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * An order's code: what staff and customers read out. No 0/O, 1/I/L: said on the phone or read
 * off a ticket, none is mistaken for another; 31⁷ codes keep a collision rare in a million orders.
 */
export const orderCodes = { alphabet: 'ABCDEFGHJKMNPQRSTUVWXYZ23456789', length: 7 } as const;

/** An order code from a source of random integers below a bound. */
export function orderCode(randomBelow: (bound: number) => number): string {
  const { alphabet, length } = orderCodes;
  return Array.from({ length }, () => alphabet[randomBelow(alphabet.length)]).join('');
}

export const orderLimits = {
  maxItems: 100,
  maxQuantity: 99,
  maxOptionsPerItem: 50,
  maxNote: 500,
  maxMoney: 1_000_000_000_000,
  /** Spec part 2 §9: future orders are counted per store in slots of 30 minutes. */
  futureSlotMinutes: 30,
  /** Until the settings area exists (issue 16), a tenant's `settings` may set these; else: */
  defaultMaxDaysAvailableFutureOrder: 7,
  defaultMaxFutureOrdersPerStore: 10,
  /** A scheduled order is at least this far ahead; nearer, it is an order for now. */
  minScheduleAheadMinutes: 30,
} as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Every reason an order is refused, as the customer (and the merchant testing it) reads it. */
export const orderRefusals = {
  storeUnknown: 'La tienda no existe o no recibe pedidos.',
  storeClosed: 'La tienda está cerrada en este momento.',
  storeClosedFor: (method: 'delivery' | 'pick_up') =>
    method === 'delivery'
      ? 'La tienda no está despachando a domicilio en este momento.'
      : 'La tienda no está recibiendo pedidos para retiro en este momento.',
  methodNotOffered: (method: 'delivery' | 'pick_up') =>
    method === 'delivery'
      ? 'La tienda no hace despacho a domicilio.'
      : 'La tienda no ofrece retiro en tienda.',
  addressRequired: 'Indica la dirección de despacho con sus coordenadas.',
  outsideZones: 'La dirección está fuera de las zonas de despacho de la tienda.',
  productUnknown: 'El producto no está en la carta de esta tienda.',
  productNotOffered: (name: string) =>
    `«${name}» no está disponible para esta plataforma, este tipo de despacho o este horario.`,
  productSoldOut: (name: string) => `«${name}» está agotado en esta tienda.`,
  optionSoldOut: (name: string) => `La opción «${name}» está agotada en esta tienda.`,
  optionUnknown: (product: string) => `La opción elegida no es de «${product}».`,
  optionTwice: 'La misma opción está elegida dos veces.',
  tooFewOptions: (group: string, min: number) =>
    `En «${group}» elige al menos ${plural(min, 'opción', 'opciones')}.`,
  tooManyOptions: (group: string, max: number) =>
    max === 0
      ? `«${group}» no admite opciones.`
      : `En «${group}» elige como máximo ${plural(max, 'opción', 'opciones')}.`,
  paymentNotTaken: (method: string) => `La tienda no acepta el medio de pago «${method}» para este pedido.`,
  tipNotTaken: 'La tienda no recibe propinas para este tipo de pedido.',
  couponUnknown: 'El cupón no existe.',
  futureOrdersOff: 'La tienda no recibe pedidos programados.',
  scheduledTooSoon: (minutes: number) =>
    `Un pedido programado debe ser al menos ${minutes} minutos después de ahora.`,
  scheduledTooFar: (days: number) =>
    `Los pedidos se pueden programar hasta ${plural(days, 'día', 'días')} antes.`,
  slotFull: 'Ese horario ya no tiene cupo para pedidos programados: elige otro.',
  storeClosedAt: 'La tienda está cerrada a la hora elegida.',
  billingIncomplete: 'Para factura indica tipo de documento, razón social y correo.',
  /** Why a scheduled order failed when its time came (the history's reason). */
  storeDisabledAtSchedule: 'La tienda estaba desactivada cuando llegó la hora del pedido programado.',
} as const;

/** What the console reads about orders outside the order call. */
export const orderMessages = {
  storeHasOrders: 'La tienda tiene pedidos y no se puede eliminar: desactívala para que no reciba más.',
  couponHasOrders: 'El cupón se usó en pedidos y no se puede eliminar: desactívalo para que no se use más.',
} as const;
