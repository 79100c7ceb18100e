import { forbiddenMessage } from '@tablero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  expectValidationError,
  startTestApp,
  superAdmin,
  type TestContext,
  userWith,
} from '../../../test/harness.js';
import { auditCount, auditOf } from '../stores/stores.test-helpers.js';
import {
  createProduct,
  modifiersWithIds,
  PRODUCTS,
  type ProductJson,
  productBody,
} from './products.test-helpers.js';

let ctx: TestContext;
let admin: Client;
let betaAdmin: Client;

beforeAll(async () => {
  ctx = await startTestApp({ signInRateLimit: 1000 });
  admin = await superAdmin(ctx, ctx.alpha);
  betaAdmin = await superAdmin(ctx, ctx.beta);
  await modifiersWithIds(ctx, ctx.alpha.id, [9, 501, 502, 777, 778]);
  await modifiersWithIds(ctx, ctx.beta.id, [9, 501, 502, 777, 8801]);
});
afterAll(() => ctx?.close());

describe('POST /products and GET /products/{id}', () => {
  it('creates a whole product and answers it as GET does, with modifier quantity defaults 0 and 100', async () => {
    const body = productBody();
    const response = await admin.post(PRODUCTS, body);
    expect(response.statusCode).toBe(201);
    const product = response.json() as ProductJson;
    expect(product).toMatchObject({
      name: body.name,
      price_product: 699000,
      label: 'Nuevo',
      label_type: 'new',
      show: true,
      availability: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
      dimensions: { width: 12, height: 8, length: 12, weight: 350 },
      tags: { vegetarian: false, spicy: true, hot: true, gluten_free: false },
      start_datetime: null,
    });
    expect(product.modifiers).toEqual([
      { id: expect.any(Number), modifier_id: 501, min_quantity: 1, max_quantity: 1, position: 0 },
      { id: expect.any(Number), modifier_id: 502, min_quantity: 0, max_quantity: 100, position: 1 },
    ]);
    expect((await admin.get(`${PRODUCTS}/${product.id}`)).json()).toEqual(product);
    const [audit] = await auditOf(ctx, ctx.alpha, 'product', product.id);
    expect(audit).toMatchObject({
      action: 'create',
      before: null,
      after: expect.objectContaining({ name: body.name }),
    });
  });

  it('takes back what GET answered without changing anything or auditing', async () => {
    const product = await createProduct(admin);
    const audits = await auditCount(ctx, ctx.alpha);
    // Past the next whole second, so that a moved `updated_at` would show.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const again = await admin.patch(`${PRODUCTS}/${product.id}`, product);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(product);
    expect(await auditCount(ctx, ctx.alpha)).toBe(audits);
  });
});

describe('the product rules over HTTP (spec part 2 §5), nothing saved', () => {
  const cases: { rule: string; change: Record<string, unknown>; field: string }[] = [
    { rule: 'name required', change: { name: '' }, field: 'name' },
    { rule: 'price numeric', change: { price_product: '6990' }, field: 'price_product' },
    { rule: 'label up to 18 characters', change: { label: 'Promoción de temporada' }, field: 'label' },
    { rule: 'label type required', change: { label_type: null }, field: 'label_type' },
    { rule: 'label date range required', change: { end_datetime_label: null }, field: 'end_datetime_label' },
    {
      rule: 'label date range correct',
      change: { end_datetime_label: '2026-11-01T00:00:00-03:00' },
      field: 'end_datetime_label',
    },
    {
      rule: 'availability range correct',
      change: { start_datetime: '2026-12-02T00:00:00-03:00', end_datetime: '2026-12-01T00:00:00-03:00' },
      field: 'end_datetime',
    },
    {
      rule: 'modifier quantities numeric',
      change: { modifiers: [{ modifier_id: 9, max_quantity: 'cien' }] },
      field: 'modifiers.0.max_quantity',
    },
    {
      rule: 'modifier min not above max',
      change: { modifiers: [{ modifier_id: 9, min_quantity: 3, max_quantity: 2 }] },
      field: 'modifiers.0.min_quantity',
    },
  ];

  it.each(cases)('POST refuses: $rule', async ({ change, field }) => {
    const audits = await auditCount(ctx, ctx.alpha);
    expectValidationError(await admin.post(PRODUCTS, productBody(change)), [{ field }]);
    expect(await auditCount(ctx, ctx.alpha)).toBe(audits);
  });

  it('a PATCH that breaks a rule leaves the product and its modifiers as they were', async () => {
    const product = await createProduct(admin);
    const response = await admin.patch(`${PRODUCTS}/${product.id}`, {
      name: 'Cambiado',
      modifiers: [
        { id: product.modifiers[0]?.id, _destroy: true },
        { modifier_id: 9, min_quantity: 5, max_quantity: 1 },
      ],
    });
    expectValidationError(response, [{ field: 'modifiers.1.min_quantity' }]);
    expect((await admin.get(`${PRODUCTS}/${product.id}`)).json()).toEqual(product);
  });
});

describe('PATCH /products/{id}', () => {
  it('changes only the fields sent; nested modifiers are created, updated and destroyed by id', async () => {
    const product = await createProduct(admin);
    const [first, second] = product.modifiers;
    const response = await admin.patch(`${PRODUCTS}/${product.id}`, {
      price_product: 749000,
      tags: { vegan: true, vegetarian: true },
      modifiers: [
        { id: first?.id, _destroy: true },
        { id: second?.id, max_quantity: 3 },
        { modifier_id: 777 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json() as ProductJson;
    expect(updated).toMatchObject({ name: product.name, price_product: 749000, label: 'Nuevo' });
    expect(updated.tags).toMatchObject({ vegan: true, vegetarian: true, spicy: false });
    expect(updated.modifiers).toEqual(
      [
        { id: second?.id, modifier_id: 502, min_quantity: 0, max_quantity: 3, position: 1 },
        { id: expect.any(Number), modifier_id: 777, min_quantity: 0, max_quantity: 100, position: 0 },
      ].sort((a, b) => a.position - b.position),
    );
    const audits = await auditOf(ctx, ctx.alpha, 'product', product.id);
    expect(audits.at(-1)).toMatchObject({
      action: 'update',
      before: expect.objectContaining({ price_product: 699000 }),
      after: expect.objectContaining({ price_product: 749000 }),
    });
    expect(Object.keys(audits.at(-1)?.after ?? {})).not.toContain('name');
  });

  it('refuses a modifier link id of another product', async () => {
    const one = await createProduct(admin);
    const other = await createProduct(admin);
    const response = await admin.patch(`${PRODUCTS}/${one.id}`, {
      modifiers: [{ id: other.modifiers[0]?.id, max_quantity: 4 }],
    });
    expectValidationError(response, [{ field: 'modifiers.0.id' }]);
  });
});

describe('GET /products', () => {
  it('pages the products and searches them by name', async () => {
    await createProduct(admin, { name: 'Papas Rústicas Grandes', position: 0 });
    const found = (await admin.get(`${PRODUCTS}?query=rústicas`)).json();
    expect(found.data).toEqual([
      expect.objectContaining({ name: 'Papas Rústicas Grandes', price_product: 699000, show: true }),
    ]);
    expect(found.meta).toEqual({ page: 1, limit: 25, total_count: 1, total_pages: 1, next_page: null });
    const page = (await admin.get(`${PRODUCTS}?page=2&limit=2`)).json();
    expect(page.data).toHaveLength(2);
    expect(page.meta).toMatchObject({ page: 2, limit: 2 });
    expect((await admin.get(`${PRODUCTS}?query=zzz-nada`)).json().data).toEqual([]);
  });
});

describe('tenancy and policies', () => {
  it('another tenant’s product does not exist, for reading, changing or deleting', async () => {
    const theirs = await createProduct(betaAdmin);
    for (const response of [
      await admin.get(`${PRODUCTS}/${theirs.id}`),
      await admin.patch(`${PRODUCTS}/${theirs.id}`, { name: 'Robado' }),
      await admin.delete(`${PRODUCTS}/${theirs.id}`),
    ])
      expect(response.statusCode).toBe(404);
    expect((await betaAdmin.get(`${PRODUCTS}/${theirs.id}`)).json()).toEqual(theirs);
    expect((await admin.get(`${PRODUCTS}?query=${encodeURIComponent(theirs.name)}`)).json().data).toEqual([]);
  });

  it('a role without the products policy gets 403; one with show only cannot create', async () => {
    const cashier = await userWith(ctx, ctx.alpha, { roleNames: ['user kds'] });
    const refused = await cashier.client.get(PRODUCTS);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 401, message: forbiddenMessage('products', 'show') });
    const kitchenAdmin = await userWith(ctx, ctx.alpha, { roleNames: ['admin kds'] });
    expect((await kitchenAdmin.client.get(PRODUCTS)).statusCode).toBe(200);
    expect((await kitchenAdmin.client.post(PRODUCTS, productBody())).statusCode).toBe(403);
  });
});

describe('DELETE /products/{id}', () => {
  it('deletes the product with its modifier links and audits it', async () => {
    const product = await createProduct(admin);
    const response = await admin.delete(`${PRODUCTS}/${product.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Producto eliminado.' });
    expect((await admin.get(`${PRODUCTS}/${product.id}`)).statusCode).toBe(404);
    const audits = await auditOf(ctx, ctx.alpha, 'product', product.id);
    expect(audits.at(-1)).toMatchObject({
      action: 'delete',
      after: null,
      before: expect.objectContaining({ name: product.name }),
    });
  });
});

describe('the modifiers a product offers', () => {
  it("must exist in this tenant: an unknown id or another tenant's is refused and nothing is saved", async () => {
    for (const modifierId of [424242, 8801]) {
      const before = await auditCount(ctx, ctx.alpha);
      const response = await admin.post(PRODUCTS, productBody({ modifiers: [{ modifier_id: modifierId }] }));
      expectValidationError(response, [
        { field: 'modifiers', message: `El modificador ${modifierId} no existe en este comercio` },
      ]);
      expect(await auditCount(ctx, ctx.alpha)).toBe(before);
    }
  });

  it('keep the modifier from being deleted while a product offers it', async () => {
    const product = await createProduct(admin, productBody({ modifiers: [{ modifier_id: 778 }] }));
    const refused = await admin.delete('/api/admin/v1/modifiers/778');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0].message).toContain(product.name);
    expect((await admin.get('/api/admin/v1/modifiers/778')).statusCode).toBe(200);
    await admin.patch(`${PRODUCTS}/${product.id}`, {
      modifiers: product.modifiers.map((link) => ({ id: link.id, _destroy: true })),
    });
    expect((await admin.delete('/api/admin/v1/modifiers/778')).statusCode).toBe(200);
  });
});
