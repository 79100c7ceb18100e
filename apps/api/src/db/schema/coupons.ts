import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { priceGroups } from './menus.js';
import { products } from './products.js';
import { stores } from './stores.js';
import { tenantIdColumn, tenantIsolation } from './tenant-isolation.js';

/**
 * A coupon (spec part 2 §3). Its stores and its products or price groups are tables of their own,
 * with foreign keys, so that a deleted store or product leaves no dangling id behind; platforms,
 * weekdays and payment methods (fixed keys) are JSON.
 */
export const coupons = pgTable(
  'coupons',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedByDefaultAsIdentity().notNull(),
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    /** Cents for giftcard and gift, a percent with two decimals for percentage. */
    discount: numeric('discount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    maxDiscount: bigint('max_discount', { mode: 'number' }),
    minimumToRedeem: bigint('minimum_to_redeem', { mode: 'number' }).notNull().default(0),
    quantity: integer('quantity'),
    quantityByUsers: integer('quantity_by_users'),
    usedCount: integer('used_count').notNull().default(0),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }),
    startTime: text('start_time').notNull(),
    expiryTime: text('expiry_time').notNull(),
    dispatchMethod: text('dispatch_method').notNull(),
    platform: jsonb('platform').$type<string[]>().notNull(),
    delivery: boolean('delivery').notNull(),
    applyModifier: boolean('apply_modifier').notNull(),
    overrideMinimumPrice: boolean('override_minimum_price').notNull(),
    paymentMethods: jsonb('payment_methods').$type<string[]>().notNull(),
    enabled: boolean('enabled').notNull(),
    automatic: boolean('automatic').notNull().default(false),
    availability: jsonb('availability').$type<string[]>().notNull(),
    alohaId: text('aloha_id'),
    fbdId: text('fbd_id'),
    specialCondition: text('special_condition'),
    /** The code generation job that made this coupon (its codes download together); null otherwise. */
    batchId: uuid('batch_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    /** §5 "code unique", case-insensitive and trimmed: the database holds it to that too. */
    uniqueIndex('coupons_code_key').on(t.tenantId, sql`upper(${t.code})`),
    index('coupons_batch_idx').on(t.tenantId, t.batchId).where(sql`${t.batchId} is not null`),
    tenantIsolation('coupons'),
  ],
);

/** The stores a coupon is valid in; none means every store. */
export const couponStores = pgTable(
  'coupon_stores',
  {
    tenantId: tenantIdColumn(),
    couponId: integer('coupon_id').notNull(),
    storeId: integer('store_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.couponId, t.storeId] }),
    foreignKey({
      name: 'coupon_stores_coupon_fk',
      columns: [t.tenantId, t.couponId],
      foreignColumns: [coupons.tenantId, coupons.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'coupon_stores_store_fk',
      columns: [t.tenantId, t.storeId],
      foreignColumns: [stores.tenantId, stores.id],
    }),
    index('coupon_stores_store_idx').on(t.tenantId, t.storeId),
    tenantIsolation('coupon_stores'),
  ],
);

/** What a coupon is restricted to, in the order the merchant listed them: a product or a price group. */
export const couponCouponables = pgTable(
  'coupon_couponables',
  {
    tenantId: tenantIdColumn(),
    couponId: integer('coupon_id').notNull(),
    position: integer('position').notNull(),
    productId: integer('product_id'),
    priceGroupId: integer('price_group_id'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.couponId, t.position] }),
    foreignKey({
      name: 'coupon_couponables_coupon_fk',
      columns: [t.tenantId, t.couponId],
      foreignColumns: [coupons.tenantId, coupons.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'coupon_couponables_product_fk',
      columns: [t.tenantId, t.productId],
      foreignColumns: [products.tenantId, products.id],
    }),
    foreignKey({
      name: 'coupon_couponables_price_group_fk',
      columns: [t.tenantId, t.priceGroupId],
      foreignColumns: [priceGroups.tenantId, priceGroups.id],
    }),
    check('coupon_couponables_one_target', sql`num_nonnulls(${t.productId}, ${t.priceGroupId}) = 1`),
    index('coupon_couponables_product_idx').on(t.tenantId, t.productId),
    index('coupon_couponables_price_group_idx').on(t.tenantId, t.priceGroupId),
    tenantIsolation('coupon_couponables'),
  ],
);
