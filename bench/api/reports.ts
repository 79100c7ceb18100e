/**
 * `npm run bench:reports` (issue 15): every sales report over the last 365 days of the demo tenant
 * with BENCH_ORDERS orders (default 1,000,000, written at start by the seed) on PostgreSQL, and with
 * BENCH_PGLITE_ORDERS (default 100,000) on PGlite:
 * - one at a time, as a merchant opening a report: the first request's time, then p50 and p99 of
 *   BENCH_REPORT_SAMPLES requests;
 * - under load (BENCH_DURATION, 50 connections): requests per second and p99, against the same
 *   report read by one statement over the rollups in the bare server (its floor);
 * - beside it, the same figures by plain SQL over the orders table (PostgreSQL), one at a time.
 * Top customers' floor reads what the API reads (each customer's all-time sales, then the year's
 * sales of the first ten). Today's orders and the uncovered addresses have no rollup over the
 * orders: their floor is their own statement. Top customers are also timed over shorter periods.
 *
 * BENCH_CHAIN_STORES=50: the demo tenant is first grown to that many stores (copies of its own), so
 * the orders spread over a chain; the sales reports are then also timed with the tenant-wide rollups
 * unfolded (read from the stores' rows, as before migration 0088), in the same run.
 */
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { REPO_ROOT } from '../../scripts/child-server.js';
import { type BenchServer, log, runCleanups, runMain, startBareServer, startTablero } from './lifecycle.js';
import { type Measurement, measure } from './load.js';
import { demoTenantId, SEED_EMAIL, SEED_PASSWORD, signIn, TENANT } from './session.js';
import { loadSettings } from './settings.js';
import { growChain } from './store-chain.js';

const settings = loadSettings();
const postgresOrders = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const pgliteOrders = Number(process.env.BENCH_PGLITE_ORDERS ?? 100_000);
const samples = Number(process.env.BENCH_REPORT_SAMPLES ?? 40);
const chainStores = Number(process.env.BENCH_CHAIN_STORES ?? 0);

interface Report {
  name: string;
  path: (from: string, to: string) => string;
  /** Its statements in the bare server: over the rollups, and plain over the orders. */
  floor: string;
}

const reports: Report[] = [
  { name: 'summary', path: (f, t) => `/api/admin/v1/kpi/summary?from=${f}&to=${t}`, floor: 'report_summary' },
  {
    name: 'heatmap',
    path: (f, t) => `/api/admin/v1/kpi/reports?report_type=heatmap&from=${f}&to=${t}`,
    floor: 'report_heatmap',
  },
  {
    name: 'mean per weekday',
    path: (f, t) => `/api/admin/v1/kpi/reports?report_type=mean_per_day&from=${f}&to=${t}`,
    floor: 'report_mean_per_day',
  },
  {
    name: 'revenue by month',
    path: (f, t) => `/api/admin/v1/kpi/reports?report_type=revenue_by_period&group=month&from=${f}&to=${t}`,
    floor: 'report_by_month',
  },
  {
    name: 'payment method by week',
    path: (f, t) => `/api/admin/v1/kpi/orders_payment_method?group=week&from=${f}&to=${t}`,
    floor: 'report_payment_by_week',
  },
  {
    name: 'dispatch by month',
    path: (f, t) => `/api/admin/v1/kpi/orders_dispatch_method?group=month&from=${f}&to=${t}`,
    floor: 'report_dispatch_by_month',
  },
  {
    name: 'promotions',
    path: (f, t) => `/api/admin/v1/kpi/reports?report_type=promotions&from=${f}&to=${t}`,
    floor: 'report_promotions',
  },
  {
    name: 'new customers by month',
    path: (f, t) => `/api/admin/v1/kpi/reports?report_type=recurrent_users&group=month&from=${f}&to=${t}`,
    floor: 'report_new_customers_by_month',
  },
  {
    name: 'delivery cofinance by month',
    path: (f, t) => `/api/admin/v1/kpi/reports?report_type=delivery_cofinance&group=month&from=${f}&to=${t}`,
    floor: 'report_delivery_cofinance',
  },
  {
    name: 'uncovered addresses',
    path: (f, t) => `/api/admin/v1/kpi/reports?report_type=uncovered_addresses&from=${f}&to=${t}`,
    floor: 'report_uncovered',
  },
  {
    name: 'orders today',
    path: () => '/api/admin/v1/kpi/orders',
    floor: 'report_orders_today',
  },
  {
    name: 'best sellers',
    path: (f, t) => `/api/admin/v1/orders/best_sellers?from=${f}&to=${t}`,
    floor: 'report_best_sellers',
  },
  {
    name: 'top customers',
    path: (f, t) => `/api/admin/v1/kpi/top_customers?from=${f}&to=${t}`,
    floor: 'report_top_customers',
  },
  {
    name: 'NPS result',
    path: (f, t) => `/api/admin/v1/answers/nps_result?start_date=${f}&end_date=${t}`,
    floor: 'report_nps',
  },
];
/** BENCH_REPORTS: only the reports named (comma-separated), e.g. `top customers,NPS result`. */
const only = process.env.BENCH_REPORTS?.split(',').map((name) => name.trim());
const measured = only ? reports.filter((report) => only.includes(report.name)) : reports;

/**
 * p50 and p99 of `times` requests made one after the other, after `warmup` unrecorded ones (the
 * first request of a statement plans it and reads its pages into the cache; `cold` is its time).
 */
async function oneAtATime(url: string, times: number, headers: Record<string, string> = {}, warmup = 0) {
  const took: number[] = [];
  let cold = 0;
  for (let i = -warmup; i < times; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
    if (i === -warmup) cold = performance.now() - started;
    if (i >= 0) took.push(performance.now() - started);
  }
  took.sort((a, b) => a - b);
  const at = (share: number) => took[Math.min(took.length - 1, Math.floor(took.length * share))] as number;
  return { cold, p50: at(0.5), p99: at(0.99) };
}

/** The last 365 local days of the demo tenant (America/Santiago). */
function lastYear(): { from: string; to: string } {
  const to = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date());
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - 364 * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

/** The reports read from the tenant-wide sales rollups when no store is asked for. */
const foldedReports = [
  'summary',
  'heatmap',
  'mean per weekday',
  'revenue by month',
  'payment method by week',
  'dispatch by month',
  'best sellers',
];

/** The demo grown into a chain of BENCH_CHAIN_STORES stores, then its orders generated by the seed command. */
async function seedChain(seeder: BenchServer, orders: number) {
  if (!seeder.databaseUrl) throw new Error('a chain is seeded on PostgreSQL');
  log(`demo grown to ${await growChain(seeder.databaseUrl, TENANT, chainStores)} stores`);
  execFileSync(
    'node',
    ['--import', 'tsx', 'apps/api/src/seed/cli.ts', '--tenant', TENANT, '--orders', String(orders)],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: seeder.databaseUrl },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

/** The tenant's sales as before any fold: every report reads the stores' rows. */
async function unfold(superuserUrl: string, tenantId: number) {
  const client = new pg.Client({ connectionString: superuserUrl });
  await client.connect();
  try {
    for (const table of ['order_sales_tenant_days', 'order_sales_tenant_hours', 'order_sales_folds'])
      await client.query(`delete from ${table} where tenant_id = $1`, [tenantId]);
  } finally {
    await client.end();
  }
}

async function onEngine(engine: 'postgres' | 'pglite', orders: number) {
  log(`seeding ${orders} orders on ${engine}`);
  const started = performance.now();
  const chain = engine === 'postgres' && chainStores > 0;
  const env = { SEED_DEMO_ORDERS: String(chain ? 0 : orders) };
  const seeder = await startTablero(engine, settings, { env });
  if (chain) await seedChain(seeder, orders);
  log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  // On PostgreSQL the figures are a fresh process's; PGlite's data lives in the seeding process.
  let server = seeder;
  if (engine === 'postgres') {
    await seeder.stop();
    server = await startTablero('postgres', settings, { env, on: seeder });
  }
  const headers = {
    tenant: TENANT,
    authorization: `Bearer ${await signIn(server.baseUrl, SEED_EMAIL, SEED_PASSWORD)}`,
  };
  const bare = server.databaseUrl ? await startBareServer(server.databaseUrl) : undefined;
  const tenantId = server.databaseUrl ? await demoTenantId(server.databaseUrl) : 0;
  const { from, to } = lastYear();
  const lines: string[] = [];
  for (const report of measured) {
    const url = `${server.baseUrl}${report.path(from, to)}`;
    const alone = await oneAtATime(url, samples, headers, 3);
    const loaded: Measurement = await measure(
      { target: report.name, url, headers, serverPid: server.pid },
      settings,
    );
    let beside = '';
    if (bare) {
      const floorUrl = `${bare.baseUrl}/floor/${report.floor}?tenant_id=${tenantId}`;
      const floor = await measure({ target: 'floor', url: floorUrl, serverPid: bare.pid }, settings);
      const plain = await oneAtATime(`${bare.baseUrl}/floor/${report.floor}_plain?tenant_id=${tenantId}`, 3);
      beside =
        `  floor ${Math.round(floor.requestsPerSecond)} req/s p99 ${floor.latencyP99Ms} ms ` +
        `(${(loaded.requestsPerSecond / floor.requestsPerSecond).toFixed(2)} of floor)` +
        `  plain SQL over the orders: ${ms(plain.p50)}`;
    }
    lines.push(
      `${report.name.padEnd(24)} first ${ms(alone.cold).padStart(9)}, then alone p50 ${ms(alone.p50).padStart(9)} p99 ${ms(alone.p99).padStart(9)}` +
        `  loaded ${String(Math.round(loaded.requestsPerSecond)).padStart(5)} req/s p99 ${String(loaded.latencyP99Ms).padStart(4)} ms` +
        beside,
    );
  }
  if (measured.some((report) => report.name === 'top customers')) {
    // Shorter periods hold a smaller share of each customer's sales, so the all-time totals bound
    // them less tightly: the bounded search reads more customers, or gives way to summing them all.
    for (const days of [7, 30, 90, 180]) {
      const since = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const alone = await oneAtATime(
        `${server.baseUrl}/api/admin/v1/kpi/top_customers?from=${since}&to=${to}`,
        samples,
        headers,
        3,
      );
      lines.push(
        `top customers, last ${days} days: first ${ms(alone.cold)}, then alone p50 ${ms(alone.p50)} p99 ${ms(alone.p99)}`,
      );
    }
  }
  if (chain && server.databaseUrl) {
    await unfold(server.databaseUrl, tenantId);
    for (const report of measured.filter((r) => foldedReports.includes(r.name))) {
      const alone = await oneAtATime(`${server.baseUrl}${report.path(from, to)}`, samples, headers, 3);
      lines.push(
        `${report.name.padEnd(24)} unfolded (every store's rows): first ${ms(alone.cold)}, then alone p50 ${ms(alone.p50)} p99 ${ms(alone.p99)}`,
      );
    }
  }
  await bare?.stop();
  await server.stop();
  const stores = chain ? `, ${chainStores} stores` : '';
  return `\nReports, ${engine}, ${orders} orders${stores}, ${from} to ${to}\n${lines.join('\n')}`;
}

async function main() {
  const results: string[] = [];
  if (settings.engines.includes('postgres')) results.push(await onEngine('postgres', postgresOrders));
  if (settings.engines.includes('pglite')) results.push(await onEngine('pglite', pgliteOrders));
  await runCleanups();
  for (const result of results) console.log(result);
}

await runMain('reports', main);
