import {
  type BannerPositionsWrite,
  buildPageMeta,
  type PageBlock,
  type PageContentView,
  type PageListQuery,
  type PageState,
  type PageView,
  type PublicPage,
  pageContentStatusWrite,
  pageContentWrite,
  pageMessages,
  pageUrlOf,
  resolvePageWrite,
} from '@tablero/domain';
import type { Database, Tx } from '../../db/client.js';
import { notFound, parseOrFail, validationFailed } from '../../lib/app-error.js';
import { savePositions } from '../../lib/save-positions.js';
import type { TenantChangeCache } from '../../lib/tenant-change-cache.js';
import { type AuditContext, recordAudit } from '../audit/audit.repo.js';
import { withSafeHtml } from './block-html.js';
import * as repo from './pages.repo.js';

type PageRecord = repo.PageRow & { published: boolean };

const stateOf = (row: repo.PageRow): PageState => ({
  title: row.title,
  relative_url: row.relativeUrl.slice(1),
});

const viewOf = (row: PageRecord): PageView => ({
  id: row.id,
  title: row.title,
  relative_url: row.relativeUrl,
  position: row.position,
  published: row.published,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const contentViewOf = (row: repo.PageContentRow): PageContentView => ({
  id: row.id,
  page_id: row.pageId,
  status: row.status as PageContentView['status'],
  content: row.content as PageBlock[],
  header_props: row.headerProps ?? null,
  footer_props: row.footerProps ?? null,
  editor: { id: row.editorId, name: row.editorName },
  position: row.position,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  deleted_at: row.deletedAt?.toISOString() ?? null,
  is_deleted: row.deletedAt !== null,
});

const propsOfBlock = (content: readonly PageBlock[], type: 'header' | 'footer') =>
  content.find((block) => block.type === type)?.props;

/** Who saves a version: the signed-in person, by name (kept if the user goes later). */
export interface Editor {
  id: number | null;
  name: string;
}

/**
 * Pages and their page-builder versions (spec part 2 §3, issue 17): the address without spaces,
 * kept with one leading slash and unique among live pages; deleting marks rather than removes;
 * a version saved with a header and a footer gives them to every other page that has both.
 */
/**
 * `cache`: what storefronts read (a published page by its address), remembered until the tenant's
 * catalogue change feed says a page or a version changed (migration 0083).
 */
export function pagesService(db: Database, cache?: TenantChangeCache<PublicPage>) {
  async function livePage(tx: Tx, tenantId: number, id: number, forUpdate = false) {
    const row = await repo.findPage(tx, tenantId, id, forUpdate);
    if (!row) throw notFound();
    return row;
  }

  async function checkedState(tx: Tx, tenantId: number, current: repo.PageRow | undefined, body: unknown) {
    const resolved = resolvePageWrite(current && stateOf(current), body);
    if ('errors' in resolved) throw validationFailed(resolved.errors);
    const url = pageUrlOf(resolved.state.relative_url);
    if (await repo.urlTaken(tx, tenantId, url, current?.id))
      throw validationFailed([{ field: 'relative_url', message: pageMessages.urlTaken }]);
    return { state: resolved.state, url };
  }

  return {
    list(tenantId: number, query: PageListQuery) {
      return db.readTenant(tenantId, async (tx) => {
        const page = { query: query.query, limit: query.limit, offset: (query.page - 1) * query.limit };
        const { rows, total } = await repo.listPages(tx, tenantId, page);
        const count = total ?? (await repo.countPages(tx, tenantId, query.query));
        return { data: rows.map(viewOf), meta: buildPageMeta(query.page, query.limit, count) };
      });
    },

    get(tenantId: number, id: number) {
      return db.readTenant(tenantId, async (tx) => viewOf(await livePage(tx, tenantId, id)));
    },

    create(ctx: AuditContext, body: unknown) {
      return db.withTenant(ctx.tenantId, async (tx) => {
        const { state, url } = await checkedState(tx, ctx.tenantId, undefined, body);
        const row = await repo.insertPage(tx, ctx.tenantId, state.title, url);
        await recordAudit(tx, ctx, { entity: 'page', entityId: row.id, action: 'create', after: state });
        return viewOf({ ...row, published: false });
      });
    },

    update(ctx: AuditContext, id: number, body: unknown) {
      return db.withTenant(ctx.tenantId, async (tx) => {
        const row = await livePage(tx, ctx.tenantId, id, true);
        const { state, url } = await checkedState(tx, ctx.tenantId, row, body);
        const before = stateOf(row);
        if (state.title !== before.title || state.relative_url !== before.relative_url) {
          await repo.updatePage(tx, ctx.tenantId, id, state.title, url);
          await recordAudit(tx, ctx, {
            entity: 'page',
            entityId: id,
            action: 'update',
            before,
            after: state,
          });
        }
        return viewOf(await livePage(tx, ctx.tenantId, id));
      });
    },

    remove(ctx: AuditContext, id: number) {
      return db.withTenant(ctx.tenantId, async (tx) => {
        const row = await livePage(tx, ctx.tenantId, id, true);
        await repo.softDeletePage(tx, ctx.tenantId, id);
        await recordAudit(tx, ctx, { entity: 'page', entityId: id, action: 'delete', before: stateOf(row) });
        return { message: pageMessages.deleted };
      });
    },

    reorder(ctx: AuditContext, body: BannerPositionsWrite) {
      return db.withTenant(ctx.tenantId, async (tx) => {
        return savePositions(
          tx,
          ctx,
          { entity: 'page', saved: pageMessages.positionsSaved, unknown: pageMessages.unknownPosition },
          body,
          (ids) => repo.lockPagesOf(tx, ctx.tenantId, ids),
          () => repo.setPagePositions(tx, ctx.tenantId, body.positions),
        );
      });
    },

    contents(tenantId: number, pageId: number) {
      return db.readTenant(tenantId, async (tx) => {
        await livePage(tx, tenantId, pageId);
        return { data: (await repo.listContents(tx, tenantId, pageId)).map(contentViewOf) };
      });
    },

    /**
     * A new version of the page. With a header and a footer block, their props are the version's
     * `header_props` and `footer_props`, and every other live page whose newest version has both
     * takes them too (its blocks' props and its own fields); pages without them stay as they are.
     */
    createContent(ctx: AuditContext, editor: Editor, pageId: number, body: unknown) {
      const parsed = parseOrFail(pageContentWrite, body);
      const write = { ...parsed, content: withSafeHtml(parsed.content) };
      return db.withTenant(ctx.tenantId, async (tx) => {
        await livePage(tx, ctx.tenantId, pageId, true);
        const header = propsOfBlock(write.content, 'header');
        const footer = propsOfBlock(write.content, 'footer');
        const row = await repo.insertContent(tx, ctx.tenantId, pageId, {
          status: write.status,
          content: write.content,
          headerProps: header ?? write.header_props,
          footerProps: footer ?? write.footer_props,
          editorId: editor.id,
          editorName: editor.name,
        });
        if (write.status === 'published') await repo.unpublishOthers(tx, ctx.tenantId, pageId, row.id);
        if (header && footer)
          for (const other of await repo.otherPagesWithHeaderAndFooter(tx, ctx.tenantId, pageId)) {
            const content = other.content.map((block) =>
              block.type === 'header'
                ? { ...block, props: header }
                : block.type === 'footer'
                  ? { ...block, props: footer }
                  : block,
            );
            await repo.replaceHeaderAndFooter(tx, ctx.tenantId, other.id, content, header, footer);
          }
        await recordAudit(tx, ctx, {
          entity: 'page_content',
          entityId: row.id,
          action: 'create',
          after: { page_id: pageId, status: write.status, blocks: write.content.length },
        });
        return contentViewOf(row);
      });
    },

    /** Publishes a version (the others of the page become drafts) or takes it back to a draft. */
    setContentStatus(ctx: AuditContext, pageId: number, contentId: number, body: unknown) {
      const { status } = parseOrFail(pageContentStatusWrite, body);
      return db.withTenant(ctx.tenantId, async (tx) => {
        await livePage(tx, ctx.tenantId, pageId, true);
        const row = await repo.findContent(tx, ctx.tenantId, pageId, contentId);
        if (!row) throw notFound();
        if (row.status === status) return contentViewOf(row);
        if (status === 'published') await repo.unpublishOthers(tx, ctx.tenantId, pageId, contentId);
        const saved = await repo.setContentStatus(tx, ctx.tenantId, contentId, status);
        await recordAudit(tx, ctx, {
          entity: 'page_content',
          entityId: contentId,
          action: 'update',
          before: { status: row.status },
          after: { status },
        });
        return contentViewOf(saved ?? row);
      });
    },

    /** What a storefront renders at `url` (with or without its leading slash): the published version. */
    async published(tenantId: number, url: string): Promise<PublicPage> {
      const kept = url.startsWith('/') ? url : `/${url}`;
      const known = cache?.recall(tenantId, kept);
      if (known) return known;
      const version = cache?.version(tenantId);
      const page = await db.readTenant(tenantId, async (tx) => {
        const row = await repo.publishedAt(tx, tenantId, kept);
        if (!row) throw notFound();
        return {
          id: row.page.id,
          title: row.page.title,
          relative_url: row.page.relativeUrl,
          content: row.content.content as PageBlock[],
          header_props: row.content.headerProps ?? null,
          footer_props: row.content.footerProps ?? null,
          updated_at: row.content.updatedAt.toISOString(),
        };
      });
      if (version) cache?.remember(tenantId, kept, page, version);
      return page;
    },
  };
}

export type PagesService = ReturnType<typeof pagesService>;
