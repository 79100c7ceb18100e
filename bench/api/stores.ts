/**
 * `npm run bench:stores`: the stores list (`GET /api/admin/v1/stores?page=1&limit=25`, and the
 * same with `status=opened`, which computes the open state) on PostgreSQL with 200 tenants of 500
 * stores each, beside the bare Fastify route measured in the same run (issue 4 "Benchmark").
 *
 * BENCH_DURATION (s, default 10), BENCH_WARMUP (s), BENCH_ROUNDS (default 3), BENCH_POSTGRES_URL.
 */
import os from 'node:os';
import { alternatingRounds, log, peakRssMb, runMain, startBareServer, startTablero } from './lifecycle.js';
import type { LoadTarget, Measurement } from './load.js';
import { prepareSession, TENANT } from './session.js';
import { loadSettings } from './settings.js';
import { generateStoreFleet, STORES_PER_TENANT, TENANTS } from './store-fleet.js';

const settings = loadSettings();
const LIST = '/api/admin/v1/stores?page=1&limit=25';
const OPEN_ONLY = `${LIST}&status=opened`;

function row(label: string, m: Measurement, bare: Measurement): string {
  const ratio = ((m.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(1);
  return [
    label.padEnd(52),
    m.requestsPerSecond.toFixed(0).padStart(8),
    m.latencyP99Ms.toFixed(0).padStart(7),
    `${ratio} %`.padStart(9),
  ].join('  ');
}

async function main(): Promise<void> {
  log(`${os.cpus().length} cores shared by servers and autocannon; ${settings.connections} connections`);
  const bare = await startBareServer();
  const server = await startTablero('postgres', settings);
  if (!server.databaseUrl) throw new Error('the stores benchmark runs on PostgreSQL only');
  const started = Date.now();
  const fleet = await generateStoreFleet(server.databaseUrl);
  log(
    `generated ${fleet.tenants} tenants, ${fleet.stores} stores in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  // The regular user is made after the fleet so that it holds every store of its tenant.
  const session = await prepareSession(server.baseUrl);
  log(`signed in as ${session.user} user ${session.email}`);
  const headers = { tenant: TENANT, authorization: `Bearer ${session.token}` };
  const target = (name: string, path: string): LoadTarget => ({
    target: name,
    url: `${server.baseUrl}${path}`,
    headers,
    serverPid: server.pid,
  });
  const { measured, bare: bareRun } = await alternatingRounds(
    'stores list',
    [
      { target: target('list', LIST), server },
      { target: target('list-open', OPEN_ONLY), server },
    ],
    { target: { target: 'bare', url: `${bare.baseUrl}/bare`, serverPid: bare.pid }, server: bare },
    settings,
  );
  const [list, openOnly] = measured as [Measurement, Measurement];
  const rss = peakRssMb(server.pid);
  console.log('');
  console.log(`${TENANTS} tenants × ${STORES_PER_TENANT} stores; ${session.user} user of tenant "${TENANT}"`);
  console.log(
    ['target'.padEnd(52), 'req/s'.padStart(8), 'p99 ms'.padStart(7), 'vs bare'.padStart(9)].join('  '),
  );
  console.log(row(`GET ${LIST}`, list, bareRun));
  console.log(row('  … &status=opened', openOnly, bareRun));
  console.log(row('GET /bare (bare Fastify)', bareRun, bareRun));
  console.log(
    `status=opened is ${(list.requestsPerSecond / openOnly.requestsPerSecond).toFixed(2)}× slower than the plain list (target ≤ 2×)`,
  );
  console.log(
    `peak RSS of the API process: ${rss === null ? 'unknown' : `${rss.toFixed(0)} MB`} (target < 300 MB)`,
  );
  console.log(
    `Median of ${settings.rounds} alternating runs per target; ${settings.durationSeconds} s each.`,
  );
}

await runMain('bench', main);
