import type { SingleDispatchMethod } from '../stores/opening/opening-schedule.js';
import { wallClockToIso } from '../stores/opening/wall-clock.js';
import type { CouponState } from './coupon.schema.js';
import { couponEnd, couponStart } from './coupon-rules.js';
import { type EvaluatedCoupon, evaluateCoupon } from './evaluate-coupon.js';

export interface MenuLine {
  store_id: number;
  product_id: number;
  price_group_id: number;
  /** Cents: the price the menu shows for this dispatch method. */
  price: number;
  dispatch_method: SingleDispatchMethod;
  platform: CouponState['platform'][number];
}

/**
 * What the public menu shows as a product's promotion: the largest discount any of the store's
 * automatic coupons gives one unit of it, bought alone, by a customer the menu does not know, with
 * no payment method chosen yet — through the same engine as checkout. A coupon that needs a
 * minimum purchase, a first purchase or a gift is left to the cart. Null when none applies.
 */
export function menuDiscount(
  coupons: readonly EvaluatedCoupon[],
  line: MenuLine,
  now: Date,
  timeZone: string,
): number | null {
  let best = 0;
  for (const coupon of coupons) {
    if (coupon.kind === 'gift') continue;
    const evaluation = evaluateCoupon(
      coupon,
      {
        store_id: line.store_id,
        dispatch_method: line.dispatch_method,
        platform: line.platform,
        payment_method: null,
        items: [
          {
            product_id: line.product_id,
            price_group_ids: [line.price_group_id],
            unit_price: line.price,
            modifiers_price: 0,
            quantity: 1,
          },
        ],
        delivery_fee: 0,
        store_minimum: 0,
      },
      { previous_orders: null, uses_of_coupon: 0 },
      now,
      timeZone,
      String,
    );
    if (evaluation.applies && evaluation.discount > best) best = evaluation.discount;
  }
  return best > 0 ? best : null;
}

/** The instants (epoch ms) at which these coupons start or stop being valid, as the menu must know. */
export function couponEdges(coupons: readonly CouponState[], timeZone: string): number[] {
  return coupons.flatMap((coupon) => {
    const start = Date.parse(wallClockToIso(couponStart(coupon).replace(' ', 'T'), timeZone) ?? '');
    const end = couponEnd(coupon);
    // The end minute is included: what the menu shows changes a minute after it starts.
    const after =
      end === null ? Number.NaN : Date.parse(wallClockToIso(end.replace(' ', 'T'), timeZone) ?? '') + 60_000;
    return [start, after].filter((at) => !Number.isNaN(at));
  });
}
