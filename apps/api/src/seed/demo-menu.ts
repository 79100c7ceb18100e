import { resolveMenuWrite, resolveProductWrite } from '@tablero/domain';
import type { Tx } from '../db/client.js';
import { insertMenu, saveMenu } from '../modules/menus/menus.repo.js';
import { insertProduct } from '../modules/products/products.repo.js';
import { updateStore } from '../modules/stores/stores.repo.js';
import type { TenantRecord } from '../modules/tenants/tenants.repo.js';

/** CLP with the spec's 100-cent unit: $6.990 is 699000. */
const clp = (pesos: number) => pesos * 100;

interface DemoProduct {
  name: string;
  price: number;
  /** What delivery adds (packaging, the app's cut); 0 for the same price. */
  deliveryExtra: number;
  body: Record<string, unknown>;
}

/** A Chilean burger chain's menu: burgers, sides, drinks and desserts, in menu order. */
export const demoProducts: DemoProduct[] = [
  {
    name: 'Hamburguesa Clásica',
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
    price: 8990,
    deliveryExtra: 500,
    body: { description: 'Doble carne 150 g y doble cheddar', cooking_time: 12, food_type: 'hamburguesa' },
  },
  {
    name: 'Hamburguesa Chilena',
    price: 8490,
    deliveryExtra: 500,
    body: { description: 'Palta, tomate y mayonesa casera', cooking_time: 12, food_type: 'hamburguesa' },
  },
  {
    name: 'Hamburguesa BBQ Bacon',
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
    price: 3990,
    deliveryExtra: 300,
    body: { cooking_time: 6, food_type: 'acompañamiento' },
  },
  {
    name: 'Bebida 500 ml',
    price: 1990,
    deliveryExtra: 0,
    body: { food_type: 'bebida', tags: { cold: true, vegan: true } },
  },
  {
    name: 'Limonada menta jengibre',
    price: 2990,
    deliveryExtra: 0,
    body: { food_type: 'bebida', tags: { cold: true, vegan: true, organic: true } },
  },
  {
    name: 'Cerveza artesanal 330 ml',
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

/**
 * Gives a tenant the demo catalogue and a menu "Carta principal" with a local and a delivery price
 * group, through the same rules as the API, and assigns the menu to its stores.
 */
export async function insertDemoMenu(tx: Tx, tenant: TenantRecord, storeIds: number[]): Promise<DemoMenu> {
  const priced: { productId: number; item: DemoProduct }[] = [];
  for (const [position, item] of demoProducts.entries()) {
    const body = { name: item.name, price_product: clp(item.price), position, ...item.body };
    const { product } = checked(resolveProductWrite(body, null), `product ${item.name}`);
    priced.push({ productId: await insertProduct(tx, tenant.id, product), item });
  }
  const { menu } = checked(
    resolveMenuWrite(
      {
        name: 'Carta principal',
        price_groups: [
          {
            name: 'Precios local',
            position: 0,
            prices: priced.map(({ productId, item }) => ({ product_id: productId, price: clp(item.price) })),
          },
          {
            name: 'Precios delivery',
            position: 1,
            prices: priced
              .filter(({ item }) => item.body.dispatch_method !== 'pickUp')
              .map(({ productId, item }) => ({
                product_id: productId,
                price: clp(item.price + item.deliveryExtra),
                delivery_price: clp(item.price + item.deliveryExtra),
              })),
          },
        ],
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
