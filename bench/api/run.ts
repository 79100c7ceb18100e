/**
 * `npm run bench:api`: the signed-in path (`GET /api/admin/v1/admin_users/me`) of the real
 * Tablero server against a bare Fastify route, on PGlite and on PostgreSQL, with autocannon
 * running in this process. Server, bare server and autocannon all share the machine's cores.
 *
 * BENCH_DURATION (s, default 10), BENCH_WARMUP (s, default 3), BENCH_ENGINES (pglite,postgres).
 */
import os from 'node:os';
import path from 'node:path';
import type { ChildServer } from '../../scripts/child-server.js';
import { alternatingRounds, log, runCleanups, runMain, startBareServer, startTablero } from './lifecycle.js';
import type { LoadTarget } from './load.js';
import { type EngineResult, formatTable, formatVerdict, verdictFor, writeResults } from './report.js';
import { prepareSession, TENANT } from './session.js';
import { type Engine, loadSettings } from './settings.js';

const settings = loadSettings();

async function benchEngine(engine: Engine, bare: ChildServer): Promise<EngineResult> {
  const server = await startTablero(engine, settings);
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
    const { measured, bare: bareResult } = await alternatingRounds(
      `${engine}: signed-in path, then bare route`,
      [{ target: meTarget, server }],
      { target: bareTarget, server: bare },
      settings,
    );
    const signedIn = measured[0] as EngineResult['signedIn'];
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
  const bare = await startBareServer();
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

await runMain('bench', main);
