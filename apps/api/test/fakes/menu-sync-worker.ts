/**
 * A menu sync worker on its own, as a separate process (the kill test runs it and SIGKILLs it):
 * configuration from the environment as the server takes it, the queue and the workers, nothing
 * else. Prints `ready` once it polls for jobs.
 */
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/client.js';
import { startQueue } from '../../src/jobs/queue.js';
import { startJobWorkers } from '../../src/jobs/workers.js';
import { secretBoxFor } from '../../src/lib/secret-box.js';

const config = loadConfig();
if (!config.databaseUrl) throw new Error('menu-sync-worker needs DATABASE_URL (PostgreSQL)');
const db = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 4 });
const queue = await startQueue(db, config.databaseUrl, config.jobTimings);
await startJobWorkers(queue, { db, secretBox: secretBoxFor(config), config });
console.log('ready');
process.on('SIGTERM', async () => {
  await queue.stop({ graceful: false, timeout: 1000 });
  await db.close();
  process.exit(0);
});
