import { addDays } from '../stores/opening/calendar.js';
import type { ReportGroup } from './sales-summary.schema.js';

/** Every local day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const all: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) all.push(day);
  return all;
}

/** ISO weekday of a local date: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
}

/** The first day of the period `date` falls in: itself, the Monday of its week, or the 1st of its month. */
export function periodStart(date: string, group: ReportGroup): string {
  if (group === 'week') return addDays(date, 1 - isoWeekday(date));
  if (group === 'month') return `${date.slice(0, 7)}-01`;
  return date;
}

function nextPeriod(start: string, group: ReportGroup): string {
  if (group === 'day') return addDays(start, 1);
  if (group === 'week') return addDays(start, 7);
  const [year, month] = start.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** The first day of every period the range touches, oldest first (the first may start before `from`). */
export function periodStarts(from: string, to: string, group: ReportGroup): string[] {
  const starts: string[] = [];
  for (let start = periodStart(from, group); start <= to; start = nextPeriod(start, group))
    starts.push(start);
  return starts;
}
