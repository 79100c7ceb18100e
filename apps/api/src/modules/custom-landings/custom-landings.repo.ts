import { and, asc, desc, eq, ilike, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { customLandings, customLandingThumbnails } from '../../db/schema/index.js';
import { ofTenant } from '../../db/tenant-filter.js';

export type CustomLandingRow = typeof customLandings.$inferSelect;
/** A landing as the API shows it: its row, and when its thumbnail was rendered (null: none). */
export type CustomLandingRecord = CustomLandingRow & { thumbnailAt: Date | null };

const byId = (tenantId: number, id: number) =>
  and(ofTenant(customLandings.tenantId, tenantId), eq(customLandings.id, id));
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * When the landing's thumbnail was rendered, without its bytes. The outer columns are named by
 * hand: drizzle writes them unqualified in a one-table select.
 */
const thumbnailAtColumn = sql<Date | null>`(select t.rendered_at from ${customLandingThumbnails} t
  where t.tenant_id = "custom_landings"."tenant_id" and t.landing_id = "custom_landings"."id")`.mapWith(
  (value: string | Date | null) => (value === null ? null : new Date(value)),
);

/** The list's columns: everything but the HTML (up to 1 MB a landing). */
const listColumns = {
  tenantId: customLandings.tenantId,
  id: customLandings.id,
  name: customLandings.name,
  slug: customLandings.slug,
  status: customLandings.status,
  editorId: customLandings.editorId,
  editorName: customLandings.editorName,
  publishedAt: customLandings.publishedAt,
  createdAt: customLandings.createdAt,
  updatedAt: customLandings.updatedAt,
};

export async function listLandings(
  tx: Tx,
  tenantId: number,
  page: { query?: string | undefined; status?: string | undefined; limit: number; offset: number },
) {
  const rows = await tx
    .select({ ...listColumns, thumbnailAt: thumbnailAtColumn, total: sql<number>`(count(*) over ())::int` })
    .from(customLandings)
    .where(
      and(
        ofTenant(customLandings.tenantId, tenantId),
        page.query ? ilike(customLandings.name, `%${escapeLike(page.query)}%`) : undefined,
        page.status ? eq(customLandings.status, page.status) : undefined,
      ),
    )
    .orderBy(desc(customLandings.updatedAt), asc(customLandings.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total };
}

export async function countLandings(tx: Tx, tenantId: number, query?: string, status?: string) {
  const [row] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(customLandings)
    .where(
      and(
        ofTenant(customLandings.tenantId, tenantId),
        query ? ilike(customLandings.name, `%${escapeLike(query)}%`) : undefined,
        status ? eq(customLandings.status, status) : undefined,
      ),
    );
  return row?.total ?? 0;
}

export async function findLanding(
  tx: Tx,
  tenantId: number,
  id: number,
  forUpdate = false,
): Promise<CustomLandingRecord | undefined> {
  const query = tx
    .select({ landing: customLandings, thumbnailAt: thumbnailAtColumn })
    .from(customLandings)
    .where(byId(tenantId, id));
  const [row] = await (forUpdate ? query.for('update', { of: customLandings }) : query);
  return row && { ...row.landing, thumbnailAt: row.thumbnailAt };
}

/** Another landing of the tenant at this address. */
export async function slugTaken(tx: Tx, tenantId: number, slug: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: customLandings.id })
    .from(customLandings)
    .where(
      and(
        ofTenant(customLandings.tenantId, tenantId),
        eq(customLandings.slug, slug),
        exceptId ? ne(customLandings.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface LandingValues {
  name: string;
  slug: string;
  status: string;
  editorId: number | null;
  editorName: string;
}

export async function insertLanding(tx: Tx, tenantId: number, values: LandingValues) {
  const [row] = await tx
    .insert(customLandings)
    .values({ ...values, tenantId, publishedAt: values.status === 'published' ? new Date() : null })
    .returning();
  if (!row) throw new Error('the landing was not saved');
  return row;
}

/** Name, address and status; the moment of publishing is kept while it stays published. */
export async function updateLanding(tx: Tx, tenantId: number, id: number, values: LandingValues) {
  await tx
    .update(customLandings)
    .set({
      ...values,
      publishedAt:
        values.status === 'published'
          ? sql`coalesce(${customLandings.publishedAt}, now())`
          : sql`null::timestamptz`,
      updatedAt: new Date(),
    })
    .where(byId(tenantId, id));
}

export async function setLandingHtml(
  tx: Tx,
  tenantId: number,
  id: number,
  html: string,
  content: unknown[] | null,
  editor: { editorId: number | null; editorName: string },
) {
  await tx
    .update(customLandings)
    .set({ html, content, ...editor, updatedAt: new Date() })
    .where(byId(tenantId, id));
}

export async function deleteLanding(tx: Tx, tenantId: number, id: number) {
  await tx.delete(customLandings).where(byId(tenantId, id));
}

/** The landing's picture replaced (or put for the first time). */
export async function saveThumbnail(tx: Tx, tenantId: number, landingId: number, jpeg: Buffer) {
  await tx
    .insert(customLandingThumbnails)
    .values({ tenantId, landingId, jpeg })
    .onConflictDoUpdate({
      target: [customLandingThumbnails.tenantId, customLandingThumbnails.landingId],
      set: { jpeg, renderedAt: new Date() },
    });
}

/** A picture that no longer shows the landing's HTML (rendering it again failed) is dropped. */
export async function removeThumbnail(tx: Tx, tenantId: number, landingId: number) {
  await tx
    .delete(customLandingThumbnails)
    .where(
      and(
        ofTenant(customLandingThumbnails.tenantId, tenantId),
        eq(customLandingThumbnails.landingId, landingId),
      ),
    );
}

export async function thumbnailOf(tx: Tx, tenantId: number, landingId: number) {
  const [row] = await tx
    .select({ jpeg: customLandingThumbnails.jpeg, renderedAt: customLandingThumbnails.renderedAt })
    .from(customLandingThumbnails)
    .where(
      and(
        ofTenant(customLandingThumbnails.tenantId, tenantId),
        eq(customLandingThumbnails.landingId, landingId),
      ),
    );
  return row;
}

/** The published landing at this address (a draft is not on the storefront). */
export async function publishedBySlug(tx: Tx, tenantId: number, slug: string) {
  const [row] = await tx
    .select()
    .from(customLandings)
    .where(
      and(
        ofTenant(customLandings.tenantId, tenantId),
        eq(customLandings.slug, slug),
        eq(customLandings.status, 'published'),
      ),
    )
    .limit(1);
  return row;
}
