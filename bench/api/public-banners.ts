/**
 * `npm run bench:banners`: the storefront's banners and pages. Banners: (`GET /api/public/v1/banners?platform=web&
 * store_id&dispatch_method=delivery`) of the demo tenant given 20 stores, 40 banners, 20 positional
 * banners and 10 pop-ups more (besides the seed's), all made through the admin API (pictures
 * uploaded at their exact sizes), on a throwaway PostgreSQL database; with the answer cache on, and off (every request a miss), beside
 * the raw-SQL floor measured in the same run: a bare Fastify process answering the same rows with
 * one SQL statement over a `pg` pool (picture ids instead of signed URLs). Pages: a published page of
 * every section type (`GET /api/public/v1/pages?url=`) among 60 pages of three versions each, the
 * same three ways. Prints req/s, p50, p99.
 *
 * BENCH_DURATION (s, default 10), BENCH_WARMUP (s), BENCH_ROUNDS (default 3), BENCH_POSTGRES_URL.
 *
 * This file is also the floor's process: started with BANNERS_FLOOR_DATABASE_URL, it only serves
 * the floor (and `/bare`).
 */
import os from 'node:os';
import { formatDateTime } from '@tablero/domain';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import sharp from 'sharp';
import type { TenantRecord } from '../../apps/api/src/modules/tenants/tenants.repo.js';
import { demoStoreBody } from '../../apps/api/src/seed/demo-stores.js';
import { type ChildServer, startNodeServer } from '../../scripts/child-server.js';
import { cpuMillis } from './cpu-time.js';
import type { Measurement } from './load.js';
import { type Api, apiOf, inParallel } from './menu-catalogue.js';
import { SEED_EMAIL, SEED_PASSWORD, signIn, TENANT } from './session.js';
import { loadSettings } from './settings.js';

const STORES = 20;
const BANNERS = 40;
const POSITION_BANNERS = 20;
const POP_UPS = 10;
/** Pictures uploaded of each size; banners share them as a merchant's library would. */
const PICTURES_PER_SIZE = 10;

const SIZES = {
  bannerWeb: { width: 1320, height: 385 },
  /** app and web_responsive. */
  bannerSmall: { width: 600, height: 400 },
  popUpWeb: { width: 1200, height: 1200 },
  popUpPhone: { width: 600, height: 600 },
} as const;

const HOUR_MS = 3_600_000;
const CATEGORIES = ['home', 'menu', 'checkout'] as const;

/**
 * The floor: what `shownBanners` (shown-banners.repo.ts) selects, in one statement, today's weekday
 * in the tenant's zone worked out by PostgreSQL. $1 tenant id, $2 platform, $3 store id (null: only
 * the banners of every store), $4 dispatch method (null: only those for both), $5 time zone.
 */
const FLOOR_SQL = `
  select json_build_object('id', b.id, 'name', b.name, 'description', b.description, 'url', b.url,
           'category', b.category,
           'image', json_build_object('picture_id', p.id, 'width', p.width, 'height', p.height)) as row
    from banners b
    join banner_pictures bp on bp.tenant_id = b.tenant_id and bp.banner_id = b.id and bp.platform = $2
    join pictures p on p.tenant_id = bp.tenant_id and p.id = bp.picture_id and p.status = 'ready'
   where b.tenant_id = $1 and b.kind = 'banner'
     and b.active
     and (b.start_at is null or b.start_at <= now())
     and (b.end_at is null or b.end_at > now())
     and b.availability ? lower(to_char(now() at time zone $5::text, 'FMday'))
     and b.dispatch_method in (coalesce($4::text, 'both'), 'both')
     and (not exists (select 1 from banner_stores s where s.tenant_id = b.tenant_id and s.banner_id = b.id)
          or exists (select 1 from banner_stores s where s.tenant_id = b.tenant_id and s.banner_id = b.id
                      and s.store_id = $3::int))
   order by b.position, b.id`;

/** The floor of a page read: its newest published version, as `publishedAt` (pages.repo.ts) selects. */
const PAGE_FLOOR_SQL = `
  select json_build_object('id', p.id, 'title', p.title, 'relative_url', p.relative_url,
           'content', c.content, 'header_props', c.header_props, 'footer_props', c.footer_props,
           'updated_at', c.updated_at) as row
    from pages p
    join page_contents c on c.tenant_id = p.tenant_id and c.page_id = p.id
                         and c.status = 'published' and c.deleted_at is null
   where p.tenant_id = $1 and p.deleted_at is null and p.relative_url = $2
   order by c.id desc
   limit 1`;

/**
 * The floor's process: Fastify with no plugins, a `pg` pool of the API's size, one statement a
 * request. The tenants are read once, as the API keeps them in memory.
 */
async function serveFloor(databaseUrl: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  const { rows: tenants } = await pool.query<{ id: number; slug: string; time_zone: string }>(
    'select id, slug, time_zone from tenants',
  );
  const tenantBySlug = new Map(tenants.map((t) => [t.slug, t]));
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ ok: true, name: 'bare' }));
  app.get<{ Querystring: { platform?: string; store_id?: string; dispatch_method?: string } }>(
    '/floor/banners',
    async (request, reply) => {
      const tenant = tenantBySlug.get(String(request.headers.tenant));
      if (!tenant) return reply.status(404).send({ message: 'no such tenant' });
      const { rows } = await pool.query<{ row: unknown }>(FLOOR_SQL, [
        tenant.id,
        request.query.platform ?? request.headers.platform,
        request.query.store_id === undefined ? null : Number(request.query.store_id),
        request.query.dispatch_method ?? null,
        tenant.time_zone,
      ]);
      return { data: rows.map((r) => r.row) };
    },
  );
  app.get<{ Querystring: { url?: string } }>('/floor/pages', async (request, reply) => {
    const tenant = tenantBySlug.get(String(request.headers.tenant));
    if (!tenant) return reply.status(404).send({ message: 'no such tenant' });
    const url = String(request.query.url ?? '');
    const { rows } = await pool.query<{ row: unknown }>(PAGE_FLOOR_SQL, [
      tenant.id,
      url.startsWith('/') ? url : `/${url}`,
    ]);
    return rows[0] ? rows[0].row : reply.status(404).send({ message: 'not found' });
  });
  await app.listen({ port: Number(process.env.PORT ?? 3999), host: '127.0.0.1' });
}

const log = (message: string) => console.log(`[bench] ${message}`);

type TenantFacts = Pick<TenantRecord, 'id' | 'slug' | 'timeZone' | 'country' | 'features'>;

/** `work` with a connection of the database's superuser (row-level security does not apply to it). */
async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const tenantFacts = (databaseUrl: string) =>
  withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<TenantFacts>(
      'select id, slug, time_zone as "timeZone", country, features from tenants where slug = $1',
      [TENANT],
    );
    const tenant = rows[0];
    if (!tenant) throw new Error(`no tenant ${TENANT}`);
    return tenant;
  });

/**
 * Statistics for the planner, as a database in use has (the tables were empty when the server
 * started; autovacuum would otherwise analyze them at some moment of the measurements), and what
 * the tenant holds, the seed's banners included.
 */
const analyzedTotals = (databaseUrl: string, tenantId: number) =>
  withClient(databaseUrl, async (client) => {
    await client.query('analyze');
    const { rows } = await client.query<{
      stores: number;
      banners: number;
      positions: number;
      popUps: number;
    }>(
      `select (select count(*)::int from stores where tenant_id = $1) as stores,
              (select count(*)::int from banners where tenant_id = $1 and kind = 'banner') as banners,
              (select count(*)::int from banners where tenant_id = $1 and kind = 'position') as positions,
              (select count(*)::int from pop_ups where tenant_id = $1) as "popUps"`,
      [tenantId],
    );
    return rows[0] as { stores: number; banners: number; positions: number; popUps: number };
  });

/** A real PNG of the size, its colours varied by `i` so the files differ. */
function png(size: { width: number; height: number }, i: number): Promise<Buffer> {
  return sharp({
    create: { ...size, channels: 3, background: { r: (i * 37) % 256, g: 80, b: (i * 91) % 256 } },
  })
    .composite([
      {
        input: {
          create: {
            width: Math.ceil(size.width / 3),
            height: Math.ceil(size.height / 3),
            channels: 3,
            background: '#f0c020',
          },
        },
        left: 0,
        top: 0,
      },
    ])
    .png()
    .toBuffer();
}

/** POST /pictures, then the browser's PUT of the file to the signed URL it answers: a ready picture. */
async function uploadPicture(
  baseUrl: string,
  api: Api,
  name: string,
  size: { width: number; height: number },
  i: number,
) {
  const ticket = (await api('POST', '/pictures', { name, type: 'image/png', category: 'photo' })) as {
    id: number;
    upload_url: string;
  };
  const put = await fetch(`${baseUrl}${new URL(ticket.upload_url).pathname}`, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: new Uint8Array(await png(size, i)),
  });
  if (!put.ok) throw new Error(`PUT ${name} answered ${put.status}: ${(await put.text()).slice(0, 300)}`);
  await put.arrayBuffer();
  return ticket.id;
}

interface BannerData {
  stores: number;
  storeId: number;
  pictures: number;
  banners: number;
  positionBanners: number;
  popUps: number;
}

/** The banner i's fields of when and where it shows: a chain's mix of current, ended and coming ones. */
function shownFields(i: number, wallClockIn: (hours: number) => string) {
  const dates =
    i % 10 === 8
      ? { start_date: wallClockIn(-24 * 30), end_date: wallClockIn(-24) }
      : i % 10 === 9
        ? { start_date: wallClockIn(24 * 7), end_date: null }
        : i % 6 === 1
          ? { start_date: wallClockIn(-48), end_date: wallClockIn(24 * 30) }
          : { start_date: null, end_date: null };
  return {
    active: i % 8 !== 7,
    category: CATEGORIES[i % CATEGORIES.length],
    dispatch_method: i % 7 === 3 ? 'pick_up' : i % 7 === 4 ? 'delivery' : 'both',
    url: i % 4 === 0 ? `/menu?promo=${i}` : i % 4 === 1 ? `https://demo.example.cl/promos/${i}` : null,
    description: i % 3 === 0 ? 'Válido en locales adheridos, hasta agotar stock.' : null,
    ...dates,
  };
}

async function buildBanners(baseUrl: string, token: string, tenant: TenantFacts): Promise<BannerData> {
  const api = apiOf(baseUrl, token);
  const now = Date.now();
  const wallClockIn = (hours: number) => formatDateTime(new Date(now + hours * HOUR_MS), tenant.timeZone);

  const seeded = (await api('GET', '/stores/all?limit=1000')) as { data: { id: number }[] };
  const made = await inParallel(
    Math.max(0, STORES - seeded.data.length),
    async (i) =>
      (await api(
        'POST',
        '/stores',
        demoStoreBody(tenant, `Bench Banners ${String(i + 1).padStart(2, '0')}`, i),
      )) as { id: number },
  );
  const stores = [...seeded.data.map((s) => s.id), ...made.map((s) => s.id)];
  // The store measured: one some banners name and others leave out.
  const storeId = stores[2] as number;
  const otherStores = stores.filter((id) => id !== storeId);

  const library = async (what: string, size: { width: number; height: number }) =>
    inParallel(PICTURES_PER_SIZE, (i) => uploadPicture(baseUrl, api, `${what} ${i + 1}`, size, i));
  const webPictures = await library('Banner web', SIZES.bannerWeb);
  const smallPictures = await library('Banner app', SIZES.bannerSmall);
  const popUpWeb = await library('Pop-up web', SIZES.popUpWeb);
  const popUpPhone = await library('Pop-up celular', SIZES.popUpPhone);
  const pick = <T>(list: T[], i: number) => list[i % list.length] as T;

  /** Every banner on web but a few app-only ones; most also on app or the phone website. */
  const picturesOf = (i: number) => {
    if (i % 11 === 10) return [{ platform: 'app', picture_id: pick(smallPictures, i) }];
    const web = { platform: 'web', picture_id: pick(webPictures, i) };
    if (i % 3 === 0) return [web, { platform: 'app', picture_id: pick(smallPictures, i) }];
    if (i % 3 === 1)
      return [
        web,
        { platform: 'app', picture_id: pick(smallPictures, i) },
        { platform: 'web_responsive', picture_id: pick(smallPictures, i + 1) },
      ];
    return [web];
  };
  /** A fifth name stores: half of them the measured one among others, half only others. */
  const storesOf = (i: number) =>
    i % 5 !== 0
      ? []
      : i % 10 === 0
        ? [storeId, pick(otherStores, i)]
        : [pick(otherStores, i), pick(otherStores, i + 7), pick(otherStores, i + 13)];

  const banners = await inParallel(BANNERS, async (i) =>
    api('POST', '/banners', {
      name: `Promo ${String(i + 1).padStart(2, '0')}`,
      ...shownFields(i, wallClockIn),
      store_ids: storesOf(i),
      pictures: picturesOf(i),
    }),
  );

  const products = (await api('GET', '/products?page=1&limit=25')) as { data: { id: number }[] };
  const priceGroups = (await api('GET', '/price_groups?page=1&limit=25')) as { data: { id: number }[] };
  if (products.data.length === 0 || priceGroups.data.length === 0)
    throw new Error('the seeded tenant has no products or price groups for positional banners');
  const positionBanners = await inParallel(POSITION_BANNERS, async (i) =>
    api('POST', '/position_banners', {
      name: `Destacado ${String(i + 1).padStart(2, '0')}`,
      ...shownFields(i, wallClockIn),
      store_ids: storesOf(i + 5),
      pictures: picturesOf(i),
      ...(i % 2 === 0
        ? { bannerable_type: 'product', bannerable_id: pick(products.data, i).id }
        : { bannerable_type: 'price_group', bannerable_id: pick(priceGroups.data, i).id }),
    }),
  );

  const popUps = await inParallel(POP_UPS, async (i) => {
    const phone = i % 2 === 1;
    return api('POST', '/pop_ups', {
      name: `Pop-up ${String(i + 1).padStart(2, '0')}`,
      ...shownFields(i, wallClockIn),
      platform: phone ? 'web_responsive' : 'web',
      picture_ids: [pick(phone ? popUpPhone : popUpWeb, i)],
    });
  });

  return {
    stores: stores.length,
    storeId,
    pictures: PICTURES_PER_SIZE * Object.keys(SIZES).length,
    banners: banners.length,
    positionBanners: positionBanners.length,
    popUps: popUps.length,
  };
}

const PAGES = 60;
const VERSIONS_PER_PAGE = 3;

/** A page of every section type, its text as long as a brand's "about us" page. */
function pageContent(i: number) {
  const block = (type: string, display_name: string, props: Record<string, unknown>) => ({
    type,
    display_name,
    props,
  });
  const paragraph = `<p>Desde 2019 cocinamos a la parrilla en Santiago; página ${i}, con <strong>ingredientes locales</strong> y <a href="/menu">un menú</a> que cambia cada temporada.</p>`;
  return [
    block('header', 'Encabezado', {
      logo: 'primary',
      show_cart: true,
      links: [{ label: 'Menú', url: '/menu' }],
    }),
    block('hero', 'Portada', {
      title: `Promoción ${i}`,
      subtitle: 'Pide en la web',
      button_label: 'Pedir',
      button_url: '/menu',
      align: 'center',
    }),
    block('rich_text', 'Historia', { html: paragraph.repeat(6) }),
    block('banners', 'Banners', { category: 'home' }),
    block('categories_grid', 'Categorías', { title: 'Elige tu antojo', columns: 3 }),
    block('menu', 'Menú', { title: 'Nuestro menú', products_per_category: 6 }),
    block('video', 'Video', {
      title: 'Cómo cocinamos',
      video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    }),
    block('stores_carousel', 'Locales', { title: 'Encuéntranos' }),
    block('footer', 'Pie', { text: 'Todos los derechos reservados.', show_social: true }),
  ];
}

/** Pages made through the admin API, each saved as a few drafts and then published. */
async function buildPages(baseUrl: string, token: string): Promise<{ pages: number; url: string }> {
  const api = apiOf(baseUrl, token);
  const made = await inParallel(PAGES, async (i) => {
    const page = (await api('POST', '/pages', {
      title: `Página ${i + 1}`,
      relative_url: `bench/pagina-${i + 1}`,
    })) as { id: number; relative_url: string };
    for (let v = 0; v < VERSIONS_PER_PAGE; v += 1)
      await api('POST', `/pages/${page.id}/contents`, {
        status: v === VERSIONS_PER_PAGE - 1 ? 'published' : 'draft',
        content: pageContent(i).slice(0, v === VERSIONS_PER_PAGE - 1 ? undefined : 3 + v),
      });
    return page;
  });
  return { pages: made.length, url: (made[PAGES / 2] as { relative_url: string }).relative_url };
}

/** CPU of a server process and of the PostgreSQL backends of the database, per request, over one more run. */
async function cpuSplit(
  url: string,
  headers: Record<string, string>,
  serverPid: number,
  databaseUrl: string,
  seconds: number,
  connections: number,
) {
  return withClient(databaseUrl, async (client) => {
    const backends = async () =>
      (
        await client.query<{ pid: number }>(
          'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        )
      ).rows.map((r) => r.pid);
    const cpuOf = (pids: number[]) => new Map(pids.map((pid) => [pid, cpuMillis(pid) ?? 0]));
    const before = { server: cpuMillis(serverPid) ?? 0, postgres: cpuOf(await backends()) };
    const run = await autocannon({ url, headers, connections, duration: seconds });
    const after = { server: cpuMillis(serverPid) ?? 0, postgres: cpuOf(await backends()) };
    let postgres = 0;
    for (const [pid, ms] of after.postgres) postgres += ms - (before.postgres.get(pid) ?? 0);
    const requests = run.requests.total;
    return { serverMs: (after.server - before.server) / requests, postgresMs: postgres / requests };
  });
}

/** The ids an answer lists, checking it is a 200. */
async function shownIds(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.ok)
    throw new Error(`GET ${url} answered ${response.status}: ${body.toString().slice(0, 300)}`);
  const { data } = JSON.parse(body.toString()) as { data: { id: number }[] };
  return { ids: data.map((b) => b.id), bytes: body.length };
}

function row(label: string, m: Measurement, floor: Measurement): string {
  const ratio = ((m.requestsPerSecond / floor.requestsPerSecond) * 100).toFixed(1);
  const cpu = m.serverCpuMsPerRequest === null ? '—' : m.serverCpuMsPerRequest.toFixed(2);
  return [
    label.padEnd(48),
    m.requestsPerSecond.toFixed(0).padStart(8),
    m.latencyP50Ms.toFixed(0).padStart(7),
    m.latencyP99Ms.toFixed(0).padStart(7),
    cpu.padStart(11),
    `${ratio} %`.padStart(9),
  ].join('  ');
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

type Lifecycle = typeof import('./lifecycle.js');

async function main({ alternatingRounds, startTablero }: Lifecycle): Promise<void> {
  const settings = loadSettings();
  log(`${os.cpus().length} cores shared by servers and autocannon; ${settings.connections} connections`);
  const server = await startTablero('postgres', settings);
  const databaseUrl = server.databaseUrl;
  if (!databaseUrl) throw new Error('the public-banners benchmark runs on PostgreSQL only');
  const token = await signIn(server.baseUrl, SEED_EMAIL, SEED_PASSWORD);
  const tenant = await tenantFacts(databaseUrl);
  const started = Date.now();
  const data = await buildBanners(server.baseUrl, token, tenant);
  log(
    `made ${data.stores} stores, ${data.pictures} pictures, ${data.banners} banners, ${data.positionBanners} ` +
      `positional banners, ${data.popUps} pop-ups through the API in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const pageData = await buildPages(server.baseUrl, token);
  log(`made ${pageData.pages} pages of ${VERSIONS_PER_PAGE} versions each through the API`);
  const totals = await analyzedTotals(databaseUrl, tenant.id);

  // The same database behind a second process that never answers from memory: the cost of a miss.
  const uncached = await startTablero('postgres', settings, {
    on: server,
    env: { PUBLIC_MENU_CACHE_TTL_SECONDS: '0' },
  });
  const floor: ChildServer = await startNodeServer({
    name: 'banners floor',
    script: 'bench/api/public-banners.ts',
    env: { BANNERS_FLOOR_DATABASE_URL: databaseUrl },
    readyPath: '/bare',
  });
  log(`raw-SQL floor ready at ${floor.baseUrl} (pid ${floor.pid})`);

  const query = `platform=web&store_id=${data.storeId}&dispatch_method=delivery`;
  const path = `/api/public/v1/banners?${query}`;
  const headers = { tenant: TENANT, platform: 'web' };
  const urls = {
    cached: `${server.baseUrl}${path}`,
    uncached: `${uncached.baseUrl}${path}`,
    floor: `${floor.baseUrl}/floor/banners?${query}`,
  };
  // The three answer the same banners in the same order, and some.
  const answer = await shownIds(urls.cached, headers);
  const missed = await shownIds(urls.uncached, headers);
  const floorAnswer = await shownIds(urls.floor, headers);
  for (const [name, other] of [
    ['cache off', missed],
    ['floor', floorAnswer],
  ] as const)
    if (other.ids.join(',') !== answer.ids.join(','))
      throw new Error(`the ${name} answers banners ${other.ids.join(',')}, the API ${answer.ids.join(',')}`);
  if (answer.ids.length === 0) throw new Error('the page shows no banners: nothing to measure');

  const { measured, bare: floorRun } = await alternatingRounds(
    'public banners',
    [
      { target: { target: 'banners', url: urls.cached, headers, serverPid: server.pid }, server },
      {
        target: { target: 'banners-uncached', url: urls.uncached, headers, serverPid: uncached.pid },
        server: uncached,
      },
      { target: { target: 'bare', url: `${floor.baseUrl}/bare`, serverPid: floor.pid }, server: floor },
    ],
    { target: { target: 'floor', url: urls.floor, headers, serverPid: floor.pid }, server: floor },
    settings,
  );
  const [cachedRun, uncachedRun, bareRun] = measured as [Measurement, Measurement, Measurement];
  log('public banners: CPU split between the server and PostgreSQL, cache off and floor');
  const split = async (url: string, pid: number) =>
    cpuSplit(url, headers, pid, databaseUrl, settings.durationSeconds, settings.connections);
  const missSplit = await split(urls.uncached, uncached.pid);
  const floorSplit = await split(urls.floor, floor.pid);

  console.log('');
  console.log(
    `The tenant holds ${totals.stores} stores, ${totals.banners} banners, ${totals.positions} positional banners, ` +
      `${totals.popUps} pop-ups (the seed's and the benchmark's); the page shows ${answer.ids.length} banners for store ${data.storeId} (web, delivery)`,
  );
  console.log(
    `Response: ${kb(answer.bytes)} JSON with signed picture URLs (floor: ${kb(floorAnswer.bytes)}, picture ids)`,
  );
  console.log(
    [
      'target'.padEnd(48),
      'req/s'.padStart(8),
      'p50 ms'.padStart(7),
      'p99 ms'.padStart(7),
      'cpu ms/req'.padStart(11),
      'vs floor'.padStart(9),
    ].join('  '),
  );
  console.log(row('GET /api/public/v1/banners (cache on)', cachedRun, floorRun));
  console.log(row('  same, cache off (every request a miss)', uncachedRun, floorRun));
  console.log(row('raw-SQL floor (bare Fastify + pg, 1 statement)', floorRun, floorRun));
  console.log(row('GET /bare (bare Fastify, no SQL)', bareRun, floorRun));
  console.log(
    `Median of ${settings.rounds} alternating runs per target; ${settings.durationSeconds} s each.`,
  );
  console.log(
    `CPU per request (one more run each): cache off: API process ${missSplit.serverMs.toFixed(2)} ms, ` +
      `PostgreSQL ${missSplit.postgresMs.toFixed(2)} ms; floor: its process ${floorSplit.serverMs.toFixed(2)} ms, ` +
      `PostgreSQL ${floorSplit.postgresMs.toFixed(2)} ms.`,
  );
  await measurePages({
    server,
    uncached,
    floor,
    pageUrl: pageData.url,
    headers,
    settings,
    alternatingRounds,
  });
}

interface PageRun {
  server: Awaited<ReturnType<Lifecycle['startTablero']>>;
  uncached: Awaited<ReturnType<Lifecycle['startTablero']>>;
  floor: ChildServer;
  pageUrl: string;
  headers: Record<string, string>;
  settings: ReturnType<typeof loadSettings>;
  alternatingRounds: Lifecycle['alternatingRounds'];
}

/** The page read, the same three ways: cache on, cache off, the raw-SQL floor. */
async function measurePages({
  server,
  uncached,
  floor,
  pageUrl,
  headers,
  settings,
  alternatingRounds,
}: PageRun) {
  const query = `url=${encodeURIComponent(pageUrl)}`;
  const urls = {
    cached: `${server.baseUrl}/api/public/v1/pages?${query}`,
    uncached: `${uncached.baseUrl}/api/public/v1/pages?${query}`,
    floor: `${floor.baseUrl}/floor/pages?${query}`,
  };
  const read = async (url: string) => {
    const response = await fetch(url, { headers });
    const text = await response.text();
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${text.slice(0, 300)}`);
    return {
      blocks: (JSON.parse(text) as { content: unknown[] }).content.length,
      bytes: Buffer.byteLength(text),
    };
  };
  const answer = await read(urls.cached);
  for (const other of [await read(urls.uncached), await read(urls.floor)])
    if (other.blocks !== answer.blocks)
      throw new Error(`a page read answers ${other.blocks} blocks, the API ${answer.blocks}`);
  const { measured, bare: floorRun } = await alternatingRounds(
    'public page',
    [
      { target: { target: 'page', url: urls.cached, headers, serverPid: server.pid }, server },
      {
        target: { target: 'page-uncached', url: urls.uncached, headers, serverPid: uncached.pid },
        server: uncached,
      },
    ],
    { target: { target: 'page-floor', url: urls.floor, headers, serverPid: floor.pid }, server: floor },
    settings,
  );
  const [cachedRun, uncachedRun] = measured as [Measurement, Measurement];
  console.log('');
  console.log(
    `Page ${pageUrl}: ${answer.blocks} sections, ${kb(answer.bytes)} JSON; ${PAGES} pages of ${VERSIONS_PER_PAGE} versions`,
  );
  console.log(row('GET /api/public/v1/pages?url= (cache on)', cachedRun, floorRun));
  console.log(row('  same, cache off (every request a miss)', uncachedRun, floorRun));
  console.log(row('raw-SQL floor (bare Fastify + pg, 1 statement)', floorRun, floorRun));
}

const floorDatabaseUrl = process.env.BANNERS_FLOOR_DATABASE_URL;
if (floorDatabaseUrl) await serveFloor(floorDatabaseUrl);
else {
  // Imported only here: its signal handlers (stop the servers, drop the database) belong to the
  // benchmark's process, not to the floor's.
  const lifecycle = await import('./lifecycle.js');
  await lifecycle.runMain('bench', () => main(lifecycle));
}
