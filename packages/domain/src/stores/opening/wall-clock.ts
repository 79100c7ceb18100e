import { dateAsUtcMs, minutesOfClockTime } from './calendar.js';
import { zoneTimeline } from './zone-timeline.js';
import { zonedIso } from './zoned-time.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/**
 * A wall-clock time of the tenant's zone as the console's pickers show it (`YYYY-MM-DDTHH:mm`,
 * spec part 1 §9) to an ISO instant with that zone's offset. In the hour a spring-forward skips,
 * the time moves to the end of the gap; in the hour a fall-back repeats, the first one counts.
 * Null for text that is not such a time. The other way is `formatDateTime` of the tenant formats.
 */
export function wallClockToIso(wallClock: string, timeZone: string): string | null {
  const match = WALL_CLOCK.exec(wallClock);
  const minuteOfDay = match ? minutesOfClockTime(match[2] as string) : null;
  const date = match?.[1] ?? '';
  const around = dateAsUtcMs(date);
  const realDate = !Number.isNaN(around) && new Date(around).toISOString().slice(0, 10) === date;
  if (minuteOfDay === null || !realDate) return null;
  const timeline = zoneTimeline(timeZone, around - DAY, around + 2 * DAY);
  const [instant] = timeline.instantsOfWallClock(date, minuteOfDay);
  if (instant !== undefined) return zonedIso(new Date(instant), timeZone);
  const gapEnd = timeline.transitions.find((t) => t > around - DAY);
  return gapEnd === undefined ? null : zonedIso(new Date(gapEnd), timeZone);
}
