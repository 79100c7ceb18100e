import { dateAsUtcMs, type Weekday, weekdayOfDate } from './calendar.js';
import { offsetMinutesAt } from './zoned-time.js';

const MINUTE = 60_000;
// Real zones never change offset twice within a few hours, so sampling this often finds every change.
const SAMPLE_STEP = 6 * 60 * MINUTE;

export interface LocalMoment {
  date: string;
  minuteOfDay: number;
  weekday: Weekday;
}

/**
 * A zone's offsets over a window, read from Intl once so that many wall-clock conversions inside
 * the window cost no further Intl calls.
 */
export interface ZoneTimeline {
  /** Instants (ms) inside the window where the offset changes. */
  transitions: number[];
  offsetAt(ms: number): number;
  localMomentAt(ms: number): LocalMoment;
  /** Instants showing that wall clock: none in a spring-forward gap, two in a fall-back overlap. */
  instantsOfWallClock(date: string, minuteOfDay: number): number[];
  /** The first instant of a local date (a gap at midnight moves it to the end of the gap). */
  startOfDate(date: string): number;
}

function firstMinuteWithOffset(fromMs: number, toMs: number, offset: number, timeZone: string): number {
  let before = Math.floor(fromMs / MINUTE);
  let after = Math.ceil(toMs / MINUTE);
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (offsetMinutesAt(middle * MINUTE, timeZone) === offset) after = middle;
    else before = middle;
  }
  return after * MINUTE;
}

/*
 * A list computes the status of many stores at the same instant: they share one timeline, built
 * once. A handful of recent windows is plenty; the timeline is immutable.
 */
const recent = new Map<string, ZoneTimeline>();
const RECENT_LIMIT = 16;

export function zoneTimeline(timeZone: string, fromMs: number, toMs: number): ZoneTimeline {
  const key = `${timeZone} ${fromMs} ${toMs}`;
  const known = recent.get(key);
  if (known) return known;
  const built = buildZoneTimeline(timeZone, fromMs, toMs);
  if (recent.size >= RECENT_LIMIT) recent.delete(recent.keys().next().value as string);
  recent.set(key, built);
  return built;
}

function buildZoneTimeline(timeZone: string, fromMs: number, toMs: number): ZoneTimeline {
  const transitions: number[] = [];
  const offsets: number[] = [offsetMinutesAt(fromMs, timeZone)];
  for (let sample = fromMs; sample < toMs; ) {
    const next = Math.min(sample + SAMPLE_STEP, toMs);
    const offset = offsetMinutesAt(next, timeZone);
    if (offset !== offsets[offsets.length - 1]) {
      transitions.push(firstMinuteWithOffset(sample, next, offset, timeZone));
      offsets.push(offset);
    }
    sample = next;
  }

  const offsetAt = (ms: number): number => {
    if (ms < fromMs || ms > toMs) return offsetMinutesAt(ms, timeZone);
    let index = 0;
    while (index < transitions.length && transitions[index]! <= ms) index += 1;
    return offsets[index]!;
  };

  const instantsOfWallClock = (date: string, minuteOfDay: number): number[] => {
    const wallAsUtc = dateAsUtcMs(date) + minuteOfDay * MINUTE;
    const instants = new Set<number>();
    for (const offset of offsets) {
      const instant = wallAsUtc - offset * MINUTE;
      if (offsetAt(instant) === offset) instants.add(instant);
    }
    return [...instants].sort((a, b) => a - b);
  };

  const localMomentAt = (ms: number): LocalMoment => {
    const wall = new Date(ms + offsetAt(ms) * MINUTE);
    const date = wall.toISOString().slice(0, 10);
    const minuteOfDay = wall.getUTCHours() * 60 + wall.getUTCMinutes();
    return { date, minuteOfDay, weekday: weekdayOfDate(date) };
  };

  const startOfDate = (date: string): number => {
    const midnight = instantsOfWallClock(date, 0)[0];
    if (midnight !== undefined) return midnight;
    const endOfGap = transitions.find((t) => localMomentAt(t).date >= date);
    return endOfGap ?? dateAsUtcMs(date) - offsetAt(dateAsUtcMs(date)) * MINUTE;
  };

  return { transitions, offsetAt, localMomentAt, instantsOfWallClock, startOfDate };
}
