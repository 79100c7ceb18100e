import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { coreJobs } from '../db/schema/index.js';
import { ofTenant } from '../db/tenant-filter.js';

export type CoreJobRecord = typeof coreJobs.$inferSelect;

export async function findUnfinishedJob(
  tx: Tx,
  tenantId: number,
  key: { storeId: number; channel: string; kind: string },
): Promise<CoreJobRecord | undefined> {
  const [row] = await tx
    .select()
    .from(coreJobs)
    .where(
      and(
        ofTenant(coreJobs.tenantId, tenantId),
        eq(coreJobs.storeId, key.storeId),
        eq(coreJobs.channel, key.channel),
        eq(coreJobs.kind, key.kind),
        inArray(coreJobs.status, ['queued', 'running']),
      ),
    );
  return row;
}

/** The new job, or undefined when an unfinished one for the same store, channel and kind exists. */
export async function insertJob(
  tx: Tx,
  values: Pick<typeof coreJobs.$inferInsert, 'tenantId' | 'id' | 'kind' | 'params' | 'createdBy'> &
    Partial<Pick<typeof coreJobs.$inferInsert, 'storeId' | 'channel'>>,
): Promise<CoreJobRecord | undefined> {
  const [row] = await tx.insert(coreJobs).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findJob(tx: Tx, tenantId: number, id: string): Promise<CoreJobRecord | undefined> {
  const [row] = await tx
    .select()
    .from(coreJobs)
    .where(and(ofTenant(coreJobs.tenantId, tenantId), eq(coreJobs.id, id)));
  return row;
}

/** Claims the job for one more attempt; undefined when it is already finished (or unknown). */
export async function startAttempt(tx: Tx, tenantId: number, id: string): Promise<CoreJobRecord | undefined> {
  const [row] = await tx
    .update(coreJobs)
    .set({ status: 'running', attempt: sql`${coreJobs.attempt} + 1`, updatedAt: new Date() })
    .where(
      and(
        ofTenant(coreJobs.tenantId, tenantId),
        eq(coreJobs.id, id),
        inArray(coreJobs.status, ['queued', 'running']),
      ),
    )
    .returning();
  return row;
}

const currentAttempt = (tenantId: number, id: string, attempt: number) =>
  and(
    ofTenant(coreJobs.tenantId, tenantId),
    eq(coreJobs.id, id),
    eq(coreJobs.attempt, attempt),
    eq(coreJobs.status, 'running'),
  );

/** False when another attempt has taken the job over (this one must stop). */
export async function setProgress(tx: Tx, tenantId: number, id: string, attempt: number, progress: number) {
  const rows = await tx
    .update(coreJobs)
    .set({ progress, updatedAt: new Date() })
    .where(currentAttempt(tenantId, id, attempt))
    .returning({ id: coreJobs.id });
  return rows.length > 0;
}

/** False when another attempt has taken the job over (its work must be rolled back). */
export async function finishJob(
  tx: Tx,
  tenantId: number,
  id: string,
  attempt: number,
  outcome:
    | { status: 'completed'; result: Record<string, unknown> }
    | { status: 'failed'; error: { code: string; message: string } },
) {
  const now = new Date();
  const rows = await tx
    .update(coreJobs)
    .set({
      ...outcome,
      ...(outcome.status === 'completed' ? { progress: 100 } : {}),
      updatedAt: now,
      finishedAt: now,
    })
    .where(currentAttempt(tenantId, id, attempt))
    .returning({ id: coreJobs.id });
  return rows.length > 0;
}
