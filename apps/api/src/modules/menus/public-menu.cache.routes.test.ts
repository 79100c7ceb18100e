import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestApp, superAdmin, type TestContext } from '../../../test/harness.js';
import { createProduct, modifiersWithIds, PRODUCTS } from '../products/products.test-helpers.js';
import { createStore } from '../stores/stores.test-helpers.js';
import { MENUS } from './menus.test-helpers.js';

let ctx: TestContext;
let admin: Client;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await superAdmin(ctx, ctx.alpha);
  await modifiersWithIds(ctx, ctx.alpha.id, [501, 502]);
});
afterAll(() => ctx?.close());

type Menu = { collections: { prices: { product: { id: number; name: string } }[] }[] };

async function storeSelling(productChange: Record<string, unknown> = {}) {
  const product = await createProduct(admin, { label: null, label_type: null, ...productChange });
  const menu = await admin.post(MENUS, {
    name: `Carta ${product.id}`,
    price_groups: [{ name: 'Todo', prices: [{ product_id: product.id, price: 1000 }] }],
  });
  expect(menu.statusCode).toBe(201);
  const store = await createStore(admin, ctx.alpha, { menu_id: menu.json().id });
  return { product, store };
}

async function namesOnMenu(storeId: number): Promise<string[]> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/public/v2/prices?store_id=${storeId}&platform=web&dispatch_method=pick_up`,
    headers: { tenant: 'alpha' },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as Menu).collections.flatMap((c) => c.prices.map((p) => p.product.name));
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('still not so');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('public menu served from memory', () => {
  it('shows a change made through the admin API on the very next request', async () => {
    const { product, store } = await storeSelling({ name: 'Antes' });
    expect(await namesOnMenu(store.id)).toEqual(['Antes']);
    const renamed = await admin.patch(`${PRODUCTS}/${product.id}`, { name: 'Después' });
    expect(renamed.statusCode).toBe(200);
    expect(await namesOnMenu(store.id)).toEqual(['Después']);
  });

  it('hears a change another process wrote through the database change feed', async () => {
    const { product, store } = await storeSelling({ name: 'Original' });
    expect(await namesOnMenu(store.id)).toEqual(['Original']);
    await ctx.db.withTenant(ctx.alpha.id, (tx) =>
      tx.execute(sql`update products set name = 'Cambiado afuera' where id = ${product.id}`),
    );
    await eventually(async () => (await namesOnMenu(store.id))[0] === 'Cambiado afuera');
  });

  it('shows a product the moment its availability window opens, cached or not', async () => {
    const { product, store } = await storeSelling({ name: 'Pronto' });
    expect(await namesOnMenu(store.id)).toEqual(['Pronto']);
    const opensAt = new Date(Date.now() + 2000);
    const window = {
      start_datetime: opensAt.toISOString(),
      end_datetime: new Date(Date.now() + 86_400_000).toISOString(),
    };
    expect((await admin.patch(`${PRODUCTS}/${product.id}`, window)).statusCode).toBe(200);
    expect(await namesOnMenu(store.id)).toEqual([]);
    expect(await namesOnMenu(store.id)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, opensAt.getTime() - Date.now() + 20));
    expect(await namesOnMenu(store.id)).toEqual(['Pronto']);
  });
});
