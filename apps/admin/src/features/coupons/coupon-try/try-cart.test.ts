import { couponRefusals, formatMoney } from '@tablero/domain';
import { describe, expect, it } from 'vitest';
import { type CouponFormValues, newCouponFormValues } from '../coupon-form/coupon-form-values.js';
import { type TryCart, tryCoupon } from './try-cart.js';

const coupon = (change: Partial<CouponFormValues> = {}): CouponFormValues => ({
  ...newCouponFormValues(),
  code: 'PRUEBA',
  discount: 10,
  startDate: '2026-01-01',
  ...change,
});

const cart = (change: Partial<TryCart> = {}): TryCart => ({
  storeId: 4,
  dispatchMethod: 'pick_up',
  platform: 'web',
  paymentMethod: null,
  deliveryFee: '',
  firstPurchase: false,
  lines: [{ productId: 7, name: 'Doble', unitPrice: 1_000_000, quantity: 2, priceGroupIds: [3] }],
  ...change,
});

/** A Wednesday noon in Santiago. */
const at = {
  now: new Date('2026-06-10T16:00:00Z'),
  timeZone: 'America/Santiago',
  money: (cents: number) => formatMoney(cents, 'cl'),
};

describe('trying a coupon on a cart (the shared engine)', () => {
  it('a percentage on a $20.000 cart takes $2.000, capped by the max discount', () => {
    expect(tryCoupon(coupon(), 0, cart(), at)).toEqual({
      status: 'applies',
      subtotal: 2_000_000,
      discount: 200_000,
      giftName: null,
    });
    const capped = tryCoupon(coupon({ maxDiscount: 1500 }), 0, cart(), at);
    expect(capped).toMatchObject({ status: 'applies', discount: 150_000 });
  });

  it('says in Spanish why it does not apply', () => {
    expect(tryCoupon(coupon({ storeIds: [9] }), 0, cart(), at)).toMatchObject({
      status: 'refused',
      reason: couponRefusals.wrongStore,
    });
    expect(tryCoupon(coupon({ minimumToRedeem: 30000 }), 0, cart(), at)).toMatchObject({
      reason: couponRefusals.belowMinimum('$30.000'),
    });
    expect(tryCoupon(coupon({ firstPurchase: true }), 0, cart(), at)).toMatchObject({
      reason: couponRefusals.firstPurchaseOnly,
    });
    expect(tryCoupon(coupon({ quantity: 5 }), 5, cart(), at)).toMatchObject({
      reason: couponRefusals.exhausted,
    });
  });

  it('counts the delivery fee only for delivery and only when the coupon includes it', () => {
    const fixed = coupon({ kind: 'giftcard', discount: 25000, delivery: true });
    expect(tryCoupon(fixed, 0, cart({ dispatchMethod: 'delivery', deliveryFee: 3000 }), at)).toMatchObject({
      discount: 2_300_000,
    });
    expect(tryCoupon(fixed, 0, cart({ deliveryFee: 3000 }), at)).toMatchObject({ discount: 2_000_000 });
  });

  it('restricts to a price group the product is in on the store’s menu, and names the gift', () => {
    const group = coupon({ couponables: [{ type: 'price_group', id: 3, name: 'Local' }] });
    expect(tryCoupon(group, 0, cart(), at)).toMatchObject({ status: 'applies' });
    expect(
      tryCoupon(group, 0, cart({ lines: [{ ...cart().lines[0]!, priceGroupIds: [] }] }), at),
    ).toMatchObject({
      reason: couponRefusals.noEligibleProduct,
    });
    const gift = coupon({
      kind: 'gift',
      discount: 50000,
      couponables: [{ type: 'product', id: 7, name: 'Doble' }],
    });
    expect(tryCoupon(gift, 0, cart(), at)).toMatchObject({ discount: 1_000_000, giftName: 'Doble' });
  });

  it('asks for a whole coupon first, then for a store', () => {
    expect(tryCoupon(coupon({ code: '' }), 0, cart(), at)).toMatchObject({ status: 'incomplete' });
    expect(tryCoupon(coupon(), 0, cart({ storeId: null }), at)).toEqual({ status: 'needsStore' });
  });
});
