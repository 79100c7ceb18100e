import type { FieldError } from '../errors/error-codes.js';
import { fieldErrorsOf } from '../errors/zod-messages.js';
import { type CouponState, couponState, couponWrite, defaultCouponState } from './coupon.schema.js';
import { couponRuleErrors } from './coupon-rules.js';

export type CouponWriteResult = { ok: true; coupon: CouponState } | { ok: false; errors: FieldError[] };

const readOnlyFields = new Set(['id', 'used_count', 'created_at', 'updated_at']);

/**
 * Applies a POST or PATCH body to a coupon (`current`, or a new coupon's defaults) and checks the
 * result with every rule, the same ones the form runs. Answers the whole coupon as it will be.
 */
export function resolveCouponWrite(body: unknown, current: CouponState | null): CouponWriteResult {
  const parsed = couponWrite.safeParse(body);
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error) };
  const base: Record<string, unknown> = { ...(current ?? defaultCouponState()) };
  for (const [key, value] of Object.entries(parsed.data))
    if (value !== undefined && !readOnlyFields.has(key)) base[key] = value;
  const checked = couponState.safeParse(base);
  if (!checked.success) return { ok: false, errors: fieldErrorsOf(checked.error) };
  const ruleErrors = couponRuleErrors(checked.data);
  return ruleErrors.length > 0 ? { ok: false, errors: ruleErrors } : { ok: true, coupon: checked.data };
}
