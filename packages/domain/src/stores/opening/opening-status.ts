import { addDays, isMinuteWithin, minutesOfClockTime, weekdayOfDate } from './calendar.js';
import {
  coversMethod,
  type OpeningSchedule,
  type OpeningStatus,
  type SingleDispatchMethod,
} from './opening-schedule.js';
import { isClosingInForce } from './scheduled-closings.js';
import { type ZoneTimeline, zoneTimeline } from './zone-timeline.js';
import { isoWithOffset } from './zoned-time.js';

const DAY = 24 * 60 * 60 * 1000;
const LOOK_AHEAD = 7 * DAY;
const methods: readonly SingleDispatchMethod[] = ['delivery', 'pick_up'];

type PerMethod = Record<SingleDispatchMethod, boolean>;

interface Evaluation {
  withinHours: PerMethod;
  closedByClosing: PerMethod;
  open: PerMethod;
}

function evaluate(schedule: OpeningSchedule, timeline: ZoneTimeline, ms: number): Evaluation {
  const moment = timeline.localMomentAt(ms);
  const withinHours = { delivery: false, pick_up: false };
  const closedByClosing = { delivery: false, pick_up: false };
  for (const period of schedule.business_hours) {
    if (period.day !== moment.weekday) continue;
    if (!isMinuteWithin(moment.minuteOfDay, period.opening_time, period.closing_time)) continue;
    for (const method of methods)
      if (coversMethod(period.dispatch_method, method)) withinHours[method] = true;
  }
  for (const closing of schedule.scheduled_closing_times) {
    if (!isClosingInForce(closing, ms)) continue;
    for (const method of methods)
      if (coversMethod(closing.dispatch_method, method)) closedByClosing[method] = true;
  }
  const open = {
    delivery: withinHours.delivery && !closedByClosing.delivery,
    pick_up: withinHours.pick_up && !closedByClosing.pick_up,
  };
  return { withinHours, closedByClosing, open };
}

const isOpen = (evaluation: Evaluation) => evaluation.open.delivery || evaluation.open.pick_up;

/** Instants in (from, to] where the status may change; between two of them it cannot. */
function possibleChanges(schedule: OpeningSchedule, timeline: ZoneTimeline, from: number, to: number) {
  const candidates = new Set<number>(timeline.transitions);
  for (const closing of schedule.scheduled_closing_times) {
    candidates.add(Date.parse(closing.start_datetime));
    candidates.add(Date.parse(closing.end_datetime));
  }
  const lastDate = timeline.localMomentAt(to).date;
  for (let date = timeline.localMomentAt(from).date; date <= lastDate; date = addDays(date, 1)) {
    const weekday = weekdayOfDate(date);
    // Midnight changes the weekday, which matters for a period ending at "24:00".
    const boundaries = [0];
    for (const period of schedule.business_hours) {
      if (period.day !== weekday) continue;
      boundaries.push(minutesOfClockTime(period.opening_time) ?? 0);
      boundaries.push(minutesOfClockTime(period.closing_time) ?? 0);
    }
    for (const minute of boundaries) {
      for (const instant of timeline.instantsOfWallClock(date, minute)) candidates.add(instant);
    }
  }
  return [...candidates].filter((ms) => ms > from && ms <= to).sort((a, b) => a - b);
}

/** A status and the instant before which it stays what it is (`null`: until the schedule changes). */
export interface OpeningStatusSpan {
  status: OpeningStatus;
  validUntil: number | null;
}

/** What a status says at an instant besides `until`: which methods are open, and why. */
function facetsOf(evaluation: Evaluation): string {
  const closedOnlyByClosing = methods.some(
    (method) => evaluation.withinHours[method] && evaluation.closedByClosing[method],
  );
  return `${evaluation.open.delivery} ${evaluation.open.pick_up} ${closedOnlyByClosing}`;
}

/**
 * The status at `at`, and how long `openingStatusAt` keeps answering exactly it (a cache may keep
 * it that long). It changes when one of its facets changes at a possible change, or, while no
 * change lies within the week it looks ahead (`until: null`), when the first one comes within
 * reach of that week.
 */
export function openingStatusSpanAt(
  schedule: OpeningSchedule,
  at: Date,
  timeZone: string,
): OpeningStatusSpan {
  if (!schedule.enabled) {
    return {
      status: { open: false, delivery: false, pick_up: false, reason: 'disabled', until: null },
      validUntil: null,
    };
  }
  const now = at.getTime();
  const horizon = now + LOOK_AHEAD;
  // A day of margin on each side so wall clocks near the window's edges convert without Intl.
  const timeline = zoneTimeline(timeZone, now - DAY, horizon + DAY);
  const current = evaluate(schedule, timeline, now);
  const open = isOpen(current);
  const changes = possibleChanges(schedule, timeline, now, horizon);
  const change = changes.find((ms) => isOpen(evaluate(schedule, timeline, ms)) !== open);
  const until = change === undefined ? null : isoWithOffset(change, timeline.offsetAt(change));

  const closedOnlyByClosing = methods.some(
    (method) => current.withinHours[method] && current.closedByClosing[method],
  );
  const reason = open ? 'open' : closedOnlyByClosing ? 'scheduled_closing' : 'outside_hours';
  const status: OpeningStatus = {
    open,
    delivery: current.open.delivery,
    pick_up: current.open.pick_up,
    reason,
    until,
  };

  const facets = facetsOf(current);
  const facetChange = changes.find((ms) => facetsOf(evaluate(schedule, timeline, ms)) !== facets);
  if (change !== undefined) return { status, validUntil: Math.min(facetChange ?? change, change) };
  const later = zoneTimeline(timeZone, horizon - DAY, horizon + 2 * DAY);
  const reached = possibleChanges(schedule, later, horizon, horizon + DAY).find(
    (ms) => isOpen(evaluate(schedule, later, ms)) !== open,
  );
  const untilReached = reached === undefined ? now + DAY : reached - LOOK_AHEAD;
  return { status, validUntil: Math.min(facetChange ?? untilReached, untilReached) };
}

export function openingStatusAt(schedule: OpeningSchedule, at: Date, timeZone: string): OpeningStatus {
  return openingStatusSpanAt(schedule, at, timeZone).status;
}
