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
 * An order's online payment at its provider (Webpay): the provider's token, what it answered and
 * the refund made through it. One per order.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedByDefaultAsIdentity().notNull(),
    orderId: integer('order_id').notNull(),
    provider: text('provider').notNull(),
    commerceCode: text('commerce_code').notNull(),
    token: text('token').notNull(),
    url: text('url').notNull(),
    amount: money('amount').notNull(),
    /** created, authorized, failed. */
    status: text('status').notNull(),
    /** The provider's card kind: VD debit, VP prepaid, VN/VC/SI/S2/NC credit. */
    paymentTypeCode: text('payment_type_code'),
    authorizationCode: text('authorization_code'),
    authorizedAt: timestamp('authorized_at', { withTimezone: true }),
    /** REVERSED or NULLIFIED (the provider's), manual (by hand). */
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
