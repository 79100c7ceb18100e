import { type OrderView, paymentMessages } from '@tablero/domain';
import type { Tx } from '../../db/client.js';
import { invalidField } from '../../lib/app-error.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import type { MercadoPagoClient, MercadoPagoPayment } from './mercado-pago.client.js';
import { mercadoPagoAccountOf } from './mercado-pago-account.js';
import type { CardCharge, CardChargeAdapter, RefundAdapter } from './payment-adapters.js';
import { providerDown, providerFailure } from './payment-settlement.js';
import { ProviderError } from './provider-request.js';

/** Mercado Pago reviews some card payments before deciding: the order waits for them. */
const UNDECIDED = ['in_process', 'pending', 'authorized'];

/** What a Mercado Pago payment means for its order, and the payment to keep. */
function chargeOf(order: OrderView, payment: MercadoPagoPayment, now: Date): CardCharge {
  const paid = payment.status === 'approved';
  const pending = UNDECIDED.includes(payment.status);
  return {
    outcome: paid ? 'paid' : pending ? 'pending' : 'refused',
    transaction: {
      orderId: order.id,
      provider: 'mercado_pago',
      token: String(payment.id),
      amount: order.amounts.total,
      status: paid ? 'authorized' : pending ? 'pending' : 'failed',
      paymentTypeCode: payment.payment_type_id ?? null,
      authorizationCode: payment.authorization_code ?? null,
      authorizedAt: paid ? new Date(payment.date_approved ?? now) : null,
    },
  };
}

/**
 * Mercado Pago cards: an order is one payment with the card token the customer's browser made,
 * signed with the store's access token (its Mercado Pago integration credentials); refunded whole.
 * The idempotency keys name the order, so a retried order call or refund does nothing twice. Each
 * payment names where Mercado Pago notifies its changes, so a payment left in review settles its
 * order as soon as it is decided (the minute sweep remains for a notification that never came).
 */
export function mercadoPagoAdapter(
  mercadoPago: MercadoPagoClient,
  box: SecretBox,
  notificationUrl: (tenant: TenantRecord, storeId: number) => string | undefined,
): CardChargeAdapter & RefundAdapter {
  async function accessTokenOf(tx: Tx, tenantId: number, storeId: number): Promise<string | null> {
    return (await mercadoPagoAccountOf(tx, box, tenantId, storeId))?.accessToken ?? null;
  }

  return {
    async charge(tx, tenant, order, card, { now }) {
      const accessToken = await accessTokenOf(tx, tenant.id, order.store_id);
      if (!accessToken || !card.mercado_pago) return { outcome: 'refused', transaction: null };
      const { token, payment_method_id, installments, issuer_id } = card.mercado_pago;
      let payment: MercadoPagoPayment;
      try {
        payment = await mercadoPago.createPayment(accessToken, `tablero-order-${tenant.id}-${order.id}`, {
          token,
          // Mercado Pago takes the currency's units (pesos), ours are cents.
          transaction_amount: order.amounts.total / 100,
          installments,
          payment_method_id,
          ...(issuer_id ? { issuer_id } : {}),
          payer: { email: order.customer.email },
          external_reference: order.code,
          description: `Pedido ${order.code}`,
          notification_url: notificationUrl(tenant, order.store_id),
        });
      } catch (error) {
        if (!(error instanceof ProviderError) || error.status === 0) throw providerDown();
        return { outcome: 'refused', transaction: null };
      }
      return chargeOf(order, payment, now);
    },

    async recheck(tx, tenant, order, payment, now) {
      const accessToken = await accessTokenOf(tx, tenant.id, order.store_id);
      // Without the store's credentials nothing can be asked: the order waits for them.
      if (!accessToken) return { outcome: 'pending', transaction: null };
      let found: MercadoPagoPayment | undefined;
      try {
        if (payment) found = await mercadoPago.payment(accessToken, payment.token);
        else {
          const { results } = await mercadoPago.paymentsOf(accessToken, order.code);
          found = results.find((p) => p.status === 'approved') ?? results[0];
        }
      } catch {
        throw providerDown();
      }
      return found ? chargeOf(order, found, now) : { outcome: 'refused', transaction: null };
    },

    async refund(tx, tenantId, storeId, payment) {
      const accessToken = await accessTokenOf(tx, tenantId, storeId);
      if (!accessToken) throw invalidField('payment', paymentMessages.mercadoPagoNotConfigured);
      try {
        const refunded = await mercadoPago.refund(
          accessToken,
          `tablero-refund-${tenantId}-${payment.orderId}`,
          payment.token,
        );
        if (refunded.status === 'rejected') throw new ProviderError(422, 'refund rejected');
        return 'refunded';
      } catch (error) {
        throw providerFailure(error);
      }
    },
  };
}
