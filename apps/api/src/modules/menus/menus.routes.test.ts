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
import { productsService } from '../products/products.service.js';
import { createProduct, modifiersWithIds, PRODUCTS } from '../products/products.test-helpers.js';
import { auditCount, auditOf, expectResourceUnchanged } from '../stores/stores.test-helpers.js';
import { createMenu, MENUS, type MenuJson, PRICE_GROUPS } from './menus.test-helpers.js';

let ctx: TestContext;
let admin: Client;
let betaAdmin: Client;

beforeAll(async () => {
  ctx = await startTestApp({ signInRateLimit: 1000 });
  admin = await superAdmin(ctx, ctx.alpha);
  betaAdmin = await superAdmin(ctx, ctx.beta);
  // The product fixture offers modifiers 501 and 502.
  for (const tenant of [ctx.alpha, ctx.beta]) await modifiersWithIds(ctx, tenant.id, [501, 502]);
});
afterAll(() => ctx?.close());

/** Runs a call that must fail and checks the menu and the audit log are exactly as before. */
const expectUnchanged = (id: number, call: () => Promise<unknown>) =>
  expectResourceUnchanged(ctx, ctx.alpha, admin, `${MENUS}/${id}`, call);

describe('POST /menus and GET /menus/{id}', () => {
  it('creates a menu with its price groups and prices; a delivery price left out is the price', async () => {
    const { menu, burger, fries } = await createMenu(admin);
    expect(menu.name).toBe('Carta principal');
    expect(menu.price_groups).toEqual([
      {
        id: expect.any(Number),
        name: 'Precios local',
        status: 'active',
        position: 0,
        prices: [
          {
            id: expect.any(Number),
            product_id: burger.id,
            product_name: 'Hamburguesa Clásica',
            product_description: expect.any(String),
            price: 699000,
            delivery_price: 699000,
            position: 0,
          },
          {
            id: expect.any(Number),
            product_id: fries.id,
            product_name: 'Papas fritas',
            product_description: expect.any(String),
            price: 250000,
            delivery_price: 250000,
            position: 0,
          },
        ],
      },
      {
        id: expect.any(Number),
        name: 'Precios delivery',
        status: 'active',
        position: 1,
        prices: [
          {
            id: expect.any(Number),
            product_id: burger.id,
            product_name: 'Hamburguesa Clásica',
            product_description: expect.any(String),
            price: 749000,
            delivery_price: 799000,
            position: 0,
          },
        ],
      },
    ]);
    expect((await admin.get(`${MENUS}/${menu.id}`)).json()).toEqual(menu);
    const [audit] = await auditOf(ctx, ctx.alpha, 'menu', menu.id);
    expect(audit).toMatchObject({
      action: 'create',
      after: expect.objectContaining({ name: 'Carta principal' }),
    });
  });

  it('refuses another tenant’s product inside a price (422 naming the field), saving nothing', async () => {
    const theirs = await createProduct(betaAdmin);
    const audits = await auditCount(ctx, ctx.alpha);
    const response = await admin.post(MENUS, {
      name: 'Carta robada',
      price_groups: [{ name: 'Local', prices: [{ product_id: theirs.id, price: 1000 }] }],
    });
    expectValidationError(response, [
      {
        field: 'price_groups.0.prices.0.product_id',
        message: 'El campo price_groups.0.prices.0.product_id es inválido',
      },
    ]);
    expect(await auditCount(ctx, ctx.alpha)).toBe(audits);
    expect((await admin.get(`${MENUS}?query=robada`)).json().data).toEqual([]);
  });
});

describe('PATCH /menus/{id}', () => {
  it('creates, updates and destroys groups and prices by id at both levels, keeping what is not sent', async () => {
    const { menu, burger, fries } = await createMenu(admin);
    const [local, delivery] = menu.price_groups;
    const extra = await createProduct(admin, { name: 'Bebida 500 ml', price_product: 150000 });
    const response = await admin.patch(`${MENUS}/${menu.id}`, {
      price_groups: [
        {
          id: local?.id,
          status: 'inactive',
          prices: [
            { id: local?.prices[0]?.id, price: 719000 },
            { id: local?.prices[1]?.id, _destroy: true },
            { product_id: extra.id, price: 150000 },
          ],
        },
        { id: delivery?.id, _destroy: true },
        { name: 'Precios app', position: 2, prices: [{ product_id: fries.id, price: 240000 }] },
      ],
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json() as MenuJson;
    expect(updated.name).toBe('Carta principal');
    expect(updated.price_groups.map((g) => [g.name, g.status])).toEqual([
      ['Precios local', 'inactive'],
      ['Precios app', 'active'],
    ]);
    expect(updated.price_groups[0]?.prices.map((p) => [p.product_id, p.price, p.delivery_price])).toEqual([
      [burger.id, 719000, 699000],
      [extra.id, 150000, 150000],
    ]);
    expect(updated.price_groups[0]?.prices[0]?.id).toBe(local?.prices[0]?.id);
    expect((await admin.get(`${MENUS}/${menu.id}`)).json()).toEqual(updated);
    const audits = await auditOf(ctx, ctx.alpha, 'menu', menu.id);
    expect(audits.at(-1)).toMatchObject({ action: 'update', before: { price_groups: expect.any(Array) } });
  });

  it('swaps the products of two prices in one write', async () => {
    const { menu, burger, fries } = await createMenu(admin);
    const [a, b] = menu.price_groups[0]?.prices ?? [];
    const response = await admin.patch(`${MENUS}/${menu.id}`, {
      price_groups: [
        {
          id: menu.price_groups[0]?.id,
          prices: [
            { id: a?.id, product_id: fries.id },
            { id: b?.id, product_id: burger.id },
          ],
        },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .price_groups[0].prices.map((p: { id: number; product_id: number }) => [p.id, p.product_id]),
    ).toEqual([
      [a?.id, fries.id],
      [b?.id, burger.id],
    ]);
  });

  it('reorders groups and the prices inside a group by their positions', async () => {
    const { menu, burger, fries } = await createMenu(admin);
    const [local, delivery] = menu.price_groups;
    const [burgerPrice, friesPrice] = local?.prices ?? [];
    const response = await admin.patch(`${MENUS}/${menu.id}`, {
      price_groups: [
        {
          id: local?.id,
          position: 1,
          prices: [
            { id: burgerPrice?.id, position: 1 },
            { id: friesPrice?.id, position: 0 },
          ],
        },
        { id: delivery?.id, position: 0 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const saved = (await admin.get(`${MENUS}/${menu.id}`)).json() as MenuJson;
    expect(saved.price_groups.map((g) => [g.name, g.position])).toEqual([
      ['Precios delivery', 0],
      ['Precios local', 1],
    ]);
    expect(saved.price_groups[1]?.prices.map((p) => [p.product_id, p.position])).toEqual([
      [fries.id, 0],
      [burger.id, 1],
    ]);
    const audits = await auditOf(ctx, ctx.alpha, 'menu', menu.id);
    expect(audits.at(-1)).toMatchObject({ action: 'update' });
  });

  it('refuses a negative price position', async () => {
    const { menu } = await createMenu(admin);
    const group = menu.price_groups[0];
    await expectUnchanged(menu.id, async () =>
      expectValidationError(
        await admin.patch(`${MENUS}/${menu.id}`, {
          price_groups: [{ id: group?.id, prices: [{ id: group?.prices[0]?.id, position: -1 }] }],
        }),
        [{ field: 'price_groups.0.prices.0.position' }],
      ),
    );
  });

  it('is all or nothing: one bad price anywhere changes nothing', async () => {
    const { menu, burger } = await createMenu(admin);
    const [local, delivery] = menu.price_groups;
    const theirs = await createProduct(betaAdmin);
    const cases: [unknown, string][] = [
      [
        {
          name: 'Otra',
          price_groups: [
            { id: local?.id, _destroy: true },
            { id: delivery?.id, prices: [{ id: delivery?.prices[0]?.id, price: -1 }] },
          ],
        },
        'price_groups.1.prices.0.price',
      ],
      [
        { price_groups: [{ id: delivery?.id, prices: [{ product_id: burger.id, price: 1 }] }] },
        'price_groups.0.prices.0.product_id',
      ],
      [{ price_groups: [{ id: local?.id, name: 'Precios delivery' }] }, 'price_groups.0.name'],
      [
        { price_groups: [{ id: local?.id, prices: [{ id: delivery?.prices[0]?.id, price: 1 }] }] },
        'price_groups.0.prices.0.id',
      ],
      [
        { price_groups: [{ name: 'Nuevo', prices: [{ product_id: theirs.id, price: 1 }] }] },
        'price_groups.0.prices.0.product_id',
      ],
    ];
    for (const [body, field] of cases)
      await expectUnchanged(menu.id, async () =>
        expectValidationError(await admin.patch(`${MENUS}/${menu.id}`, body), [{ field }]),
      );
  });
});

describe('deleting', () => {
  it('a product priced on a menu is refused with the menu’s name; off the menu it can go', async () => {
    const { menu, fries } = await createMenu(admin, 'Carta de verano');
    const refused = await admin.delete(`${PRODUCTS}/${fries.id}`);
    expectValidationError(refused, [{ field: 'id' }]);
    expect(refused.json().message).toContain('Carta de verano');
    const local = menu.price_groups[0];
    await admin.patch(`${MENUS}/${menu.id}`, {
      price_groups: [{ id: local?.id, prices: [{ id: local?.prices[1]?.id, _destroy: true }] }],
    });
    expect((await admin.delete(`${PRODUCTS}/${fries.id}`)).statusCode).toBe(200);
  });

  it('the database refuses too when the check is missed (a menu priced the product meanwhile)', async () => {
    const { burger } = await createMenu(admin, 'Carta concurrente');
    const unguarded = productsService(ctx.db);
    const audit = { tenantId: ctx.alpha.id, actorId: null, requestId: null };
    await expect(unguarded.remove(audit, ctx.alpha, burger.id)).rejects.toMatchObject({
      statusCode: 422,
      fieldErrors: [{ field: 'id', message: expect.stringContaining('precios de un menú') }],
    });
    expect((await admin.get(`${PRODUCTS}/${burger.id}`)).statusCode).toBe(200);
  });

  it('a menu goes with its groups and prices, audited', async () => {
    const { menu } = await createMenu(admin, 'Carta efímera');
    const response = await admin.delete(`${MENUS}/${menu.id}`);
    expect(response.json()).toEqual({ message: 'Menú eliminado.' });
    expect((await admin.get(`${MENUS}/${menu.id}`)).statusCode).toBe(404);
    expect((await admin.get(`${PRICE_GROUPS}?menu_ids=${menu.id}`)).json().data).toEqual([]);
    expect((await auditOf(ctx, ctx.alpha, 'menu', menu.id)).at(-1)).toMatchObject({
      action: 'delete',
      after: null,
    });
  });
});

describe('tenancy and policies', () => {
  it('another tenant’s menu does not exist', async () => {
    const { menu } = await createMenu(betaAdmin);
    for (const response of [
      await admin.get(`${MENUS}/${menu.id}`),
      await admin.patch(`${MENUS}/${menu.id}`, { name: 'Robado' }),
      await admin.delete(`${MENUS}/${menu.id}`),
    ])
      expect(response.statusCode).toBe(404);
    expect((await admin.get(`${PRICE_GROUPS}?menu_ids=${menu.id}`)).json().data).toEqual([]);
    expect((await betaAdmin.get(`${MENUS}/${menu.id}`)).json()).toEqual(menu);
  });

  it('a role without the menus policy gets 403', async () => {
    const kitchen = await userWith(ctx, ctx.alpha, { roleNames: ['admin kds'] });
    const refused = await kitchen.client.get(MENUS);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 401, message: forbiddenMessage('menus', 'show') });
    expect((await kitchen.client.get(PRICE_GROUPS)).statusCode).toBe(403);
  });
});
