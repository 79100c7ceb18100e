import { productPlatforms } from '../products/product-constants.js';
import { dispatchMethods } from '../stores/store-constants.js';

/**
 * Kinds of coupon (spec part 2 §3): `giftcard` takes a fixed amount off, `percentage` a share of
 * the eligible amount (capped by `max_discount`), `gift` makes one unit of a chosen product free.
 */
export const couponKinds = ['giftcard', 'percentage', 'gift'] as const;
export type CouponKind = (typeof couponKinds)[number];

/** What a coupon may be restricted to: products, or every product of a price group. */
export const couponableTypes = ['product', 'price_group'] as const;
export type CouponableType = (typeof couponableTypes)[number];

/** §3 "specialCondition (firstPurchase, marked new_customer_only)". */
export const couponSpecialConditions = ['first_purchase'] as const;

export const couponDispatchMethods = dispatchMethods;
export const couponPlatforms = productPlatforms;

/** Look-alike characters (0/O, 1/I/L) are left out of generated codes so nobody mistypes one. */
export const generatedCodeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const couponLimits = {
  codeMax: 40,
  /** Letters, digits, dash and underscore: what a customer can type on a phone keyboard. */
  codePattern: /^[A-Za-z0-9_-]+$/,
  /** The same ceiling as a product's price: 100 million CLP in cents. */
  maxMoney: 10_000_000_000,
  maxQuantity: 100_000_000,
  couponablesMax: 500,
  storesMax: 2000,
  /** Codes one generation job makes. */
  generateMax: 100_000,
  generatedRandomLength: 8,
  prefixMax: 20,
  /** §9: files up to 1.5 MB. */
  importBytesMax: 1.5 * 1024 * 1024,
  importRowsMax: 20_000,
} as const;

export const couponMessages = {
  couponDeleted: 'Cupón eliminado.',
  codeTaken: 'Ya existe un cupón con este código',
  codeFormat: 'El código solo admite letras, números, guion y guion bajo',
  discountPositive: 'El descuento debe ser mayor que 0',
  percentageAbove100: 'El porcentaje debe estar entre 0 y 100',
  twoDecimals: 'El valor admite como máximo 2 decimales, separados por punto',
  wholeCents: 'El monto debe ser un número entero de centavos',
  endBeforeStart: 'La fecha y hora de término deben ser posteriores a las de inicio',
  productRequired: 'Un cupón de regalo necesita al menos un producto',
  repeatedCouponable: 'El producto o grupo de precios aparece más de una vez',
  repeatedStore: 'La tienda aparece más de una vez',
  unknownProduct: 'El producto no existe',
  unknownPriceGroup: 'El grupo de precios no existe',
  unknownStore: 'La tienda no existe',
  unknownPaymentMethod: 'El medio de pago no está habilitado en ninguna tienda',
  offeredOnAbandonedCarts: (stores: readonly string[]) =>
    stores.length > 0
      ? `Las tiendas ${stores.join(', ')} lo ofrecen en carros abandonados; cámbialo en ellas antes de eliminarlo`
      : 'Una tienda lo ofrece en carros abandonados; cámbialo en ella antes de eliminarlo',
  inUseByCoupons: (codes: readonly string[]) =>
    codes.length > 0
      ? `Lo usan los cupones ${codes.join(', ')}; quítalo de ellos antes de eliminarlo`
      : 'Lo usan uno o más cupones; quítalo de ellos antes de eliminarlo',
} as const;

/** Why a coupon does not apply to a cart: the first reason the engine finds, in Spanish. */
export const couponRefusals = {
  disabled: 'El cupón no está activo',
  notStarted: 'El cupón todavía no está vigente',
  expired: 'El cupón expiró',
  wrongWeekday: 'El cupón no es válido este día de la semana',
  wrongStore: 'El cupón no es válido en esta tienda',
  wrongDispatch: (method: string) =>
    method === 'delivery'
      ? 'El cupón solo es válido para retiro en tienda'
      : 'El cupón solo es válido para delivery',
  wrongPlatform: 'El cupón no es válido en este canal de venta',
  wrongPaymentMethod: 'El cupón no es válido con este medio de pago',
  exhausted: 'El cupón ya no tiene usos disponibles',
  usedByCustomer: 'Ya usaste este cupón el máximo de veces permitido',
  firstPurchaseOnly: 'El cupón es solo para la primera compra',
  noEligibleProduct: 'El carro no tiene productos a los que se aplique el cupón',
  belowMinimum: (minimum: string) => `El cupón requiere una compra mínima de ${minimum}`,
  belowStoreMinimum: (minimum: string) =>
    `Con el descuento el pedido no alcanza el mínimo de la tienda (${minimum})`,
} as const;
