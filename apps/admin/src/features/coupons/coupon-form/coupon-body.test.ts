import { couponMessages } from '@tablero/domain';
import { describe, expect, it } from 'vitest';
import { checkCouponForm, couponBodyOf, couponPatchOf } from './coupon-body.js';
import { type CouponFormValues, newCouponFormValues } from './coupon-form-values.js';

const filled = (change: Partial<CouponFormValues> = {}): CouponFormValues => ({
  ...newCouponFormValues(),
  code: 'VERANO10',
  discount: 10,
  startDate: '2026-12-01',
  ...change,
});

describe('the coupon body', () => {
  it('turns a percentage typed as 150 into 1.5 (spec part 2 §5)', () => {
    expect(couponBodyOf(filled({ discount: 150 })).discount).toBe(1.5);
    expect(couponBodyOf(filled({ discount: 15 })).discount).toBe(15);
  });

  it('sends money typed in pesos as cents, and a fixed amount as cents too', () => {
    const body = couponBodyOf(filled({ maxDiscount: 5000, minimumToRedeem: 12990.5 }));
    expect(body).toMatchObject({ max_discount: 500000, minimum_to_redeem: 1299050 });
    const giftcard = couponBodyOf(filled({ kind: 'giftcard', discount: 3000, maxDiscount: 5000 }));
    expect(giftcard).toMatchObject({ discount: 300000, max_discount: null });
  });

  it('names products and price groups as couponables, and first purchase as the special condition', () => {
    const body = couponBodyOf(
      filled({
        couponables: [
          { type: 'product', id: 7, name: 'Doble' },
          { type: 'price_group', id: 3, name: 'Local' },
        ],
        firstPurchase: true,
      }),
    );
    expect(body.couponables).toEqual([
      { couponable_type: 'product', couponable_id: 7 },
      { couponable_type: 'price_group', couponable_id: 3 },
    ]);
    expect(body.special_condition).toBe('first_purchase');
  });

  it('a PATCH carries only what changed', () => {
    const saved = filled({ storeIds: [1, 2] });
    expect(couponPatchOf(saved, saved)).toEqual({});
    expect(couponPatchOf(saved, { ...saved, enabled: false, storeIds: [2] })).toEqual({
      enabled: false,
      store_ids: [2],
    });
  });
});

describe('the coupon form check (the API’s own rules)', () => {
  it.each([
    { rule: 'code required', change: { code: '' }, key: 'code', message: 'Este campo es requerido' },
    { rule: 'discount required', change: { discount: '' as const }, key: 'discount' },
    { rule: 'start date required', change: { startDate: '' }, key: 'startDate' },
    {
      rule: 'percentage up to 100 once divided',
      change: { discount: 10001 },
      key: 'discount',
      message: couponMessages.percentageAbove100,
    },
    {
      rule: 'end after start',
      change: { expiryDate: '2026-12-01', startTime: '10:00', expiryTime: '09:00' },
      key: 'expiryDate',
      message: couponMessages.endBeforeStart,
    },
    {
      rule: 'a gift coupon names a product',
      change: { kind: 'gift' as const, discount: 5000 },
      key: 'couponables',
      message: couponMessages.productRequired,
    },
    { rule: 'max discount above 0', change: { maxDiscount: 0 }, key: 'maxDiscount' },
    { rule: 'at least one platform', change: { platform: [] }, key: 'platform' },
  ])('refuses: $rule', ({ change, key, message }) => {
    const errors = checkCouponForm(filled(change as Partial<CouponFormValues>));
    expect(Object.keys(errors)).toContain(key);
    if (message) expect(errors[key]).toBe(message);
  });

  it('passes a whole coupon', () => {
    expect(checkCouponForm(filled({ discount: 150, maxDiscount: 5000 }))).toEqual({});
  });
});
