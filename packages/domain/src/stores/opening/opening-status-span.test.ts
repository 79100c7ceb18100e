import { describe, expect, it } from 'vitest';
import { type Weekday, weekdays } from './calendar.js';
import type {
  BusinessHoursPeriod,
  ClosingWindow,
  DispatchMethod,
  OpeningSchedule,
} from './opening-schedule.js';
import { openingStatusAt, openingStatusSpanAt } from './opening-status.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A small deterministic generator (mulberry32), so a failure can be replayed from its seed. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]) => items[int(items.length)] as T;
  return { next, int, pick };
}

const methods: DispatchMethod[] = ['both', 'delivery', 'pick_up'];
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Random weekly periods (sometimes none on a day, sometimes to "24:00") and closings around `now`. */
function randomSchedule(random: ReturnType<typeof randomFrom>, now: number): OpeningSchedule {
  const business_hours: BusinessHoursPeriod[] = [];
  const openDays = random.int(8);
  for (let i = 0; i < openDays; i++) {
    const day = random.pick(weekdays) as Weekday;
    const start = random.int(24 * 4) * 15;
    const end = random.next() < 0.2 ? 24 * 60 : Math.min(24 * 60, start + 15 + random.int(16) * 30);
    business_hours.push({
      day,
      opening_time: clock(start),
      closing_time: clock(end),
      dispatch_method: random.pick(methods),
    });
  }
  const scheduled_closing_times: ClosingWindow[] = [];
  for (let i = random.int(3); i > 0; i--) {
    const start = now + (random.int(20 * 24) - 2 * 24) * 30 * MINUTE;
    scheduled_closing_times.push({
      start_datetime: new Date(start).toISOString(),
      end_datetime: new Date(start + (1 + random.int(48)) * 30 * MINUTE).toISOString(),
      dispatch_method: random.pick(methods),
    });
  }
  return { enabled: random.next() > 0.05, business_hours, scheduled_closing_times };
}

const zones = ['America/Santiago', 'America/Bogota', 'Europe/Madrid'];
// Around Santiago's autumn and spring changes and an ordinary week.
const starts = ['2026-04-01T12:00:00Z', '2026-08-30T12:00:00Z', '2026-11-16T12:00:00Z'].map(Date.parse);

describe('how long an opening status holds', () => {
  it('is what openingStatusAt answers at every instant before validUntil, and no longer', () => {
    const random = randomFrom(20261125);
    let checkedInstants = 0;
    let tight = 0;
    for (let round = 0; round < 400; round++) {
      const zone = random.pick(zones);
      const now = (random.pick(starts) as number) + random.int(14 * 24 * 60) * MINUTE + random.int(MINUTE);
      const schedule = randomSchedule(random, now);
      const span = openingStatusSpanAt(schedule, new Date(now), zone);
      const replay = `round ${round}, ${zone}, ${new Date(now).toISOString()}, ${JSON.stringify(schedule)}`;
      expect(span.status, replay).toEqual(openingStatusAt(schedule, new Date(now), zone));
      if (span.validUntil === null) {
        expect(schedule.enabled, replay).toBe(false);
        continue;
      }
      expect(span.validUntil, replay).toBeGreaterThan(now);
      const end = span.validUntil;
      const samples = [
        now + 1,
        end - 1,
        end - MINUTE,
        ...Array.from({ length: 12 }, () => now + random.next() * (end - now)),
      ];
      for (const at of samples.filter((ms) => ms >= now && ms < end)) {
        expect(
          openingStatusAt(schedule, new Date(at), zone),
          `${replay} at ${new Date(at).toISOString()}`,
        ).toEqual(span.status);
        checkedInstants++;
      }
      // Short of the one-day cap, the end is where the status really changes.
      if (end - now < DAY) {
        expect(openingStatusAt(schedule, new Date(end), zone), `${replay} at the end`).not.toEqual(
          span.status,
        );
        tight++;
      }
    }
    expect(checkedInstants).toBeGreaterThan(3000);
    expect(tight).toBeGreaterThan(150);
  });

  it('lets an always-closed week hold until a closing window’s end comes within the week', () => {
    const now = Date.parse('2026-11-16T12:00:00-03:00');
    const schedule: OpeningSchedule = {
      enabled: true,
      business_hours: weekdays.map((day) => ({
        day: day as Weekday,
        opening_time: '00:00',
        closing_time: '24:00',
        dispatch_method: 'both' as const,
      })),
      scheduled_closing_times: [
        {
          start_datetime: '2026-11-16T00:00:00-03:00',
          end_datetime: '2026-11-23T18:00:00-03:00',
          dispatch_method: 'both',
        },
      ],
    };
    const span = openingStatusSpanAt(schedule, new Date(now), 'America/Santiago');
    expect(span.status).toMatchObject({ open: false, reason: 'scheduled_closing', until: null });
    // The closing ends 7 days and 6 hours from now: in 6 hours that end is within the week looked ahead.
    expect(span.validUntil).toBe(Date.parse('2026-11-16T18:00:00-03:00'));
    expect(openingStatusAt(schedule, new Date(span.validUntil as number), 'America/Santiago').until).toBe(
      '2026-11-23T18:00:00-03:00',
    );
  });
});
