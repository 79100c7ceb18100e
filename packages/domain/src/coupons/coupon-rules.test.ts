import { describe, expect, it } from 'vitest';
import '../index.js';
import { type CouponState, defaultCouponState } from './coupon.schema.js';
import { normalisePercentageInput } from './coupon-rules.js';
import { resolveCouponWrite } from './coupon-write.js';

const valid = (): CouponState => ({
  ...defaultCouponState(),
  code: 'VERANO10',
  kind: 'percentage',
  discount: 10,
  start_date: '2026-12-01',
});

/** One row per coupon rule of spec part 2 §5: the body that breaks it, the field it names, the message. */
const rules: { rule: string; body: Record<string, unknown>; field: string; message: RegExp }[] = [
  { rule: 'discount greater than 0', body: { discount: 0 }, field: 'discount', message: /mayor que 0/ },
  { rule: 'discount not negative', body: { discount: -5 }, field: 'discount', message: /mayor que 0/ },
  {
    rule: 'percentage at most 100',
    body: { discount: 100.01 },
    field: 'discount',
    message: /entre 0 y 100/,
  },
  {
    rule: 'percentage with at most two decimals',
    body: { discount: 12.345 },
    field: 'discount',
    message: /2 decimales/,
  },
  {
    rule: 'a fixed amount in whole cents',
    body: { kind: 'giftcard', discount: 100.5 },
    field: 'discount',
    message: /entero de centavos/,
  },
  {
    rule: 'decimals with a point (a comma is text)',
    body: { discount: '12,5' },
    field: 'discount',
    message: /número/,
  },
  {
    rule: 'valid start date',
    body: { start_date: '2026-02-30' },
    field: 'start_date',
    message: /inválido|formato/,
  },
  { rule: 'start date required', body: { start_date: null }, field: 'start_date', message: /./ },
  {
    rule: 'end after start (dates)',
    body: { start_date: '2026-12-10', expiry_date: '2026-12-09' },
    field: 'expiry_date',
    message: /posteriores/,
  },
  {
    rule: 'end after start (same day, times)',
    body: { start_date: '2026-12-10', expiry_date: '2026-12-10', start_time: '18:00', expiry_time: '17:59' },
    field: 'expiry_date',
    message: /posteriores/,
  },
  {
    rule: 'end equal to start is not after it',
    body: { start_date: '2026-12-10', expiry_date: '2026-12-10', start_time: '18:00', expiry_time: '18:00' },
    field: 'expiry_date',
    message: /posteriores/,
  },
  {
    rule: 'a gift coupon needs a product',
    body: {
      kind: 'gift',
      discount: 500000,
      couponables: [{ couponable_type: 'price_group', couponable_id: 3 }],
    },
    field: 'couponables',
    message: /al menos un producto/,
  },
  { rule: 'max discount above 0', body: { max_discount: 0 }, field: 'max_discount', message: /mayor que 0/ },
  {
    rule: 'minimum to redeem in whole cents (two decimals of the currency)',
    body: { minimum_to_redeem: 1000.5 },
    field: 'minimum_to_redeem',
    message: /número/,
  },
  { rule: 'code required', body: { code: '' }, field: 'code', message: /./ },
  { rule: 'code trimmed', body: { code: ' VERANO10' }, field: 'code', message: /Espacios/ },
  { rule: 'code characters', body: { code: 'VERANO 10' }, field: 'code', message: /letras, números/ },
  {
    rule: 'a product listed once',
    body: {
      couponables: [
        { couponable_type: 'product', couponable_id: 4 },
        { couponable_type: 'product', couponable_id: 4 },
      ],
    },
    field: 'couponables.1',
    message: /más de una vez/,
  },
  {
    rule: 'a store listed once',
    body: { store_ids: [2, 2] },
    field: 'store_ids.1',
    message: /más de una vez/,
  },
  {
    rule: 'unknown payment method',
    body: { payment_methods: ['bitcoin'] },
    field: 'payment_methods.0',
    message: /./,
  },
  { rule: 'at least one weekday', body: { availability: [] }, field: 'availability', message: /requerido/ },
];

describe('coupon rules (spec part 2 §5)', () => {
  it('accepts a valid coupon of each kind', () => {
    expect(resolveCouponWrite(valid(), null)).toMatchObject({ ok: true });
    expect(resolveCouponWrite({ ...valid(), kind: 'giftcard', discount: 500000 }, null)).toMatchObject({
      ok: true,
    });
    const gift = {
      ...valid(),
      kind: 'gift',
      discount: 350000,
      couponables: [{ couponable_type: 'product', couponable_id: 9 }],
    };
    expect(resolveCouponWrite(gift, null)).toMatchObject({ ok: true });
  });

  it.each(rules)('refuses: $rule', ({ body, field, message }) => {
    const result = resolveCouponWrite({ ...valid(), ...body }, null);
    if (result.ok) throw new Error('accepted');
    expect(result.errors).toContainEqual({ field, message: expect.stringMatching(message) });
  });

  it('never takes used_count from a body', () => {
    const result = resolveCouponWrite({ ...valid(), used_count: 5 }, null);
    expect(result.ok && 'used_count' in result.coupon).toBe(false);
  });

  it('accepts the boundaries: 100 %, two decimals, end one minute after start', () => {
    expect(resolveCouponWrite({ ...valid(), discount: 100 }, null).ok).toBe(true);
    expect(resolveCouponWrite({ ...valid(), discount: 12.5 }, null).ok).toBe(true);
    expect(resolveCouponWrite({ ...valid(), discount: 0.01 }, null).ok).toBe(true);
    const oneMinute = {
      start_date: '2026-12-10',
      expiry_date: '2026-12-10',
      start_time: '18:00',
      expiry_time: '18:01',
    };
    expect(resolveCouponWrite({ ...valid(), ...oneMinute }, null).ok).toBe(true);
  });

  it('a PATCH keeps what it does not send and checks the whole coupon', () => {
    const current = valid();
    const patched = resolveCouponWrite({ discount: 20 }, current);
    expect(patched).toMatchObject({ ok: true, coupon: { code: 'VERANO10', discount: 20 } });
    const broken = resolveCouponWrite({ kind: 'giftcard' }, { ...current, discount: 12.5 });
    expect(broken).toMatchObject({ ok: false, errors: [{ field: 'discount' }] });
  });

  it.each([
    [150, 1.5],
    [100, 100],
    [12.5, 12.5],
    [1000, 10],
  ])('the form reads a percentage typed as %s as %s', (typed, kept) => {
    expect(normalisePercentageInput(typed)).toBe(kept);
  });
});
