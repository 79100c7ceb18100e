import { type CoreJobStatus, menuSyncMessages } from '@tablero/domain';
import type { Database } from '../../db/client.js';
import type { CoreJobRecord } from '../../jobs/core-jobs.repo.js';
import { findJob } from '../../jobs/core-jobs.repo.js';
import { notFound } from '../../lib/app-error.js';
import { isUuid } from '../../lib/uuid.js';
import { generatedCodesUrl } from '../coupons/coupon-generate.service.js';
import type { Actor } from '../identity/actor.js';

/** The file a finished job of some kinds leaves to download. */
const fileUrlOf: Partial<Record<string, (jobId: string) => string>> = {
  generate_coupons: generatedCodesUrl,
  export_orders: (jobId) => `/api/admin/v1/orders/export_file?job_id=${jobId}`,
  export_nps: (jobId) => `/api/admin/v1/answers/export_file?job_id=${jobId}`,
};

/**
 * Who may follow a job: a store's job, those who see the store; a job of the whole tenant
 * (generating coupons), those not limited to some stores, and whoever started it.
 */
export function mayFollow(actor: Actor, job: CoreJobRecord): boolean {
  if (!actor.storeIds) return true;
  if (job.storeId === null) return job.createdBy === actor.id;
  return actor.storeIds.includes(job.storeId);
}

/** `GET /core_job` (API.md "Jobs"): the state of any long job of the tenant. */
export function coreJobsService(db: Database) {
  return {
    /** Null while the job is queued or running and progress was not asked for (204). */
    status(tenantId: number, actor: Actor, id: string, withProgress: boolean): Promise<CoreJobStatus | null> {
      if (!isUuid(id)) throw notFound();
      return db.withTenant(tenantId, async (tx) => {
        const job = await findJob(tx, tenantId, id);
        if (!job || !mayFollow(actor, job)) throw notFound();
        if (job.status === 'completed') {
          const fileUrl = fileUrlOf[job.kind]?.(job.id);
          return {
            status: 'completed',
            progress: 100,
            result: job.result ?? {},
            ...(fileUrl ? { file_url: fileUrl } : {}),
          };
        }
        if (job.status === 'failed')
          return {
            status: 'failed',
            error: job.error ?? { code: 'unexpected', message: menuSyncMessages.unexpected },
          };
        return withProgress ? { status: 'running', progress: job.progress } : null;
      });
    },
  };
}

export type CoreJobsService = ReturnType<typeof coreJobsService>;
