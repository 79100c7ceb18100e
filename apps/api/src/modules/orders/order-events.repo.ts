import { and, asc, gt, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { orderEventCounters, orderEvents } from '../../db/schema/index.js';
import { ofTenant } from '../../db/tenant-filter.js';

export type OrderEventRecord = Pick<typeof orderEvents.$inferSelect, 'id' | 'orderId' | 'storeId' | 'kind'>;

/** The tenant's order events after `afterId`, oldest first; only those of `storeIds` when given. */
export function orderEventsAfter(
  tx: Tx,
  tenantId: number,
  afterId: number,
  limit: number,
  storeIds?: readonly number[],
): Promise<OrderEventRecord[]> {
  return tx
    .select({
      id: orderEvents.id,
      orderId: orderEvents.orderId,
      storeId: orderEvents.storeId,
      kind: orderEvents.kind,
    })
    .from(orderEvents)
    .where(
      and(
        ofTenant(orderEvents.tenantId, tenantId),
        gt(orderEvents.id, afterId),
        storeIds ? inArray(orderEvents.storeId, [...storeIds]) : undefined,
      ),
    )
    .orderBy(asc(orderEvents.id))
    .limit(limit);
}

/** The id of the tenant's latest order event (0 before the first). */
export async function lastOrderEventId(tx: Tx, tenantId: number): Promise<number> {
  const [row] = await tx
    .select({ lastId: orderEventCounters.lastId })
    .from(orderEventCounters)
    .where(ofTenant(orderEventCounters.tenantId, tenantId));
  return row?.lastId ?? 0;
}
