import {
  type CouponableType,
  type CouponKind,
  type CouponState,
  defaultCouponState,
  type PaymentMethodKey,
  type Weekday,
} from '@tablero/domain';
import { fromMinor, type NumberValue } from '../../../shared/format/number-value.js';
import type { Coupon } from '../api.js';

/** A product or price group the coupon is restricted to, with the name the form shows. */
export interface CouponableValue {
  type: CouponableType;
  id: number;
  name: string;
}

/**
 * The coupon form's values: the coupon's fields as people type them. Money in currency units;
 * `discount` is a percent for a percentage coupon and currency units for the other kinds.
 */
export interface CouponFormValues extends Record<string, unknown> {
  code: string;
  kind: CouponKind;
  discount: NumberValue;
  maxDiscount: NumberValue;
  minimumToRedeem: NumberValue;
  quantity: NumberValue;
  quantityByUsers: NumberValue;
  /** `YYYY-MM-DD`, '' when blank. */
  startDate: string;
  expiryDate: string;
  /** `HH:mm`. */
  startTime: string;
  expiryTime: string;
  dispatchMethod: CouponState['dispatch_method'];
  platform: CouponState['platform'];
  delivery: boolean;
  applyModifier: boolean;
  overrideMinimumPrice: boolean;
  couponables: CouponableValue[];
  storeIds: number[];
  paymentMethods: PaymentMethodKey[];
  enabled: boolean;
  automatic: boolean;
  availability: Weekday[];
  alohaId: string;
  fbdId: string;
  firstPurchase: boolean;
}

const text = (value: string | null) => value ?? '';
const blank = (value: number | null): NumberValue => value ?? '';

export function newCouponFormValues(): CouponFormValues {
  const defaults = defaultCouponState();
  return {
    code: '',
    kind: 'percentage',
    discount: '',
    maxDiscount: '',
    minimumToRedeem: fromMinor(defaults.minimum_to_redeem),
    quantity: '',
    quantityByUsers: '',
    startDate: '',
    expiryDate: '',
    startTime: defaults.start_time,
    expiryTime: defaults.expiry_time,
    dispatchMethod: defaults.dispatch_method,
    platform: [...defaults.platform],
    delivery: defaults.delivery,
    applyModifier: defaults.apply_modifier,
    overrideMinimumPrice: defaults.override_minimum_price,
    couponables: [],
    storeIds: [],
    paymentMethods: [],
    enabled: defaults.enabled,
    automatic: defaults.automatic,
    availability: [...defaults.availability],
    alohaId: '',
    fbdId: '',
    firstPurchase: false,
  };
}

/** A saved coupon as form values; `names` by `type:id` for its products and price groups, when known. */
export function couponFormValues(coupon: Coupon, names: Map<string, string>): CouponFormValues {
  return {
    code: coupon.code,
    kind: coupon.kind,
    discount: coupon.kind === 'percentage' ? coupon.discount : fromMinor(coupon.discount),
    maxDiscount: fromMinor(coupon.maxDiscount),
    minimumToRedeem: fromMinor(coupon.minimumToRedeem),
    quantity: blank(coupon.quantity),
    quantityByUsers: blank(coupon.quantityByUsers),
    startDate: coupon.startDate,
    expiryDate: text(coupon.expiryDate),
    startTime: coupon.startTime,
    expiryTime: coupon.expiryTime,
    dispatchMethod: coupon.dispatchMethod,
    platform: [...coupon.platform],
    delivery: coupon.delivery,
    applyModifier: coupon.applyModifier,
    overrideMinimumPrice: coupon.overrideMinimumPrice,
    couponables: coupon.couponables.map((c) => ({
      type: c.couponableType,
      id: c.couponableId,
      name: names.get(`${c.couponableType}:${c.couponableId}`) ?? '',
    })),
    storeIds: [...coupon.storeIds],
    paymentMethods: [...coupon.paymentMethods],
    enabled: coupon.enabled,
    automatic: coupon.automatic,
    availability: [...coupon.availability],
    alohaId: text(coupon.alohaId),
    fbdId: text(coupon.fbdId),
    firstPurchase: coupon.specialCondition === 'first_purchase',
  };
}
