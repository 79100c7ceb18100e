import { describe, expect, it } from 'vitest';
import { validityAt, windowEnds } from './coupon-window.js';

const december = {
  startDate: '2026-12-01',
  startTime: '09:00',
  expiryDate: '2026-12-31',
  expiryTime: '22:30',
};
const zone = 'America/Santiago';

describe('a coupon’s validity window in the list', () => {
  it('reads in Chilean dates and 24-hour times, open-ended when it has no expiry', () => {
    expect(windowEnds(december)).toEqual({ start: '01-12-2026 09:00', end: '31-12-2026 22:30' });
    expect(windowEnds({ ...december, expiryDate: null })).toEqual({ start: '01-12-2026 09:00', end: null });
  });

  it('is upcoming, active or expired on the tenant’s clock, to the minute', () => {
    // 09:00 in Santiago on 1 December 2026 is 12:00 UTC (summer time, UTC−3).
    expect(validityAt(december, new Date('2026-12-01T11:59:00Z'), zone)).toBe('upcoming');
    expect(validityAt(december, new Date('2026-12-01T12:00:00Z'), zone)).toBe('active');
    expect(validityAt(december, new Date('2027-01-01T01:30:00Z'), zone)).toBe('active');
    expect(validityAt(december, new Date('2027-01-01T01:31:00Z'), zone)).toBe('expired');
    expect(validityAt({ ...december, expiryDate: null }, new Date('2030-01-01T00:00:00Z'), zone)).toBe(
      'active',
    );
  });
});
