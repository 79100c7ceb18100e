import type { Weekday } from '@tablero/domain';
import { and, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { storeBusinessHours, storeScheduledClosings, stores } from '../../db/schema/index.js';
import { ofTenant } from '../../db/tenant-filter.js';
import { outerStore, type StoreParam, valueParam } from './store-open-now.js';

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

/**
 * What opening needs of the store row in scope, as one JSON value: a list page reads it in its
 * own statement rather than in two more. Periods as "HH:mm" ("24:00" stays itself), closings
 * not over at `now`.
 */
export function openingDataColumn(now: Date | undefined, param: StoreParam = valueParam) {
  return sql<OpeningData>`json_build_object('enabled', ${outerStore.enabled},
    'business_hours', coalesce((select json_agg(json_build_object('day', h.day,
        'opening_time', left(h.opening_time::text, 5), 'closing_time', left(h.closing_time::text, 5),
        'dispatch_method', h.dispatch_method) order by h.id)
      from ${storeBusinessHours} h where h.tenant_id = ${outerStore.tenantId} and h.store_id = ${outerStore.id}), '[]'),
    'scheduled_closing_times', coalesce((select json_agg(json_build_object('start_datetime', c.start_at,
        'end_datetime', c.end_at, 'dispatch_method', c.dispatch_method) order by c.id)
      from ${storeScheduledClosings} c where c.tenant_id = ${outerStore.tenantId} and c.store_id = ${outerStore.id}
        and c.end_at > ${param('now', now?.toISOString())}::timestamptz), '[]'))`;
}

export async function openingDataOf(tx: Tx, tenantId: number, storeIds: number[], now: Date) {
  if (storeIds.length === 0) return new Map<number, OpeningData>();
  const rows = await tx
    .select({ id: stores.id, opening: openingDataColumn(now) })
    .from(stores)
    .where(and(ofTenant(stores.tenantId, tenantId), inArray(stores.id, storeIds)));
  return new Map(rows.map((r) => [r.id, r.opening]));
}
