import { z } from 'zod';
import { recordId } from '../shared/ids.js';
import { pageQuery, trimmedText } from '../shared/lists.js';
import { weekdays } from '../stores/opening/index.js';
import { paymentMethodKeys } from '../stores/payment-methods.js';
import { calendarDate, timeOfDay, weekday } from '../stores/schedules.schema.js';
import { optionalText } from '../stores/store-fields.js';
import {
  couponableTypes,
  couponDispatchMethods,
  couponKinds,
  couponLimits,
  couponMessages,
  couponPlatforms,
  couponSpecialConditions,
} from './coupon-constants.js';

const money = z.number().int().min(0).max(couponLimits.maxMoney);
const uses = z.number().int().min(1).max(couponLimits.maxQuantity).nullable();

export const couponCode = trimmedText('code').pipe(
  z.string().min(1).max(couponLimits.codeMax).regex(couponLimits.codePattern, couponMessages.codeFormat),
);

export const couponable = z.strictObject({
  couponable_type: z.enum(couponableTypes),
  couponable_id: recordId,
});
export type Couponable = z.infer<typeof couponable>;

/**
 * Every field of a coupon (part 2 §3) with its field-level rules; the cross-field rules are in
 * coupon-rules.ts. Money in cents. `discount` is cents for giftcard and gift, a percent (up to two
 * decimals) for percentage. The validity runs from `start_date start_time` to `expiry_date
 * expiry_time` (that minute included) in the tenant's time zone; no expiry date, no end.
 * Empty `store_ids`, `payment_methods` or `couponables` mean "every one".
 */
export const couponFields = {
  code: couponCode,
  kind: z.enum(couponKinds),
  discount: z.number().gt(0, couponMessages.discountPositive).max(couponLimits.maxMoney),
  max_discount: money.refine((v) => v > 0, couponMessages.discountPositive).nullable(),
  minimum_to_redeem: money,
  quantity: uses,
  quantity_by_users: uses,
  start_date: calendarDate,
  expiry_date: calendarDate.nullable(),
  start_time: timeOfDay,
  expiry_time: timeOfDay,
  dispatch_method: z.enum(couponDispatchMethods),
  platform: z.array(z.enum(couponPlatforms)).min(1),
  /** The delivery fee counts toward what the discount applies to. */
  delivery: z.boolean(),
  /** Modifiers' prices count toward what the discount applies to. */
  apply_modifier: z.boolean(),
  /** The order may fall below the store's minimum once the discount is taken. */
  override_minimum_price: z.boolean(),
  couponables: z.array(couponable).max(couponLimits.couponablesMax),
  store_ids: z.array(recordId).max(couponLimits.storesMax),
  payment_methods: z.array(z.enum(paymentMethodKeys)).max(paymentMethodKeys.length),
  enabled: z.boolean(),
  /**
   * Applied by itself, without the customer typing the code: the public menu shows these as the
   * products' `discount_price` (our design; the spec does not say how a merchant marks one).
   */
  automatic: z.boolean(),
  /** Weekdays the coupon can be used on. */
  availability: z.array(weekday).min(1),
  aloha_id: optionalText(100),
  fbd_id: optionalText(100),
  special_condition: z.enum(couponSpecialConditions).nullable(),
};

/** A coupon as it is kept: what the rules check after a body is applied. */
export const couponState = z.strictObject(couponFields);
export type CouponState = z.infer<typeof couponState>;

const readOnly = {
  id: z.unknown(),
  used_count: z.unknown(),
  created_at: z.unknown(),
  updated_at: z.unknown(),
};

/** `POST /coupons` and `PATCH /coupons/{id}`: only the fields sent change. */
export const couponWrite = z
  .strictObject({ ...couponFields, ...readOnly })
  .partial()
  .meta({
    examples: [{ code: 'VERANO10', kind: 'percentage', discount: 10, start_date: '2026-12-01' }],
  });
export type CouponWrite = z.infer<typeof couponWrite>;

export function defaultCouponState(): Omit<CouponState, 'code' | 'kind' | 'discount' | 'start_date'> {
  return {
    max_discount: null,
    minimum_to_redeem: 0,
    quantity: null,
    quantity_by_users: null,
    expiry_date: null,
    start_time: '00:00',
    expiry_time: '23:59',
    dispatch_method: 'both',
    platform: [...couponPlatforms],
    delivery: false,
    apply_modifier: true,
    override_minimum_price: false,
    couponables: [],
    store_ids: [],
    payment_methods: [],
    enabled: true,
    automatic: false,
    availability: [...weekdays],
    aloha_id: null,
    fbd_id: null,
    special_condition: null,
  };
}

export const couponView = couponState.extend({
  id: recordId,
  used_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CouponView = z.infer<typeof couponView>;

export const couponListRow = couponView.pick({
  id: true,
  code: true,
  kind: true,
  discount: true,
  max_discount: true,
  quantity: true,
  used_count: true,
  start_date: true,
  start_time: true,
  expiry_date: true,
  expiry_time: true,
  enabled: true,
  automatic: true,
  store_ids: true,
});
export type CouponListRow = z.infer<typeof couponListRow>;

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

/**
 * `GET /coupons?query&page`: `query` matches the code (case-insensitive); `validity` is `active`
 * (in its window now), `expired` or `upcoming`; `store_id` keeps coupons valid in that store.
 */
export const couponListQuery = pageQuery().extend({
  query: z.string().max(100).optional(),
  enabled: flag.optional(),
  kind: z.enum(couponKinds).optional(),
  store_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  validity: z.enum(['active', 'expired', 'upcoming']).optional(),
});
export type CouponListQuery = z.infer<typeof couponListQuery>;
