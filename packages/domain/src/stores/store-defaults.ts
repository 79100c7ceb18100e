import { defaultDeliveryMethods } from './delivery-methods.js';
import { emptyPaymentMethods } from './payment-methods.js';
import type { StoreStateInput } from './store.schema.js';
import { storeLimits } from './store-constants.js';

/**
 * What a new store starts from before the POST body is applied. Name, address, coordinates and
 * the two wait times have no default: a new store must be given them.
 */
export function defaultStoreState(): Omit<
  StoreStateInput,
  'name' | 'text_address' | 'latitude' | 'longitude' | 'delivery_wait_time' | 'pick_up_wait_time'
> {
  return {
    commune: null,
    phone: null,
    email: null,
    email_alt: null,
    image: null,
    menu_id: null,
    nps_email_timer: storeLimits.defaultNpsEmailTimer,
    order_method: 'both',
    future_orders_enabled: false,
    enabled: true,
    have_different_business_hours: false,
    enabled_checkout_questions: false,
    checkout_question_ids: [],
    whatsapp_number: null,
    enabled_whatsapp_number: false,
    facebook_messenger_id: null,
    enabled_facebook_messenger: false,
    enabled_tip_store: false,
    enabled_tip_delivery: false,
    delivery_tip_availability: 'all',
    default_tip: null,
    delivery_calculation_type: 'zones',
    delivery_instructions: null,
    cart_notification_interval_minutes: null,
    abandoned_shopping_cart_coupon_id: null,
    abandoned_shopping_cart_coupon_id_enabled: false,
    subscription_quotes: [],
    webpay_commerce_code: null,
    oneclick_commerce_code: null,
    sodexo_commerce_code: null,
    chek_commerce_code: null,
    uber_id: null,
    aloha_id: null,
    popapp_id: null,
    ordatic_id: null,
    toteat_id: null,
    fudo_id: null,
    toteat_restaurant_id: null,
    uber_eats_id: null,
    rappi_id: null,
    fbd_id: null,
    cabify_id: null,
    payment_methods: emptyPaymentMethods(),
    delivery_methods: defaultDeliveryMethods(),
    delivery_areas: [],
    business_hours: [],
    scheduled_closing_times: [],
    exceptional_wait_times: [],
  };
}
