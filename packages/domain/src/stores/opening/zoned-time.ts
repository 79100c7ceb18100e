import { type Weekday, weekdayOfDate } from './calendar.js';

export interface ZonedParts {
  date: string;
  time: string;
  weekday: Weekday;
}

// Building a DateTimeFormat is far slower than using one; stores are evaluated in lists.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Asks Intl for the zone's offset at an instant, to the minute. */
function offsetFromIntl(ms: number, timeZone: string): number {
  const wholeSecond = Math.floor(ms / 1000) * 1000;
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(wholeSecond))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  // Some ICU versions write midnight as 24 even with h23.
  const hour = parts.hour === 24 ? 0 : (parts.hour ?? 0);
  const wall = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    hour,
    parts.minute,
    parts.second,
  );
  return Math.round((wall - wholeSecond) / 60_000);
}

/*
 * Offsets change only at whole quarter hours of UTC in every zone in use today, so one answer per
 * quarter hour is exact; Intl is slow enough (a list of 25 stores asked it thousands of times)
 * that remembering them is most of the cost of an opening status.
 */
const QUARTER_HOUR = 15 * 60_000;
const MAX_REMEMBERED = 50_000;
const offsets = new Map<string, number>();

/** Minutes the zone is ahead of UTC at an instant (Santiago in summer: -180). */
export function offsetMinutesAt(ms: number, timeZone: string): number {
  const key = `${timeZone} ${Math.floor(ms / QUARTER_HOUR)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = offsetFromIntl(ms, timeZone);
    if (offsets.size >= MAX_REMEMBERED) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** The zone's wall clock at an instant, read as if it were a UTC instant (milliseconds). */
function wallClockAsUtcMs(ms: number, timeZone: string): number {
  return Math.floor(ms / 1000) * 1000 + offsetMinutesAt(ms, timeZone) * 60_000;
}

/** -180 → "-03:00". */
export function formatOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  const hours = String(Math.floor(absolute / 60)).padStart(2, '0');
  return `${sign}${hours}:${String(absolute % 60).padStart(2, '0')}`;
}

/** An instant written with a known offset, to the second: 2026-11-22T14:05:00-03:00. */
export function isoWithOffset(ms: number, offsetMinutes: number): string {
  const wall = new Date(Math.floor(ms / 1000) * 1000 + offsetMinutes * 60_000).toISOString();
  return `${wall.slice(0, 19)}${formatOffset(offsetMinutes)}`;
}

export function zonedIso(at: Date, timeZone: string): string {
  return isoWithOffset(at.getTime(), offsetMinutesAt(at.getTime(), timeZone));
}

export function zonedParts(at: Date, timeZone: string): ZonedParts {
  const wall = new Date(wallClockAsUtcMs(at.getTime(), timeZone)).toISOString();
  const date = wall.slice(0, 10);
  return { date, time: wall.slice(11, 16), weekday: weekdayOfDate(date) };
}
