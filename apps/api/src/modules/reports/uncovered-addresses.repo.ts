import { UNCOVERED_PLACES_LISTED, type UncoveredAddressesReport } from '@tablero/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows-of.js';
import { uncoveredAddresses as uncovered } from '../../db/schema/index.js';

/** A delivery order refused because no zone of its store covers the address. */
export interface UncoveredAttempt {
  storeId: number;
  /** The local day of the attempt in the tenant's time zone. */
  day: string;
  latitude: number;
  longitude: number;
  textAddress: string;
  at: Date;
}

/** A coordinate as the table keeps it: degrees × 10⁴, rounded (about 11 m). */
export const toE4 = (degrees: number) => Math.round(degrees * 10_000);

/** Counts one more attempt at the point (rounded to about 11 m) of that store and day. */
export async function recordUncoveredAttempt(tx: Tx, tenantId: number, attempt: UncoveredAttempt) {
  await tx
    .insert(uncovered)
    .values({
      tenantId,
      storeId: attempt.storeId,
      day: attempt.day,
      latitudeE4: toE4(attempt.latitude),
      longitudeE4: toE4(attempt.longitude),
      attempts: 1,
      textAddress: attempt.textAddress,
      lastAt: attempt.at,
    })
    .onConflictDoUpdate({
      target: [
        uncovered.tenantId,
        uncovered.storeId,
        uncovered.day,
        uncovered.latitudeE4,
        uncovered.longitudeE4,
      ],
      set: {
        attempts: sql`${uncovered.attempts} + 1`,
        textAddress: sql`excluded.text_address`,
        lastAt: sql`greatest(${uncovered.lastAt}, excluded.last_at)`,
      },
    });
}

/**
 * Degrees × 10⁴ to degrees × 10³ (about 100 m), rounded half away from zero as `round()` does, in
 * integers: numeric division made the report's grouping several times slower.
 */
const toE3 = (e4: SQL) => sql`((${e4} + case when ${e4} < 0 then -5 else 5 end) / 10)`;

type Count = number | string;

interface Part {
  part: 'place' | 'store' | 'all';
  latitude_e3: number | null;
  longitude_e3: number | null;
  store_id: number | null;
  attempts: Count | null;
  addresses: Count | null;
  text_address: string | null;
}

/**
 * The period's attempts in the stores asked for (undefined: all), in one statement: the places of
 * about 100 m (most tried first, with the address last typed there), the stores, and the totals
 * (a point's two coordinates packed in one bigint to count the different ones).
 */
export async function uncoveredAddressesOf(
  tx: Tx,
  tenantId: number,
  from: string,
  to: string,
  storeIds: readonly number[] | undefined,
): Promise<Omit<UncoveredAddressesReport, 'report_type' | 'from' | 'to'>> {
  const parts = rowsOf<Part>(
    await tx.execute(sql`
      with attempted as (
        select ${uncovered.storeId} as store_id, ${uncovered.latitudeE4} as latitude_e4,
               ${uncovered.longitudeE4} as longitude_e4, ${uncovered.attempts} as attempts,
               ${uncovered.textAddress} as text_address, ${uncovered.lastAt} as last_at
          from ${uncovered}
         where ${uncovered.tenantId} = ${tenantId} and ${uncovered.day} between ${from}::date and ${to}::date
           ${storeIds ? sql`and ${uncovered.storeId} = any(${sql.param([...storeIds])}::int[])` : sql``}
      ), places as (
        select ${toE3(sql`latitude_e4`)} as latitude_e3, ${toE3(sql`longitude_e4`)} as longitude_e3,
               sum(attempts) as attempts, (array_agg(text_address order by last_at desc))[1] as text_address
          from attempted group by 1, 2 order by 3 desc, 1, 2 limit ${UNCOVERED_PLACES_LISTED}
      )
      (select 'place' as part, latitude_e3, longitude_e3, null::int as store_id, attempts, null::bigint as addresses,
              text_address from places order by attempts desc, latitude_e3, longitude_e3)
      union all
      (select 'store', null, null, store_id, sum(attempts), null, null from attempted
        group by store_id order by sum(attempts) desc, store_id)
      union all
      select 'all', null, null, null, sum(attempts), count(distinct latitude_e4::bigint * 4000000 + longitude_e4), null
        from attempted`),
  );
  const of = (part: Part['part']) => parts.filter((p) => p.part === part);
  const all = of('all')[0];
  return {
    totals: { attempts: Number(all?.attempts ?? 0), addresses: Number(all?.addresses ?? 0) },
    places: of('place').map((p) => ({
      latitude: Number(p.latitude_e3) / 1000,
      longitude: Number(p.longitude_e3) / 1000,
      attempts: Number(p.attempts),
      text_address: p.text_address ?? '',
    })),
    stores: of('store').map((s) => ({ store_id: Number(s.store_id), attempts: Number(s.attempts) })),
  };
}
