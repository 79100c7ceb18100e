import type { Tx } from '../../db/client.js';
import type { FileStore } from '../../lib/file-store.js';
import { originalFileOf, pictureFileKey } from './file-tokens.js';
import type { ProcessedPicture } from './picture-image.js';
import { markPictureReady, type PictureRecord } from './pictures.repo.js';

/** Where a picture's original and its 300×300 crop are kept. */
function pictureFileKeys(tenantId: number, pictureId: number, contentType: string) {
  const original = originalFileOf(contentType);
  if (!original) throw new Error(`no file for ${contentType}`);
  return {
    original: pictureFileKey(tenantId, pictureId, original),
    smallCropped: pictureFileKey(tenantId, pictureId, 'small-cropped.webp'),
  };
}

/**
 * Puts a processed picture's two files under its row's keys and marks the row ready, in the
 * caller's transaction. Each key goes into `written` before its file is put, so the caller deletes
 * them when the transaction fails: the files never outlive a row that was not written.
 */
export async function storePictureFiles(
  tx: Tx,
  store: FileStore,
  tenantId: number,
  pictureId: number,
  picture: ProcessedPicture,
  written: string[],
): Promise<PictureRecord> {
  const keys = pictureFileKeys(tenantId, pictureId, picture.contentType);
  written.push(keys.original);
  await store.put(keys.original, picture.original, picture.contentType);
  written.push(keys.smallCropped);
  await store.put(keys.smallCropped, picture.smallCropped, 'image/webp');
  return markPictureReady(tx, tenantId, pictureId, {
    originalKey: keys.original,
    smallCroppedKey: keys.smallCropped,
    contentType: picture.contentType,
    width: picture.width,
    height: picture.height,
    bytes: picture.original.length,
  });
}
