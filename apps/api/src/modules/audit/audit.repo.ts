import type { Tx } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

export interface AuditContext {
  tenantId: number;
  actorId: number | null;
  requestId: string | null;
}

type Snapshot = Record<string, unknown>;

/** Keeps only what changed: `before` and `after` hold the same keys, the ones that differ. */
export function difference(before: Snapshot, after: Snapshot): { before: Snapshot; after: Snapshot } {
  const changedBefore: Snapshot = {};
  const changedAfter: Snapshot = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      changedBefore[key] = before[key] ?? null;
      changedAfter[key] = after[key] ?? null;
    }
  }
  return { before: changedBefore, after: changedAfter };
}

/**
 * Records one change in the same transaction as the change itself (ARCHITECTURE.md rule 9).
 * Create → only `after`; delete → only `before`; update → the difference.
 */
export async function recordAudit(
  tx: Tx,
  ctx: AuditContext,
  change: { entity: string; entityId: string | number; action: string; before?: Snapshot; after?: Snapshot },
): Promise<void> {
  const diff =
    change.before && change.after
      ? difference(change.before, change.after)
      : { before: change.before ?? null, after: change.after ?? null };
  await tx.insert(auditLog).values({
    tenantId: ctx.tenantId,
    adminUserId: ctx.actorId,
    entity: change.entity,
    entityId: String(change.entityId),
    action: change.action,
    before: diff.before,
    after: diff.after,
    requestId: ctx.requestId,
  });
}

/** Many records created by one request (a bulk load): their audit entries in one statement. */
export async function recordCreations(
  tx: Tx,
  ctx: AuditContext,
  entity: string,
  created: readonly { id: string | number; after: Snapshot }[],
): Promise<void> {
  if (created.length === 0) return;
  await tx.insert(auditLog).values(
    created.map(({ id, after }) => ({
      tenantId: ctx.tenantId,
      adminUserId: ctx.actorId,
      entity,
      entityId: String(id),
      action: 'create',
      before: null,
      after,
      requestId: ctx.requestId,
    })),
  );
}
