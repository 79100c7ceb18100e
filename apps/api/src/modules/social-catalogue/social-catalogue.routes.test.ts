import { forbiddenMessage, socialCatalogueMessages } from '@tablero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestApp, superAdmin, type TestContext, userWith } from '../../../test/harness.js';
import { uploadedPicture } from '../pictures/pictures.test-helpers.js';
import { createProduct, PRODUCTS } from '../products/products.test-helpers.js';
import { markOut } from '../stock/stock.test-helpers.js';
import {
  CATALOGUE_STORES,
  catalogueStores,
  csvRecords,
  feedLinkOf,
  fetchFeed,
  newFeedLink,
  type StoreEntry,
  setSocialCatalogue,
  xmlRecords,
} from './social-catalogue.test-helpers.js';

/**
 * The social-network catalogue (issue 17): each store's menu on the web as the product feed Meta
 * Commerce Manager reads, at an address only its token names, through HTTP on both engines.
 */
let ctx: TestContext;
let admin: Client;
let beta: Client;
let centro: { id: number; uuid: string };
let costanera: number;
const made = {} as Record<'burger' | 'fries' | 'noPicture' | 'hidden' | 'unpriced' | 'appOnly', number>;
const burgerName = 'Hamburguesa "Doble" & papas <XL>';
const burgerDescription = 'Pan brioche, carne 150 g\nSalsa de la casa; tocino 🥓';
/** What a merchant pasted from elsewhere: a bell character no XML may hold. */
const pastedDescription = `${burgerDescription}\u0007`;

beforeAll(async () => {
  ctx = await startTestApp();
  await setSocialCatalogue(ctx, ctx.alpha, true);
  await setSocialCatalogue(ctx, ctx.beta, true);
  admin = await superAdmin(ctx, ctx.alpha);
  beta = await superAdmin(ctx, ctx.beta);
  const stores = (await admin.get('/api/admin/v1/stores?limit=100')).json().data as {
    id: number;
    name: string;
    uuid: string;
  }[];
  const found = stores.find((s) => s.name === 'Centro');
  if (!found) throw new Error('no Centro store');
  centro = { id: found.id, uuid: (await admin.get(`/api/admin/v1/stores/${found.id}`)).json().uuid };
  costanera = stores.find((s) => s.name === 'Costanera')?.id ?? 0;
  const picture = await uploadedPicture(ctx, admin, 'Foto');
  const product = async (change: Record<string, unknown>) =>
    (
      await createProduct(admin, {
        modifiers: [],
        picture_ids: [picture],
        label: null,
        label_type: null,
        ...change,
      })
    ).id;
  made.burger = await product({ name: burgerName, description: pastedDescription, position: 0 });
  made.fries = await product({ name: 'Papas fritas', description: null, position: 1 });
  made.noPicture = await product({ name: 'Bebida sin foto', picture_ids: [], position: 2 });
  made.hidden = await product({ name: 'Producto oculto', show: false, position: 3 });
  made.unpriced = await product({ name: 'Producto sin precio', position: 4 });
  made.appOnly = await product({ name: 'Solo en la app', platform: ['app'], position: 5 });
  const menu = await admin.post('/api/admin/v1/menus', {
    name: 'Carta redes',
    price_groups: [
      {
        name: 'Principal',
        prices: [
          { product_id: made.burger, price: 599000, delivery_price: 649000 },
          { product_id: made.fries, price: 250000, delivery_price: 250000 },
          { product_id: made.noPicture, price: 150000 },
          { product_id: made.hidden, price: 100000 },
          { product_id: made.appOnly, price: 100000 },
        ],
      },
    ],
  });
  expect(menu.statusCode, menu.body).toBe(201);
  for (const id of [centro.id, costanera]) {
    const sells = await admin.patch(`/api/admin/v1/stores/${id}`, { menu_id: menu.json().id });
    expect(sells.statusCode, sells.body).toBe(200);
  }
  await markOut(admin, centro.id, { item_type: 'product', item_id: made.fries });
}, 60_000);
afterAll(() => ctx?.close());

const entryOf = (entries: StoreEntry[], storeId: number) => {
  const entry = entries.find((e) => e.store_id === storeId);
  if (!entry) throw new Error(`no entry for store ${storeId}`);
  return entry;
};

describe('social-network catalogue', () => {
  it('counts each store’s feed and names what it leaves out and why, before any link exists', async () => {
    const centroEntry = entryOf(await catalogueStores(admin), centro.id);
    expect(centroEntry).toMatchObject({
      store_name: 'Centro',
      store_enabled: true,
      has_menu: true,
      feed: null,
      product_count: 2,
      out_of_stock_count: 1,
    });
    const reasons = Object.fromEntries(
      centroEntry.left_out.map((l) => [l.product_id, [l.reason, l.message]]),
    );
    expect(reasons[made.noPicture]).toEqual(['no_picture', 'No tiene imagen']);
    expect(reasons[made.hidden]).toEqual(['hidden', 'Está oculto en la tienda online']);
    expect(reasons[made.unpriced]).toEqual(['no_price', 'No tiene precio en el menú de esta tienda']);
    expect(reasons[made.appOnly]).toEqual(['not_on_web', 'No se vende en la web']);
    expect(reasons[made.burger]).toBeUndefined();
    expect(reasons[made.fries]).toBeUndefined();
    // Fries are out only in Centro.
    expect(entryOf(await catalogueStores(admin), costanera)).toMatchObject({
      product_count: 2,
      out_of_stock_count: 0,
    });
  });

  it('serves the store’s feed as CSV Meta reads, at a bare address with no header', async () => {
    const { feed } = await newFeedLink(admin, centro.id);
    if (!feed) throw new Error('no feed links');
    const token = /\/catalogue_feeds\/([A-Za-z0-9_-]{32})\.csv$/.exec(feed.csv_url)?.[1];
    expect(token).toBeDefined();
    expect(feed.xml_url).toBe(feed.csv_url.replace(/\.csv$/, '.xml'));
    const response = await fetchFeed(ctx, feed.csv_url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.body.charCodeAt(0)).not.toBe(0xfeff);
    expect(response.body.split('\r\n')[0]).toBe(
      'id,title,description,availability,condition,price,link,image_link,brand',
    );
    const records = csvRecords(response.body);
    expect(records.map((r) => r.id)).toEqual([String(made.burger), String(made.fries)]);
    const [burger, fries] = records;
    expect(burger).toMatchObject({
      title: burgerName,
      description: burgerDescription,
      availability: 'in stock',
      condition: 'new',
      price: '5990 CLP',
      link: `https://alpha.tablero.app/?store=${centro.uuid}&product=${made.burger}`,
      brand: 'Alpha',
    });
    // Out of stock in the store: kept, said so; no description: its name.
    expect(fries).toMatchObject({
      availability: 'out of stock',
      price: '2500 CLP',
      description: 'Papas fritas',
    });
    // The picture's address works without any header either, and is the product's picture.
    const image = await ctx.app.inject({ method: 'GET', url: new URL(burger?.image_link ?? '').pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('serves the same feed as RSS 2.0 XML with the g: namespace, every value escaped', async () => {
    const { feed } = entryOf(await catalogueStores(admin), centro.id);
    const response = await fetchFeed(ctx, feed?.xml_url ?? '');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toContain(
      '<g:title>Hamburguesa &quot;Doble&quot; &amp; papas &lt;XL&gt;</g:title>',
    );
    // The product keeps what was pasted; the feed drops the character XML cannot hold, and parses.
    expect((await admin.get(`${PRODUCTS}/${made.burger}`)).json().description).toBe(pastedDescription);
    expect(response.body).not.toContain('\u0007');
    const { channelTitle, items } = xmlRecords(response.body);
    expect(channelTitle).toBe('Alpha — Centro');
    const csv = csvRecords((await fetchFeed(ctx, feed?.csv_url ?? '')).body);
    expect(items).toEqual(csv);
  });

  it('answers an unchanged feed with 304 to its entity tag, and follows a catalogue change at once', async () => {
    const { feed } = entryOf(await catalogueStores(admin), centro.id);
    const first = await fetchFeed(ctx, feed?.csv_url ?? '');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, max-age=300');
    expect((await fetchFeed(ctx, feed?.csv_url ?? '', { 'if-none-match': etag })).statusCode).toBe(304);
    const renamed = await admin.patch(`${PRODUCTS}/${made.fries}`, { name: 'Papas rústicas' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await fetchFeed(ctx, feed?.csv_url ?? '', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(csvRecords(after.body).find((r) => r.id === String(made.fries))?.title).toBe('Papas rústicas');
  });

  it('a new link replaces the old one: the old address is 404 at once, in both formats', async () => {
    const before = entryOf(await catalogueStores(admin), centro.id).feed;
    if (!before) throw new Error('no feed');
    const after = (await newFeedLink(admin, centro.id)).feed;
    if (!after) throw new Error('no feed');
    expect(after.csv_url).not.toBe(before.csv_url);
    for (const old of [before.csv_url, before.xml_url]) {
      const gone = await fetchFeed(ctx, old);
      expect(gone.statusCode).toBe(404);
      expect(gone.json().code).toBe(1002);
    }
    expect((await fetchFeed(ctx, after.csv_url)).statusCode).toBe(200);
    expect(entryOf(await catalogueStores(admin), centro.id).feed?.csv_url).toBe(after.csv_url);
    const audit = await ctx.db.executeOwnerSql(
      `select action, after from audit_log where tenant_id = $1 and entity = 'catalogue_feed' order by id`,
      [ctx.alpha.id],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['create', 'rotate']);
    // The token is a credential: never in the audit.
    expect(JSON.stringify(audit.rows)).not.toContain(/([A-Za-z0-9_-]{32})\.csv$/.exec(after.csv_url)?.[1]);
  });

  it('keeps only the token’s hash in clear: the database alone opens no feed', async () => {
    const feed = entryOf(await catalogueStores(admin), centro.id).feed;
    const token = /([A-Za-z0-9_-]{32})\.csv$/.exec(feed?.csv_url ?? '')?.[1] ?? '';
    const rows = await ctx.db.executeOwnerSql(
      `select f.token_hash, f.token_sealed, k.tenant_id from catalogue_feeds f
       join catalogue_feed_tokens k on k.token_hash = f.token_hash where f.store_id = $1`,
      [centro.id],
    );
    expect(rows.rows).toHaveLength(1);
    expect(JSON.stringify(rows.rows)).not.toContain(token);
    expect(rows.rows[0]?.tenant_id).toBe(ctx.alpha.id);
  });

  it('answers 404 to an unknown token and 422 to one that cannot be a token', async () => {
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/public/v1/catalogue_feeds/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.csv',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(1002);
    const malformed = await ctx.app.inject({
      method: 'GET',
      url: '/api/public/v1/catalogue_feeds/corto.xml',
    });
    expect(malformed.statusCode).toBe(422);
  });

  it('another tenant’s store is unknown, and its feed never shows this tenant’s products', async () => {
    const refused = await beta.post(feedLinkOf(centro.id));
    expect(refused.statusCode).toBe(404);
    const betaEntries = await catalogueStores(beta);
    expect(betaEntries.map((e) => e.store_id)).not.toContain(centro.id);
    const betaStore = betaEntries[0]?.store_id ?? 0;
    await beta.post('/api/admin/v1/products', {
      ...(await import('../products/products.test-helpers.js')).productBody({
        name: 'Producto de Beta',
        modifiers: [],
      }),
    });
    const { feed } = await newFeedLink(beta, betaStore);
    const body = (await fetchFeed(ctx, feed?.csv_url ?? '')).body;
    expect(csvRecords(body)).toEqual([]);
    for (const id of Object.values(made)) expect(body).not.toContain(`product=${id}`);
    expect(body).not.toContain('Hamburguesa');
    // Beta's list names its own products only.
    const names = betaEntries.flatMap((e) => e.left_out.map((l) => l.name));
    expect(names).not.toContain(burgerName);
  });

  it('shows a user limited to stores only theirs', async () => {
    const limited = await userWith(ctx, ctx.alpha, { roleNames: ['admin kds'], storeIds: [costanera] });
    const entries = await catalogueStores(limited.client);
    expect(entries.map((e) => e.store_id)).toEqual([costanera]);
    expect((await limited.client.post(feedLinkOf(centro.id))).statusCode).toBe(404);
  });

  it('refuses a role without the products policy, as the catalogue does', async () => {
    const cc = await userWith(ctx, ctx.alpha, { roleNames: ['user cc'] });
    const list = await cc.client.get(CATALOGUE_STORES);
    expect(list.statusCode).toBe(403);
    expect(list.json()).toMatchObject({ code: 401, message: forbiddenMessage('products', 'show') });
    const link = await cc.client.post(feedLinkOf(centro.id));
    expect(link.statusCode).toBe(403);
    expect(link.json().message).toBe(forbiddenMessage('products', 'update'));
  });

  it('refuses making a link to a role that may see products but not change them', async () => {
    const policies = (await admin.get('/api/admin/v1/policies')).json().data as { id: number; key: string }[];
    const productsPolicy = policies.find((p) => p.key === 'products')?.id;
    const role = await admin.post('/api/admin/v1/roles', {
      name: 'Solo ve productos',
      policies: [{ policy_id: productsPolicy, actions: [{ key: 'show', active: true }] }],
    });
    expect(role.statusCode, role.body).toBe(201);
    const roleId = role.json().id as number;
    const viewer = await userWith(ctx, ctx.alpha, { roleIds: [roleId] });
    expect((await viewer.client.get(CATALOGUE_STORES)).statusCode).toBe(200);
    const before = entryOf(await catalogueStores(admin), centro.id).feed;
    const refused = await viewer.client.post(feedLinkOf(centro.id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(forbiddenMessage('products', 'update'));
    expect(entryOf(await catalogueStores(admin), centro.id).feed).toEqual(before);
  });

  it('without the tenant flag: the console routes say so (403), the feed is gone, nothing changes', async () => {
    const before = entryOf(await catalogueStores(admin), centro.id).feed;
    await setSocialCatalogue(ctx, ctx.alpha, false);
    try {
      for (const response of [await admin.get(CATALOGUE_STORES), await admin.post(feedLinkOf(centro.id))]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 401, message: socialCatalogueMessages.featureOff });
      }
      expect((await fetchFeed(ctx, before?.csv_url ?? '')).statusCode).toBe(404);
    } finally {
      await setSocialCatalogue(ctx, ctx.alpha, true);
    }
    expect(entryOf(await catalogueStores(admin), centro.id).feed).toEqual(before);
    expect((await fetchFeed(ctx, before?.csv_url ?? '')).statusCode).toBe(200);
  });

  it('leaves every product out of a disabled store’s feed, saying why', async () => {
    const off = await admin.patch(`/api/admin/v1/stores/${costanera}`, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    try {
      const entry = entryOf(await catalogueStores(admin), costanera);
      expect(entry.product_count).toBe(0);
      expect(new Set(entry.left_out.map((l) => l.reason))).toEqual(new Set(['store_disabled']));
    } finally {
      await admin.patch(`/api/admin/v1/stores/${costanera}`, { enabled: true });
    }
  });
});
