import { ErrorCode, type OrderView, paymentMessages, webpayMethods } from '@tablero/domain';
import type { Database } from '../../db/client.js';
import { tenants } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import * as orders from '../orders/orders.repo.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import { pesos, providerDown, settleOrder } from './payment-settlement.js';
import * as repo from './payments.repo.js';
import { ProviderError } from './provider-request.js';
import type { WebpayClient } from './webpay.client.js';

/** Transbank lets a customer take 10 minutes on its page; past 15 the payment is settled without them. */
export const ABANDONED_AFTER_MS = 15 * 60_000;

export interface PaymentLinks {
  /** Where the provider sends the customer back (our return route, with the tenant). */
  returnUrl(tenant: TenantRecord): string;
}

/** What the customer's return left: the order and whether it was paid. */
export interface PaymentOutcome {
  code: string;
  paid: boolean;
}

/**
 * Webpay payments: started after an order is placed (the customer pays on Transbank's page) and
 * confirmed when the customer comes back, or settled by the sweep when they never do. Refunds are
 * payment-refunds.service's.
 */
export function onlinePaymentsService(db: Database, webpay: WebpayClient, links: PaymentLinks) {
  return {
    /**
     * The Webpay page where the customer pays a just placed order (the same one for a repeated
     * call); null for an order that pays otherwise or is no longer waiting for its payment.
     */
    async start(tenant: TenantRecord, order: OrderView): Promise<{ url: string; token: string } | null> {
      if (!webpayMethods.includes(order.payment.method) || order.status !== 'pending_online_payment')
        return null;
      const known = await db.withTenant(tenant.id, (tx) => repo.transactionOfOrder(tx, tenant.id, order.id));
      if (known?.url) return { url: known.url, token: known.token };
      const commerceCode = await db.withTenant(tenant.id, (tx) =>
        repo.webpayCommerceCodeOf(tx, tenant.id, order.store_id),
      );
      if (!commerceCode) return null;
      let created: { token: string; url: string };
      try {
        created = await webpay.create(commerceCode, {
          buy_order: order.code,
          session_id: `${tenant.slug}-${order.id}`.slice(0, 61),
          amount: pesos(order.amounts.total),
          return_url: links.returnUrl(tenant),
        });
      } catch (error) {
        if (error instanceof ProviderError)
          throw new AppError(ErrorCode.unknown, paymentMessages.startFailed);
        throw error;
      }
      const saved = await db.withTenant(tenant.id, async (tx) => {
        const row = await repo.insertTransaction(tx, tenant.id, {
          orderId: order.id,
          provider: 'webpay',
          commerceCode,
          token: created.token,
          url: created.url,
          amount: order.amounts.total,
          status: 'created',
        });
        return row ?? (await repo.transactionOfOrder(tx, tenant.id, order.id));
      });
      return saved?.url ? { url: saved.url, token: saved.token } : null;
    },

    /**
     * The customer is back from the provider: commit the payment and move the order. A token
     * already settled answers as it was (a reload of the return page commits nothing twice).
     */
    async confirm(tenant: Pick<TenantRecord, 'id'>, token: string): Promise<PaymentOutcome> {
      return db.withTenant(tenant.id, async (tx) => {
        const payment = await repo.transactionOfToken(tx, tenant.id, token);
        if (payment?.provider !== 'webpay') throw notFound();
        const found = await orders.findOrder(tx, tenant.id, payment.orderId);
        const code = found?.order.code ?? '';
        if (payment.status !== 'created') return { code, paid: payment.status === 'authorized' };
        const at = new Date();
        let paid = false;
        try {
          const answer = await webpay.commit(payment.commerceCode ?? '', token);
          paid = answer.status === 'AUTHORIZED' && answer.response_code === 0;
          await repo.updateTransaction(tx, tenant.id, payment.id, {
            status: paid ? 'authorized' : 'failed',
            paymentTypeCode: answer.payment_type_code ?? null,
            authorizationCode: answer.authorization_code ?? null,
            authorizedAt: paid ? new Date(answer.transaction_date ?? at) : null,
          });
        } catch (error) {
          // Unreachable: leave it waiting; the customer may come back, the sweep asks again.
          if (!(error instanceof ProviderError) || error.status === 0) throw providerDown();
          await repo.updateTransaction(tx, tenant.id, payment.id, { status: 'failed' });
        }
        await settleOrder(tx, tenant.id, payment.orderId, paid, at);
        return { code, paid };
      });
    },

    /**
     * Settles the payments whose customer did not come back within `afterMs` (a closed tab): the
     * provider is asked as the return would have, so no order waits for its payment for ever.
     * Answers how many it settled.
     */
    async settleAbandoned(afterMs = ABANDONED_AFTER_MS, now = new Date()): Promise<number> {
      let settled = 0;
      const before = new Date(now.getTime() - afterMs);
      for (const tenant of await db.app.select({ id: tenants.id }).from(tenants)) {
        const tokens = await db.withTenant(tenant.id, (tx) => repo.waitingTokens(tx, tenant.id, before, 100));
        for (const token of tokens) {
          // A provider out of reach leaves it for the next sweep.
          await this.confirm(tenant, token).then(
            () => (settled += 1),
            () => undefined,
          );
        }
      }
      return settled;
    },
  };
}

export type OnlinePaymentsService = ReturnType<typeof onlinePaymentsService>;
