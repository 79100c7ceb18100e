import {
  buildPageMeta,
  fieldErrorsOf,
  nextOrderStatuses,
  type OrderListQuery,
  type OrderStatus,
  type OrderView,
  orderMoveRefusal,
  orderStatusBody,
  wallClockToIso,
} from '@tablero/domain';
import type { Database, Tx } from '../../db/client.js';
import { notFound, validationFailed } from '../../lib/app-error.js';
import type { Actor } from '../identity/actor.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import { viewOf } from './order-mapping.js';
import * as repo from './orders.repo.js';

/** An order as `GET /orders/{id}` shows it; 404 when it is not the tenant's or not in `storeIds`. */
export async function loadOrderView(
  tx: Tx,
  tenantId: number,
  id: number,
  storeIds?: readonly number[],
): Promise<OrderView> {
  const found = await repo.findOrder(tx, tenantId, id, storeIds);
  if (!found) throw notFound();
  const lines = await repo.linesOf(tx, tenantId, id);
  const history = await repo.historyOf(tx, tenantId, id);
  return viewOf(found.order, found.storeName, lines, history);
}

/** The instant a local date starts in the time zone (`to` is inclusive: its next day's start ends the range). */
function startOf(date: string, timeZone: string): Date {
  return new Date(wallClockToIso(`${date}T00:00`, timeZone) ?? `${date}T00:00:00Z`);
}

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** Whether staff may make this move at all (then a refusal is about its reason). */
const orderMoveAllowed = (from: OrderStatus, to: OrderStatus, dispatch: 'delivery' | 'pick_up') =>
  nextOrderStatuses(from, 'staff', dispatch).includes(to);

/**
 * A payment still to collect (cash, a card at the door) is collected when the order is delivered
 * and voided when it is canceled; an online payment already made stays as it is (refunds are
 * their own flow).
 */
function paymentAfter(payment: string, to: OrderStatus): string {
  if (payment !== 'created') return payment;
  if (to === 'completed') return 'completed';
  if (to === 'canceled') return 'canceled';
  return payment;
}

export function ordersService(db: Database) {
  return {
    list(tenant: TenantRecord, actor: Actor, query: OrderListQuery) {
      const { page, limit, from, to, ...filters } = query;
      const filter: repo.OrderListFilter = {
        ...filters,
        since: from ? startOf(from, tenant.timeZone) : undefined,
        before: to ? startOf(nextDay(to), tenant.timeZone) : undefined,
        storeIds: actor.storeIds,
      };
      return db.readTenant(tenant.id, async (tx) => {
        const { rows, total } = await repo.listOrders(tx, tenant.id, filter, page, limit);
        return {
          data: rows,
          meta: buildPageMeta(page, limit, total),
        };
      });
    },

    get(tenant: TenantRecord, actor: Actor, id: number): Promise<OrderView> {
      return db.readTenant(tenant.id, (tx) => loadOrderView(tx, tenant.id, id, actor.storeIds));
    },

    /**
     * The kitchen's status change: only the moves the state machine gives staff for the order's
     * dispatch method, a cancellation with its reason; recorded with who made it. An order of
     * another store than the path's is not found.
     */
    move(tenant: TenantRecord, actor: Actor, storeId: number, id: number, body: unknown): Promise<OrderView> {
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
        return loadOrderView(tx, tenant.id, id);
      });
    },
  };
}

export type OrdersService = ReturnType<typeof ordersService>;
