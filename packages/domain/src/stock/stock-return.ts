import { addDays } from '../stores/opening/calendar.js';
import type { OpeningSchedule } from '../stores/opening/opening-schedule.js';
import { openingStatusAt } from '../stores/opening/opening-status.js';
import { zoneTimeline } from '../stores/opening/zone-timeline.js';
import type { StockOutMode } from './stock-out.schema.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The instant (epoch ms) a stock-out marked at `now` ends by itself, or null when only a person
 * turns it back. "Until tomorrow's opening" is the first moment from the store's next local day
 * on (in `timeZone`) that the store is open for any dispatch method, per its hours and closings;
 * a store with no opening within a week comes back at that next day's start.
 */
export function stockReturnAt(
  mode: StockOutMode,
  now: Date,
  schedule: OpeningSchedule,
  timeZone: string,
): number | null {
  if (mode === 'manual') return null;
  if (mode === 'two_hours') return now.getTime() + 2 * HOUR;
  const timeline = zoneTimeline(timeZone, now.getTime() - DAY, now.getTime() + 2 * DAY);
  const nextDay = timeline.startOfDate(addDays(timeline.localMomentAt(now.getTime()).date, 1));
  const status = openingStatusAt({ ...schedule, enabled: true }, new Date(nextDay), timeZone);
  if (status.open) return nextDay;
  return status.until === null ? nextDay : Date.parse(status.until);
}

/** Out at `at`: marked and not yet back (a null `until` is out until someone turns it back). */
export const isOutAt = (until: Date | null, at: Date) => until === null || until.getTime() > at.getTime();
