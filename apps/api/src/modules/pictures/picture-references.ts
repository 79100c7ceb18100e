import { type FieldError, productMessages } from '@tablero/domain';
import type { Tx } from '../../db/client.js';
import { readyPictureIds } from './pictures.repo.js';

/**
 * What a product or modifier may show: the tenant's own pictures whose file is uploaded. Answers a
 * field error (`picture_ids.N`) for each other id — another tenant's, unknown or still pending.
 */
export async function unknownPictures(
  tx: Tx,
  tenantId: number,
  pictureIds: readonly number[],
): Promise<FieldError[]> {
  const wanted = [...new Set(pictureIds)];
  if (wanted.length === 0) return [];
  const found = new Set(await readyPictureIds(tx, tenantId, wanted));
  return wanted
    .filter((id) => !found.has(id))
    .map((id) => ({
      field: `picture_ids.${pictureIds.indexOf(id)}`,
      message: productMessages.unknownPicture(id),
    }));
}
