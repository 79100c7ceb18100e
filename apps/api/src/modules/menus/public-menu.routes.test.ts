import { weekdays, zonedParts } from '@tablero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestApp, superAdmin, type TestContext } from '../../../test/harness.js';
import { COUPONS } from '../coupons/coupons.test-helpers.js';
import { createProduct, modifiersWithIds } from '../products/products.test-helpers.js';
import { createStore, STORES } from '../stores/stores.test-helpers.js';
import { MENUS } from './menus.test-helpers.js';

let ctx: TestContext;
let admin: Client;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await superAdmin(ctx, ctx.alpha);
  // The product fixture offers modifiers 501 and 502.
  await modifiersWithIds(ctx, ctx.alpha.id, [501, 502]);
});
afterAll(() => ctx?.close());

const PRICES = '/api/public/v2/prices';
const publicGet = (query: string, tenant = 'alpha') =>
  ctx.app.inject({ method: 'GET', url: `${PRICES}?${query}`, headers: { tenant } });

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

type Price = { id: number; price: number; product: Record<string, unknown> & { id: number } };
type Menu = { store_id: number; collections: { id: number; name: string; prices: Price[] }[] };

/** A store whose menu prices each product (price 1000, delivery 1500) in an active group, plus an inactive group. */
async function storeWithMenu(productChanges: Record<string, Record<string, unknown>>) {
  const made: Record<string, number> = {};
  for (const [key, change] of Object.entries(productChanges))
    made[key] = (await createProduct(admin, { label: null, label_type: null, ...change })).id;
  const hidden = await createProduct(admin, { name: 'En grupo inactivo' });
  const response = await admin.post(MENUS, {
    name: `Carta ${Object.keys(made).join(' ')}`,
    price_groups: [
      {
        name: 'Segundo',
        position: 1,
        prices: Object.values(made).map((id) => ({ product_id: id, price: 1000, delivery_price: 1500 })),
      },
      { name: 'Inactivo', position: 0, status: 'inactive', prices: [{ product_id: hidden.id, price: 1 }] },
    ],
  });
  expect(response.statusCode).toBe(201);
  const store = await createStore(admin, ctx.alpha, { menu_id: response.json().id });
  return { store, made, hidden: hidden.id };
}

const productIds = (menu: Menu) => menu.collections.flatMap((c) => c.prices.map((p) => p.product.id));

describe('GET /api/public/v2/prices', () => {
  it('answers the active groups with the products offered now, without sign-in or secrets', async () => {
    const { store, made, hidden } = await storeWithMenu({
      shown: { name: 'Visible', platform: ['web'], dispatch_method: 'both', cooking_time: 12 },
      notShown: { show: false },
      appOnly: { platform: ['app'] },
      deliveryOnly: { dispatch_method: 'delivery' },
      pickUpOnly: { dispatch_method: 'pickUp' },
      past: { start_datetime: at(-48 * HOUR), end_datetime: at(-24 * HOUR) },
      future: { start_datetime: at(24 * HOUR), end_datetime: at(48 * HOUR) },
      inWindow: { start_datetime: at(-HOUR), end_datetime: at(HOUR) },
    });
    const response = await publicGet(`store_id=${store.id}&platform=web&dispatch_method=pick_up`);
    expect(response.statusCode).toBe(200);
    const menu = response.json() as Menu;
    expect(menu.store_id).toBe(store.id);
    expect(menu.collections.map((c) => c.name)).toEqual(['Segundo']);
    expect(productIds(menu).sort()).toEqual([made.shown, made.pickUpOnly, made.inWindow].sort());
    expect(productIds(menu)).not.toContain(hidden);
    const shown = menu.collections[0]?.prices.find((p) => p.product.id === made.shown);
    expect(shown).toEqual({
      id: expect.any(Number),
      price: 1000,
      discount_price: null,
      menu_discount: null,
      product: {
        id: made.shown,
        name: 'Visible',
        description: expect.any(String),
        pictures: [],
        food_type: 'hamburguesa',
        label: null,
        start_datetime_label: null,
        end_datetime_label: null,
        cooking_time: 12,
      },
    });
    for (const secret of ['aloha_id', 'AL-101', 'tenant_id', 'fbd_id', 'price_product'])
      expect(response.body).not.toContain(secret);

    const delivery = (
      await publicGet(`store_id=${store.id}&platform=web&dispatch_method=delivery`)
    ).json() as Menu;
    expect(productIds(delivery).sort()).toEqual([made.shown, made.deliveryOnly, made.inWindow].sort());
    expect(delivery.collections[0]?.prices.every((p) => p.price === 1500)).toBe(true);

    const app = (await publicGet(`store_id=${store.id}&platform=app&dispatch_method=pick_up`)).json() as Menu;
    expect(productIds(app)).toContain(made.appOnly);
    expect(productIds(app)).not.toContain(made.shown);
  });

  it('takes the platform from the `platform` header every call carries (the query wins when both are sent)', async () => {
    const { store, made } = await storeWithMenu({
      webOnly: { platform: ['web'] },
      appOnly: { platform: ['app'] },
    });
    const asHeader = (platform: string, query = '') =>
      ctx.app.inject({
        method: 'GET',
        url: `${PRICES}?store_id=${store.id}&dispatch_method=delivery${query}`,
        headers: { tenant: 'alpha', platform },
      });
    const app = await asHeader('app');
    expect(app.statusCode).toBe(200);
    expect(productIds(app.json() as Menu)).toContain(made.appOnly);
    expect(productIds(app.json() as Menu)).not.toContain(made.webOnly);
    const queryWins = (await asHeader('app', '&platform=web')).json() as Menu;
    expect(productIds(queryWins)).toContain(made.webOnly);
    expect(productIds(queryWins)).not.toContain(made.appOnly);
    const unknown = await asHeader('kiosk');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[0].field).toBe('platform');
  });

  it('offers a product only on its weekdays in the tenant time zone', async () => {
    const today = zonedParts(new Date(), ctx.alpha.timeZone).weekday;
    const { store, made } = await storeWithMenu({
      today: { availability: [today] },
      otherDays: { availability: weekdays.filter((d) => d !== today) },
    });
    const menu = (
      await publicGet(`store_id=${store.id}&platform=web&dispatch_method=delivery`)
    ).json() as Menu;
    expect(productIds(menu)).toEqual([made.today]);
  });

  it('shows the store’s best automatic promotion as discount_price and menu_discount, through the engine', async () => {
    const { store, made } = await storeWithMenu({
      burger: { name: 'Con promo', platform: ['web', 'app'], dispatch_method: 'both' },
      fries: { name: 'Sin promo', platform: ['web', 'app'], dispatch_method: 'both' },
    });
    const coupon = (change: Record<string, unknown>) =>
      admin.post(COUPONS, {
        code: `AUTO${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
        kind: 'percentage',
        discount: 20,
        start_date: '2026-01-01',
        automatic: true,
        couponables: [{ couponable_type: 'product', couponable_id: made.burger }],
        ...change,
      });
    const priceOf = async (query: string, productId: number | undefined) =>
      ((await publicGet(query)).json() as Menu).collections
        .flatMap((c) => c.prices)
        .find((p) => p.product.id === productId) as Price & {
        discount_price: number | null;
        menu_discount: number | null;
      };
    const web = `store_id=${store.id}&platform=web&dispatch_method=pick_up`;

    const auto = await coupon({ store_ids: [store.id] });
    expect(auto.statusCode).toBe(201);
    expect(await priceOf(web, made.burger)).toMatchObject({
      price: 1000,
      discount_price: 800,
      menu_discount: 200,
    });
    expect(await priceOf(web, made.fries)).toMatchObject({ discount_price: null, menu_discount: null });
    // Delivery prices 1500: 20 % of what the menu shows for that method.
    expect(
      await priceOf(`store_id=${store.id}&platform=web&dispatch_method=delivery`, made.burger),
    ).toMatchObject({ price: 1500, discount_price: 1200, menu_discount: 300 });

    // A bigger one wins; ones that cannot apply to one unit bought alone change nothing.
    expect((await coupon({ kind: 'giftcard', discount: 350 })).statusCode).toBe(201);
    for (const change of [
      { kind: 'giftcard', discount: 900, automatic: false },
      { kind: 'giftcard', discount: 900, enabled: false },
      { kind: 'giftcard', discount: 900, minimum_to_redeem: 5000 },
      { kind: 'giftcard', discount: 900, special_condition: 'first_purchase' },
      { kind: 'giftcard', discount: 900, platform: ['app'] },
      { kind: 'giftcard', discount: 900, start_date: '2099-01-01' },
      { kind: 'giftcard', discount: 900, store_ids: [(await createStore(admin, ctx.alpha)).id] },
    ])
      expect((await coupon(change)).statusCode).toBe(201);
    expect(await priceOf(web, made.burger)).toMatchObject({ discount_price: 650, menu_discount: 350 });
    expect(
      (await priceOf(`store_id=${store.id}&platform=app&dispatch_method=pick_up`, made.burger)).menu_discount,
    ).toBe(900);

    // Switching the promotion off reaches the storefront at once (the remembered menu is forgotten).
    const all = (await admin.get(`${COUPONS}?limit=100&enabled=true`)).json().data as {
      id: number;
      automatic: boolean;
    }[];
    for (const { id, automatic } of all)
      if (automatic) await admin.patch(`${COUPONS}/${id}`, { enabled: false });
    expect(await priceOf(web, made.burger)).toMatchObject({ discount_price: null, menu_discount: null });
  });

  it('gives the label and its window only while the window is on', async () => {
    const { store, made } = await storeWithMenu({
      on: {
        label: 'Nuevo',
        label_type: 'new',
        start_datetime_label: at(-HOUR),
        end_datetime_label: at(HOUR),
      },
      later: {
        label: 'Pronto',
        label_type: 'new',
        start_datetime_label: at(HOUR),
        end_datetime_label: at(2 * HOUR),
      },
      over: {
        label: 'Viejo',
        label_type: 'new',
        start_datetime_label: at(-2 * HOUR),
        end_datetime_label: at(-HOUR),
      },
    });
    const menu = (
      await publicGet(`store_id=${store.id}&platform=web&dispatch_method=delivery`)
    ).json() as Menu;
    const product = (id: number | undefined) =>
      menu.collections[0]?.prices.find((p) => p.product.id === id)?.product;
    expect(product(made.on)).toMatchObject({
      label: 'Nuevo',
      start_datetime_label: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[-+]\d\d:\d\d$/),
      end_datetime_label: expect.any(String),
    });
    for (const id of [made.later, made.over])
      expect(product(id)).toMatchObject({
        label: null,
        start_datetime_label: null,
        end_datetime_label: null,
      });
  });

  it('a store without menu has no collections; no store_id is the default store', async () => {
    const store = await createStore(admin, ctx.alpha, { menu_id: null });
    const response = await publicGet(`store_id=${store.id}&platform=web&dispatch_method=delivery`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ store_id: store.id, collections: [] });
    const defaultStore = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/public/v1/stores/default',
        headers: { tenant: 'alpha' },
      })
    ).json().id;
    const byDefault = await publicGet('platform=web&dispatch_method=delivery');
    expect(byDefault.statusCode).toBe(200);
    expect(byDefault.json().store_id).toBe(defaultStore);
  });

  it('a disabled store, an unknown one or another tenant’s answers 404; a bad query 422', async () => {
    const disabled = await createStore(admin, ctx.alpha);
    await admin.patch(`${STORES}/${disabled.id}`, { closing: { kind: 'permanent' } });
    expect(
      (await publicGet(`store_id=${disabled.id}&platform=web&dispatch_method=delivery`)).statusCode,
    ).toBe(404);
    const betaAdmin = await superAdmin(ctx, ctx.beta);
    const betaStore = await createStore(betaAdmin, ctx.beta);
    expect(
      (await publicGet(`store_id=${betaStore.id}&platform=web&dispatch_method=delivery`)).statusCode,
    ).toBe(404);
    expect(
      (await publicGet(`store_id=${betaStore.id}&platform=web&dispatch_method=delivery`, 'beta')).statusCode,
    ).toBe(200);
    expect((await publicGet('store_id=99999999&platform=web&dispatch_method=delivery')).statusCode).toBe(404);
    expect((await publicGet('platform=tv&dispatch_method=delivery')).statusCode).toBe(422);
    expect((await publicGet('platform=web&dispatch_method=pickUp')).statusCode).toBe(422);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const get = doc.paths['/api/public/v2/prices']?.get;
    expect(get?.responses?.['200']).toBeDefined();
    expect(JSON.stringify(get)).toContain('discount_price');
  });
});
