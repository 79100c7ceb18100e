import { z } from 'zod';
import { queryIdList } from '../shared/ids.js';
import { pageQuery } from '../shared/lists.js';
import { geoPoint } from './delivery-areas.js';
import { paymentMethods } from './payment-methods.js';
import { dispatchMethod, weekday } from './schedules.schema.js';
import {
  cofinanceKinds,
  deliveryAreaKinds,
  deliveryCalculationTypes,
  deliveryFeeTypes,
  deliveryTipAvailabilities,
  deliveryTypes,
  feeDisplayTypes,
  grantTypes,
  orderMethods,
  storeLimits,
  tipTypes,
} from './store-constants.js';

const id = z.number().int();
const text = z.string().nullable();

export const openingStatus = z.object({
  open: z.boolean(),
  delivery: z.boolean(),
  pick_up: z.boolean(),
  reason: z.enum(['open', 'disabled', 'outside_hours', 'scheduled_closing']),
  until: z.string().nullable(),
});

export const businessHourView = z.object({
  id,
  day: weekday,
  opening_time: z.string(),
  closing_time: z.string(),
  dispatch_method: dispatchMethod,
});

export const scheduledClosingView = z.object({
  id,
  start_datetime: z.string(),
  end_datetime: z.string(),
  reason: text,
  dispatch_method: dispatchMethod,
  /** Over already: the console shows it but cannot reuse it (§4). */
  expired: z.boolean(),
});

export const exceptionalWaitTimeView = z.object({
  id,
  kind: z.enum(['periodic', 'specific']),
  day: weekday.nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  start_time: z.string(),
  end_time: z.string(),
  delivery_wait_time: z.number().int(),
  pick_up_wait_time: z.number().int(),
});

export const deliveryAreaView = z.object({
  id,
  name: z.string(),
  kind: z.enum(deliveryAreaKinds),
  locked: z.boolean(),
  points: z.array(geoPoint),
  delivery_fee: z.number().int().nullable(),
});

export const deliveryMethodView = z.object({
  id,
  key: z.number().int(),
  delivery_type: z.enum(deliveryTypes),
  delivery_fee_type: z.enum(deliveryFeeTypes),
  priority: z.number().int(),
  enabled: z.boolean(),
  fee_amount: z.number().int().nullable(),
  fee_per_km: z.number().int().nullable(),
  fee_configuration: z
    .object({
      type: z.enum(feeDisplayTypes),
      grant_type: z.enum(grantTypes),
      amount: z.number().nullable(),
      subsidised_service: z.boolean(),
    })
    .nullable(),
  external_delivery_cofinance: z
    .object({ kind: z.enum(cofinanceKinds), value: z.number().nullable() })
    .nullable(),
});

/** `GET /stores/{id}`, and the answer of every store write: the whole store (§3). */
export const storeView = z.object({
  id,
  uuid: z.string(),
  name: z.string(),
  text_address: z.string(),
  commune: text,
  latitude: z.number(),
  longitude: z.number(),
  phone: text,
  email: text,
  email_alt: text,
  image: text,
  menu_id: id.nullable(),
  /** The name of the store's menu (read-only). */
  menu_name: text,
  nps_email_timer: z.number().int(),
  delivery_wait_time: z.number().int(),
  pick_up_wait_time: z.number().int(),
  payment_methods: paymentMethods,
  order_method: z.enum(orderMethods),
  delivery: z.boolean(),
  pick_up: z.boolean(),
  future_orders_enabled: z.boolean(),
  enabled: z.boolean(),
  open: z.boolean(),
  delivery_methods: z.array(deliveryMethodView),
  delivery_areas: z.array(deliveryAreaView),
  business_hours: z.array(businessHourView),
  have_different_business_hours: z.boolean(),
  scheduled_closing_times: z.array(scheduledClosingView),
  exceptional_wait_times: z.array(exceptionalWaitTimeView),
  enabled_checkout_questions: z.boolean(),
  checkout_question_ids: z.array(id),
  checkout_questions: z.array(z.object({ id, question: z.string() })),
  whatsapp_number: text,
  enabled_whatsapp_number: z.boolean(),
  facebook_messenger_id: text,
  enabled_facebook_messenger: z.boolean(),
  enabled_tip_store: z.boolean(),
  enabled_tip_delivery: z.boolean(),
  delivery_tip_availability: z.enum(deliveryTipAvailabilities),
  default_tip: z.object({ type: z.enum(tipTypes), value: z.number() }).nullable(),
  delivery_calculation_type: z.enum(deliveryCalculationTypes),
  delivery_instructions: text,
  cart_notification_interval_minutes: z.number().int().nullable(),
  delivery_zone_file: text,
  abandoned_shopping_cart_coupon_id: id.nullable(),
  abandoned_shopping_cart_coupon_id_enabled: z.boolean(),
  subscription_quotes: z.array(z.number()),
  webpay_commerce_code: text,
  oneclick_commerce_code: text,
  sodexo_commerce_code: text,
  chek_commerce_code: text,
  uber_id: text,
  aloha_id: text,
  popapp_id: text,
  ordatic_id: text,
  toteat_id: text,
  fudo_id: text,
  toteat_restaurant_id: text,
  uber_eats_id: text,
  rappi_id: text,
  fbd_id: text,
  cabify_id: text,
  created_at: z.string(),
  updated_at: z.string(),
});
export type StoreView = z.infer<typeof storeView>;

/** A row of `GET /stores`: the list's columns (store, address, menu, state) and the open flag. */
export const storeListRow = z.object({
  id,
  uuid: z.string(),
  name: z.string(),
  text_address: z.string(),
  commune: text,
  menu_id: id.nullable(),
  /** The name of the store's menu (read-only). */
  menu_name: text,
  order_method: z.enum(orderMethods),
  enabled: z.boolean(),
  open: z.boolean(),
  opening: openingStatus,
});
export type StoreListRow = z.infer<typeof storeListRow>;

/**
 * `GET /stores?page&limit&name&address&menu_ids&status`. `status=opened` keeps the stores open
 * now and `status=closed` the others; `menu_ids` is a comma-separated list (or repeated).
 */
export const storeListQuery = pageQuery().extend({
  name: z.string().max(100).optional(),
  address: z.string().max(100).optional(),
  menu_ids: queryIdList('menu_ids').optional(),
  status: z.enum(['opened', 'closed']).optional(),
});
export type StoreListQuery = z.infer<typeof storeListQuery>;

/** `GET /stores/all?limit=1000&name=`: the id and name of every store, for pickers and search. */
export const storeSearchQuery = pageQuery(storeLimits.searchLimit).extend({
  name: z.string().max(100).optional(),
});
export const storeSearchRow = z.object({ id, name: z.string() });

/** `GET /stores/{id}/open`. */
export const storeOpening = openingStatus.extend({ store_id: id, at: z.string(), time_zone: z.string() });
