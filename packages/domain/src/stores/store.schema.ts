import { z } from 'zod';
import { recordId } from '../shared/ids.js';
import { trimmedText } from '../shared/lists.js';
import { nestedPatchItem } from '../shared/nested.js';
import { deliveryArea, deliveryAreaPatchFields, storeLatitude, storeLongitude } from './delivery-areas.js';
import { deliveryMethod, deliveryMethodFields } from './delivery-methods.js';
import { paymentMethods, paymentMethodsPatch } from './payment-methods.js';
import {
  businessHour,
  businessHourFields,
  exceptionalWaitTime,
  exceptionalWaitTimeFields,
  instant,
  scheduledClosing,
  scheduledClosingFields,
  waitMinutes,
} from './schedules.schema.js';
import {
  deliveryCalculationTypes,
  deliveryTipAvailabilities,
  orderMethods,
  tipTypes,
} from './store-constants.js';
import {
  optionalEmail,
  optionalRef,
  optionalText,
  storePhone,
  subscriptionQuote,
  transbankCommerceCode,
  whatsappNumberOf,
} from './store-fields.js';

/** The tip suggested to the customer: a percentage (at most 100 %, §5) or an amount in minor units. */
export const defaultTip = z
  .object({ type: z.enum(tipTypes), value: z.number().min(0) })
  .superRefine((tip, ctx) => {
    if (tip.type === 'percentage' && tip.value > 100)
      ctx.addIssue({
        code: 'too_big',
        origin: 'number',
        maximum: 100,
        inclusive: true,
        input: tip.value,
        path: ['value'],
      });
    if (tip.type === 'amount' && !Number.isInteger(tip.value))
      ctx.addIssue({ code: 'invalid_type', expected: 'int', input: tip.value, path: ['value'] });
  })
  .nullable();

/** External ids (§3 "Store external ids") other than the two Transbank codes. */
export const externalIdFields = {
  sodexo_commerce_code: optionalText(100),
  chek_commerce_code: optionalText(100),
  uber_id: optionalText(100),
  aloha_id: optionalText(100),
  popapp_id: optionalText(100),
  ordatic_id: optionalText(100),
  toteat_id: optionalText(100),
  fudo_id: optionalText(100),
  toteat_restaurant_id: optionalText(100),
  uber_eats_id: optionalText(100),
  rappi_id: optionalText(100),
  fbd_id: optionalText(100),
  cabify_id: optionalText(100),
};
export type ExternalIdField =
  | keyof typeof externalIdFields
  | 'webpay_commerce_code'
  | 'oneclick_commerce_code';

/** Every scalar field of a store (§3) with its field-level rules; the country gives the WhatsApp format. */
function scalarFieldsFor(country: string) {
  return {
    name: trimmedText('name').pipe(z.string().min(1).max(100)),
    text_address: z.string().trim().min(1).max(300),
    commune: optionalText(100),
    latitude: storeLatitude,
    longitude: storeLongitude,
    phone: storePhone,
    email: optionalEmail,
    email_alt: optionalEmail,
    image: optionalText(2048),
    menu_id: optionalRef,
    nps_email_timer: z.number().int().min(0).max(10080),
    delivery_wait_time: waitMinutes,
    pick_up_wait_time: waitMinutes,
    order_method: z.enum(orderMethods),
    future_orders_enabled: z.boolean(),
    enabled: z.boolean(),
    have_different_business_hours: z.boolean(),
    enabled_checkout_questions: z.boolean(),
    checkout_question_ids: z.array(recordId).max(50),
    whatsapp_number: whatsappNumberOf(country),
    enabled_whatsapp_number: z.boolean(),
    facebook_messenger_id: optionalText(100),
    enabled_facebook_messenger: z.boolean(),
    enabled_tip_store: z.boolean(),
    enabled_tip_delivery: z.boolean(),
    delivery_tip_availability: z.enum(deliveryTipAvailabilities),
    default_tip: defaultTip,
    delivery_calculation_type: z.enum(deliveryCalculationTypes),
    delivery_instructions: optionalText(500),
    cart_notification_interval_minutes: z.number().int().min(0).max(10080).nullable(),
    abandoned_shopping_cart_coupon_id: optionalRef,
    abandoned_shopping_cart_coupon_id_enabled: z.boolean(),
    subscription_quotes: z.array(subscriptionQuote).max(36),
    webpay_commerce_code: transbankCommerceCode,
    oneclick_commerce_code: transbankCommerceCode,
    ...externalIdFields,
  };
}

/** The whole store as the rules see it: what the form holds and what a write leaves behind. */
export function storeStateFor(country: string) {
  return z.object({
    ...scalarFieldsFor(country),
    payment_methods: paymentMethods,
    delivery_methods: z.array(deliveryMethod).max(20),
    delivery_areas: z.array(deliveryArea).max(200),
    business_hours: z.array(businessHour).max(100),
    scheduled_closing_times: z.array(scheduledClosing).max(200),
    exceptional_wait_times: z.array(exceptionalWaitTime).max(200),
  });
}
export type StoreState = z.output<ReturnType<typeof storeStateFor>>;
export type StoreStateInput = z.input<ReturnType<typeof storeStateFor>>;

/** What a GET answers that a write ignores (API.md: a GET body can be sent back as it is). */
const readOnly = z.unknown().optional().describe('Read-only; ignored');
export const storeReadOnlyFields = {
  id: readOnly,
  uuid: readOnly,
  delivery: readOnly,
  pick_up: readOnly,
  open: readOnly,
  opening: readOnly,
  checkout_questions: readOnly,
  menu_name: readOnly,
  delivery_zone_file: readOnly,
  created_at: readOnly,
  updated_at: readOnly,
};

/** The actions of "PATCH /stores/{id} to close" (§4, §7): permanently, timed or a range. */
export const storeClosing = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('permanent') }),
  z.strictObject({
    kind: z.enum(['one_hour', 'two_hours', 'rest_of_day']),
    reason: z.string().trim().max(200).nullable().optional(),
  }),
  z.strictObject({
    kind: z.literal('scheduled'),
    start_datetime: instant,
    end_datetime: instant,
    reason: z.string().trim().max(200).nullable().optional(),
    dispatch_method: scheduledClosingFields.dispatch_method.optional(),
  }),
]);
export type StoreClosing = z.infer<typeof storeClosing>;

/**
 * The body of POST and PATCH /stores: every field optional (PATCH changes what is sent; POST
 * starts from `defaultStoreState`), nested lists in the nested-attributes form, plus the two
 * actions `closing` and `reopen`.
 */
export function storeWriteFor(country: string) {
  const scalars = z.object(scalarFieldsFor(country)).partial().shape;
  return z.strictObject({
    ...scalars,
    payment_methods: paymentMethodsPatch.optional(),
    delivery_methods: z
      .array(nestedPatchItem(deliveryMethodFields, { key: readOnly }))
      .max(20)
      .optional(),
    delivery_areas: z.array(nestedPatchItem(deliveryAreaPatchFields)).max(200).optional(),
    business_hours: z.array(nestedPatchItem(businessHourFields)).max(100).optional(),
    scheduled_closing_times: z
      .array(nestedPatchItem(scheduledClosingFields, { expired: readOnly }))
      .max(200)
      .optional(),
    exceptional_wait_times: z.array(nestedPatchItem(exceptionalWaitTimeFields)).max(200).optional(),
    closing: storeClosing.optional(),
    reopen: z.literal(true).optional(),
    ...storeReadOnlyFields,
  });
}
export type StoreWrite = z.output<ReturnType<typeof storeWriteFor>>;

/** The documented body (Chilean WhatsApp format); the API validates with the tenant's country. */
export const storeWrite = storeWriteFor('cl').meta({
  examples: [
    {
      name: 'Ñuñoa',
      text_address: 'Av. Irarrázaval 3000, Ñuñoa',
      commune: 'Ñuñoa',
      latitude: -33.4545,
      longitude: -70.5975,
      delivery_wait_time: 35,
      pick_up_wait_time: 15,
      payment_methods: { delivery: ['cash', 'card'], in_store: ['cash', 'card'] },
      delivery_methods: [
        {
          delivery_type: 'own',
          delivery_fee_type: 'fixed',
          priority: 1,
          enabled: true,
          fee_amount: 199000,
          fee_configuration: {
            type: 'delivery_fee',
            grant_type: 'none',
            amount: null,
            subsidised_service: false,
          },
        },
      ],
    },
    { name: 'Ñuñoa Norte', delivery_wait_time: 40 },
  ],
});
