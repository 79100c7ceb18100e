import { foreignKey, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { tenantIdColumn, tenantIsolation } from './tenant-isolation.js';

/**
 * Loyalty points (spec part 2 §3, §9): what each completed order earned its customer while the
 * tenant's program was on, kept by the orders' status trigger (migration 0070). An order that
 * leaves `completed` gives its points back (its movement goes).
 */
export const loyaltyMovements = pgTable(
  'loyalty_movements',
  {
    tenantId: tenantIdColumn(),
    orderId: integer('order_id').notNull(),
    email: text('email').notNull(),
    points: integer('points').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.orderId] }),
    foreignKey({
      name: 'loyalty_movements_order_fk',
      columns: [t.tenantId, t.orderId],
      foreignColumns: [orders.tenantId, orders.id],
    }).onDelete('cascade'),
    tenantIsolation('loyalty_movements'),
  ],
);

/** Each customer's points (by e-mail, as the orders name them): the sum of their movements. */
export const loyaltyBalances = pgTable(
  'loyalty_balances',
  {
    tenantId: tenantIdColumn(),
    email: text('email').notNull(),
    points: integer('points').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.email] }), tenantIsolation('loyalty_balances')],
);
