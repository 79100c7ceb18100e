import type { Weekday } from '@tablero/domain';
import { and, gt, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { storeBusinessHours, storeScheduledClosings, stores } from '../../db/schema/index.js';
import { ofTenant } from '../../db/tenant-filter.js';

/** What opening needs of a store: hours, and the closings not over yet. */
export interface OpeningData {
  enabled: boolean;
  business_hours: {
    day: Weekday;
    opening_time: string;
    closing_time: string;
    dispatch_method: 'delivery' | 'pick_up' | 'both';
  }[];
  scheduled_closing_times: {
    start_datetime: string;
    end_datetime: string;
    dispatch_method: 'delivery' | 'pick_up' | 'both';
  }[];
}

/** Stores whose `enabled` the caller has already read (a list page): no need to ask again. */
export type KnownStores = readonly { id: number; enabled: boolean }[];

export async function openingDataOf(
  tx: Tx,
  tenantId: number,
  storeIds: number[],
  now: Date,
  known?: KnownStores,
) {
  const result = new Map<number, OpeningData>();
  if (storeIds.length === 0) return result;
  const rows =
    known ??
    (await tx
      .select({ id: stores.id, enabled: stores.enabled })
      .from(stores)
      .where(and(ofTenant(stores.tenantId, tenantId), inArray(stores.id, storeIds))));
  const hours = await tx
    .select()
    .from(storeBusinessHours)
    .where(
      and(ofTenant(storeBusinessHours.tenantId, tenantId), inArray(storeBusinessHours.storeId, storeIds)),
    );
  const closings = await tx
    .select()
    .from(storeScheduledClosings)
    .where(
      and(
        ofTenant(storeScheduledClosings.tenantId, tenantId),
        inArray(storeScheduledClosings.storeId, storeIds),
        gt(storeScheduledClosings.endAt, now),
      ),
    );
  for (const r of rows)
    result.set(r.id, { enabled: r.enabled, business_hours: [], scheduled_closing_times: [] });
  for (const h of hours) {
    result.get(h.storeId)?.business_hours.push({
      day: h.day as Weekday,
      opening_time: h.openingTime.slice(0, 5),
      closing_time: h.closingTime.slice(0, 5),
      dispatch_method: h.dispatchMethod as 'both',
    });
  }
  for (const c of closings) {
    result.get(c.storeId)?.scheduled_closing_times.push({
      start_datetime: c.startAt.toISOString(),
      end_datetime: c.endAt.toISOString(),
      dispatch_method: c.dispatchMethod as 'both',
    });
  }
  return result;
}
