import { bannerMessages, forbiddenMessage, formatDateTime } from '@tablero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  client,
  expectValidationError,
  startTestApp,
  superAdmin,
  type TestContext,
  userWith,
} from '../../../test/harness.js';
import { getFile, uploadedPicture } from '../pictures/pictures.test-helpers.js';
import { createProduct } from '../products/products.test-helpers.js';
import { createStore, expectResourceUnchanged } from '../stores/stores.test-helpers.js';
import { BANNERS, bannerPictures, created, POSITION_BANNERS, PUBLIC } from './banners.test-helpers.js';

let ctx: TestContext;
let admin: Client;
let pictures: Awaited<ReturnType<typeof bannerPictures>>;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await superAdmin(ctx, ctx.alpha);
  pictures = await bannerPictures(ctx, admin);
});
afterAll(() => ctx?.close());

const bannerBody = (fields: Record<string, unknown> = {}) => ({
  name: 'Promo verano',
  pictures: [{ platform: 'web', picture_id: pictures.web }],
  ...fields,
});

/** A wall-clock time of the tenant `hours` from now (spec format `YYYY-MM-DDTHH:mm`). */
const wallClockIn = (hours: number) =>
  formatDateTime(new Date(Date.now() + hours * 3_600_000), ctx.alpha.timeZone);

describe('banners', () => {
  it('keeps the whole record, answers it with its pictures, and a GET sent back changes nothing', async () => {
    const store = await createStore(admin, ctx.alpha);
    const start = wallClockIn(-1);
    const end = wallClockIn(24 * 7);
    const banner = await created(admin, BANNERS, {
      name: 'Combo familiar',
      active: true,
      url: 'https://tienda.example.cl/combos',
      category: 'menu',
      dispatch_method: 'delivery',
      availability: ['friday', 'saturday'],
      description: 'Cuatro hamburguesas y papas',
      start_date: start,
      end_date: end,
      store_ids: [store.id],
      pictures: [
        { platform: 'web', picture_id: pictures.web },
        { platform: 'app', picture_id: pictures.app },
      ],
    });
    expect(banner).toMatchObject({
      name: 'Combo familiar',
      url: 'https://tienda.example.cl/combos',
      category: 'menu',
      dispatch_method: 'delivery',
      availability: ['friday', 'saturday'],
      start_date: start,
      end_date: end,
      store_ids: [store.id],
    });
    const read = (await admin.get(`${BANNERS}/${banner.id}`)).json();
    expect(read).toEqual(banner);
    expect(read.pictures).toEqual([
      expect.objectContaining({ platform: 'app', picture_id: pictures.app, width: 600, height: 400 }),
      expect.objectContaining({ platform: 'web', picture_id: pictures.web, width: 1320, height: 385 }),
    ]);
    expect((await getFile(ctx, read.pictures[1].url)).statusCode).toBe(200);

    const again = await admin.patch(`${BANNERS}/${banner.id}`, read);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(read);

    const off = await admin.patch(`${BANNERS}/${banner.id}`, { active: false });
    expect(off.json()).toMatchObject({ active: false, name: 'Combo familiar', store_ids: [store.id] });
  });

  it('gives a new banner the defaults and puts it last', async () => {
    const first = await created(admin, BANNERS, bannerBody({ name: 'Primero' }));
    const second = await created(admin, BANNERS, bannerBody({ name: 'Segundo' }));
    expect(second).toMatchObject({
      active: true,
      url: null,
      category: 'home',
      dispatch_method: 'both',
      availability: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
      description: null,
      start_date: null,
      end_date: null,
      store_ids: [],
    });
    expect(second.position).toBeGreaterThan(first.position);
  });

  const refusals: { rule: string; body: Record<string, unknown>; field: string; message?: string }[] = [
    { rule: 'a name', body: { name: '' }, field: 'name' },
    {
      rule: 'a link or a path',
      body: { url: 'javascript:alert(1)' },
      field: 'url',
      message: bannerMessages.url,
    },
    {
      rule: 'a path of this site',
      body: { url: '//otro-sitio.example/promo' },
      field: 'url',
      message: bannerMessages.url,
    },
    {
      rule: 'the spec date format',
      body: { start_date: '2026-12-01 10:00' },
      field: 'start_date',
      message: bannerMessages.wallClock,
    },
    {
      rule: 'the end after the start',
      body: { start_date: '2026-12-10T10:00', end_date: '2026-12-10T10:00' },
      field: 'end_date',
      message: bannerMessages.endBeforeStart,
    },
    { rule: 'a weekday at least', body: { availability: [] }, field: 'availability' },
    { rule: 'a picture', body: { pictures: [] }, field: 'pictures', message: bannerMessages.noPicture },
    {
      rule: 'one picture per platform',
      body: {
        pictures: [
          { platform: 'web', picture_id: -1 },
          { platform: 'web', picture_id: -1 },
        ],
      },
      field: 'pictures',
      message: bannerMessages.platformTwice('web'),
    },
    {
      rule: 'the exact web size',
      body: { pictures: [{ platform: 'web', picture_id: -2 }] },
      field: 'pictures.0.picture_id',
      message: 'La imagen web debe medir exactamente 1320×385 píxeles (esta mide 1300×385)',
    },
    {
      rule: 'the exact app size',
      body: { pictures: [{ platform: 'app', picture_id: -3 }] },
      field: 'pictures.0.picture_id',
      message: 'La imagen app debe medir exactamente 600×400 píxeles (esta mide 1320×385)',
    },
    {
      rule: 'a picture of the library',
      body: { pictures: [{ platform: 'web', picture_id: 2_000_000 }] },
      field: 'pictures.0.picture_id',
      message: bannerMessages.unknownPicture,
    },
    {
      rule: 'stores of the tenant',
      body: { store_ids: [2_000_000] },
      field: 'store_ids',
      message: bannerMessages.unknownStores,
    },
  ];
  const withPictures = (body: Record<string, unknown>) =>
    JSON.parse(
      JSON.stringify(body)
        .replaceAll('"picture_id":-1', `"picture_id":${pictures.web}`)
        .replaceAll('"picture_id":-2', `"picture_id":${pictures.wrong}`)
        .replaceAll('"picture_id":-3', `"picture_id":${pictures.web}`),
    );

  it.each(refusals)('refuses a banner without $rule, and saves nothing', async ({ body, field, message }) => {
    const before = (await admin.get(`${BANNERS}?limit=100`)).json().meta.total;
    const response = await admin.post(BANNERS, bannerBody(withPictures(body)));
    expectValidationError(response, [{ field, ...(message ? { message } : {}) }]);
    expect((await admin.get(`${BANNERS}?limit=100`)).json().meta.total).toBe(before);
  });

  it('refuses a change that breaks a rule and leaves the banner as it was', async () => {
    const banner = await created(admin, BANNERS, bannerBody());
    await expectResourceUnchanged(ctx, ctx.alpha, admin, `${BANNERS}/${banner.id}`, async () => {
      const response = await admin.patch(`${BANNERS}/${banner.id}`, {
        name: 'Otro',
        pictures: [{ platform: 'web', picture_id: pictures.app }],
      });
      expectValidationError(response, [{ field: 'pictures.0.picture_id' }]);
    });
  });

  it('saves a drag and drop in one call, all or nothing', async () => {
    const a = await created(admin, BANNERS, bannerBody({ name: 'A' }));
    const b = await created(admin, BANNERS, bannerBody({ name: 'B' }));
    const moved = await admin.patch(`${BANNERS}/positions`, {
      positions: [
        { id: b.id, position: a.position },
        { id: a.id, position: b.position },
      ],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().message).toBe(bannerMessages.positionsSaved);
    const order = ((await admin.get(`${BANNERS}?limit=100`)).json().data as { id: number }[]).map(
      (x) => x.id,
    );
    expect(order.indexOf(b.id)).toBeLessThan(order.indexOf(a.id));

    const positional = await created(admin, POSITION_BANNERS, {
      ...bannerBody(),
      bannerable_type: 'product',
      bannerable_id: await someProduct(),
    });
    await expectResourceUnchanged(ctx, ctx.alpha, admin, `${BANNERS}?limit=100`, async () => {
      const refused = await admin.patch(`${BANNERS}/positions`, {
        positions: [
          { id: a.id, position: 0 },
          { id: positional.id, position: 1 },
        ],
      });
      expectValidationError(refused, [{ field: 'positions.1.id', message: bannerMessages.unknownPosition }]);
    });
  });

  it('deletes a banner', async () => {
    const banner = await created(admin, BANNERS, bannerBody());
    const gone = await admin.delete(`${BANNERS}/${banner.id}`);
    expect(gone.json().message).toBe(bannerMessages.deleted.banner);
    expect((await admin.get(`${BANNERS}/${banner.id}`)).statusCode).toBe(404);
  });

  it('answers 404 to another tenant and 403 to a role without the area', async () => {
    const banner = await created(admin, BANNERS, bannerBody());
    const beta = await superAdmin(ctx, ctx.beta);
    expect((await beta.get(`${BANNERS}/${banner.id}`)).statusCode).toBe(404);
    expect((await beta.patch(`${BANNERS}/${banner.id}`, { name: 'Ajeno' })).statusCode).toBe(404);
    expect((await beta.delete(`${BANNERS}/${banner.id}`)).statusCode).toBe(404);
    expect((await beta.get(`${BANNERS}?limit=100`)).json().data).not.toContainEqual(
      expect.objectContaining({ id: banner.id }),
    );
    // Another tenant's picture is as unknown as none.
    const foreign = await beta.post(BANNERS, bannerBody());
    expectValidationError(foreign, [
      { field: 'pictures.0.picture_id', message: bannerMessages.unknownPicture },
    ]);

    const kitchen = await userWith(ctx, ctx.alpha, { roleNames: ['user kds'] });
    const refused = await kitchen.client.patch(`${BANNERS}/${banner.id}`, { active: false });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(forbiddenMessage('banners', 'update'));
    expect((await kitchen.client.post(POSITION_BANNERS, bannerBody())).statusCode).toBe(403);
  });

  it('keeps a picture, store and product a banner shows from being deleted', async () => {
    const store = await createStore(admin, ctx.alpha);
    const product = await someProduct();
    const own = await uploadedPicture(ctx, admin, 'Solo del guardián', { width: 1320, height: 385 });
    const banner = await created(admin, POSITION_BANNERS, {
      ...bannerBody({
        name: 'Guardián',
        store_ids: [store.id],
        pictures: [{ platform: 'web', picture_id: own }],
      }),
      bannerable_type: 'product',
      bannerable_id: product,
    });
    const picture = await admin.delete(`/api/admin/v1/pictures/${own}`);
    expect(picture.statusCode).toBe(422);
    expect(picture.json().message).toBe(bannerMessages.pictureInUse(['Guardián']));
    const storeGone = await admin.delete(`/api/admin/v1/stores/${store.id}`);
    expect(storeGone.statusCode).toBe(422);
    expect(storeGone.json().message).toBe(bannerMessages.inUseByBanners);
    expect((await admin.get(`/api/admin/v1/stores/${store.id}`)).statusCode).toBe(200);
    await admin.delete(`${POSITION_BANNERS}/${banner.id}`);
    expect((await admin.delete(`/api/admin/v1/pictures/${own}`)).statusCode).toBe(200);
  });
});

const someProduct = async () => (await createProduct(admin, { modifiers: [] })).id;

describe('positional banners', () => {
  it('lead to a product or a price group of the tenant', async () => {
    const product = await someProduct();
    const banner = await created(admin, POSITION_BANNERS, {
      ...bannerBody({ name: 'Destacado' }),
      bannerable_type: 'product',
      bannerable_id: product,
    });
    expect(banner).toMatchObject({ bannerable_type: 'product', bannerable_id: product });
    expect((await admin.get(`${BANNERS}/${banner.id}`)).statusCode).toBe(404);

    expectValidationError(await admin.post(POSITION_BANNERS, bannerBody()), [
      { field: 'bannerable_type' },
      { field: 'bannerable_id' },
    ]);
    expectValidationError(
      await admin.post(POSITION_BANNERS, {
        ...bannerBody(),
        bannerable_type: 'price_group',
        bannerable_id: 2_000_000,
      }),
      [{ field: 'bannerable_id', message: bannerMessages.unknownBannerable('price_group') }],
    );
    // A plain banner does not take what a positional one leads to.
    expectValidationError(
      await admin.post(BANNERS, { ...bannerBody(), bannerable_type: 'product', bannerable_id: product }),
      [{ field: 'bannerable_type, bannerable_id' }],
    );
    const productGone = await admin.delete(`/api/admin/v1/products/${product}`);
    expect(productGone.statusCode).toBe(422);
  });
});

describe('the storefront’s read', () => {
  const shown = async (path: string, query = '') => {
    const response = await client(ctx.app, ctx.alpha.slug).raw({
      method: 'GET',
      url: `${PUBLIC}${path}${query}`,
      headers: { platform: 'web' },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { id: number; name: string; image: { url: string; width: number } }[];
  };

  it('shows only what is active now, in the tenant’s time zone, for the platform, store and dispatch method', async () => {
    const store = await createStore(admin, ctx.alpha);
    const other = await createStore(admin, ctx.alpha);
    const tag = Math.random().toString(36).slice(2, 8);
    const today = formatDateTime(new Date(), ctx.alpha.timeZone);
    const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: ctx.alpha.timeZone })
      .format(new Date())
      .toLowerCase();
    const notToday = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].filter(
      (d) => d !== weekday,
    );
    const make = (name: string, fields: Record<string, unknown> = {}) =>
      created(admin, BANNERS, bannerBody({ name: `${name} ${tag}`, category: 'checkout', ...fields }));
    const now = await make('Ahora', { start_date: wallClockIn(-2), end_date: wallClockIn(2) });
    const everywhere = await make('Siempre');
    const inStore = await make('En la tienda', { store_ids: [store.id] });
    await make('Apagado', { active: false });
    await make('Mañana', { start_date: wallClockIn(24) });
    await make('Terminado', { start_date: wallClockIn(-48), end_date: wallClockIn(-1) });
    await make('Otro día', { availability: notToday });
    await make('Solo app', { pictures: [{ platform: 'app', picture_id: pictures.app }] });
    await make('Otra tienda', { store_ids: [other.id] });
    const pickUp = await make('Retiro', { dispatch_method: 'pick_up' });
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);

    const names = (rows: { name: string }[]) => rows.filter((r) => r.name.endsWith(tag)).map((r) => r.name);
    expect(names(await shown('/banners', '?category=checkout'))).toEqual([`Ahora ${tag}`, `Siempre ${tag}`]);
    expect(
      names(await shown('/banners', `?category=checkout&store_id=${store.id}&dispatch_method=pick_up`)),
    ).toEqual([`Ahora ${tag}`, `Siempre ${tag}`, `En la tienda ${tag}`, `Retiro ${tag}`]);
    const [first] = (await shown('/banners', '?category=checkout')).filter((r) => r.id === now.id);
    expect(first?.image.width).toBe(1320);
    expect((await getFile(ctx, first?.image.url ?? '')).statusCode).toBe(200);
    expect(names(await shown('/banners', '?category=checkout&platform=app'))).toEqual([`Solo app ${tag}`]);

    // A change is seen at once, though the answer may come from memory.
    await admin.patch(`${BANNERS}/${everywhere.id}`, { active: false });
    expect(names(await shown('/banners', '?category=checkout'))).toEqual([`Ahora ${tag}`]);
    for (const id of [inStore.id, pickUp.id]) expect(id).toBeGreaterThan(0);

    // Another tenant's storefront sees none of it.
    const beta = await client(ctx.app, ctx.beta.slug).raw({
      method: 'GET',
      url: `${PUBLIC}/banners`,
      headers: { platform: 'web' },
    });
    expect((beta.json().data as { name: string }[]).filter((r) => r.name.endsWith(tag))).toEqual([]);
  });

  it('refuses a platform it does not know', async () => {
    const response = await client(ctx.app, ctx.alpha.slug).get(`${PUBLIC}/banners?platform=tv`);
    expect(response.statusCode).toBe(422);
  });
});
