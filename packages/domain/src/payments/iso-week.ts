import { addDays, dateAsUtcMs, weekdayOfDate, weekdays } from '../stores/opening/calendar.js';

const DAY_MS = 86_400_000;
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Monday of ISO week 1 of `year`: the week holding 4 January. */
function firstMonday(year: number): number {
  const fourth = `${String(year).padStart(4, '0')}-01-04`;
  return dateAsUtcMs(fourth) - weekdays.indexOf(weekdayOfDate(fourth)) * DAY_MS;
}

/** 52, or 53 for the years whose ISO weeks run into the next January. */
export function isoWeeksInYear(year: number): number {
  return Math.round((firstMonday(year + 1) - firstMonday(year)) / (7 * DAY_MS));
}

/** The Monday and the Sunday (calendar dates) of an ISO week. */
export function isoWeekDates(year: number, week: number): { start: string; end: string } {
  const monday = dateOf(firstMonday(year) + (week - 1) * 7 * DAY_MS);
  return { start: monday, end: addDays(monday, 6) };
}

/** The ISO week-year and week of a calendar date (`YYYY-MM-DD`). */
export function isoWeekOf(date: string): { year: number; week: number } {
  const ms = dateAsUtcMs(date);
  const calendarYear = Number(date.slice(0, 4));
  for (const year of [calendarYear + 1, calendarYear, calendarYear - 1]) {
    const start = firstMonday(year);
    if (ms >= start) return { year, week: Math.floor((ms - start) / (7 * DAY_MS)) + 1 };
  }
  throw new Error(`no ISO week for ${date}`);
}
