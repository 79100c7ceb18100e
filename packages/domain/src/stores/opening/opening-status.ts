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

export function openingStatusAt(schedule: OpeningSchedule, at: Date, timeZone: string): OpeningStatus {
  if (!schedule.enabled) {
    return { open: false, delivery: false, pick_up: false, reason: 'disabled', until: null };
  }
  const now = at.getTime();
  const horizon = now + LOOK_AHEAD;
  // A day of margin on each side so wall clocks near the window's edges convert without Intl.
  const timeline = zoneTimeline(timeZone, now - DAY, horizon + DAY);
  const current = evaluate(schedule, timeline, now);
  const open = isOpen(current);

  const change = possibleChanges(schedule, timeline, now, horizon).find(
    (ms) => isOpen(evaluate(schedule, timeline, ms)) !== open,
  );
  const until = change === undefined ? null : isoWithOffset(change, timeline.offsetAt(change));

  const closedOnlyByClosing = methods.some(
    (method) => current.withinHours[method] && current.closedByClosing[method],
  );
  const reason = open ? 'open' : closedOnlyByClosing ? 'scheduled_closing' : 'outside_hours';
  return { open, delivery: current.open.delivery, pick_up: current.open.pick_up, reason, until };
}
