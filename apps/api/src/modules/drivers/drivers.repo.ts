import type { DriverState, DriverView } from '@tablero/domain';
import { and, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { isoInstant } from '../../db/iso-instant.js';
import { containsPattern } from '../../db/like-pattern.js';
import { drivers, orders, stores } from '../../db/schema/index.js';
import { ofTenant } from '../../db/tenant-filter.js';

export interface DriverFilter {
  tenantId: number;
  storeIds?: readonly number[] | undefined;
  storeId?: number | undefined;
  status?: string | undefined;
  query?: string | undefined;
}

function whereOf(filter: DriverFilter): SQL | undefined {
  return and(
    ofTenant(drivers.tenantId, filter.tenantId),
    filter.storeIds ? inArray(drivers.storeId, [...filter.storeIds]) : undefined,
    filter.storeId ? eq(drivers.storeId, filter.storeId) : undefined,
    filter.status ? eq(drivers.status, filter.status) : undefined,
    filter.query ? ilike(drivers.name, containsPattern(filter.query)) : undefined,
  );
}

/** A driver as the API shows it, written by the database, with the orders out with them now. */
const driverViewRow = sql<DriverView>`json_build_object('id', ${drivers.id}, 'name', ${drivers.name},
  'kind', ${drivers.kind}, 'max_capacity', ${drivers.maxCapacity}, 'status', ${drivers.status},
  'store_id', ${drivers.storeId}, 'store_name', ${stores.name},
  'orders_in_hand', (select count(*)::int from ${orders} o where o.tenant_id = ${drivers.tenantId}
    and o.driver_id = ${drivers.id} and o.status = 'in_transit'),
  'created_at', ${isoInstant(sql`${drivers.createdAt}`)}, 'updated_at', ${isoInstant(sql`${drivers.updatedAt}`)})`;

export async function listDrivers(tx: Tx, filter: DriverFilter, page: number, limit: number) {
  const where = whereOf(filter);
  const rows = await tx
    .select({ view: driverViewRow })
    .from(drivers)
    .innerJoin(stores, and(eq(stores.tenantId, drivers.tenantId), eq(stores.id, drivers.storeId)))
    .where(where)
    .orderBy(drivers.name, desc(drivers.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await tx.select({ n: count() }).from(drivers).where(where);
  return { rows: rows.map((row) => row.view), total: total?.n ?? 0 };
}

export async function findDriverView(tx: Tx, tenantId: number, id: number, storeIds?: readonly number[]) {
  const [row] = await tx
    .select({ view: driverViewRow })
    .from(drivers)
    .innerJoin(stores, and(eq(stores.tenantId, drivers.tenantId), eq(stores.id, drivers.storeId)))
    .where(and(whereOf({ tenantId, storeIds }), eq(drivers.id, id)));
  return row?.view;
}

/** A driver's row, held until the transaction ends when `forUpdate` (an assignment, a save). */
export async function findDriver(
  tx: Tx,
  tenantId: number,
  id: number,
  storeIds?: readonly number[],
  forUpdate = false,
) {
  const query = tx
    .select()
    .from(drivers)
    .where(and(whereOf({ tenantId, storeIds }), eq(drivers.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

const columnsOf = (state: DriverState) => ({
  name: state.name,
  kind: state.kind,
  maxCapacity: state.max_capacity,
  status: state.status,
  storeId: state.store_id,
});

export async function insertDriver(tx: Tx, tenantId: number, state: DriverState): Promise<number> {
  const [row] = await tx
    .insert(drivers)
    .values({ tenantId, ...columnsOf(state) })
    .returning({ id: drivers.id });
  return row?.id as number;
}

export async function updateDriver(tx: Tx, tenantId: number, id: number, state: DriverState) {
  await tx
    .update(drivers)
    .set({ ...columnsOf(state), updatedAt: new Date() })
    .where(and(ofTenant(drivers.tenantId, tenantId), eq(drivers.id, id)));
}

export async function setDriverStatus(tx: Tx, tenantId: number, id: number, status: string) {
  await tx
    .update(drivers)
    .set({ status, updatedAt: new Date() })
    .where(and(ofTenant(drivers.tenantId, tenantId), eq(drivers.id, id)));
}

export async function deleteDriver(tx: Tx, tenantId: number, id: number) {
  await tx.delete(drivers).where(and(ofTenant(drivers.tenantId, tenantId), eq(drivers.id, id)));
}

/** How many orders are out with the driver now. */
export async function ordersInHand(tx: Tx, tenantId: number, driverId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        ofTenant(orders.tenantId, tenantId),
        eq(orders.driverId, driverId),
        eq(orders.status, 'in_transit'),
      ),
    );
  return row?.n ?? 0;
}

/** Sends an order out with a driver (their name kept with it, as the history keeps who moved it). */
export async function setOrderDriver(
  tx: Tx,
  tenantId: number,
  orderId: number,
  driver: { id: number; name: string },
) {
  await tx
    .update(orders)
    .set({ driverId: driver.id, driverName: driver.name })
    .where(and(ofTenant(orders.tenantId, tenantId), eq(orders.id, orderId)));
}

/** A driver whose last order out was delivered is back in the store. */
export async function driverBackIfDone(tx: Tx, tenantId: number, driverId: number | null): Promise<void> {
  if (driverId === null) return;
  if ((await ordersInHand(tx, tenantId, driverId)) === 0)
    await setDriverStatus(tx, tenantId, driverId, 'in_store');
}
