import { formatDateTime } from '@tablero/domain';

export type UntilText =
  | { kind: 'manual' }
  | { kind: 'today'; time: string }
  | { kind: 'tomorrow'; time: string }
  | { kind: 'later'; date: string; time: string };

const DAY_MS = 86_400_000;

/**
 * When a stock-out ends, as the kitchen says it, in the tenant's time zone: "hasta las 16:05",
 * "hasta mañana a las 11:30", "hasta el 28-11 a las 11:30", or until turned back.
 */
export function untilText(until: string | null, now: Date, timeZone: string): UntilText {
  if (until === null) return { kind: 'manual' };
  const [date = '', time = ''] = formatDateTime(until, timeZone).split('T');
  const today = formatDateTime(now, timeZone).slice(0, 10);
  if (date === today) return { kind: 'today', time };
  // Noon of today plus a day is tomorrow whatever the offset change in between.
  const tomorrow = formatDateTime(new Date(Date.parse(`${today}T12:00:00Z`) + DAY_MS), 'UTC').slice(0, 10);
  if (date === tomorrow) return { kind: 'tomorrow', time };
  const [, month, day] = date.split('-');
  return { kind: 'later', date: `${day}-${month}`, time };
}
