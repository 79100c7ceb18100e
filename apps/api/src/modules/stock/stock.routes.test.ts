import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestApp, superAdmin, type TestContext, userWith } from '../../../test/harness.js';
import {
  type OrderingStore,
  orderBody,
  orderCount,
  orderingStore,
  placeOrder,
} from '../orders/orders.test-helpers.js';
import { createProduct } from '../products/products.test-helpers.js';
import { createStore } from '../stores/stores.test-helpers.js';
import { markOut, stockOutsOf } from './stock.test-helpers.js';
import { returnStockOuts } from './stock-sync.js';

let ctx: TestContext;
let admin: Client;
let shop: OrderingStore;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await superAdmin(ctx, ctx.alpha);
  shop = await orderingStore(ctx, admin);
});
afterAll(() => ctx?.close());

const publicMenu = (storeId: number) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/public/v2/prices?store_id=${storeId}&platform=web&dispatch_method=pick_up`,
    headers: { tenant: ctx.alpha.slug },
  });
const offeredIds = async (storeId: number) => {
  const menu = (await publicMenu(storeId)).json() as {
    collections: { prices: { product: { id: number } }[] }[];
  };
  return menu.collections.flatMap((c) => c.prices.map((p) => p.product.id));
};
const backOnSale = (storeId: number, type: string, id: number, as = admin) =>
  as.delete(`${stockOutsOf(storeId)}/${type}/${id}`);
const withBacon = (at: OrderingStore) =>
  orderBody(at, {
    items: [
      {
        product_id: at.burger,
        quantity: 1,
        options: [
          { modifier_id: at.doneness.id, option_id: at.doneness.rare },
          { modifier_id: at.extras.id, option_id: at.extras.bacon },
        ],
      },
    ],
  });

describe('out of stock from the kitchen', () => {
  it('a product marked out leaves the public menu at once, is refused in orders and comes back by hand', async () => {
    const store = await orderingStore(ctx, admin);
    expect(await offeredIds(store.store.id)).toContain(store.burger); // the menu is cached now
    const out = await markOut(admin, store.store.id, { item_type: 'product', item_id: store.burger });
    expect(out).toMatchObject({ mode: 'manual', until: null, name: expect.any(String) });
    expect(await offeredIds(store.store.id)).not.toContain(store.burger);

    const before = await orderCount(ctx, ctx.alpha);
    const refused = await placeOrder(ctx, ctx.alpha, orderBody(store));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      { field: 'items.0.product_id', message: `«${out.name}» está agotado en esta tienda.` },
    ]);
    expect(await orderCount(ctx, ctx.alpha)).toBe(before);
    // Another store selling the same product is not affected.
    expect((await placeOrder(ctx, ctx.alpha, orderBody(shop))).statusCode).toBe(201);

    const listed = (await admin.get(stockOutsOf(store.store.id))).json().data;
    expect(listed).toEqual([
      expect.objectContaining({
        item_type: 'product',
        item_id: store.burger,
        created_by: expect.any(Object),
      }),
    ]);
    expect((await backOnSale(store.store.id, 'product', store.burger)).statusCode).toBe(200);
    expect((await backOnSale(store.store.id, 'product', store.burger)).statusCode).toBe(404);
    expect(await offeredIds(store.store.id)).toContain(store.burger);
    expect((await placeOrder(ctx, ctx.alpha, orderBody(store))).statusCode).toBe(201);
  });

  it('an option marked out refuses orders choosing it, not the product without it', async () => {
    await markOut(admin, shop.store.id, { item_type: 'option', item_id: shop.extras.bacon }, 'two_hours');
    const refused = await placeOrder(ctx, ctx.alpha, withBacon(shop));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      { field: 'items.0.options.1.option_id', message: 'La opción «Tocino» está agotada en esta tienda.' },
    ]);
    expect((await placeOrder(ctx, ctx.alpha, orderBody(shop))).statusCode).toBe(201);
    expect(await offeredIds(shop.store.id)).toContain(shop.burger);
    expect((await backOnSale(shop.store.id, 'option', shop.extras.bacon)).statusCode).toBe(200);
    expect((await placeOrder(ctx, ctx.alpha, withBacon(shop))).statusCode).toBe(201);
  });

  it('returns by itself: two hours are two hours, the next opening is the store’s', async () => {
    const store = await orderingStore(ctx, admin, {
      business_hours: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map(
        (day) => ({ day, opening_time: '11:30', closing_time: '22:00', dispatch_method: 'both' }),
      ),
    });
    const started = Date.now();
    const twoHours = await markOut(
      admin,
      store.store.id,
      { item_type: 'product', item_id: store.fries },
      'two_hours',
    );
    const back = Date.parse(twoHours.until ?? '');
    expect(back - started).toBeGreaterThanOrEqual(2 * 3_600_000 - 1_000);
    expect(back - Date.now()).toBeLessThanOrEqual(2 * 3_600_000);
    const opening = await markOut(
      admin,
      store.store.id,
      { item_type: 'product', item_id: store.burger },
      'next_opening',
    );
    expect(opening.until).toMatch(/T11:30:00-0[34]:00$/);
    const hoursAway = (Date.parse(opening.until ?? '') - Date.now()) / 3_600_000;
    expect(hoursAway).toBeGreaterThan(0);
    expect(hoursAway).toBeLessThanOrEqual(36);

    // Time passes (as the clock would): the burger's return is behind us.
    await ctx.db.executeOwnerSql(
      `update stock_outs set until = now() - interval '1 second' where tenant_id = $1 and store_id = $2 and product_id = $3`,
      [ctx.alpha.id, store.store.id, store.burger],
    );
    expect(await offeredIds(store.store.id)).toContain(store.burger);
    expect(
      (await admin.get(stockOutsOf(store.store.id))).json().data.map((o: { item_id: number }) => o.item_id),
    ).toEqual([store.fries]);
    expect(await returnStockOuts(ctx.db, undefined)).toBeGreaterThanOrEqual(1);
    const { rows } = await ctx.db.executeOwnerSql(
      'select product_id from stock_outs where tenant_id = $1 and store_id = $2',
      [ctx.alpha.id, store.store.id],
    );
    expect(rows).toEqual([{ product_id: store.fries }]);
  });

  it('the picker finds the menu’s products and options by name, accents aside, and says what is out', async () => {
    const store = await orderingStore(ctx, admin);
    await markOut(admin, store.store.id, { item_type: 'option', item_id: store.doneness.wellDone });
    const found = (
      await admin.get(`/api/admin/v1/kds/store/${store.store.id}/stock_items?query=COCIDA`)
    ).json();
    expect(found.data).toEqual([
      {
        item_type: 'option',
        item_id: store.doneness.wellDone,
        name: 'Bien cocida',
        group_name: 'Punto de la carne',
        out: { until: null },
      },
    ]);
    const all = (await admin.get(`/api/admin/v1/kds/store/${store.store.id}/stock_items`)).json().data;
    expect(all.map((i: { item_type: string; item_id: number }) => `${i.item_type}:${i.item_id}`)).toEqual([
      `product:${store.burger}`,
      `product:${store.fries}`,
      `option:${store.doneness.rare}`,
      `option:${store.doneness.wellDone}`,
      `option:${store.extras.bacon}`,
    ]);
  });

  it('the product list shows where a product is out and until when', async () => {
    const store = await orderingStore(ctx, admin);
    await markOut(admin, store.store.id, { item_type: 'product', item_id: store.fries }, 'two_hours');
    const product = (await admin.get(`/api/admin/v1/products/${store.fries}`)).json();
    const listed = (
      await admin.get(`/api/admin/v1/products?query=${encodeURIComponent(product.name)}`)
    ).json();
    const row = listed.data.find((p: { id: number }) => p.id === store.fries);
    expect(row.stock_outs).toEqual([
      { store_id: store.store.id, store_name: store.store.name, until: expect.stringMatching(/-0[34]:00$/) },
    ]);
    const until = new Date(row.stock_outs[0].until).getTime();
    expect(until - Date.now()).toBeGreaterThan(119 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(120 * 60_000);

    // Its return passes (as the clock would): the list no longer shows it out.
    await ctx.db.executeOwnerSql(
      `update stock_outs set until = now() - interval '1 second' where tenant_id = $1 and product_id = $2`,
      [ctx.alpha.id, store.fries],
    );
    const after = (
      await admin.get(`/api/admin/v1/products?query=${encodeURIComponent(product.name)}`)
    ).json();
    expect(after.data.find((p: { id: number }) => p.id === store.fries).stock_outs).toEqual([]);
  });

  it('refuses what the store does not sell, bad bodies, other stores and the wrong role, changing nothing', async () => {
    const elsewhere = await createProduct(admin, { name: 'No está en la carta', modifiers: [] });
    const notInMenu = await admin.post(stockOutsOf(shop.store.id), {
      item_type: 'product',
      item_id: elsewhere.id,
      mode: 'manual',
    });
    expect(notInMenu.statusCode).toBe(422);
    expect(notInMenu.json().errors).toEqual([
      { field: 'item_id', message: 'Ese producto u opción no está en el menú de la tienda.' },
    ]);
    const beta = await superAdmin(ctx, ctx.beta);
    const betaStore = (await beta.get('/api/admin/v1/stores')).json().data[0];
    // Another tenant's store, and our product in another tenant's store.
    expect((await admin.get(stockOutsOf(betaStore.id))).statusCode).toBe(404);
    expect(
      (
        await beta.post(stockOutsOf(betaStore.id), {
          item_type: 'product',
          item_id: shop.burger,
          mode: 'manual',
        })
      ).statusCode,
    ).toBeGreaterThanOrEqual(404);
    const bad = await admin.post(stockOutsOf(shop.store.id), {
      item_type: 'combo',
      item_id: -1,
      mode: 'forever',
    });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['item_id', 'item_type', 'mode']);

    const withoutMenu = await createStore(admin, ctx.alpha, {});
    const noMenu = await admin.post(stockOutsOf(withoutMenu.id), {
      item_type: 'product',
      item_id: shop.burger,
      mode: 'manual',
    });
    expect(noMenu.statusCode).toBe(422);
    // Nothing of a store without a menu is out: its list is empty, not an error a board would show.
    const noneOut = await admin.get(stockOutsOf(withoutMenu.id));
    expect(noneOut.statusCode).toBe(200);
    expect(noneOut.json()).toEqual({ data: [] });

    const other = await orderingStore(ctx, admin);
    const cook = await userWith(ctx, ctx.alpha, { roleNames: ['user kds'], storeIds: [shop.store.id] });
    expect((await cook.client.get(stockOutsOf(other.store.id))).statusCode).toBe(404);
    const item = { item_type: 'product', item_id: shop.fries, mode: 'manual' };
    expect((await cook.client.post(stockOutsOf(other.store.id), item)).statusCode).toBe(404);
    expect((await cook.client.post(stockOutsOf(shop.store.id), item)).statusCode).toBe(201);
    const clerk = await userWith(ctx, ctx.alpha, { roleNames: ['user cc'] });
    expect((await clerk.client.get(stockOutsOf(shop.store.id))).statusCode).toBe(200);
    expect((await clerk.client.post(stockOutsOf(shop.store.id), item)).statusCode).toBe(403);
    expect((await backOnSale(shop.store.id, 'product', shop.fries, clerk.client)).statusCode).toBe(403);
    expect((await backOnSale(shop.store.id, 'product', shop.fries, cook.client)).statusCode).toBe(200);
    const { rows } = await ctx.db.executeOwnerSql(
      'select count(*)::int as n from stock_outs where store_id = $1',
      [other.store.id],
    );
    expect(rows).toEqual([{ n: 0 }]);
  });
});
