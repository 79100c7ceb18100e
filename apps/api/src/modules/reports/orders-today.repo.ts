import { openOrderStatuses } from '@tablero/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows-of.js';
import { orderStatusChanges as changes, orders } from '../../db/schema/index.js';

type Count = number | string;

/**
 * The orders placed since the local midnight of `day` in the stores asked for (undefined: all), per
 * status, with the oldest still open and the mean minutes to complete; the list's index by store
 * and time reads only today's rows.
 */
export async function ordersTodayOf(
  tx: Tx,
  tenantId: number,
  timeZone: string,
  day: string,
  storeIds: readonly number[] | undefined,
) {
  const result = await tx.execute(sql`
    with today as (
      select ${orders.id} as id, ${orders.status} as status, ${orders.total} as total, ${orders.createdAt} as created_at
        from ${orders}
       where ${orders.tenantId} = ${tenantId}
         and ${orders.createdAt} >= (${day}::date::timestamp at time zone ${timeZone})
         ${storeIds ? sql`and ${orders.storeId} = any(${sql.param([...storeIds])}::int[])` : sql``}
    )
    select status, count(*) as orders, sum(total) as total,
           min(created_at) filter (where status = any(${sql.param([...openOrderStatuses])}::text[])) as oldest_open_at,
           (select avg(extract(epoch from (c.at - t.created_at)) / 60)
              from today t
              join lateral (select ${changes.at} as at from ${changes}
                             where ${changes.tenantId} = ${tenantId} and ${changes.orderId} = t.id
                               and ${changes.toStatus} = 'completed'
                             order by ${changes.id} desc limit 1) c on true
             where t.status = 'completed') as average_minutes
      from today group by status`);
  const rows = rowsOf<{
    status: string;
    orders: Count;
    total: Count;
    oldest_open_at: Date | string | null;
    average_minutes: Count | null;
  }>(result);
  const oldest = rows
    .map((r) => r.oldest_open_at)
    .filter((at) => at !== null)
    .map((at) => new Date(at))
    .sort((a, b) => a.getTime() - b.getTime())[0];
  const minutes = rows[0]?.average_minutes;
  return {
    byStatus: new Map(rows.map((r) => [r.status, { orders: Number(r.orders), total: Number(r.total) }])),
    oldestOpenAt: oldest ? oldest.toISOString() : null,
    averageMinutesToComplete:
      minutes === null || minutes === undefined ? null : Math.round(Number(minutes) * 10) / 10,
  };
}
