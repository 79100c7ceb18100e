import { randomUUID } from 'node:crypto';
import type { MenuChannel } from '@tablero/domain';
import type { Database } from '../../db/client.js';
import type { CoreJobKind, JobQueue } from '../../jobs/core-jobs.js';
import * as jobsRepo from '../../jobs/core-jobs.repo.js';

export interface MenuJobKey {
  storeId: number;
  channel: MenuChannel;
  kind: CoreJobKind;
}

/**
 * Records a menu job and hands it to the queue. One unfinished job per store, channel and kind: a
 * repeated request answers the unfinished job's id. A job recorded but lost by the queue (the
 * process died in between) is handed over again. `createdBy` is null for the server's own jobs.
 */
export async function enqueueMenuJob(
  db: Database,
  queue: JobQueue | undefined,
  tenantId: number,
  createdBy: number | null,
  key: MenuJobKey,
  params: Record<string, unknown>,
): Promise<string> {
  const { job, created } = await db.withTenant(tenantId, async (tx) => {
    const existing = await jobsRepo.findUnfinishedJob(tx, tenantId, key);
    if (existing) return { job: existing, created: false };
    const values = { tenantId, id: randomUUID(), ...key, params, createdBy };
    const inserted = await jobsRepo.insertJob(tx, values);
    if (inserted) return { job: inserted, created: true };
    // A parallel request recorded it first: answer that one.
    const raced = await jobsRepo.findUnfinishedJob(tx, tenantId, key);
    if (!raced) throw new Error('menu sync job neither inserted nor found');
    return { job: raced, created: false };
  });
  if (!queue) return job.id;
  const data = { tenant_id: tenantId, job_id: job.id };
  if (created || (job.status === 'queued' && !(await queue.holds(key.kind, job.id))))
    await queue.send(key.kind, data);
  return job.id;
}
