import type { BannerKind, ShownBannersQuery, Weekday } from '@tablero/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows-of.js';
import { bannerPictures, bannerStores, banners, pictures, popUps } from '../../db/schema/index.js';

export interface ShownRow {
  id: number;
  name: string;
  description: string | null;
  url: string | null;
  category: string;
  product_id: number | null;
  price_group_id: number | null;
  picture_id: number;
  tenant_id: number;
  status: string;
  content_type: string | null;
  width: number | null;
  height: number | null;
}

export interface ShownMoment {
  now: Date;
  /** The weekday of `now` in the tenant's zone. */
  weekday: Weekday;
}

/** Active, within its dates now, on today's weekday, for the dispatch method asked (none: every one). */
function shownNow(table: 'b' | 'u', query: ShownBannersQuery, at: ShownMoment): SQL {
  const t = sql.raw(table);
  return sql`${t}.active
    and (${t}.start_at is null or ${t}.start_at <= ${at.now.toISOString()}::timestamptz)
    and (${t}.end_at is null or ${t}.end_at > ${at.now.toISOString()}::timestamptz)
    and ${t}.availability ? ${at.weekday}
    and ${t}.dispatch_method in (${query.dispatch_method ?? 'both'}, 'both')`;
}

/**
 * What a storefront shows now of one kind of banner: its picture for the platform asked, in the
 * store asked (or the ones shown in every store), in the storefront's order.
 */
export async function shownBanners(
  tx: Tx,
  tenantId: number,
  kind: BannerKind,
  query: ShownBannersQuery,
  at: ShownMoment,
) {
  const inStore =
    query.store_id === undefined
      ? sql`not exists (select 1 from ${bannerStores} s where s.tenant_id = b.tenant_id and s.banner_id = b.id)`
      : sql`(not exists (select 1 from ${bannerStores} s where s.tenant_id = b.tenant_id and s.banner_id = b.id)
          or exists (select 1 from ${bannerStores} s where s.tenant_id = b.tenant_id and s.banner_id = b.id
                      and s.store_id = ${query.store_id}))`;
  const result = await tx.execute(sql`
    select b.id, b.name, b.description, b.url, b.category, b.product_id, b.price_group_id,
           p.id as picture_id, p.tenant_id, p.status, p.content_type, p.width, p.height
      from ${banners} b
      join ${bannerPictures} bp on bp.tenant_id = b.tenant_id and bp.banner_id = b.id and bp.platform = ${query.platform}
      join ${pictures} p on p.tenant_id = bp.tenant_id and p.id = bp.picture_id and p.status = 'ready'
     where b.tenant_id = ${tenantId} and b.kind = ${kind}
       and ${shownNow('b', query, at)}
       and ${inStore}
       ${query.category ? sql`and b.category = ${query.category}` : sql``}
     order by b.position, b.id`);
  return rowsOf<ShownRow>(result);
}

/** The pop-ups a storefront opens now on the platform asked. */
export async function shownPopUps(tx: Tx, tenantId: number, query: ShownBannersQuery, at: ShownMoment) {
  const result = await tx.execute(sql`
    select u.id, u.name, u.description, u.url, u.category, null::int as product_id, null::int as price_group_id,
           p.id as picture_id, p.tenant_id, p.status, p.content_type, p.width, p.height
      from ${popUps} u
      join ${pictures} p on p.tenant_id = u.tenant_id and p.id = u.picture_id and p.status = 'ready'
     where u.tenant_id = ${tenantId} and u.platform = ${query.platform}
       and ${shownNow('u', query, at)}
       ${query.category ? sql`and u.category = ${query.category}` : sql``}
     order by u.position, u.id`);
  return rowsOf<ShownRow>(result);
}

/** The next start or end of any active banner or pop-up of the tenant after `now`: when an answer goes stale. */
export async function nextBoundary(tx: Tx, tenantId: number, now: Date): Promise<Date | null> {
  const at = now.toISOString();
  const result = await tx.execute(sql`
    select min(t) as next from (
      select start_at as t from ${banners} where tenant_id = ${tenantId} and active and start_at > ${at}::timestamptz
      union all select end_at from ${banners} where tenant_id = ${tenantId} and active and end_at > ${at}::timestamptz
      union all select start_at from ${popUps} where tenant_id = ${tenantId} and active and start_at > ${at}::timestamptz
      union all select end_at from ${popUps} where tenant_id = ${tenantId} and active and end_at > ${at}::timestamptz
    ) boundaries`);
  const [row] = rowsOf<{ next: Date | string | null }>(result);
  return row?.next ? new Date(row.next) : null;
}
