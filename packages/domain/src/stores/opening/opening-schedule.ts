import type { Weekday } from './calendar.js';

export type DispatchMethod = 'delivery' | 'pick_up' | 'both';

/** The two ways an order leaves a store; 'both' in a period or closing stands for these two. */
export type SingleDispatchMethod = Exclude<DispatchMethod, 'both'>;

export interface BusinessHoursPeriod {
  day: Weekday;
  /** "HH:mm"; periods never cross midnight. */
  opening_time: string;
  closing_time: string;
  dispatch_method: DispatchMethod;
}

export interface ClosingWindow {
  /** ISO 8601 instants with offset; the start counts, the end does not. */
  start_datetime: string;
  end_datetime: string;
  dispatch_method: DispatchMethod;
}

export interface OpeningSchedule {
  /** false = closed until someone opens it again (the "permanent" closing). */
  enabled: boolean;
  business_hours: BusinessHoursPeriod[];
  scheduled_closing_times: ClosingWindow[];
}

export interface OpeningStatus {
  /** Open for at least one dispatch method right now. */
  open: boolean;
  delivery: boolean;
  pick_up: boolean;
  reason: 'open' | 'disabled' | 'outside_hours' | 'scheduled_closing';
  /** When `open` next changes (ISO with the zone's offset), looking ahead at most 7 days. */
  until: string | null;
}

export function coversMethod(declared: DispatchMethod, method: SingleDispatchMethod): boolean {
  return declared === 'both' || declared === method;
}
