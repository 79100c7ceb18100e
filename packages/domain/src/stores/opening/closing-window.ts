import { addDays } from './calendar.js';
import { zoneTimeline } from './zone-timeline.js';
import { isoWithOffset, offsetMinutesAt } from './zoned-time.js';

export type TimedClosing = 'one_hour' | 'two_hours' | 'rest_of_day';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function endOfLocalDay(startMs: number, timeZone: string): number {
  const timeline = zoneTimeline(timeZone, startMs - DAY, startMs + 2 * DAY);
  const tomorrow = addDays(timeline.localMomentAt(startMs).date, 1);
  return timeline.startOfDate(tomorrow);
}

/**
 * The range of a quick closing started now. It starts at the current minute, not the current
 * second, so the console's minute-precision pickers show it exactly and it is in force at once.
 * Hours are elapsed hours, so "one hour" lasts 60 minutes even across an offset change;
 * "rest of the day" ends when the zone's next local day begins, which on a DST day is 23 or 25
 * hours after midnight.
 */
export function closingWindow(
  kind: TimedClosing,
  now: Date,
  timeZone: string,
): { start_datetime: string; end_datetime: string } {
  const start = Math.floor(now.getTime() / MINUTE) * MINUTE;
  const end =
    kind === 'one_hour'
      ? start + HOUR
      : kind === 'two_hours'
        ? start + 2 * HOUR
        : endOfLocalDay(start, timeZone);
  return {
    start_datetime: isoWithOffset(start, offsetMinutesAt(start, timeZone)),
    end_datetime: isoWithOffset(end, offsetMinutesAt(end, timeZone)),
  };
}
