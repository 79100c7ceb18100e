import {
  type OpeningStatus,
  openingStatusAt,
  type StoreListQuery,
  zonedIso,
  zonedParts,
} from '@tablero/domain';
import type { Tx } from '../../db/client.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import { type KnownStores, openingDataOf, possiblyOpenStoreIds } from './store-opening.repo.js';
import type { StoreFilter } from './stores.repo.js';

/** The opening status of several stores at one instant, in the tenant's time zone. */
export async function openingOf(
  tx: Tx,
  tenant: TenantRecord,
  storeIds: number[],
  now: Date,
  known?: KnownStores,
): Promise<Map<number, OpeningStatus>> {
  const data = await openingDataOf(tx, tenant.id, storeIds, now, known);
  return new Map([...data].map(([id, schedule]) => [id, openingStatusAt(schedule, now, tenant.timeZone)]));
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
 * Narrows a list filter to the stores open (or closed) now. SQL finds the stores that may be open
 * (enabled, with a period of today around this minute in the tenant's zone, or with no hours);
 * the opening computation settles each of those exactly; the page is then cut in SQL with the
 * open ids in (or out). Costs one small query plus the schedules of the stores open now, so a
 * page of 25 stays a page of 25 however many stores the tenant has.
 */
export async function withStatus(
  tx: Tx,
  tenant: TenantRecord,
  filter: StoreFilter,
  status: StoreListQuery['status'],
  now: Date,
): Promise<StoreFilter> {
  if (!status) return filter;
  const { weekday, time } = zonedParts(now, tenant.timeZone);
  const candidates = await possiblyOpenStoreIds(tx, filter, weekday, time);
  const opening = await openingOf(tx, tenant, candidates, now);
  const openIds = candidates.filter((id) => opening.get(id)?.open);
  return status === 'opened' ? { ...filter, onlyIds: openIds } : { ...filter, exceptIds: openIds };
}

export function openingView(storeId: number, status: OpeningStatus, now: Date, timeZone: string) {
  return { ...status, store_id: storeId, at: zonedIso(now, timeZone), time_zone: timeZone };
}
