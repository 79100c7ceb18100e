import { randomBytes } from 'node:crypto';
import { buildPageMeta, type Picture, type PictureInput, type PictureUploadTicket } from '@tablero/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Tx } from '../../db/client.js';
import { notFound, validationFailed } from '../../lib/app-error.js';
import type { FileStore } from '../../lib/file-store.js';
import { isForeignKeyViolation } from '../../lib/pg-errors.js';
import { type AuditContext, recordAudit } from '../audit/audit.repo.js';
import type { FileTokens } from './file-tokens.js';
import { auditSnapshotOf, pictureLinks } from './picture-links.js';
import { countPictures, deletePicture, findPicture, insertPicture, listPictures } from './pictures.repo.js';

const inUse = 'La imagen está en uso: quítala de donde se muestra antes de eliminarla';

export interface PictureFiles {
  store: FileStore;
  tokens: FileTokens;
}

/** Why a picture may not be deleted now (something shows it); undefined when it may. */
export type PictureDeleteGuard = (tx: Tx, tenantId: number, pictureId: number) => Promise<string | undefined>;

/**
 * The tenant's pictures (spec part 2 §7 `/pictures`): an upload URL first, the file after. A picture
 * something shows is not deleted: `deleteGuard` names what shows it (422), and foreign keys back it.
 */
export function picturesService(
  db: Database,
  files: PictureFiles,
  log: FastifyBaseLogger,
  deleteGuard: PictureDeleteGuard = async () => undefined,
) {
  const links = (origin: string) => pictureLinks(files.tokens, origin);

  return {
    create(ctx: AuditContext, input: PictureInput, origin: string): Promise<PictureUploadTicket> {
      return db.withTenant(ctx.tenantId, async (tx) => {
        const row = await insertPicture(tx, {
          tenantId: ctx.tenantId,
          name: input.name,
          type: input.type === 'image/jpg' ? 'image/jpeg' : input.type,
          category: input.category,
          uploadNonce: randomBytes(16).toString('hex'),
        });
        await recordAudit(tx, ctx, {
          entity: 'picture',
          entityId: row.id,
          action: 'create',
          after: auditSnapshotOf(row),
        });
        const upload = links(origin).uploadUrl(row, ctx.actorId);
        return { id: row.id, upload_url: upload.url, expires_at: upload.expiresAt.toISOString() };
      });
    },

    list(
      tenantId: number,
      query: { page: number; limit: number; category?: string | undefined },
      origin: string,
    ) {
      return db.readTenant(tenantId, async (tx) => {
        const { rows, total } = await listPictures(tx, tenantId, query.category, query.page, query.limit);
        const totalCount = total ?? (await countPictures(tx, tenantId, query.category));
        const view = links(origin).view;
        return {
          data: rows.map((row) => view(row)),
          meta: buildPageMeta(query.page, query.limit, totalCount),
        };
      });
    },

    get(tenantId: number, id: number, origin: string): Promise<Picture> {
      return db.withTenant(tenantId, async (tx) => {
        const row = await findPicture(tx, tenantId, id);
        if (!row) throw notFound();
        return links(origin).view(row);
      });
    },

    /** The row goes with its audit; the files after the commit, so a failed delete keeps them. */
    async delete(ctx: AuditContext, id: number): Promise<void> {
      const deleted = await db.withTenant(ctx.tenantId, async (tx) => {
        const locked = await findPicture(tx, ctx.tenantId, id, true);
        if (!locked) throw notFound();
        const refusal = await deleteGuard(tx, ctx.tenantId, id);
        if (refusal) throw validationFailed([{ field: 'id', message: refusal }]);
        const row = await deletePicture(tx, ctx.tenantId, id).catch((error: unknown) => {
          if (isForeignKeyViolation(error)) throw validationFailed([{ field: 'id', message: inUse }]);
          throw error;
        });
        if (!row) throw notFound();
        await recordAudit(tx, ctx, {
          entity: 'picture',
          entityId: row.id,
          action: 'delete',
          before: auditSnapshotOf(row),
        });
        return row;
      });
      for (const key of [deleted.originalKey, deleted.smallCroppedKey]) {
        if (!key) continue;
        await files.store.delete(key).catch((error: unknown) => {
          log.error({ err: error, key }, 'picture file left behind after its row was deleted');
        });
      }
    },
  };
}

export type PicturesService = ReturnType<typeof picturesService>;
