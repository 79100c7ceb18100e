import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { cardPaymentsService } from './card-payments.service.js';
import { mercadoPagoAdapter } from './mercado-pago.adapter.js';
import { mercadoPagoClient } from './mercado-pago.client.js';
import { mercadoPagoStoreService } from './mercado-pago-store.service.js';
import { oneclickAdapter } from './oneclick.adapter.js';
import { oneclickClient } from './oneclick.client.js';
import { oneclickInscriptionsService } from './oneclick-inscriptions.service.js';
import { onlinePaymentsService } from './online-payments.service.js';
import { paymentRefundsService } from './payment-refunds.service.js';
import { webpayAdapter } from './webpay.adapter.js';
import { webpayClient } from './webpay.client.js';

/** Where this server serves each provider's stand-in when its API URL is `local`. */
export const WEBPAY_FAKE_PATH = '/fake/webpay';
export const ONECLICK_FAKE_PATH = '/fake/oneclick';
export const MERCADO_PAGO_FAKE_PATH = '/fake/mercado-pago';
const PROVIDER_TIMEOUT_MS = 15_000;

/** This server's own address, known once it listens (tests listen on any free port). */
function ownOrigin(app: FastifyInstance | undefined, config: AppConfig): string {
  const address = app?.server.address();
  const port = address && typeof address === 'object' ? address.port : config.port;
  return `http://127.0.0.1:${port}`;
}

/**
 * The payment providers' APIs, or their stand-ins served by the app itself (a job worker, without
 * the app at hand, finds them on the configured port).
 */
export function paymentProvidersOf(app: FastifyInstance | undefined, config: AppConfig) {
  const at = (apiUrl: string | null, fakePath: string) => () =>
    apiUrl ?? `${ownOrigin(app, config)}${fakePath}`;
  return {
    webpay: webpayClient({
      apiUrl: at(config.webpay.apiUrl, WEBPAY_FAKE_PATH),
      apiKeySecret: config.webpay.apiKeySecret,
      timeoutMs: PROVIDER_TIMEOUT_MS,
    }),
    oneclick: oneclickClient({
      apiUrl: at(config.oneclick.apiUrl, ONECLICK_FAKE_PATH),
      commerceCode: config.oneclick.commerceCode,
      apiKeySecret: config.oneclick.apiKeySecret,
      timeoutMs: PROVIDER_TIMEOUT_MS,
    }),
    mercadoPago: mercadoPagoClient({
      apiUrl: at(config.mercadoPago.apiUrl, MERCADO_PAGO_FAKE_PATH),
      timeoutMs: PROVIDER_TIMEOUT_MS,
    }),
  };
}

/** This server as the outside world reaches it (PUBLIC_URL), where providers call back. */
const publicOrigin = (config: AppConfig) => config.publicUrl ?? `http://localhost:${config.port}`;

/**
 * Where Mercado Pago notifies the changes of a store's payments (the tenant and store are ours):
 * PUBLIC_URL, else this server's own address, where the local stand-in reaches it. Mercado Pago
 * itself cannot reach an address PUBLIC_URL does not give (and may refuse a payment over it): then
 * none is sent, and the minute sweep settles what is left in review.
 */
function mercadoPagoNotificationUrl(
  app: FastifyInstance | undefined,
  config: AppConfig,
  tenantSlug: string,
  storeId: number,
): string | undefined {
  if (!config.publicUrl && config.mercadoPago.apiUrl !== null) return undefined;
  const path = `/api/web/v1/stores/${storeId}/payments/mercado_pago/notifications`;
  return `${config.publicUrl ?? ownOrigin(app, config)}${path}?tenant=${encodeURIComponent(tenantSlug)}`;
}

/** The Webpay payments of this app (what the job worker's sweep settles too). */
export function onlinePaymentsOf(app: FastifyInstance | undefined, config: AppConfig, db: Database) {
  return onlinePaymentsService(db, paymentProvidersOf(app, config).webpay, {
    returnUrl: (tenant) =>
      `${publicOrigin(config)}/api/web/v1/payments/webpay/return?tenant=${encodeURIComponent(tenant.slug)}`,
  });
}

/**
 * The cards charged during the order call, Oneclick's card enrolments, what a store's Mercado Pago
 * account answers the storefront and Mercado Pago's notifications, and the refunds of every
 * provider; `box` opens the stores' Mercado Pago credentials.
 */
export function cardPaymentsAndRefundsOf(
  app: FastifyInstance | undefined,
  config: AppConfig,
  db: Database,
  box: SecretBox,
) {
  const providers = paymentProvidersOf(app, config);
  const oneclick = oneclickAdapter(providers.oneclick);
  const mercadoPago = mercadoPagoAdapter(providers.mercadoPago, box, (tenant, storeId) =>
    mercadoPagoNotificationUrl(app, config, tenant.slug, storeId),
  );
  const cards = cardPaymentsService(db, { oneclick, mercadoPago });
  return {
    cards,
    mercadoPagoStores: mercadoPagoStoreService(db, box, cards),
    inscriptions: oneclickInscriptionsService(providers.oneclick),
    refunds: paymentRefundsService(db, {
      webpay: webpayAdapter(providers.webpay),
      oneclick,
      mercado_pago: mercadoPago,
    }),
  };
}
