/**
 * `npm run scan`: known scanners against a running Tablero on loopback (PostgreSQL): the
 * OpenAPI-driven probe of every route, then sqlmap on every list's query parameters, as the
 * seeded super admin. Exits 1 on any finding. SCAN_SQLMAP=off skips sqlmap (not installed);
 * SCAN_SQLMAP_SECONDS bounds each sqlmap run (default 120).
 */
import { spawnSync } from 'node:child_process';
import { log, runMain, startTablero } from '../api/lifecycle.js';
import { SEED_EMAIL, SEED_PASSWORD } from '../api/session.js';
import { loadSettings } from '../api/settings.js';
import { signIn } from '../soak/soak-client.js';
import { type OpenApiDocument, operationsOf, probeOperations } from './openapi-probe.js';
import { LIST_TARGETS, sqlmap } from './sqlmap.js';

const TENANT = 'demo';

/**
 * An id that exists for each collection with `{id}` routes, read from its own list — never the
 * signed-in user's own, whose password the probe would change, ending its session.
 */
async function existingIds(baseUrl: string, headers: Record<string, string>, paths: string[]) {
  const me = (await (await fetch(`${baseUrl}/api/admin/v1/admin_users/me`, { headers })).json()) as {
    id: number;
  };
  const ids = new Map<string, number>();
  for (const collection of new Set(paths.map((p) => p.split('/{id}')[0] as string))) {
    const query = collection.endsWith('/modifiers') ? '?type=parent' : '';
    const response = await fetch(`${baseUrl}${collection}${query}`, { headers });
    if (!response.ok) continue;
    const rows = ((await response.json()) as { data?: { id: number }[] }).data ?? [];
    const other = collection.endsWith('/admin_users') ? rows.find((r) => r.id !== me.id) : rows[0];
    if (other !== undefined) ids.set(collection, other.id);
  }
  return (path: string) => ids.get(path.split('/{id}')[0] as string);
}

async function main() {
  const server = await startTablero('postgres', loadSettings(), {
    env: { JOBS: 'off', SIGN_IN_RATE_LIMIT: '100000', SIGN_IN_ADDRESS_RATE_LIMIT: '100000' },
  });
  const { access } = await signIn(server.baseUrl, TENANT, SEED_EMAIL, SEED_PASSWORD);
  const headers = { tenant: TENANT, authorization: `Bearer ${access}` };
  const document = (await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as OpenApiDocument;
  const operations = operationsOf(document);
  const idFor = await existingIds(
    server.baseUrl,
    headers,
    operations.filter((op) => op.path.includes('{id}')).map((op) => op.path),
  );

  let started = Date.now();
  const probe = await probeOperations(server.baseUrl, headers, operations, idFor);
  log(
    `OpenAPI probe: ${operations.length} operations, ${probe.requests} requests, ${probe.findings.length} findings in ${Math.round((Date.now() - started) / 1000)} s`,
  );

  const findings = [...probe.findings];
  const sqlmapInstalled = spawnSync('sqlmap', ['--version']).status === 0;
  if (process.env.SCAN_SQLMAP === 'off' || !sqlmapInstalled) {
    log(`sqlmap ${sqlmapInstalled ? 'skipped (SCAN_SQLMAP=off)' : 'not installed: skipped'}`);
    if (!sqlmapInstalled && process.env.CI) findings.push('sqlmap is not installed');
  } else {
    started = Date.now();
    const timeoutMs = Number(process.env.SCAN_SQLMAP_SECONDS ?? 120) * 1000;
    for (const target of LIST_TARGETS) {
      const result = await sqlmap(server.baseUrl, target, headers, timeoutMs);
      log(`sqlmap ${target}: ${result.verdict} (${result.seconds} s)`);
      if (result.injectable) findings.push(`sqlmap: ${target} is injectable`);
      if (result.verdict.startsWith('no verdict')) findings.push(`sqlmap: ${target} gave no verdict in time`);
    }
    log(`sqlmap: ${LIST_TARGETS.length} lists in ${Math.round((Date.now() - started) / 1000)} s`);
  }
  for (const finding of findings.slice(0, 50)) console.log(`  ! ${finding}`);
  console.log(`scan: ${findings.length === 0 ? 'no findings' : `${findings.length} findings — FAILED`}`);
  if (findings.length > 0) process.exitCode = 1;
}

await runMain('scan', main);
