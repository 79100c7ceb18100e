import { z } from 'zod';
import { recordId } from '../shared/ids.js';
import { type DispatchMethod, type Weekday, weekdays } from './opening/index.js';
import { dispatchMethods, storeLimits } from './store-constants.js';
import { storeMessages } from './store-messages.js';

/** The spec's time format, `HH:mm` (§9). */
export const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
/** When a period ends: a time of day, or `24:00` for a store open until midnight (no minute lost at 23:59). */
export const closingTimeOfDay = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/);
/** A calendar date, `YYYY-MM-DD`. */
export const calendarDate = z.iso.date();
/** An instant with its offset (API.md: timestamps are ISO 8601 with offset). */
export const instant = z.iso.datetime({ offset: true });

export const weekday = z.enum(weekdays as [Weekday, ...Weekday[]]);
export const dispatchMethod = z.enum(dispatchMethods);

/** Minutes a customer waits: required, a number, greater than 0 (§5). */
export const waitMinutes = z.number().int().positive().max(storeLimits.maxWaitMinutes);

export const businessHourFields = {
  day: weekday,
  opening_time: timeOfDay,
  closing_time: closingTimeOfDay,
  dispatch_method: dispatchMethod,
};

/** One opening period on a weekday; closing later than opening (§5). */
export const businessHour = z
  .object({ id: recordId.optional(), ...businessHourFields })
  .refine((h) => h.closing_time > h.opening_time, {
    message: storeMessages.closingBeforeOpening,
    path: ['closing_time'],
  });
export type BusinessHour = z.infer<typeof businessHour>;

export const scheduledClosingFields = {
  start_datetime: instant,
  end_datetime: instant,
  reason: z.string().trim().max(200).nullable(),
  dispatch_method: dispatchMethod,
};

/** A closing window; valid only when start is before end (§5). */
export const scheduledClosing = z
  .object({ id: recordId.optional(), ...scheduledClosingFields })
  .refine((c) => Date.parse(c.end_datetime) > Date.parse(c.start_datetime), {
    message: storeMessages.endBeforeStart,
    path: ['end_datetime'],
  });
export type ScheduledClosing = z.infer<typeof scheduledClosing>;

const waitWindow = {
  start_time: timeOfDay,
  end_time: timeOfDay,
  delivery_wait_time: waitMinutes,
  pick_up_wait_time: waitMinutes,
};

const endAfterStart = { message: storeMessages.endBeforeStart, path: ['end_time'] };

/** Other wait times on a weekday, every week. */
export const periodicWaitTime = z
  .object({ id: recordId.optional(), kind: z.literal('periodic'), day: weekday, ...waitWindow })
  .refine((w) => w.end_time > w.start_time, endAfterStart);

/** Other wait times on the days from `start_date` to `end_date`, within the hours given. */
export const specificWaitTime = z
  .object({
    id: recordId.optional(),
    kind: z.literal('specific'),
    start_date: calendarDate,
    end_date: calendarDate,
    ...waitWindow,
  })
  .refine((w) => w.end_time > w.start_time, endAfterStart)
  .refine((w) => w.end_date >= w.start_date, { message: storeMessages.endBeforeStart, path: ['end_date'] });

export const exceptionalWaitTime = z.discriminatedUnion('kind', [periodicWaitTime, specificWaitTime]);
export type ExceptionalWaitTime = z.infer<typeof exceptionalWaitTime>;

/** Every field either kind may have, for the body form of a nested item. */
export const exceptionalWaitTimeFields = {
  kind: z.enum(['periodic', 'specific']),
  day: weekday.nullable(),
  start_date: calendarDate.nullable(),
  end_date: calendarDate.nullable(),
  ...waitWindow,
};

const overlaps = (a: { opening_time: string; closing_time: string }, b: typeof a) =>
  a.opening_time < b.closing_time && b.opening_time < a.closing_time;

const sharesDispatch = (a: DispatchMethod, b: DispatchMethod) => a === 'both' || b === 'both' || a === b;

/**
 * Indexes of periods that overlap an earlier-opening period of the same day serving a common
 * dispatch method (§5: the next period opens after the previous one closes).
 */
export function overlappingHours(hours: readonly Omit<BusinessHour, 'id'>[]): number[] {
  const found = new Set<number>();
  hours.forEach((a, i) => {
    hours.forEach((b, j) => {
      if (i === j || a.day !== b.day || !sharesDispatch(a.dispatch_method, b.dispatch_method)) return;
      if (!overlaps(a, b)) return;
      const later = a.opening_time > b.opening_time || (a.opening_time === b.opening_time && i > j) ? i : j;
      found.add(later);
    });
  });
  return [...found].sort((x, y) => x - y);
}
