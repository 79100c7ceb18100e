/**
 * `npm run bench:api`: the signed-in path (`GET /api/admin/v1/admin_users/me`) of the real
 * Tablero server against a bare Fastify route, on PGlite and on PostgreSQL, with autocannon
 * running in this process. Server, bare server and autocannon all share the machine's cores.
 *
 * BENCH_DURATION (s, default 10), BENCH_WARMUP (s, default 3), BENCH_ENGINES (pglite,postgres).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type ChildServer, startNodeServer, stopAllChildren } from '../../scripts/child-server.js';
import { type LoadTarget, type Measurement, measure } from './load.js';
import { createThrowawayDatabase, type ThrowawayDatabase } from './postgres-database.js';
import { type EngineResult, formatTable, formatVerdict, verdictFor, writeResults } from './report.js';
import { prepareSession, SEED_PASSWORD, TENANT } from './session.js';
import { type Engine, loadSettings } from './settings.js';

const settings = loadSettings();
const cleanups: (() => Promise<void>)[] = [];

/** Drops the databases and data directories made so far (their servers are stopped first). */
async function runCleanups(): Promise<void> {
  while (cleanups.length > 0) {
    const step = cleanups.pop();
    try {
      await step?.();
    } catch (error) {
      console.error('cleanup failed:', error);
    }
  }
}

async function cleanUp(): Promise<void> {
  await stopAllChildren();
  await runCleanups();
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    console.error(`\n${signal}: stopping servers and cleaning up…`);
    void cleanUp().finally(() => process.exit(130));
  });
}

const log = (message: string) => console.log(`[bench] ${message}`);

async function startTablero(engine: Engine): Promise<ChildServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `tablero-bench-${engine}-`));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    SEED_ADMIN_PASSWORD: SEED_PASSWORD,
    LOG_LEVEL: 'warn',
    JOBS: 'off',
    SIGN_IN_RATE_LIMIT: '1000',
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    DATABASE_APP_URL: '',
    AUTH_CACHE_TTL_SECONDS: settings.authCache ? '' : '0',
  };
  if (engine === 'postgres') {
    const database: ThrowawayDatabase = await createThrowawayDatabase(settings.postgresAdminUrl);
    cleanups.push(() => database.drop());
    log(`created database ${database.name}`);
    env.DATABASE_URL = database.url;
  }
  const started = Date.now();
  const server = await startNodeServer({
    name: `tablero (${engine})`,
    script: 'apps/api/src/server.ts',
    env,
    readyPath: '/',
  });
  log(`tablero on ${engine} ready at ${server.baseUrl} (pid ${server.pid}) in ${Date.now() - started} ms`);
  return server;
}

function expectAllOk(run: Measurement, what: string, server: ChildServer): Measurement {
  if (run.non2xx > 0 || run.errors > 0) {
    throw new Error(
      `${what} answered ${run.non2xx} non-2xx responses and ${run.errors} errors ` +
        `(status codes ${JSON.stringify(run.statusCodes)}); server output:\n${server.output()}`,
    );
  }
  return run;
}

/** The run with the median request rate. */
function medianRun(runs: Measurement[]): Measurement {
  const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[Math.floor((sorted.length - 1) / 2)] as Measurement;
}

async function benchEngine(engine: Engine, bare: ChildServer): Promise<EngineResult> {
  const server = await startTablero(engine);
  try {
    const session = await prepareSession(server.baseUrl);
    log(
      session.user === 'regular'
        ? `signed in as regular user ${session.email} (role "admin", every store)`
        : `signed in as super admin ${session.email} (regular user failed: ${session.fallbackReason})`,
    );
    const meTarget: LoadTarget = {
      target: 'signed-in',
      url: `${server.baseUrl}/api/admin/v1/admin_users/me`,
      headers: { tenant: TENANT, authorization: `Bearer ${session.token}` },
      serverPid: server.pid,
    };
    const bareTarget: LoadTarget = { target: 'bare', url: `${bare.baseUrl}/bare`, serverPid: bare.pid };
    // Alternate the two targets so that both see the same moments of a noisy machine.
    const signedInRuns: Measurement[] = [];
    const bareRuns: Measurement[] = [];
    for (let round = 1; round <= settings.rounds; round++) {
      const runSettings = round === 1 ? settings : { ...settings, warmupSeconds: 1 };
      log(`${engine}: round ${round}/${settings.rounds}: signed-in path, then bare route`);
      signedInRuns.push(expectAllOk(await measure(meTarget, runSettings), `${engine}: /me`, server));
      bareRuns.push(expectAllOk(await measure(bareTarget, runSettings), 'bare route', bare));
    }
    const signedIn = medianRun(signedInRuns);
    const bareResult = medianRun(bareRuns);
    const { token: _token, ...sessionInfo } = session;
    return {
      engine,
      session: sessionInfo,
      signedIn,
      bare: bareResult,
      ratio: signedIn.requestsPerSecond / bareResult.requestsPerSecond,
    };
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  log(
    `engines ${settings.engines.join(', ')}; ${settings.connections} connections, pipelining ` +
      `${settings.pipelining}; ${os.cpus().length} cores shared by servers and autocannon`,
  );
  const [loadBefore = 0] = os.loadavg();
  if (loadBefore > 0.5) {
    log(
      `WARNING: load average ${loadBefore.toFixed(2)} before starting: other work shares the cores, numbers will be low`,
    );
  }
  const bare = await startNodeServer({
    name: 'bare fastify',
    script: 'bench/api/bare-server.ts',
    env: {},
    readyPath: '/bare',
  });
  log(`bare fastify ready at ${bare.baseUrl} (pid ${bare.pid})`);
  const results: EngineResult[] = [];
  for (const engine of settings.engines) {
    results.push(await benchEngine(engine, bare));
    // Each engine's database and data directory go before the next one starts.
    await runCleanups();
  }
  const postgres = results.find((r) => r.engine === 'postgres');
  const verdict = postgres ? verdictFor(postgres) : undefined;
  const users = [...new Set(results.map((r) => r.session.user))].join(', ');
  console.log('');
  console.log(formatTable(results));
  console.log('');
  console.log(
    `Signed in as: ${users} user (${results.map((r) => `${r.engine}: ${r.session.email}`).join('; ')})`,
  );
  console.log(
    `Median of ${settings.rounds} alternating runs per target; ${settings.durationSeconds} s each.`,
  );
  console.log(`Auth cache: ${settings.authCache ? 'on (the default)' : 'off (BENCH_AUTH_CACHE=off)'}`);
  console.log(formatVerdict(verdict));
  const [loadAfter = 0] = os.loadavg();
  console.log(`Load average (1 min) at the end: ${loadAfter.toFixed(2)} on ${os.cpus().length} cores`);
  const file = await writeResults(settings, results, verdict);
  console.log(`Results: ${path.relative(process.cwd(), file)}`);
}

try {
  await main();
} catch (error) {
  console.error('\n[bench] FAILED:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
