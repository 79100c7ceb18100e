import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { onlinePaymentsService } from './online-payments.service.js';
import { webpayClient } from './webpay.client.js';

/** Where this server serves its Webpay stand-in when WEBPAY_API_URL is `local`. */
export const WEBPAY_FAKE_PATH = '/fake/webpay';
const PROVIDER_TIMEOUT_MS = 15_000;

/** This server's own address, known once it listens (tests listen on any free port). */
function ownOrigin(app: FastifyInstance | undefined, config: AppConfig): string {
  const address = app?.server.address();
  const port = address && typeof address === 'object' ? address.port : config.port;
  return `http://127.0.0.1:${port}`;
}

/**
 * The online payments of this app: Webpay, or its stand-in served by the app itself (a job
 * worker, without the app at hand, finds it on the configured port).
 */
export function onlinePaymentsOf(app: FastifyInstance | undefined, config: AppConfig, db: Database) {
  const webpay = webpayClient({
    apiUrl: () => config.webpay.apiUrl ?? `${ownOrigin(app, config)}${WEBPAY_FAKE_PATH}`,
    apiKeySecret: config.webpay.apiKeySecret,
    timeoutMs: PROVIDER_TIMEOUT_MS,
  });
  return onlinePaymentsService(db, webpay, {
    returnUrl: (tenant) =>
      `${config.publicUrl ?? `http://localhost:${config.port}`}/api/web/v1/payments/webpay/return?tenant=${encodeURIComponent(tenant.slug)}`,
  });
}
