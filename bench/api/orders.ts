/**
 * `npm run bench:orders` (issue 14): the demo tenant with BENCH_ORDERS orders of a year (default
 * 1,000,000, written at start by the seed through the checkout's pricing), on PostgreSQL:
 * - the orders list's first and last page, an order's detail, the year's consolidations
 *   (GET /consolidations) and the best sellers (GET /orders/best_sellers), each against its raw-SQL
 *   floor (one statement over a `pg` pool in the bare server, same data, same run); the best sellers
 *   also against plain SQL over the orders' lines, the figure without the rollup;
 * - order intake (`POST /api/web/v1/orders`, pick-up cash orders of one product): orders per second
 *   and p99, with a new customer per order and with every order from one customer;
 * - the CSV export of every order: rows per second and the exporting process's peak resident memory
 *   (a fresh process, so the figure is the export's, not the load tests'), in the API process as
 *   `npm start` runs jobs and in a job worker process (`npm run start:worker`).
 * BENCH_DURATION, BENCH_WARMUP, BENCH_POSTGRES_URL as the other benchmarks.
 */
import {
  log,
  peakRssMb,
  runCleanups,
  runMain,
  startBareServer,
  startJobWorker,
  startTablero,
} from './lifecycle.js';
import { type LoadTarget, type Measurement, measure } from './load.js';
import { type Api, apiOf, orderingShop } from './order-shop.js';
import { demoTenantId, SEED_EMAIL, SEED_PASSWORD, signIn, TENANT } from './session.js';
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

/** The median time of `times` requests made one after the other. */
async function oneAtATime(url: string, times: number): Promise<number> {
  const took: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    await response.arrayBuffer();
    took.push(performance.now() - started);
  }
  return took.sort((a, b) => a - b)[Math.floor(times / 2)] as number;
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
  const floorTenant = await demoTenantId(server.databaseUrl);
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
    bestSellers: await timed(target('best sellers', `${server.baseUrl}/api/admin/v1/orders/best_sellers`)),
    bestSellersFloor: await timed(floor('best_sellers')),
  };
  // Plain SQL over a million orders' lines takes seconds: timed one request at a time, since a
  // load of them would keep PostgreSQL busy long after the run and spoil the next measurement.
  const bestSellersPlainMs = await oneAtATime(
    `${bare.baseUrl}/floor/best_sellers_plain?tenant_id=${floorTenant}`,
    3,
  );
  await bare.stop();
  const body = await orderingShop(api);
  const intakeOf = (bodyOf: (n: number) => unknown) =>
    measure(
      {
        target: 'intake',
        url: `${server.baseUrl}/api/web/v1/orders`,
        headers: { tenant: TENANT },
        bodyOf,
        serverPid: server.pid,
      },
      settings,
    );
  // Customers one after another, as a shop's orders come; then every order of one customer, whose
  // rows of the customer rollups (first sale, all-time sales) all the writers then wait on.
  const intake = await intakeOf((n) => ({
    ...body,
    customer: { ...body.customer, email: `cliente.bench.${Date.now().toString(36)}.${n}@example.cl` },
  }));
  const intakeOneCustomer = await intakeOf(() => body);
  await server.stop();
  // The export's memory is the exporting process's own: a fresh one, signed in and idle, then
  // exporting. First as `npm start` runs it (jobs in the API process), then in a job worker beside
  // an API that only queues jobs (`npm run start:worker`, JOBS=send).
  const exportIn = async (where: string, jobs: 'on' | 'send') => {
    const api = await startTablero('postgres', settings, { env: { ...env, JOBS: jobs }, on: seeder });
    const worker = jobs === 'send' ? await startJobWorker(api) : undefined;
    const exporting = worker ?? api;
    const signedIn = apiOf(api.baseUrl, {
      tenant: TENANT,
      authorization: `Bearer ${await signIn(api.baseUrl, SEED_EMAIL, SEED_PASSWORD)}`,
    });
    const idleMb = peakRssMb(exporting.pid);
    const exported = await exportAll(signedIn);
    const peakMb = peakRssMb(exporting.pid);
    await worker?.stop();
    await api.stop();
    return { where, ...exported, idleMb, peakMb };
  };
  const exports = [await exportIn('in the API process', 'on'), await exportIn('in a job worker', 'send')];
  await runCleanups();

  console.log(`\nOrders benchmark, PostgreSQL, ${first.meta.total_count} orders in the tenant`);
  console.log(row('list, first page', results.first, results.firstFloor));
  console.log(row('list, last page', results.last, results.lastFloor));
  console.log(row('order detail', results.detail, results.detailFloor));
  console.log(row('consolidations, year', results.consolidations, results.consolidationsFloor));
  console.log(row('best sellers, rollup', results.bestSellers, results.bestSellersFloor));
  console.log(
    `best sellers, plain SQL over the orders' lines (no rollup), one at a time: median ${bestSellersPlainMs.toFixed(0)} ms ` +
      `(the API over the rollup: p50 ${results.bestSellers.latencyP50Ms} ms under load)`,
  );
  for (const [label, measured] of [
    ['intake, a customer each', intake],
    ['intake, one customer', intakeOneCustomer],
  ] as const)
    console.log(
      `${label.padEnd(26)} ${Math.round(measured.requestsPerSecond)} orders/s, p99 ${measured.latencyP99Ms} ms, ` +
        `${measured.non2xx} not 2xx`,
    );
  for (const e of exports)
    console.log(
      `export ${e.where.padEnd(20)} ${e.rows} rows in ${(e.ms / 1000).toFixed(1)} s ` +
        `(${Math.round(e.rows / (e.ms / 1000))} rows/s); exporting process peak RSS ${e.idleMb?.toFixed(0)} MB idle, ${e.peakMb?.toFixed(0)} MB after the export`,
    );
}

await runMain('orders', main);
