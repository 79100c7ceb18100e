import {
  bigint,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { products } from './products.js';
import { tenantIdColumn, tenantIsolation } from './tenant-isolation.js';

const money = (name: string) => bigint(name, { mode: 'number' });

/** A menu (spec part 2 §3): named sets of prices (price groups) that stores are given. */
export const menus = pgTable(
  'menus',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedByDefaultAsIdentity().notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('menus_name_idx').on(t.tenantId, t.name),
    tenantIsolation('menus'),
  ],
);

export const priceGroups = pgTable(
  'price_groups',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedByDefaultAsIdentity().notNull(),
    menuId: integer('menu_id').notNull(),
    name: text('name').notNull(),
    status: text('status').notNull().default('active'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'price_groups_menu_fk',
      columns: [t.tenantId, t.menuId],
      foreignColumns: [menus.tenantId, menus.id],
    }).onDelete('cascade'),
    index('price_groups_menu_idx').on(t.tenantId, t.menuId),
    tenantIsolation('price_groups'),
  ],
);

/**
 * A product's price in a price group. The product foreign key restricts deletion: a product on a
 * menu is taken off the menu first (the service says so before the database has to).
 */
export const prices = pgTable(
  'prices',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedByDefaultAsIdentity().notNull(),
    priceGroupId: integer('price_group_id').notNull(),
    productId: integer('product_id').notNull(),
    price: money('price').notNull(),
    deliveryPrice: money('delivery_price').notNull(),
    /** Order of the product inside its price group (the collection as customers see it). */
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'prices_price_group_fk',
      columns: [t.tenantId, t.priceGroupId],
      foreignColumns: [priceGroups.tenantId, priceGroups.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'prices_product_fk',
      columns: [t.tenantId, t.productId],
      foreignColumns: [products.tenantId, products.id],
    }),
    unique('prices_product_key').on(t.tenantId, t.priceGroupId, t.productId),
    index('prices_product_idx').on(t.tenantId, t.productId),
    tenantIsolation('prices'),
  ],
);
