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

const MS_PER_DAY = 24 * 60 * 60 * 1000;

// A store list asks for the same few dates and clock times thousands of times; parsing is the cost.
const MAX_REMEMBERED = 4096;
function remembered<T>(parse: (text: string) => T): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    let value = known.get(text);
    if (value === undefined && !known.has(text)) {
      value = parse(text);
      if (known.size >= MAX_REMEMBERED) known.clear();
      known.set(text, value);
    }
    return value as T;
  };
}

/** Milliseconds of a calendar date (YYYY-MM-DD) at 00:00 as if it were UTC. */
export const dateAsUtcMs = remembered((date: string): number => {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year ?? Number.NaN, (month ?? Number.NaN) - 1, day ?? Number.NaN);
});

export function weekdayOfDate(date: string): Weekday {
  const sundayFirst = new Date(dateAsUtcMs(date)).getUTCDay();
  return weekdays[(sundayFirst + 6) % 7]!;
}

const nextDays = remembered((dateAndDays: string): string => {
  const [date = '', days = '0'] = dateAndDays.split('|');
  return new Date(dateAsUtcMs(date) + Number(days) * MS_PER_DAY).toISOString().slice(0, 10);
});

export function addDays(date: string, days: number): string {
  return nextDays(`${date}|${days}`);
}

/**
 * "HH:mm" → minutes since midnight, or null when malformed. "24:00" is accepted so a period can
 * run to the end of the day.
 */
export const minutesOfClockTime = remembered(parseClockTime);

function parseClockTime(time: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

/** Whether a minute of the day lies in ["HH:mm", "HH:mm"): the start counts, the end does not. */
export function isMinuteWithin(minuteOfDay: number, start: string, end: string): boolean {
  const from = minutesOfClockTime(start);
  const to = minutesOfClockTime(end);
  if (from === null || to === null) return false;
  return from <= minuteOfDay && minuteOfDay < to;
}
