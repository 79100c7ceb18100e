import {
  type BusinessHour,
  type DeliveryArea,
  type DeliveryMethod,
  type ExceptionalWaitTime,
  type ScheduledClosing,
  weekdays,
  zonedIso,
} from '@tablero/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import {
  storeBusinessHours,
  storeDeliveryAreas,
  storeDeliveryMethods,
  storeExceptionalWaitTimes,
  storeScheduledClosings,
} from '../../db/schema/index.js';
import { ofTenant } from '../../db/tenant-filter.js';

/** The lists of a store, each item with its id. */
export interface StoreChildren {
  business_hours: (BusinessHour & { id: number })[];
  scheduled_closing_times: (ScheduledClosing & { id: number })[];
  exceptional_wait_times: (ExceptionalWaitTime & { id: number })[];
  delivery_areas: (DeliveryArea & { id: number })[];
  delivery_methods: (DeliveryMethod & { id: number })[];
}
export type ChildList = keyof StoreChildren;

const hhmm = (time: string) => time.slice(0, 5);

type ChildTable = PgTable & { tenantId: PgColumn; storeId: PgColumn; id: PgColumn };

/** How each list maps to its table: a row to a wire item, and an item to a row. */
const mappings = {
  business_hours: {
    table: storeBusinessHours,
    fromRow: (r: typeof storeBusinessHours.$inferSelect) => ({
      id: r.id,
      day: r.day as BusinessHour['day'],
      opening_time: hhmm(r.openingTime),
      closing_time: hhmm(r.closingTime),
      dispatch_method: r.dispatchMethod as BusinessHour['dispatch_method'],
    }),
    toRow: (i: BusinessHour) => ({
      day: i.day,
      openingTime: i.opening_time,
      closingTime: i.closing_time,
      dispatchMethod: i.dispatch_method,
    }),
  },
  scheduled_closing_times: {
    table: storeScheduledClosings,
    fromRow: (r: typeof storeScheduledClosings.$inferSelect, timeZone: string) => ({
      id: r.id,
      start_datetime: zonedIso(r.startAt, timeZone),
      end_datetime: zonedIso(r.endAt, timeZone),
      reason: r.reason,
      dispatch_method: r.dispatchMethod as ScheduledClosing['dispatch_method'],
    }),
    toRow: (i: ScheduledClosing) => ({
      startAt: new Date(i.start_datetime),
      endAt: new Date(i.end_datetime),
      reason: i.reason,
      dispatchMethod: i.dispatch_method,
    }),
  },
  exceptional_wait_times: {
    table: storeExceptionalWaitTimes,
    fromRow: (r: typeof storeExceptionalWaitTimes.$inferSelect): ExceptionalWaitTime & { id: number } => {
      const common = {
        id: r.id,
        start_time: hhmm(r.startTime),
        end_time: hhmm(r.endTime),
        delivery_wait_time: r.deliveryWaitTime,
        pick_up_wait_time: r.pickUpWaitTime,
      };
      return r.kind === 'periodic'
        ? { ...common, kind: 'periodic', day: r.day as BusinessHour['day'] }
        : { ...common, kind: 'specific', start_date: r.startDate ?? '', end_date: r.endDate ?? '' };
    },
    toRow: (i: ExceptionalWaitTime) => ({
      kind: i.kind,
      day: i.kind === 'periodic' ? i.day : null,
      startDate: i.kind === 'specific' ? i.start_date : null,
      endDate: i.kind === 'specific' ? i.end_date : null,
      startTime: i.start_time,
      endTime: i.end_time,
      deliveryWaitTime: i.delivery_wait_time,
      pickUpWaitTime: i.pick_up_wait_time,
    }),
  },
  delivery_areas: {
    table: storeDeliveryAreas,
    fromRow: (r: typeof storeDeliveryAreas.$inferSelect) => ({
      id: r.id,
      name: r.name,
      kind: r.kind as DeliveryArea['kind'],
      locked: r.locked,
      points: r.points.map((p) => ({ latitude: p.latitude, longitude: p.longitude })),
      delivery_fee: r.deliveryFee,
    }),
    toRow: (i: DeliveryArea) => ({
      name: i.name,
      kind: i.kind,
      locked: i.locked,
      points: i.points,
      deliveryFee: i.delivery_fee,
    }),
  },
  delivery_methods: {
    table: storeDeliveryMethods,
    fromRow: (r: typeof storeDeliveryMethods.$inferSelect) => ({
      id: r.id,
      delivery_type: r.deliveryType as DeliveryMethod['delivery_type'],
      delivery_fee_type: r.deliveryFeeType as DeliveryMethod['delivery_fee_type'],
      priority: r.priority,
      enabled: r.enabled,
      fee_amount: r.feeAmount,
      fee_per_km: r.feePerKm,
      // jsonb keeps keys in its own order: rebuilt in the wire order, so equal values compare equal.
      fee_configuration: r.feeConfiguration && {
        type: r.feeConfiguration.type,
        grant_type: r.feeConfiguration.grant_type,
        amount: r.feeConfiguration.amount,
        subsidised_service: r.feeConfiguration.subsidised_service,
      },
      external_delivery_cofinance: r.externalDeliveryCofinance && {
        kind: r.externalDeliveryCofinance.kind,
        value: r.externalDeliveryCofinance.value,
      },
    }),
    toRow: (i: DeliveryMethod) => ({
      deliveryType: i.delivery_type,
      deliveryFeeType: i.delivery_fee_type,
      priority: i.priority,
      enabled: i.enabled,
      feeAmount: i.fee_amount,
      feePerKm: i.fee_per_km,
      feeConfiguration: i.fee_configuration,
      externalDeliveryCofinance: i.external_delivery_cofinance,
    }),
  },
} as const;

export const childLists = Object.keys(mappings) as ChildList[];

const dayIndex = (day: string | null | undefined) => weekdays.indexOf((day ?? 'monday') as never);

/** The order the console shows each list in. */
const orderings: { [K in ChildList]: (a: StoreChildren[K][number], b: StoreChildren[K][number]) => number } =
  {
    business_hours: (a, b) =>
      dayIndex(a.day) - dayIndex(b.day) || a.opening_time.localeCompare(b.opening_time) || a.id - b.id,
    scheduled_closing_times: (a, b) =>
      Date.parse(a.start_datetime) - Date.parse(b.start_datetime) || a.id - b.id,
    exceptional_wait_times: (a, b) => a.id - b.id,
    delivery_areas: (a, b) => a.id - b.id,
    delivery_methods: (a, b) => a.priority - b.priority || a.id - b.id,
  };

export const emptyChildren = (): StoreChildren => ({
  business_hours: [],
  scheduled_closing_times: [],
  exceptional_wait_times: [],
  delivery_areas: [],
  delivery_methods: [],
});

/** Every list of several stores, or only the lists named, in a query per list. */
export async function loadChildren(
  tx: Tx,
  tenantId: number,
  storeIds: number[],
  timeZone: string,
  lists: readonly ChildList[] = childLists,
): Promise<Map<number, StoreChildren>> {
  const result = new Map(storeIds.map((id) => [id, emptyChildren()]));
  if (storeIds.length === 0) return result;
  for (const list of lists) {
    const { table, fromRow } = mappings[list] as unknown as {
      table: ChildTable;
      fromRow: (row: unknown, timeZone: string) => { id: number };
    };
    const rows = (await tx
      .select()
      .from(table)
      .where(and(ofTenant(table.tenantId, tenantId), inArray(table.storeId, storeIds)))
      .orderBy(asc(table.id))) as ({ storeId: number } & Record<string, unknown>)[];
    for (const row of rows) {
      (result.get(row.storeId)?.[list] as { id: number }[] | undefined)?.push(fromRow(row, timeZone));
    }
  }
  for (const children of result.values()) {
    for (const list of lists)
      (children[list] as unknown[]).sort(orderings[list] as (a: unknown, b: unknown) => number);
  }
  return result;
}

/**
 * Makes a store's list what a write left: items gone are deleted, items with an id that changed
 * are updated, items without one are inserted.
 */
export async function syncChildren<K extends ChildList>(
  tx: Tx,
  tenantId: number,
  storeId: number,
  list: K,
  before: readonly { id?: number | undefined }[],
  after: readonly (StoreChildren[K][number] | Omit<StoreChildren[K][number], 'id'>)[],
): Promise<void> {
  const { table, toRow } = mappings[list] as unknown as {
    table: ChildTable;
    toRow: (item: unknown) => Record<string, unknown>;
  };
  const scope = (ids: number[]) =>
    and(ofTenant(table.tenantId, tenantId), eq(table.storeId, storeId), inArray(table.id, ids));
  const kept = new Set(after.flatMap((i) => ('id' in i && i.id !== undefined ? [i.id] : [])));
  const gone = before.flatMap((i) => (i.id !== undefined && !kept.has(i.id) ? [i.id] : []));
  if (gone.length > 0) await tx.delete(table).where(scope(gone));
  const previous = new Map(before.map((i) => [i.id, JSON.stringify(toRow(i))]));
  const inserts: Record<string, unknown>[] = [];
  for (const item of after) {
    const values = toRow(item);
    const id = 'id' in item ? item.id : undefined;
    if (id === undefined) inserts.push({ ...values, tenantId, storeId });
    else if (previous.get(id) !== JSON.stringify(values))
      await tx
        .update(table)
        .set(values)
        .where(scope([id]));
  }
  if (inserts.length > 0) await tx.insert(table).values(inserts as never);
}
