/**
 * `npm run bench:coupons` (issue 13): a bulk load of BENCH_IMPORT_ROWS coupons (default 10,000)
 * through `POST /coupons/import_csv` — rows per second and the API's peak resident memory — against
 * the same rows written by one SQL statement (its floor, PostgreSQL); then the coupon list with
 * BENCH_LIST_COUPONS coupons in the tenant (default 100,000) against its raw-SQL floor served by
 * the bare server, same data, same run. PGlite runs the import and the list without floors.
 * Then BENCH_GENERATE_CODES single-use codes (default 100,000) made by `POST /coupons/generate` as
 * a job, followed at `GET /core_job` to its end and downloaded, against the same number of coupons
 * with random codes written by one SQL statement (PostgreSQL).
 *
 * BENCH_ENGINES, BENCH_DURATION, BENCH_WARMUP, BENCH_POSTGRES_URL as the other benchmarks.
 */
import pg from 'pg';
import { log, peakRssMb, runCleanups, runMain, startBareServer, startTablero } from './lifecycle.js';
import { type LoadTarget, type Measurement, measure } from './load.js';
import { SEED_EMAIL, SEED_PASSWORD, signIn, TENANT } from './session.js';
import { type Engine, loadSettings } from './settings.js';

const settings = loadSettings();
const importRows = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const listCoupons = Number(process.env.BENCH_LIST_COUPONS ?? 100_000);
const generateCodes = Number(process.env.BENCH_GENERATE_CODES ?? 100_000);

/** A file a merchant could write: mixed kinds, stores left open, dates over next year. */
function importFile(rows: number, prefix: string): string {
  const lines = [
    'code;kind;discount;max_discount;minimum_to_redeem;quantity;start_date;expiry_date;platform',
  ];
  for (let i = 0; i < rows; i++) {
    const percentage = i % 3 !== 0;
    lines.push(
      [
        `${prefix}${i.toString(36).toUpperCase().padStart(5, '0')}`,
        percentage ? 'percentage' : 'giftcard',
        percentage ? String(5 + (i % 30)) : String(1000 + (i % 20) * 500),
        percentage ? '5000' : '',
        String((i % 4) * 5000),
        String(1 + (i % 500)),
        '2026-12-01',
        '2027-06-30',
        i % 2 ? 'web|app' : 'app',
      ].join(';'),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The floor of the import: the same number of coupons written by one statement. */
function floorInsert(tenantId: number, rows: number, prefix: string) {
  return {
    text: `insert into coupons (tenant_id, code, kind, discount, max_discount, minimum_to_redeem, quantity,
        start_date, expiry_date, start_time, expiry_time, dispatch_method, platform, delivery, apply_modifier,
        override_minimum_price, payment_methods, enabled, availability)
      select $1, $2 || i, case when i % 3 = 0 then 'giftcard' else 'percentage' end,
        case when i % 3 = 0 then 100000 else 5 + i % 30 end, case when i % 3 = 0 then null else 500000 end,
        (i % 4) * 500000, 1 + i % 500, '2026-12-01', '2027-06-30', '00:00', '23:59', 'both', '["web","app"]',
        false, true, false, '[]', true,
        '["monday","tuesday","wednesday","thursday","friday","saturday","sunday"]'
      from generate_series(1, $3::int) as i`,
    values: [tenantId, prefix, rows],
  };
}

/** The floor of the generator: as many coupons with random 8-character codes, one statement. */
function floorGenerate(tenantId: number, codes: number) {
  return {
    text: `insert into coupons (tenant_id, code, kind, discount, minimum_to_redeem, quantity, quantity_by_users,
        start_date, start_time, expiry_time, dispatch_method, platform, delivery, apply_modifier,
        override_minimum_price, payment_methods, enabled, availability)
      select $1, 'GFLOOR' || upper(substr(md5(random()::text || i), 1, 8)), 'giftcard', 100000, 0, 1, 1,
        '2026-12-01', '00:00', '23:59', 'both', '["web","app"]', false, true, false, '[]', true,
        '["monday","tuesday","wednesday","thursday","friday","saturday","sunday"]'
      from generate_series(1, $2::int) as i
      on conflict do nothing`,
    values: [tenantId, codes],
  };
}

interface Generated {
  ms: number;
  codes: number;
  downloadMs: number;
  downloadBytes: number;
  progressSeen: number;
}

/** Starts the generator from the first coupon listed and follows its job to the end, then downloads the codes. */
async function generateThroughApi(baseUrl: string, headers: Record<string, string>): Promise<Generated> {
  const listed = await fetch(`${baseUrl}/api/admin/v1/coupons?limit=1&query=BENCH`, { headers });
  const couponId = ((await listed.json()) as { data: { id: number }[] }).data[0]?.id;
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/admin/v1/coupons/generate`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ coupon_id: couponId, quantity: generateCodes, prefix: 'GEN' }),
  });
  if (response.status !== 202)
    throw new Error(`generate answered ${response.status}: ${await response.text()}`);
  const { job_id: jobId } = (await response.json()) as { job_id: string };
  const progress = new Set<number>();
  for (;;) {
    const job = await fetch(`${baseUrl}/api/admin/v1/core_job?id=${jobId}&progress=true`, { headers });
    const body = (await job.json()) as {
      status: string;
      progress?: number;
      file_url?: string;
      error?: unknown;
    };
    if (body.status === 'failed') throw new Error(`generation failed: ${JSON.stringify(body.error)}`);
    if (body.status === 'completed') {
      const ms = performance.now() - started;
      const downloadStarted = performance.now();
      const file = await fetch(`${baseUrl}${body.file_url}`, { headers });
      const text = await file.text();
      const downloadMs = performance.now() - downloadStarted;
      const codes = text.trimEnd().split('\r\n').length - 1;
      return { ms, codes, downloadMs, downloadBytes: Buffer.byteLength(text), progressSeen: progress.size };
    }
    if (body.progress !== undefined) progress.add(body.progress);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

interface EngineFigures {
  importMs: number;
  generated?: Generated;
  floorGenerateMs?: number;
  listSize?: number;
  saved: number;
  rss: number | null;
  floorImportMs?: number;
  list?: Measurement;
  floorList?: Measurement;
}

async function benchEngine(engine: Engine): Promise<EngineFigures> {
  const server = await startTablero(engine, settings, { env: { JOBS: 'on' } });
  const token = await signIn(server.baseUrl, SEED_EMAIL, SEED_PASSWORD);
  const headers = { tenant: TENANT, authorization: `Bearer ${token}` };
  const file = importFile(importRows, 'BENCH');
  log(`${engine}: importing ${importRows} rows (${(file.length / 1024).toFixed(0)} KB)`);
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}/api/admin/v1/coupons/import_csv`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'text/csv' },
    body: file,
  });
  const importMs = performance.now() - started;
  const answer = (await response.json()) as { saved_coupons: number; failed_coupons: unknown[] };
  if (response.status !== 200 || answer.saved_coupons !== importRows)
    throw new Error(`import answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
  const figures: EngineFigures = { importMs, saved: answer.saved_coupons, rss: peakRssMb(server.pid) };
  log(`${engine}: generating ${generateCodes} codes`);
  figures.generated = await generateThroughApi(server.baseUrl, headers);
  if (figures.generated.codes !== generateCodes)
    throw new Error(`downloaded ${figures.generated.codes} codes of ${generateCodes}`);

  const listTarget: LoadTarget = {
    target: 'coupons',
    url: `${server.baseUrl}/api/admin/v1/coupons?page=1&limit=25`,
    headers,
    serverPid: server.pid,
  };
  if (engine === 'postgres' && server.databaseUrl) {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: number }>('select id from tenants where slug = $1', [TENANT]);
      const tenantId = rows[0]?.id ?? 0;
      const floorStarted = performance.now();
      await client.query(floorInsert(tenantId, importRows, 'FLOOR'));
      figures.floorImportMs = performance.now() - floorStarted;
      const generateStarted = performance.now();
      await client.query(floorGenerate(tenantId, generateCodes));
      figures.floorGenerateMs = performance.now() - generateStarted;
      const missing = listCoupons - importRows * 2 - generateCodes * 2;
      if (missing > 0) await client.query(floorInsert(tenantId, missing, 'FILL'));
      figures.listSize = Math.max(listCoupons, importRows * 2 + generateCodes * 2);
      await client.query('analyze coupons');
      const bare = await startBareServer(server.databaseUrl);
      figures.list = await measure(listTarget, settings);
      figures.floorList = await measure(
        { target: 'floor', url: `${bare.baseUrl}/floor/coupons?tenant_id=${tenantId}`, serverPid: bare.pid },
        settings,
      );
      await bare.stop();
    } finally {
      await client.end();
    }
  } else {
    figures.list = await measure(listTarget, settings);
  }
  figures.rss = peakRssMb(server.pid);
  await server.stop();
  await runCleanups();
  return figures;
}

const perSecond = (rows: number, ms: number) => Math.round(rows / (ms / 1000));

await runMain('coupons', async () => {
  for (const engine of settings.engines) {
    const f = await benchEngine(engine);
    console.log(`\n${engine}`);
    console.log(
      `  import ${f.saved} rows in ${(f.importMs / 1000).toFixed(1)} s: ${perSecond(f.saved, f.importMs)} rows/s` +
        (f.floorImportMs === undefined
          ? ''
          : `; one SQL statement: ${perSecond(importRows, f.floorImportMs)} rows/s (API ${((f.floorImportMs / f.importMs) * 100).toFixed(1)} % of the floor)`),
    );
    const g = f.generated;
    if (g)
      console.log(
        `  generate ${g.codes} codes in ${(g.ms / 1000).toFixed(1)} s: ${perSecond(g.codes, g.ms)} codes/s, ` +
          `${g.progressSeen} progress steps seen; download ${(g.downloadBytes / 1024).toFixed(0)} KB in ${g.downloadMs.toFixed(0)} ms` +
          (f.floorGenerateMs === undefined
            ? ''
            : `; one SQL statement: ${perSecond(generateCodes, f.floorGenerateMs)} codes/s (API ${((f.floorGenerateMs / g.ms) * 100).toFixed(1)} % of the floor)`),
      );
    console.log(`  API peak RSS ${f.rss?.toFixed(0) ?? '—'} MB`);
    if (f.list) {
      const floor = f.floorList;
      console.log(
        `  coupon list (${f.listSize ?? importRows + generateCodes} coupons): ${f.list.requestsPerSecond.toFixed(0)} req/s, p99 ${f.list.latencyP99Ms} ms` +
          (floor
            ? `; floor ${floor.requestsPerSecond.toFixed(0)} req/s, p99 ${floor.latencyP99Ms} ms; ratio ${(f.list.requestsPerSecond / floor.requestsPerSecond).toFixed(2)}, p99 ×${(f.list.latencyP99Ms / Math.max(floor.latencyP99Ms, 1)).toFixed(1)}`
            : ''),
      );
    }
  }
});
