import type { Weekday } from '@tablero/domain';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { storeBusinessHours, storeScheduledClosings } from '../../db/schema/index.js';

/**
 * Columns of the `stores` row a subquery is correlated with, always qualified: drizzle writes a
 * column of a one-table select's SQL field unqualified, which inside a subquery would name the
 * subquery's own column of that name.
 */
export const outerStore = {
  id: sql.raw('"stores"."id"'),
  tenantId: sql.raw('"stores"."tenant_id"'),
  enabled: sql.raw('"stores"."enabled"'),
};

/**
 * How a value enters a store query: bound as a parameter of this statement (`valueParam`), or as
 * a named placeholder of a prepared statement, filled on each run (`placeholderParam`).
 */
export type StoreParam = (name: string, value: unknown) => SQL | Placeholder;
// One parameter even for an array (drizzle would expand a bare array into a list of parameters).
export const valueParam: StoreParam = (_name, value) => sql`${sql.param(value)}`;
export const placeholderParam: StoreParam = (name) => sql.placeholder(name);

/** The instant an open-now question is asked at, with the tenant's wall clock at that instant. */
export interface OpenNowMoment {
  instant: Date;
  weekday: Weekday;
  /** "HH:mm", the minute the opening computation evaluates. */
  time: string;
}

/**
 * Whether a store is open at a moment, as SQL over its row: enabled, and for delivery or for pick
 * up, a period of that weekday around that minute (the opening counts, the closing does not) with
 * no scheduled closing of that method in force. The same rule as `openingStatusAt`; the wall clock
 * comes from the same zone conversion, so a row the filter keeps says `open` on the page too.
 * `offset 0` keeps the EXISTS a subquery per store, answered from the store's periods of that day
 * by index: left to turn it into a semi-join, the planner without fresh statistics (PGlite has no
 * autovacuum; PostgreSQL right after an import) rescanned every period of the tenant per store.
 */
export function openNowCondition(at: OpenNowMoment, param: StoreParam = valueParam): SQL {
  const instant = param('openAtInstant', at.instant.toISOString());
  const time = param('openAtTime', at.time);
  return sql`exists (select 1 from ${storeBusinessHours} h
    cross join (values ('delivery'), ('pick_up')) as m(method)
    where ${outerStore.enabled} and h.tenant_id = ${outerStore.tenantId} and h.store_id = ${outerStore.id}
      and h.day = ${param('openAtWeekday', at.weekday)} and h.opening_time <= ${time}::time and h.closing_time > ${time}::time
      and h.dispatch_method in (m.method, 'both')
      and not exists (select 1 from ${storeScheduledClosings} c
        where c.tenant_id = h.tenant_id and c.store_id = h.store_id
          and c.dispatch_method in (m.method, 'both')
          and c.start_at <= ${instant}::timestamptz and c.end_at > ${instant}::timestamptz)
    offset 0)`;
}
