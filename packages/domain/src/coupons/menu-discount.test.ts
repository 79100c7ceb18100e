import { describe, expect, it } from 'vitest';
import { type CouponState, defaultCouponState } from './coupon.schema.js';
import { couponEdges, menuDiscount } from './menu-discount.js';

const coupon = (change: Partial<CouponState> = {}) => ({
  ...defaultCouponState(),
  code: 'AUTO',
  kind: 'percentage' as const,
  discount: 10,
  start_date: '2026-01-01',
  automatic: true,
  used_count: 0,
  ...change,
});
const line = {
  store_id: 1,
  product_id: 7,
  price_group_id: 3,
  price: 10_000,
  dispatch_method: 'delivery',
  platform: 'web',
} as const;
const noon = new Date('2026-11-25T15:00:00Z');

describe('menuDiscount', () => {
  it('is the largest discount one unit gets, or null', () => {
    expect(menuDiscount([], line, noon, 'America/Santiago')).toBeNull();
    expect(
      menuDiscount(
        [
          coupon(),
          coupon({ kind: 'giftcard', discount: 1500 }),
          coupon({ discount: 50, max_discount: 1200 }),
        ],
        line,
        noon,
        'America/Santiago',
      ),
    ).toBe(1500);
  });

  it('leaves gifts to the cart and follows the coupon’s products and price groups', () => {
    const gift = coupon({
      kind: 'gift',
      discount: 5000,
      couponables: [{ couponable_type: 'product', couponable_id: 7 }],
    });
    expect(menuDiscount([gift], line, noon, 'America/Santiago')).toBeNull();
    const otherProduct = coupon({ couponables: [{ couponable_type: 'product', couponable_id: 8 }] });
    const group = coupon({
      discount: 20,
      couponables: [{ couponable_type: 'price_group', couponable_id: 3 }],
    });
    expect(menuDiscount([otherProduct], line, noon, 'America/Santiago')).toBeNull();
    expect(menuDiscount([otherProduct, group], line, noon, 'America/Santiago')).toBe(2000);
  });
});

describe('couponEdges', () => {
  it('gives the start and the minute after the end as instants in the tenant time zone', () => {
    const edges = couponEdges(
      [
        coupon({
          start_date: '2026-12-01',
          start_time: '09:30',
          expiry_date: '2026-12-31',
          expiry_time: '23:59',
        }),
      ],
      'America/Santiago',
    );
    // Santiago is UTC−3 in December (summer time).
    expect(edges).toEqual([Date.parse('2026-12-01T12:30:00Z'), Date.parse('2027-01-01T03:00:00Z')]);
    expect(couponEdges([coupon({ start_date: '2026-06-01' })], 'America/Santiago')).toEqual([
      Date.parse('2026-06-01T04:00:00Z'),
    ]);
  });
});
