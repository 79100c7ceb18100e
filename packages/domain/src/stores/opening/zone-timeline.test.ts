import { describe, expect, it } from 'vitest';
import { zoneTimeline } from './zone-timeline.js';

const santiago2026 = zoneTimeline(
  'America/Santiago',
  Date.parse('2026-01-01T00:00:00Z'),
  Date.parse('2027-01-01T00:00:00Z'),
);
const iso = (ms: number) => new Date(ms).toISOString();

describe('zone timeline', () => {
  it('finds the real 2026 Santiago offset changes to the minute', () => {
    expect(santiago2026.transitions.map(iso)).toEqual([
      '2026-04-05T03:00:00.000Z',
      '2026-09-06T04:00:00.000Z',
    ]);
  });

  it('finds no change in America/Belize, which has no DST', () => {
    const belize = zoneTimeline('America/Belize', Date.parse('2026-01-01'), Date.parse('2027-01-01'));
    expect(belize.transitions).toEqual([]);
  });

  it.each([
    ['an ordinary wall clock is one instant', '2026-11-22', '14:05', ['2026-11-22T17:05:00.000Z']],
    [
      'the repeated hour of 4 April is two instants',
      '2026-04-04',
      '23:30',
      ['2026-04-05T02:30:00.000Z', '2026-04-05T03:30:00.000Z'],
    ],
    ['the skipped hour of 6 September is no instant', '2026-09-06', '00:30', []],
  ])('%s', (_, date, time, expected) => {
    const [hours, minutes] = time.split(':').map(Number);
    expect(santiago2026.instantsOfWallClock(date, hours! * 60 + minutes!).map(iso)).toEqual(expected);
  });

  it.each([
    ['an ordinary day starts at midnight', '2026-11-23', '2026-11-23T03:00:00.000Z'],
    [
      '5 April starts at its only midnight, after the repeated hour',
      '2026-04-05',
      '2026-04-05T04:00:00.000Z',
    ],
    ['6 September has no midnight and starts at 01:00', '2026-09-06', '2026-09-06T04:00:00.000Z'],
  ])('%s', (_, date, expected) => {
    expect(iso(santiago2026.startOfDate(date))).toBe(expected);
  });
});
