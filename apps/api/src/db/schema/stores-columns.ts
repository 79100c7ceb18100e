import { type AnyPgColumn, bigint, foreignKey, integer } from 'drizzle-orm/pg-core';
import { stores } from './stores.js';
import { tenantIdColumn } from './tenant-isolation.js';

// Column helpers of the store tables; not re-exported by index.ts, which lists tables only.

/** Money columns: integer minor units (ARCHITECTURE.md rule 4). */
export const money = (name: string) => bigint(name, { mode: 'number' });

/** The first columns of a store's list table: its tenant, its store and its own id. */
export const storeColumns = () => ({
  tenantId: tenantIdColumn(),
  storeId: integer('store_id').notNull(),
  id: integer('id').generatedByDefaultAsIdentity().notNull(),
});

export const ofStore = (table: string, t: { tenantId: AnyPgColumn; storeId: AnyPgColumn }) =>
  foreignKey({
    name: `${table}_store_fk`,
    columns: [t.tenantId, t.storeId],
    foreignColumns: [stores.tenantId, stores.id],
  }).onDelete('cascade');
