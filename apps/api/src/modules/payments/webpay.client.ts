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

/** The provider answered, refusing (its `error_message`), or could not be reached (`status` 0). */
export class WebpayError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface WebpaySettings {
  /** The API's origin, e.g. https://webpay3g.transbank.cl, resolved at each call. */
  apiUrl(): string;
  apiKeySecret: string;
  timeoutMs: number;
}

export function webpayClient(settings: WebpaySettings) {
  async function call<T>(commerceCode: string, method: string, path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${settings.apiUrl()}${TRANSACTIONS}${path}`, {
        method,
        headers: {
          'Tbk-Api-Key-Id': commerceCode,
          'Tbk-Api-Key-Secret': settings.apiKeySecret,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? null : JSON.stringify(body),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      throw new WebpayError(0, error instanceof Error ? error.message : String(error));
    }
    const answer = (await response.json().catch(() => ({}))) as T & { error_message?: string };
    if (!response.ok)
      throw new WebpayError(response.status, answer.error_message ?? `HTTP ${response.status}`);
    return answer;
  }
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
