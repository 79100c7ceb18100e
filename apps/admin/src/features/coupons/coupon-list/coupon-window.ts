import { couponEnd, couponStart, zonedParts } from '@tablero/domain';
import { localDate } from '../../../shared/format/local-date.js';
import type { CouponRow, CouponValidity } from '../api.js';

type Window = Pick<CouponRow, 'startDate' | 'startTime' | 'expiryDate' | 'expiryTime'>;

/** Where the coupon's window starts and ends, in local dates and 24-hour times. */
export function windowEnds(row: Window): { start: string; end: string | null } {
  return {
    start: `${localDate(row.startDate)} ${row.startTime}`,
    end: row.expiryDate === null ? null : `${localDate(row.expiryDate)} ${row.expiryTime}`,
  };
}

/** Whether the window is open at this instant on the tenant's clock, still to come, or over. */
export function validityAt(row: Window, now: Date, timeZone: string): CouponValidity {
  const local = zonedParts(now, timeZone);
  const minute = `${local.date} ${local.time}`;
  const window = {
    start_date: row.startDate,
    start_time: row.startTime,
    expiry_date: row.expiryDate,
    expiry_time: row.expiryTime,
  };
  if (minute < couponStart(window)) return 'upcoming';
  const end = couponEnd(window);
  return end !== null && minute > end ? 'expired' : 'active';
}
