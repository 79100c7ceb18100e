import type { Picture } from '@tablero/domain';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { recordAudit } from '../audit/audit.repo.js';
import { fileLinkMessages, fileLinkRefused, pictureFileKey } from './file-tokens.js';
import { storePictureFiles } from './picture-files.js';
import { processPicture } from './picture-image.js';
import { auditSnapshotOf, pictureLinks } from './picture-links.js';
import { findPicture } from './pictures.repo.js';
import type { PictureFiles } from './pictures.service.js';

/**
 * The PUT to a picture's upload URL: the token is the authority (no session). The bytes are
 * checked before anything is written, and the row is locked while its files are written, so a
 * URL works once and a failure leaves neither files nor a changed row.
 */
export function pictureUploadService(db: Database, files: PictureFiles) {
  return {
    async upload(token: string, bytes: Buffer, requestId: string, origin: string): Promise<Picture> {
      const claims = files.tokens.verify(token, 'put');
      const { tenantId, pictureId, nonce } = claims;
      const current = await db.withTenant(tenantId, (tx) => findPicture(tx, tenantId, pictureId));
      if (!current) throw notFound();
      if (current.uploadNonce !== nonce) throw fileLinkRefused(fileLinkMessages.used);

      const picture = await processPicture(bytes);
      const written: string[] = [];
      try {
        return await db.withTenant(tenantId, async (tx) => {
          const locked = await findPicture(tx, tenantId, pictureId, true);
          if (!locked) throw notFound();
          if (locked.uploadNonce !== nonce) throw fileLinkRefused(fileLinkMessages.used);
          const ready = await storePictureFiles(tx, files.store, tenantId, pictureId, picture, written);
          await recordAudit(
            tx,
            { tenantId, actorId: claims.actorId, requestId },
            {
              entity: 'picture',
              entityId: pictureId,
              action: 'upload',
              before: auditSnapshotOf(locked),
              after: auditSnapshotOf(ready),
            },
          );
          return pictureLinks(files.tokens, origin).view(ready);
        });
      } catch (error) {
        await Promise.allSettled(written.map((key) => files.store.delete(key)));
        throw error;
      }
    },

    /** A stored file behind a read URL; 404 once the picture (and so its file) is deleted. */
    async read(token: string) {
      const claims = files.tokens.verify(token, 'get');
      const file = await files.store.get(pictureFileKey(claims.tenantId, claims.pictureId, claims.file));
      if (!file) throw notFound();
      return { ...file, expiresAt: claims.exp };
    },
  };
}

export type PictureUploadService = ReturnType<typeof pictureUploadService>;
