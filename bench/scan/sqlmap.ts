/** Debian's sqlmap against the list endpoints' query parameters, signed in, in batch mode. */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Every list the console opens, with the query parameters it filters by. */
export const LIST_TARGETS = [
  '/api/admin/v1/stores?name=centro&address=santiago&menu_ids=1&status=opened&page=1',
  '/api/admin/v1/stores/all?name=centro',
  '/api/admin/v1/products?query=burger&page=1',
  '/api/admin/v1/modifiers?query=salsa&type=parent',
  '/api/admin/v1/menus?page=1',
  '/api/admin/v1/price_groups?query=hamb&menu_ids=1',
  '/api/admin/v1/admin_users?query=admin',
  '/api/admin/v1/roles?page=1',
  '/api/admin/v1/pictures?page=1',
  '/api/admin/v1/auth_credentials?key=pedidos_ya',
  '/api/public/v2/prices?store_id=1&platform=web&dispatch_method=delivery',
];

export interface SqlmapResult {
  target: string;
  injectable: boolean;
  /** What sqlmap said about the target, for the report. */
  verdict: string;
  seconds: number;
}

export async function sqlmap(
  baseUrl: string,
  target: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<SqlmapResult> {
  const outputDir = await mkdtemp(path.join(tmpdir(), 'tablero-sqlmap-'));
  const started = Date.now();
  const args = [
    '-u',
    baseUrl + target,
    '--headers',
    Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}`)
      .join('\n'),
    '--batch',
    '--level=2',
    '--risk=1',
    '--technique=BEUST',
    '--time-sec=2',
    '--dbms=PostgreSQL',
    '--flush-session',
    '--disable-coloring',
    `--output-dir=${outputDir}`,
  ];
  try {
    const output = await new Promise<string>((resolve) => {
      const child = spawn('sqlmap', args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      child.stderr.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      child.on('close', () => {
        clearTimeout(timer);
        resolve(text);
      });
    });
    if (process.env.SCAN_DEBUG) console.log(output.slice(-2500));
    const injectable = /identified the following injection point|is vulnerable/i.test(output);
    const verdict =
      output.match(/all tested parameters do not appear to be injectable[^\n]*/i)?.[0] ??
      output.match(/sqlmap identified the following injection point[^\n]*/i)?.[0] ??
      output.match(/\[CRITICAL\][^\n]*/)?.[0] ??
      'no verdict (timed out)';
    return { target, injectable, verdict, seconds: Math.round((Date.now() - started) / 1000) };
  } finally {
    await rm(outputDir, { recursive: true, force: true });
  }
}
