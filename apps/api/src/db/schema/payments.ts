import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { money } from './stores-columns.js';
import { tenantIdColumn, tenantIsolation } from './tenant-isolation.js';

/**
 * An order's online payment at its provider (Webpay, Oneclick, Mercado Pago): the provider's
 * reference, what it answered and the refund made through it. One per order.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedByDefaultAsIdentity().notNull(),
    orderId: integer('order_id').notNull(),
    /** webpay, oneclick, mercado_pago. */
    provider: text('provider').notNull(),
    /** Transbank's commerce code of the store (Oneclick: the store's, a child of the mall); null for Mercado Pago. */
    commerceCode: text('commerce_code'),
    /** What the provider knows the payment by: Webpay's token, Oneclick's buy order, Mercado Pago's payment id. */
    token: text('token').notNull(),
    /** Webpay's page where the customer pays; null for payments charged during the order call. */
    url: text('url'),
    /** Oneclick: the buy order of the store's part (the detail a refund names). */
    detailBuyOrder: text('detail_buy_order'),
    amount: money('amount').notNull(),
    /** created, authorized, failed; pending while Mercado Pago reviews a card payment. */
    status: text('status').notNull(),
    /**
     * The provider's card kind: Transbank's VD debit, VP prepaid, VN/VC/SI/S2/NC credit; Mercado
     * Pago's debit_card, prepaid_card, credit_card.
     */
    paymentTypeCode: text('payment_type_code'),
    authorizationCode: text('authorization_code'),
    authorizedAt: timestamp('authorized_at', { withTimezone: true }),
    /** REVERSED or NULLIFIED (Transbank's), refunded (Mercado Pago's), manual (by hand). */
    refundType: text('refund_type'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('payment_transactions_order_key').on(t.tenantId, t.orderId),
    unique('payment_transactions_token_key').on(t.tenantId, t.token),
    // Payments still waiting for the customer to come back (the sweep settles those left behind).
    index('payment_transactions_waiting_idx').on(t.tenantId, t.createdAt).where(sql`status = 'created'`),
    foreignKey({
      name: 'payment_transactions_order_fk',
      columns: [t.tenantId, t.orderId],
      foreignColumns: [orders.tenantId, orders.id],
    }).onDelete('cascade'),
    tenantIsolation('payment_transactions'),
  ],
);
