import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../tenants/formats.js';
import { wallClockToIso } from './wall-clock.js';

describe('wall clock of the tenant zone ↔ instant', () => {
  it.each([
    ['2026-11-22T14:05', 'America/Santiago', '2026-11-22T14:05:00-03:00'],
    ['2026-06-10T09:30', 'America/Santiago', '2026-06-10T09:30:00-04:00'],
    ['2026-11-22T14:05', 'America/Belize', '2026-11-22T14:05:00-06:00'],
    // 6 September 2026: Santiago skips 00:00–00:59; a time in the gap moves to its end.
    ['2026-09-06T00:30', 'America/Santiago', '2026-09-06T01:00:00-03:00'],
    // 4–5 April 2026: 23:00–23:59 of the 4th happens twice; the first one counts.
    ['2026-04-04T23:30', 'America/Santiago', '2026-04-04T23:30:00-03:00'],
  ])('%s in %s is %s', (wall, zone, iso) => {
    expect(wallClockToIso(wall, zone)).toBe(iso);
  });

  it('reads back through the tenant date format', () => {
    const iso = wallClockToIso('2026-11-22T14:05', 'America/Santiago') as string;
    expect(formatDateTime(iso, 'America/Santiago')).toBe('2026-11-22T14:05');
  });

  it.each([
    '',
    '2026-11-22',
    '2026-11-22 14:05',
    '2026-13-40T10:00',
    '2026-11-22T25:00',
    'mañana',
  ])('refuses %j', (text) => {
    expect(wallClockToIso(text, 'America/Santiago')).toBeNull();
  });
});
