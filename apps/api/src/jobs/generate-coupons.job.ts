import { randomBytes } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import { couponGenerateBody, couponGenerateMessages, generateCouponCodes } from '@tablero/domain';
import { recordAudit } from '../modules/audit/audit.repo.js';
import { countBatch, deleteBatch, insertGeneratedCoupons } from '../modules/coupons/coupon-generate.repo.js';
import { findCoupon } from '../modules/coupons/coupons.repo.js';
import { type CoreJobHandler, JobFailure } from './core-jobs.js';

/** Codes a step saves: one transaction each, with the job's progress. */
const CODES_PER_STEP = 2000;
/** Rounds of fresh codes, every one already taken, before the job gives up (the prefix is spent). */
const MAX_FRUITLESS_ROUNDS = 20;

const bytes = (size: number) => new Uint8Array(randomBytes(size));

/**
 * Generates single-use coupons from a template (`POST /coupons/generate`). Each step saves a few
 * thousand coupons with the progress reached, in one transaction that only commits while this
 * attempt still owns the job; a retried attempt first removes what an earlier one saved, so the
 * job ends with exactly the number asked for, or fails with none.
 */
export function generateCouponsJob(): CoreJobHandler {
  const run: CoreJobHandler = async ({ tenant, job, step, complete }) => {
    const params = couponGenerateBody.parse(job.params);
    await step(0, (tx) => deleteBatch(tx, tenant.id, job.id));
    let made = 0;
    let fruitless = 0;
    while (made < params.quantity) {
      const codes = generateCouponCodes(
        params.prefix,
        Math.min(CODES_PER_STEP, params.quantity - made),
        bytes,
      );
      const saved = await step(Math.floor(((made + codes.length) / params.quantity) * 99), async (tx) => {
        const ids = await insertGeneratedCoupons(tx, tenant.id, params.coupon_id, job.id, codes);
        if (ids.length > 0) fruitless = 0;
        else if (!(await findCoupon(tx, tenant.id, params.coupon_id)))
          throw new JobFailure('template_not_found', couponGenerateMessages.templateGone);
        else if (++fruitless >= MAX_FRUITLESS_ROUNDS)
          throw new JobFailure('codes_exhausted', couponGenerateMessages.codesExhausted);
        return ids.length;
      });
      made += saved;
      // On the embedded database one connection serves everyone: let waiting requests in between steps.
      await setTimeout(5);
    }
    const ctx = { tenantId: tenant.id, actorId: job.createdBy, requestId: null };
    await complete(async (tx) => {
      const total = await countBatch(tx, tenant.id, job.id);
      if (total !== params.quantity) throw new Error(`coupon batch has ${total} of ${params.quantity} codes`);
      const result = { generated: total, coupon_id: params.coupon_id, prefix: params.prefix };
      await recordAudit(tx, ctx, {
        entity: 'coupon_batch',
        entityId: job.id,
        action: 'generate',
        after: result,
      });
      return result;
    });
  };
  // A job that fails for good leaves no coupons behind.
  run.discard = (tx, tenantId, job) => deleteBatch(tx, tenantId, job.id);
  return run;
}
