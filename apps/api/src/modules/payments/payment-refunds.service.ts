import {
  ErrorCode,
  type OrderView,
  paymentMessages,
  type RefundAnswer,
  type RefundKind,
  refundKindOf,
} from '@tablero/domain';
import type { Database, Tx } from '../../db/client.js';
import { AppError, invalidField, notFound } from '../../lib/app-error.js';
import type { Actor } from '../identity/actor.js';
import * as orders from '../orders/orders.repo.js';
import { allTenants, type TenantRecord } from '../tenants/tenants.repo.js';
import type { RefundAdapter } from './payment-adapters.js';
import type { PaymentTransaction } from './payments.repo.js';
import * as repo from './payments.repo.js';

/** Each provider's refunds, by the provider a payment was made with. */
export type RefundProviders = Record<'webpay' | 'oneclick' | 'mercado_pago', RefundAdapter>;

/**
 * Refunds of orders paid online, from the console: through the provider the payment was made
 * with, under its rules, or by hand for a payment with no provider record (orders older than the
 * adapters). The order stays locked while the provider answers: a second press waits, then answers
 * what the first did.
 */
export function paymentRefundsService(db: Database, providers: RefundProviders) {
  const adapterOf = (provider: string): RefundAdapter | undefined =>
    Object.hasOwn(providers, provider) ? providers[provider as keyof RefundProviders] : undefined;

  return {
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
        const done = await refundPayment(tx, tenant.id, order, payment, new Date());
        return answer(done.status, done.refundType);
      });
    },

    /**
     * Gives back the money of every order paid online that then failed (a future order whose store
     * was disabled when its time came): through its provider, or marked for a refund by hand when
     * the provider refuses (a debit card paid over an hour ago). A provider out of reach leaves the
     * order for the next sweep. Answers how many it settled.
     */
    async refundFailedOrders(now = new Date()): Promise<number> {
      let refunded = 0;
      for (const tenant of await allTenants(db.app)) {
        const failed = await db.withTenant(tenant.id, (tx) => repo.paidOrdersThatFailed(tx, tenant.id, 100));
        for (const orderId of failed) {
          const done = await db
            .withTenant(tenant.id, async (tx) => {
              const found = await orders.findOrder(tx, tenant.id, orderId, undefined, true);
              if (found?.order.status !== 'failed' || found.order.paymentStatus !== 'completed') return false;
              const payment = await repo.transactionOfOrder(tx, tenant.id, orderId, true);
              await refundPayment(tx, tenant.id, found.order, payment, now, { byHandWhenRefused: true });
              return true;
            })
            .catch(() => false);
          if (done) refunded += 1;
        }
      }
      return refunded;
    },
  };

  /**
   * Refunds a paid order's payment through its provider; a payment with no provider record (orders
   * older than the adapters) is left for a refund by hand, and so is one the provider refuses when
   * `byHandWhenRefused` (else its refusal is thrown).
   */
  async function refundPayment(
    tx: Tx,
    tenantId: number,
    order: { id: number; storeId: number },
    payment: PaymentTransaction | undefined,
    now: Date,
    options: { byHandWhenRefused?: boolean } = {},
  ): Promise<{ status: string; refundType: string }> {
    const setPayment = (status: string) => orders.setPaymentStatus(tx, tenantId, order.id, status, now);
    const byHand = async () => {
      if (payment)
        await repo.updateTransaction(tx, tenantId, payment.id, { refundType: 'manual', refundedAt: now });
      await setPayment('pending_refund_manual');
      return { status: 'pending_refund_manual', refundType: 'manual' };
    };
    const adapter = payment?.status === 'authorized' ? adapterOf(payment.provider) : undefined;
    if (!payment || !adapter) return byHand();
    let refundType: string;
    try {
      refundType = await adapter.refund(tx, tenantId, order.storeId, payment, now);
    } catch (error) {
      if (options.byHandWhenRefused && error instanceof AppError && error.code === ErrorCode.validation)
        return byHand();
      throw error;
    }
    await repo.updateTransaction(tx, tenantId, payment.id, { refundType, refundedAt: now });
    await setPayment('refund_requested');
    return { status: 'refund_requested', refundType };
  }
}

export type PaymentRefundsService = ReturnType<typeof paymentRefundsService>;
