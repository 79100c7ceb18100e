/**
 * `npm run bench:menu`: the public menu (`GET /api/public/v2/prices?store_id&platform=web&
 * dispatch_method=delivery`) of a store whose menu has 300 products each offering 10 modifiers,
 * spread over price groups, on a throwaway PostgreSQL database, beside the bare Fastify route
 * measured in the same run (issue 5 "Benchmark"). Prints req/s, p99 and the response's size.
 *
 * BENCH_DURATION (s, default 10), BENCH_WARMUP (s), BENCH_ROUNDS (default 3), BENCH_POSTGRES_URL.
 */
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuMillis } from './cpu-time.js';
import { alternatingRounds, log, runMain, startBareServer, startTablero } from './lifecycle.js';
import type { Measurement } from './load.js';
import { buildMenuCatalogue, MODIFIERS_PER_PRODUCT, PRODUCTS } from './menu-catalogue.js';
import { SEED_EMAIL, SEED_PASSWORD, signIn, TENANT } from './session.js';
import { loadSettings } from './settings.js';

const settings = loadSettings();

function row(label: string, m: Measurement, bare: Measurement): string {
  const ratio = ((m.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(1);
  const cpu = m.serverCpuMsPerRequest === null ? '—' : m.serverCpuMsPerRequest.toFixed(2);
  return [
    label.padEnd(44),
    m.requestsPerSecond.toFixed(0).padStart(8),
    m.latencyP50Ms.toFixed(0).padStart(7),
    m.latencyP99Ms.toFixed(0).padStart(7),
    cpu.padStart(11),
    `${ratio} %`.padStart(9),
  ].join('  ');
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** CPU of the API process and of the PostgreSQL backends serving it, per request, over one run. */
async function cpuSplit(url: string, serverPid: number, databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const backends = async () =>
      (
        await client.query<{ pid: number }>(
          'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        )
      ).rows.map((r) => r.pid);
    const cpuOf = (pids: number[]) => new Map(pids.map((pid) => [pid, cpuMillis(pid) ?? 0]));
    const before = { api: cpuMillis(serverPid) ?? 0, postgres: cpuOf(await backends()) };
    const run = await autocannon({
      url,
      headers: { tenant: TENANT },
      connections: settings.connections,
      duration: settings.durationSeconds,
    });
    const after = { api: cpuMillis(serverPid) ?? 0, postgres: cpuOf(await backends()) };
    // Backends the pool opened during the run count from zero; one it closed is lost (rare under load).
    let postgres = 0;
    for (const [pid, ms] of after.postgres) postgres += ms - (before.postgres.get(pid) ?? 0);
    const requests = run.requests.total;
    return {
      apiMs: (after.api - before.api) / requests,
      postgresMs: postgres / requests,
      backends: after.postgres.size,
    };
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  log(`${os.cpus().length} cores shared by servers and autocannon; ${settings.connections} connections`);
  const bare = await startBareServer();
  const server = await startTablero('postgres', settings);
  const databaseUrl = server.databaseUrl;
  if (!databaseUrl) throw new Error('the public-menu benchmark runs on PostgreSQL only');
  const token = await signIn(server.baseUrl, SEED_EMAIL, SEED_PASSWORD);
  const started = Date.now();
  const catalogue = await buildMenuCatalogue(server.baseUrl, token);
  log(
    `built ${catalogue.products} products × ${MODIFIERS_PER_PRODUCT} modifiers (${catalogue.modifiers} modifiers, ` +
      `${catalogue.options} options), ${catalogue.priceGroups} price groups, ${catalogue.prices} prices in ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  // The same database behind a second process that never answers from memory: the cost of a miss.
  const uncached = await startTablero('postgres', settings, {
    on: server,
    env: { PUBLIC_MENU_CACHE_TTL_SECONDS: '0' },
  });
  const path = `/api/public/v2/prices?store_id=${catalogue.storeId}&platform=web&dispatch_method=delivery`;
  const sample = await fetch(`${server.baseUrl}${path}`, { headers: { tenant: TENANT } });
  const body = Buffer.from(await sample.arrayBuffer());
  if (!sample.ok) throw new Error(`GET ${path} answered ${sample.status}: ${body.toString().slice(0, 300)}`);
  const menu = JSON.parse(body.toString()) as { collections: { prices: unknown[] }[] };
  const offered = menu.collections.reduce((sum, c) => sum + c.prices.length, 0);

  const { measured, bare: bareRun } = await alternatingRounds(
    'public menu',
    [
      {
        target: {
          target: 'public-menu',
          url: `${server.baseUrl}${path}`,
          headers: { tenant: TENANT },
          serverPid: server.pid,
        },
        server,
      },
      {
        target: {
          target: 'public-menu-uncached',
          url: `${uncached.baseUrl}${path}`,
          headers: { tenant: TENANT },
          serverPid: uncached.pid,
        },
        server: uncached,
      },
    ],
    { target: { target: 'bare', url: `${bare.baseUrl}/bare`, serverPid: bare.pid }, server: bare },
    settings,
  );
  const [publicMenu, missEveryTime] = measured as [Measurement, Measurement];
  log('public menu: CPU split between the API and PostgreSQL');
  const split = await cpuSplit(`${uncached.baseUrl}${path}`, uncached.pid, databaseUrl);
  console.log('');
  console.log(
    `Menu of ${PRODUCTS} products × ${MODIFIERS_PER_PRODUCT} modifiers; the answer holds ${menu.collections.length} ` +
      `collections, ${offered} prices (the rest are not offered now on web for delivery)`,
  );
  console.log(
    `Response: ${kb(body.length)} JSON (${kb(gzipSync(body).length)} gzipped; the API does not compress)`,
  );
  console.log(
    [
      'target'.padEnd(44),
      'req/s'.padStart(8),
      'p50 ms'.padStart(7),
      'p99 ms'.padStart(7),
      'cpu ms/req'.padStart(11),
      'vs bare'.padStart(9),
    ].join('  '),
  );
  console.log(row('GET /api/public/v2/prices (300 × 10)', publicMenu, bareRun));
  console.log(row('  same, cache off (every request a miss)', missEveryTime, bareRun));
  console.log(row('GET /bare (bare Fastify)', bareRun, bareRun));
  console.log(
    `Median of ${settings.rounds} alternating runs per target; ${settings.durationSeconds} s each; ` +
      `${((publicMenu.requestsPerSecond * body.length) / 1024 / 1024).toFixed(1)} MB/s of menu served.`,
  );
  console.log(
    `CPU per request with the cache off (one more run): API process ${split.apiMs.toFixed(2)} ms, PostgreSQL ` +
      `${split.postgresMs.toFixed(2)} ms (${split.backends} backends).`,
  );
}

await runMain('bench', main);
