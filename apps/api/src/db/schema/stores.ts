import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { tenantIdColumn, tenantIsolation } from './tenant-isolation.js';

/** The minimal store row; the stores area widens it. */
export const stores = pgTable(
  'stores',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedByDefaultAsIdentity().notNull(),
    uuid: uuid('uuid').notNull().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('stores_uuid_key').on(t.tenantId, t.uuid),
    index('stores_name_idx').on(t.tenantId, t.name),
    tenantIsolation('stores'),
  ],
);
