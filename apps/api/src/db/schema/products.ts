import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { pictures } from './pictures.js';
import { tenantIdColumn, tenantIsolation } from './tenant-isolation.js';

type Dimensions = {
  width: number | null;
  height: number | null;
  length: number | null;
  weight: number | null;
};
type ModifierRule = { ruled_modifier_id: number; modifier_id: number; values: number[] };

/**
 * A product of the catalogue (spec part 2 §3). Small values read and written whole (platforms,
 * weekdays, modifier rules, dimensions, tags) are JSON; modifiers are a table of their own.
 */
export const products = pgTable(
  'products',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedByDefaultAsIdentity().notNull(),
    name: text('name').notNull(),
    nameScreenProduct: text('name_screen_product'),
    /** Integer minor units (ARCHITECTURE.md rule 4). */
    priceProduct: bigint('price_product', { mode: 'number' }).notNull(),
    description: text('description'),
    position: integer('position').notNull().default(0),
    platform: jsonb('platform').$type<string[]>().notNull(),
    dispatchMethod: text('dispatch_method').notNull().default('both'),
    url: text('url'),
    label: text('label'),
    labelType: text('label_type'),
    startLabelAt: timestamp('start_datetime_label', { withTimezone: true }),
    endLabelAt: timestamp('end_datetime_label', { withTimezone: true }),
    startAt: timestamp('start_datetime', { withTimezone: true }),
    endAt: timestamp('end_datetime', { withTimezone: true }),
    availability: jsonb('availability').$type<string[]>().notNull(),
    alohaId: text('aloha_id'),
    alohaCompId: text('aloha_comp_id'),
    fbdId: text('fbd_id'),
    foodType: text('food_type'),
    modifierRules: jsonb('modifier_rules').$type<ModifierRule[]>().notNull().default([]),
    show: boolean('show').notNull().default(true),
    cookingTime: integer('cooking_time'),
    dimensions: jsonb('dimensions').$type<Dimensions>().notNull(),
    tags: jsonb('tags').$type<Record<string, boolean>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('products_name_idx').on(t.tenantId, t.name),
    tenantIsolation('products'),
  ],
);

/**
 * The modifiers a product offers, with the quantities a customer may choose. A modifier a product
 * offers cannot be deleted (the service says so before the foreign key has to). That foreign key,
 * `(tenant_id, modifier_id) → modifiers`, is DEFERRABLE INITIALLY DEFERRED and lives in migration
 * 0014 (drizzle cannot declare it): saving links swaps modifiers through placeholder ids inside the
 * transaction, and only the committed rows must point at real modifiers.
 */
export const productModifiers = pgTable(
  'product_modifiers',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedByDefaultAsIdentity().notNull(),
    productId: integer('product_id').notNull(),
    modifierId: integer('modifier_id').notNull(),
    minQuantity: integer('min_quantity').notNull().default(0),
    maxQuantity: integer('max_quantity').notNull().default(100),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'product_modifiers_product_fk',
      columns: [t.tenantId, t.productId],
      foreignColumns: [products.tenantId, products.id],
    }).onDelete('cascade'),
    unique('product_modifiers_modifier_key').on(t.tenantId, t.productId, t.modifierId),
    tenantIsolation('product_modifiers'),
  ],
);

/**
 * The pictures a product shows, in `position` order (the first is its cover). A picture a product
 * shows cannot be deleted: the foreign key to `pictures` has no cascade, and the pictures service
 * answers 422 naming the product before the key has to.
 */
export const productPictures = pgTable(
  'product_pictures',
  {
    tenantId: tenantIdColumn(),
    productId: integer('product_id').notNull(),
    pictureId: integer('picture_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.productId, t.pictureId] }),
    foreignKey({
      name: 'product_pictures_product_fk',
      columns: [t.tenantId, t.productId],
      foreignColumns: [products.tenantId, products.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'product_pictures_picture_fk',
      columns: [t.tenantId, t.pictureId],
      foreignColumns: [pictures.tenantId, pictures.id],
    }),
    index('product_pictures_picture_idx').on(t.tenantId, t.pictureId),
    tenantIsolation('product_pictures'),
  ],
);
