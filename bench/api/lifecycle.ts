/**
 * What every API benchmark needs around its measurements: the Tablero server on a throwaway
 * database, cleanup even on Ctrl-C, and alternating rounds against the bare route.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type ChildServer, REPO_ROOT, startNodeServer, stopAllChildren } from '../../scripts/child-server.js';
import { type LoadTarget, type Measurement, measure } from './load.js';
import { createThrowawayDatabase, type ThrowawayDatabase } from './postgres-database.js';
import { SEED_PASSWORD } from './session.js';
import type { BenchSettings, Engine } from './settings.js';

const cleanups: (() => Promise<void>)[] = [];

export const log = (message: string) => console.log(`[bench] ${message}`);

/** Drops the databases and data directories made so far (their servers are stopped first). */
export async function runCleanups(): Promise<void> {
  while (cleanups.length > 0) {
    const step = cleanups.pop();
    try {
      await step?.();
    } catch (error) {
      console.error('cleanup failed:', error);
    }
  }
}

export async function cleanUp(): Promise<void> {
  await stopAllChildren();
  await runCleanups();
}

/**
 * Runs a benchmark's `main`: a failure prints and sets the exit code; servers and databases always
 * go, and the process ends there, so that a handle a failed run left open (a fake server, a client
 * still looping) cannot keep it, and CI, waiting.
 */
export async function runMain(name: string, main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    console.error(`\n[${name}] FAILED:`, error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  } finally {
    await cleanUp();
  }
  process.exit();
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

export interface BenchServer extends ChildServer {
  /** The superuser URL of its PostgreSQL database (bypasses row-level security); PGlite: undefined. */
  databaseUrl: string | undefined;
  /** Its files (exports, pictures), which a job worker beside it shares. */
  dataDir: string;
}

let apiBuilt = false;

/**
 * The server as `npm start` runs it, bundled by esbuild rather than transpiled by tsx inside the
 * measured process (which costs it ~85 MB resident): built once per run, from the working tree.
 */
function built(entry: 'server' | 'worker'): string {
  if (!apiBuilt) {
    execFileSync('npm', ['run', '--silent', 'build:api'], { cwd: REPO_ROOT, stdio: 'inherit' });
    apiBuilt = true;
  }
  return `apps/api/dist/${entry}.js`;
}

/** `on` reuses another server's PostgreSQL database; `env` adds settings (a cache turned off, say). */
export async function startTablero(
  engine: Engine,
  settings: BenchSettings,
  options: { on?: BenchServer; env?: Record<string, string> } = {},
): Promise<BenchServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `tablero-bench-${engine}-`));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    SEED_ADMIN_PASSWORD: SEED_PASSWORD,
    LOG_LEVEL: 'warn',
    JOBS: 'off',
    SIGN_IN_RATE_LIMIT: '1000',
    SIGN_IN_ADDRESS_RATE_LIMIT: '100000',
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    DATABASE_APP_URL: '',
    MAP_TILE_URL: 'none',
    AUTH_CACHE_TTL_SECONDS: settings.authCache ? '' : '0',
    ...options.env,
  };
  let databaseUrl: string | undefined = options.on?.databaseUrl;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else if (engine === 'postgres') {
    const database: ThrowawayDatabase = await createThrowawayDatabase(settings.postgresAdminUrl);
    cleanups.push(() => database.drop());
    log(`created database ${database.name}`);
    env.DATABASE_URL = database.url;
    databaseUrl = database.url;
  }
  const started = Date.now();
  const server = await startNodeServer({
    name: `tablero (${engine})`,
    script: built('server'),
    env,
    readyPath: '/',
    // A new PGlite data directory takes a minute or more to create while others load the machine,
    // and a first start that seeds a million orders took 230-300 s on a two-core machine.
    timeoutMs: 900_000,
    nodeArgs: settings.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${settings.profileDir}`] : [],
  });
  log(`tablero on ${engine} ready at ${server.baseUrl} (pid ${server.pid}) in ${Date.now() - started} ms`);
  return Object.assign(server, { databaseUrl, dataDir });
}

/**
 * A job worker process as `npm run start:worker` runs it, on a PostgreSQL server's database and
 * files; that server should run with `JOBS=send`.
 */
export async function startJobWorker(
  beside: BenchServer,
  env: Record<string, string> = {},
): Promise<ChildServer> {
  if (!beside.databaseUrl) throw new Error('a job worker needs the PostgreSQL database of a server');
  const worker = await startNodeServer({
    name: 'job worker',
    script: built('worker'),
    env: { DATA_DIR: beside.dataDir, DATABASE_URL: beside.databaseUrl, LOG_LEVEL: 'warn', ...env },
    readyOutput: 'ready',
    nodeArgs: ['--optimize-for-size'],
  });
  log(`job worker ready (pid ${worker.pid})`);
  return worker;
}

/** `floorDatabaseUrl` adds the lists' raw-SQL floors over that database (see list-floors.ts). */
export function startBareServer(floorDatabaseUrl?: string): Promise<ChildServer> {
  return startNodeServer({
    name: 'bare fastify',
    script: 'bench/api/bare-server.ts',
    env: floorDatabaseUrl ? { FLOOR_DATABASE_URL: floorDatabaseUrl } : {},
    readyPath: '/bare',
  });
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

/**
 * Each target and the bare route in turn, `settings.rounds` times, so that all of them see the
 * same moments of a noisy machine; the median run of each.
 */
export async function alternatingRounds(
  label: string,
  targets: { target: LoadTarget; server: ChildServer }[],
  bare: { target: LoadTarget; server: ChildServer },
  settings: BenchSettings,
): Promise<{ measured: Measurement[]; bare: Measurement }> {
  const runs: Measurement[][] = targets.map(() => []);
  const bareRuns: Measurement[] = [];
  for (let round = 1; round <= settings.rounds; round++) {
    const runSettings = round === 1 ? settings : { ...settings, warmupSeconds: 1 };
    log(`${label}: round ${round}/${settings.rounds}`);
    for (const [i, { target, server }] of targets.entries())
      runs[i]?.push(expectAllOk(await measure(target, runSettings), `${label}: ${target.url}`, server));
    bareRuns.push(expectAllOk(await measure(bare.target, runSettings), 'bare route', bare.server));
  }
  return { measured: runs.map(medianRun), bare: medianRun(bareRuns) };
}

/** The most the process has held resident since it started (Linux VmHWM), in MB. */
export function peakRssMb(pid: number): number | null {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}
