/**
 * `npm run bench:lists`: every list the console opens (first page of 25), on PostgreSQL against its
 * raw-SQL floor served by the bare server over a `pg` pool (same data, same run), and on PGlite
 * against PostgreSQL; with the peak resident memory of each API process (issue 12 "API").
 *
 * BENCH_DURATION (s, default 10), BENCH_WARMUP (s), BENCH_ROUNDS (default 3), BENCH_ENGINES, BENCH_POSTGRES_URL,
 * BENCH_LISTS (names of the lists to measure, comma-separated; default all), BENCH_PROFILE.
 */
import os from 'node:os';
import pg from 'pg';
import {
  type BenchServer,
  log,
  peakRssMb,
  runCleanups,
  runMain,
  startBareServer,
  startTablero,
} from './lifecycle.js';
import { buildListData } from './list-data.js';
import { listFloors } from './list-floors.js';
import { type LoadTarget, type Measurement, measure } from './load.js';
import { prepareSession, SEED_EMAIL, SEED_PASSWORD, signIn, TENANT } from './session.js';
import { type Engine, loadSettings } from './settings.js';

const settings = loadSettings();
const API = '/api/admin/v1';
const OPEN_NOW = 'stores (status=opened)';
const TARGET = { floorRatio: 0.7, p99VsFloor: 1.5, pgliteVsPostgres: 2.5, openVsList: 2, rssMb: 300 };

type Runs = Map<string, Measurement[]>;

const chosenLists = process.env.BENCH_LISTS?.split(',').map((name) => name.trim());
const lists = Object.entries(listFloors).filter(([name]) => !chosenLists || chosenLists.includes(name));

function median(runs: Measurement[]): Measurement {
  const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[Math.floor((sorted.length - 1) / 2)] as Measurement;
}

function checked(m: Measurement, what: string): Measurement {
  if (m.non2xx > 0 || m.errors > 0)
    throw new Error(`${what}: ${m.non2xx} non-2xx, ${m.errors} errors ${JSON.stringify(m.statusCodes)}`);
  return m;
}

async function record(runs: Runs, key: string, target: LoadTarget, roundSettings = settings) {
  const m = checked(await measure(target, roundSettings), `${key} ${target.url}`);
  runs.set(key, [...(runs.get(key) ?? []), m]);
}

async function withData(engine: Engine): Promise<{ server: BenchServer; headers: Record<string, string> }> {
  const server = await startTablero(engine, settings);
  const started = Date.now();
  const made = await buildListData(server.baseUrl, await signIn(server.baseUrl, SEED_EMAIL, SEED_PASSWORD));
  log(`${engine}: data made in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(made)}`);
  // The regular user is made after the stores, so that it holds every store of its tenant.
  const session = await prepareSession(server.baseUrl);
  log(`${engine}: signed in as ${session.user} user ${session.email}`);
  return { server, headers: { tenant: TENANT, authorization: `Bearer ${session.token}` } };
}

async function tenantIdOf(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>('select id from tenants where slug = $1', [TENANT]);
    if (!rows[0]) throw new Error(`no tenant ${TENANT}`);
    return rows[0].id;
  } finally {
    await client.end();
  }
}

async function benchEngine(engine: Engine, results: Map<string, Runs>, rss: Map<string, number | null>) {
  const { server, headers } = await withData(engine);
  const bare =
    engine === 'postgres' && server.databaseUrl ? await startBareServer(server.databaseUrl) : undefined;
  const tenantId = server.databaseUrl ? await tenantIdOf(server.databaseUrl) : 0;
  const api: Runs = new Map();
  const floor: Runs = new Map();
  const apiTarget = (path: string): LoadTarget => ({
    target: 'list',
    url: `${server.baseUrl}${API}${path}`,
    headers,
    serverPid: server.pid,
  });
  if (bare) await logAnswerSizes(bare.baseUrl, tenantId, apiTarget);
  for (let round = 1; round <= settings.rounds; round++) {
    const roundSettings = round === 1 ? settings : { ...settings, warmupSeconds: 1 };
    log(`${engine}: round ${round}/${settings.rounds}`);
    for (const [name, list] of lists) {
      await record(api, name, apiTarget(list.apiPath), roundSettings);
      if (bare)
        await record(
          floor,
          name,
          {
            target: 'floor',
            url: `${bare.baseUrl}/floor/${name}?tenant_id=${tenantId}`,
            serverPid: bare.pid,
          },
          roundSettings,
        );
    }
    await record(api, OPEN_NOW, apiTarget(`${listFloors.stores?.apiPath}&status=opened`), roundSettings);
  }
  rss.set(engine, peakRssMb(server.pid));
  results.set(engine, api);
  if (bare) results.set('floor', floor);
  await bare?.stop();
  await server.stop();
  await runCleanups();
}

/** What each list and its floor send for the same page, so that the comparison is of like with like. */
async function logAnswerSizes(floorBase: string, tenantId: number, apiTarget: (path: string) => LoadTarget) {
  const bytesOf = async (url: string, headers?: Record<string, string>) => {
    const response = await fetch(url, { headers });
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    const rows = (JSON.parse(new TextDecoder().decode(body)) as { data?: unknown[] }).data?.length;
    return { bytes: body.byteLength, rows };
  };
  for (const [name, list] of lists) {
    const target = apiTarget(list.apiPath);
    const api = await bytesOf(target.url, target.headers);
    const floor = await bytesOf(`${floorBase}/floor/${name}?tenant_id=${tenantId}`);
    log(
      `${name}: API ${api.bytes} bytes (${api.rows} rows), floor ${floor.bytes} bytes (${floor.rows} rows)`,
    );
  }
}

const fixed = (n: number | undefined, digits = 0) => (n === undefined ? '—' : n.toFixed(digits));
const mark = (ok: boolean | undefined) => (ok === undefined ? ' ' : ok ? ' ' : '✗');

function printTable(results: Map<string, Runs>) {
  const pick = (engine: string, name: string) => {
    const runs = results.get(engine)?.get(name);
    return runs ? median(runs) : undefined;
  };
  const header = [
    'list',
    'PG req/s',
    'p99',
    'floor req/s',
    'p99',
    'vs floor',
    'p99 ×floor',
    'PGlite req/s',
    'p99',
    'PG÷PGlite',
    'CPU ms/req API',
    'PG',
    'floor',
    'PG',
  ];
  const widths = [24, 9, 6, 11, 6, 9, 10, 12, 6, 10, 15, 5, 6, 5];
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' ');
  console.log(line(header));
  for (const name of [...lists.map(([name]) => name), OPEN_NOW]) {
    const pgRun = pick('postgres', name);
    const floorRun = pick('floor', name === OPEN_NOW ? 'stores' : name);
    const liteRun = pick('pglite', name);
    const ratio = pgRun && floorRun ? pgRun.requestsPerSecond / floorRun.requestsPerSecond : undefined;
    const p99Ratio = pgRun && floorRun ? pgRun.latencyP99Ms / Math.max(floorRun.latencyP99Ms, 1) : undefined;
    const liteRatio = pgRun && liteRun ? pgRun.requestsPerSecond / liteRun.requestsPerSecond : undefined;
    console.log(
      line([
        name,
        fixed(pgRun?.requestsPerSecond),
        fixed(pgRun?.latencyP99Ms),
        fixed(floorRun?.requestsPerSecond),
        fixed(floorRun?.latencyP99Ms),
        `${fixed(ratio, 2)}${mark(ratio === undefined ? undefined : ratio >= TARGET.floorRatio)}`,
        `${fixed(p99Ratio, 2)}${mark(p99Ratio === undefined ? undefined : p99Ratio <= TARGET.p99VsFloor)}`,
        fixed(liteRun?.requestsPerSecond),
        fixed(liteRun?.latencyP99Ms),
        `${fixed(liteRatio, 2)}${mark(liteRatio === undefined ? undefined : liteRatio <= TARGET.pgliteVsPostgres)}`,
        fixed(pgRun?.serverCpuMsPerRequest ?? undefined, 2),
        fixed(pgRun?.postgresCpuMsPerRequest ?? undefined, 2),
        fixed(floorRun?.serverCpuMsPerRequest ?? undefined, 2),
        fixed(floorRun?.postgresCpuMsPerRequest ?? undefined, 2),
      ]),
    );
  }
  for (const engine of ['postgres', 'pglite']) {
    const list = pick(engine, 'stores');
    const open = pick(engine, OPEN_NOW);
    if (list && open) {
      const slower = list.requestsPerSecond / open.requestsPerSecond;
      console.log(
        `${engine}: status=opened is ${slower.toFixed(2)}× slower than the plain stores list${mark(slower <= TARGET.openVsList)}`,
      );
    }
  }
}

async function main(): Promise<void> {
  log(
    `engines ${settings.engines.join(', ')}; ${os.cpus().length} cores shared; ${settings.connections} connections`,
  );
  const results = new Map<string, Runs>();
  const rss = new Map<string, number | null>();
  for (const engine of [...settings.engines].reverse()) await benchEngine(engine, results, rss);
  console.log('');
  printTable(results);
  for (const [engine, mb] of rss)
    console.log(
      `peak RSS of the API process on ${engine}: ${mb === null ? 'unknown' : `${mb.toFixed(0)} MB`}${mark(mb === null ? undefined : mb < TARGET.rssMb)}`,
    );
  console.log(
    `Targets: ≥ ${TARGET.floorRatio} of the floor, p99 ≤ ${TARGET.p99VsFloor}× the floor's, PGlite within ${TARGET.pgliteVsPostgres}× of PostgreSQL, ` +
      `open-now within ${TARGET.openVsList}× of the list, RSS < ${TARGET.rssMb} MB (✗ marks a miss).`,
  );
  console.log(
    `Median of ${settings.rounds} rounds per target; ${settings.durationSeconds} s each; load average ${os.loadavg()[0]?.toFixed(2)}.`,
  );
}

await runMain('bench', main);
