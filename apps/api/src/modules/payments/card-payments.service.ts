import {
  mercadoPagoCardMethods,
  type OrderView,
  oneclickMethods,
  type PaymentMethodKey,
  type WebOrderCard,
} from '@tablero/domain';
import type { Database } from '../../db/client.js';
import * as orders from '../orders/orders.repo.js';
import { loadOrderView } from '../orders/orders.service.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import type { CardChargeAdapter } from './payment-adapters.js';
import { settleOrder } from './payment-settlement.js';
import * as repo from './payments.repo.js';

export interface CardProviders {
  oneclick: CardChargeAdapter;
  mercadoPago: CardChargeAdapter;
}

function adapterFor(providers: CardProviders, method: PaymentMethodKey): CardChargeAdapter | undefined {
  if (oneclickMethods.includes(method)) return providers.oneclick;
  if (mercadoPagoCardMethods.includes(method)) return providers.mercadoPago;
  return undefined;
}

/**
 * Cards charged while the storefront's order call runs (Oneclick, Mercado Pago): no page to send
 * the customer to, the provider answers at once and the order moves with it.
 */
export function cardPaymentsService(db: Database, providers: CardProviders) {
  return {
    /**
     * Charges a just placed order's card, once: approved → `created` (paid), refused →
     * `online_payment_failed`, in review → still `pending_online_payment`. Answers the order as
     * it is now. The order stays locked while the provider answers, so a repeated call (the same
     * Idempotency-Key) waits and finds it charged; `retry` says the call is such a repetition.
     */
    async charge(
      tenant: TenantRecord,
      order: OrderView,
      card: WebOrderCard,
      retry: boolean,
    ): Promise<OrderView> {
      const adapter = adapterFor(providers, order.payment.method);
      if (!adapter || order.status !== 'pending_online_payment') return order;
      return db.withTenant(tenant.id, async (tx) => {
        const found = await orders.findOrder(tx, tenant.id, order.id, undefined, true);
        const charged = await repo.transactionOfOrder(tx, tenant.id, order.id);
        if (found?.order.status !== 'pending_online_payment' || charged)
          return loadOrderView(tx, tenant.id, order.id);
        const now = new Date();
        const { outcome, transaction } = await adapter.charge(tx, tenant, order, card, { retry, now });
        if (transaction) await repo.insertTransaction(tx, tenant.id, transaction);
        if (outcome !== 'pending') await settleOrder(tx, tenant.id, order.id, outcome === 'paid', now);
        return loadOrderView(tx, tenant.id, order.id);
      });
    },
  };
}

export type CardPaymentsService = ReturnType<typeof cardPaymentsService>;
