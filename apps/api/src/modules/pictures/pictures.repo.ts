import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { preparedRead } from '../../db/prepared-read.js';
import { pictures } from '../../db/schema/index.js';
import { ofTenant, ofTenantPlaceholder } from '../../db/tenant-filter.js';
import type { LinkedPicture } from './picture-links.js';

export type PictureRecord = typeof pictures.$inferSelect;

export type SizedPicture = LinkedPicture & { width: number | null; height: number | null };

/** The tenant's pictures among `ids`, with what their URLs and a place's size rules need. */
export async function sizedPictures(
  tx: Tx,
  tenantId: number,
  ids: readonly number[],
): Promise<SizedPicture[]> {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: pictures.id,
      tenantId: pictures.tenantId,
      status: pictures.status,
      contentType: pictures.contentType,
      width: pictures.width,
      height: pictures.height,
    })
    .from(pictures)
    .where(and(ofTenant(pictures.tenantId, tenantId), inArray(pictures.id, [...ids])));
}

const byId = (tenantId: number, id: number) =>
  and(ofTenant(pictures.tenantId, tenantId), eq(pictures.id, id));

/** The picture list's query, with or without the category, values as placeholders (see `preparedRead`). */
function pictureListQuery(tx: Tx, name: string, categorized: boolean) {
  return tx
    .select({ picture: pictures, total: sql<number>`(count(*) over ())::int` })
    .from(pictures)
    .where(
      and(
        ofTenantPlaceholder(pictures.tenantId),
        categorized ? eq(pictures.category, sql.placeholder('category')) : undefined,
      ),
    )
    .orderBy(asc(pictures.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

/** A page of pictures; `total` is undefined on an empty page (`countPictures` then says it). */
export async function listPictures(
  tx: Tx,
  tenantId: number,
  category: string | undefined,
  page: number,
  limit: number,
) {
  const categorized = Boolean(category);
  const rows = await preparedRead(tx, `pictures.list.${Number(categorized)}`, (t, name) =>
    pictureListQuery(t, name, categorized),
  ).execute({ tenantId, category, limit, offset: (page - 1) * limit });
  return { rows: rows.map((r) => r.picture), total: rows[0]?.total };
}

export async function countPictures(tx: Tx, tenantId: number, category: string | undefined) {
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(pictures)
    .where(
      and(ofTenant(pictures.tenantId, tenantId), category ? eq(pictures.category, category) : undefined),
    );
  return count?.n ?? 0;
}

export async function findPicture(tx: Tx, tenantId: number, id: number, forUpdate = false) {
  const query = tx.select().from(pictures).where(byId(tenantId, id));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

export async function insertPicture(
  tx: Tx,
  values: Pick<PictureRecord, 'tenantId' | 'name' | 'type' | 'category' | 'uploadNonce'>,
): Promise<PictureRecord> {
  const [row] = await tx.insert(pictures).values(values).returning();
  if (!row) throw new Error('picture was not created');
  return row;
}

export async function markPictureReady(
  tx: Tx,
  tenantId: number,
  id: number,
  file: Pick<PictureRecord, 'originalKey' | 'smallCroppedKey' | 'contentType' | 'width' | 'height' | 'bytes'>,
): Promise<PictureRecord> {
  const [row] = await tx
    .update(pictures)
    .set({ ...file, status: 'ready', uploadNonce: null, updatedAt: new Date() })
    .where(byId(tenantId, id))
    .returning();
  if (!row) throw new Error('picture vanished while it was locked');
  return row;
}

export async function deletePicture(tx: Tx, tenantId: number, id: number) {
  const [row] = await tx.delete(pictures).where(byId(tenantId, id)).returning();
  return row;
}

/** Which of these ids are the tenant's pictures whose file is uploaded. */
export async function readyPictureIds(tx: Tx, tenantId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: pictures.id })
    .from(pictures)
    .where(
      and(ofTenant(pictures.tenantId, tenantId), inArray(pictures.id, ids), eq(pictures.status, 'ready')),
    );
  return rows.map((r) => r.id);
}
