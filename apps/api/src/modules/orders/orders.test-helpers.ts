import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Client, TestContext } from '../../../test/harness.js';
import { MENUS } from '../menus/menus.test-helpers.js';
import { createProduct } from '../products/products.test-helpers.js';
import { createStore, type StoreJson } from '../stores/stores.test-helpers.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';

export const WEB_ORDERS = '/api/web/v1/orders';
export const ORDERS = '/api/admin/v1/orders';

/** Open every minute of every day, for both dispatch methods. */
export const alwaysOpen = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map(
  (day) => ({ day, opening_time: '00:00', closing_time: '24:00', dispatch_method: 'both' }),
);

/** POST /api/web/v1/orders as a storefront sends it: the tenant header, no sign-in. */
export function placeOrder(
  ctx: TestContext,
  tenant: TenantRecord,
  body: Record<string, unknown>,
  idempotencyKey?: string,
) {
  return ctx.app.inject({
    method: 'POST',
    url: WEB_ORDERS,
    headers: { tenant: tenant.slug, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    payload: body,
  });
}

async function created(client: Client, url: string, body: Record<string, unknown>) {
  const response = await client.post(url, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number } & Record<string, unknown>;
}

/**
 * A menu pricing a burger (6.990 pick-up, 7.490 delivery) with a required "Punto" (one of two
 * options, free) and up to two "Agregados" (tocino +900), and fries offered only on the app.
 */
export async function orderingMenu(admin: Client) {
  const child = (name: string) => created(admin, '/api/admin/v1/modifiers', { type: 'child', name });
  const [rare, wellDone, bacon] = [await child('A punto'), await child('Bien cocida'), await child('Tocino')];
  const doneness = await created(admin, '/api/admin/v1/modifiers', {
    type: 'parent',
    name: 'Punto de la carne',
    min_quantity_modifiers: 1,
    max_quantity_modifiers: 1,
    children: [
      { child_modifier_id: rare.id, position: 0, price: 0 },
      { child_modifier_id: wellDone.id, position: 1, price: 0 },
    ],
  });
  const extras = await created(admin, '/api/admin/v1/modifiers', {
    type: 'parent',
    name: 'Agregados',
    min_quantity_modifiers: 0,
    max_quantity_modifiers: 2,
    children: [{ child_modifier_id: bacon.id, position: 0, price: 90000 }],
  });
  const burger = await createProduct(admin, {
    label: null,
    label_type: null,
    modifiers: [
      { modifier_id: doneness.id, position: 0 },
      { modifier_id: extras.id, position: 1 },
    ],
  });
  const fries = await createProduct(admin, {
    label: null,
    label_type: null,
    platform: ['app'],
    modifiers: [],
  });
  const menu = await created(admin, MENUS, {
    name: `Carta pedidos ${burger.id}`,
    price_groups: [
      {
        name: 'Principal',
        position: 0,
        prices: [
          { product_id: burger.id, price: 699000, delivery_price: 749000 },
          { product_id: fries.id, price: 250000, delivery_price: 250000 },
        ],
      },
    ],
  });
  return {
    menuId: menu.id,
    burger: burger.id,
    fries: fries.id,
    doneness: { id: doneness.id, rare: rare.id, wellDone: wellDone.id },
    extras: { id: extras.id, bacon: bacon.id },
  };
}

export type OrderingMenu = Awaited<ReturnType<typeof orderingMenu>>;

/** A store always open that sells `orderingMenu`'s products. */
export async function orderingStore(ctx: TestContext, admin: Client, change: Record<string, unknown> = {}) {
  const menu = await orderingMenu(admin);
  const store: StoreJson = await createStore(admin, ctx.alpha, {
    menu_id: menu.menuId,
    business_hours: alwaysOpen,
    ...change,
  });
  return { ...menu, store };
}

export type OrderingStore = Awaited<ReturnType<typeof orderingStore>>;

/** A pick-up order of one burger "a punto", paid in cash, at a store selling `orderingMenu`'s products. */
export function orderBody(
  shop: OrderingMenu & { store: { id: number } },
  change: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    store_id: shop.store.id,
    platform: 'web',
    dispatch_method: 'pick_up',
    customer: {
      name: 'Camila Rojas',
      email: `camila.${randomUUID().slice(0, 8)}@example.cl`,
      phone: '+56912345678',
    },
    items: [
      {
        product_id: shop.burger,
        quantity: 1,
        options: [{ modifier_id: shop.doneness.id, option_id: shop.doneness.rare }],
      },
    ],
    payment_method: 'cash',
    ...change,
  };
}

/** `orderBody` delivered to the store's own door (inside its nearest zone), cash unless changed. */
export function deliveryBody(
  shop: OrderingMenu & { store: { id: number; latitude?: unknown; longitude?: unknown } },
  change: Record<string, unknown> = {},
): Record<string, unknown> {
  return orderBody(shop, {
    dispatch_method: 'delivery',
    address: {
      text_address: 'Av. Providencia 1234',
      latitude: shop.store.latitude,
      longitude: shop.store.longitude,
    },
    ...change,
  });
}

/** How many orders the tenant holds (what a refused order must leave unchanged). */
export async function orderCount(ctx: TestContext, tenant: TenantRecord): Promise<number> {
  const { rows } = await ctx.db.executeOwnerSql(
    'select count(*)::int as n from orders where tenant_id = $1',
    [tenant.id],
  );
  return (rows[0] as { n: number }).n;
}
