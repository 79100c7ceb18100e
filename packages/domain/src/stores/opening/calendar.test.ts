import { describe, expect, it } from 'vitest';
import { addDays, isMinuteWithin, minutesOfClockTime, weekdayOfDate, weekdays } from './calendar.js';

describe('calendar helpers', () => {
  it('lists the weekdays monday first', () => {
    expect(weekdays).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
  });

  it.each([
    ['2026-11-16', 'monday'],
    ['2026-11-22', 'sunday'],
    ['2026-02-28', 'saturday'],
  ])('%s is a %s', (date, weekday) => {
    expect(weekdayOfDate(date)).toBe(weekday);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it.each([
    ['00:00', 0],
    ['09:30', 570],
    ['23:59', 1439],
    ['24:00', 1440], // the end of the day, for a period closing at midnight
    ['24:01', null],
    ['12:60', null],
    ['9:30', null],
    ['', null],
  ])('reads the clock time "%s" as %s minutes', (time, minutes) => {
    expect(minutesOfClockTime(time)).toBe(minutes);
  });

  it.each([
    [540, true], // 09:00, the start counts
    [779, true], // 12:59
    [780, false], // 13:00, the end does not count
    [539, false],
  ])('minute %i is within 09:00–13:00 → %s', (minute, within) => {
    expect(isMinuteWithin(minute, '09:00', '13:00')).toBe(within);
  });

  it('treats a range with a malformed time as matching nothing', () => {
    expect(isMinuteWithin(600, '9:00', '13:00')).toBe(false);
  });
});
