import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { menus } from './menus.js';
import { tenantIdColumn, tenantIsolation } from './tenant-isolation.js';

type PaymentMethodsColumn = {
  delivery: string[];
  in_store: string[];
  order_taker_in_store: string[];
  order_taker_store_delivery: string[];
};

const optionalText = (name: string) => text(name);

/**
 * A store (spec part 1 §3). Its lists live in tables of their own (stores-*.ts); payment methods,
 * the default tip and subscription quotes are small values kept whole as JSON.
 */
export const stores = pgTable(
  'stores',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedByDefaultAsIdentity().notNull(),
    uuid: uuid('uuid').notNull().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    textAddress: text('text_address').notNull().default(''),
    commune: optionalText('commune'),
    /** Null only for stores made before addresses were required: their next save must add them. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    phone: optionalText('phone'),
    email: optionalText('email'),
    emailAlt: optionalText('email_alt'),
    image: optionalText('image'),
    menuId: integer('menu_id'),
    npsEmailTimer: integer('nps_email_timer').notNull().default(45),
    deliveryWaitTime: integer('delivery_wait_time').notNull().default(30),
    pickUpWaitTime: integer('pick_up_wait_time').notNull().default(15),
    paymentMethods: jsonb('payment_methods')
      .$type<PaymentMethodsColumn>()
      .notNull()
      .default({ delivery: [], in_store: [], order_taker_in_store: [], order_taker_store_delivery: [] }),
    orderMethod: text('order_method').notNull().default('both'),
    futureOrdersEnabled: boolean('future_orders_enabled').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    haveDifferentBusinessHours: boolean('have_different_business_hours').notNull().default(false),
    enabledCheckoutQuestions: boolean('enabled_checkout_questions').notNull().default(false),
    whatsappNumber: optionalText('whatsapp_number'),
    enabledWhatsappNumber: boolean('enabled_whatsapp_number').notNull().default(false),
    facebookMessengerId: optionalText('facebook_messenger_id'),
    enabledFacebookMessenger: boolean('enabled_facebook_messenger').notNull().default(false),
    enabledTipStore: boolean('enabled_tip_store').notNull().default(false),
    enabledTipDelivery: boolean('enabled_tip_delivery').notNull().default(false),
    deliveryTipAvailability: text('delivery_tip_availability').notNull().default('all'),
    defaultTip: jsonb('default_tip').$type<{ type: 'percentage' | 'amount'; value: number } | null>(),
    deliveryCalculationType: text('delivery_calculation_type').notNull().default('zones'),
    deliveryInstructions: optionalText('delivery_instructions'),
    cartNotificationIntervalMinutes: integer('cart_notification_interval_minutes'),
    deliveryZoneFile: optionalText('delivery_zone_file'),
    abandonedShoppingCartCouponId: integer('abandoned_shopping_cart_coupon_id'),
    abandonedShoppingCartCouponIdEnabled: boolean('abandoned_shopping_cart_coupon_id_enabled')
      .notNull()
      .default(false),
    subscriptionQuotes: jsonb('subscription_quotes').$type<number[]>().notNull().default([]),
    webpayCommerceCode: optionalText('webpay_commerce_code'),
    oneclickCommerceCode: optionalText('oneclick_commerce_code'),
    sodexoCommerceCode: optionalText('sodexo_commerce_code'),
    chekCommerceCode: optionalText('chek_commerce_code'),
    uberId: optionalText('uber_id'),
    alohaId: optionalText('aloha_id'),
    popappId: optionalText('popapp_id'),
    ordaticId: optionalText('ordatic_id'),
    toteatId: optionalText('toteat_id'),
    fudoId: optionalText('fudo_id'),
    toteatRestaurantId: optionalText('toteat_restaurant_id'),
    uberEatsId: optionalText('uber_eats_id'),
    rappiId: optionalText('rappi_id'),
    fbdId: optionalText('fbd_id'),
    cabifyId: optionalText('cabify_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('stores_uuid_key').on(t.tenantId, t.uuid),
    index('stores_name_idx').on(t.tenantId, t.name),
    index('stores_menu_idx').on(t.tenantId, t.menuId),
    // A menu given to stores is not deleted (the menus service says so first).
    foreignKey({
      name: 'stores_menu_fk',
      columns: [t.tenantId, t.menuId],
      foreignColumns: [menus.tenantId, menus.id],
    }),
    tenantIsolation('stores'),
  ],
);
