import { randomBytes } from 'node:crypto';
import { resolveStoreWrite } from '@tablero/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cloneTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { buildApp } from '../app.js';
import { SecretBox } from '../lib/secret-box.js';
import { demoStoreBody } from './demo-stores.js';
import { demoTenants } from './demo-tenants.js';
import { seedIfEmpty } from './seed.js';
import { seedTestConfig } from './seed.test-helpers.js';

let test: TestDatabase;
const config = seedTestConfig();

beforeAll(async () => {
  test = await cloneTestDatabase(inject('template'));
});
afterAll(() => test?.drop());

describe('seeded demo stores', () => {
  it.each(['cl', 'cr', 'gt', 'mx'])('pass every store rule for a %s tenant', (country) => {
    const tenant = { country, slug: 'x', features: ['order_taker'] };
    const result = resolveStoreWrite(demoStoreBody(tenant, 'Sucursal', 3), {
      country,
      features: tenant.features,
      timeZone: 'America/Santiago',
      now: new Date(),
      current: null,
    });
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it('are whole stores: Santiago address and coordinates, hours, zones, payment and delivery methods, wait times', async () => {
    await seedIfEmpty(test.db, config);
    const app = await buildApp(config, {
      db: test.db,
      jwtSecret: 'x'.repeat(40),
      secretBox: new SecretBox(randomBytes(32)),
    });
    try {
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/identity/v1/sign-in',
        headers: { tenant: 'demo' },
        payload: { email: 'dueno@demo.cl', password: 'Semilla-2026' },
      });
      const headers = {
        tenant: 'demo',
        authorization: `Bearer ${signIn.json().user.token_manager.access_token}`,
      };
      const list = (await app.inject({ method: 'GET', url: '/api/admin/v1/stores', headers })).json();
      const names = list.data.map((s: { name: string }) => s.name);
      expect([...names].sort()).toEqual([...(demoTenants[0]?.stores ?? [])].sort());
      for (const row of list.data) {
        const store = (
          await app.inject({ method: 'GET', url: `/api/admin/v1/stores/${row.id}`, headers })
        ).json();
        expect(store.text_address).toMatch(/Santiago$/);
        expect(store.latitude).toBeGreaterThan(-33.6);
        expect(store.latitude).toBeLessThan(-33.3);
        expect(store.longitude).toBeGreaterThan(-70.8);
        expect(store.longitude).toBeLessThan(-70.5);
        expect(store.business_hours).toHaveLength(14);
        expect(store.delivery_areas.map((a: { points: unknown[] }) => a.points.length)).toEqual([6, 6]);
        expect(store.payment_methods.order_taker_in_store.length).toBeGreaterThan(0);
        const enabled = store.delivery_methods
          .filter((m: { enabled: boolean }) => m.enabled)
          .map((m: { delivery_type: string; priority: number }) => [m.priority, m.delivery_type]);
        // Las Condes sends its deliveries with Cabify first, its own riders second; the rest only their own.
        expect(enabled.sort()).toEqual(
          store.name === 'Demo Burger Las Condes'
            ? [
                [1, 'cabify'],
                [2, 'own'],
              ]
            : [[1, 'own']],
        );
        expect(store.exceptional_wait_times).toHaveLength(2);
        expect(store.webpay_commerce_code).toMatch(/^5970\d{8}$/);
      }
      const addressOf = (name: string) =>
        list.data.find((s: { name: string }) => s.name === `Demo Burger ${name}`)?.text_address;
      expect(addressOf('Providencia')).toContain('Providencia');
      expect(addressOf('Ñuñoa')).toContain('Ñuñoa');
      expect(addressOf('Las Condes')).toContain('Las Condes');
    } finally {
      await app.close();
    }
  });
});
