import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { pictures } from './pictures.js';
import { money } from './stores-columns.js';
import { tenantIdColumn, tenantIsolation } from './tenant-isolation.js';

/**
 * A modifier (spec part 2 §3): a `parent` choice shown with products, or a `child` option that
 * parents list in `modifier_children`. Products link here through `product_modifiers`, built by
 * the products area; deleting a modifier a product uses must be refused once that table exists.
 */
export const modifiers = pgTable(
  'modifiers',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedByDefaultAsIdentity().notNull(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** Minor units, bigint like product and menu prices. */
    price: money('price').notNull().default(0),
    free: boolean('free').notNull().default(false),
    position: integer('position').notNull().default(0),
    dropdownText: text('dropdown_text'),
    foodType: text('food_type'),
    minQuantityModifiers: integer('min_quantity_modifiers').notNull().default(0),
    maxQuantityModifiers: integer('max_quantity_modifiers').notNull().default(1),
    alohaId: text('aloha_id'),
    fbdId: text('fbd_id'),
    parentId: integer('parent_id'),
    pictureId: integer('picture_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'modifiers_parent_fk',
      columns: [t.tenantId, t.parentId],
      foreignColumns: [t.tenantId, t.id],
    }),
    foreignKey({
      name: 'modifiers_picture_fk',
      columns: [t.tenantId, t.pictureId],
      foreignColumns: [pictures.tenantId, pictures.id],
    }),
    index('modifiers_type_name_idx').on(t.tenantId, t.type, t.name),
    index('modifiers_parent_idx').on(t.tenantId, t.parentId),
    tenantIsolation('modifiers'),
  ],
);

/**
 * The options of a parent, in order, each with its price variation. An option is in a parent at
 * most once: the unique key is what keeps parallel saves from adding it twice.
 */
export const modifierChildren = pgTable(
  'modifier_children',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedByDefaultAsIdentity().notNull(),
    modifierId: integer('modifier_id').notNull(),
    childModifierId: integer('child_modifier_id').notNull(),
    position: integer('position').notNull().default(0),
    /** The option's price variation in minor units (may be negative). */
    price: money('price').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'modifier_children_modifier_fk',
      columns: [t.tenantId, t.modifierId],
      foreignColumns: [modifiers.tenantId, modifiers.id],
    }).onDelete('cascade'),
    // No cascade: an option still listed by a parent cannot be deleted (the service says why).
    foreignKey({
      name: 'modifier_children_child_fk',
      columns: [t.tenantId, t.childModifierId],
      foreignColumns: [modifiers.tenantId, modifiers.id],
    }),
    unique('modifier_children_option_key').on(t.tenantId, t.modifierId, t.childModifierId),
    index('modifier_children_child_idx').on(t.tenantId, t.childModifierId),
    tenantIsolation('modifier_children'),
  ],
);
