import { z } from 'zod';
import { recordIdText } from '../shared/ids.js';
import { type PaymentMethodKey, webpayMethods } from '../stores/payment-methods.js';

/**
 * `POST /payments/{type}/{id}/refund_transaction` (spec part 2 §9): `type` names the payment kind
 * (`webpay` for Webpay, the spec's `online`; `oneclick`; `mercado_pago_card` for Mercado Pago cards),
 * `id` the order.
 */
export const refundKinds = ['webpay', 'oneclick', 'mercado_pago_card'] as const;
export type RefundKind = (typeof refundKinds)[number];

export const refundParams = z.object({
  type: z.enum(refundKinds).meta({ examples: ['webpay'] }),
  id: recordIdText,
});

/** The refund kind of an order's payment method; undefined for those paid at the door. */
export function refundKindOf(method: PaymentMethodKey): RefundKind | undefined {
  if (webpayMethods.includes(method)) return 'webpay';
  if (method === 'oneclick') return 'oneclick';
  if (method === 'mercado_pago_card' || method === 'mercado_pago_card_payment') return 'mercado_pago_card';
  return undefined;
}

/** Debit and prepaid card payments can be reversed only this long after they were made. */
export const DEBIT_REFUND_WINDOW_MS = 60 * 60_000;

/** The provider's refusal names of the spec's toasts, and what they say. */
export const refundFailures = {
  WEBPAY_REQUEST_FAILED:
    'No se puede reembolsar: pasó más de 1 hora desde el pago con tarjeta de débito. Haz la devolución por otro medio.',
  ONECLICK_REQUEST_FAILED:
    'No se puede reembolsar: pasó más de 1 hora desde el pago con tarjeta de débito Oneclick. Haz la devolución por otro medio.',
} as const;

export const paymentMessages = {
  notOnline: 'Este pedido no se pagó en línea: su devolución se hace en la tienda.',
  kindMismatch: 'El tipo de pago indicado no corresponde al pago del pedido.',
  notPaid: 'El pago de este pedido no está completado: no hay nada que reembolsar.',
  providerFailed: (message: string) => `El proveedor de pagos rechazó el reembolso: ${message}`,
  providerUnavailable: 'No se pudo contactar al proveedor de pagos. Vuelve a intentarlo.',
  startFailed: 'No se pudo iniciar el pago en línea. Vuelve a intentarlo.',
} as const;

/** What a refund left: the order's payment as it is now (`refund_requested` or `pending_refund_manual`). */
export const refundAnswer = z.object({
  order_id: z.number(),
  payment: z.object({ method: z.string(), status: z.string() }),
  /** `REVERSED` or `NULLIFIED` (the provider's), or `manual` when it must be done by hand. */
  refund_type: z.string(),
});
export type RefundAnswer = z.infer<typeof refundAnswer>;

/** Where the storefront sends the customer to pay an order placed with Webpay. */
export const onlinePaymentStart = z.object({ url: z.string(), token: z.string() });
