import { randomUUID } from 'node:crypto';
import { type JobError, type MenuChannel, menuSyncMessages } from '@tablero/domain';
import type { PgBoss } from 'pg-boss';
import type { JobTimings } from '../config.js';
import type { Database, Tx } from '../db/client.js';
import type { coreJobs } from '../db/schema/index.js';
import { ChannelError } from '../modules/menu-sync/channels/channel-adapter.js';
import { findTenant } from '../modules/menu-sync/menu-sync.repo.js';
import type { TenantRecord } from '../modules/tenants/tenants.repo.js';
import { type CoreJobRecord, finishJob, insertJob, setProgress, startAttempt } from './core-jobs.repo.js';

/** The kinds of job `GET /core_job` reports on, each a pg-boss queue of the same name. */
export const coreJobKinds = [
  'deploy_menu',
  'fetch_menu',
  'generate_coupons',
  'export_orders',
  'export_nps',
] as const;
export type CoreJobKind = (typeof coreJobKinds)[number];

/** All a queued job carries: which tenant's job record to run. Everything else is in the record. */
export interface CoreJobData {
  tenant_id: number;
  job_id: string;
}

/** How the API hands jobs to the queue (pg-boss; nothing when the process runs without jobs). */
export interface JobQueue {
  send(kind: CoreJobKind, data: CoreJobData): Promise<void>;
  /** Whether the queue still holds the job (it may be lost if the process died right after recording it). */
  holds(kind: CoreJobKind, id: string): Promise<boolean>;
}

export async function createCoreJobQueues(boss: PgBoss, timings: JobTimings): Promise<void> {
  for (const name of coreJobKinds)
    await boss.createQueue(name, {
      expireInSeconds: timings.expireInSeconds,
      retryLimit: timings.retryLimit,
      retryDelay: timings.retryDelaySeconds,
    });
}

export function pgBossJobQueue(boss: PgBoss): JobQueue {
  return {
    async send(kind, data) {
      await boss.send(kind, data, { id: data.job_id });
    },
    async holds(kind, id) {
      return (await boss.getJobById(kind, id)) !== null;
    },
  };
}

/**
 * Records a job and hands it to the queue (when the process has one; otherwise it waits for a
 * process that does). Its id is what `202 { job_id }` answers.
 */
export async function startJob(
  db: Database,
  queue: JobQueue | undefined,
  values: Pick<typeof coreJobs.$inferInsert, 'tenantId' | 'kind' | 'params' | 'createdBy'> & {
    kind: CoreJobKind;
  },
): Promise<string> {
  const job = await db.withTenant(values.tenantId, (tx) => insertJob(tx, { ...values, id: randomUUID() }));
  if (!job) throw new Error('job was not recorded');
  await queue?.send(values.kind, { tenant_id: values.tenantId, job_id: job.id });
  return job.id;
}

/** A failure retrying cannot fix (the store lost its menu or credentials): the job fails at once. */
export class JobFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The store and channel of a menu job; a job recorded without them cannot be run as one. */
export function storeChannelOf(job: CoreJobRecord): { storeId: number; channel: MenuChannel } {
  if (job.storeId === null || job.channel === null)
    throw new JobFailure('not_a_store_job', menuSyncMessages.unexpected);
  return { storeId: job.storeId, channel: job.channel as MenuChannel };
}

/** Another attempt took the job over (this one's worker was presumed dead): stop, change nothing. */
class Superseded extends Error {}

/** A job attempt as its kind's handler sees it. */
export interface RunningJob {
  tenant: TenantRecord;
  job: CoreJobRecord;
  /** Records progress (0-100); stops the attempt if another one took over. */
  progress(value: number): Promise<void>;
  /**
   * Runs one step's writes and records the progress reached in the same transaction: if another
   * attempt took over, the step's writes are rolled back with it and the attempt stops.
   */
  step<T>(progress: number, work: (tx: Tx) => Promise<T>): Promise<T>;
  /** Runs the job's last writes and marks it completed in one transaction, or not at all. */
  complete(work: (tx: Tx) => Promise<Record<string, unknown>>): Promise<void>;
}

export interface CoreJobHandler {
  (job: RunningJob): Promise<void>;
  /** Undoes what the job's attempts saved, in the transaction that settles it as failed for good. */
  discard?: (tx: Tx, tenantId: number, job: CoreJobRecord) => Promise<void>;
}

function jobErrorOf(error: unknown, channel: string | null): JobError & { final: boolean } {
  if (error instanceof JobFailure) return { code: error.code, message: error.message, final: true };
  if (error instanceof ChannelError) {
    const label = channel as Parameters<typeof menuSyncMessages.channelRefused>[0];
    if (error.kind === 'refused')
      return {
        code: 'channel_refused',
        message: menuSyncMessages.channelRefused(label, error.reason),
        final: true,
      };
    if (error.kind === 'unauthorized')
      return {
        code: 'channel_unauthorized',
        message: menuSyncMessages.channelUnauthorized(label),
        final: true,
      };
    return { code: 'channel_unavailable', message: menuSyncMessages.channelUnavailable(label), final: false };
  }
  return { code: 'unexpected', message: menuSyncMessages.unexpected, final: false };
}

/**
 * Runs one attempt of a job: claims it (a finished job is not run again), sets the tenant context
 * for every query (row-level security), and settles it. Each attempt numbers itself; progress and
 * completion only count while that number is the job's, so a worker pg-boss gave up on cannot
 * overwrite the attempt that replaced it. Final failures (the channel refused) settle the job at
 * once; others are thrown for pg-boss to retry until the retry limit, then settle it as failed.
 */
export async function runCoreJob(
  db: Database,
  timings: JobTimings,
  data: CoreJobData,
  handler: CoreJobHandler,
  log: (message: string, error: unknown) => void = () => undefined,
): Promise<void> {
  const tenant = await findTenant(db.app, data.tenant_id);
  if (!tenant) return;
  const job = await db.withTenant(tenant.id, (tx) => startAttempt(tx, tenant.id, data.job_id));
  if (!job) return;
  const { attempt } = job;
  const running: RunningJob = {
    tenant,
    job,
    async progress(value) {
      const current = await db.withTenant(tenant.id, (tx) =>
        setProgress(tx, tenant.id, job.id, attempt, Math.round(value)),
      );
      if (!current) throw new Superseded();
    },
    step(value, work) {
      return db.withTenant(tenant.id, async (tx) => {
        const done = await work(tx);
        if (!(await setProgress(tx, tenant.id, job.id, attempt, Math.round(value)))) throw new Superseded();
        return done;
      });
    },
    async complete(work) {
      await db.withTenant(tenant.id, async (tx) => {
        const result = await work(tx);
        if (!(await finishJob(tx, tenant.id, job.id, attempt, { status: 'completed', result })))
          throw new Superseded();
      });
    },
  };
  try {
    await handler(running);
  } catch (error) {
    if (error instanceof Superseded) return;
    const { final, ...failure } = jobErrorOf(error, job.channel);
    if (!final && attempt <= timings.retryLimit) throw error;
    if (!final) log('core job failed', error);
    await db.withTenant(tenant.id, async (tx) => {
      if (await finishJob(tx, tenant.id, job.id, attempt, { status: 'failed', error: failure }))
        await handler.discard?.(tx, tenant.id, job);
    });
  }
}
