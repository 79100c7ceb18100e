import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testConfig } from '../../test/harness.js';
import { cloneTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { buildApp } from '../app.js';
import { SecretBox } from '../lib/secret-box.js';
import { findTenantBySlug } from '../modules/tenants/tenants.repo.js';
import { seedIfEmpty } from './seed.js';

let test: TestDatabase;
const config = testConfig({ seedAdminEmail: 'dueno@demo.cl', seedAdminPassword: 'Semilla-2026' });

beforeAll(async () => {
  test = await cloneTestDatabase(inject('template'));
});
afterAll(() => test?.drop());

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
    expect(demoStores).toEqual([{ n: 2 }]);
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
