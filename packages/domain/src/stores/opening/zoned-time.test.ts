import { describe, expect, it } from 'vitest';
import { formatOffset, zonedIso, zonedParts } from './zoned-time.js';

describe('local wall clock of an instant', () => {
  it.each([
    // Santiago summer (UTC-3) and winter (UTC-4).
    [
      '2026-11-22T17:05:00Z',
      'America/Santiago',
      '2026-11-22',
      '14:05',
      'sunday',
      '2026-11-22T14:05:00-03:00',
    ],
    [
      '2026-07-15T12:30:00Z',
      'America/Santiago',
      '2026-07-15',
      '08:30',
      'wednesday',
      '2026-07-15T08:30:00-04:00',
    ],
    // Behind UTC, the local date is still the previous day.
    [
      '2026-03-01T02:05:00Z',
      'America/Santiago',
      '2026-02-28',
      '23:05',
      'saturday',
      '2026-02-28T23:05:00-03:00',
    ],
    // Costa Rica tenants use America/Belize: UTC-6 all year.
    [
      '2026-01-15T12:30:00Z',
      'America/Belize',
      '2026-01-15',
      '06:30',
      'thursday',
      '2026-01-15T06:30:00-06:00',
    ],
    [
      '2026-07-15T12:30:00Z',
      'America/Belize',
      '2026-07-15',
      '06:30',
      'wednesday',
      '2026-07-15T06:30:00-06:00',
    ],
    ['2026-07-15T12:30:00Z', 'UTC', '2026-07-15', '12:30', 'wednesday', '2026-07-15T12:30:00+00:00'],
    ['2026-07-15T12:30:00Z', 'Asia/Kolkata', '2026-07-15', '18:00', 'wednesday', '2026-07-15T18:00:00+05:30'],
  ])('%s in %s is %s %s (%s)', (instant, zone, date, time, weekday, iso) => {
    expect(zonedParts(new Date(instant), zone)).toEqual({ date, time, weekday });
    expect(zonedIso(new Date(instant), zone)).toBe(iso);
  });

  it.each([
    // Real 2026 transitions read from Intl: Santiago leaves summer time at local midnight of
    // 5 April (back to 23:00 on the 4th) and enters it at local midnight of 6 September (on to 01:00).
    ['2026-04-05T02:59:00Z', '2026-04-04T23:59:00-03:00'],
    ['2026-04-05T03:00:00Z', '2026-04-04T23:00:00-04:00'],
    ['2026-09-06T03:59:00Z', '2026-09-05T23:59:00-04:00'],
    ['2026-09-06T04:00:00Z', '2026-09-06T01:00:00-03:00'],
  ])('around the Santiago DST changes, %s is %s', (instant, iso) => {
    expect(zonedIso(new Date(instant), 'America/Santiago')).toBe(iso);
  });

  it('writes whole seconds and names the same instant', () => {
    const at = new Date('2026-11-22T17:05:09.750Z');
    expect(zonedIso(at, 'America/Santiago')).toBe('2026-11-22T14:05:09-03:00');
    expect(Date.parse(zonedIso(at, 'America/Santiago'))).toBe(Date.parse('2026-11-22T17:05:09Z'));
  });

  it.each([
    [-180, '-03:00'],
    [-240, '-04:00'],
    [0, '+00:00'],
    [330, '+05:30'],
  ])('writes the offset %i as %s', (minutes, text) => {
    expect(formatOffset(minutes)).toBe(text);
  });
});
