import {
  bigint,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { stores } from './stores.js';
import { money } from './stores-columns.js';
import { tenantIdColumn, tenantIsolation } from './tenant-isolation.js';

/** A daily sales row's methods and sums, per store or over the whole tenant. */
const salesOfDay = () => ({
  platform: text('platform').notNull(),
  dispatchMethod: text('dispatch_method').notNull(),
  paymentMethod: text('payment_method').notNull(),
  orders: bigint('orders', { mode: 'number' }).notNull(),
  subtotal: money('subtotal').notNull(),
  discount: money('discount').notNull(),
  deliveryFee: money('delivery_fee').notNull(),
  tip: money('tip').notNull(),
  total: money('total').notNull(),
  couponOrders: bigint('coupon_orders', { mode: 'number' }).notNull(),
});

/** An hourly sales row's local hour (0–23), dispatch method and sums, per store or over the tenant. */
const salesOfHour = () => ({
  hour: smallint('hour').notNull(),
  dispatchMethod: text('dispatch_method').notNull(),
  orders: bigint('orders', { mode: 'number' }).notNull(),
  total: money('total').notNull(),
});

/**
 * The orders that stand as sales (`salesStatuses`) summed per store, local day (the tenant's time
 * zone) and the three ways a report filters them: platform, dispatch method, payment method. Kept
 * by statement triggers on `orders` in the writing transaction (migration 0055), so a year of
 * reports reads a few rows per store and day instead of every order.
 */
export const orderSalesDays = pgTable(
  'order_sales_days',
  {
    tenantId: tenantIdColumn(),
    storeId: integer('store_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ...salesOfDay(),
  },
  (t) => [
    primaryKey({
      columns: [t.tenantId, t.storeId, t.day, t.platform, t.dispatchMethod, t.paymentMethod],
    }),
    index('order_sales_days_day_idx').on(t.tenantId, t.day),
    foreignKey({
      name: 'order_sales_days_store_fk',
      columns: [t.tenantId, t.storeId],
      foreignColumns: [stores.tenantId, stores.id],
    }).onDelete('cascade'),
    tenantIsolation('order_sales_days'),
  ],
);

/** The same orders per store, local day, local hour (0–23) and dispatch method: the weekday × hour heatmap. */
export const orderSalesHours = pgTable(
  'order_sales_hours',
  {
    tenantId: tenantIdColumn(),
    storeId: integer('store_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ...salesOfHour(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.storeId, t.day, t.hour, t.dispatchMethod] }),
    index('order_sales_hours_day_idx').on(t.tenantId, t.day),
    foreignKey({
      name: 'order_sales_hours_store_fk',
      columns: [t.tenantId, t.storeId],
      foreignColumns: [stores.tenantId, stores.id],
    }).onDelete('cascade'),
    tenantIsolation('order_sales_hours'),
  ],
);

/**
 * The same sales summed over every store of the tenant, for the days up to its fold mark
 * (`order_sales_folds`): a report over the whole chain reads one row per day and method instead of
 * one per store. The minute's upkeep folds the days that ended more than a day ago
 * (`tablero_fold_order_sales`, migration 0088); a later change to a folded day (a refund, a
 * cancelation) is added here by the same trigger that keeps the stores' rows. Days after the mark
 * are read from the stores' rows, so an answer never depends on whether the upkeep has run.
 */
export const orderSalesTenantDays = pgTable(
  'order_sales_tenant_days',
  {
    tenantId: tenantIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    ...salesOfDay(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.day, t.platform, t.dispatchMethod, t.paymentMethod] }),
    tenantIsolation('order_sales_tenant_days'),
  ],
);

/** The hourly rollup over every store of the tenant, folded with `order_sales_tenant_days`. */
export const orderSalesTenantHours = pgTable(
  'order_sales_tenant_hours',
  {
    tenantId: tenantIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    ...salesOfHour(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.day, t.hour, t.dispatchMethod] }),
    tenantIsolation('order_sales_tenant_hours'),
  ],
);

/** The last day folded into the tenant-wide rollups, per tenant (none: nothing folded yet). */
export const orderSalesFolds = pgTable(
  'order_sales_folds',
  {
    tenantId: tenantIdColumn().primaryKey(),
    foldedThrough: date('folded_through', { mode: 'string' }).notNull(),
  },
  () => [tenantIsolation('order_sales_folds')],
);

/**
 * The same orders per store, local day and coupon: the promotions report. `code` is the coupon's
 * code as last used (the coupon may be deleted since; its figures stay).
 */
export const couponSalesDays = pgTable(
  'coupon_sales_days',
  {
    tenantId: tenantIdColumn(),
    storeId: integer('store_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    couponId: integer('coupon_id').notNull(),
    code: text('code').notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull(),
    discount: money('discount').notNull(),
    total: money('total').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.storeId, t.day, t.couponId] }),
    index('coupon_sales_days_day_idx').on(t.tenantId, t.day),
    foreignKey({
      name: 'coupon_sales_days_store_fk',
      columns: [t.tenantId, t.storeId],
      foreignColumns: [stores.tenantId, stores.id],
    }).onDelete('cascade'),
    tenantIsolation('coupon_sales_days'),
  ],
);

/**
 * Each customer's first order that stands as a sale (by email, in the whole tenant): when and in
 * which store. Kept by the orders' triggers (migration 0057): a new sale can only move it earlier; a
 * canceled first sale makes the next one first. New against returning customers per period.
 */
export const customerFirstSales = pgTable(
  'customer_first_sales',
  {
    tenantId: tenantIdColumn(),
    email: text('email').notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    storeId: integer('store_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.email] }),
    index('customer_first_sales_first_idx').on(t.tenantId, t.firstAt),
    foreignKey({
      name: 'customer_first_sales_store_fk',
      columns: [t.tenantId, t.storeId],
      foreignColumns: [stores.tenantId, stores.id],
    }).onDelete('cascade'),
    tenantIsolation('customer_first_sales'),
  ],
);

/**
 * What each customer (email) has paid the tenant in every sale of all time, over every store and
 * method. Kept by the orders' triggers (migrations 0091–0092) as orders move in and out of sales. A sale
 * never counts negative, so no period or filter can give a customer more than this: the top
 * customers of a long period are found by reading customers in this order and stopping once the
 * next one's all-time total is below the fifth best of the period (`top-customers.repo.ts`).
 */
export const customerSales = pgTable(
  'customer_sales',
  {
    tenantId: tenantIdColumn(),
    email: text('email').notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull(),
    total: money('total').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.email] }),
    index('customer_sales_ranked_idx').on(t.tenantId, t.total.desc(), t.email),
    tenantIsolation('customer_sales'),
  ],
);

/** How many customers made their first purchase per store and local day: the new customers per period. */
export const newCustomerDays = pgTable(
  'new_customer_days',
  {
    tenantId: tenantIdColumn(),
    storeId: integer('store_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    customers: bigint('customers', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.storeId, t.day] }),
    index('new_customer_days_day_idx').on(t.tenantId, t.day),
    foreignKey({
      name: 'new_customer_days_store_fk',
      columns: [t.tenantId, t.storeId],
      foreignColumns: [stores.tenantId, stores.id],
    }).onDelete('cascade'),
    tenantIsolation('new_customer_days'),
  ],
);

/**
 * Delivery orders refused because no zone of the store covers the address: per store, local day and
 * point (latitude and longitude × 10⁴, about 11 m), how many times, and the address as last typed.
 * Written when the checkout refuses (its own transaction: the refused order is rolled back).
 */
export const uncoveredAddresses = pgTable(
  'uncovered_addresses',
  {
    tenantId: tenantIdColumn(),
    storeId: integer('store_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    latitudeE4: integer('latitude_e4').notNull(),
    longitudeE4: integer('longitude_e4').notNull(),
    attempts: bigint('attempts', { mode: 'number' }).notNull(),
    textAddress: text('text_address').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.storeId, t.day, t.latitudeE4, t.longitudeE4] }),
    index('uncovered_addresses_day_idx').on(t.tenantId, t.day),
    foreignKey({
      name: 'uncovered_addresses_store_fk',
      columns: [t.tenantId, t.storeId],
      foreignColumns: [stores.tenantId, stores.id],
    }).onDelete('cascade'),
    tenantIsolation('uncovered_addresses'),
  ],
);

/**
 * The delivery orders that stand as sales per store, local day and who carried them (own fleet or a
 * provider): their delivery fees and the store's share of an external fleet's cost. Kept by the
 * orders' triggers with the other daily rollups (migration 0064).
 */
export const deliverySalesDays = pgTable(
  'delivery_sales_days',
  {
    tenantId: tenantIdColumn(),
    storeId: integer('store_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    deliveryType: text('delivery_type').notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull(),
    deliveryFee: money('delivery_fee').notNull(),
    cofinance: money('cofinance').notNull(),
    total: money('total').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.storeId, t.day, t.deliveryType] }),
    index('delivery_sales_days_day_idx').on(t.tenantId, t.day),
    foreignKey({
      name: 'delivery_sales_days_store_fk',
      columns: [t.tenantId, t.storeId],
      foreignColumns: [stores.tenantId, stores.id],
    }).onDelete('cascade'),
    tenantIsolation('delivery_sales_days'),
  ],
);
