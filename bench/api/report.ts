/** The printed table, the target verdict and the JSON results file. */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../scripts/child-server.js';
import type { Measurement } from './load.js';
import type { BenchSession } from './session.js';
import { type BenchSettings, type Engine, TARGET } from './settings.js';

export interface EngineResult {
  engine: Engine;
  session: Omit<BenchSession, 'token'>;
  signedIn: Measurement;
  bare: Measurement;
  /** Signed-in req/s over bare req/s. */
  ratio: number;
}

export interface TargetVerdict {
  engine: Engine;
  ratio: number;
  p99Ms: number;
  ratioOk: boolean;
  p99Ok: boolean;
  holds: boolean;
}

export function verdictFor(result: EngineResult): TargetVerdict {
  const ratioOk = result.ratio >= TARGET.minRatio;
  const p99Ok = result.signedIn.latencyP99Ms <= TARGET.maxP99Ms;
  return {
    engine: result.engine,
    ratio: result.ratio,
    p99Ms: result.signedIn.latencyP99Ms,
    ratioOk,
    p99Ok,
    holds: ratioOk && p99Ok,
  };
}

function pad(cells: string[], widths: number[]): string {
  return cells
    .map((cell, i) => (i < 2 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
    .join('  ');
}

export function formatTable(results: EngineResult[]): string {
  const header = [
    'engine',
    'target',
    'req/s (avg)',
    'p99 ms',
    'non-2xx',
    'signed-in/bare',
    'server CPU ms/req',
  ];
  const cpu = (m: Measurement) =>
    m.serverCpuMsPerRequest === null ? 'n/a' : m.serverCpuMsPerRequest.toFixed(3);
  const rows = results.flatMap((r) => [
    [
      r.engine,
      'GET /api/admin/v1/admin_users/me',
      r.signedIn.requestsPerSecond.toFixed(0),
      r.signedIn.latencyP99Ms.toFixed(0),
      String(r.signedIn.non2xx),
      `${(r.ratio * 100).toFixed(1)} %`,
      cpu(r.signedIn),
    ],
    [
      r.engine,
      'GET /bare (bare Fastify)',
      r.bare.requestsPerSecond.toFixed(0),
      r.bare.latencyP99Ms.toFixed(0),
      String(r.bare.non2xx),
      '',
      cpu(r.bare),
    ],
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [pad(header, widths), rule, ...rows.map((row) => pad(row, widths))].join('\n');
}

export function formatVerdict(verdict: TargetVerdict | undefined): string {
  const goal = `signed-in ≥ ${TARGET.minRatio * 100} % of bare req/s and p99 ≤ ${TARGET.maxP99Ms} ms`;
  if (!verdict) return `Target on PostgreSQL (${goal}): not measured (postgres not in BENCH_ENGINES)`;
  const parts = [
    `ratio ${(verdict.ratio * 100).toFixed(1)} % ${verdict.ratioOk ? 'ok' : 'FAILS'}`,
    `p99 ${verdict.p99Ms.toFixed(0)} ms ${verdict.p99Ok ? 'ok' : 'FAILS'}`,
  ];
  return `Target on PostgreSQL (${goal}): ${verdict.holds ? 'HOLDS' : 'DOES NOT HOLD'} (${parts.join(', ')})`;
}

export async function writeResults(
  settings: BenchSettings,
  results: EngineResult[],
  verdict: TargetVerdict | undefined,
): Promise<string> {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(REPO_ROOT, 'bench', 'results', `api-${stamp}.json`);
  await mkdir(path.dirname(file), { recursive: true });
  const machine = {
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryMb: Math.round(os.totalmem() / 1024 / 1024),
    loadAverageAtEnd: os.loadavg(),
  };
  const { postgresAdminUrl: _omitted, ...recorded } = settings;
  const body = {
    date: new Date().toISOString(),
    machine,
    settings: recorded,
    target: TARGET,
    verdict,
    results,
  };
  await writeFile(file, `${JSON.stringify(body, null, 2)}\n`);
  return file;
}
