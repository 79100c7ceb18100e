import { type TimedClosing, wallClockToIso } from '@tablero/domain';

export type ClosingKind = 'permanent' | TimedClosing | 'scheduled';
export const closingKinds: readonly ClosingKind[] = [
  'permanent',
  'one_hour',
  'two_hours',
  'rest_of_day',
  'scheduled',
];

/** What the closing dialog asks the API for (spec part 1 §4 "Closing options"). */
export interface StoreClosing {
  kind: ClosingKind;
  startDatetime?: string;
  endDatetime?: string;
  reason?: string;
}

export interface ScheduledDraft {
  /** Picker values: `YYYY-MM-DD HH:mm:ss` wall clock of the tenant's zone. */
  start: string | null;
  end: string | null;
  reason: string;
}

export type ScheduledError = 'startRequired' | 'endRequired' | 'startBeforeEnd' | 'endPassed';

const pickerToWallClock = (value: string) => value.slice(0, 16).replace(' ', 'T');

/**
 * A scheduled range is valid only with both ends and the start before the end (spec part 1 §5);
 * one that has already ended would close nothing, so it is refused too.
 */
export function scheduledClosing(
  draft: ScheduledDraft,
  timeZone: string,
  now: Date,
): { closing: StoreClosing } | { errors: Partial<Record<'start' | 'end', ScheduledError>> } {
  const start = draft.start ? wallClockToIso(pickerToWallClock(draft.start), timeZone) : null;
  const end = draft.end ? wallClockToIso(pickerToWallClock(draft.end), timeZone) : null;
  if (!start || !end) {
    return {
      errors: {
        ...(start ? {} : { start: 'startRequired' as const }),
        ...(end ? {} : { end: 'endRequired' as const }),
      },
    };
  }
  if (Date.parse(start) >= Date.parse(end)) return { errors: { end: 'startBeforeEnd' } };
  if (Date.parse(end) <= now.getTime()) return { errors: { end: 'endPassed' } };
  const reason = draft.reason.trim();
  return {
    closing: { kind: 'scheduled', startDatetime: start, endDatetime: end, ...(reason ? { reason } : {}) },
  };
}
