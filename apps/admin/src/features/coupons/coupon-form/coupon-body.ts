import { normalisePercentageInput, resolveCouponWrite } from '@tablero/domain';
import { type NumberValue, toMinor } from '../../../shared/format/number-value.js';
import { type FieldErrors, formErrorsOf } from '../../../shared/ui/form-page/index.js';
import type { CouponFormValues } from './coupon-form-values.js';

export type CouponBody = Record<string, unknown>;

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const numberOrNull = (value: NumberValue) => (value === '' ? null : value);
/** A required blank is left out, so the shared rules answer "es requerido" for it. */
const unlessBlank = (key: string, value: unknown) => (value === null || value === '' ? {} : { [key]: value });

/** What `discount` means on the wire: a percent (150 typed reads 1.5, §5) or minor units. */
export function wireDiscount(values: Pick<CouponFormValues, 'kind' | 'discount'>): number | null {
  if (values.discount === '') return null;
  return values.kind === 'percentage' ? normalisePercentageInput(values.discount) : toMinor(values.discount);
}

/** The whole coupon in wire spelling, as a POST sends it (money in minor units, API.md). */
export function couponBodyOf(values: CouponFormValues): CouponBody {
  return {
    code: values.code,
    kind: values.kind,
    ...unlessBlank('discount', wireDiscount(values)),
    // Only a percentage is capped; the other kinds take a fixed amount.
    max_discount: values.kind === 'percentage' ? toMinor(values.maxDiscount) : null,
    minimum_to_redeem: toMinor(values.minimumToRedeem) ?? 0,
    quantity: numberOrNull(values.quantity),
    quantity_by_users: numberOrNull(values.quantityByUsers),
    ...unlessBlank('start_date', values.startDate),
    expiry_date: values.expiryDate === '' ? null : values.expiryDate,
    start_time: values.startTime,
    expiry_time: values.expiryTime,
    dispatch_method: values.dispatchMethod,
    platform: values.platform,
    delivery: values.delivery,
    apply_modifier: values.applyModifier,
    override_minimum_price: values.overrideMinimumPrice,
    couponables: values.couponables.map((c) => ({ couponable_type: c.type, couponable_id: c.id })),
    store_ids: values.storeIds,
    payment_methods: values.paymentMethods,
    enabled: values.enabled,
    automatic: values.automatic,
    availability: values.availability,
    aloha_id: orNull(values.alohaId),
    fbd_id: orNull(values.fbdId),
    special_condition: values.firstPurchase ? 'first_purchase' : null,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A PATCH of a saved coupon: only the fields that differ from the saved ones; empty when none. */
export function couponPatchOf(saved: CouponFormValues, edited: CouponFormValues): CouponBody {
  const before = couponBodyOf(saved);
  return Object.fromEntries(
    Object.entries(couponBodyOf(edited)).filter(([key, value]) => !same(before[key], value)),
  );
}

/**
 * The form's check on submit: the coupon it would save against the same field and cross-field
 * rules the API runs (spec part 2 §5, `resolveCouponWrite`), keyed by nested form paths.
 */
export function checkCouponForm(values: CouponFormValues): FieldErrors {
  const result = resolveCouponWrite(couponBodyOf(values), null);
  return result.ok ? {} : formErrorsOf(result.errors);
}
