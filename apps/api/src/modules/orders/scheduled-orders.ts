import { orderLimits, orderRefusals } from '@tablero/domain';
import type { Database } from '../../db/client.js';
import { tenants } from '../../db/schema/index.js';
import * as repo from './orders.repo.js';
import { paymentAfter } from './orders.service.js';

/**
 * How long before its time a scheduled order reaches the kitchen: as far ahead as a future order
 * must be placed, so an order placed at the earliest goes to the kitchen at once.
 */
export const SCHEDULED_ORDER_LEAD_MS = orderLimits.minScheduleAheadMinutes * 60_000;
const BATCH = 200;

/**
 * Moves every tenant's scheduled orders whose time has come to `created` (the kitchen board hears
 * it from the orders stream and chimes), or to `failed` when their store was disabled meanwhile;
 * the history says the server did it. Idempotent: run it as often as wanted, from any process.
 */
export async function releaseScheduledOrders(
  db: Database,
  now = new Date(),
): Promise<{ created: number; failed: number }> {
  const counts = { created: 0, failed: 0 };
  const before = new Date(now.getTime() + SCHEDULED_ORDER_LEAD_MS);
  for (const { id: tenantId } of await db.app.select({ id: tenants.id }).from(tenants)) {
    for (;;) {
      const released = await db.withTenant(tenantId, async (tx) => {
        const due = await repo.dueScheduledOrders(tx, tenantId, before, BATCH);
        for (const order of due) {
          const status = order.storeEnabled ? ('created' as const) : ('failed' as const);
          await repo.setOrderStatus(tx, tenantId, order.id, {
            status,
            paymentStatus: paymentAfter(order.paymentStatus, status),
            at: now,
          });
          await repo.insertStatusChange(tx, tenantId, {
            orderId: order.id,
            fromStatus: 'creation_scheduled',
            toStatus: status,
            mover: 'server',
            reason: order.storeEnabled ? null : orderRefusals.storeDisabledAtSchedule,
            at: now,
          });
          counts[status] += 1;
        }
        return due.length;
      });
      if (released < BATCH) break;
    }
  }
  return counts;
}
