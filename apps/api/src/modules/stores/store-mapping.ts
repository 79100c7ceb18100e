import {
  deliveryMethodKey,
  isScheduledClosingExpired,
  orderMethodFlags,
  type StoreState,
  type StoreView,
} from '@tablero/domain';
import type { stores } from '../../db/schema/index.js';
import type { StoreChildren } from './store-children.repo.js';

export type StoreRecord = typeof stores.$inferSelect;
export type StoreValues = Omit<typeof stores.$inferInsert, 'tenantId' | 'id' | 'uuid' | 'createdAt'>;

type Scalars = Omit<StoreState, keyof StoreChildren | 'checkout_question_ids'>;

/** The store row's fields in wire names. Missing coordinates stay missing, for the rules to name. */
export function scalarsOf(row: StoreRecord): Scalars {
  return {
    name: row.name,
    text_address: row.textAddress,
    commune: row.commune,
    ...(row.latitude === null ? {} : { latitude: row.latitude }),
    ...(row.longitude === null ? {} : { longitude: row.longitude }),
    phone: row.phone,
    email: row.email,
    email_alt: row.emailAlt,
    image: row.image,
    menu_id: row.menuId,
    nps_email_timer: row.npsEmailTimer,
    delivery_wait_time: row.deliveryWaitTime,
    pick_up_wait_time: row.pickUpWaitTime,
    // jsonb keeps keys in its own order: rebuilt in the wire order, so equal values compare equal.
    payment_methods: {
      delivery: row.paymentMethods.delivery,
      in_store: row.paymentMethods.in_store,
      order_taker_in_store: row.paymentMethods.order_taker_in_store,
      order_taker_store_delivery: row.paymentMethods.order_taker_store_delivery,
    } as StoreState['payment_methods'],
    default_tip: row.defaultTip ? { type: row.defaultTip.type, value: row.defaultTip.value } : null,
    order_method: row.orderMethod as StoreState['order_method'],
    future_orders_enabled: row.futureOrdersEnabled,
    enabled: row.enabled,
    have_different_business_hours: row.haveDifferentBusinessHours,
    enabled_checkout_questions: row.enabledCheckoutQuestions,
    whatsapp_number: row.whatsappNumber,
    enabled_whatsapp_number: row.enabledWhatsappNumber,
    facebook_messenger_id: row.facebookMessengerId,
    enabled_facebook_messenger: row.enabledFacebookMessenger,
    enabled_tip_store: row.enabledTipStore,
    enabled_tip_delivery: row.enabledTipDelivery,
    delivery_tip_availability: row.deliveryTipAvailability as StoreState['delivery_tip_availability'],
    delivery_calculation_type: row.deliveryCalculationType as StoreState['delivery_calculation_type'],
    delivery_instructions: row.deliveryInstructions,
    cart_notification_interval_minutes: row.cartNotificationIntervalMinutes,
    abandoned_shopping_cart_coupon_id: row.abandonedShoppingCartCouponId,
    abandoned_shopping_cart_coupon_id_enabled: row.abandonedShoppingCartCouponIdEnabled,
    subscription_quotes: row.subscriptionQuotes,
    webpay_commerce_code: row.webpayCommerceCode,
    oneclick_commerce_code: row.oneclickCommerceCode,
    sodexo_commerce_code: row.sodexoCommerceCode,
    chek_commerce_code: row.chekCommerceCode,
    uber_id: row.uberId,
    aloha_id: row.alohaId,
    popapp_id: row.popappId,
    ordatic_id: row.ordaticId,
    toteat_id: row.toteatId,
    fudo_id: row.fudoId,
    toteat_restaurant_id: row.toteatRestaurantId,
    uber_eats_id: row.uberEatsId,
    rappi_id: row.rappiId,
    fbd_id: row.fbdId,
    cabify_id: row.cabifyId,
  } as Scalars;
}

/** The store row a store state is written as. */
export function valuesOf(store: StoreState): StoreValues {
  return {
    name: store.name,
    textAddress: store.text_address,
    commune: store.commune,
    latitude: store.latitude,
    longitude: store.longitude,
    phone: store.phone,
    email: store.email,
    emailAlt: store.email_alt,
    image: store.image,
    menuId: store.menu_id,
    npsEmailTimer: store.nps_email_timer,
    deliveryWaitTime: store.delivery_wait_time,
    pickUpWaitTime: store.pick_up_wait_time,
    paymentMethods: store.payment_methods,
    orderMethod: store.order_method,
    futureOrdersEnabled: store.future_orders_enabled,
    enabled: store.enabled,
    haveDifferentBusinessHours: store.have_different_business_hours,
    enabledCheckoutQuestions: store.enabled_checkout_questions,
    whatsappNumber: store.whatsapp_number,
    enabledWhatsappNumber: store.enabled_whatsapp_number,
    facebookMessengerId: store.facebook_messenger_id,
    enabledFacebookMessenger: store.enabled_facebook_messenger,
    enabledTipStore: store.enabled_tip_store,
    enabledTipDelivery: store.enabled_tip_delivery,
    deliveryTipAvailability: store.delivery_tip_availability,
    defaultTip: store.default_tip,
    deliveryCalculationType: store.delivery_calculation_type,
    deliveryInstructions: store.delivery_instructions,
    cartNotificationIntervalMinutes: store.cart_notification_interval_minutes,
    abandonedShoppingCartCouponId: store.abandoned_shopping_cart_coupon_id,
    abandonedShoppingCartCouponIdEnabled: store.abandoned_shopping_cart_coupon_id_enabled,
    subscriptionQuotes: store.subscription_quotes,
    webpayCommerceCode: store.webpay_commerce_code,
    oneclickCommerceCode: store.oneclick_commerce_code,
    sodexoCommerceCode: store.sodexo_commerce_code,
    chekCommerceCode: store.chek_commerce_code,
    uberId: store.uber_id,
    alohaId: store.aloha_id,
    popappId: store.popapp_id,
    ordaticId: store.ordatic_id,
    toteatId: store.toteat_id,
    fudoId: store.fudo_id,
    toteatRestaurantId: store.toteat_restaurant_id,
    uberEatsId: store.uber_eats_id,
    rappiId: store.rappi_id,
    fbdId: store.fbd_id,
    cabifyId: store.cabify_id,
  };
}

export interface LoadedStore {
  row: StoreRecord;
  state: StoreState;
  questions: { id: number; question: string }[];
  menuName: string | null;
}

/** The store as the API answers it (`storeView`); `open` is worked out by the caller, now. */
export function viewOf(store: LoadedStore, open: boolean, now: Date): StoreView {
  const { row, state } = store;
  return {
    id: row.id,
    uuid: row.uuid,
    ...state,
    latitude: row.latitude ?? 0,
    longitude: row.longitude ?? 0,
    ...orderMethodFlags(state.order_method),
    open,
    delivery_methods: state.delivery_methods.map((m) => ({
      ...m,
      id: m.id ?? 0,
      key: deliveryMethodKey(m.delivery_type),
    })),
    delivery_areas: state.delivery_areas.map((a) => ({ ...a, id: a.id ?? 0 })),
    business_hours: state.business_hours.map((h) => ({ ...h, id: h.id ?? 0 })),
    scheduled_closing_times: state.scheduled_closing_times.map((c) => ({
      ...c,
      id: c.id ?? 0,
      expired: isScheduledClosingExpired(c, now),
    })),
    exceptional_wait_times: state.exceptional_wait_times.map((w) => ({
      day: null,
      start_date: null,
      end_date: null,
      ...w,
      id: w.id ?? 0,
    })),
    checkout_questions: store.questions,
    menu_name: store.menuName,
    delivery_zone_file: row.deliveryZoneFile,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
