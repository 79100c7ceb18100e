import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FakeChannel } from '../../test/fakes/fake-channel.js';
import { startUberEatsFake } from '../../test/fakes/uber-eats.fake.js';
import { type Client, startTestApp, superAdmin, type TestContext } from '../../test/harness.js';
import { coreJobs, menuVersions } from '../db/schema/index.js';
import {
  channelsAt,
  configureChannel,
  deploy,
  fastJobs,
  jobOutcome,
  STORES,
  storeWithMenu,
} from '../modules/menu-sync/menu-sync.test-helpers.js';
import { startQueue } from './queue.js';
import { startJobWorkers } from './workers.js';

/**
 * THE KILL TEST (issue 5): a worker dies hard in the middle of publishing a menu; after a restart
 * the job ends `completed` exactly once, with one version and one publish applied by the channel.
 * On PostgreSQL the worker is a child process killed with SIGKILL; on PGlite (one process only)
 * its queue is stopped without a graceful shutdown and a new one started on the same database.
 */
const EXPIRE_SECONDS = 3;
const postgres = inject('template').engine === 'postgres';
const workerScript = fileURLToPath(new URL('../worker.ts', import.meta.url));

let ctx: TestContext;
let uber: FakeChannel;
let admin: Client;
let storeId: number;
const timings = fastJobs(EXPIRE_SECONDS);
const children: ChildProcess[] = [];
let restarted: PgBoss | undefined;

beforeAll(async () => {
  uber = await startUberEatsFake();
  const config = { ...channelsAt({ uber_eats: uber }), jobTimings: timings };
  ctx = await startTestApp(config, undefined, postgres ? 'send' : 'work');
  admin = await superAdmin(ctx, ctx.alpha);
  storeId = (await admin.get(STORES)).json().data[0].id;
  await storeWithMenu(admin, storeId);
  await configureChannel(admin, storeId, 'uber_eats');
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await restarted?.stop({ graceful: false, close: false, timeout: 1000 });
  await ctx?.close();
  await uber?.close();
});

/** A worker process with the test's database, key, channel URL and timings; resolves once it polls. */
async function spawnWorker(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', workerScript], {
    env: {
      ...process.env,
      DATABASE_URL: ctx.databaseUrl,
      CREDENTIALS_KEY: ctx.credentialsKey,
      UBER_EATS_API_URL: uber.url,
      UBER_EATS_AUTH_URL: uber.url,
      JOB_EXPIRE_SECONDS: String(timings.expireInSeconds),
      JOB_RETRY_LIMIT: String(timings.retryLimit),
      JOB_RETRY_DELAY_SECONDS: '0',
      JOB_SUPERVISE_SECONDS: String(timings.superviseIntervalSeconds),
      JOB_POLL_SECONDS: String(timings.pollingIntervalSeconds),
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  let output = '';
  for await (const chunk of child.stdout as NodeJS.ReadableStream) {
    output += String(chunk);
    if (output.includes('ready')) return child;
  }
  throw new Error('menu sync worker exited before it was ready');
}

describe('a worker killed in the middle of a deploy', () => {
  it('lets the restarted worker finish the job exactly once, with one version and one publish', async () => {
    const first = postgres ? await spawnWorker() : undefined;
    uber.hangNext();
    const seen = uber.requests.length;
    const response = await deploy(admin, storeId, { channel: 'uber_eats' });
    expect(response.statusCode).toBe(202);
    const jobId = response.json().job_id as string;
    await uber.waitFor((r) => r.method === 'PUT' && uber.requests.indexOf(r) >= seen, 15_000);

    // Mid-flight: the channel holds the publish; the job is running. Kill the worker hard.
    if (first) {
      first.kill('SIGKILL');
      await once(first, 'exit');
      await spawnWorker();
    } else {
      await ctx.queue?.stop({ graceful: false, close: false, timeout: 100 });
      restarted = await startQueue(ctx.db, undefined, timings);
      await startJobWorkers(restarted, { db: ctx.db, secretBox: ctx.secretBox, config: ctx.config });
    }

    const outcome = await jobOutcome(admin, jobId, 40_000);
    expect(outcome).toMatchObject({ status: 'completed', progress: 100, result: { products_count: 2 } });
    const versions = await ctx.db.withTenant(ctx.alpha.id, (tx) =>
      tx.select().from(menuVersions).where(eq(menuVersions.tenantId, ctx.alpha.id)),
    );
    expect(versions).toHaveLength(1);
    expect(versions[0]?.jobId).toBe(jobId);
    const [record] = await ctx.db.withTenant(ctx.alpha.id, (tx) =>
      tx
        .select()
        .from(coreJobs)
        .where(and(eq(coreJobs.tenantId, ctx.alpha.id), eq(coreJobs.id, jobId))),
    );
    expect(record?.attempt).toBe(2);
    // Two publishes reached the channel with the same idempotency key; it applied one.
    const publishes = uber.requests.filter((r) => r.method === 'PUT');
    expect(publishes.slice(-2).map((r) => r.headers['idempotency-key'])).toEqual([jobId, jobId]);
    expect(uber.state.accepted).toHaveLength(1);

    // The first attempt's publish finally answered (in-process, that worker still waits on it):
    // a replay at the channel, and nothing it writes afterwards counts.
    uber.release();
    await new Promise((r) => setTimeout(r, 1500));
    expect(uber.state.accepted).toHaveLength(1);
    const after = await ctx.db.withTenant(ctx.alpha.id, (tx) => tx.select().from(menuVersions));
    expect(after).toHaveLength(1);
    expect((await admin.get(`/api/admin/v1/core_job?id=${jobId}`)).json()).toEqual(outcome);
  }, 90_000);
});
