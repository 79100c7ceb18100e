import type { FieldError } from '@tablero/domain';
import type { Tx } from '../db/client.js';
import { type AuditContext, recordAudit } from '../modules/audit/audit.repo.js';
import { validationFailed } from './app-error.js';

/** `PATCH …/positions`: new places for several rows of a list. */
export interface PositionsWrite {
  positions: { id: number; position: number }[];
}

/**
 * A drag and drop's new positions, all saved or none: each id once and one of the list's own
 * (`lock` answers the list's rows among the ids, locked, with their positions); each moved row audited.
 */
export async function savePositions(
  tx: Tx,
  ctx: AuditContext,
  what: { entity: string; saved: string; unknown: string },
  body: PositionsWrite,
  lock: (ids: number[]) => Promise<{ id: number; position: number }[]>,
  save: () => Promise<void>,
): Promise<{ message: string }> {
  const ids = body.positions.map((p) => p.id);
  const found = new Map((await lock(ids)).map((r) => [r.id, r.position]));
  const errors: FieldError[] = body.positions.flatMap((p, i) =>
    !found.has(p.id) || ids.indexOf(p.id) !== i
      ? [{ field: `positions.${i}.id`, message: what.unknown }]
      : [],
  );
  if (errors.length > 0) throw validationFailed(errors);
  await save();
  for (const p of body.positions)
    if (found.get(p.id) !== p.position)
      await recordAudit(tx, ctx, {
        entity: what.entity,
        entityId: p.id,
        action: 'update',
        before: { position: found.get(p.id) },
        after: { position: p.position },
      });
  return { message: what.saved };
}
