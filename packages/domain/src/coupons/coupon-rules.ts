import type { FieldError } from '../errors/error-codes.js';
import type { CouponState } from './coupon.schema.js';
import { couponMessages } from './coupon-constants.js';

const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** Where a coupon starts and ends, comparable as text: `2026-12-01 09:30`. */
export const couponStart = (c: Pick<CouponState, 'start_date' | 'start_time'>) =>
  `${c.start_date} ${c.start_time}`;
export const couponEnd = (c: Pick<CouponState, 'expiry_date' | 'expiry_time'>) =>
  c.expiry_date === null ? null : `${c.expiry_date} ${c.expiry_time}`;

/**
 * The coupon rules of spec part 2 §5 that look at more than one field, each written once: a
 * percentage between 0 and 100 with at most two decimals; amounts in whole cents; the end after
 * the start (date and time together); a gift coupon names at least one product; a product, price
 * group or store listed once. (Discount above 0, max discount above 0 and valid dates are field
 * rules in the schema; code uniqueness and ids that exist are checked against the tenant's data.)
 */
export function couponRuleErrors(coupon: CouponState): FieldError[] {
  const errors: FieldError[] = [];
  if (coupon.kind === 'percentage') {
    if (coupon.discount > 100) errors.push({ field: 'discount', message: couponMessages.percentageAbove100 });
    else if (!hasAtMostTwoDecimals(coupon.discount))
      errors.push({ field: 'discount', message: couponMessages.twoDecimals });
  } else if (!Number.isInteger(coupon.discount))
    errors.push({ field: 'discount', message: couponMessages.wholeCents });
  const end = couponEnd(coupon);
  if (end !== null && end <= couponStart(coupon))
    errors.push({ field: 'expiry_date', message: couponMessages.endBeforeStart });
  if (coupon.kind === 'gift' && !coupon.couponables.some((c) => c.couponable_type === 'product'))
    errors.push({ field: 'couponables', message: couponMessages.productRequired });
  const couponables = new Set<string>();
  coupon.couponables.forEach((c, i) => {
    const key = `${c.couponable_type}:${c.couponable_id}`;
    if (couponables.has(key))
      errors.push({ field: `couponables.${i}`, message: couponMessages.repeatedCouponable });
    couponables.add(key);
  });
  const stores = new Set<number>();
  coupon.store_ids.forEach((storeId, i) => {
    if (stores.has(storeId)) errors.push({ field: `store_ids.${i}`, message: couponMessages.repeatedStore });
    stores.add(storeId);
  });
  return errors;
}

/** §5 "values above 100 are divided by 100": what the form does with a percentage typed as 150. */
export function normalisePercentageInput(value: number): number {
  return value > 100 ? value / 100 : value;
}

/** The code as uniqueness sees it: `verano10 ` and `VERANO10` are one code. */
export const couponCodeKey = (code: string) => code.trim().toUpperCase();
