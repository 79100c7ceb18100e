import { requestProvider, transbankHeaders, transbankReason } from './provider-request.js';

/**
 * Transbank's Webpay Plus REST API, v1.2 (https://www.transbankdevelopers.cl/referencia/webpay):
 * a transaction is created with the amount and where to send the customer back; the customer
 * pays on Transbank's page; the commerce then commits it (PUT), which authorizes it or not; a
 * committed transaction may be refunded (REVERSED the same day, or NULLIFIED).
 */
const TRANSACTIONS = '/rswebpaytransaction/api/webpay/v1.2/transactions';

export interface WebpayCommit {
  status: string;
  response_code: number;
  amount: number;
  buy_order: string;
  payment_type_code?: string;
  authorization_code?: string;
  transaction_date?: string;
}

export interface WebpayRefund {
  type: 'REVERSED' | 'NULLIFIED';
  response_code?: number;
}

export interface WebpaySettings {
  /** The API's origin, e.g. https://webpay3g.transbank.cl, resolved at each call. */
  apiUrl(): string;
  apiKeySecret: string;
  timeoutMs: number;
}

export function webpayClient(settings: WebpaySettings) {
  const call = <T>(commerceCode: string, method: string, path: string, body?: unknown) =>
    requestProvider<T>(
      `${settings.apiUrl()}${TRANSACTIONS}${path}`,
      {
        method,
        headers: transbankHeaders(commerceCode, settings.apiKeySecret),
        body,
        timeoutMs: settings.timeoutMs,
      },
      transbankReason,
    );
  return {
    create: (
      commerceCode: string,
      body: { buy_order: string; session_id: string; amount: number; return_url: string },
    ) => call<{ token: string; url: string }>(commerceCode, 'POST', '', body),
    commit: (commerceCode: string, token: string) =>
      call<WebpayCommit>(commerceCode, 'PUT', `/${encodeURIComponent(token)}`),
    status: (commerceCode: string, token: string) =>
      call<WebpayCommit>(commerceCode, 'GET', `/${encodeURIComponent(token)}`),
    refund: (commerceCode: string, token: string, amount: number) =>
      call<WebpayRefund>(commerceCode, 'POST', `/${encodeURIComponent(token)}/refunds`, { amount }),
  };
}

export type WebpayClient = ReturnType<typeof webpayClient>;
