import type { BannerKind, ShownBannersQuery, Weekday } from '@tablero/domain';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { preparedRead } from '../../db/prepared-read.js';
import { rowsOf } from '../../db/rows-of.js';
import { bannerPictures, bannerStores, banners, pictures, popUps } from '../../db/schema/index.js';
import { ofTenantPlaceholder } from '../../db/tenant-filter.js';

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

/**
 * Active, within its dates now, on today's weekday, for the dispatch method asked (none: every
 * one), in the section asked (none: every one). `now`, `weekday`, `dispatch` and `category` are
 * the statement's placeholders.
 */
function shownNow(t: typeof banners | typeof popUps): SQL {
  return sql`${t.active}
    and (${t.startAt} is null or ${t.startAt} <= ${sql.placeholder('now')}::timestamptz)
    and (${t.endAt} is null or ${t.endAt} > ${sql.placeholder('now')}::timestamptz)
    and ${t.availability} ? ${sql.placeholder('weekday')}::text
    and ${t.dispatchMethod} in (${sql.placeholder('dispatch')}::text, 'both')
    and (${sql.placeholder('category')}::text is null or ${t.category} = ${sql.placeholder('category')}::text)`;
}

const pictureColumns = {
  picture_id: pictures.id,
  tenant_id: pictures.tenantId,
  status: pictures.status,
  content_type: pictures.contentType,
  width: pictures.width,
  height: pictures.height,
};

/** The banners of a kind shown now: prepared once per connection, one text with a store asked, one without. */
function shownBannersQuery(tx: Tx, name: string, inStore: boolean) {
  const everyStore = sql`not exists (select 1 from ${bannerStores} s
    where s.tenant_id = ${banners.tenantId} and s.banner_id = ${banners.id})`;
  const theStore = sql`exists (select 1 from ${bannerStores} s
    where s.tenant_id = ${banners.tenantId} and s.banner_id = ${banners.id} and s.store_id = ${sql.placeholder('storeId')})`;
  return tx
    .select({
      id: banners.id,
      name: banners.name,
      description: banners.description,
      url: banners.url,
      category: banners.category,
      product_id: banners.productId,
      price_group_id: banners.priceGroupId,
      ...pictureColumns,
    })
    .from(banners)
    .innerJoin(
      bannerPictures,
      and(
        eq(bannerPictures.tenantId, banners.tenantId),
        eq(bannerPictures.bannerId, banners.id),
        eq(bannerPictures.platform, sql.placeholder('platform')),
      ),
    )
    .innerJoin(
      pictures,
      and(
        eq(pictures.tenantId, bannerPictures.tenantId),
        eq(pictures.id, bannerPictures.pictureId),
        eq(pictures.status, 'ready'),
      ),
    )
    .where(
      and(
        ofTenantPlaceholder(banners.tenantId),
        eq(banners.kind, sql.placeholder('kind')),
        shownNow(banners),
        inStore ? sql`(${everyStore} or ${theStore})` : everyStore,
      ),
    )
    .orderBy(asc(banners.position), asc(banners.id))
    .prepare(name);
}

const momentOf = (query: ShownBannersQuery, at: ShownMoment) => ({
  now: at.now.toISOString(),
  weekday: at.weekday,
  dispatch: query.dispatch_method ?? 'both',
  category: query.category ?? null,
  platform: query.platform,
});

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
): Promise<ShownRow[]> {
  const inStore = query.store_id !== undefined;
  return preparedRead(tx, `banners.shown.${Number(inStore)}`, (t, name) =>
    shownBannersQuery(t, name, inStore),
  ).execute({
    tenantId,
    kind,
    storeId: query.store_id ?? null,
    ...momentOf(query, at),
  });
}

/** The pop-ups a storefront opens now on the platform asked. */
export async function shownPopUps(
  tx: Tx,
  tenantId: number,
  query: ShownBannersQuery,
  at: ShownMoment,
): Promise<ShownRow[]> {
  return preparedRead(tx, 'pop_ups.shown', (t, name) =>
    t
      .select({
        id: popUps.id,
        name: popUps.name,
        description: popUps.description,
        url: popUps.url,
        category: popUps.category,
        product_id: sql<number | null>`null::int`,
        price_group_id: sql<number | null>`null::int`,
        ...pictureColumns,
      })
      .from(popUps)
      .innerJoin(
        pictures,
        and(
          eq(pictures.tenantId, popUps.tenantId),
          eq(pictures.id, popUps.pictureId),
          eq(pictures.status, 'ready'),
        ),
      )
      .where(
        and(
          ofTenantPlaceholder(popUps.tenantId),
          eq(popUps.platform, sql.placeholder('platform')),
          shownNow(popUps),
        ),
      )
      .orderBy(asc(popUps.position), asc(popUps.id))
      .prepare(name),
  ).execute({ tenantId, ...momentOf(query, at) });
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
