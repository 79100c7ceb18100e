import {
  addDays,
  type BestSellersQuery,
  buildPageMeta,
  fieldErrorsOf,
  KITCHEN_BOARD_MOST_ORDERS,
  kitchenBoardStatuses,
  nextOrderStatuses,
  type OrderDetail,
  type OrderExportParams,
  type OrderExportQuery,
  type OrderListQuery,
  type OrderStatus,
  type OrderView,
  orderMoveRefusal,
  orderStatusBody,
  wallClockToIso,
  zonedParts,
} from '@tablero/domain';
import type { Database, Tx } from '../../db/client.js';
import { type JobQueue, startJob } from '../../jobs/core-jobs.js';
import { exportFileParts } from '../../jobs/export-parts.js';
import { notFound, validationFailed } from '../../lib/app-error.js';
import type { FileStore } from '../../lib/file-store.js';
import { driverBackIfDone } from '../drivers/drivers.repo.js';
import type { Actor } from '../identity/actor.js';
import { reportStores } from '../reports/reports.service.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import { bestSellers } from './best-sellers.repo.js';
import * as repo from './orders.repo.js';

/** An order as `GET /orders/{id}` shows it; 404 when it is not the tenant's or not in `storeIds`. */
export async function loadOrderView(
  tx: Tx,
  tenantId: number,
  id: number,
  storeIds?: readonly number[],
): Promise<OrderView> {
  const view = await repo.findOrderView(tx, tenantId, id, storeIds);
  if (!view) throw notFound();
  return view;
}

/** An order as staff open it: the view and, while the tenant's loyalty program runs, its points. */
async function loadOrderDetail(
  tx: Tx,
  tenantId: number,
  id: number,
  storeIds?: readonly number[],
): Promise<OrderDetail> {
  const detail = await repo.findOrderDetail(tx, tenantId, id, storeIds);
  if (!detail) throw notFound();
  return detail;
}

/** The instant a local date starts in the time zone (`to` is inclusive: its next day's start ends the range). */
function startOf(date: string, timeZone: string): Date {
  return new Date(wallClockToIso(`${date}T00:00`, timeZone) ?? `${date}T00:00:00Z`);
}

/** Whether staff may make this move at all (then a refusal is about its reason). */
const orderMoveAllowed = (from: OrderStatus, to: OrderStatus, dispatch: 'delivery' | 'pick_up') =>
  nextOrderStatuses(from, 'staff', dispatch).includes(to);

/**
 * A payment still to collect (cash, a card at the door) is collected when the order is delivered
 * and voided when it is canceled; an online payment already made stays as it is (refunds are
 * their own flow).
 */
export function paymentAfter(payment: string, to: OrderStatus): string {
  if (payment !== 'created') return payment;
  if (to === 'completed') return 'completed';
  if (to === 'canceled' || to === 'failed') return 'canceled';
  return payment;
}

/** The list's filter from the query: the local days as the tenant's instants, the user's stores. */
export function listFilterOf(
  tenant: TenantRecord,
  query: Omit<OrderListQuery, 'page' | 'limit'>,
  storeIds: readonly number[] | undefined,
): repo.OrderListFilter {
  const { from, to, ...filters } = query;
  return {
    ...filters,
    since: from ? startOf(from, tenant.timeZone) : undefined,
    before: to ? startOf(addDays(to, 1), tenant.timeZone) : undefined,
    storeIds,
  };
}

export function ordersService(db: Database, files: FileStore, queue?: JobQueue) {
  return {
    list(tenant: TenantRecord, actor: Actor, query: OrderListQuery) {
      const { page, limit, ...filters } = query;
      const filter = listFilterOf(tenant, filters, actor.storeIds);
      return db.readTenant(tenant.id, async (tx) => {
        const { rows, total } = await repo.listOrders(tx, tenant.id, filter, page, limit);
        return {
          data: rows,
          meta: buildPageMeta(page, limit, total),
        };
      });
    },

    /**
     * The orders a kitchen board starts from: those still in the kitchen's hands, placed (or due)
     * since yesterday began in the tenant's time zone (an order forgotten for days is for the orders
     * list, not the kitchen), each as `GET /orders/{id}` shows it.
     */
    board(tenant: TenantRecord, storeIds: readonly number[] | undefined, now = new Date()) {
      const today = zonedParts(now, tenant.timeZone).date;
      const since = startOf(addDays(today, -1), tenant.timeZone);
      return db.readTenant(tenant.id, async (tx) => ({
        data: await repo.boardOrderViews(tx, tenant.id, {
          statuses: kitchenBoardStatuses,
          since,
          storeIds,
          limit: KITCHEN_BOARD_MOST_ORDERS,
        }),
      }));
    },

    /** The products sold most in the range, in the store asked for and those the user may see. */
    bestSellers(tenant: TenantRecord, actor: Actor, query: BestSellersQuery) {
      const { store_id: storeId, ...range } = query;
      const storeIds = reportStores(actor, storeId);
      return db.readTenant(tenant.id, (tx) => bestSellers(tx, tenant.id, { ...range, storeIds }));
    },

    /** Starts the spreadsheet of the orders the filters match (jobs/export-orders.job.ts); answers the job. */
    startExport(tenant: TenantRecord, actor: Actor, query: OrderExportQuery): Promise<string> {
      const params: OrderExportParams = { query, store_ids: actor.storeIds ? [...actor.storeIds] : null };
      return startJob(db, queue, { tenantId: tenant.id, kind: 'export_orders', params, createdBy: actor.id });
    },

    exportFile(tenant: TenantRecord, actor: Actor, jobId: string): Promise<AsyncIterable<Buffer>> {
      return exportFileParts(db, files, tenant.id, actor, jobId, 'export_orders');
    },

    get(tenant: TenantRecord, actor: Actor, id: number): Promise<OrderDetail> {
      return db.readTenant(tenant.id, (tx) => loadOrderDetail(tx, tenant.id, id, actor.storeIds));
    },

    /**
     * The kitchen's status change: only the moves the state machine gives staff for the order's
     * dispatch method, a cancellation with its reason; recorded with who made it. An order of
     * another store than the path's is not found.
     */
    move(
      tenant: TenantRecord,
      actor: Actor,
      storeId: number,
      id: number,
      body: unknown,
    ): Promise<OrderDetail> {
      const parsed = orderStatusBody.safeParse(body);
      if (!parsed.success) throw validationFailed(fieldErrorsOf(parsed.error));
      const { status: to, reason } = parsed.data.order;
      return db.withTenant(tenant.id, async (tx) => {
        const found = await repo.findOrder(tx, tenant.id, id, actor.storeIds, true);
        if (!found || found.order.storeId !== storeId) throw notFound();
        const { order } = found;
        const from = order.status as OrderStatus;
        const dispatch = order.dispatchMethod as 'delivery' | 'pick_up';
        const refusal = orderMoveRefusal({ from, to, by: 'staff', dispatch, reason: reason ?? undefined });
        if (refusal) {
          const field = to === 'canceled' && orderMoveAllowed(from, to, dispatch) ? 'order.reason' : 'status';
          throw validationFailed([{ field, message: refusal }]);
        }
        const at = new Date();
        await repo.setOrderStatus(tx, tenant.id, id, {
          status: to,
          paymentStatus: paymentAfter(order.paymentStatus, to),
          at,
        });
        await repo.insertStatusChange(tx, tenant.id, {
          orderId: id,
          fromStatus: from,
          toStatus: to,
          mover: 'staff',
          adminUserId: actor.id,
          adminUserName: actor.user.name,
          reason: to === 'canceled' ? (reason?.trim() ?? null) : null,
          at,
        });
        if (to === 'completed') await driverBackIfDone(tx, tenant.id, order.driverId);
        return loadOrderDetail(tx, tenant.id, id);
      });
    },
  };
}

export type OrdersService = ReturnType<typeof ordersService>;
