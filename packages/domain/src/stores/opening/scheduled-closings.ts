import type { ClosingWindow } from './opening-schedule.js';

/** Whether a closing is in force at an instant: from its start (inclusive) to its end (exclusive). */
export function isClosingInForce(
  closing: Pick<ClosingWindow, 'start_datetime' | 'end_datetime'>,
  ms: number,
) {
  return Date.parse(closing.start_datetime) <= ms && ms < Date.parse(closing.end_datetime);
}

/** Spec: "An expired scheduled closing cannot be reused". Once its end has passed it is expired. */
export function isScheduledClosingExpired(closing: { end_datetime: string }, now: Date): boolean {
  return Date.parse(closing.end_datetime) <= now.getTime();
}

/** Every closing in force at `at`, whatever dispatch method it covers. */
export function scheduledClosingsInForce<C extends ClosingWindow>(
  schedule: { scheduled_closing_times: readonly C[] },
  at: Date,
): C[] {
  return schedule.scheduled_closing_times.filter((closing) => isClosingInForce(closing, at.getTime()));
}

/**
 * The closing a merchant ends by re-opening the store. When closings overlap, the one ending last
 * is the one keeping the store closed longest; callers that must clear all of them use
 * `scheduledClosingsInForce`.
 */
export function activeScheduledClosing<C extends ClosingWindow>(
  schedule: { scheduled_closing_times: readonly C[] },
  at: Date,
): C | null {
  let latest: C | null = null;
  for (const closing of scheduledClosingsInForce(schedule, at)) {
    if (!latest || Date.parse(closing.end_datetime) > Date.parse(latest.end_datetime)) latest = closing;
  }
  return latest;
}
