import { expect } from 'vitest';
import type { TestContext } from '../../../test/harness.js';
import { originOf } from './payments.test-helpers.js';

/** A child commerce code of Transbank's integration mall: a store's Oneclick code. */
export const ONECLICK_STORE_CODE = '597055555542';

export interface OneclickCard {
  username: string;
  tbk_user: string;
}

export const ONECLICK_INSCRIPTIONS = '/api/web/v1/payments/oneclick/inscriptions';

/** A storefront's call to the enrolment routes, as the tenant's storefront makes it. */
export function inscriptionCall(
  ctx: TestContext,
  method: 'POST' | 'PUT',
  path: string,
  payload?: Record<string, string>,
) {
  return ctx.app.inject({
    method,
    url: `${ONECLICK_INSCRIPTIONS}${path}`,
    headers: { tenant: ctx.alpha.slug },
    ...(payload === undefined ? {} : { payload }),
  });
}

/**
 * A customer starts enrolling a card for Oneclick through our route and chooses it on Transbank's
 * page (the stand-in, over HTTP): answers the token to finish with.
 */
export async function chosenInscription(
  ctx: TestContext,
  card: 'debit' | 'credit' | 'declined',
  username: string,
): Promise<string> {
  const started = await inscriptionCall(ctx, 'POST', '', {
    username,
    email: `${username}@example.cl`,
    response_url: 'https://tienda.example.cl/oneclick/inscrita',
  });
  expect(started.statusCode, started.body).toBe(200);
  const { token, url_webpay } = started.json() as { token: string; url_webpay: string };
  const chosen = await fetch(`${originOf(ctx)}${new URL(url_webpay).pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ TBK_TOKEN: token, card }).toString(),
    redirect: 'manual',
  });
  expect(chosen.status).toBe(303);
  expect(chosen.headers.get('location')).toBe(
    `https://tienda.example.cl/oneclick/inscrita?TBK_TOKEN=${token}`,
  );
  return token;
}

/**
 * A customer enrols a card for Oneclick as a storefront has them do before paying with it: start,
 * Transbank's page, finish. Answers what pays with it.
 */
export async function enrolOneclickCard(
  ctx: TestContext,
  card: 'debit' | 'credit' | 'declined',
  username = `cliente-${crypto.randomUUID().slice(0, 8)}`,
): Promise<OneclickCard> {
  const token = await chosenInscription(ctx, card, username);
  const finished = await inscriptionCall(ctx, 'PUT', `/${token}`);
  expect(finished.statusCode, finished.body).toBe(200);
  const { tbk_user } = finished.json() as { tbk_user: string };
  return { username, tbk_user };
}

/** What the Oneclick stand-in knows of a buy order (not Transbank's: for tests). */
export async function oneclickAtProvider(ctx: TestContext, buyOrder: string) {
  return (await fetch(`${originOf(ctx)}/fake/oneclick/_inspect/${buyOrder}`)).json();
}

/** Moves a payment back in time at the Oneclick stand-in only, as Transbank's clock would see it later. */
export async function backdateAtOneclick(ctx: TestContext, buyOrder: string, minutes: number) {
  const moved = await fetch(`${originOf(ctx)}/fake/oneclick/_backdate/${buyOrder}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ minutes }),
  });
  expect(moved.status).toBe(200);
}

/**
 * The card token Mercado Pago's script makes in the customer's browser (the stand-in's, over
 * HTTP). The holder's name picks the outcome: APRO approved, CONT in review, OTHE rejected.
 */
export async function mercadoPagoCardToken(ctx: TestContext, holder: 'APRO' | 'CONT' | 'OTHE') {
  const made = await fetch(`${originOf(ctx)}/fake/mercado-pago/v1/card_tokens?public_key=TEST-public`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      card_number: '4168818844447115',
      expiration_month: 11,
      expiration_year: 2030,
      security_code: '123',
      cardholder: { name: holder, identification: { type: 'RUT', number: '111111111' } },
    }),
  });
  expect(made.status).toBe(201);
  return ((await made.json()) as { id: string }).id;
}

/** Reads Mercado Pago (the stand-in) with a seller's access token, as its API answers. */
async function atMercadoPago<T>(ctx: TestContext, accessToken: string, path: string): Promise<T> {
  const response = await fetch(`${originOf(ctx)}/fake/mercado-pago${path}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

export interface MercadoPagoPaymentSeen {
  id: number;
  status: string;
  transaction_amount: number;
  [key: string]: unknown;
}

/** The seller's payments for an order, found by its code (their external_reference). */
export async function mercadoPagoPaymentsOf(ctx: TestContext, accessToken: string, orderCode: string) {
  const path = `/v1/payments/search?external_reference=${orderCode}`;
  return (await atMercadoPago<{ results: MercadoPagoPaymentSeen[] }>(ctx, accessToken, path)).results;
}

export async function mercadoPagoRefundsOf(ctx: TestContext, accessToken: string, paymentId: number) {
  return atMercadoPago<{ amount: number; status: string }[]>(
    ctx,
    accessToken,
    `/v1/payments/${paymentId}/refunds`,
  );
}

/** The payment row an order keeps, as the database holds it. */
export async function storedPayment(ctx: TestContext, orderId: number) {
  const { rows } = await ctx.db.executeOwnerSql(
    `select provider, commerce_code, token, detail_buy_order, status, payment_type_code, authorized_at,
            refund_type, refunded_at
       from payment_transactions where order_id = $1`,
    [orderId],
  );
  return rows[0] as Record<string, unknown> | undefined;
}

/** An order as the storefront's order call answers it, as far as these tests read it. */
export interface PlacedOrder {
  id: number;
  code: string;
  status: string;
  customer: { email: string };
  amounts: { total: number };
  payment: { method: string; status: string };
  online_payment: unknown;
  history: { from: string | null; to: string; by: string }[];
}

/** A card order the provider approved during the order call: answered 201, created and paid. */
export function expectPaidByCard(
  placed: { statusCode: number; body: string; json(): unknown },
  method: string,
): PlacedOrder {
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json() as PlacedOrder;
  expect(order).toMatchObject({
    status: 'created',
    payment: { method, status: 'completed' },
    online_payment: null,
  });
  expect(order.history.at(-1)).toMatchObject({
    from: 'pending_online_payment',
    to: 'created',
    by: 'payment',
  });
  return order;
}
