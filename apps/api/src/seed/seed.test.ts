import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { bannerImageSizes, brandImages, popUpImageSizes } from '@tablero/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cloneTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { buildApp } from '../app.js';
import { SecretBox } from '../lib/secret-box.js';
import { findTenantBySlug } from '../modules/tenants/tenants.repo.js';
import { demoBrandPalette } from './demo-brand.js';
import { demoProducts } from './demo-menu.js';
import { demoTenants } from './demo-tenants.js';
import { seedIfEmpty } from './seed.js';
import { SEED_ADMIN, seedTestConfig } from './seed.test-helpers.js';

let test: TestDatabase;

interface BannerRow {
  name: string;
  active: boolean;
  end_date: string | null;
  bannerable_type?: string;
  pictures: { platform: 'web' | 'web_responsive' | 'app'; url: string }[];
}
const config = seedTestConfig();

beforeAll(async () => {
  test = await cloneTestDatabase(inject('template'));
});
afterAll(() => test?.drop());

/** The app on the seeded database, signed in as the seed's super admin of a tenant. */
async function signedInApp(slug: string) {
  const app = await buildApp(config, {
    db: test.db,
    jwtSecret: 'x'.repeat(40),
    secretBox: new SecretBox(randomBytes(32)),
  });
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/identity/v1/sign-in',
    headers: { tenant: slug },
    payload: SEED_ADMIN,
  });
  expect(signIn.statusCode, signIn.body).toBe(200);
  const headers = { tenant: slug, authorization: `Bearer ${signIn.json().user.token_manager.access_token}` };
  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/admin/v1${url}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  return { app, get };
}

/** A file behind a signed URL, read through the app as a browser would (no session); its size. */
async function imageAt(app: FastifyInstance, url: string | null | undefined) {
  expect(url).toMatch(/^http.*\/api\/files\/v1\//);
  const response = await app.inject({ method: 'GET', url: new URL(url as string).pathname });
  expect(response.statusCode, url as string).toBe(200);
  const { format, width, height } = await sharp(response.rawPayload).metadata();
  return { contentType: response.headers['content-type'], format, width, height };
}

describe('seed on an empty database', () => {
  it('creates demo, spoon, soporte and cr-demo, each with the five roles, stores and the same super admin', async () => {
    const seeded = await seedIfEmpty(test.db, config);
    expect(seeded?.tenants).toEqual(['demo', 'spoon', 'soporte', 'cr-demo']);
    const app = await buildApp(config, {
      db: test.db,
      jwtSecret: 'x'.repeat(40),
      secretBox: new SecretBox(randomBytes(32)),
    });
    try {
      for (const slug of seeded?.tenants ?? []) {
        const signIn = await app.inject({
          method: 'POST',
          url: '/api/identity/v1/sign-in',
          headers: { tenant: slug },
          payload: { email: 'dueno@demo.cl', password: 'Semilla-2026' },
        });
        expect(signIn.statusCode, slug).toBe(200);
        const headers = {
          tenant: slug,
          authorization: `Bearer ${signIn.json().user.token_manager.access_token}`,
        };
        const roles = (await app.inject({ method: 'GET', url: '/api/admin/v1/roles', headers })).json();
        expect(roles.data.map((r: { name: string }) => r.name).sort()).toEqual(
          ['admin', 'admin cc', 'admin kds', 'user cc', 'user kds'].sort(),
        );
        const stores = (await app.inject({ method: 'GET', url: '/api/admin/v1/stores', headers })).json();
        expect(stores.meta.total_count).toBeGreaterThanOrEqual(1);
      }
    } finally {
      await app.close();
    }
  });

  it('sets each tenant’s country, currency, time zone and features', async () => {
    const demo = await findTenantBySlug(test.db.app, 'demo');
    expect(demo).toMatchObject({
      country: 'cl',
      currency: 'CLP',
      currencySymbol: '$',
      phonePrefix: '+569',
      language: 'es_CL',
      timeZone: 'America/Santiago',
    });
    expect(demo?.features).toEqual(expect.arrayContaining(['order_taker', 'beta_policies']));
    const cr = await findTenantBySlug(test.db.app, 'cr-demo');
    expect(cr).toMatchObject({ country: 'cr', currency: 'CRC', timeZone: 'America/Belize' });
    expect(cr?.features).not.toContain('order_taker');
    for (const slug of ['spoon', 'soporte']) {
      expect((await findTenantBySlug(test.db.app, slug))?.features).toContain('order_taker');
    }
    const demoStores = await test.db.withTenant(demo?.id as number, async (tx) => {
      const result = await tx.execute(sql`select count(*)::int as n from stores`);
      return (result as unknown as { rows: unknown[] }).rows;
    });
    expect(demoStores).toEqual([{ n: demoTenants[0]?.stores.length }]);
  });

  it('gives each demo store a crew of drivers, all in the store', async () => {
    const demo = await findTenantBySlug(test.db.app, 'demo');
    const crews = await test.db.withTenant(demo?.id as number, async (tx) => {
      const result = await tx.execute(
        sql`select store_id, count(*)::int as n, bool_and(status = 'in_store') as home from drivers group by 1`,
      );
      return (result as unknown as { rows: { n: number; home: boolean }[] }).rows;
    });
    expect(crews.length).toBeGreaterThanOrEqual(2);
    expect(crews.every((crew) => crew.n >= 2 && crew.home)).toBe(true);
  });

  it('gives the demo tenant an active poll per dispatch method, answered by customers of completed orders', async () => {
    const demo = await findTenantBySlug(test.db.app, 'demo');
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      test.db.withTenant(
        demo?.id as number,
        async (tx) => (await tx.execute(query)) as unknown as { rows: T[] },
      );
    const active = await rows<{ dispatch_method: string }>(
      sql`select dispatch_method from polls where active order by dispatch_method`,
    );
    expect(active.rows.map((p) => p.dispatch_method)).toEqual(['delivery', 'pick_up']);
    const [answered] = (
      await rows<{
        responses: number;
        completed: number;
        ordered: boolean;
        after: boolean;
        same_score: boolean;
      }>(sql`
        select count(*)::int as responses,
          count(*) filter (where o.status = 'completed')::int as completed,
          bool_and(p.dispatch_method = o.dispatch_method) as ordered,
          bool_and(r.answered_at > o.created_at and r.answered_at <= now()) as after,
          bool_and(a.score = r.nps_score) as same_score
        from poll_responses r
        join orders o on o.tenant_id = r.tenant_id and o.id = r.order_id
        join polls p on p.tenant_id = r.tenant_id and p.id = r.poll_id
        join poll_answers a on a.tenant_id = r.tenant_id and a.response_id = r.id
        join questions q on q.tenant_id = a.tenant_id and q.id = a.question_id and q.category = 'nps'`)
    ).rows;
    // The daily NPS rollups the results read equal the answers counted plainly, per store, local day,
    // method and value, after the seed's multi-row statements.
    const scoresPlain = sql`select r.store_id, (r.answered_at at time zone t.time_zone)::date, r.dispatch_method,
        r.nps_score, count(*) from poll_responses r join tenants t on t.id = r.tenant_id group by 1, 2, 3, 4`;
    const scoresKept = sql`select store_id, day, dispatch_method, score, responses from nps_score_days`;
    const answersPlain = sql`select r.store_id, (r.answered_at at time zone t.time_zone)::date, r.dispatch_method,
        a.question_id, coalesce(a.score, -1), count(*)
      from poll_answers a join poll_responses r on r.tenant_id = a.tenant_id and r.id = a.response_id
      join tenants t on t.id = r.tenant_id group by 1, 2, 3, 4, 5`;
    const answersKept = sql`select store_id, day, dispatch_method, question_id, score, answers from nps_answer_days`;
    const differing = (a: ReturnType<typeof sql>, b: ReturnType<typeof sql>) =>
      sql`((select count(*) from ((${a}) except all (${b})) x) + (select count(*) from ((${b}) except all (${a})) y))`;
    const [mismatches] = (
      await rows<{ scores: number; answers: number }>(
        sql`select ${differing(scoresPlain, scoresKept)}::int as scores, ${differing(answersPlain, answersKept)}::int as answers`,
      )
    ).rows;
    expect(mismatches).toEqual({ scores: 0, answers: 0 });
    expect(answered?.responses).toBeGreaterThan(5);
    expect(answered).toMatchObject({
      completed: answered?.responses,
      ordered: true,
      after: true,
      same_score: true,
    });
  });

  it('gives the demo tenant coupons of every kind (running, ended, upcoming, off) and a promotion its app menu shows', async () => {
    const demo = await findTenantBySlug(test.db.app, 'demo');
    const kinds = await test.db.withTenant(demo?.id as number, async (tx) => {
      const result = await tx.execute(
        sql`select kind, count(*)::int as n, sum(used_count)::int as used, bool_or(not enabled) as some_off,
          bool_or(expiry_date < current_date) as some_ended, bool_or(start_date > current_date) as some_upcoming
          from coupons group by kind order by kind`,
      );
      return (result as unknown as { rows: { kind: string; n: number; used: number }[] }).rows;
    });
    expect(kinds.map((k) => k.kind)).toEqual(['gift', 'giftcard', 'percentage']);
    expect(kinds.every((k) => k.used > 0)).toBe(true);
    expect(kinds.find((k) => k.kind === 'giftcard')).toMatchObject({ some_off: true, some_upcoming: true });
    expect(kinds.find((k) => k.kind === 'percentage')).toMatchObject({ some_ended: true });
    const app = await buildApp(config, {
      db: test.db,
      jwtSecret: 'x'.repeat(40),
      secretBox: new SecretBox(randomBytes(32)),
    });
    const menu = await app
      .inject({
        method: 'GET',
        url: '/api/public/v2/prices?platform=app&dispatch_method=pick_up',
        headers: { tenant: 'demo' },
      })
      .finally(() => app.close());
    const promoted = (
      menu.json().collections as { prices: { product: { name: string }; menu_discount: number | null }[] }[]
    )
      .flatMap((c) => c.prices)
      .filter((p) => p.menu_discount !== null)
      .map((p) => p.product.name);
    expect(promoted.length).toBeGreaterThan(0);
    expect(promoted.every((name) => name.startsWith('Hamburguesa'))).toBe(true);
  });

  it('gives every demo product a ready picture the app serves: the 640×480 original and its 300×300 crop', async () => {
    const { app, get } = await signedInApp('demo');
    try {
      const list = await get('/products?limit=100');
      expect(list.data).toHaveLength(demoProducts.length);
      for (const row of list.data as { id: number; name: string; picture: { id: number } | null }[]) {
        expect(row.picture, row.name).not.toBeNull();
        const product = await get(`/products/${row.id}`);
        expect(product.pictures, row.name).toHaveLength(1);
        const [picture] = product.pictures;
        expect(await imageAt(app, picture.url)).toEqual({
          contentType: 'image/webp',
          format: 'webp',
          width: 640,
          height: 480,
        });
        expect(await imageAt(app, picture.small_url)).toMatchObject({
          format: 'webp',
          width: 300,
          height: 300,
        });
        const library = await get(`/pictures/${picture.id}`);
        expect(library).toMatchObject({ name: row.name, status: 'ready', type: 'image/webp', width: 640 });
        expect(library.bytes).toBeGreaterThan(1_000);
      }
    } finally {
      await app.close();
    }
  });

  it('gives the demo a brand: logo, secondary logo and favicon the app serves, its colours, texts and links', async () => {
    const { app, get } = await signedInApp('demo');
    try {
      const settings = await get('/settings');
      const { design, general } = settings;
      expect(design).toMatchObject({
        commerce_name: 'Demo Burger',
        colors: demoBrandPalette,
        fonts: { heading: 'Poppins', body: 'Inter' },
      });
      expect(settings.template_id).toBe('moderna');
      for (const image of ['primary_logo', 'secondary_logo', 'favicon'] as const) {
        const shown = design[image];
        expect(shown, image).not.toBeNull();
        expect(design[`${image}_id`]).toBe(shown.id);
        // What `PATCH /settings` asks of each image: at least its size, and square for the favicon.
        const rule = brandImages[image];
        expect(shown.width).toBeGreaterThanOrEqual(rule.minWidth);
        expect(shown.height).toBeGreaterThanOrEqual(rule.minHeight);
        if (rule.square) expect(shown.width).toBe(shown.height);
        expect(await imageAt(app, shown.url)).toMatchObject({
          contentType: 'image/png',
          width: shown.width,
          height: shown.height,
        });
      }
      expect(design.social.instagram).toMatch(/^https:\/\/www\.instagram\.com\//);
      expect(design.social.facebook).toMatch(/^https:\/\/www\.facebook\.com\//);
      expect(general.whatsapp_number).toMatch(/^\+569\d{8}$/);
      expect(general.restaurant_email).toMatch(/@/);
      expect(general.page_texts.welcome).toContain('Demo Burger');
      expect(general.free_delivery.minimum_value).toBeGreaterThan(0);
      // The storefront sees the same brand, without the staff's e-mail.
      const storefront = await app.inject({
        method: 'GET',
        url: '/api/public/v1/settings',
        headers: { tenant: 'demo' },
      });
      expect(storefront.json().design.primary_logo.url).toMatch(/\/api\/files\/v1\//);
      expect(storefront.json().general).not.toHaveProperty('restaurant_email');
    } finally {
      await app.close();
    }
  });

  it('gives the demo storefront banners, positional banners, pop-ups (pictures of their exact sizes) and pages', async () => {
    const { app, get } = await signedInApp('demo');
    try {
      const banners = (await get('/banners?limit=100')).data as BannerRow[];
      expect(banners.map((b) => b.name)).toContain('Combo Clásica');
      expect(banners.some((b) => !b.active && b.end_date !== null)).toBe(true);
      const positions = (await get('/position_banners?limit=100')).data as BannerRow[];
      expect(positions.length).toBeGreaterThanOrEqual(2);
      for (const banner of [...banners, ...positions])
        for (const picture of banner.pictures) {
          const size = bannerImageSizes[picture.platform];
          expect(await imageAt(app, picture.url), banner.name).toMatchObject(size);
        }
      for (const banner of positions) expect(banner.bannerable_type).toBe('product');
      const popUps = (await get('/pop_ups?limit=25')).data as {
        platform: 'web' | 'web_responsive';
        picture: { url: string };
      }[];
      expect(popUps.map((p) => p.platform).sort()).toEqual(['web', 'web_responsive']);
      for (const popUp of popUps)
        expect(await imageAt(app, popUp.picture.url)).toMatchObject(popUpImageSizes[popUp.platform]);
      // The storefront shows the running ones now.
      const shown = await app.inject({
        method: 'GET',
        url: '/api/public/v1/banners?platform=web&category=home',
        headers: { tenant: 'demo' },
      });
      expect(shown.json().data.map((b: { name: string }) => b.name)).toContain('Combo Clásica');
      // And its pages: two published sharing the header, one draft the storefront does not show.
      const pages = (await get('/pages?limit=100')).data as { relative_url: string; published: boolean }[];
      expect(pages.map((p) => [p.relative_url, p.published])).toEqual([
        ['/nosotros', true],
        ['/promociones', true],
        ['/trabaja-con-nosotros', false],
      ]);
      const about = await app.inject({
        method: 'GET',
        url: '/api/public/v1/pages?url=nosotros',
        headers: { tenant: 'demo' },
      });
      // The header the page builder draws from the brand's settings: its logo and the site's links.
      expect(about.json().header_props).toMatchObject({ logo: 'primary', show_cart: true });
      expect(about.json().header_props.links.map((l: { url: string }) => l.url)).toEqual([
        '/menu',
        '/promociones',
        '/nosotros',
      ]);
    } finally {
      await app.close();
    }
  });

  it('gives the demo tenant its custom landings, one published, each with its thumbnail', async () => {
    const { app, get } = await signedInApp('demo');
    try {
      const landings = (await get('/custom_landings?limit=100')).data as {
        slug: string;
        status: string;
        thumbnail: string | null;
      }[];
      expect(landings.map((l) => [l.slug, l.status]).sort()).toEqual([
        ['cyber-burger', 'published'],
        ['menu-invierno', 'draft'],
      ]);
      // This machine has Chromium (the browser tests use it), so the seed drew them.
      for (const landing of landings) expect(landing.thumbnail).toMatch(/\/thumbnail\?v=\d+$/);
      const shown = await app.inject({
        method: 'GET',
        url: '/api/public/v1/custom_landings/cyber-burger',
        headers: { tenant: 'demo' },
      });
      expect(shown.json().html).toContain('Cyber Burger');
    } finally {
      await app.close();
    }
  });

  it('gives every demo store a social-catalogue feed link, whose feed holds the store’s menu', async () => {
    const demo = await findTenantBySlug(test.db.app, 'demo');
    expect(demo?.features).toContain('social_networks');
    const links = await test.db.executeOwnerSql(
      `select f.store_id, k.tenant_id from catalogue_feeds f
       join catalogue_feed_tokens k on k.token_hash = f.token_hash where f.tenant_id = $1`,
      [demo?.id],
    );
    expect(links.rows).toHaveLength(demoTenants[0]?.stores.length ?? 0);
    expect(new Set(links.rows.map((r) => r.tenant_id))).toEqual(new Set([demo?.id]));
    const { app, get } = await signedInApp('demo');
    try {
      const stores = (await get('/social_catalogue/stores')).data as { product_count: number }[];
      expect(stores).toHaveLength(demoTenants[0]?.stores.length ?? 0);
      for (const store of stores) expect(store.product_count).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });

  it('keeps the other tenants’ libraries and settings empty', async () => {
    const spoon = await findTenantBySlug(test.db.app, 'spoon');
    const counts = await test.db.withTenant(spoon?.id as number, async (tx) => {
      const result = await tx.execute(
        sql`select (select count(*) from pictures)::int as pictures, (select count(*) from tenant_settings)::int as settings`,
      );
      return (result as unknown as { rows: unknown[] }).rows;
    });
    expect(counts).toEqual([{ pictures: 0, settings: 0 }]);
  });

  it('does nothing when tenants exist', async () => {
    expect(await seedIfEmpty(test.db, config)).toBeUndefined();
  });
});

describe('npm run seed -- --tenant <slug>', () => {
  const run = promisify(execFile);
  const root = path.resolve(import.meta.dirname, '../../../..');

  it('adds one tenant with the same super admin, and refuses a slug that exists', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tablero-seed-'));
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: test.url ?? '',
      SEED_ADMIN_EMAIL: 'dueno@demo.cl',
      SEED_ADMIN_PASSWORD: '',
      // The first run seeds the demo tenants; a year of orders adds nothing this test reads.
      SEED_DEMO_ORDERS: '0',
    };
    const cli = ['--import', 'tsx', 'apps/api/src/seed/cli.ts'];
    try {
      const first = await run('node', [...cli, '--tenant', 'nueva-marca'], { cwd: root, env });
      expect(first.stdout).toContain('Tenant "nueva-marca" created; super admin dueno@demo.cl');
      const again = run('node', [...cli, '--tenant', 'nueva-marca'], { cwd: root, env });
      await expect(again).rejects.toMatchObject({ stderr: expect.stringContaining('already exists') });
      const invalid = run('node', [...cli, '--tenant', 'Con Espacios'], { cwd: root, env });
      await expect(invalid).rejects.toMatchObject({
        stderr: expect.stringContaining('not a valid tenant slug'),
      });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
