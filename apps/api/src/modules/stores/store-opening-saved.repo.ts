import type { OpeningStatus } from '@tablero/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { storeOpeningStatuses } from '../../db/schema/index.js';

const saved = sql.raw('"store_opening_statuses"');

/**
 * Whether the joined saved status holds at the placeholders `now` and `timeZone` (see
 * `storeOpeningStatuses`).
 */
const savedStatusHolds = sql`(${saved}.status is not null and ${saved}.time_zone = ${sql.placeholder('timeZone')}
    and ${saved}.computed_at <= ${sql.placeholder('now')}::timestamptz
    and ${saved}.valid_until > ${sql.placeholder('now')}::timestamptz)`;

/** The columns a prepared list page reads its stores' saved opening statuses through (left join on the store). */
export function savedOpeningColumns() {
  const holds = savedStatusHolds;
  return {
    /** The saved status where it holds, else null. */
    savedStatus: sql<OpeningStatus | null>`case when ${holds} then ${saved}.status end`,
    /** The version a status computed now is saved over (0: no row yet). */
    openingVersion: sql<number>`coalesce(${saved}.version, 0)`.mapWith(Number),
    /** Whether the store's periods and closings are needed: enabled, and no saved status that holds. */
    needsOpening: sql<boolean>`("stores"."enabled" and not coalesce(${holds}, false))`,
  };
}

export interface ComputedOpening {
  storeId: number;
  /** The version read with the periods it was computed from. */
  version: number;
  status: OpeningStatus;
  validUntil: number;
}

/**
 * Saves statuses a page computed, each only over the version it was computed from: a change to the
 * store's periods or closings since then moved the version on, and that status stays unsaved.
 */
export async function saveOpenings(
  tx: Tx,
  tenantId: number,
  computed: ComputedOpening[],
  now: Date,
  timeZone: string,
): Promise<void> {
  if (computed.length === 0) return;
  const rows = computed.map((c) => ({
    store_id: c.storeId,
    version: c.version,
    status: c.status,
    valid_until: new Date(c.validUntil).toISOString(),
  }));
  await tx.execute(sql`insert into ${storeOpeningStatuses} as saved
      (tenant_id, store_id, version, status, time_zone, computed_at, valid_until)
    select ${tenantId}, u.store_id, u.version, u.status, ${timeZone}, ${now.toISOString()}::timestamptz, u.valid_until
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as u(store_id int, version int, status jsonb, valid_until timestamptz)
    where exists (select 1 from stores s where s.tenant_id = ${tenantId} and s.id = u.store_id)
    on conflict (tenant_id, store_id) do update
      set status = excluded.status, time_zone = excluded.time_zone, computed_at = excluded.computed_at,
        valid_until = excluded.valid_until
      where saved.version = excluded.version`);
}
