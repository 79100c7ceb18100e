import {
  buildPageMeta,
  type DriverDispatchBody,
  type DriverListQuery,
  type DriverView,
  driverMessages,
  type OrderView,
  resolveDriverWrite,
} from '@tablero/domain';
import type { Database, Tx } from '../../db/client.js';
import { invalidField, notFound, validationFailed } from '../../lib/app-error.js';
import { type AuditContext, recordAudit } from '../audit/audit.repo.js';
import type { Actor } from '../identity/actor.js';
import * as orders from '../orders/orders.repo.js';
import { loadOrderView } from '../orders/orders.service.js';
import { existingStoreIds } from '../stores/stores.repo.js';
import * as repo from './drivers.repo.js';

async function viewNow(
  tx: Tx,
  tenantId: number,
  id: number,
  storeIds?: readonly number[],
): Promise<DriverView> {
  const view = await repo.findDriverView(tx, tenantId, id, storeIds);
  if (!view) throw notFound();
  return view;
}

const stateOf = (row: NonNullable<Awaited<ReturnType<typeof repo.findDriver>>>) => ({
  name: row.name,
  kind: row.kind as DriverView['kind'],
  max_capacity: row.maxCapacity,
  status: row.status as DriverView['status'],
  store_id: row.storeId,
});

/**
 * Drivers (spec part 2 §9): a store's, seen and changed only by users who hold that store. A
 * driver out with orders keeps their store and cannot be deleted until they are back.
 */
export function driversService(db: Database) {
  /** The store a write names must be the tenant's and, for a user limited to stores, theirs. */
  async function checkStore(tx: Tx, tenantId: number, actor: Actor, storeId: number) {
    const held = actor.storeIds;
    if ((held && !held.includes(storeId)) || (await existingStoreIds(tx, tenantId, [storeId])).length === 0)
      throw invalidField('store_id', driverMessages.storeUnknown);
  }

  return {
    list(tenantId: number, actor: Actor, query: DriverListQuery) {
      return db.readTenant(tenantId, async (tx) => {
        const filter = {
          tenantId,
          storeIds: actor.storeIds,
          storeId: query.store_id,
          status: query.status,
          query: query.query,
        };
        const { rows, total } = await repo.listDrivers(tx, filter, query.page, query.limit);
        return { data: rows, meta: buildPageMeta(query.page, query.limit, total) };
      });
    },

    get(tenantId: number, actor: Actor, id: number) {
      return db.readTenant(tenantId, (tx) => viewNow(tx, tenantId, id, actor.storeIds));
    },

    create(ctx: AuditContext, actor: Actor, body: unknown): Promise<DriverView> {
      return db.withTenant(ctx.tenantId, async (tx) => {
        const result = resolveDriverWrite(undefined, body);
        if ('errors' in result) throw validationFailed(result.errors);
        await checkStore(tx, ctx.tenantId, actor, result.state.store_id);
        const id = await repo.insertDriver(tx, ctx.tenantId, result.state);
        const view = await viewNow(tx, ctx.tenantId, id);
        await recordAudit(tx, ctx, { entity: 'driver', entityId: id, action: 'create', after: view });
        return view;
      });
    },

    update(ctx: AuditContext, actor: Actor, id: number, body: unknown): Promise<DriverView> {
      return db.withTenant(ctx.tenantId, async (tx) => {
        const row = await repo.findDriver(tx, ctx.tenantId, id, actor.storeIds, true);
        if (!row) throw notFound();
        const before = stateOf(row);
        const result = resolveDriverWrite(before, body);
        if ('errors' in result) throw validationFailed(result.errors);
        const beforeView = await viewNow(tx, ctx.tenantId, id);
        if (JSON.stringify(before) === JSON.stringify(result.state)) return beforeView;
        if (result.state.store_id !== before.store_id) {
          await checkStore(tx, ctx.tenantId, actor, result.state.store_id);
          if ((await repo.ordersInHand(tx, ctx.tenantId, id)) > 0)
            throw invalidField('store_id', driverMessages.outWithOrders);
        }
        await repo.updateDriver(tx, ctx.tenantId, id, result.state);
        const view = await viewNow(tx, ctx.tenantId, id);
        await recordAudit(tx, ctx, {
          entity: 'driver',
          entityId: id,
          action: 'update',
          before: beforeView,
          after: view,
        });
        return view;
      });
    },

    remove(ctx: AuditContext, actor: Actor, id: number): Promise<void> {
      return db.withTenant(ctx.tenantId, async (tx) => {
        const row = await repo.findDriver(tx, ctx.tenantId, id, actor.storeIds, true);
        if (!row) throw notFound();
        if ((await repo.ordersInHand(tx, ctx.tenantId, id)) > 0)
          throw invalidField('id', driverMessages.outWithOrders);
        const before = await viewNow(tx, ctx.tenantId, id);
        await repo.deleteDriver(tx, ctx.tenantId, id);
        await recordAudit(tx, ctx, { entity: 'driver', entityId: id, action: 'delete', before });
      });
    },

    /**
     * Ready delivery orders of the store leave with an in-store driver of that store, as many as
     * they carry at once: each order goes `in_transit` with the driver's name in its history, and
     * the driver is `in_transit` until the last of them is delivered.
     */
    dispatch(
      ctx: AuditContext,
      actor: Actor,
      storeId: number,
      driverId: number,
      body: DriverDispatchBody,
    ): Promise<{ driver: DriverView; orders: OrderView[] }> {
      return db.withTenant(ctx.tenantId, async (tx) => {
        const driver = await repo.findDriver(tx, ctx.tenantId, driverId, actor.storeIds, true);
        if (!driver || driver.storeId !== storeId) throw notFound();
        if (driver.status !== 'in_store') throw invalidField('driver', driverMessages.notInStore);
        const ids = [...new Set(body.order_ids)];
        if (ids.length > driver.maxCapacity)
          throw invalidField('order_ids', driverMessages.overCapacity(driver.maxCapacity));
        const at = new Date();
        for (const orderId of ids) {
          const found = await orders.findOrder(tx, ctx.tenantId, orderId, [storeId], true);
          if (!found) throw notFound();
          if (found.order.dispatchMethod !== 'delivery')
            throw invalidField('order_ids', driverMessages.orderNotDelivery(found.order.code));
          if (found.order.status !== 'ready')
            throw invalidField('order_ids', driverMessages.orderNotReady(found.order.code));
          await orders.setOrderStatus(tx, ctx.tenantId, orderId, {
            status: 'in_transit',
            paymentStatus: found.order.paymentStatus,
            at,
          });
          await repo.setOrderDriver(tx, ctx.tenantId, orderId, { id: driver.id, name: driver.name });
          await orders.insertStatusChange(tx, ctx.tenantId, {
            orderId,
            fromStatus: 'ready',
            toStatus: 'in_transit',
            mover: 'staff',
            adminUserId: actor.id,
            adminUserName: actor.user.name,
            reason: null,
            at,
          });
        }
        await repo.setDriverStatus(tx, ctx.tenantId, driver.id, 'in_transit');
        return {
          driver: await viewNow(tx, ctx.tenantId, driver.id),
          orders: await Promise.all(ids.map((id) => loadOrderView(tx, ctx.tenantId, id))),
        };
      });
    },
  };
}

export type DriversService = ReturnType<typeof driversService>;
