import {
  type OrderView,
  paymentMessages,
  type RefundAnswer,
  type RefundKind,
  refundKindOf,
} from '@tablero/domain';
import type { Database } from '../../db/client.js';
import { invalidField, notFound } from '../../lib/app-error.js';
import type { Actor } from '../identity/actor.js';
import * as orders from '../orders/orders.repo.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import type { RefundAdapter } from './payment-adapters.js';
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

        const now = new Date();
        const setPayment = (status: string) => orders.setPaymentStatus(tx, tenant.id, order.id, status, now);
        const adapter = payment?.status === 'authorized' ? adapterOf(payment.provider) : undefined;
        if (!payment || !adapter) {
          if (payment)
            await repo.updateTransaction(tx, tenant.id, payment.id, {
              refundType: 'manual',
              refundedAt: now,
            });
          await setPayment('pending_refund_manual');
          return answer('pending_refund_manual', 'manual');
        }
        const refundType = await adapter.refund(tx, tenant.id, order.storeId, payment, now);
        await repo.updateTransaction(tx, tenant.id, payment.id, { refundType, refundedAt: now });
        await setPayment('refund_requested');
        return answer('refund_requested', refundType);
      });
    },
  };
}

export type PaymentRefundsService = ReturnType<typeof paymentRefundsService>;
