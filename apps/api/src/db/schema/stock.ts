import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { modifiers } from './modifiers.js';
import { products } from './products.js';
import { stores } from './stores.js';
import { tenantIdColumn, tenantIsolation } from './tenant-isolation.js';

/**
 * A product or a modifier option the kitchen marked out of stock in one store, until `until`
 * (null: until someone turns it back). A row whose `until` has passed is back on sale already;
 * the minute job deletes it and asks the store's channels for a new menu.
 */
export const stockOuts = pgTable(
  'stock_outs',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedByDefaultAsIdentity().notNull(),
    storeId: integer('store_id').notNull(),
    productId: integer('product_id'),
    /** An option is a modifier offered inside another modifier (`modifier_children`). */
    optionId: integer('option_id'),
    /** `next_opening` | `two_hours` | `manual`. */
    mode: text('mode').notNull(),
    until: timestamp('until', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    check('stock_outs_one_item', sql`num_nonnulls(${t.productId}, ${t.optionId}) = 1`),
    uniqueIndex('stock_outs_store_product_key')
      .on(t.tenantId, t.storeId, t.productId)
      .where(sql`${t.productId} is not null`),
    uniqueIndex('stock_outs_store_option_key')
      .on(t.tenantId, t.storeId, t.optionId)
      .where(sql`${t.optionId} is not null`),
    index('stock_outs_until_idx').on(t.tenantId, t.until).where(sql`${t.until} is not null`),
    // The product list reads each row's stock-outs in every store.
    index('stock_outs_product_idx').on(t.tenantId, t.productId).where(sql`${t.productId} is not null`),
    foreignKey({
      name: 'stock_outs_store_fk',
      columns: [t.tenantId, t.storeId],
      foreignColumns: [stores.tenantId, stores.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'stock_outs_product_fk',
      columns: [t.tenantId, t.productId],
      foreignColumns: [products.tenantId, products.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'stock_outs_option_fk',
      columns: [t.tenantId, t.optionId],
      foreignColumns: [modifiers.tenantId, modifiers.id],
    }).onDelete('cascade'),
    tenantIsolation('stock_outs'),
  ],
);

/**
 * A store's channel whose menu must be published again (its stock changed). Taken by the minute
 * job (and at once after a change) when no deploy of that store and channel is running; a running
 * deploy may have read the menu before the change, so the request waits for it to finish.
 */
export const menuSyncRequests = pgTable(
  'menu_sync_requests',
  {
    tenantId: tenantIdColumn(),
    storeId: integer('store_id').notNull(),
    channel: text('channel').notNull(),
    requestedBy: integer('requested_by'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.storeId, t.channel] }),
    foreignKey({
      name: 'menu_sync_requests_store_fk',
      columns: [t.tenantId, t.storeId],
      foreignColumns: [stores.tenantId, stores.id],
    }).onDelete('cascade'),
    tenantIsolation('menu_sync_requests'),
  ],
);
