import { z } from 'zod';
import { recordIdText } from '../shared/ids.js';
import { type PaymentMethodKey, webpayMethods } from '../stores/payment-methods.js';

/** Paid with a card Transbank keeps for the customer (Oneclick Mall), charged during the order call. */
export const oneclickMethods: readonly PaymentMethodKey[] = ['oneclick'];
/** Paid with a card token made by Mercado Pago in the customer's browser, charged during the order call. */
export const mercadoPagoCardMethods: readonly PaymentMethodKey[] = [
  'mercado_pago_card',
  'mercado_pago_card_payment',
];

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
  if (oneclickMethods.includes(method)) return 'oneclick';
  if (mercadoPagoCardMethods.includes(method)) return 'mercado_pago_card';
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
  oneclickCardRequired:
    'Para pagar con Oneclick indica la tarjeta inscrita del cliente (username y tbk_user).',
  mercadoPagoCardRequired:
    'Para pagar con tarjeta en Mercado Pago indica el token de la tarjeta y su medio de pago (payment_method_id).',
  mercadoPagoNotConfigured: 'La tienda no tiene configuradas sus credenciales de Mercado Pago.',
  mercadoPagoNoPublicKey:
    'La tienda no tiene llave pública de Mercado Pago: no puede recibir pagos con tarjeta de Mercado Pago.',
  webhookSignatureInvalid: 'La firma de la notificación de Mercado Pago no es válida.',
  inscriptionRefused: (message: string) => `Transbank no inscribió la tarjeta: ${message}`,
  inscriptionDeclined: 'La tarjeta no quedó inscrita en Oneclick. Prueba con otra tarjeta.',
} as const;

/** What a refund left: the order's payment as it is now (`refund_requested` or `pending_refund_manual`). */
export const refundAnswer = z.object({
  order_id: z.number(),
  payment: z.object({ method: z.string(), status: z.string() }),
  /**
   * Transbank's `REVERSED` or `NULLIFIED` (Webpay, Oneclick), Mercado Pago's `refunded`, or `manual`
   * when it must be done by hand.
   */
  refund_type: z.string(),
});
export type RefundAnswer = z.infer<typeof refundAnswer>;

/** Where the storefront sends the customer to pay an order placed with Webpay. */
export const onlinePaymentStart = z.object({ url: z.string(), token: z.string() });

/**
 * Oneclick in the storefront's order: the customer's card enrolled earlier at Transbank (an
 * inscription), named by the `username` the commerce gave the customer then and the `tbk_user`
 * Transbank answered. Whoever holds both can charge the card: the storefront keeps them as it would
 * a saved card, for the signed-in customer only.
 */
export const oneclickPaymentInput = z.object({
  username: z.string().trim().min(1).max(40),
  tbk_user: z.string().trim().min(1).max(40),
});
export type OneclickPaymentInput = z.infer<typeof oneclickPaymentInput>;

/**
 * `POST /api/web/v1/payments/oneclick/inscriptions`: a customer starts enrolling a card. `username`
 * is how the storefront names the customer to Transbank (the same one pays later); Transbank's
 * page sends them back to `response_url` with `TBK_TOKEN`.
 */
export const oneclickInscriptionStart = z
  .strictObject({
    username: z.string().trim().min(1).max(40),
    email: z.email().max(100),
    response_url: z.url({ protocol: /^https?$/ }).max(255),
  })
  .meta({
    examples: [
      {
        username: 'cliente-8123',
        email: 'camila@example.cl',
        response_url: 'https://demo.tablero.app/oneclick/inscrita',
      },
    ],
  });
export type OneclickInscriptionStart = z.infer<typeof oneclickInscriptionStart>;

/** Where to send the customer (POST `TBK_TOKEN`=`token` to `url_webpay`). */
export const oneclickInscriptionStarted = z.object({ token: z.string(), url_webpay: z.string() });

export const oneclickInscriptionParams = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, 'Token de inscripción no válido')
    .meta({ examples: ['01ab7e9c5f3d4b2a8c6e0f1d2b3a4c5d'] }),
});

/** The enrolled card: `tbk_user` (with the `username`) pays orders with `oneclick`. */
export const oneclickInscriptionFinished = z.object({
  tbk_user: z.string(),
  card_type: z.string().nullable(),
  card_number: z.string().nullable(),
  authorization_code: z.string().nullable(),
});
export type OneclickInscriptionFinished = z.infer<typeof oneclickInscriptionFinished>;

/**
 * A Mercado Pago card in the storefront's order: the card token Mercado Pago's script made in the
 * customer's browser (good for one payment; the card's number never reaches us), the card's
 * `payment_method_id` (`visa`, `master`, `debvisa`…) and `issuer_id` as the script gave them.
 */
export const mercadoPagoCardInput = z.object({
  token: z.string().trim().min(1).max(100),
  payment_method_id: z.string().trim().min(1).max(50),
  installments: z.number().int().min(1).max(48).default(1),
  issuer_id: z.string().trim().max(20).nullish(),
});
export type MercadoPagoCardInput = z.infer<typeof mercadoPagoCardInput>;

/** A store of the tenant, named in the path of the storefront's payment calls. */
export const storePaymentParams = z.object({
  store_id: z.coerce
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .meta({ examples: [12] }),
});

/**
 * What a storefront's Mercado Pago card form needs of a store: its public key, with which
 * MercadoPago.js makes the card token the order carries. Public by design; the access token never leaves us.
 */
export const mercadoPagoPublicKey = z.object({ public_key: z.string() });

/**
 * Where Mercado Pago notifies a change of a payment: the tenant is ours (in the `notification_url`
 * each payment is created with, beside the store in the path), `data.id` and `type` are Mercado Pago's.
 */
export const mercadoPagoNotificationQuery = z.object({
  tenant: z.string().max(100).optional(),
  'data.id': z.string().max(64).optional(),
  type: z.string().max(50).optional(),
});

/** Mercado Pago's notification body (`{ action, type, data: { id } }`); only `data.id` and `type` are read. */
export const mercadoPagoNotificationBody = z
  .looseObject({
    type: z.string().max(50).optional(),
    action: z.string().max(100).optional(),
    data: z.looseObject({ id: z.union([z.string().max(64), z.number().int()]).optional() }).optional(),
  })
  .meta({ examples: [{ action: 'payment.updated', type: 'payment', data: { id: '1000000001' } }] });

/** `settled`: the notified payment decided a waiting order now; false when nothing was waiting for it. */
export const mercadoPagoNotificationAnswer = z.object({ received: z.literal(true), settled: z.boolean() });
