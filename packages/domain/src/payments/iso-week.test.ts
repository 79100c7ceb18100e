import { describe, expect, it } from 'vitest';
import { isoWeekDates, isoWeekOf, isoWeeksInYear } from './iso-week.js';

describe('ISO weeks', () => {
  it('start on Monday, week 1 holding 4 January', () => {
    expect(isoWeekDates(2026, 1)).toEqual({ start: '2025-12-29', end: '2026-01-04' });
    expect(isoWeekDates(2026, 48)).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(isoWeekDates(2020, 53)).toEqual({ start: '2020-12-28', end: '2021-01-03' });
  });

  it('count 53 in the long years only', () => {
    expect([2020, 2021, 2025, 2026].map(isoWeeksInYear)).toEqual([53, 52, 52, 53]);
  });

  it('place a date in its week-year, across the turn of the year', () => {
    expect(isoWeekOf('2026-11-26')).toEqual({ year: 2026, week: 48 });
    expect(isoWeekOf('2025-12-29')).toEqual({ year: 2026, week: 1 });
    expect(isoWeekOf('2021-01-03')).toEqual({ year: 2020, week: 53 });
    expect(isoWeekOf('2027-01-03')).toEqual({ year: 2026, week: 53 });
  });
});
