import { type OpeningSchedule, type OpeningStatus, openingStatusAt } from './opening/index.js';

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
