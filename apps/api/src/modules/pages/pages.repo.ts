import type { PageBlock } from '@tablero/domain';
import { and, asc, desc, eq, ilike, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { preparedRead } from '../../db/prepared-read.js';
import { pageContents, pages } from '../../db/schema/index.js';
import { ofTenant, ofTenantPlaceholder } from '../../db/tenant-filter.js';

export type PageRow = typeof pages.$inferSelect;
export type PageContentRow = typeof pageContents.$inferSelect;

const live = (tenantId: number) => and(ofTenant(pages.tenantId, tenantId), isNull(pages.deletedAt));
const byId = (tenantId: number, id: number) => and(live(tenantId), eq(pages.id, id));
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Whether a page has a published version: one statement for a whole list. The outer columns are
 * named by hand: drizzle writes them unqualified in a one-table select, and the subquery's own
 * `tenant_id` would take their place.
 */
const publishedColumn = sql<boolean>`exists (select 1 from ${pageContents} c
  where c.tenant_id = "pages"."tenant_id" and c.page_id = "pages"."id" and c.status = 'published'
    and c.deleted_at is null)`;

export async function listPages(
  tx: Tx,
  tenantId: number,
  page: { query?: string | undefined; limit: number; offset: number },
) {
  const rows = await tx
    .select({ page: pages, published: publishedColumn, total: sql<number>`(count(*) over ())::int` })
    .from(pages)
    .where(and(live(tenantId), page.query ? ilike(pages.title, `%${escapeLike(page.query)}%`) : undefined))
    .orderBy(asc(pages.position), asc(pages.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows: rows.map((r) => ({ ...r.page, published: r.published })), total: rows[0]?.total };
}

export async function countPages(tx: Tx, tenantId: number, query?: string) {
  const [row] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(pages)
    .where(and(live(tenantId), query ? ilike(pages.title, `%${escapeLike(query)}%`) : undefined));
  return row?.total ?? 0;
}

export async function findPage(tx: Tx, tenantId: number, id: number, forUpdate = false) {
  const query = tx.select({ page: pages, published: publishedColumn }).from(pages).where(byId(tenantId, id));
  const [row] = await (forUpdate ? query.for('update', { of: pages }) : query);
  return row && { ...row.page, published: row.published };
}

/** Another live page at this address. */
export async function urlTaken(tx: Tx, tenantId: number, url: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: pages.id })
    .from(pages)
    .where(and(live(tenantId), eq(pages.relativeUrl, url), exceptId ? ne(pages.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

export async function insertPage(tx: Tx, tenantId: number, title: string, relativeUrl: string) {
  const [row] = await tx
    .insert(pages)
    .values({
      tenantId,
      title,
      relativeUrl,
      position: sql`(select coalesce(max(position) + 1, 0) from ${pages} where tenant_id = ${tenantId} and deleted_at is null)`,
    })
    .returning();
  if (!row) throw new Error('the page was not saved');
  return row;
}

export async function updatePage(tx: Tx, tenantId: number, id: number, title: string, relativeUrl: string) {
  await tx.update(pages).set({ title, relativeUrl, updatedAt: new Date() }).where(byId(tenantId, id));
}

/** Deleted as the spec keeps it: the page and its versions marked, not removed. */
export async function softDeletePage(tx: Tx, tenantId: number, id: number) {
  const now = new Date();
  await tx.update(pages).set({ deletedAt: now }).where(byId(tenantId, id));
  await tx
    .update(pageContents)
    .set({ deletedAt: now })
    .where(
      and(
        ofTenant(pageContents.tenantId, tenantId),
        eq(pageContents.pageId, id),
        isNull(pageContents.deletedAt),
      ),
    );
}

export function lockPagesOf(tx: Tx, tenantId: number, ids: readonly number[]) {
  return tx
    .select({ id: pages.id, position: pages.position })
    .from(pages)
    .where(and(live(tenantId), inArray(pages.id, [...ids])))
    .for('update');
}

export async function setPagePositions(
  tx: Tx,
  tenantId: number,
  positions: readonly { id: number; position: number }[],
) {
  await tx.execute(sql`update ${pages} p set position = moved.position, updated_at = now()
    from unnest(${sql.param(positions.map((p) => p.id))}::int[], ${sql.param(positions.map((p) => p.position))}::int[])
      as moved(id, position)
    where p.tenant_id = ${tenantId} and p.id = moved.id and p.deleted_at is null`);
}

const contentsOf = (tenantId: number, pageId: number) =>
  and(
    ofTenant(pageContents.tenantId, tenantId),
    eq(pageContents.pageId, pageId),
    isNull(pageContents.deletedAt),
  );

export function listContents(tx: Tx, tenantId: number, pageId: number) {
  return tx.select().from(pageContents).where(contentsOf(tenantId, pageId)).orderBy(desc(pageContents.id));
}

export async function findContent(tx: Tx, tenantId: number, pageId: number, id: number) {
  const [row] = await tx
    .select()
    .from(pageContents)
    .where(and(contentsOf(tenantId, pageId), eq(pageContents.id, id)))
    .for('update');
  return row;
}

export async function insertContent(
  tx: Tx,
  tenantId: number,
  pageId: number,
  values: {
    status: string;
    content: PageBlock[];
    headerProps: Record<string, unknown> | null;
    footerProps: Record<string, unknown> | null;
    editorId: number | null;
    editorName: string;
  },
) {
  const [row] = await tx
    .insert(pageContents)
    .values({
      ...values,
      tenantId,
      pageId,
      position: sql`(select count(*) from ${pageContents} where tenant_id = ${tenantId} and page_id = ${pageId})`,
    })
    .returning();
  if (!row) throw new Error('the page content was not saved');
  return row;
}

/** A page has one published version: publishing one makes the others drafts. */
export async function unpublishOthers(tx: Tx, tenantId: number, pageId: number, keepId: number) {
  await tx
    .update(pageContents)
    .set({ status: 'draft', updatedAt: new Date() })
    .where(
      and(contentsOf(tenantId, pageId), eq(pageContents.status, 'published'), ne(pageContents.id, keepId)),
    );
}

export async function setContentStatus(tx: Tx, tenantId: number, id: number, status: string) {
  const [row] = await tx
    .update(pageContents)
    .set({ status, updatedAt: new Date() })
    .where(and(ofTenant(pageContents.tenantId, tenantId), eq(pageContents.id, id)))
    .returning();
  return row;
}

/**
 * The newest version of every other live page whose blocks hold both a header and a footer: where
 * a header and footer saved on one page are copied to.
 */
export async function otherPagesWithHeaderAndFooter(tx: Tx, tenantId: number, pageId: number) {
  const result = await tx.execute(sql`
    select distinct on (c.page_id) c.id, c.content
      from ${pageContents} c
      join ${pages} p on p.tenant_id = c.tenant_id and p.id = c.page_id and p.deleted_at is null
     where c.tenant_id = ${tenantId} and c.page_id <> ${pageId} and c.deleted_at is null
     order by c.page_id, c.id desc`);
  const rows = (result as unknown as { rows: { id: number; content: PageBlock[] }[] }).rows;
  return rows.filter(
    (row) => row.content.some((b) => b.type === 'header') && row.content.some((b) => b.type === 'footer'),
  );
}

export async function replaceHeaderAndFooter(
  tx: Tx,
  tenantId: number,
  id: number,
  content: PageBlock[],
  headerProps: Record<string, unknown>,
  footerProps: Record<string, unknown>,
) {
  await tx
    .update(pageContents)
    .set({ content, headerProps, footerProps, updatedAt: new Date() })
    .where(and(ofTenant(pageContents.tenantId, tenantId), eq(pageContents.id, id)));
}

/** The newest published version of the live page at `url`. */
/** The newest published version of the live page at an address: a storefront's read, prepared once per connection. */
export async function publishedAt(tx: Tx, tenantId: number, url: string) {
  const [row] = await preparedRead(tx, 'pages.published', (t, name) =>
    t
      .select({ page: pages, content: pageContents })
      .from(pages)
      .innerJoin(
        pageContents,
        and(
          eq(pageContents.tenantId, pages.tenantId),
          eq(pageContents.pageId, pages.id),
          eq(pageContents.status, 'published'),
          isNull(pageContents.deletedAt),
        ),
      )
      .where(
        and(
          ofTenantPlaceholder(pages.tenantId),
          isNull(pages.deletedAt),
          eq(pages.relativeUrl, sql.placeholder('url')),
        ),
      )
      .orderBy(desc(pageContents.id))
      .limit(1)
      .prepare(name),
  ).execute({ tenantId, url });
  return row;
}
