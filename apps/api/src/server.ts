import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openPreparedDatabase } from './db/prepare.js';
import { createCoreJobQueues, pgBossJobQueue } from './jobs/core-jobs.js';
import { startQueue } from './jobs/queue.js';
import { startJobWorkers } from './jobs/workers.js';
import { secretBoxFor } from './lib/secret-box.js';
import { secretFromEnvOrFile } from './lib/secrets.js';
import { countTenants } from './modules/tenants/tenants.repo.js';
import { DEFAULT_SEED_EMAIL } from './seed/seed.js';
import { type Seeded, seedInOwnProcess } from './seed/seed-process.js';

const config = loadConfig();
// Before touching the database: a bad key file should stop the start, not a later request.
const secretBox = secretBoxFor(config);
let db = await openPreparedDatabase(config);
let seeded: Seeded | undefined;
if ((await countTenants(db.app)) === 0) {
  await db.close();
  // Beside this file, as the sources run and as they are built (`.ts` or `.js`).
  seeded = await seedInOwnProcess(new URL(`./first-start${path.extname(import.meta.url)}`, import.meta.url));
  db = await openPreparedDatabase(config);
}
const jwtSecret = secretFromEnvOrFile(config.jwtSecret, config.dataDir, 'jwt-secret');
if (config.jobs === 'send' && db.engine !== 'postgres')
  throw new Error(
    "JOBS=send needs PostgreSQL (DATABASE_URL): no other process can run the embedded database's jobs",
  );
const queue = config.jobs === 'off' ? undefined : await startQueue(db, config.databaseUrl, config.jobTimings);
if (queue && config.jobs === 'on') await startJobWorkers(queue, { db, secretBox, config });
else if (queue) await createCoreJobQueues(queue, config.jobTimings);
const app = await buildApp(config, {
  db,
  jwtSecret,
  secretBox,
  ...(queue ? { jobQueue: pgBossJobQueue(queue) } : {}),
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await queue?.stop({ graceful: true, timeout: 5000 });
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const base = `http://localhost:${port}`;
const email = seeded?.admin.email ?? config.seedAdminEmail ?? DEFAULT_SEED_EMAIL;
const password = seeded
  ? seeded.admin.password
  : (config.seedAdminPassword ?? '(the password printed when the database was first created)');
console.log(
  [
    '',
    `Tablero is running on ${db.engine === 'pglite' ? `embedded PGlite (${config.dataDir})` : 'PostgreSQL'}: ${base}`,
    `  Console:   ${base}  (sign in with the credentials below)`,
    `  API docs:  ${base}/api/docs`,
    `  Tenants:   ${seeded ? seeded.tenants.join(', ') : 'as created on first run'} (header "tenant", or http://<tenant>.localhost:${port}/)`,
    `  Sign in:   ${email} / ${password}`,
    seeded?.orders
      ? `  Demo:      ${seeded.orders.toLocaleString('es-CL')} orders of the last year on tenant "demo"`
      : '',
    seeded?.admin.generated
      ? '             (generated now and shown only once; set SEED_ADMIN_PASSWORD to choose it)'
      : '',
    `  Kitchen:   ${base}/kitchen`,
    config.webpay.apiUrl === null
      ? `  Webpay:    a stand-in at ${base}/fake/webpay takes the payments (set WEBPAY_API_URL for Transbank's)`
      : `  Webpay:    ${config.webpay.apiUrl}`,
    '',
  ]
    .filter(Boolean)
    .join('\n'),
);
