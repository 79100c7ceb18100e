import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cloneTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { buildApp } from '../app.js';
import { SecretBox } from '../lib/secret-box.js';
import { demoProducts } from './demo-menu.js';
import { demoTenants } from './demo-tenants.js';
import { seedIfEmpty } from './seed.js';
import { seedTestConfig } from './seed.test-helpers.js';

let test: TestDatabase;
const config = seedTestConfig();

beforeAll(async () => {
  test = await cloneTestDatabase(inject('template'));
});
afterAll(() => test?.drop());

describe('the seeded demo menu', () => {
  it('gives the demo tenant its burger products and "Carta principal" in four sections, on every store', async () => {
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
      const get = async (url: string) =>
        (await app.inject({ method: 'GET', url: `/api/admin/v1${url}`, headers })).json();
      expect((await get('/products?limit=100')).meta.total_count).toBe(demoProducts.length);
      const [row] = (await get('/menus')).data;
      expect(row).toMatchObject({
        name: 'Carta principal',
        price_groups_count: 4,
        stores_count: demoTenants[0]?.stores.length,
      });
      const menu = await get(`/menus/${row.id}`);
      const sections = menu.price_groups.map(
        (group: { name: string; prices: { product_name: string }[] }) => [
          group.name,
          group.prices.map((price) => price.product_name),
        ],
      );
      expect(sections.map(([name]: [string]) => name)).toEqual([
        'Hamburguesas',
        'Acompañamientos',
        'Bebidas',
        'Postres',
      ]);
      // Each product in one section only: a storefront lists it once.
      const listed = sections.flatMap(([, names]: [string, string[]]) => names);
      expect(listed.sort()).toEqual(demoProducts.map((product) => product.name).sort());
      expect(menu.price_groups[0].prices[0]).toMatchObject({
        product_name: 'Hamburguesa Clásica',
        price: 699000,
        delivery_price: 749000,
      });
      const stores = (await get('/stores')).data;
      expect(stores.map((s: { menu_name: string }) => s.menu_name)).toEqual(
        demoTenants[0]?.stores.map(() => 'Carta principal'),
      );
    } finally {
      await app.close();
    }
  });
});
