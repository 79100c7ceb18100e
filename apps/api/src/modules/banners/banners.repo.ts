import type { BannerKind, BannerPicture } from '@tablero/domain';
import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows-of.js';
import {
  bannerPictures,
  bannerStores,
  banners,
  pictures,
  priceGroups,
  products,
} from '../../db/schema/index.js';
import { ofTenant } from '../../db/tenant-filter.js';

export type BannerRow = typeof banners.$inferSelect;
export type BannerColumns = Omit<typeof banners.$inferInsert, 'tenantId' | 'id' | 'kind' | 'position'>;

/** A banner's picture with what its URL and its size rule need. */
export interface BannerPictureRow extends BannerPicture {
  bannerId: number;
  tenantId: number;
  status: string;
  contentType: string | null;
  width: number | null;
  height: number | null;
}

const byId = (tenantId: number, kind: BannerKind, id: number) =>
  and(ofTenant(banners.tenantId, tenantId), eq(banners.kind, kind), eq(banners.id, id));

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of the kind's banners in the storefront's order, with the total. */
export async function listBanners(
  tx: Tx,
  tenantId: number,
  kind: BannerKind,
  page: { query?: string | undefined; limit: number; offset: number },
) {
  const rows = await tx
    .select({ banner: banners, total: sql<number>`(count(*) over ())::int` })
    .from(banners)
    .where(
      and(
        ofTenant(banners.tenantId, tenantId),
        eq(banners.kind, kind),
        page.query ? ilike(banners.name, `%${escapeLike(page.query)}%`) : undefined,
      ),
    )
    .orderBy(asc(banners.position), asc(banners.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows: rows.map((r) => r.banner), total: rows[0]?.total };
}

export async function countBanners(tx: Tx, tenantId: number, kind: BannerKind, query?: string) {
  const [row] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(banners)
    .where(
      and(
        ofTenant(banners.tenantId, tenantId),
        eq(banners.kind, kind),
        query ? ilike(banners.name, `%${escapeLike(query)}%`) : undefined,
      ),
    );
  return row?.total ?? 0;
}

export async function findBanner(tx: Tx, tenantId: number, kind: BannerKind, id: number, forUpdate = false) {
  const query = tx
    .select()
    .from(banners)
    .where(byId(tenantId, kind, id));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

/** The stores and pictures of some banners, by banner id. */
export async function childrenOf(tx: Tx, tenantId: number, ids: readonly number[]) {
  if (ids.length === 0)
    return { stores: new Map<number, number[]>(), pictures: new Map<number, BannerPictureRow[]>() };
  // One after the other: a transaction's connection runs one statement at a time.
  const storeRows = await tx
    .select({ bannerId: bannerStores.bannerId, storeId: bannerStores.storeId })
    .from(bannerStores)
    .where(and(ofTenant(bannerStores.tenantId, tenantId), inArray(bannerStores.bannerId, [...ids])))
    .orderBy(asc(bannerStores.storeId));
  const pictureRows = await tx
    .select({
      bannerId: bannerPictures.bannerId,
      platform: bannerPictures.platform,
      picture_id: bannerPictures.pictureId,
      tenantId: pictures.tenantId,
      status: pictures.status,
      contentType: pictures.contentType,
      width: pictures.width,
      height: pictures.height,
    })
    .from(bannerPictures)
    .innerJoin(
      pictures,
      and(eq(pictures.tenantId, bannerPictures.tenantId), eq(pictures.id, bannerPictures.pictureId)),
    )
    .where(and(ofTenant(bannerPictures.tenantId, tenantId), inArray(bannerPictures.bannerId, [...ids])))
    .orderBy(asc(bannerPictures.platform));
  const stores = new Map<number, number[]>();
  for (const row of storeRows) stores.set(row.bannerId, [...(stores.get(row.bannerId) ?? []), row.storeId]);
  const found = new Map<number, BannerPictureRow[]>();
  for (const row of pictureRows)
    found.set(row.bannerId, [...(found.get(row.bannerId) ?? []), row as BannerPictureRow]);
  return { stores, pictures: found };
}

/** The names of the products and price groups positional banners lead to, by banner id. */
export async function bannerableNames(tx: Tx, tenantId: number, rows: readonly BannerRow[]) {
  const productIds = rows.flatMap((r) => (r.productId === null ? [] : [r.productId]));
  const groupIds = rows.flatMap((r) => (r.priceGroupId === null ? [] : [r.priceGroupId]));
  const productRows =
    productIds.length === 0
      ? []
      : await tx
          .select({ id: products.id, name: products.name })
          .from(products)
          .where(and(ofTenant(products.tenantId, tenantId), inArray(products.id, productIds)));
  const groupRows =
    groupIds.length === 0
      ? []
      : await tx
          .select({ id: priceGroups.id, name: priceGroups.name })
          .from(priceGroups)
          .where(and(ofTenant(priceGroups.tenantId, tenantId), inArray(priceGroups.id, groupIds)));
  const productNames = new Map(productRows.map((r) => [r.id, r.name]));
  const groupNames = new Map(groupRows.map((r) => [r.id, r.name]));
  const names = new Map<number, string>();
  for (const row of rows) {
    const name =
      row.productId !== null ? productNames.get(row.productId) : groupNames.get(row.priceGroupId ?? 0);
    if (name !== undefined) names.set(row.id, name);
  }
  return names;
}

/** Where a new banner of the kind goes: after the last. */
async function nextPosition(tx: Tx, tenantId: number, kind: BannerKind) {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${banners.position}) + 1, 0)::int` })
    .from(banners)
    .where(and(ofTenant(banners.tenantId, tenantId), eq(banners.kind, kind)));
  return row?.next ?? 0;
}

async function replaceChildren(
  tx: Tx,
  tenantId: number,
  bannerId: number,
  storeIds: readonly number[],
  chosen: readonly BannerPicture[],
) {
  await tx
    .delete(bannerStores)
    .where(and(ofTenant(bannerStores.tenantId, tenantId), eq(bannerStores.bannerId, bannerId)));
  await tx
    .delete(bannerPictures)
    .where(and(ofTenant(bannerPictures.tenantId, tenantId), eq(bannerPictures.bannerId, bannerId)));
  if (storeIds.length > 0)
    await tx.insert(bannerStores).values(storeIds.map((storeId) => ({ tenantId, bannerId, storeId })));
  await tx
    .insert(bannerPictures)
    .values(chosen.map((p) => ({ tenantId, bannerId, platform: p.platform, pictureId: p.picture_id })));
}

export async function insertBanner(
  tx: Tx,
  tenantId: number,
  kind: BannerKind,
  columns: BannerColumns,
  storeIds: readonly number[],
  chosen: readonly BannerPicture[],
) {
  const position = await nextPosition(tx, tenantId, kind);
  const [row] = await tx
    .insert(banners)
    .values({ ...columns, tenantId, kind, position })
    .returning();
  if (!row) throw new Error('the banner was not saved');
  await replaceChildren(tx, tenantId, row.id, storeIds, chosen);
  return row;
}

export async function updateBanner(
  tx: Tx,
  tenantId: number,
  kind: BannerKind,
  id: number,
  columns: BannerColumns,
  storeIds: readonly number[],
  chosen: readonly BannerPicture[],
) {
  const [row] = await tx
    .update(banners)
    .set({ ...columns, updatedAt: new Date() })
    .where(byId(tenantId, kind, id))
    .returning();
  if (!row) throw new Error('the banner was not saved');
  await replaceChildren(tx, tenantId, id, storeIds, chosen);
  return row;
}

export async function deleteBanner(tx: Tx, tenantId: number, kind: BannerKind, id: number) {
  await tx.delete(banners).where(byId(tenantId, kind, id));
}

/** Of `ids`, the ones that are banners of the kind (locked: their positions are about to change). */
export async function lockBannersOf(tx: Tx, tenantId: number, kind: BannerKind, ids: readonly number[]) {
  const rows = await tx
    .select({ id: banners.id, position: banners.position })
    .from(banners)
    .where(and(ofTenant(banners.tenantId, tenantId), eq(banners.kind, kind), inArray(banners.id, [...ids])))
    .for('update');
  return rows;
}

/** Several positions in one statement. */
export async function setPositions(
  tx: Tx,
  tenantId: number,
  kind: BannerKind,
  positions: readonly { id: number; position: number }[],
) {
  const ids = positions.map((p) => p.id);
  const places = positions.map((p) => p.position);
  await tx.execute(sql`update ${banners} b set position = moved.position, updated_at = now()
    from unnest(${sql.param(ids)}::int[], ${sql.param(places)}::int[]) as moved(id, position)
    where b.tenant_id = ${tenantId} and b.kind = ${kind} and b.id = moved.id`);
}

/** Banner names showing a picture, a store, a product or a price group: what a delete guard names. */
export async function bannersNaming(
  tx: Tx,
  tenantId: number,
  target: { pictureId?: number; storeId?: number; productId?: number; priceGroupId?: number },
): Promise<string[]> {
  const condition = target.pictureId
    ? sql`exists (select 1 from ${bannerPictures} p where p.tenant_id = b.tenant_id and p.banner_id = b.id and p.picture_id = ${target.pictureId})`
    : target.storeId
      ? sql`exists (select 1 from ${bannerStores} s where s.tenant_id = b.tenant_id and s.banner_id = b.id and s.store_id = ${target.storeId})`
      : target.productId
        ? sql`b.product_id = ${target.productId}`
        : sql`b.price_group_id = ${target.priceGroupId ?? 0}`;
  const result = await tx.execute(
    sql`select b.name from ${banners} b where b.tenant_id = ${tenantId} and ${condition} order by b.id limit 5`,
  );
  return rowsOf<{ name: string }>(result).map((r) => r.name);
}
