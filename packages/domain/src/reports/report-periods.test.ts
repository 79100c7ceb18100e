import { describe, expect, it } from 'vitest';
import { daysBetween, isoWeekday, periodStart, periodStarts } from './report-periods.js';

describe('report periods', () => {
  it('lists the days of a range, both ends included, across a month end', () => {
    expect(daysBetween('2026-08-30', '2026-09-02')).toEqual([
      '2026-08-30',
      '2026-08-31',
      '2026-09-01',
      '2026-09-02',
    ]);
    expect(daysBetween('2026-09-02', '2026-09-02')).toEqual(['2026-09-02']);
  });

  it('names weekdays as ISO does: Monday 1, Sunday 7', () => {
    expect(isoWeekday('2026-09-07')).toBe(1);
    expect(isoWeekday('2026-09-06')).toBe(7);
  });

  it('starts weeks on Monday and months on the 1st, across years', () => {
    expect(periodStart('2026-09-06', 'week')).toBe('2026-08-31');
    expect(periodStart('2026-09-07', 'week')).toBe('2026-09-07');
    expect(periodStart('2026-09-20', 'month')).toBe('2026-09-01');
    expect(periodStarts('2026-12-30', '2027-01-12', 'week')).toEqual([
      '2026-12-28',
      '2027-01-04',
      '2027-01-11',
    ]);
    expect(periodStarts('2026-11-15', '2027-02-01', 'month')).toEqual([
      '2026-11-01',
      '2026-12-01',
      '2027-01-01',
      '2027-02-01',
    ]);
    expect(periodStarts('2026-11-15', '2026-11-17', 'day')).toEqual([
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
    ]);
  });
});
