import type { Weekday } from '@tablero/domain';
import { and, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { storeBusinessHours, storeScheduledClosings, stores } from '../../db/schema/index.js';
import { ofTenant } from '../../db/tenant-filter.js';
import { type StoreFilter, whereOf } from './stores.repo.js';

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

/**
 * Stores of the filter that may be open at a local weekday and time: enabled, and with a period
 * of that day around that time (a minute of slack either side), or with no hours at all. A
 * superset of the open stores, for the exact computation to settle.
 */
export async function possiblyOpenStoreIds(tx: Tx, filter: StoreFilter, weekday: Weekday, time: string) {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const next = hour * 60 + minute + 1;
  const upper =
    next >= 24 * 60
      ? '23:59:59'
      : `${String(Math.floor(next / 60)).padStart(2, '0')}:${String(next % 60).padStart(2, '0')}`;
  const hoursOf = (extra?: SQL) => sql`exists (select 1 from ${storeBusinessHours} h
    where h.tenant_id = ${stores.tenantId} and h.store_id = ${stores.id} ${extra ?? sql``})`;
  const rows = await tx
    .select({ id: stores.id })
    .from(stores)
    .where(
      and(
        whereOf(filter),
        eq(stores.enabled, true),
        or(
          hoursOf(
            sql`and h.day = ${weekday} and h.opening_time <= ${upper}::time and h.closing_time >= ${time}::time`,
          ),
          sql`not ${hoursOf()}`,
        ),
      ),
    );
  return rows.map((r) => r.id);
}
