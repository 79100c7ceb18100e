import { isDeepStrictEqual } from 'node:util';
import {
  buildPageMeta,
  type CustomLandingListQuery,
  type CustomLandingListRow,
  type CustomLandingState,
  type CustomLandingView,
  customLandingDeploy,
  customLandingLimits,
  customLandingMessages,
  ErrorCode,
  landingPublishErrors,
  landingThumbnail,
  type PageBlock,
  type PublicCustomLanding,
  resolveCustomLandingWrite,
  strictBase64Bytes,
} from '@tablero/domain';
import type { Database, Tx } from '../../db/client.js';
import { AppError, notFound, parseOrFail, validationFailed } from '../../lib/app-error.js';
import type { PageScreenshots } from '../../lib/page-screenshots.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { type AuditContext, recordAudit } from '../audit/audit.repo.js';
import { withSafeHtml } from '../pages/block-html.js';
import * as repo from './custom-landings.repo.js';

export const CUSTOM_LANDINGS_PATH = '/api/admin/v1/custom_landings';

/** Who saves: the signed-in person, by name (kept if the user goes later). */
export interface Editor {
  id: number | null;
  name: string;
}

type ListedLanding = Omit<repo.CustomLandingRecord, 'html' | 'content'>;

const stateOf = (row: Pick<repo.CustomLandingRow, 'name' | 'slug' | 'status'>): CustomLandingState => ({
  name: row.name,
  slug: row.slug,
  status: row.status as CustomLandingState['status'],
});

/** The signed-in URL of the picture; its query changes with each render, so a browser never shows an old one. */
const thumbnailUrl = (row: Pick<ListedLanding, 'id' | 'thumbnailAt'>) =>
  row.thumbnailAt ? `${CUSTOM_LANDINGS_PATH}/${row.id}/thumbnail?v=${row.thumbnailAt.getTime()}` : null;

const listRowOf = (row: ListedLanding): CustomLandingListRow => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  status: row.status as CustomLandingListRow['status'],
  thumbnail: thumbnailUrl(row),
  editor: { id: row.editorId, name: row.editorName },
  published_at: row.publishedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const viewOf = (row: repo.CustomLandingRecord): CustomLandingView => ({
  ...listRowOf(row),
  html: row.html,
  content: (row.content as PageBlock[] | null) ?? null,
});

const slugTakenError = () => validationFailed([{ field: 'slug', message: customLandingMessages.slugTaken }]);

/**
 * The HTML of `POST …/deploy`: strict base64 of UTF-8 text, 1 MB at most once decoded (413), not
 * empty and without U+0000 (PostgreSQL text cannot hold it), each refusal a 422 under `html`.
 */
export function decodedDeploy(body: unknown): { html: string; content: PageBlock[] | null } {
  const { html: encoded, content } = parseOrFail(customLandingDeploy, body);
  const htmlError = (message: string) => validationFailed([{ field: 'html', message }]);
  if (encoded.length > customLandingLimits.htmlBase64Max)
    throw new AppError(ErrorCode.payloadTooLarge, customLandingMessages.htmlTooLarge);
  const bytes = strictBase64Bytes(encoded);
  if (!bytes) throw htmlError(customLandingMessages.notBase64);
  if (bytes.length > customLandingLimits.htmlBytesMax)
    throw new AppError(ErrorCode.payloadTooLarge, customLandingMessages.htmlTooLarge);
  let html: string;
  try {
    html = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw htmlError(customLandingMessages.notUtf8);
  }
  if (html.includes('\u0000')) throw htmlError(customLandingMessages.nullCharacter);
  if (html.trim() === '') throw htmlError(customLandingMessages.emptyHtml);
  return { html, content: content && withSafeHtml(content) };
}

/**
 * Custom landings (spec part 2 §3, §10; issue 17): name, address unique in the tenant, HTML sent
 * by deploy and pictured by the screenshot service, draft or published. Only a published landing
 * is on the storefront, and only with HTML.
 */
export function customLandingsService(db: Database, screenshots: PageScreenshots) {
  async function landing(tx: Tx, tenantId: number, id: number, forUpdate = false) {
    const row = await repo.findLanding(tx, tenantId, id, forUpdate);
    if (!row) throw notFound();
    return row;
  }

  async function checkedState(
    tx: Tx,
    tenantId: number,
    current: repo.CustomLandingRecord | undefined,
    body: unknown,
  ) {
    const resolved = resolveCustomLandingWrite(current && stateOf(current), body);
    if ('errors' in resolved) throw validationFailed(resolved.errors);
    const publishErrors = landingPublishErrors(resolved.state.status, current?.html ?? '');
    if (publishErrors.length > 0) throw validationFailed(publishErrors);
    if (await repo.slugTaken(tx, tenantId, resolved.state.slug, current?.id)) throw slugTakenError();
    return resolved.state;
  }

  /** Two saves of one address at once: the unique key refuses the second as the check would have. */
  async function savingSlug<T>(work: Promise<T>): Promise<T> {
    try {
      return await work;
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTakenError();
      throw error;
    }
  }

  const get = (tenantId: number, id: number) =>
    db.readTenant(tenantId, async (tx) => viewOf(await landing(tx, tenantId, id)));

  return {
    get,

    list(tenantId: number, query: CustomLandingListQuery) {
      return db.readTenant(tenantId, async (tx) => {
        const page = {
          query: query.query,
          status: query.status,
          limit: query.limit,
          offset: (query.page - 1) * query.limit,
        };
        const { rows, total } = await repo.listLandings(tx, tenantId, page);
        const count = total ?? (await repo.countLandings(tx, tenantId, query.query, query.status));
        return { data: rows.map(listRowOf), meta: buildPageMeta(query.page, query.limit, count) };
      });
    },

    create(ctx: AuditContext, editor: Editor, body: unknown) {
      return savingSlug(
        db.withTenant(ctx.tenantId, async (tx) => {
          const state = await checkedState(tx, ctx.tenantId, undefined, body);
          const row = await repo.insertLanding(tx, ctx.tenantId, {
            ...state,
            editorId: editor.id,
            editorName: editor.name,
          });
          await recordAudit(tx, ctx, {
            entity: 'custom_landing',
            entityId: row.id,
            action: 'create',
            after: state,
          });
          return viewOf({ ...row, thumbnailAt: null });
        }),
      );
    },

    /** Name, address, and publishing (`status`); a body that changes nothing changes nothing. */
    update(ctx: AuditContext, editor: Editor, id: number, body: unknown) {
      return savingSlug(
        db.withTenant(ctx.tenantId, async (tx) => {
          const row = await landing(tx, ctx.tenantId, id, true);
          const state = await checkedState(tx, ctx.tenantId, row, body);
          const before = stateOf(row);
          if (state.name === before.name && state.slug === before.slug && state.status === before.status)
            return viewOf(row);
          await repo.updateLanding(tx, ctx.tenantId, id, {
            ...state,
            editorId: editor.id,
            editorName: editor.name,
          });
          await recordAudit(tx, ctx, {
            entity: 'custom_landing',
            entityId: id,
            action: 'update',
            before,
            after: state,
          });
          return viewOf(await landing(tx, ctx.tenantId, id));
        }),
      );
    },

    remove(ctx: AuditContext, id: number) {
      return db.withTenant(ctx.tenantId, async (tx) => {
        const row = await landing(tx, ctx.tenantId, id, true);
        await repo.deleteLanding(tx, ctx.tenantId, id);
        await recordAudit(tx, ctx, {
          entity: 'custom_landing',
          entityId: id,
          action: 'delete',
          before: stateOf(row),
        });
        return { message: customLandingMessages.deleted };
      });
    },

    /**
     * Saves the landing's HTML, then has the screenshot service picture it, outside the saving
     * transaction (a slow render holds no connection). The picture is kept only if the HTML is
     * still the one it shows; without the service the landing keeps no picture (`thumbnail: null`)
     * rather than one of older HTML.
     */
    async deploy(ctx: AuditContext, editor: Editor, id: number, body: unknown): Promise<CustomLandingView> {
      const { html, content } = decodedDeploy(body);
      const changed = await db.withTenant(ctx.tenantId, async (tx) => {
        const row = await landing(tx, ctx.tenantId, id, true);
        if (row.html === html && row.thumbnailAt && isDeepStrictEqual(row.content, content)) return false;
        await repo.setLandingHtml(tx, ctx.tenantId, id, html, content, {
          editorId: editor.id,
          editorName: editor.name,
        });
        await recordAudit(tx, ctx, {
          entity: 'custom_landing',
          entityId: id,
          action: 'update',
          before: { html_bytes: Buffer.byteLength(row.html), sections: row.content?.length ?? null },
          after: { html_bytes: Buffer.byteLength(html), sections: content?.length ?? null },
        });
        return true;
      });
      if (!changed) return get(ctx.tenantId, id);
      const shot = await screenshots.jpeg(html, landingThumbnail);
      return db.withTenant(ctx.tenantId, async (tx) => {
        const row = await landing(tx, ctx.tenantId, id, true);
        if (row.html === html) {
          if (shot.ok) await repo.saveThumbnail(tx, ctx.tenantId, id, shot.jpeg);
          else await repo.removeThumbnail(tx, ctx.tenantId, id);
        }
        return viewOf(await landing(tx, ctx.tenantId, id));
      });
    },

    /** The landing's picture, for the signed-in console. */
    thumbnail(tenantId: number, id: number) {
      return db.readTenant(tenantId, async (tx) => {
        const picture = await repo.thumbnailOf(tx, tenantId, id);
        if (!picture) throw notFound();
        return picture;
      });
    },

    /** What a storefront shows at the address: the published landing's HTML; a draft is unknown. */
    published(tenantId: number, slug: string): Promise<PublicCustomLanding> {
      return db.readTenant(tenantId, async (tx) => {
        const row = await repo.publishedBySlug(tx, tenantId, slug);
        if (!row) throw notFound();
        return {
          id: row.id,
          name: row.name,
          slug: row.slug,
          html: row.html,
          content: (row.content as PageBlock[] | null) ?? null,
          updated_at: row.updatedAt.toISOString(),
        };
      });
    },
  };
}

export type CustomLandingsService = ReturnType<typeof customLandingsService>;
