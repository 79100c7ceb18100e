import { randomUUID } from 'node:crypto';
import { couponGenerateMessages, couponLimits, ErrorCode, generatedCodeAlphabet } from '@tablero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestApp, superAdmin, type TestContext, userWith } from '../../../test/harness.js';
import { type CoreJobHandler, type RunningJob, runCoreJob } from '../../jobs/core-jobs.js';
import { insertJob } from '../../jobs/core-jobs.repo.js';
import { generateCouponsJob } from '../../jobs/generate-coupons.job.js';
import { CORE_JOB, fastJobs, jobOutcome } from '../menu-sync/menu-sync.test-helpers.js';
import { createProduct } from '../products/products.test-helpers.js';
import { auditCount, STORES } from '../stores/stores.test-helpers.js';
import { countBatch, insertGeneratedCoupons } from './coupon-generate.repo.js';
import { COUPONS, type CouponJson, createCoupon, uniqueCode } from './coupons.test-helpers.js';

const GENERATE = `${COUPONS}/generate`;

let ctx: TestContext;
let admin: Client;
let betaAdmin: Client;
let storeIds: number[];

beforeAll(async () => {
  ctx = await startTestApp({ signInRateLimit: 1000, jobTimings: fastJobs(30) }, undefined, 'work');
  admin = await superAdmin(ctx, ctx.alpha);
  betaAdmin = await superAdmin(ctx, ctx.beta);
  storeIds = (await admin.get(`${STORES}?limit=2`)).json().data.map((s: { id: number }) => s.id);
});
afterAll(() => ctx?.close());

/** The codes of a finished job's download: the CSV's lines after its header. */
async function downloadedCodes(client: Client, fileUrl: string): Promise<string[]> {
  const response = await client.get(fileUrl);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toContain('text/csv');
  const [header, ...lines] = response.body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(header).toBe('codigo');
  return lines;
}

async function generate(client: Client, body: Record<string, unknown>) {
  const response = await client.post(GENERATE, body);
  expect(response.statusCode, response.body).toBe(202);
  return response.json().job_id as string;
}

describe('POST /coupons/generate', () => {
  it('makes the codes asked for as single-use copies of the template, and they download as CSV', async () => {
    const product = await createProduct(admin, { name: `Combo ${uniqueCode('')}`, modifiers: [] });
    const template = await createCoupon(admin, {
      kind: 'giftcard',
      discount: 300000,
      max_discount: null,
      quantity: 10,
      store_ids: storeIds,
      couponables: [{ couponable_type: 'product', couponable_id: product.id }],
    });
    const prefix = uniqueCode('G').slice(0, 7);
    const audits = await auditCount(ctx, ctx.alpha);
    const jobId = await generate(admin, {
      coupon_id: template.id,
      quantity: 6200,
      prefix: prefix.toLowerCase(),
    });

    const outcome = await jobOutcome(admin, jobId, 60_000);
    expect(outcome).toEqual({
      status: 'completed',
      progress: 100,
      result: { generated: 6200, coupon_id: template.id, prefix },
      file_url: `/api/admin/v1/coupons/generated_codes?job_id=${jobId}`,
    });
    const codes = await downloadedCodes(admin, outcome.file_url);
    expect(codes).toHaveLength(6200);
    expect(new Set(codes).size).toBe(6200);
    const shape = new RegExp(`^${prefix}[${generatedCodeAlphabet}]{${couponLimits.generatedRandomLength}}$`);
    expect(codes.every((code) => shape.test(code))).toBe(true);

    const listed = (await admin.get(`${COUPONS}?query=${codes[0]}`)).json().data as CouponJson[];
    expect(listed).toHaveLength(1);
    const copy = (await admin.get(`${COUPONS}/${listed[0]?.id}`)).json();
    expect(copy).toMatchObject({
      code: codes[0],
      kind: 'giftcard',
      discount: 300000,
      quantity: 1,
      quantity_by_users: 1,
      used_count: 0,
      automatic: false,
      start_date: template.start_date,
      expiry_date: template.expiry_date,
      couponables: [{ couponable_type: 'product', couponable_id: product.id }],
    });
    expect([...copy.store_ids].sort()).toEqual([...storeIds].sort());
    expect((await admin.get(`${COUPONS}?query=${prefix}&limit=1`)).json().meta.total_count).toBe(6200);
    // One audit entry for the whole batch, not 6,200.
    expect(await auditCount(ctx, ctx.alpha)).toBe(audits + 1);
  });

  it('reports progress while it runs', async () => {
    const template = await createCoupon(admin);
    const jobId = await generate(admin, {
      coupon_id: template.id,
      quantity: 20_000,
      prefix: uniqueCode('P'),
    });
    const seen = new Set<number>();
    for (;;) {
      const response = await admin.get(`${CORE_JOB}?id=${jobId}&progress=true`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      if (body.status === 'completed') break;
      expect(body.status).toBe('running');
      seen.add(body.progress);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(
      [...seen].some((p) => p > 0 && p < 100),
      JSON.stringify([...seen]),
    ).toBe(true);
  });

  it('refuses a template that is not the tenant’s, an automatic one, and counts out of range', async () => {
    const betaTemplate = await createCoupon(betaAdmin);
    const automatic = await createCoupon(admin, { automatic: true });
    const template = await createCoupon(admin);
    const refusals: [Record<string, unknown>, string, string | undefined][] = [
      [{ coupon_id: betaTemplate.id, quantity: 5 }, 'coupon_id', couponGenerateMessages.templateNotFound],
      [{ coupon_id: automatic.id, quantity: 5 }, 'coupon_id', couponGenerateMessages.templateAutomatic],
      [{ coupon_id: template.id, quantity: 0 }, 'quantity', undefined],
      [{ coupon_id: template.id, quantity: couponLimits.generateMax + 1 }, 'quantity', undefined],
      [{ coupon_id: template.id, quantity: 5, prefix: 'NO VALE' }, 'prefix', undefined],
      [{ coupon_id: template.id, quantity: '5' }, 'quantity', undefined],
    ];
    for (const [body, field, message] of refusals) {
      const response = await admin.post(GENERATE, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      const error = response.json();
      expect(error.code).toBe(ErrorCode.validation);
      expect(error.errors[0].field).toBe(field);
      if (message) expect(error.errors[0].message).toBe(message);
    }
    const malformed = await admin.raw({
      method: 'POST',
      url: GENERATE,
      headers: { 'content-type': 'application/json' },
      payload: '{"coupon_id": 1,',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('needs coupons:create; following the job and downloading are the starter’s and the tenant’s only', async () => {
    const template = await createCoupon(admin);
    const viewer = await userWith(ctx, ctx.alpha, { roleNames: ['user cc'] });
    expect((await viewer.client.post(GENERATE, { coupon_id: template.id, quantity: 3 })).statusCode).toBe(
      403,
    );

    const jobId = await generate(admin, { coupon_id: template.id, quantity: 3, prefix: uniqueCode('S') });
    const outcome = await jobOutcome(admin, jobId);
    expect(outcome.status).toBe('completed');
    // Another tenant learns nothing of the job or its codes.
    expect((await betaAdmin.get(`${CORE_JOB}?id=${jobId}`)).statusCode).toBe(404);
    expect((await betaAdmin.get(outcome.file_url)).statusCode).toBe(404);
    // Someone limited to one store did not start it: not theirs to follow.
    const scoped = await userWith(ctx, ctx.alpha, {
      roleNames: ['admin cc'],
      storeIds: [storeIds[0] as number],
    });
    expect((await scoped.client.get(`${CORE_JOB}?id=${jobId}`)).statusCode).toBe(404);
    // The viewer may see coupons, so may download them.
    expect(await downloadedCodes(viewer.client, outcome.file_url)).toHaveLength(3);
    // Unknown and malformed job ids.
    expect((await admin.get(`${COUPONS}/generated_codes?job_id=${randomUUID()}`)).statusCode).toBe(404);
    expect((await admin.get(`${COUPONS}/generated_codes?job_id=nope`)).statusCode).toBe(404);
  });
});

/** A generation job recorded as the route records it, not handed to any worker (the test runs it). */
async function recordedJob(couponId: number, quantity: number, prefix: string): Promise<string> {
  const jobId = randomUUID();
  await ctx.db.withTenant(ctx.alpha.id, (tx) =>
    insertJob(tx, {
      tenantId: ctx.alpha.id,
      id: jobId,
      kind: 'generate_coupons',
      params: { coupon_id: couponId, quantity, prefix },
      createdBy: null,
    }),
  );
  return jobId;
}

const runHere = (jobId: string) =>
  runCoreJob(ctx.db, ctx.config.jobTimings, { tenant_id: ctx.alpha.id, job_id: jobId }, generateCouponsJob());

describe('the generation job', () => {
  it('a retried attempt removes what an earlier one saved and ends with exactly the number asked', async () => {
    const template = await createCoupon(admin);
    const prefix = uniqueCode('R');
    const jobId = await recordedJob(template.id, 40, prefix);
    // What a first attempt that died after its first step left behind.
    await ctx.db.withTenant(ctx.alpha.id, (tx) =>
      insertGeneratedCoupons(tx, ctx.alpha.id, template.id, jobId, [`${prefix}LEFT1`, `${prefix}LEFT2`]),
    );
    await runHere(jobId);
    expect(await ctx.db.withTenant(ctx.alpha.id, (tx) => countBatch(tx, ctx.alpha.id, jobId))).toBe(40);
    expect((await admin.get(`${COUPONS}?query=${prefix}LEFT`)).json().data).toEqual([]);
    expect((await jobOutcome(admin, jobId)).result.generated).toBe(40);
  });

  it('fails with a clear reason and takes back what it saved when the template is deleted midway', async () => {
    const template = await createCoupon(admin);
    const jobId = await recordedJob(template.id, 12_000, uniqueCode('D'));
    const generate = generateCouponsJob();
    let stepsDone = 0;
    let savedBeforeDelete = 0;
    // The merchant deletes the template once the job has saved its first codes.
    const deletingMidway: CoreJobHandler = Object.assign(
      (job: RunningJob) =>
        generate({
          ...job,
          step: async (progress, work) => {
            const done = await job.step(progress, work);
            if (++stepsDone === 2) {
              savedBeforeDelete = await ctx.db.withTenant(ctx.alpha.id, (tx) =>
                countBatch(tx, ctx.alpha.id, jobId),
              );
              expect((await admin.delete(`${COUPONS}/${template.id}`)).statusCode).toBe(200);
            }
            return done;
          },
        }),
      { discard: generate.discard },
    );
    await runCoreJob(
      ctx.db,
      ctx.config.jobTimings,
      { tenant_id: ctx.alpha.id, job_id: jobId },
      deletingMidway,
    );
    expect(savedBeforeDelete).toBeGreaterThan(0);
    expect(await jobOutcome(admin, jobId)).toEqual({
      status: 'failed',
      error: { code: 'template_not_found', message: couponGenerateMessages.templateGone },
    });
    expect(await ctx.db.withTenant(ctx.alpha.id, (tx) => countBatch(tx, ctx.alpha.id, jobId))).toBe(0);
  });
});
