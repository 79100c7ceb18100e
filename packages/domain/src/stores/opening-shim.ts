/**
 * TEMPORARY stand-in for `packages/domain/src/stores/opening/` (written in parallel elsewhere).
 * Same exports and contract; delete this file at merge and export the real module instead.
 * Kept minimal: enough for the store API and its tests to compile and behave.
 */
export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
export const weekdays: readonly Weekday[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];
export type DispatchMethod = 'delivery' | 'pick_up' | 'both';

export interface OpeningSchedule {
  enabled: boolean;
  business_hours: {
    day: Weekday;
    opening_time: string;
    closing_time: string;
    dispatch_method: DispatchMethod;
  }[];
  scheduled_closing_times: {
    start_datetime: string;
    end_datetime: string;
    dispatch_method: DispatchMethod;
  }[];
}

export interface OpeningStatus {
  open: boolean;
  delivery: boolean;
  pick_up: boolean;
  reason: 'open' | 'disabled' | 'outside_hours' | 'scheduled_closing';
  until: string | null;
}

export type TimedClosing = 'one_hour' | 'two_hours' | 'rest_of_day';

function partsOf(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'long',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  return parts;
}

/** Offset of the zone at an instant, in minutes east of UTC. */
function offsetMinutes(at: Date, timeZone: string): number {
  const p = partsOf(at, timeZone);
  const asUtc = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60000);
}

export function zonedParts(at: Date, timeZone: string): { date: string; time: string; weekday: Weekday } {
  const p = partsOf(at, timeZone);
  return {
    date: `${p.year}-${p.month}-${p.day}`,
    time: `${p.hour}:${p.minute}`,
    weekday: (p.weekday ?? 'monday').toLowerCase() as Weekday,
  };
}

export function zonedIso(at: Date, timeZone: string): string {
  const p = partsOf(at, timeZone);
  const offset = offsetMinutes(at, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${sign}${hh}:${mm}`;
}

export function isScheduledClosingExpired(closing: { end_datetime: string }, now: Date): boolean {
  return new Date(closing.end_datetime).getTime() <= now.getTime();
}

export function activeScheduledClosing(
  schedule: OpeningSchedule,
  at: Date,
): OpeningSchedule['scheduled_closing_times'][number] | null {
  const t = at.getTime();
  return (
    schedule.scheduled_closing_times.find(
      (c) => new Date(c.start_datetime).getTime() <= t && t < new Date(c.end_datetime).getTime(),
    ) ?? null
  );
}

/** The next local midnight after `now` in the zone, as an instant. */
function nextMidnight(now: Date, timeZone: string): Date {
  const { date } = zonedParts(now, timeZone);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const guess = new Date(Date.UTC(y, m - 1, d + 1));
  return new Date(guess.getTime() - offsetMinutes(guess, timeZone) * 60000);
}

export function closingWindow(
  kind: TimedClosing,
  now: Date,
  timeZone: string,
): { start_datetime: string; end_datetime: string } {
  const end =
    kind === 'rest_of_day'
      ? nextMidnight(now, timeZone)
      : new Date(now.getTime() + (kind === 'one_hour' ? 1 : 2) * 3600_000);
  return { start_datetime: zonedIso(now, timeZone), end_datetime: zonedIso(end, timeZone) };
}

export function openingStatusAt(schedule: OpeningSchedule, at: Date, timeZone: string): OpeningStatus {
  if (!schedule.enabled)
    return { open: false, delivery: false, pick_up: false, reason: 'disabled', until: null };
  const { weekday, time } = zonedParts(at, timeZone);
  const periods = schedule.business_hours.filter(
    (h) => h.day === weekday && h.opening_time <= time && time < h.closing_time,
  );
  const serves = (mode: 'delivery' | 'pick_up', list: { dispatch_method: DispatchMethod }[]) =>
    list.some((x) => x.dispatch_method === 'both' || x.dispatch_method === mode);
  const t = at.getTime();
  const closings = schedule.scheduled_closing_times.filter(
    (c) => new Date(c.start_datetime).getTime() <= t && t < new Date(c.end_datetime).getTime(),
  );
  const delivery = serves('delivery', periods) && !serves('delivery', closings);
  const pickUp = serves('pick_up', periods) && !serves('pick_up', closings);
  const open = delivery || pickUp;
  const reason = open
    ? 'open'
    : periods.length > 0 && closings.length > 0
      ? 'scheduled_closing'
      : 'outside_hours';
  return { open, delivery, pick_up: pickUp, reason, until: null };
}
