import {
  type BannerCategory,
  type bannerDispatchMethods,
  formatDateTime,
  type Weekday,
  wallClockToIso,
} from '@tablero/domain';

/** The spec's wall-clock time (`YYYY-MM-DDTHH:mm`, tenant's zone) as the instant kept. */
export const instantOf = (wallClock: string | null, timeZone: string) =>
  wallClock === null ? null : new Date(wallClockToIso(wallClock, timeZone) ?? Number.NaN);

/** A kept instant as the spec's wall-clock time in the tenant's zone. */
export const wallClockOf = (at: Date | null, timeZone: string) =>
  at === null ? null : formatDateTime(at, timeZone);

/** The columns a banner, a positional banner and a pop-up share. */
interface ShownRow {
  name: string;
  active: boolean;
  url: string | null;
  category: string;
  dispatchMethod: string;
  availability: string[];
  description: string | null;
  startAt: Date | null;
  endAt: Date | null;
}

/** The fields a banner and a pop-up share, as the domain's state. */
export interface ShownState {
  name: string;
  active: boolean;
  url: string | null;
  category: BannerCategory;
  dispatch_method: (typeof bannerDispatchMethods)[number];
  availability: Weekday[];
  description: string | null;
  start_date: string | null;
  end_date: string | null;
}

/** A row's shared columns as the domain's state, dates in the tenant's wall clock. */
export function shownStateOf(row: ShownRow, timeZone: string): ShownState {
  return {
    name: row.name,
    active: row.active,
    url: row.url,
    category: row.category as ShownState['category'],
    dispatch_method: row.dispatchMethod as ShownState['dispatch_method'],
    availability: row.availability as Weekday[],
    description: row.description,
    start_date: wallClockOf(row.startAt, timeZone),
    end_date: wallClockOf(row.endAt, timeZone),
  };
}

/** The shared fields of a state as their columns, dates as instants. */
export function shownColumnsOf(state: ShownState, timeZone: string): ShownRow {
  return {
    name: state.name,
    active: state.active,
    url: state.url,
    category: state.category,
    dispatchMethod: state.dispatch_method,
    availability: state.availability,
    description: state.description,
    startAt: instantOf(state.start_date, timeZone),
    endAt: instantOf(state.end_date, timeZone),
  };
}
