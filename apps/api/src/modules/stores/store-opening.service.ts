import {
  type OpeningStatus,
  openingStatusAt,
  openingStatusSpanAt,
  type StoreListQuery,
  zonedIso,
  zonedParts,
} from '@tablero/domain';
import type { Tx } from '../../db/client.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import { openingDataOf } from './store-opening.repo.js';
import type { ComputedOpening } from './store-opening-saved.repo.js';
import type { StoreFilter, StoreListRecord } from './stores.repo.js';

/** The opening status of several stores at one instant, in the tenant's time zone. */
export async function openingOf(
  tx: Tx,
  tenant: TenantRecord,
  storeIds: number[],
  now: Date,
): Promise<Map<number, OpeningStatus>> {
  const data = await openingDataOf(tx, tenant.id, storeIds, now);
  return new Map([...data].map(([id, schedule]) => [id, openingStatusAt(schedule, now, tenant.timeZone)]));
}

/**
 * The status of each store of a list page at `now`: its saved status where one holds, else
 * computed from its periods and closings; those computed are returned to be saved.
 */
export function pageOpenings(rows: StoreListRecord[], now: Date, timeZone: string) {
  const computed: ComputedOpening[] = [];
  const statuses = rows.map((row) => {
    if (row.savedStatus) return row.savedStatus;
    const schedule = row.opening ?? { enabled: false, business_hours: [], scheduled_closing_times: [] };
    const span = openingStatusSpanAt(schedule, now, timeZone);
    if (span.validUntil !== null)
      computed.push({
        storeId: row.id,
        version: row.openingVersion,
        status: span.status,
        validUntil: span.validUntil,
      });
    return span.status;
  });
  return { statuses, computed };
}

const closedStatus: OpeningStatus = {
  open: false,
  delivery: false,
  pick_up: false,
  reason: 'outside_hours',
  until: null,
};

export function statusOr(map: Map<number, OpeningStatus>, id: number): OpeningStatus {
  return map.get(id) ?? closedStatus;
}

/**
 * Narrows a list filter to the stores open (or not open) now. The open state is a condition of the
 * list's own SQL (`openNowCondition`), so the page costs the same one query however many stores
 * the tenant has; only the page's rows get the full opening computation (`until`, `reason`).
 */
export function withStatus(
  tenant: TenantRecord,
  filter: StoreFilter,
  status: StoreListQuery['status'],
  now: Date,
): StoreFilter {
  if (!status) return filter;
  const { weekday, time } = zonedParts(now, tenant.timeZone);
  return { ...filter, openNow: { open: status === 'opened', at: { instant: now, weekday, time } } };
}

export function openingView(storeId: number, status: OpeningStatus, now: Date, timeZone: string) {
  return { ...status, store_id: storeId, at: zonedIso(now, timeZone), time_zone: timeZone };
}
