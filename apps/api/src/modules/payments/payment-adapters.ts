import type { OrderView, WebOrderCard } from '@tablero/domain';
import type { Tx } from '../../db/client.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import type { NewPaymentTransaction, PaymentTransaction } from './payments.repo.js';

/** What charging a card during the order call left. */
export interface CardCharge {
  /** `pending`: the provider is still deciding, and the order keeps waiting for its payment. */
  outcome: 'paid' | 'refused' | 'pending';
  /** The payment to keep; null when the provider made none (a card it would not take). */
  transaction: NewPaymentTransaction | null;
}

/** A provider whose card is charged while the order call runs (Oneclick, Mercado Pago). */
export interface CardChargeAdapter {
  charge(
    tx: Tx,
    tenant: TenantRecord,
    order: OrderView,
    card: WebOrderCard,
    options: { retry: boolean; now: Date },
  ): Promise<CardCharge>;
  /**
   * What became of an order's charge, asked of the provider: a payment left in review, or one
   * made while the order call died before keeping it (`payment` undefined). The provider
   * answering that it made none means the customer paid nothing: refused.
   */
  recheck(
    tx: Tx,
    tenant: TenantRecord,
    order: OrderView,
    payment: PaymentTransaction | undefined,
    now: Date,
  ): Promise<CardCharge>;
}

/** A provider that refunds its payments: answers the refund's type, or throws the refusal. */
export interface RefundAdapter {
  refund(tx: Tx, tenantId: number, storeId: number, payment: PaymentTransaction, now: Date): Promise<string>;
}
