import { type CouponGenerateBody, couponGenerateMessages, csvDocument } from '@tablero/domain';
import type { Database } from '../../db/client.js';
import { type JobQueue, startJob } from '../../jobs/core-jobs.js';
import { findJob } from '../../jobs/core-jobs.repo.js';
import { invalidField, notFound } from '../../lib/app-error.js';
import { isUuid } from '../../lib/uuid.js';
import type { Actor } from '../identity/actor.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import { codesOfBatch } from './coupon-generate.repo.js';
import { findCoupon } from './coupons.repo.js';

/** Where a finished generation job's codes download (its `file_url`). */
export const generatedCodesUrl = (jobId: string) => `/api/admin/v1/coupons/generated_codes?job_id=${jobId}`;

/** The code generator (`POST /coupons/generate`) and its download; the work is a job (jobs/generate-coupons.job.ts). */
export function couponGenerateService(db: Database, queue: JobQueue | undefined) {
  return {
    async start(tenant: TenantRecord, actor: Actor, body: CouponGenerateBody): Promise<string> {
      await db.withTenant(tenant.id, async (tx) => {
        const template = await findCoupon(tx, tenant.id, body.coupon_id);
        if (!template) throw invalidField('coupon_id', couponGenerateMessages.templateNotFound);
        if (template.automatic) throw invalidField('coupon_id', couponGenerateMessages.templateAutomatic);
      });
      return startJob(db, queue, {
        tenantId: tenant.id,
        kind: 'generate_coupons',
        params: body,
        createdBy: actor.id,
      });
    },

    /** The codes of a finished generation job, one per line, as API.md wants spreadsheets. */
    async codesCsv(tenant: TenantRecord, jobId: string): Promise<string> {
      if (!isUuid(jobId)) throw notFound();
      const codes = await db.withTenant(tenant.id, async (tx) => {
        const job = await findJob(tx, tenant.id, jobId);
        if (job?.kind !== 'generate_coupons' || job.status !== 'completed') throw notFound();
        return codesOfBatch(tx, tenant.id, job.id);
      });
      return csvDocument(
        ['codigo'],
        codes.map((code) => [code]),
        { language: tenant.language },
      );
    },
  };
}

export type CouponGenerateService = ReturnType<typeof couponGenerateService>;
