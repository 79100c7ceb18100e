/**
 * `npm run start:worker`: a process that only runs jobs (CSV exports, menu sync, coupon
 * generation, the order upkeep), beside API processes started with `JOBS=send` on the same
 * PostgreSQL database. Long work then never shares a process, its memory or its event loop with
 * requests. The API migrates the database; start it first. Prints `ready` once it takes jobs.
 */
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { startQueue } from './jobs/queue.js';
import { startJobWorkers } from './jobs/workers.js';
import { secretBoxFor } from './lib/secret-box.js';

/** One job at a time per kind: a few connections are plenty. */
const WORKER_POOL_SIZE = 4;

const config = loadConfig();
if (!config.databaseUrl) {
  console.error(
    'A separate job worker needs PostgreSQL (DATABASE_URL): the embedded database serves one process, whose jobs `npm start` already runs.',
  );
  process.exit(1);
}
const secretBox = secretBoxFor(config);
const db = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: WORKER_POOL_SIZE });
const queue = await startQueue(db, config.databaseUrl, config.jobTimings);
await startJobWorkers(queue, { db, secretBox, config });
console.log('ready');

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  // A job cut short here is retried by another worker once it expires (JOB_EXPIRE_SECONDS).
  await queue.stop({ graceful: true, timeout: 10_000 });
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
