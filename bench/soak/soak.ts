/**
 * `npm run soak`: two API processes on one PostgreSQL database, SOAK_CONNECTIONS (100) clients for
 * SOAK_SECONDS (60) of mixed reads and writes across two tenants, each request sent to either
 * process. Afterwards: no 5xx, every acknowledged write present as acknowledged, the two processes
 * agreed on every session change while it ran, and each menu deploy job published exactly once.
 * Exits 1 when any of that fails. Loopback only; bounded in time.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FakeChannel } from '../../apps/api/test/fakes/fake-channel.js';
import { startUberEatsFake, UBER_EATS_CREDENTIALS } from '../../apps/api/test/fakes/uber-eats.fake.js';
import { type BenchServer, log, runMain, startTablero } from '../api/lifecycle.js';
import { SEED_EMAIL, SEED_PASSWORD } from '../api/session.js';
import { loadSettings } from '../api/settings.js';
import { checkSessionsAgree, type SessionChecks } from './session-agreement.js';
import { call, signIn, tally } from './soak-client.js';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 100);
const TENANTS = ['demo', 'spoon'] as const;
const READS = [
  '/api/admin/v1/stores',
  '/api/admin/v1/products?page=1',
  '/api/admin/v1/menus',
  '/api/admin/v1/admin_users/me',
  '/api/admin/v1/modifiers?type=parent',
  '/api/admin/v1/price_groups',
];

interface Written {
  tenant: string;
  id: number;
  name: string;
  price: number;
  /** A later change was sent but not answered: its price may or may not have been applied. */
  uncertain: boolean;
}

interface TenantSide {
  slug: string;
  token: string;
  /** A store with a menu, published to the fake Uber Eats; undefined when the tenant has none. */
  storeId: number | undefined;
}

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)] as T;

async function prepareTenant(server: BenchServer, slug: string): Promise<TenantSide> {
  const { access } = await signIn(server.baseUrl, slug, SEED_EMAIL, SEED_PASSWORD);
  const stores = await call(server.baseUrl, slug, 'GET', '/api/admin/v1/stores', { token: access });
  const rows = stores?.body.data as { id: number; menu_id: number | null }[];
  const storeId = rows.find((s) => s.menu_id !== null)?.id;
  if (storeId === undefined) return { slug, token: access, storeId };
  const configured = await call(server.baseUrl, slug, 'PATCH', '/api/admin/v1/auth_credentials', {
    token: access,
    body: { key: 'uber_eats', store_id: storeId, credentials: UBER_EATS_CREDENTIALS },
  });
  if (configured?.status !== 200) throw new Error(`uber credentials for ${slug}: ${configured?.status}`);
  return { slug, token: access, storeId };
}

/** One client: reads, creates and changes its own products, and now and then deploys a menu. */
async function client(
  worker: number,
  servers: BenchServer[],
  tenant: TenantSide,
  until: number,
  written: Written[],
  jobs: Set<string>,
) {
  const own: Written[] = [];
  let sequence = 0;
  while (Date.now() < until) {
    const base = pick(servers).baseUrl;
    const roll = Math.random();
    const token = tenant.token;
    const deploys = roll >= 0.97 && tenant.storeId !== undefined;
    const changes = !deploys && roll >= 0.75 && own.length > 0;
    if (roll < 0.5) {
      await call(base, tenant.slug, 'GET', pick(READS), { token });
    } else if (!deploys && !changes) {
      sequence += 1;
      const item = {
        name: `Soak ${worker}-${sequence}`,
        price: 100_000 + Math.floor(Math.random() * 900) * 100,
      };
      const answer = await call(base, tenant.slug, 'POST', '/api/admin/v1/products', {
        token,
        body: { name: item.name, price_product: item.price },
      });
      if (answer?.status === 201) {
        const record = { tenant: tenant.slug, id: answer.body.id as number, ...item, uncertain: false };
        own.push(record);
        written.push(record);
      }
    } else if (changes) {
      const product = pick(own);
      const price = 100_000 + Math.floor(Math.random() * 900) * 100;
      const answer = await call(base, tenant.slug, 'PATCH', `/api/admin/v1/products/${product.id}`, {
        token,
        body: { price_product: price },
      });
      if (answer?.status === 200) product.price = price;
      else if (answer === undefined) product.uncertain = true;
    } else {
      const answer = await call(
        base,
        tenant.slug,
        'POST',
        `/api/admin/v1/stores/${tenant.storeId}/deploy_menu`,
        {
          token,
          body: { channel: 'uber_eats' },
        },
      );
      if (answer?.status === 202) jobs.add(`${tenant.slug}:${answer.body.job_id as string}`);
    }
  }
}

/** Every job ends, and the channel applied each completed deploy once (its id is the idempotency key). */
async function checkJobs(
  servers: BenchServer[],
  tenants: TenantSide[],
  jobs: Set<string>,
  uber: FakeChannel,
) {
  let completed = 0;
  let unfinished = 0;
  let notOnce = 0;
  for (const entry of jobs) {
    const [slug, jobId] = entry.split(':') as [string, string];
    const tenant = tenants.find((t) => t.slug === slug) as TenantSide;
    const until = Date.now() + 60_000;
    let status = 'running';
    while (Date.now() < until) {
      const answer = await call(pick(servers).baseUrl, slug, 'GET', `/api/admin/v1/core_job?id=${jobId}`, {
        token: tenant.token,
      });
      if (answer?.status === 200) {
        status = answer.body.status as string;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    if (status === 'completed') completed += 1;
    else unfinished += 1;
    const applied = uber.state.accepted.filter((a) => a.idempotencyKey === jobId).length;
    if (status === 'completed' && applied !== 1) notOnce += 1;
  }
  return { jobs: jobs.size, completed, unfinished, notOnce };
}

/** Every acknowledged product is in the database with the last price acknowledged for it. */
async function checkWrites(databaseUrl: string, written: Written[]) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ slug: string; id: number; name: string; price: string }>(
      `select t.slug, p.id, p.name, p.price_product::text as price from products p
       join tenants t on t.id = p.tenant_id where p.name like 'Soak %'`,
    );
    const stored = new Map(rows.map((r) => [`${r.slug}:${r.id}`, r]));
    let missing = 0;
    let wrong = 0;
    for (const w of written) {
      const row = stored.get(`${w.tenant}:${w.id}`);
      if (!row || row.name !== w.name) missing += 1;
      else if (!w.uncertain && Number(row.price) !== w.price) wrong += 1;
    }
    return { acknowledged: written.length, missing, wrong };
  } finally {
    await db.end();
  }
}

async function main() {
  const settings = loadSettings();
  const uber = await startUberEatsFake();
  const shared = {
    JOBS: 'on',
    JWT_SECRET: randomBytes(32).toString('hex'),
    CREDENTIALS_KEY: randomBytes(32).toString('base64'),
    FILES_SIGNING_KEY: randomBytes(32).toString('hex'),
    UBER_EATS_API_URL: uber.url,
    UBER_EATS_AUTH_URL: uber.url,
    SIGN_IN_RATE_LIMIT: '100000',
    SIGN_IN_ADDRESS_RATE_LIMIT: '100000',
    DATABASE_POOL_SIZE: '20',
  };
  const first = await startTablero('postgres', settings, { env: shared });
  const second = await startTablero('postgres', settings, { on: first, env: shared });
  const servers = [first, second];
  const tenants = await Promise.all(TENANTS.map((slug) => prepareTenant(first, slug)));
  if (tenants.every((t) => t.storeId === undefined)) throw new Error('no tenant has a store with a menu');
  log(`soak: ${CONNECTIONS} clients for ${SECONDS} s over 2 processes and tenants ${TENANTS.join(', ')}`);

  const written: Written[] = [];
  const jobs = new Set<string>();
  const started = Date.now();
  const until = started + SECONDS * 1000;
  const sessions: SessionChecks = { checks: 0, disagreements: [] };
  await Promise.all([
    ...Array.from({ length: CONNECTIONS }, (_, worker) =>
      client(worker, servers, tenants[worker % tenants.length] as TenantSide, until, written, jobs),
    ),
    checkSessionsAgree(first.baseUrl, second.baseUrl, tenants[0]?.token as string, until, sessions),
  ]);
  const elapsed = (Date.now() - started) / 1000;
  const load = { requests: tally.requests, perSecond: Math.round(tally.requests / elapsed) };
  const jobResult = await checkJobs(servers, tenants, jobs, uber);
  const writes = await checkWrites(first.databaseUrl as string, written);
  await uber.close();

  console.log('');
  console.log(`soak ${SECONDS} s, ${CONNECTIONS} connections, 2 API processes, 1 PostgreSQL`);
  console.log(
    `  requests ${load.requests} (${load.perSecond} req/s), statuses ${JSON.stringify(Object.fromEntries(tally.statuses))}`,
  );
  console.log(`  5xx ${tally.fiveHundreds}, network errors ${tally.networkErrors}`);
  console.log(
    `  acknowledged product writes ${writes.acknowledged}: missing ${writes.missing}, wrong price ${writes.wrong}`,
  );
  console.log(
    `  session agreement checks ${sessions.checks}: disagreements ${sessions.disagreements.length}`,
  );
  console.log(
    `  deploy jobs ${jobResult.jobs}: completed ${jobResult.completed}, unfinished ${jobResult.unfinished}, not published exactly once ${jobResult.notOnce}`,
  );
  for (const [refusal, n] of tally.refusals) console.log(`  ${n} × ${refusal}`);
  for (const line of [...tally.serverErrors, ...sessions.disagreements]) console.log(`  ! ${line}`);
  const failed =
    tally.fiveHundreds > 0 ||
    tally.networkErrors > 0 ||
    writes.missing > 0 ||
    writes.wrong > 0 ||
    sessions.checks === 0 ||
    sessions.disagreements.length > 0 ||
    jobResult.unfinished > 0 ||
    jobResult.notOnce > 0;
  if (failed) {
    // What the servers said about their 5xx (their warnings and errors), to find the cause.
    for (const server of servers) console.log(`\n${server.baseUrl} said:\n${server.output()}`);
    console.log('soak: FAILED');
    process.exitCode = 1;
  } else console.log('soak: passed');
}

await runMain('soak', main);
