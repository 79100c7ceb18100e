import {
  mercadoPagoCardMethods,
  type OrderView,
  oneclickMethods,
  type PaymentMethodKey,
  type WebOrderCard,
} from '@tablero/domain';
import type { Database, Tx } from '../../db/client.js';
import * as orders from '../orders/orders.repo.js';
import { loadOrderView } from '../orders/orders.service.js';
import { allTenants, type TenantRecord } from '../tenants/tenants.repo.js';
import type { CardChargeAdapter } from './payment-adapters.js';
import { settleOrder } from './payment-settlement.js';
import * as repo from './payments.repo.js';

export interface CardProviders {
  oneclick: CardChargeAdapter;
  mercadoPago: CardChargeAdapter;
}

/** How long a card order may wait for its payment before the provider is asked again. */
const WAITING_CARD_AFTER_MS = 2 * 60_000;
const cardMethods = [...oneclickMethods, ...mercadoPagoCardMethods];

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

    /**
     * Settles the card orders still waiting for their payment `afterMs` after they were placed (a
     * Mercado Pago payment in review, an order call that died while the provider answered): the
     * provider says what became of each. A provider out of reach leaves it for the next sweep.
     * Answers how many it settled.
     */
    async settleWaiting(afterMs = WAITING_CARD_AFTER_MS, now = new Date()): Promise<number> {
      let settled = 0;
      const before = new Date(now.getTime() - afterMs);
      for (const tenant of await allTenants(db.app)) {
        const waiting = await db.withTenant(tenant.id, (tx) =>
          repo.ordersWaitingForPayment(tx, tenant.id, cardMethods, before, 100),
        );
        for (const orderId of waiting) {
          const decided = await db
            .withTenant(tenant.id, (tx) => recheckOrder(tx, tenant, orderId, now))
            .catch(() => false);
          if (decided) settled += 1;
        }
      }
      return settled;
    },

    /**
     * A provider's notice that one of a store's payments changed: the order it paid, if still
     * waiting, is settled with what the provider says now (the notice itself is not believed).
     * A payment we have no record of (the order call died before saving it) is left to the sweep.
     * Answers whether an order was decided.
     */
    async settleNotified(tenant: TenantRecord, storeId: number, provider: string, token: string) {
      return db.withTenant(tenant.id, async (tx) => {
        const orderId = await repo.orderOfProviderToken(tx, tenant.id, storeId, provider, token);
        return orderId === undefined ? false : recheckOrder(tx, tenant, orderId, new Date());
      });
    },
  };

  /** Asks the provider about one waiting order, under its lock; answers whether it was decided. */
  async function recheckOrder(tx: Tx, tenant: TenantRecord, orderId: number, now: Date): Promise<boolean> {
    const found = await orders.findOrder(tx, tenant.id, orderId, undefined, true);
    if (found?.order.status !== 'pending_online_payment') return false;
    const order = await loadOrderView(tx, tenant.id, orderId);
    const adapter = adapterFor(providers, order.payment.method);
    if (!adapter) return false;
    const payment = await repo.transactionOfOrder(tx, tenant.id, orderId, true);
    const { outcome, transaction } = await adapter.recheck(tx, tenant, order, payment, now);
    if (transaction && payment) {
      const { status, paymentTypeCode, authorizationCode, authorizedAt } = transaction;
      await repo.updateTransaction(tx, tenant.id, payment.id, {
        status,
        paymentTypeCode,
        authorizationCode,
        authorizedAt,
      });
    } else if (transaction) await repo.insertTransaction(tx, tenant.id, transaction);
    if (outcome === 'pending') return false;
    await settleOrder(tx, tenant.id, orderId, outcome === 'paid', now);
    return true;
  }
}

export type CardPaymentsService = ReturnType<typeof cardPaymentsService>;
