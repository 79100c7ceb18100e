import { requestProvider } from './provider-request.js';

/**
 * Mercado Pago's payments API (https://www.mercadopago.cl/developers/es/reference): a card payment
 * is created with a card token made in the customer's browser and is approved, rejected or left
 * in review at once; an approved payment may be refunded. Calls are signed with the seller's access
 * token; writes carry an X-Idempotency-Key, so a retried call does not charge or refund twice.
 */
export interface MercadoPagoPayment {
  id: number;
  /** approved, rejected, in_process, pending, authorized, cancelled, refunded… */
  status: string;
  status_detail?: string;
  payment_method_id?: string;
  /** credit_card, debit_card, prepaid_card. */
  payment_type_id?: string;
  transaction_amount: number;
  date_approved?: string | null;
  authorization_code?: string | null;
  external_reference?: string | null;
}

export interface MercadoPagoRefund {
  id: number;
  payment_id: number;
  amount: number;
  /** approved, in_process, rejected. */
  status: string;
}

export interface MercadoPagoPaymentInput {
  token: string;
  transaction_amount: number;
  installments: number;
  payment_method_id: string;
  issuer_id?: string;
  payer: { email: string };
  external_reference: string;
  description: string;
  /** Where Mercado Pago notifies this payment's changes (a review decided, a refund). */
  notification_url?: string;
}

export interface MercadoPagoSettings {
  /** The API's origin, https://api.mercadopago.com, resolved at each call. */
  apiUrl(): string;
  timeoutMs: number;
}

/** Mercado Pago's refusals carry `{ message, error, status, cause: [{ code, description }] }`. */
function mercadoPagoReason(answer: Record<string, unknown>): unknown {
  const [cause] = Array.isArray(answer.cause) ? (answer.cause as { description?: unknown }[]) : [];
  return cause?.description ?? answer.message;
}

export function mercadoPagoClient(settings: MercadoPagoSettings) {
  const call = <T>(accessToken: string, idempotencyKey: string, path: string, body?: unknown) =>
    requestProvider<T>(
      `${settings.apiUrl()}${path}`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'x-idempotency-key': idempotencyKey },
        body,
        timeoutMs: settings.timeoutMs,
      },
      mercadoPagoReason,
    );
  const read = <T>(accessToken: string, path: string) =>
    requestProvider<T>(
      `${settings.apiUrl()}${path}`,
      { method: 'GET', headers: { authorization: `Bearer ${accessToken}` }, timeoutMs: settings.timeoutMs },
      mercadoPagoReason,
    );
  return {
    /** The seller the access token belongs to: proves the token without touching any payment. */
    me: (accessToken: string) => read<{ id: number; nickname?: string }>(accessToken, '/users/me'),
    /** A payment as it stands now (one left in review is decided later). */
    payment: (accessToken: string, paymentId: string) =>
      read<MercadoPagoPayment>(accessToken, `/v1/payments/${encodeURIComponent(paymentId)}`),
    /** The payments made for an `external_reference` (our order's code). */
    paymentsOf: (accessToken: string, externalReference: string) =>
      read<{ results: MercadoPagoPayment[] }>(
        accessToken,
        `/v1/payments/search?external_reference=${encodeURIComponent(externalReference)}`,
      ),
    createPayment: (accessToken: string, idempotencyKey: string, body: MercadoPagoPaymentInput) =>
      call<MercadoPagoPayment>(accessToken, idempotencyKey, '/v1/payments', body),
    /** The whole amount still paid (no `amount`: Mercado Pago refunds the rest). */
    refund: (accessToken: string, idempotencyKey: string, paymentId: string) =>
      call<MercadoPagoRefund>(
        accessToken,
        idempotencyKey,
        `/v1/payments/${encodeURIComponent(paymentId)}/refunds`,
        {},
      ),
  };
}

export type MercadoPagoClient = ReturnType<typeof mercadoPagoClient>;
