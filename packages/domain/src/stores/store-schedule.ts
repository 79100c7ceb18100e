import { type OpeningSchedule, type OpeningStatus, openingStatusAt, zonedParts } from './opening-shim.js';
import type { ExceptionalWaitTime } from './schedules.schema.js';

/** What the opening computation needs of a store. */
export function openingScheduleOf(store: {
  enabled: boolean;
  business_hours: OpeningSchedule['business_hours'];
  scheduled_closing_times: OpeningSchedule['scheduled_closing_times'];
}): OpeningSchedule {
  return {
    enabled: store.enabled,
    business_hours: store.business_hours.map(({ day, opening_time, closing_time, dispatch_method }) => ({
      day,
      opening_time,
      closing_time,
      dispatch_method,
    })),
    scheduled_closing_times: store.scheduled_closing_times.map(
      ({ start_datetime, end_datetime, dispatch_method }) => ({
        start_datetime,
        end_datetime,
        dispatch_method,
      }),
    ),
  };
}

export function storeOpeningAt(
  store: Parameters<typeof openingScheduleOf>[0],
  at: Date,
  timeZone: string,
): OpeningStatus {
  return openingStatusAt(openingScheduleOf(store), at, timeZone);
}

/**
 * The wait times in force at an instant (§3 "exceptional wait times"): a specific exception
 * covering the date and time wins over a periodic one for the weekday, which wins over the
 * store's own wait times.
 */
export function waitTimesAt(
  store: {
    delivery_wait_time: number;
    pick_up_wait_time: number;
    exceptional_wait_times: readonly ExceptionalWaitTime[];
  },
  at: Date,
  timeZone: string,
): { delivery_wait_time: number; pick_up_wait_time: number } {
  const { date, time, weekday } = zonedParts(at, timeZone);
  const inWindow = (w: ExceptionalWaitTime) => w.start_time <= time && time < w.end_time;
  const specific = store.exceptional_wait_times.find(
    (w) => w.kind === 'specific' && w.start_date <= date && date <= w.end_date && inWindow(w),
  );
  const periodic = store.exceptional_wait_times.find(
    (w) => w.kind === 'periodic' && w.day === weekday && inWindow(w),
  );
  const exception = specific ?? periodic;
  return exception
    ? { delivery_wait_time: exception.delivery_wait_time, pick_up_wait_time: exception.pick_up_wait_time }
    : { delivery_wait_time: store.delivery_wait_time, pick_up_wait_time: store.pick_up_wait_time };
}
