import { describe, expect, it } from 'vitest';
import { weekdays } from '../stores/opening/calendar.js';
import type { OpeningSchedule } from '../stores/opening/opening-schedule.js';
import { isOutAt, stockReturnAt } from './stock-return.js';

const SANTIAGO = 'America/Santiago';
const at = (iso: string) => new Date(iso);

/** Open 12:00–23:00 every day but the ones left out. */
function lunchToLate(closedOn: string[] = []): OpeningSchedule {
  return {
    enabled: true,
    business_hours: weekdays
      .filter((day) => !closedOn.includes(day))
      .map((day) => ({
        day,
        opening_time: '12:00',
        closing_time: '23:00',
        dispatch_method: 'both' as const,
      })),
    scheduled_closing_times: [],
  };
}

describe('stockReturnAt', () => {
  it('comes back at the next day’s opening, in the store’s time zone', () => {
    // Wednesday 25 Nov 2026, 20:00 in Santiago (summer time, -03:00).
    const back = stockReturnAt('next_opening', at('2026-11-25T20:00:00-03:00'), lunchToLate(), SANTIAGO);
    expect(back).toBe(Date.parse('2026-11-26T12:00:00-03:00'));
  });

  it('marked after midnight, still waits for the following day', () => {
    const back = stockReturnAt('next_opening', at('2026-11-26T00:30:00-03:00'), lunchToLate(), SANTIAGO);
    expect(back).toBe(Date.parse('2026-11-27T12:00:00-03:00'));
  });

  it('skips a day the store does not open and a scheduled closing', () => {
    const schedule = lunchToLate(['thursday']);
    schedule.scheduled_closing_times = [
      {
        start_datetime: '2026-11-27T00:00:00-03:00',
        end_datetime: '2026-11-27T15:00:00-03:00',
        dispatch_method: 'both',
      },
    ];
    const back = stockReturnAt('next_opening', at('2026-11-25T20:00:00-03:00'), schedule, SANTIAGO);
    expect(back).toBe(Date.parse('2026-11-27T15:00:00-03:00'));
  });

  it('a store open at midnight, or never open, comes back when the next day starts', () => {
    const allDay: OpeningSchedule = {
      enabled: true,
      business_hours: weekdays.map((day) => ({
        day,
        opening_time: '00:00',
        closing_time: '23:59',
        dispatch_method: 'both' as const,
      })),
      scheduled_closing_times: [],
    };
    const never: OpeningSchedule = { enabled: false, business_hours: [], scheduled_closing_times: [] };
    const now = at('2026-11-25T20:00:00-03:00');
    expect(stockReturnAt('next_opening', now, allDay, SANTIAGO)).toBe(
      Date.parse('2026-11-26T00:00:00-03:00'),
    );
    expect(stockReturnAt('next_opening', now, never, SANTIAGO)).toBe(Date.parse('2026-11-26T00:00:00-03:00'));
  });

  it('two hours are elapsed hours; manual never comes back by itself', () => {
    const now = at('2026-11-25T20:00:00-03:00');
    expect(stockReturnAt('two_hours', now, lunchToLate(), SANTIAGO)).toBe(now.getTime() + 7_200_000);
    expect(stockReturnAt('manual', now, lunchToLate(), SANTIAGO)).toBeNull();
  });

  it('is out until its return, and forever without one', () => {
    const now = at('2026-11-25T20:00:00-03:00');
    expect(isOutAt(new Date(now.getTime() + 1), now)).toBe(true);
    expect(isOutAt(now, now)).toBe(false);
    expect(isOutAt(null, now)).toBe(true);
  });
});
