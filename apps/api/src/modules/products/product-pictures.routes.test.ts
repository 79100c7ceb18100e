import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  expectValidationError,
  startTestApp,
  superAdmin,
  type TestContext,
} from '../../../test/harness.js';
import { MENUS } from '../menus/menus.test-helpers.js';
import {
  createPicture,
  getFile,
  uploadedPicture as uploadedPictureOf,
} from '../pictures/pictures.test-helpers.js';
import { auditCount, auditOf, createStore } from '../stores/stores.test-helpers.js';
import { createProduct, modifiersWithIds, PRODUCTS, type ProductJson } from './products.test-helpers.js';

let ctx: TestContext;
let admin: Client;
let betaAdmin: Client;

beforeAll(async () => {
  ctx = await startTestApp({ signInRateLimit: 1000 });
  admin = await superAdmin(ctx, ctx.alpha);
  betaAdmin = await superAdmin(ctx, ctx.beta);
  await modifiersWithIds(ctx, ctx.alpha.id, [501, 502]);
});
afterAll(() => ctx?.close());

type Shown = { id: number; url: string; small_url: string };
type WithPictures = ProductJson & { picture_ids: number[]; pictures: Shown[] };

const uploadedPicture = (client: Client, name?: string) => uploadedPictureOf(ctx, client, name);

async function expectImage(url: string, type: string) {
  const file = await getFile(ctx, url);
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe(type);
}

describe('a product’s pictures', () => {
  it('are saved in the order sent and answered with signed URLs of the original and the 300×300 crop', async () => {
    const [first, second] = [await uploadedPicture(admin, 'Portada'), await uploadedPicture(admin)];
    const response = await admin.post(PRODUCTS, {
      name: 'Hamburguesa con fotos',
      price_product: 599000,
      picture_ids: [second, first],
    });
    expect(response.statusCode, response.body).toBe(201);
    const product = response.json() as WithPictures;
    expect(product.picture_ids).toEqual([second, first]);
    expect(product.pictures.map((p) => p.id)).toEqual([second, first]);
    const [cover] = product.pictures;
    if (!cover) throw new Error('no cover');
    await expectImage(cover.url, 'image/png');
    await expectImage(cover.small_url, 'image/webp');
    expect((await admin.get(`${PRODUCTS}/${product.id}`)).json()).toEqual(product);
    const [audit] = await auditOf(ctx, ctx.alpha, 'product', product.id);
    expect(audit?.after).toMatchObject({ picture_ids: [second, first] });
    expect(JSON.stringify(audit?.after)).not.toContain('/api/files/');
  });

  it('can be reordered and removed by PATCH, and a GET sent back changes nothing', async () => {
    const [a, b] = [await uploadedPicture(admin), await uploadedPicture(admin)];
    const product = await createProduct(admin, { picture_ids: [a, b] });
    const reordered = await admin.patch(`${PRODUCTS}/${product.id}`, { picture_ids: [b] });
    expect(reordered.statusCode).toBe(200);
    const after = reordered.json() as WithPictures;
    expect(after.pictures.map((p) => p.id)).toEqual([b]);
    const audits = await auditCount(ctx, ctx.alpha);
    const again = await admin.patch(`${PRODUCTS}/${product.id}`, after);
    expect(again.statusCode).toBe(200);
    expect(await auditCount(ctx, ctx.alpha)).toBe(audits);
  });

  it('show the cover as the list’s thumbnail, with the product’s platforms', async () => {
    const cover = await uploadedPicture(admin);
    const product = await createProduct(admin, { name: 'Lista con foto', picture_ids: [cover] });
    const list = await admin.get(`${PRODUCTS}?query=${encodeURIComponent('Lista con foto')}`);
    const [row] = list.json().data as { id: number; picture: Shown | null; platform: string[] }[];
    expect(row).toMatchObject({ id: product.id, platform: ['web', 'app'], picture: { id: cover } });
    await expectImage(row?.picture?.small_url ?? '', 'image/webp');
  });

  it('must be the tenant’s uploaded pictures, at most 5, each once; else 422 and nothing saved', async () => {
    const ready = await uploadedPicture(admin);
    const pending = (await createPicture(admin, 'Sin archivo')).id;
    const betaPicture = await uploadedPicture(betaAdmin);
    const product = await createProduct(admin, { picture_ids: [ready] });
    const before = (await admin.get(`${PRODUCTS}/${product.id}`)).json();
    const audits = await auditCount(ctx, ctx.alpha);
    expectValidationError(await admin.patch(`${PRODUCTS}/${product.id}`, { picture_ids: [ready, pending] }), [
      {
        field: 'picture_ids.1',
        message: `La imagen ${pending} no existe en este comercio o aún no se ha subido`,
      },
    ]);
    expectValidationError(await admin.patch(`${PRODUCTS}/${product.id}`, { picture_ids: [betaPicture] }), [
      { field: 'picture_ids.0' },
    ]);
    expectValidationError(await admin.patch(`${PRODUCTS}/${product.id}`, { picture_ids: [ready, ready] }), [
      { field: 'picture_ids.1', message: 'La imagen aparece más de una vez en el producto' },
    ]);
    expectValidationError(
      await admin.patch(`${PRODUCTS}/${product.id}`, { picture_ids: [1, 2, 3, 4, 5, 6] }),
      [{ field: 'picture_ids' }],
    );
    expect((await admin.get(`${PRODUCTS}/${product.id}`)).json()).toEqual(before);
    expect(await auditCount(ctx, ctx.alpha)).toBe(audits);
  });

  it('cannot be deleted while a product shows them: 422 names the product; once unlinked it can', async () => {
    const picture = await uploadedPicture(admin);
    const product = await createProduct(admin, { name: 'Papas con foto', picture_ids: [picture] });
    expectValidationError(await admin.delete(`/api/admin/v1/pictures/${picture}`), [
      {
        field: 'id',
        message: 'La imagen está en el producto Papas con foto: quítala del producto antes de eliminarla',
      },
    ]);
    expect((await admin.get(`/api/admin/v1/pictures/${picture}`)).statusCode).toBe(200);
    await admin.patch(`${PRODUCTS}/${product.id}`, { picture_ids: [] });
    expect((await admin.delete(`/api/admin/v1/pictures/${picture}`)).statusCode).toBe(200);
  });
});

describe('the public menu’s product pictures', () => {
  it('are each picture’s small cropped URL, in the product’s order, and the URL serves the image', async () => {
    const [cover, other] = [await uploadedPicture(admin), await uploadedPicture(admin)];
    const withPictures = await createProduct(admin, {
      label: null,
      label_type: null,
      picture_ids: [cover, other],
    });
    const without = await createProduct(admin, { label: null, label_type: null });
    const menu = await admin.post(MENUS, {
      name: 'Carta con fotos',
      price_groups: [
        {
          name: 'Hamburguesas',
          prices: [
            { product_id: withPictures.id, price: 5990 },
            { product_id: without.id, price: 4990 },
          ],
        },
      ],
    });
    expect(menu.statusCode).toBe(201);
    const store = await createStore(admin, ctx.alpha, { menu_id: menu.json().id });
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/public/v2/prices?store_id=${store.id}&platform=web&dispatch_method=pick_up`,
      headers: { tenant: 'alpha' },
    });
    expect(response.statusCode).toBe(200);
    const prices = response.json().collections[0].prices as {
      product: { id: number; pictures: { id: number; url: string }[] };
    }[];
    const shown = prices.find((p) => p.product.id === withPictures.id)?.product.pictures ?? [];
    expect(shown.map((p) => p.id)).toEqual([cover, other]);
    const own = (await admin.get(`${PRODUCTS}/${withPictures.id}`)).json() as WithPictures;
    expect(shown[0]?.url).toBe(own.pictures[0]?.small_url);
    await expectImage(shown[0]?.url ?? '', 'image/webp');
    expect(prices.find((p) => p.product.id === without.id)?.product.pictures).toEqual([]);
  });
});
