import { describe, expect, it } from 'vitest';
import { weekdays } from './calendar.js';
import type { BusinessHoursPeriod, ClosingWindow, OpeningSchedule } from './opening-schedule.js';
import { openingStatusAt } from './opening-status.js';

const SANTIAGO = 'America/Santiago';
const BELIZE = 'America/Belize';

function schedule(business_hours: BusinessHoursPeriod[], closings: ClosingWindow[] = []): OpeningSchedule {
  return { enabled: true, business_hours, scheduled_closing_times: closings };
}
const period = (day: BusinessHoursPeriod['day'], opening_time: string, closing_time: string) => ({
  day,
  opening_time,
  closing_time,
  dispatch_method: 'both' as const,
});
const statusAt = (s: OpeningSchedule, at: string, zone = SANTIAGO) => {
  const { open, reason, until } = openingStatusAt(s, new Date(at), zone);
  return { open, reason, until };
};

const allDayEveryDay = schedule(weekdays.map((day) => period(day, '00:00', '24:00')));

describe('how far `until` looks', () => {
  it('is null for a store open around the clock, which never changes', () => {
    expect(statusAt(allDayEveryDay, '2026-11-16T10:00:00-03:00')).toEqual({
      open: true,
      reason: 'open',
      until: null,
    });
  });

  it('is null for a store with no hours at all', () => {
    expect(statusAt(schedule([]), '2026-11-16T10:00:00-03:00')).toEqual({
      open: false,
      reason: 'outside_hours',
      until: null,
    });
  });

  it.each([
    ['a closing 6 days ahead', '2026-11-22T10:00:00-03:00', '2026-11-22T10:00:00-03:00'],
    ['a closing exactly 7 days ahead', '2026-11-23T10:00:00-03:00', '2026-11-23T10:00:00-03:00'],
    ['a closing 8 days ahead (beyond the window)', '2026-11-24T10:00:00-03:00', null],
  ])('sees %s', (_, start, until) => {
    const closing = {
      start_datetime: start,
      end_datetime: '2026-11-30T00:00:00-03:00',
      dispatch_method: 'both' as const,
    };
    expect(
      statusAt({ ...allDayEveryDay, scheduled_closing_times: [closing] }, '2026-11-16T10:00:00-03:00').until,
    ).toBe(until);
  });
});

describe('time zones', () => {
  const mondayMorning = schedule([period('monday', '09:00', '13:00')]);

  it.each([
    // The same instant is 10:30 in Santiago (UTC-4 in July) and 08:30 in Belize (UTC-6).
    [SANTIAGO, '2026-07-13T14:30:00Z', { open: true, reason: 'open', until: '2026-07-13T13:00:00-04:00' }],
    [
      BELIZE,
      '2026-07-13T14:30:00Z',
      { open: false, reason: 'outside_hours', until: '2026-07-13T09:00:00-06:00' },
    ],
    // Santiago winter: 16:59Z is 12:59, 17:00Z is 13:00.
    [SANTIAGO, '2026-07-13T16:59:00Z', { open: true, reason: 'open', until: '2026-07-13T13:00:00-04:00' }],
    [
      SANTIAGO,
      '2026-07-13T17:00:00Z',
      { open: false, reason: 'outside_hours', until: '2026-07-20T09:00:00-04:00' },
    ],
    // Santiago summer: the same 16:59Z is 13:59, already closed.
    [SANTIAGO, '2026-11-16T15:59:00Z', { open: true, reason: 'open', until: '2026-11-16T13:00:00-03:00' }],
    [
      SANTIAGO,
      '2026-11-16T16:59:00Z',
      { open: false, reason: 'outside_hours', until: '2026-11-23T09:00:00-03:00' },
    ],
    // Belize has no DST: the same hours in January and July.
    [BELIZE, '2026-01-12T15:00:00Z', { open: true, reason: 'open', until: '2026-01-12T13:00:00-06:00' }],
    [BELIZE, '2026-07-13T15:00:00Z', { open: true, reason: 'open', until: '2026-07-13T13:00:00-06:00' }],
  ])('in %s at %s', (zone, at, expected) => {
    expect(statusAt(mondayMorning, at, zone)).toEqual(expected);
  });
});

describe('Santiago DST changes of 2026 (read from Intl: 5 April and 6 September at local midnight)', () => {
  it.each([
    // Saturday 4 April: at midnight clocks go back to 23:00, so 23:00–23:59 happens twice.
    ['first 23:15, before clocks go back', '2026-04-04T23:15:00-03:00', true, '2026-04-04T23:30:00-03:00'],
    [
      'first 23:45: closed until the hour repeats',
      '2026-04-04T23:45:00-03:00',
      false,
      '2026-04-04T23:00:00-04:00',
    ],
    ['second 23:15, after clocks went back', '2026-04-04T23:15:00-04:00', true, '2026-04-04T23:30:00-04:00'],
    [
      'second 23:45: closed until Sunday, now UTC-4',
      '2026-04-04T23:45:00-04:00',
      false,
      '2026-04-05T09:00:00-04:00',
    ],
  ])('%s', (_, at, open, until) => {
    const hours = schedule([period('saturday', '20:00', '23:30'), period('sunday', '09:00', '18:00')]);
    expect(statusAt(hours, at)).toMatchObject({ open, until });
  });

  it('opens a period starting at the skipped midnight of 6 September when clocks jump to 01:00', () => {
    const hours = schedule([period('sunday', '00:00', '02:00')]);
    expect(statusAt(hours, '2026-09-05T23:00:00-04:00')).toEqual({
      open: false,
      reason: 'outside_hours',
      until: '2026-09-06T01:00:00-03:00',
    });
    expect(statusAt(hours, '2026-09-06T01:30:00-03:00')).toEqual({
      open: true,
      reason: 'open',
      until: '2026-09-06T02:00:00-03:00',
    });
  });

  it('gives a Friday closing time across the change in the new offset', () => {
    const hours = schedule([period('friday', '09:00', '20:00'), period('monday', '09:00', '20:00')]);
    expect(statusAt(hours, '2026-04-03T20:00:00-03:00').until).toBe('2026-04-06T09:00:00-04:00');
    expect(statusAt(hours, '2026-09-04T20:00:00-04:00').until).toBe('2026-09-07T09:00:00-03:00');
  });
});
