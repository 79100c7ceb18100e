import { describe, expect, it } from 'vitest';
import type { BusinessHoursPeriod, ClosingWindow, OpeningSchedule } from './opening-schedule.js';
import { openingStatusAt } from './opening-status.js';

const SANTIAGO = 'America/Santiago';

// Week of Monday 16 November 2026, Santiago summer time (UTC-3).
const hours: BusinessHoursPeriod[] = [
  { day: 'monday', opening_time: '09:00', closing_time: '13:00', dispatch_method: 'both' },
  { day: 'monday', opening_time: '15:00', closing_time: '20:00', dispatch_method: 'both' },
  { day: 'tuesday', opening_time: '10:00', closing_time: '14:00', dispatch_method: 'delivery' },
  { day: 'tuesday', opening_time: '12:00', closing_time: '18:00', dispatch_method: 'pick_up' },
];

function schedule(scheduled_closing_times: ClosingWindow[] = []): OpeningSchedule {
  return { enabled: true, business_hours: hours, scheduled_closing_times };
}

const open = (until: string | null) => ({ open: true, delivery: true, pick_up: true, reason: 'open', until });
const closed = (until: string | null, reason = 'outside_hours') => ({
  open: false,
  delivery: false,
  pick_up: false,
  reason,
  until,
});

describe('opening status within business hours', () => {
  it.each([
    ['inside the first period', '2026-11-16T10:00:00-03:00', open('2026-11-16T13:00:00-03:00')],
    ['at the opening time (it counts)', '2026-11-16T09:00:00-03:00', open('2026-11-16T13:00:00-03:00')],
    ['before opening', '2026-11-16T08:59:00-03:00', closed('2026-11-16T09:00:00-03:00')],
    [
      'at the closing time (it does not count)',
      '2026-11-16T13:00:00-03:00',
      closed('2026-11-16T15:00:00-03:00'),
    ],
    ['between two periods of a day', '2026-11-16T14:00:00-03:00', closed('2026-11-16T15:00:00-03:00')],
    ['inside the second period', '2026-11-16T19:59:00-03:00', open('2026-11-16T20:00:00-03:00')],
    [
      'after the last period, until the next day',
      '2026-11-16T20:00:00-03:00',
      closed('2026-11-17T10:00:00-03:00'),
    ],
    [
      'on a day without hours, until next week',
      '2026-11-18T12:00:00-03:00',
      closed('2026-11-23T09:00:00-03:00'),
    ],
  ])('%s', (_, at, expected) => {
    expect(openingStatusAt(schedule(), new Date(at), SANTIAGO)).toEqual(expected);
  });
});

describe('opening status per dispatch method', () => {
  it.each([
    // Tuesday: delivery 10:00–14:00, pick-up 12:00–18:00; the store stays open from 10:00 to 18:00.
    ['delivery only', '2026-11-17T11:00:00-03:00', true, false, '2026-11-17T18:00:00-03:00'],
    [
      'both methods where the periods overlap',
      '2026-11-17T13:00:00-03:00',
      true,
      true,
      '2026-11-17T18:00:00-03:00',
    ],
    ['pick-up only', '2026-11-17T15:00:00-03:00', false, true, '2026-11-17T18:00:00-03:00'],
  ])('%s', (_, at, delivery, pick_up, until) => {
    expect(openingStatusAt(schedule(), new Date(at), SANTIAGO)).toEqual({
      open: true,
      delivery,
      pick_up,
      reason: 'open',
      until,
    });
  });

  it('closes at the end of the last method, until next Monday', () => {
    expect(openingStatusAt(schedule(), new Date('2026-11-17T18:00:00-03:00'), SANTIAGO)).toEqual(
      closed('2026-11-23T09:00:00-03:00'),
    );
  });
});

const closing = (start: string, end: string, dispatch_method: ClosingWindow['dispatch_method'] = 'both') => ({
  start_datetime: start,
  end_datetime: end,
  dispatch_method,
});
const lunchClosing = closing('2026-11-16T11:00:00-03:00', '2026-11-16T12:00:00-03:00');

describe('opening status with scheduled closings', () => {
  it.each([
    [
      'in force',
      [lunchClosing],
      '2026-11-16T11:30:00-03:00',
      closed('2026-11-16T12:00:00-03:00', 'scheduled_closing'),
    ],
    [
      'at its start (it counts)',
      [lunchClosing],
      '2026-11-16T11:00:00-03:00',
      closed('2026-11-16T12:00:00-03:00', 'scheduled_closing'),
    ],
    [
      'ended (its end does not count)',
      [lunchClosing],
      '2026-11-16T12:00:00-03:00',
      open('2026-11-16T13:00:00-03:00'),
    ],
    ['not started yet', [lunchClosing], '2026-11-16T10:00:00-03:00', open('2026-11-16T11:00:00-03:00')],
    [
      'in force outside hours: the hours explain it',
      [closing('2026-11-16T13:30:00-03:00', '2026-11-16T16:00:00-03:00')],
      '2026-11-16T14:00:00-03:00',
      closed('2026-11-16T16:00:00-03:00'),
    ],
    [
      'over several days: closed until the first hours after it',
      [closing('2026-11-16T12:00:00-03:00', '2026-11-18T00:00:00-03:00')],
      '2026-11-16T12:30:00-03:00',
      closed('2026-11-23T09:00:00-03:00', 'scheduled_closing'),
    ],
    [
      'written in another offset: compared as instants',
      [closing('2026-11-16T14:00:00Z', '2026-11-16T15:00:00Z')],
      '2026-11-16T11:30:00-03:00',
      closed('2026-11-16T12:00:00-03:00', 'scheduled_closing'),
    ],
  ])('%s', (_, closings, at, expected) => {
    expect(openingStatusAt(schedule(closings), new Date(at), SANTIAGO)).toEqual(expected);
  });

  it('closes delivery only and keeps the store open for pick-up', () => {
    const deliveryClosing = closing('2026-11-16T11:00:00-03:00', '2026-11-16T12:00:00-03:00', 'delivery');
    expect(
      openingStatusAt(schedule([deliveryClosing]), new Date('2026-11-16T11:30:00-03:00'), SANTIAGO),
    ).toEqual({
      open: true,
      delivery: false,
      pick_up: true,
      reason: 'open',
      until: '2026-11-16T13:00:00-03:00',
    });
  });

  it('closes the store when the only method within hours is closed', () => {
    const deliveryClosing = closing('2026-11-17T10:00:00-03:00', '2026-11-17T11:00:00-03:00', 'delivery');
    expect(
      openingStatusAt(schedule([deliveryClosing]), new Date('2026-11-17T10:30:00-03:00'), SANTIAGO),
    ).toEqual(closed('2026-11-17T11:00:00-03:00', 'scheduled_closing'));
  });
});

describe('a disabled store', () => {
  it('is closed with no end, even within hours and with no closing', () => {
    const disabled = { ...schedule(), enabled: false };
    expect(openingStatusAt(disabled, new Date('2026-11-16T10:00:00-03:00'), SANTIAGO)).toEqual(
      closed(null, 'disabled'),
    );
  });
});
