import { isMinuteWithin, minutesOfClockTime, type Weekday } from './calendar.js';
import { zonedParts } from './zoned-time.js';

interface WaitTimes {
  /** Minutes. */
  delivery_wait_time: number;
  pick_up_wait_time: number;
}

export type WaitTimeException =
  | ({ kind: 'periodic'; day: Weekday; start_time: string; end_time: string } & WaitTimes)
  | ({
      kind: 'specific';
      /** YYYY-MM-DD, both dates included. */
      start_date: string;
      end_date: string;
      /** "HH:mm" on each date of the range; the start counts, the end does not. */
      start_time: string;
      end_time: string;
    } & WaitTimes);

/**
 * The wait times announced at an instant. A specific exception (a promotion, a holiday) is more
 * deliberate than a weekly one, so it wins; with neither, the store's normal times apply.
 */
export function waitTimesAt(
  store: WaitTimes & { exceptional_wait_times: readonly WaitTimeException[] },
  at: Date,
  timeZone: string,
): WaitTimes {
  const local = zonedParts(at, timeZone);
  const minuteOfDay = minutesOfClockTime(local.time) ?? 0;
  const applies = (exception: WaitTimeException) =>
    isMinuteWithin(minuteOfDay, exception.start_time, exception.end_time) &&
    (exception.kind === 'specific'
      ? exception.start_date <= local.date && local.date <= exception.end_date
      : exception.day === local.weekday);

  const exceptions = store.exceptional_wait_times.filter(applies);
  const chosen = exceptions.find((e) => e.kind === 'specific') ?? exceptions[0] ?? store;
  return { delivery_wait_time: chosen.delivery_wait_time, pick_up_wait_time: chosen.pick_up_wait_time };
}
