import { z } from 'zod';
import { geoPoint } from './delivery-areas.js';
import { paymentMethodList } from './payment-methods.js';
import { dispatchMethod, weekday } from './schedules.schema.js';
import { deliveryAreaKinds, deliveryTipAvailabilities, orderMethods, tipTypes } from './store-constants.js';
import { openingStatus } from './store-view.schema.js';

/**
 * A store as a storefront sees it (public API): where it is, when it is open, how long it takes,
 * how customers pay and where it delivers. No commerce codes, external ids, credentials, staff
 * emails or abandoned-cart coupon.
 */
export const publicStore = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  text_address: z.string(),
  commune: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  phone: z.string().nullable(),
  image: z.string().nullable(),
  menu_id: z.number().int().nullable(),
  order_method: z.enum(orderMethods),
  delivery: z.boolean(),
  pick_up: z.boolean(),
  future_orders_enabled: z.boolean(),
  opening: openingStatus,
  /** The wait times in force now, exceptions applied. */
  delivery_wait_time: z.number().int(),
  pick_up_wait_time: z.number().int(),
  /** Web and app modes only; the order taker's are not a storefront's business. */
  payment_methods: z.object({ delivery: paymentMethodList, in_store: paymentMethodList }),
  business_hours: z.array(
    z.object({
      day: weekday,
      opening_time: z.string(),
      closing_time: z.string(),
      dispatch_method: dispatchMethod,
    }),
  ),
  /** Closings in force or still to come. */
  scheduled_closing_times: z.array(
    z.object({ start_datetime: z.string(), end_datetime: z.string(), dispatch_method: dispatchMethod }),
  ),
  delivery_areas: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      kind: z.enum(deliveryAreaKinds),
      points: z.array(geoPoint),
      delivery_fee: z.number().int().nullable(),
    }),
  ),
  checkout_questions: z.array(z.object({ id: z.number().int(), question: z.string() })),
  whatsapp_number: z.string().nullable(),
  facebook_messenger_id: z.string().nullable(),
  enabled_tip_store: z.boolean(),
  enabled_tip_delivery: z.boolean(),
  delivery_tip_availability: z.enum(deliveryTipAvailabilities),
  default_tip: z.object({ type: z.enum(tipTypes), value: z.number() }).nullable(),
  delivery_instructions: z.string().nullable(),
});
export type PublicStore = z.infer<typeof publicStore>;

export const publicStoreList = z.object({ data: z.array(publicStore) });
