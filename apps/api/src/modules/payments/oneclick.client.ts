import { requestProvider, transbankHeaders, transbankReason } from './provider-request.js';

/**
 * Transbank's Oneclick Mall REST API, v1.2 (https://www.transbankdevelopers.cl/referencia/oneclick):
 * a customer enrols a card once on Transbank's page (an inscription, which answers a `tbk_user`);
 * the mall then authorizes payments on it with no page in between, each split in details, one per
 * store of the mall (a child commerce code with its own buy order); a detail may be refunded
 * (REVERSED the same day, or NULLIFIED). Calls are signed with the mall's commerce code.
 */
const ONECLICK = '/rswebpaytransaction/api/oneclick/v1.2';

export interface OneclickDetailInput {
  commerce_code: string;
  buy_order: string;
  amount: number;
  installments_number: number;
}

export interface OneclickDetail {
  amount: number;
  /** AUTHORIZED, FAILED, REVERSED, NULLIFIED, PARTIALLY_NULLIFIED, CAPTURED. */
  status: string;
  authorization_code?: string;
  payment_type_code?: string;
  /** 0 approved; -96 unknown tbk_user; -97 to -99 Oneclick's limits; others the issuer's refusal. */
  response_code: number;
  installments_number?: number;
  commerce_code: string;
  buy_order: string;
}

export interface OneclickTransaction {
  buy_order: string;
  card_detail?: { card_number: string };
  accounting_date?: string;
  transaction_date?: string;
  details: OneclickDetail[];
}

export interface OneclickRefund {
  type: 'REVERSED' | 'NULLIFIED';
  authorization_code?: string;
  nullified_amount?: number;
  balance?: number;
  response_code?: number;
}

export interface OneclickInscription {
  response_code: number;
  tbk_user?: string;
  authorization_code?: string;
  card_type?: string;
  card_number?: string;
}

export interface OneclickSettings {
  /** The API's origin, e.g. https://webpay3g.transbank.cl, resolved at each call. */
  apiUrl(): string;
  /** The mall's commerce code (Tbk-Api-Key-Id). */
  commerceCode: string;
  apiKeySecret: string;
  timeoutMs: number;
}

export function oneclickClient(settings: OneclickSettings) {
  const call = <T>(method: string, path: string, body?: unknown) =>
    requestProvider<T>(
      `${settings.apiUrl()}${ONECLICK}${path}`,
      {
        method,
        headers: transbankHeaders(settings.commerceCode, settings.apiKeySecret),
        body,
        timeoutMs: settings.timeoutMs,
      },
      transbankReason,
    );
  const transaction = (buyOrder: string) => `/transactions/${encodeURIComponent(buyOrder)}`;
  return {
    /** Starts a card's enrolment: the customer goes to `url_webpay` with the token. */
    startInscription: (body: { username: string; email: string; response_url: string }) =>
      call<{ token: string; url_webpay: string }>('POST', '/inscriptions', body),
    /** Ends it once the customer is back: `response_code` 0 and the card's `tbk_user`. */
    finishInscription: (token: string) =>
      call<OneclickInscription>('PUT', `/inscriptions/${encodeURIComponent(token)}`),
    authorize: (body: {
      username: string;
      tbk_user: string;
      buy_order: string;
      details: OneclickDetailInput[];
    }) => call<OneclickTransaction>('POST', '/transactions', body),
    status: (buyOrder: string) => call<OneclickTransaction>('GET', transaction(buyOrder)),
    refund: (buyOrder: string, body: { commerce_code: string; detail_buy_order: string; amount: number }) =>
      call<OneclickRefund>('POST', `${transaction(buyOrder)}/refunds`, body),
  };
}

export type OneclickClient = ReturnType<typeof oneclickClient>;
