/**
 * `npm run bench:orders` (issue 14): the demo tenant with BENCH_ORDERS orders of a year (default
 * 1,000,000, written at start by the seed through the checkout's pricing), on PostgreSQL:
 * - the orders list's first and last page, an order's detail and the year's consolidations
 *   (GET /consolidations), each against its raw-SQL floor (one statement over a `pg` pool in the
 *   bare server, same data, same run);
 * - order intake (`POST /api/web/v1/orders`, pick-up cash orders of one product): orders per second
 *   and p99;
 * - the CSV export of every order: rows per second and the exporting process's peak resident memory
 *   (a fresh process, so the figure is the export's, not the load tests').
 * BENCH_DURATION, BENCH_WARMUP, BENCH_POSTGRES_URL as the other benchmarks.
 */
import { log, peakRssMb, runCleanups, runMain, startBareServer, startTablero } from './lifecycle.js';
import { type LoadTarget, type Measurement, measure } from './load.js';
import { type Api, apiOf, orderingShop } from './order-shop.js';
import { SEED_EMAIL, SEED_PASSWORD, signIn, TENANT } from './session.js';
import { loadSettings } from './settings.js';

const settings = loadSettings();
const orderCount = Number(process.env.BENCH_ORDERS ?? 1_000_000);

async function exportAll(api: Api) {
  const started = performance.now();
  const { job_id: jobId } = (await api('GET', '/api/admin/v1/orders/export_csv')) as { job_id: string };
  for (;;) {
    const status = await api('GET', `/api/admin/v1/orders_job?id=${jobId}`);
    if (status.status === 'completed') {
      const result = status.result as { rows: number };
      return { rows: result.rows, ms: performance.now() - started };
    }
    if (status.status === 'failed') throw new Error(`export failed: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const row = (name: string, api: Measurement, floor?: Measurement) => {
  const ratio = floor ? (api.requestsPerSecond / floor.requestsPerSecond).toFixed(2) : '—';
  const p99 = floor ? (api.latencyP99Ms / floor.latencyP99Ms).toFixed(2) : '—';
  const floorText = floor ? `${Math.round(floor.requestsPerSecond)} req/s p99 ${floor.latencyP99Ms} ms` : '';
  return `${name.padEnd(22)} ${String(Math.round(api.requestsPerSecond)).padStart(7)} req/s  p99 ${String(api.latencyP99Ms).padStart(5)} ms   floor ${floorText.padEnd(28)} ${ratio} of floor, p99 ${p99}× floor`;
};

async function main() {
  log(`seeding ${orderCount} orders on PostgreSQL (the server's first start)`);
  const seeding = performance.now();
  const env = { SEED_DEMO_ORDERS: String(orderCount), JOBS: 'on', WEB_ORDERS_RATE_LIMIT: '100000000' };
  const seeder = await startTablero('postgres', settings, { env });
  log(
    `seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s; measuring on a server started afresh`,
  );
  // The process that wrote the orders keeps what that took: the figures are a fresh process's.
  await seeder.stop();
  const server = await startTablero('postgres', settings, { env, on: seeder });
  const token = await signIn(server.baseUrl, SEED_EMAIL, SEED_PASSWORD);
  const headers = { tenant: TENANT, authorization: `Bearer ${token}` };
  const api = apiOf(server.baseUrl, headers);
  if (!server.databaseUrl) throw new Error('no database url');
  const bare = await startBareServer(server.databaseUrl);
  const first = (await api('GET', '/api/admin/v1/orders?page=1&limit=25')) as {
    data: { id: number }[];
    meta: { total_count: number; total_pages: number };
  };
  log(`orders in the tenant: ${first.meta.total_count}, pages: ${first.meta.total_pages}`);
  const floorTenant = await tenantOf(server.databaseUrl);
  const target = (name: string, url: string): LoadTarget => ({
    target: name,
    url,
    headers,
    serverPid: server.pid,
  });
  const floor = (name: string): LoadTarget => ({
    target: 'floor',
    url: `${bare.baseUrl}/floor/${name}?tenant_id=${floorTenant}`,
    serverPid: bare.pid,
  });
  const newest = first.data[0]?.id;
  // One after the other, with a pause: a run's last requests still running in the database must
  // not land in the next one's.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 3000));
  const timed = async (load: LoadTarget) => {
    const result = await measure(load, settings);
    await settle();
    return result;
  };
  const results = {
    detail: await timed(target('detail', `${server.baseUrl}/api/admin/v1/orders/${newest}`)),
    detailFloor: await timed(floor('order_detail')),
    first: await timed(target('first page', `${server.baseUrl}/api/admin/v1/orders?page=1&limit=25`)),
    firstFloor: await timed(floor('orders')),
    last: await timed(
      target('last page', `${server.baseUrl}/api/admin/v1/orders?page=${first.meta.total_pages}&limit=25`),
    ),
    lastFloor: await timed(floor('orders_last')),
    consolidations: await timed(
      target('consolidations', `${server.baseUrl}/api/admin/v1/consolidations?limit=53`),
    ),
    consolidationsFloor: await timed(floor('consolidations')),
  };
  await bare.stop();
  const body = await orderingShop(api);
  const intake = await measure(
    {
      target: 'intake',
      url: `${server.baseUrl}/api/web/v1/orders`,
      headers: { tenant: TENANT },
      body,
      serverPid: server.pid,
    },
    settings,
  );
  await server.stop();
  // The export's memory is the exporting process's own: a fresh one, signed in and idle, then exporting.
  const exporter = await startTablero('postgres', settings, { env, on: seeder });
  const exporterApi = apiOf(exporter.baseUrl, {
    tenant: TENANT,
    authorization: `Bearer ${await signIn(exporter.baseUrl, SEED_EMAIL, SEED_PASSWORD)}`,
  });
  const rssBeforeExport = peakRssMb(exporter.pid);
  const exported = await exportAll(exporterApi);
  const rssAfterExport = peakRssMb(exporter.pid);
  await exporter.stop();
  await runCleanups();

  console.log(`\nOrders benchmark, PostgreSQL, ${first.meta.total_count} orders in the tenant`);
  console.log(row('list, first page', results.first, results.firstFloor));
  console.log(row('list, last page', results.last, results.lastFloor));
  console.log(row('order detail', results.detail, results.detailFloor));
  console.log(row('consolidations, year', results.consolidations, results.consolidationsFloor));
  console.log(
    `intake                 ${Math.round(intake.requestsPerSecond)} orders/s, p99 ${intake.latencyP99Ms} ms, ` +
      `${intake.non2xx} not 2xx`,
  );
  console.log(
    `export                 ${exported.rows} rows in ${(exported.ms / 1000).toFixed(1)} s ` +
      `(${Math.round(exported.rows / (exported.ms / 1000))} rows/s); exporting process peak RSS ${rssBeforeExport?.toFixed(0)} MB idle, ${rssAfterExport?.toFixed(0)} MB after the export`,
  );
}

async function tenantOf(databaseUrl: string): Promise<number> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>('select id from tenants where slug = $1', [TENANT]);
    return rows[0]?.id ?? 0;
  } finally {
    await client.end();
  }
}

await runMain('orders', main);
