import { describe, expect, it } from 'vitest';
import { closingWindow } from './closing-window.js';
import { activeScheduledClosing } from './scheduled-closings.js';

const SANTIAGO = 'America/Santiago';

describe('closingWindow', () => {
  it.each([
    // Starts at the current minute; hours are elapsed hours.
    [
      'one_hour',
      '2026-11-22T14:05:37-03:00',
      SANTIAGO,
      '2026-11-22T14:05:00-03:00',
      '2026-11-22T15:05:00-03:00',
    ],
    [
      'two_hours',
      '2026-11-22T14:05:37-03:00',
      SANTIAGO,
      '2026-11-22T14:05:00-03:00',
      '2026-11-22T16:05:00-03:00',
    ],
    [
      'rest_of_day',
      '2026-11-22T14:05:37-03:00',
      SANTIAGO,
      '2026-11-22T14:05:00-03:00',
      '2026-11-23T00:00:00-03:00',
    ],
    [
      'rest_of_day',
      '2026-11-22T23:59:59-03:00',
      SANTIAGO,
      '2026-11-22T23:59:00-03:00',
      '2026-11-23T00:00:00-03:00',
    ],
    [
      'rest_of_day',
      '2026-07-15T08:30:00-04:00',
      SANTIAGO,
      '2026-07-15T08:30:00-04:00',
      '2026-07-16T00:00:00-04:00',
    ],
    // Costa Rica tenants: America/Belize, UTC-6 all year.
    [
      'one_hour',
      '2026-11-22T14:05:00-06:00',
      'America/Belize',
      '2026-11-22T14:05:00-06:00',
      '2026-11-22T15:05:00-06:00',
    ],
    [
      'rest_of_day',
      '2026-11-22T14:05:00-06:00',
      'America/Belize',
      '2026-11-22T14:05:00-06:00',
      '2026-11-23T00:00:00-06:00',
    ],
    // The zone decides the day: 02:05Z on the 23rd is still the 22nd in Santiago.
    [
      'rest_of_day',
      '2026-11-23T02:05:00Z',
      SANTIAGO,
      '2026-11-22T23:05:00-03:00',
      '2026-11-23T00:00:00-03:00',
    ],
    ['rest_of_day', '2026-11-23T02:05:00Z', 'UTC', '2026-11-23T02:05:00+00:00', '2026-11-24T00:00:00+00:00'],
  ])('%s from %s in %s runs %s → %s', (kind, now, zone, start, end) => {
    expect(closingWindow(kind as 'one_hour', new Date(now), zone)).toEqual({
      start_datetime: start,
      end_datetime: end,
    });
  });

  it.each([
    // 4 April lasts 25 hours: the rest of the day ends at midnight of the 5th, already UTC-4.
    ['rest_of_day', '2026-04-04T12:00:00-03:00', '2026-04-04T12:00:00-03:00', '2026-04-05T00:00:00-04:00'],
    ['rest_of_day', '2026-04-04T23:30:00-03:00', '2026-04-04T23:30:00-03:00', '2026-04-05T00:00:00-04:00'],
    ['rest_of_day', '2026-04-04T23:30:00-04:00', '2026-04-04T23:30:00-04:00', '2026-04-05T00:00:00-04:00'],
    ['one_hour', '2026-04-04T23:30:00-03:00', '2026-04-04T23:30:00-03:00', '2026-04-04T23:30:00-04:00'],
    // 6 September has no midnight: the 5th ends when clocks jump from 00:00 to 01:00.
    ['rest_of_day', '2026-09-05T12:00:00-04:00', '2026-09-05T12:00:00-04:00', '2026-09-06T01:00:00-03:00'],
    ['one_hour', '2026-09-05T23:30:00-04:00', '2026-09-05T23:30:00-04:00', '2026-09-06T01:30:00-03:00'],
  ])('on a Santiago DST day, %s from %s runs to %s', (kind, now, start, end) => {
    expect(closingWindow(kind as 'one_hour', new Date(now), SANTIAGO)).toEqual({
      start_datetime: start,
      end_datetime: end,
    });
  });

  it('gives a closing that is in force at once', () => {
    const now = new Date('2026-11-22T14:05:37-03:00');
    const window = { ...closingWindow('one_hour', now, SANTIAGO), dispatch_method: 'both' as const };
    expect(activeScheduledClosing({ scheduled_closing_times: [window] }, now)).toBe(window);
  });
});
