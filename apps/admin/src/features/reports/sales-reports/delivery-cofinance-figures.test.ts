import { describe, expect, it } from 'vitest';
import { percent } from '../report-format.js';
import { cofinancePerOrder, feesPerPeriod } from './delivery-cofinance-figures.js';

const row = (period: string, deliveryFee: number, cofinance: number) => ({
  period,
  orders: 1,
  deliveryFee,
  cofinance,
});

describe('feesPerPeriod', () => {
  it('adds up the delivery types of a period', () => {
    const range = { from: '2026-03-02', to: '2026-03-02', group: 'day' as const };
    expect(feesPerPeriod(range, [row('2026-03-02', 249000, 99600), row('2026-03-02', 150000, 0)])).toEqual([
      { period: '2026-03-02', deliveryFee: 399000, cofinance: 99600 },
    ]);
  });

  it('draws a period without delivery orders as zero', () => {
    const range = { from: '2026-03-01', to: '2026-03-03', group: 'day' as const };
    expect(feesPerPeriod(range, [row('2026-03-03', 1000, 400)]).map((p) => p.deliveryFee)).toEqual([
      0, 0, 1000,
    ]);
  });

  it('starts a week on its Monday, before the range when it must', () => {
    const range = { from: '2026-03-04', to: '2026-03-10', group: 'week' as const };
    expect(feesPerPeriod(range, []).map((p) => p.period)).toEqual(['2026-03-02', '2026-03-09']);
  });
});

describe('shares', () => {
  it('writes the cofinanced share of the fees', () => {
    expect(percent(99600, 249000)).toBe('40 %');
    expect(percent(0, 0)).toBe('—');
  });

  it('rounds the cofinance per order to whole minor units, and is zero without orders', () => {
    expect(cofinancePerOrder({ orders: 3, deliveryFee: 0, cofinance: 100 })).toBe(33);
    expect(cofinancePerOrder({ orders: 0, deliveryFee: 0, cofinance: 0 })).toBe(0);
  });
});
