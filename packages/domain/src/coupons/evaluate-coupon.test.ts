import { describe, expect, it } from 'vitest';
import '../index.js';
import { formatMoney } from '../tenants/formats.js';
import { defaultCouponState } from './coupon.schema.js';
import { type Cart, type CouponCustomer, type EvaluatedCoupon, evaluateCoupon } from './evaluate-coupon.js';

const SANTIAGO = 'America/Santiago';
const money = (cents: number) => formatMoney(cents, 'cl');
/** Tuesday 1 December 2026, noon in Santiago (summer time, UTC−3). */
const NOON = new Date('2026-12-01T12:00:00-03:00');

const coupon = (change: Partial<EvaluatedCoupon> = {}): EvaluatedCoupon => ({
  ...defaultCouponState(),
  code: 'VERANO10',
  kind: 'percentage',
  discount: 10,
  start_date: '2026-12-01',
  used_count: 0,
  ...change,
});
const burger = {
  product_id: 1,
  price_group_ids: [10],
  unit_price: 500000,
  modifiers_price: 100000,
  quantity: 2,
};
const fries = { product_id: 2, price_group_ids: [20], unit_price: 200000, modifiers_price: 0, quantity: 1 };
const cart = (change: Partial<Cart> = {}): Cart => ({
  store_id: 7,
  dispatch_method: 'delivery',
  platform: 'web',
  payment_method: 'webpay',
  items: [burger, fries],
  delivery_fee: 150000,
  store_minimum: 0,
  ...change,
});
const regular: CouponCustomer = { previous_orders: 3, uses_of_coupon: 0 };
const at = (iso: string) => new Date(iso);

type Row = {
  condition: string;
  coupon?: Partial<EvaluatedCoupon>;
  cart?: Partial<Cart>;
  customer?: Partial<CouponCustomer>;
  now?: Date;
  discount?: number;
  reason?: string | RegExp;
};

/** Subtotal of `cart()`: 2 × (5.000 + 1.000) + 2.000 = 14.000 CLP = 1.400.000 cents. */
const rows: Row[] = [
  { condition: 'percentage of every product with modifiers', discount: 140000 },
  { condition: 'percentage without modifiers', coupon: { apply_modifier: false }, discount: 120000 },
  { condition: 'percentage including delivery', coupon: { delivery: true }, discount: 155000 },
  { condition: 'percentage capped by max_discount', coupon: { max_discount: 100000 }, discount: 100000 },
  {
    condition: 'max_discount above the share does not cap',
    coupon: { max_discount: 140001 },
    discount: 140000,
  },
  { condition: 'percentage rounds to the cent', coupon: { discount: 12.34 }, discount: 172760 },
  { condition: '100 % takes the whole eligible amount', coupon: { discount: 100 }, discount: 1400000 },
  {
    condition: 'giftcard takes its amount',
    coupon: { kind: 'giftcard', discount: 300000 },
    discount: 300000,
  },
  {
    condition: 'giftcard never takes more than the eligible amount',
    coupon: { kind: 'giftcard', discount: 9_000_000 },
    discount: 1400000,
  },
  {
    condition: 'restricted to a product',
    coupon: { couponables: [{ couponable_type: 'product', couponable_id: 2 }] },
    discount: 20000,
  },
  {
    condition: 'restricted to a price group',
    coupon: { couponables: [{ couponable_type: 'price_group', couponable_id: 10 }] },
    discount: 120000,
  },
  {
    condition: 'no product of the coupon in the cart',
    coupon: { couponables: [{ couponable_type: 'product', couponable_id: 99 }] },
    reason: /no tiene productos/,
  },
  {
    condition: 'gift: one unit of the product free',
    coupon: {
      kind: 'gift',
      discount: 9_000_000,
      couponables: [{ couponable_type: 'product', couponable_id: 1 }],
    },
    discount: 600000,
  },
  {
    condition: 'gift: capped by its amount',
    coupon: {
      kind: 'gift',
      discount: 450000,
      couponables: [{ couponable_type: 'product', couponable_id: 1 }],
    },
    discount: 450000,
  },
  {
    condition: 'gift: the cheapest of its products',
    coupon: {
      kind: 'gift',
      discount: 9_000_000,
      couponables: [
        { couponable_type: 'product', couponable_id: 1 },
        { couponable_type: 'product', couponable_id: 2 },
      ],
    },
    discount: 200000,
  },
  { condition: 'disabled', coupon: { enabled: false }, reason: /no está activo/ },
  {
    condition: 'one minute before the start',
    coupon: { start_time: '12:01' },
    reason: /todavía no está vigente/,
  },
  { condition: 'the start minute', coupon: { start_time: '12:00' }, discount: 140000 },
  {
    condition: 'the last minute',
    coupon: { expiry_date: '2026-12-01', expiry_time: '12:00' },
    discount: 140000,
  },
  {
    condition: 'one minute after the end',
    coupon: { expiry_date: '2026-12-01', expiry_time: '11:59' },
    reason: /expiró/,
  },
  {
    condition: 'the window is read in the tenant time zone (15:00 UTC is 12:00 in Santiago)',
    coupon: { expiry_date: '2026-12-01', expiry_time: '12:30' },
    now: at('2026-12-01T15:00:00Z'),
    discount: 140000,
  },
  {
    condition: 'a weekday not in availability',
    coupon: { availability: ['monday', 'wednesday'] },
    reason: /día de la semana/,
  },
  {
    condition: 'the weekday is the local one (Tuesday 01:00 UTC is Monday in Santiago)',
    coupon: { availability: ['monday'], start_date: '2026-11-30' },
    now: at('2026-12-01T01:00:00Z'),
    discount: 140000,
  },
  { condition: 'another store', coupon: { store_ids: [8, 9] }, reason: /en esta tienda/ },
  { condition: 'one of its stores', coupon: { store_ids: [7, 9] }, discount: 140000 },
  {
    condition: 'pick-up only, ordered for delivery',
    coupon: { dispatch_method: 'pick_up' },
    reason: /retiro/,
  },
  {
    condition: 'delivery only, ordered for pick-up',
    coupon: { dispatch_method: 'delivery' },
    cart: { dispatch_method: 'pick_up' },
    reason: /solo es válido para delivery/,
  },
  { condition: 'another platform', coupon: { platform: ['app'] }, reason: /canal de venta/ },
  { condition: 'another payment method', coupon: { payment_methods: ['cash'] }, reason: /medio de pago/ },
  {
    condition: 'payment method not chosen yet does not restrict',
    coupon: { payment_methods: ['cash'] },
    cart: { payment_method: null },
    discount: 140000,
  },
  { condition: 'every use taken', coupon: { quantity: 5, used_count: 5 }, reason: /usos disponibles/ },
  { condition: 'one use left', coupon: { quantity: 5, used_count: 4 }, discount: 140000 },
  {
    condition: 'the customer used it as often as allowed',
    coupon: { quantity_by_users: 2 },
    customer: { uses_of_coupon: 2 },
    reason: /máximo de veces/,
  },
  {
    condition: 'the customer may use it once more',
    coupon: { quantity_by_users: 2 },
    customer: { uses_of_coupon: 1 },
    discount: 140000,
  },
  {
    condition: 'first purchase only, returning customer',
    coupon: { special_condition: 'first_purchase' },
    reason: /primera compra/,
  },
  {
    condition: 'first purchase only, first order',
    coupon: { special_condition: 'first_purchase' },
    customer: { previous_orders: 0 },
    discount: 140000,
  },
  {
    condition: 'first purchase only, unknown guest',
    coupon: { special_condition: 'first_purchase' },
    customer: { previous_orders: null },
    reason: /primera compra/,
  },
  { condition: 'minimum reached to the cent', coupon: { minimum_to_redeem: 1400000 }, discount: 140000 },
  {
    condition: 'minimum missed by one cent',
    coupon: { minimum_to_redeem: 1400001 },
    reason: 'El cupón requiere una compra mínima de $14.000',
  },
  {
    condition: 'the store minimum is still met after the discount',
    cart: { store_minimum: 1260000 },
    discount: 140000,
  },
  {
    condition: 'the discount takes the order one cent under the store minimum',
    cart: { store_minimum: 1260001 },
    reason: /mínimo de la tienda/,
  },
  {
    condition: 'override_minimum_price lets it go under the store minimum',
    coupon: { override_minimum_price: true },
    cart: { store_minimum: 1300000 },
    discount: 140000,
  },
];

describe('evaluateCoupon (one promotion engine for every checkout)', () => {
  it.each(rows)('$condition', (row) => {
    const result = evaluateCoupon(
      coupon(row.coupon),
      cart(row.cart),
      { ...regular, ...row.customer },
      row.now ?? NOON,
      SANTIAGO,
      money,
    );
    if (row.discount !== undefined) expect(result).toMatchObject({ applies: true, discount: row.discount });
    else {
      expect(result.applies).toBe(false);
      if (!result.applies) expect(result.reason).toMatch(row.reason as string | RegExp);
    }
  });

  it('names the gifted product and whether the store minimum is waived', () => {
    const gift = coupon({
      kind: 'gift',
      discount: 9_000_000,
      override_minimum_price: true,
      couponables: [{ couponable_type: 'product', couponable_id: 2 }],
    });
    expect(evaluateCoupon(gift, cart(), regular, NOON, SANTIAGO, money)).toEqual({
      applies: true,
      discount: 200000,
      gift_product_id: 2,
      overrides_minimum: true,
    });
  });

  it('reads the window across the DST change in Santiago (6 September 2026, 00:00 → 01:00)', () => {
    const window = coupon({
      start_date: '2026-09-06',
      start_time: '01:00',
      expiry_date: '2026-09-06',
      expiry_time: '01:30',
    });
    // 04:00 UTC is 01:00 on the new offset (UTC−3): the first minute of the window.
    expect(evaluateCoupon(window, cart(), regular, at('2026-09-06T04:00:00Z'), SANTIAGO, money).applies).toBe(
      true,
    );
    // 03:59 UTC is 23:59 on the 5th on the old offset (UTC−4): before it.
    expect(evaluateCoupon(window, cart(), regular, at('2026-09-06T03:59:00Z'), SANTIAGO, money).applies).toBe(
      false,
    );
  });
});
