import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { TestContext } from '../../../test/harness.js';

export interface OnlinePayment {
  url: string;
  token: string;
}

export const originOf = (ctx: TestContext) =>
  `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;

/**
 * The customer on Webpay's page (the app's stand-in, over HTTP): pays with a debit or credit card,
 * or gives up. Answers the path and query Webpay sends them back to.
 */
export async function payAtProvider(
  ctx: TestContext,
  payment: OnlinePayment,
  outcome: 'debit' | 'credit' | 'reject',
): Promise<string> {
  const response = await fetch(`${originOf(ctx)}${new URL(payment.url).pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token_ws: payment.token, outcome }).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  const back = new URL(response.headers.get('location') ?? '');
  return `${back.pathname}${back.search}`;
}

/** The customer's browser back at our return route. */
export const comeBack = (ctx: TestContext, path: string) => ctx.app.inject({ method: 'GET', url: path });

/** Pays an order at the provider and comes back, as a customer who completes the payment. */
export async function payThroughWebpay(
  ctx: TestContext,
  payment: OnlinePayment,
  card: 'debit' | 'credit' = 'credit',
): Promise<void> {
  const back = await comeBack(ctx, await payAtProvider(ctx, payment, card));
  expect(back.statusCode, back.body).toBe(200);
}

/** What the stand-in knows of a transaction (not Transbank's: for tests). */
export async function inspectAtProvider(ctx: TestContext, token: string) {
  return (await fetch(`${originOf(ctx)}/fake/webpay/_inspect/${token}`)).json();
}

/** Where the return page takes the customer (its link back to the store). */
export function sentBackTo(page: { body: string }): string | undefined {
  return /<a href="([^"]+)">/.exec(page.body)?.[1]?.replaceAll('&amp;', '&');
}
