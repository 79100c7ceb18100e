import type { Picture } from '@tablero/domain';
import { type FileTokens, originalFileOf, type PictureFileCode } from './file-tokens.js';
import type { PictureRecord } from './pictures.repo.js';

export const UPLOAD_URL_TTL_SECONDS = 10 * 60;
const READ_URL_TTL_SECONDS = 60 * 60;
/**
 * Read URLs expire at the end of a window rather than an hour after each request: within a
 * window the same picture has the same URL, so browsers and proxies can cache it.
 */
const READ_URL_WINDOW_SECONDS = 10 * 60;

export const FILES_PREFIX = '/api/files/v1';

/** Signed URLs on the API's own origin (as the client reached it, proxies included). */
export function pictureLinks(tokens: FileTokens, origin: string) {
  const readUrl = (row: PictureRecord, file: PictureFileCode | undefined, now: number) => {
    if (row.status !== 'ready' || !file) return null;
    const window = Math.floor(now / 1000 / READ_URL_WINDOW_SECONDS) * READ_URL_WINDOW_SECONDS;
    const exp = window + READ_URL_WINDOW_SECONDS + READ_URL_TTL_SECONDS;
    const token = tokens.issue({ kind: 'get', tenantId: row.tenantId, pictureId: row.id, file, exp });
    return `${origin}${FILES_PREFIX}/${token}`;
  };

  return {
    uploadUrl(row: PictureRecord, actorId: number | null, now = Date.now()) {
      const exp = Math.floor(now / 1000) + UPLOAD_URL_TTL_SECONDS;
      const token = tokens.issue({
        kind: 'put',
        tenantId: row.tenantId,
        pictureId: row.id,
        nonce: row.uploadNonce ?? '',
        actorId,
        exp,
      });
      return { url: `${origin}${FILES_PREFIX}/uploads/${token}`, expiresAt: new Date(exp * 1000) };
    },

    view(row: PictureRecord, now = Date.now()): Picture {
      return {
        id: row.id,
        name: row.name,
        type: row.contentType ?? row.type,
        category: row.category as Picture['category'],
        status: row.status as Picture['status'],
        url: readUrl(row, originalFileOf(row.contentType ?? ''), now),
        small_cropped_url: readUrl(row, 'small-cropped.webp', now),
        width: row.width,
        height: row.height,
        bytes: row.bytes,
        created_at: row.createdAt.toISOString(),
      };
    },
  };
}

/** A picture as something else shows it (a product): its signed original and 300×300 crop. */
export function shownPicture(links: ReturnType<typeof pictureLinks>, row: PictureRecord, now = Date.now()) {
  const view = links.view(row, now);
  return { id: row.id, url: view.url ?? '', small_url: view.small_cropped_url ?? '' };
}

/** The audit snapshot: what the picture is, never its signed URLs (they are credentials). */
export const auditSnapshotOf = (row: PictureRecord) => ({
  id: row.id,
  name: row.name,
  type: row.contentType ?? row.type,
  category: row.category,
  status: row.status,
  width: row.width,
  height: row.height,
  bytes: row.bytes,
});
