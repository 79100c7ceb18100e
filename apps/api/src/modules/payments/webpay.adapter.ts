import type { RefundAdapter } from './payment-adapters.js';
import {
  debitWindowClosed,
  isTransbankDebit,
  pastDebitWindow,
  pesos,
  providerFailure,
} from './payment-settlement.js';
import type { WebpayClient } from './webpay.client.js';

/**
 * Webpay's refunds under Transbank's rules: refused after an hour for debit and prepaid cards
 * (its start and the customer's return are online-payments.service's).
 */
export function webpayAdapter(webpay: WebpayClient): RefundAdapter {
  return {
    async refund(_tx, _tenantId, _storeId, payment, now) {
      if (isTransbankDebit(payment) && pastDebitWindow(payment, now))
        throw debitWindowClosed('WEBPAY_REQUEST_FAILED');
      try {
        const refunded = await webpay.refund(
          payment.commerceCode ?? '',
          payment.token,
          pesos(payment.amount),
        );
        return refunded.type;
      } catch (error) {
        throw providerFailure(error);
      }
    },
  };
}
