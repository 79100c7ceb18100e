import {
  type BannerPositionsWrite,
  bannerMessages,
  type FieldError,
  formatDateTime,
  wallClockToIso,
} from '@tablero/domain';
import type { Tx } from '../../db/client.js';
import { validationFailed } from '../../lib/app-error.js';
import { type AuditContext, recordAudit } from '../audit/audit.repo.js';

/** The spec's wall-clock time (`YYYY-MM-DDTHH:mm`, tenant's zone) as the instant kept. */
export const instantOf = (wallClock: string | null, timeZone: string) =>
  wallClock === null ? null : new Date(wallClockToIso(wallClock, timeZone) ?? Number.NaN);

/** A kept instant as the spec's wall-clock time in the tenant's zone. */
export const wallClockOf = (at: Date | null, timeZone: string) =>
  at === null ? null : formatDateTime(at, timeZone);

/**
 * A drag and drop's new positions, all saved or none: each id once and one of the list's own
 * (`lock` answers the list's rows among the ids, locked, with their positions); each moved row audited.
 */
export async function savePositions(
  tx: Tx,
  ctx: AuditContext,
  entity: string,
  body: BannerPositionsWrite,
  lock: (ids: number[]) => Promise<{ id: number; position: number }[]>,
  save: () => Promise<void>,
): Promise<{ message: string }> {
  const ids = body.positions.map((p) => p.id);
  const found = new Map((await lock(ids)).map((r) => [r.id, r.position]));
  const errors: FieldError[] = body.positions.flatMap((p, i) =>
    !found.has(p.id) || ids.indexOf(p.id) !== i
      ? [{ field: `positions.${i}.id`, message: bannerMessages.unknownPosition }]
      : [],
  );
  if (errors.length > 0) throw validationFailed(errors);
  await save();
  for (const p of body.positions)
    if (found.get(p.id) !== p.position)
      await recordAudit(tx, ctx, {
        entity,
        entityId: p.id,
        action: 'update',
        before: { position: found.get(p.id) },
        after: { position: p.position },
      });
  return { message: bannerMessages.positionsSaved };
}
