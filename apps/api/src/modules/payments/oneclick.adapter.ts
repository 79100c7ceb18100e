import type { OrderView } from '@tablero/domain';
import type { Tx } from '../../db/client.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import type { OneclickClient, OneclickTransaction } from './oneclick.client.js';
import type { CardCharge, CardChargeAdapter, RefundAdapter } from './payment-adapters.js';
import {
  debitWindowClosed,
  isTransbankDebit,
  pastDebitWindow,
  pesos,
  providerDown,
  providerFailure,
} from './payment-settlement.js';
import * as repo from './payments.repo.js';
import { ProviderError } from './provider-request.js';

/** The mall's buy order: Transbank keeps it unique across the mall, whose stores span tenants. */
const mallBuyOrder = (tenant: TenantRecord, order: OrderView) => `${tenant.id}-${order.code}`;

/** What Transbank's answer for the mall's buy order means for the order, and the payment to keep. */
function chargeOf(
  order: OrderView,
  buyOrder: string,
  storeCode: string,
  answer: OneclickTransaction,
  now: Date,
): CardCharge {
  const detail = answer.details.find((d) => d.buy_order === order.code);
  const paid = detail?.status === 'AUTHORIZED' && detail.response_code === 0;
  return {
    outcome: paid ? 'paid' : 'refused',
    transaction: {
      orderId: order.id,
      provider: 'oneclick',
      commerceCode: storeCode,
      token: buyOrder,
      detailBuyOrder: order.code,
      amount: order.amounts.total,
      status: paid ? 'authorized' : 'failed',
      paymentTypeCode: detail?.payment_type_code ?? null,
      authorizationCode: detail?.authorization_code ?? null,
      authorizedAt: paid ? new Date(answer.transaction_date ?? now) : null,
    },
  };
}

/**
 * Oneclick Mall: an order is one authorization on the customer's enrolled card, with one detail
 * for the store (its commerce code, the order's code as its buy order); refunded as Transbank
 * allows, a debit or prepaid card only within the hour.
 */
export function oneclickAdapter(oneclick: OneclickClient): CardChargeAdapter & RefundAdapter {
  /** What Transbank already holds for a buy order: a retried order call does not charge twice. */
  async function alreadyAuthorized(buyOrder: string): Promise<OneclickTransaction | undefined> {
    try {
      return await oneclick.status(buyOrder);
    } catch (error) {
      if (error instanceof ProviderError && error.status === 404) return undefined;
      throw error;
    }
  }

  return {
    async charge(tx: Tx, tenant: TenantRecord, order: OrderView, card, { retry, now }) {
      const storeCode = await repo.oneclickCommerceCodeOf(tx, tenant.id, order.store_id);
      if (!storeCode || !card.oneclick) return { outcome: 'refused', transaction: null };
      const buyOrder = mallBuyOrder(tenant, order);
      let answer: OneclickTransaction;
      try {
        answer =
          (retry ? await alreadyAuthorized(buyOrder) : undefined) ??
          (await oneclick.authorize({
            username: card.oneclick.username,
            tbk_user: card.oneclick.tbk_user,
            buy_order: buyOrder,
            details: [
              {
                commerce_code: storeCode,
                buy_order: order.code,
                amount: pesos(order.amounts.total),
                installments_number: 1,
              },
            ],
          }));
      } catch (error) {
        if (!(error instanceof ProviderError) || error.status === 0) throw providerDown();
        return { outcome: 'refused', transaction: null };
      }
      return chargeOf(order, buyOrder, storeCode, answer, now);
    },

    async recheck(tx, tenant, order, payment, now) {
      const buyOrder = mallBuyOrder(tenant, order);
      let answer: OneclickTransaction | undefined;
      try {
        answer = await alreadyAuthorized(buyOrder);
      } catch {
        throw providerDown();
      }
      if (!answer) return { outcome: 'refused', transaction: null };
      const storeCode =
        payment?.commerceCode ?? (await repo.oneclickCommerceCodeOf(tx, tenant.id, order.store_id));
      return chargeOf(order, buyOrder, storeCode ?? '', answer, now);
    },

    async refund(_tx, _tenantId, _storeId, payment, now) {
      const debit = isTransbankDebit(payment);
      if (debit && pastDebitWindow(payment, now)) throw debitWindowClosed('ONECLICK_REQUEST_FAILED');
      try {
        const refunded = await oneclick.refund(payment.token, {
          commerce_code: payment.commerceCode ?? '',
          detail_buy_order: payment.detailBuyOrder ?? '',
          amount: pesos(payment.amount),
        });
        return refunded.type;
      } catch (error) {
        // Transbank's clock decides the hour: past it, it refuses to reverse a debit card.
        if (debit && error instanceof ProviderError && error.status === 422)
          throw debitWindowClosed('ONECLICK_REQUEST_FAILED');
        throw providerFailure(error);
      }
    },
  };
}
