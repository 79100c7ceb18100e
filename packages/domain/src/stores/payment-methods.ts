import { z } from 'zod';
import { type DispatchMode, dispatchModes } from './store-constants.js';

/**
 * Payment methods of spec part 1 §9 in wire spelling; `mercadoPago` and `mercado_pago` are one.
 * `online` is Webpay as the spec names it, and `webpay` its newer key: both count as Webpay.
 */
export const paymentMethodKeys = [
  'cash',
  'card',
  'online',
  'oneclick',
  'sodexo',
  'chek',
  'mach',
  'mercado_pago',
  'mercado_pago_card_payment',
  'mercado_pago_card',
  'compra_click_bac',
  'kushki_card',
  'kushki_card_async',
  'kushki_card_subscription',
  'kushki_card_async_subscription',
  'credomatic',
  'getnet',
  'onepay',
  'webpay',
  'amipass',
  'onvo',
  'sinpe',
  'credit',
  'ingenico',
  'ingenico_oneclick',
] as const;
export type PaymentMethodKey = (typeof paymentMethodKeys)[number];

/** Paid at the door or the counter, or settled by hand: everything else is paid online. */
const offlineMethods: readonly PaymentMethodKey[] = ['cash', 'card', 'sinpe', 'credit'];

export function isOnlinePaymentMethod(method: PaymentMethodKey): boolean {
  return !offlineMethods.includes(method);
}

export const webpayMethods: readonly PaymentMethodKey[] = ['online', 'webpay'];

/** §5: kushki, sinpe, credit, Mercado Pago and Compra Click variants stay only if already enabled. */
export const legacyPaymentMethods: readonly PaymentMethodKey[] = [
  'kushki_card',
  'kushki_card_async',
  'kushki_card_subscription',
  'kushki_card_async_subscription',
  'sinpe',
  'credit',
  'mercado_pago',
  'mercado_pago_card_payment',
  'mercado_pago_card',
  'compra_click_bac',
];

export const paymentMethodList = z.array(z.enum(paymentMethodKeys)).max(paymentMethodKeys.length);

/** `{ delivery: [...], in_store: [...], order_taker_in_store: [...], order_taker_store_delivery: [...] }`. */
export const paymentMethods = z.strictObject({
  delivery: paymentMethodList,
  in_store: paymentMethodList,
  order_taker_in_store: paymentMethodList,
  order_taker_store_delivery: paymentMethodList,
});
export type PaymentMethods = z.infer<typeof paymentMethods>;

/** In a write each mode is optional: the modes sent replace theirs, the others are kept. */
export const paymentMethodsPatch = paymentMethods.partial();

export const emptyPaymentMethods = (): PaymentMethods => ({
  delivery: [],
  in_store: [],
  order_taker_in_store: [],
  order_taker_store_delivery: [],
});

/** Each list once each method, in the catalogue's order, so equal sets compare equal. */
export function normalisePaymentMethods(methods: PaymentMethods): PaymentMethods {
  const sorted = (list: readonly PaymentMethodKey[]) => paymentMethodKeys.filter((k) => list.includes(k));
  return Object.fromEntries(dispatchModes.map((mode) => [mode, sorted(methods[mode])])) as PaymentMethods;
}

export interface PaymentOfferContext {
  webpay_commerce_code: string | null;
  oneclick_commerce_code: string | null;
  /** What the store has now; legacy methods may stay where they already are. */
  current: PaymentMethods;
}

/**
 * What the form offers for a mode (§5): cash and card always; Webpay and Oneclick only with their
 * commerce code; the legacy methods only where already enabled; the rest of the catalogue freely.
 */
export function offeredPaymentMethods(mode: DispatchMode, ctx: PaymentOfferContext): PaymentMethodKey[] {
  return paymentMethodKeys.filter((key) => {
    if (webpayMethods.includes(key)) return Boolean(ctx.webpay_commerce_code);
    if (key === 'oneclick') return Boolean(ctx.oneclick_commerce_code);
    if (legacyPaymentMethods.includes(key)) return ctx.current[mode].includes(key);
    return true;
  });
}
