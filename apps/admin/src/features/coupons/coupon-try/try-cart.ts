import {
  type CouponState,
  evaluateCoupon,
  type PaymentMethodKey,
  resolveCouponWrite,
  type SingleDispatchMethod,
} from '@tablero/domain';
import { type NumberValue, toMinor } from '../../../shared/format/number-value.js';
import { formErrorsOf } from '../../../shared/ui/form-page/index.js';
import { couponBodyOf } from '../coupon-form/coupon-body.js';
import type { CouponFormValues } from '../coupon-form/coupon-form-values.js';

/** A product in the test cart, at its own price (cents), with the store menu's groups it is in. */
export interface TryLine {
  productId: number;
  name: string;
  unitPrice: number;
  quantity: number;
  priceGroupIds: readonly number[];
}

/** What the person sets in the "try this coupon" panel. */
export interface TryCart {
  storeId: number | null;
  dispatchMethod: SingleDispatchMethod;
  platform: CouponState['platform'][number];
  paymentMethod: PaymentMethodKey | null;
  /** Currency units, as typed; counted only for delivery. */
  deliveryFee: NumberValue;
  firstPurchase: boolean;
  lines: TryLine[];
}

export type TryOutcome =
  | { status: 'incomplete'; field: string; message: string }
  | { status: 'needsStore' }
  | { status: 'applies'; subtotal: number; discount: number; giftName: string | null }
  | { status: 'refused'; subtotal: number; reason: string };

export const cartSubtotal = (lines: readonly TryLine[]) =>
  lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);

/**
 * The coupon as the form holds it now, asked of the one promotion engine (`evaluateCoupon`) for
 * this cart, this customer and this instant in the tenant's zone: the discount, or why not.
 */
export function tryCoupon(
  values: CouponFormValues,
  usedCount: number,
  cart: TryCart,
  at: { now: Date; timeZone: string; money(cents: number): string },
): TryOutcome {
  const resolved = resolveCouponWrite(couponBodyOf(values), null);
  if (!resolved.ok) {
    const [first] = Object.entries(formErrorsOf(resolved.errors));
    return { status: 'incomplete', field: first?.[0] ?? '', message: first?.[1] ?? '' };
  }
  if (cart.storeId === null) return { status: 'needsStore' };
  const delivery = cart.dispatchMethod === 'delivery';
  const result = evaluateCoupon(
    { ...resolved.coupon, used_count: usedCount },
    {
      store_id: cart.storeId,
      dispatch_method: cart.dispatchMethod,
      platform: cart.platform,
      payment_method: cart.paymentMethod,
      items: cart.lines.map((line) => ({
        product_id: line.productId,
        price_group_ids: line.priceGroupIds,
        unit_price: line.unitPrice,
        modifiers_price: 0,
        quantity: line.quantity,
      })),
      delivery_fee: delivery ? (toMinor(cart.deliveryFee) ?? 0) : 0,
      store_minimum: 0,
    },
    { previous_orders: cart.firstPurchase ? 0 : 1, uses_of_coupon: 0 },
    at.now,
    at.timeZone,
    at.money,
  );
  const subtotal = cartSubtotal(cart.lines);
  if (!result.applies) return { status: 'refused', subtotal, reason: result.reason };
  const gift = cart.lines.find((line) => line.productId === result.gift_product_id);
  return { status: 'applies', subtotal, discount: result.discount, giftName: gift?.name ?? null };
}
