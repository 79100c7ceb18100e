import {
  DEBIT_REFUND_WINDOW_MS,
  ErrorCode,
  type OrderView,
  paymentMessages,
  type RefundAnswer,
  type RefundKind,
  refundFailures,
  refundKindOf,
  webpayMethods,
} from '@tablero/domain';
import type { Database, Tx } from '../../db/client.js';
import { tenants } from '../../db/schema/index.js';
import { AppError, invalidField, notFound } from '../../lib/app-error.js';
import type { Actor } from '../identity/actor.js';
import * as orders from '../orders/orders.repo.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import * as repo from './payments.repo.js';
import { type WebpayClient, WebpayError } from './webpay.client.js';

/** Cards Transbank reverses only within an hour: debit (VD) and prepaid (VP). */
const DEBIT_CARDS = ['VD', 'VP'];
/** Our money is in cents (100 per peso, spec); Webpay takes whole pesos. */
const pesos = (cents: number) => Math.round(cents / 100);

/** Transbank lets a customer take 10 minutes on its page; past 15 the payment is settled without them. */
export const ABANDONED_AFTER_MS = 15 * 60_000;

const providerDown = () => new AppError(ErrorCode.unknown, paymentMessages.providerUnavailable);

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
 * Online payments through the provider adapter (Webpay): started after an order is placed,
 * confirmed when the customer comes back, refunded from the console under the provider's rules.
 */
export function onlinePaymentsService(db: Database, webpay: WebpayClient, links: PaymentLinks) {
  /** Moves an order waiting for its payment to created (paid) or online_payment_failed. */
  async function settleOrder(tx: Tx, tenantId: number, orderId: number, paid: boolean, at: Date) {
    const found = await orders.findOrder(tx, tenantId, orderId, undefined, true);
    if (found?.order.status !== 'pending_online_payment') return;
    const status = paid ? 'created' : 'online_payment_failed';
    await orders.setOrderStatus(tx, tenantId, orderId, {
      status,
      paymentStatus: paid ? 'completed' : 'failed',
      at,
    });
    await orders.insertStatusChange(tx, tenantId, {
      orderId,
      fromStatus: 'pending_online_payment',
      toStatus: status,
      mover: 'payment',
      at,
    });
  }

  return {
    /**
     * The Webpay page where the customer pays a just placed order (the same one for a repeated
     * call); null for an order that pays otherwise or is no longer waiting for its payment.
     */
    async start(tenant: TenantRecord, order: OrderView): Promise<{ url: string; token: string } | null> {
      if (!webpayMethods.includes(order.payment.method) || order.status !== 'pending_online_payment')
        return null;
      const known = await db.withTenant(tenant.id, (tx) => repo.transactionOfOrder(tx, tenant.id, order.id));
      if (known) return { url: known.url, token: known.token };
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
        if (error instanceof WebpayError) throw new AppError(ErrorCode.unknown, paymentMessages.startFailed);
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
      return saved ? { url: saved.url, token: saved.token } : null;
    },

    /**
     * The customer is back from the provider: commit the payment and move the order. A token
     * already settled answers as it was (a reload of the return page commits nothing twice).
     */
    async confirm(tenant: Pick<TenantRecord, 'id'>, token: string): Promise<PaymentOutcome> {
      return db.withTenant(tenant.id, async (tx) => {
        const payment = await repo.transactionOfToken(tx, tenant.id, token);
        if (!payment) throw notFound();
        const found = await orders.findOrder(tx, tenant.id, payment.orderId);
        const code = found?.order.code ?? '';
        if (payment.status !== 'created') return { code, paid: payment.status === 'authorized' };
        const at = new Date();
        let paid = false;
        try {
          const answer = await webpay.commit(payment.commerceCode, token);
          paid = answer.status === 'AUTHORIZED' && answer.response_code === 0;
          await repo.updateTransaction(tx, tenant.id, payment.id, {
            status: paid ? 'authorized' : 'failed',
            paymentTypeCode: answer.payment_type_code ?? null,
            authorizationCode: answer.authorization_code ?? null,
            authorizedAt: paid ? new Date(answer.transaction_date ?? at) : null,
          });
        } catch (error) {
          // Unreachable: leave it waiting; the customer may come back, the sweep asks again.
          if (!(error instanceof WebpayError) || error.status === 0) throw providerDown();
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

    /**
     * Refunds an order's online payment once: through the provider for Webpay (refused after an
     * hour for debit and prepaid cards, as Transbank does), by hand for the kinds without an
     * adapter yet. A second press answers what the first did.
     */
    async refund(
      tenant: TenantRecord,
      actor: Actor,
      kind: RefundKind,
      orderId: number,
    ): Promise<RefundAnswer> {
      return db.withTenant(tenant.id, async (tx) => {
        const found = await orders.findOrder(tx, tenant.id, orderId, actor.storeIds, true);
        if (!found) throw notFound();
        const { order } = found;
        const answer = (status: string, refundType: string): RefundAnswer => ({
          order_id: order.id,
          payment: { method: order.paymentMethod, status },
          refund_type: refundType,
        });
        const orderKind = refundKindOf(order.paymentMethod as OrderView['payment']['method']);
        if (!orderKind) throw invalidField('payment', paymentMessages.notOnline);
        if (orderKind !== kind) throw invalidField('type', paymentMessages.kindMismatch);
        const payment = await repo.transactionOfOrder(tx, tenant.id, order.id, true);
        if (order.paymentStatus === 'refund_requested' || order.paymentStatus === 'pending_refund_manual')
          return answer(order.paymentStatus, payment?.refundType ?? 'manual');
        if (order.paymentStatus !== 'completed') throw invalidField('payment', paymentMessages.notPaid);

        const now = new Date();
        const setPayment = (status: string) => orders.setPaymentStatus(tx, tenant.id, order.id, status, now);
        if (kind !== 'webpay' || !payment || payment.status !== 'authorized') {
          if (payment)
            await repo.updateTransaction(tx, tenant.id, payment.id, {
              refundType: 'manual',
              refundedAt: now,
            });
          await setPayment('pending_refund_manual');
          return answer('pending_refund_manual', 'manual');
        }
        const debit = DEBIT_CARDS.includes(payment.paymentTypeCode ?? '');
        const paidAt = payment.authorizedAt?.getTime() ?? payment.createdAt.getTime();
        if (debit && now.getTime() - paidAt > DEBIT_REFUND_WINDOW_MS) {
          const message = refundFailures.WEBPAY_REQUEST_FAILED;
          throw new AppError(
            ErrorCode.validation,
            message,
            [{ field: 'payment', message }],
            'WEBPAY_REQUEST_FAILED',
          );
        }
        let refunded: { type: string };
        try {
          refunded = await webpay.refund(payment.commerceCode, payment.token, pesos(payment.amount));
        } catch (error) {
          if (!(error instanceof WebpayError) || error.status === 0) throw providerDown();
          throw invalidField('payment', paymentMessages.providerFailed(error.message));
        }
        await repo.updateTransaction(tx, tenant.id, payment.id, {
          refundType: refunded.type,
          refundedAt: now,
        });
        await setPayment('refund_requested');
        return answer('refund_requested', refunded.type);
      });
    },
  };
}

export type OnlinePaymentsService = ReturnType<typeof onlinePaymentsService>;
