import { formatDateTime, wallClockToIso } from '@tablero/domain';

/** The spec's wall-clock time (`YYYY-MM-DDTHH:mm`, tenant's zone) as the instant kept. */
export const instantOf = (wallClock: string | null, timeZone: string) =>
  wallClock === null ? null : new Date(wallClockToIso(wallClock, timeZone) ?? Number.NaN);

/** A kept instant as the spec's wall-clock time in the tenant's zone. */
export const wallClockOf = (at: Date | null, timeZone: string) =>
  at === null ? null : formatDateTime(at, timeZone);
