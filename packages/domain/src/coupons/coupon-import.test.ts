import { describe, expect, it } from 'vitest';
import {
  checkImportHeader,
  couponImportMessages,
  couponImportTemplate,
  importRowToBody,
} from './coupon-import.js';
import { resolveCouponWrite } from './coupon-write.js';

const row = (change: Record<string, string> = {}) => ({
  code: 'VERANO15',
  kind: 'percentage',
  discount: '15',
  start_date: '2026-12-01',
  ...change,
});

describe('the bulk-load header', () => {
  it('takes the columns in any order and case, and names unknown and missing ones', () => {
    expect(checkImportHeader(['Start_Date', 'discount', 'KIND', 'code'])).toEqual({
      unknown: [],
      missing: [],
    });
    expect(checkImportHeader(['code', 'kind', 'discount', 'start_date', 'errores'])).toEqual({
      unknown: [],
      missing: [],
    });
    expect(checkImportHeader(['code', 'descuento', 'kind'])).toEqual({
      unknown: ['descuento'],
      missing: ['discount', 'start_date'],
    });
  });
});

describe('a bulk-load row as a coupon body', () => {
  const accepted: { what: string; change: Record<string, string>; expected: Record<string, unknown> }[] = [
    { what: 'a percentage as a percent', change: {}, expected: { discount: 15 } },
    {
      what: 'a fixed amount in pesos, kept in cents',
      change: { kind: 'giftcard', discount: '2990.50' },
      expected: { discount: 299050 },
    },
    {
      what: 'money with one decimal',
      change: { minimum_to_redeem: '12000.5' },
      expected: { minimum_to_redeem: 1200050 },
    },
    {
      what: 'a Chilean date',
      change: { start_date: '01-12-2026', expiry_date: '31/12/2026' },
      expected: { start_date: '2026-12-01', expiry_date: '2026-12-31' },
    },
    {
      what: 'si and no',
      change: { delivery: 'Sí', enabled: 'no' },
      expected: { delivery: true, enabled: false },
    },
    {
      what: 'lists separated by |',
      change: { platform: 'web | app', store_ids: '3|7' },
      expected: { platform: ['web', 'app'], store_ids: [3, 7] },
    },
    {
      what: 'products and price groups as couponables',
      change: { product_ids: '10|11', price_group_ids: '4' },
      expected: {
        couponables: [
          { couponable_type: 'product', couponable_id: 10 },
          { couponable_type: 'product', couponable_id: 11 },
          { couponable_type: 'price_group', couponable_id: 4 },
        ],
      },
    },
  ];

  it.each(accepted)('reads $what', ({ change, expected }) => {
    expect(importRowToBody(row(change))).toEqual({ ok: true, body: expect.objectContaining(expected) });
  });

  const refused: { what: string; change: Record<string, string>; field: string; message: string }[] = [
    {
      what: 'a blank required field',
      change: { discount: '  ' },
      field: 'discount',
      message: couponImportMessages.blank,
    },
    { what: 'a blank code', change: { code: '' }, field: 'code', message: couponImportMessages.blank },
    {
      what: 'a non-numeric discount',
      change: { discount: 'quince' },
      field: 'discount',
      message: couponImportMessages.notNumber,
    },
    {
      what: 'a decimal comma',
      change: { kind: 'giftcard', discount: '2990,5' },
      field: 'discount',
      message: couponImportMessages.notNumber,
    },
    {
      what: 'thousands with a point',
      change: { minimum_to_redeem: '12.000' },
      field: 'minimum_to_redeem',
      message: couponImportMessages.notNumber,
    },
    {
      what: 'a non-integer quantity',
      change: { quantity: '2.5' },
      field: 'quantity',
      message: couponImportMessages.notInteger,
    },
    {
      what: 'a date that is not one',
      change: { start_date: 'mañana' },
      field: 'start_date',
      message: couponImportMessages.notDate,
    },
    {
      what: 'a yes/no that is neither',
      change: { enabled: 'quizás' },
      field: 'enabled',
      message: couponImportMessages.notBoolean,
    },
    {
      what: 'store ids that are not numbers',
      change: { store_ids: '3|centro' },
      field: 'store_ids',
      message: couponImportMessages.notIds,
    },
    {
      what: 'a formula (=)',
      change: { aloha_id: '=HYPERLINK("http://x")' },
      field: 'aloha_id',
      message: couponImportMessages.formula,
    },
    {
      what: 'a formula (+)',
      change: { fbd_id: '+1+1' },
      field: 'fbd_id',
      message: couponImportMessages.formula,
    },
    {
      what: 'a formula (@)',
      change: { aloha_id: '@SUM(A1)' },
      field: 'aloha_id',
      message: couponImportMessages.formula,
    },
    {
      what: 'a formula (-)',
      change: { aloha_id: '-A1' },
      field: 'aloha_id',
      message: couponImportMessages.formula,
    },
    {
      what: 'a leading tab',
      change: { fbd_id: '\t=1' },
      field: 'fbd_id',
      message: couponImportMessages.formula,
    },
    {
      what: 'a negative number, read as a number rather than a formula',
      change: { quantity: '-5' },
      field: 'quantity',
      message: couponImportMessages.notInteger,
    },
  ];

  it.each(refused)('refuses $what', ({ change, field, message }) => {
    expect(importRowToBody(row(change))).toEqual({ ok: false, errors: [{ field, message }] });
  });

  it('lists every bad cell of a row', () => {
    const result = importRowToBody(row({ discount: 'x', start_date: '', quantity: 'y' }));
    expect(result.ok ? [] : result.errors.map((e) => e.field)).toEqual([
      'discount',
      'quantity',
      'start_date',
    ]);
  });

  it('the template’s rows are coupons the rules accept', () => {
    for (const templateRow of couponImportTemplate.rows) {
      const parsed = importRowToBody(templateRow);
      expect(parsed.ok).toBe(true);
      if (parsed.ok) expect(resolveCouponWrite(parsed.body, null).ok).toBe(true);
    }
  });
});
