import { foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { stores } from './stores.js';
import { tenantIdColumn, tenantIsolation } from './tenant-isolation.js';

/**
 * A delivery driver of a store (spec part 2 §9): `in_store` until orders leave with them, then
 * `in_transit` until the last of those orders is delivered. Which orders they carry is on the
 * order (`orders.driver_id`, migration 0041).
 */
export const drivers = pgTable(
  'drivers',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedByDefaultAsIdentity().notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    maxCapacity: integer('max_capacity').notNull(),
    status: text('status').notNull().default('in_store'),
    storeId: integer('store_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('drivers_store_idx').on(t.tenantId, t.storeId),
    // A store with drivers is not deleted from under them (the stores service names them).
    foreignKey({
      name: 'drivers_store_fk',
      columns: [t.tenantId, t.storeId],
      foreignColumns: [stores.tenantId, stores.id],
    }),
    tenantIsolation('drivers'),
  ],
);
