import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { coupons } from './coupons.js';
import { stores } from './stores.js';
import { money } from './stores-columns.js';
import { childTenantIdColumn, tenantIdColumn, tenantIsolation } from './tenant-isolation.js';

/**
 * An order (spec part 2 §3), with every amount as the server priced it. What the order named of
 * the catalogue (product and option names, prices) is copied into its lines, so that a later menu
 * change or a deleted product never rewrites what a customer bought; the store and the coupon are
 * kept by key (neither can be deleted while an order names it).
 */
export const orders = pgTable(
  'orders',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedByDefaultAsIdentity().notNull(),
    /** What staff and customer read out: short, unique in the tenant. */
    code: text('code').notNull(),
    storeId: integer('store_id').notNull(),
    status: text('status').notNull(),
    platform: text('platform').notNull(),
    origin: text('origin').notNull(),
    dispatchMethod: text('dispatch_method').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    addressText: text('address_text'),
    addressDetails: text('address_details'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    subtotal: money('subtotal').notNull(),
    discount: money('discount').notNull(),
    deliveryFee: money('delivery_fee').notNull(),
    /** Who carries a delivery: the store's first enabled delivery method when it was placed. */
    deliveryType: text('delivery_type'),
    /** The store's share of an external fleet's cost (its cofinance setting then), in minor units. */
    deliveryCofinance: money('delivery_cofinance').notNull().default(0),
    tip: money('tip').notNull(),
    total: money('total').notNull(),
    points: integer('points').notNull(),
    itemsCount: integer('items_count').notNull(),
    couponId: integer('coupon_id'),
    couponCode: text('coupon_code'),
    paymentMethod: text('payment_method').notNull(),
    paymentStatus: text('payment_status').notNull(),
    billingType: text('billing_type').notNull(),
    billingDocumentType: text('billing_document_type'),
    billingBusinessName: text('billing_business_name'),
    billingEmail: text('billing_email'),
    billingPhone: text('billing_phone'),
    billingTaxFree: boolean('billing_tax_free').notNull().default(false),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    note: text('note'),
    idempotencyKey: uuid('idempotency_key'),
    /** Who took it out (drivers area); the name stays when the driver is deleted (migration 0041). */
    driverId: integer('driver_id'),
    driverName: text('driver_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('orders_code_key').on(t.tenantId, t.code),
    uniqueIndex('orders_idempotency_key')
      .on(t.tenantId, t.idempotencyKey)
      .where(sql`idempotency_key is not null`),
    // The list: newest first, in the whole tenant or in one store. NULLS FIRST as `order by … desc`
    // sorts (the columns are never null, but the planner uses an index only in the query's own order).
    index('orders_created_idx').on(t.tenantId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_store_created_idx').on(
      t.tenantId,
      t.storeId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Future orders counted per store and slot.
    index('orders_store_scheduled_idx')
      .on(t.tenantId, t.storeId, t.scheduledAt)
      .where(sql`scheduled_at is not null`),
    // Scheduled orders waiting for their time (the server releases them to the kitchen).
    index('orders_waiting_schedule_idx')
      .on(t.tenantId, t.scheduledAt)
      .where(sql`status = 'creation_scheduled'`),
    // Card orders still waiting for their payment, and paid orders that failed: the minute's upkeep
    // looks for both in every tenant, so neither may cost a scan of the tenant's orders.
    index('orders_waiting_payment_idx')
      .on(t.tenantId, t.createdAt)
      .where(sql`status = 'pending_online_payment'`),
    index('orders_failed_paid_idx')
      .on(t.tenantId, t.createdAt)
      .where(sql`status = 'failed' and payment_status = 'completed'`),
    index('orders_customer_idx').on(t.tenantId, t.customerEmail),
    index('orders_driver_idx').on(t.tenantId, t.driverId).where(sql`driver_id is not null`),
    index('orders_coupon_idx').on(t.tenantId, t.couponId).where(sql`coupon_id is not null`),
    foreignKey({
      name: 'orders_store_fk',
      columns: [t.tenantId, t.storeId],
      foreignColumns: [stores.tenantId, stores.id],
    }),
    foreignKey({
      name: 'orders_coupon_fk',
      columns: [t.tenantId, t.couponId],
      foreignColumns: [coupons.tenantId, coupons.id],
    }),
    tenantIsolation('orders'),
  ],
);

/** A line of an order: the product as it was sold. */
export const orderItems = pgTable(
  'order_items',
  {
    tenantId: childTenantIdColumn(),
    id: integer('id').generatedByDefaultAsIdentity().notNull(),
    orderId: integer('order_id').notNull(),
    position: integer('position').notNull(),
    productId: integer('product_id').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    optionsPrice: money('options_price').notNull(),
    lineTotal: money('line_total').notNull(),
    note: text('note'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('order_items_position_key').on(t.tenantId, t.orderId, t.position),
    index('order_items_product_idx').on(t.tenantId, t.productId),
    foreignKey({
      name: 'order_items_order_fk',
      columns: [t.tenantId, t.orderId],
      foreignColumns: [orders.tenantId, orders.id],
    }).onDelete('cascade'),
    tenantIsolation('order_items'),
  ],
);

/** An option chosen for a line, as it was sold. */
export const orderItemOptions = pgTable(
  'order_item_options',
  {
    tenantId: childTenantIdColumn(),
    id: integer('id').generatedByDefaultAsIdentity().notNull(),
    orderItemId: integer('order_item_id').notNull(),
    position: integer('position').notNull(),
    modifierId: integer('modifier_id').notNull(),
    modifierName: text('modifier_name').notNull(),
    optionId: integer('option_id').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('order_item_options_position_key').on(t.tenantId, t.orderItemId, t.position),
    foreignKey({
      name: 'order_item_options_item_fk',
      columns: [t.tenantId, t.orderItemId],
      foreignColumns: [orderItems.tenantId, orderItems.id],
    }).onDelete('cascade'),
    tenantIsolation('order_item_options'),
  ],
);

/** Every status an order took, who moved it and why (a cancellation's reason). */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    tenantId: childTenantIdColumn(),
    id: integer('id').generatedByDefaultAsIdentity().notNull(),
    orderId: integer('order_id').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** customer (placed it), staff, payment or server. */
    mover: text('mover').notNull(),
    /** Who of the staff: kept by name, as the user may be deleted later. */
    adminUserId: integer('admin_user_id'),
    adminUserName: text('admin_user_name'),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('order_status_changes_order_idx').on(t.tenantId, t.orderId, t.id),
    foreignKey({
      name: 'order_status_changes_order_fk',
      columns: [t.tenantId, t.orderId],
      foreignColumns: [orders.tenantId, orders.id],
    }).onDelete('cascade'),
    tenantIsolation('order_status_changes'),
  ],
);

/** A product's sales of a day: its name as last sold, units, revenue and orders. */
const productSalesOfDay = () => ({
  name: text('name').notNull(),
  quantity: bigint('quantity', { mode: 'number' }).notNull(),
  revenue: money('revenue').notNull(),
  orders: bigint('orders', { mode: 'number' }).notNull(),
});

/**
 * What each store sold of each product per local day (the tenant's time zone), counting the orders
 * that stand as sales (`salesStatuses`): kept by statement triggers on `order_items` and on order
 * status moves (migration 0052) in the writing transaction, so the best sellers of a year read a
 * few thousand rows instead of a million orders' lines. `name` is the product's name as last sold.
 */
export const productSalesDays = pgTable(
  'product_sales_days',
  {
    tenantId: tenantIdColumn(),
    storeId: integer('store_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    productId: integer('product_id').notNull(),
    ...productSalesOfDay(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.storeId, t.day, t.productId] }),
    index('product_sales_days_day_idx').on(t.tenantId, t.day),
    foreignKey({
      name: 'product_sales_days_store_fk',
      columns: [t.tenantId, t.storeId],
      foreignColumns: [stores.tenantId, stores.id],
    }).onDelete('cascade'),
    tenantIsolation('product_sales_days'),
  ],
);

/**
 * The same product sales over every store of the tenant, for the days folded into the tenant-wide
 * rollups (see `orderSalesTenantDays`; migrations 0089–0090): the best sellers of a whole chain read
 * one row per product and day.
 */
export const productSalesTenantDays = pgTable(
  'product_sales_tenant_days',
  {
    tenantId: tenantIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    productId: integer('product_id').notNull(),
    ...productSalesOfDay(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.day, t.productId] }),
    tenantIsolation('product_sales_tenant_days'),
  ],
);

/**
 * How many orders each store has, kept by triggers on `orders` (migration 0033): the list's total
 * when it is filtered by store at most, which counting a million rows per page made take seconds.
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    tenantId: tenantIdColumn(),
    storeId: integer('store_id').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.storeId] }),
    foreignKey({
      name: 'order_counts_store_fk',
      columns: [t.tenantId, t.storeId],
      foreignColumns: [stores.tenantId, stores.id],
    }).onDelete('cascade'),
    tenantIsolation('order_counts'),
  ],
);

/**
 * What happened to the tenant's orders, in the order it was committed (API.md "streams"): written
 * by triggers on `orders` as each transaction commits (migration 0034), read by the orders stream
 * to fan out live and to answer a reconnecting board from its `Last-Event-ID`. `id` counts per
 * tenant from `order_event_counters`, whose row lock makes ids follow commit order.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    tenantId: childTenantIdColumn(),
    id: bigint('id', { mode: 'number' }).notNull(),
    orderId: integer('order_id').notNull(),
    storeId: integer('store_id').notNull(),
    /** `order.created` or `order.status_changed`. */
    kind: text('kind').notNull(),
    /** The order's status the event left it in. */
    status: text('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'order_events_order_fk',
      columns: [t.tenantId, t.orderId],
      foreignColumns: [orders.tenantId, orders.id],
    }).onDelete('cascade'),
    tenantIsolation('order_events'),
  ],
);

/** The last order event id of each tenant. */
export const orderEventCounters = pgTable(
  'order_event_counters',
  {
    tenantId: tenantIdColumn().primaryKey(),
    lastId: bigint('last_id', { mode: 'number' }).notNull(),
  },
  () => [tenantIsolation('order_event_counters')],
);
