import type { SingleDispatchMethod } from '../stores/opening/opening-schedule.js';
import { zonedParts } from '../stores/opening/zoned-time.js';
import type { PaymentMethodKey } from '../stores/payment-methods.js';
import type { CouponState } from './coupon.schema.js';
import { couponRefusals } from './coupon-constants.js';
import { couponEnd, couponStart } from './coupon-rules.js';

export interface CartItem {
  product_id: number;
  /** The price groups the product belongs to in the store's menu. */
  price_group_ids: readonly number[];
  /** Cents, one unit, without modifiers. */
  unit_price: number;
  /** Cents, the modifiers chosen for one unit. */
  modifiers_price: number;
  quantity: number;
}

export interface Cart {
  store_id: number;
  dispatch_method: SingleDispatchMethod;
  platform: CouponState['platform'][number];
  /** Not chosen yet (a cart being built): the payment method does not restrict. */
  payment_method: PaymentMethodKey | null;
  items: readonly CartItem[];
  /** Cents; 0 for pick-up. */
  delivery_fee: number;
  /** The store's minimum order in cents (0: none). */
  store_minimum: number;
}

export interface CouponCustomer {
  /** Orders the customer completed before this one; null for a guest not known yet. */
  previous_orders: number | null;
  /** Times this customer already used this coupon. */
  uses_of_coupon: number;
}

/** What the engine needs of a coupon besides its fields. */
export type EvaluatedCoupon = CouponState & { used_count: number };

export type CouponEvaluation =
  | { applies: true; discount: number; gift_product_id: number | null; overrides_minimum: boolean }
  | { applies: false; reason: string };

type Money = (cents: number) => string;

const refuse = (reason: string): CouponEvaluation => ({ applies: false, reason });

function isEligible(coupon: EvaluatedCoupon, item: CartItem): boolean {
  if (coupon.couponables.length === 0) return true;
  return coupon.couponables.some((c) =>
    c.couponable_type === 'product'
      ? c.couponable_id === item.product_id
      : item.price_group_ids.includes(c.couponable_id),
  );
}

const unitValue = (coupon: EvaluatedCoupon, item: CartItem) =>
  item.unit_price + (coupon.apply_modifier ? item.modifiers_price : 0);

const subtotalOf = (items: readonly CartItem[]) =>
  items.reduce((sum, item) => sum + (item.unit_price + item.modifiers_price) * item.quantity, 0);

/** The first condition of the coupon the moment, place and customer do not meet, if any. */
function refusalOf(
  coupon: EvaluatedCoupon,
  cart: Cart,
  customer: CouponCustomer,
  now: Date,
  timeZone: string,
): string | null {
  if (!coupon.enabled) return couponRefusals.disabled;
  const local = zonedParts(now, timeZone);
  const minute = `${local.date} ${local.time}`;
  if (minute < couponStart(coupon)) return couponRefusals.notStarted;
  const end = couponEnd(coupon);
  if (end !== null && minute > end) return couponRefusals.expired;
  if (!coupon.availability.includes(local.weekday)) return couponRefusals.wrongWeekday;
  if (coupon.store_ids.length > 0 && !coupon.store_ids.includes(cart.store_id))
    return couponRefusals.wrongStore;
  if (coupon.dispatch_method !== 'both' && coupon.dispatch_method !== cart.dispatch_method)
    return couponRefusals.wrongDispatch(cart.dispatch_method);
  if (!coupon.platform.includes(cart.platform)) return couponRefusals.wrongPlatform;
  if (
    cart.payment_method !== null &&
    coupon.payment_methods.length > 0 &&
    !coupon.payment_methods.includes(cart.payment_method)
  )
    return couponRefusals.wrongPaymentMethod;
  if (coupon.quantity !== null && coupon.used_count >= coupon.quantity) return couponRefusals.exhausted;
  if (coupon.quantity_by_users !== null && customer.uses_of_coupon >= coupon.quantity_by_users)
    return couponRefusals.usedByCustomer;
  if (coupon.special_condition === 'first_purchase' && customer.previous_orders !== 0)
    return couponRefusals.firstPurchaseOnly;
  return null;
}

/** The discount in cents before the minimums: what the kind takes off the eligible amount. */
function discountOf(coupon: EvaluatedCoupon, cart: Cart, eligible: readonly CartItem[]) {
  if (coupon.kind === 'gift') {
    const gifts = eligible.filter((item) =>
      coupon.couponables.some((c) => c.couponable_type === 'product' && c.couponable_id === item.product_id),
    );
    const cheapest = gifts.reduce<CartItem | null>(
      (best, item) => (best === null || unitValue(coupon, item) < unitValue(coupon, best) ? item : best),
      null,
    );
    if (cheapest === null) return null;
    return { discount: Math.min(unitValue(coupon, cheapest), coupon.discount), gift: cheapest.product_id };
  }
  const base =
    eligible.reduce((sum, item) => sum + unitValue(coupon, item) * item.quantity, 0) +
    (coupon.delivery ? cart.delivery_fee : 0);
  if (base === 0) return null;
  if (coupon.kind === 'giftcard') return { discount: Math.min(coupon.discount, base), gift: null };
  const share = Math.round((base * coupon.discount) / 100);
  const capped = coupon.max_discount === null ? share : Math.min(share, coupon.max_discount);
  return { discount: Math.min(capped, base), gift: null };
}

/**
 * The promotion engine: whether a coupon applies to a cart for a customer at an instant (in the
 * tenant's time zone) and the discount in cents, or the first reason it does not apply. Every
 * checkout path and the console's "try this coupon" panel ask this one function.
 */
export function evaluateCoupon(
  coupon: EvaluatedCoupon,
  cart: Cart,
  customer: CouponCustomer,
  now: Date,
  timeZone: string,
  money: Money,
): CouponEvaluation {
  const refusal = refusalOf(coupon, cart, customer, now, timeZone);
  if (refusal !== null) return refuse(refusal);
  const eligible = cart.items.filter((item) => item.quantity > 0 && isEligible(coupon, item));
  const subtotal = subtotalOf(cart.items);
  if (subtotal < coupon.minimum_to_redeem)
    return refuse(couponRefusals.belowMinimum(money(coupon.minimum_to_redeem)));
  const taken = discountOf(coupon, cart, eligible);
  if (taken === null) return refuse(couponRefusals.noEligibleProduct);
  const overridesMinimum = coupon.override_minimum_price;
  if (!overridesMinimum && cart.store_minimum > 0 && subtotal - taken.discount < cart.store_minimum)
    return refuse(couponRefusals.belowStoreMinimum(money(cart.store_minimum)));
  return {
    applies: true,
    discount: taken.discount,
    gift_product_id: taken.gift,
    overrides_minimum: overridesMinimum,
  };
}
