import { resolveMenuWrite, resolveProductWrite } from '@tablero/domain';
import type { Tx } from '../db/client.js';
import { insertMenu, saveMenu } from '../modules/menus/menus.repo.js';
import { insertProduct } from '../modules/products/products.repo.js';
import { updateStore } from '../modules/stores/stores.repo.js';
import type { TenantRecord } from '../modules/tenants/tenants.repo.js';
import type { FoodArt } from './art/food-art.js';

/** CLP with the spec's 100-cent unit: $6.990 is 699000. */
const clp = (pesos: number) => pesos * 100;

interface DemoProduct {
  name: string;
  price: number;
  /** What delivery adds (packaging, the app's cut); 0 for the same price. */
  deliveryExtra: number;
  body: Record<string, unknown>;
  /** How its picture is drawn (art/food-art.ts). */
  picture: FoodArt;
}

/** A Chilean burger chain's menu: burgers, sides, drinks and desserts, in menu order. */
export const demoProducts: DemoProduct[] = [
  {
    name: 'Hamburguesa Clásica',
    picture: {
      kind: 'burger',
      backdrop: { light: '#FFF1DC', dark: '#F7C58E' },
      bun: 'sesame',
      layers: ['patty', 'cheddar', 'tomato', 'lettuce'],
    },
    price: 6990,
    deliveryExtra: 500,
    body: {
      description: 'Carne 150 g, queso cheddar, lechuga, tomate y salsa de la casa',
      cooking_time: 10,
      food_type: 'hamburguesa',
      label: 'Más vendida',
      label_type: 'best_seller',
    },
  },
  {
    name: 'Hamburguesa Doble Queso',
    picture: {
      kind: 'burger',
      backdrop: { light: '#FFF7D1', dark: '#F5CF5A' },
      bun: 'sesame',
      layers: ['patty', 'cheddar', 'patty', 'cheddar'],
    },
    price: 8990,
    deliveryExtra: 500,
    body: { description: 'Doble carne 150 g y doble cheddar', cooking_time: 12, food_type: 'hamburguesa' },
  },
  {
    name: 'Hamburguesa Chilena',
    picture: {
      kind: 'burger',
      backdrop: { light: '#EEF8E4', dark: '#AED69A' },
      bun: 'brioche',
      layers: ['patty', 'tomato', 'avocado', 'mayo'],
    },
    price: 8490,
    deliveryExtra: 500,
    body: { description: 'Palta, tomate y mayonesa casera', cooking_time: 12, food_type: 'hamburguesa' },
  },
  {
    name: 'Hamburguesa BBQ Bacon',
    picture: {
      kind: 'burger',
      backdrop: { light: '#FCE4DA', dark: '#E39A7C' },
      bun: 'brioche',
      layers: ['patty', 'bbq', 'cheddar', 'onion', 'bacon'],
    },
    price: 9490,
    deliveryExtra: 500,
    body: {
      description: 'Tocino crocante, cebolla caramelizada y salsa BBQ',
      cooking_time: 12,
      food_type: 'hamburguesa',
      tags: { spicy: true, hot: true },
    },
  },
  {
    name: 'Hamburguesa Veggie',
    picture: {
      kind: 'burger',
      backdrop: { light: '#EAF6E6', dark: '#98CF8E' },
      bun: 'whole-grain',
      layers: ['veggie-patty', 'avocado', 'tomato', 'arugula'],
    },
    price: 7990,
    deliveryExtra: 500,
    body: {
      description: 'Medallón de garbanzos y quinoa, palta y rúcula',
      cooking_time: 10,
      food_type: 'hamburguesa',
      label: 'Nueva',
      label_type: 'new',
      tags: { vegetarian: true, vegan: true, hot: true },
    },
  },
  {
    name: 'Papas fritas',
    picture: {
      kind: 'fries',
      backdrop: { light: '#FFF6D6', dark: '#F6CB55' },
      box: { light: '#E53935', dark: '#A31D1A' },
    },
    price: 2990,
    deliveryExtra: 300,
    body: {
      description: 'Porción mediana',
      cooking_time: 6,
      food_type: 'acompañamiento',
      tags: { vegan: true, vegetarian: true, gluten_free: true },
    },
  },
  {
    name: 'Papas rústicas con cheddar',
    picture: { kind: 'wedges', backdrop: { light: '#FFF1E0', dark: '#EDB98A' } },
    price: 4490,
    deliveryExtra: 300,
    body: {
      description: 'Con cheddar fundido y cebollín',
      cooking_time: 7,
      food_type: 'acompañamiento',
      tags: { vegetarian: true },
    },
  },
  {
    name: 'Aros de cebolla',
    picture: {
      kind: 'onion-rings',
      backdrop: { light: '#F3EEFF', dark: '#C7B5E8' },
      dip: { light: '#FFFDF5', dark: '#EDE3CC' },
    },
    price: 3490,
    deliveryExtra: 300,
    body: {
      description: '8 unidades con salsa ranch',
      cooking_time: 6,
      food_type: 'acompañamiento',
      tags: { vegetarian: true },
    },
  },
  {
    name: 'Nuggets de pollo (6)',
    picture: {
      kind: 'nuggets',
      backdrop: { light: '#E6F3FF', dark: '#9CC6EC' },
      dip: { light: '#E2483A', dark: '#A6241A' },
    },
    price: 3990,
    deliveryExtra: 300,
    body: { cooking_time: 6, food_type: 'acompañamiento' },
  },
  {
    name: 'Bebida 500 ml',
    picture: {
      kind: 'cup',
      backdrop: { light: '#E3F4FF', dark: '#8EC8EE' },
      cup: { light: '#E53935', dark: '#9E1B16' },
      straw: '#E53935',
    },
    price: 1990,
    deliveryExtra: 0,
    body: { food_type: 'bebida', tags: { cold: true, vegan: true } },
  },
  {
    name: 'Limonada menta jengibre',
    picture: {
      kind: 'glass',
      backdrop: { light: '#F2FBE3', dark: '#B9E08A' },
      liquid: { light: '#F8F3A0', dark: '#D9E26A' },
      top: 'ice-and-mint',
    },
    price: 2990,
    deliveryExtra: 0,
    body: { food_type: 'bebida', tags: { cold: true, vegan: true, organic: true } },
  },
  {
    name: 'Cerveza artesanal 330 ml',
    picture: {
      kind: 'glass',
      backdrop: { light: '#FFF3DE', dark: '#E8B574' },
      liquid: { light: '#F7B733', dark: '#C56A10' },
      top: 'foam',
    },
    price: 3490,
    deliveryExtra: 0,
    body: {
      food_type: 'bebida',
      platform: ['web', 'order_taker'],
      dispatch_method: 'pickUp',
      tags: { cold: true },
    },
  },
  {
    name: 'Brownie con helado',
    picture: {
      kind: 'brownie',
      backdrop: { light: '#FBEAE8', dark: '#E3A3A0' },
      scoop: { light: '#FFFDF4', dark: '#F0DDB4' },
    },
    price: 3990,
    deliveryExtra: 300,
    body: {
      description: 'Brownie tibio con helado de vainilla',
      food_type: 'postre',
      tags: { vegetarian: true },
    },
  },
];

function checked<T>(result: ({ ok: true } & T) | { ok: false; errors: unknown }, what: string): T {
  if (!result.ok) throw new Error(`seed ${what} breaks a rule: ${JSON.stringify(result.errors)}`);
  return result;
}

export interface DemoMenu {
  menuId: number;
  /** The demo products' ids by name. */
  productIds: Map<string, number>;
}

/** The menu's sections (its price groups), one per kind of food, in the order the products come. */
const sectionNames: Record<string, string> = {
  hamburguesa: 'Hamburguesas',
  acompañamiento: 'Acompañamientos',
  bebida: 'Bebidas',
  postre: 'Postres',
};

/**
 * Gives a tenant the demo catalogue and a menu "Carta principal" whose price groups are its
 * sections (burgers, sides, drinks, desserts: each product in one, as a storefront shows them),
 * each product with its delivery price, through the same rules as the API, and assigns the menu to
 * its stores. `pictureIds` (by product name) are pictures of the tenant's library each product shows.
 */
export async function insertDemoMenu(
  tx: Tx,
  tenant: TenantRecord,
  storeIds: number[],
  pictureIds: ReadonlyMap<string, number> = new Map(),
): Promise<DemoMenu> {
  const priced: { productId: number; item: DemoProduct }[] = [];
  for (const [position, item] of demoProducts.entries()) {
    const picture = pictureIds.get(item.name);
    const body = {
      name: item.name,
      price_product: clp(item.price),
      position,
      ...item.body,
      picture_ids: picture === undefined ? [] : [picture],
    };
    const { product } = checked(resolveProductWrite(body, null), `product ${item.name}`);
    priced.push({ productId: await insertProduct(tx, tenant.id, product), item });
  }
  const { menu } = checked(
    resolveMenuWrite(
      {
        name: 'Carta principal',
        price_groups: [...new Set(priced.map(({ item }) => item.body.food_type as string))].map(
          (foodType, position) => ({
            name: sectionNames[foodType] ?? foodType,
            position,
            prices: priced
              .filter(({ item }) => item.body.food_type === foodType)
              .map(({ productId, item }) => ({
                product_id: productId,
                price: clp(item.price),
                delivery_price: clp(item.price + item.deliveryExtra),
              })),
          }),
        ),
      },
      null,
    ),
    'menu',
  );
  const menuId = await insertMenu(tx, tenant.id, menu.name);
  await saveMenu(tx, tenant.id, menuId, null, menu);
  for (const storeId of storeIds) await updateStore(tx, tenant.id, storeId, { menuId });
  return { menuId, productIds: new Map(priced.map(({ productId, item }) => [item.name, productId])) };
}
