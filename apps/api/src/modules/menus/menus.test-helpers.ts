import type { Client } from '../../../test/harness.js';
import { createProduct } from '../products/products.test-helpers.js';

export const MENUS = '/api/admin/v1/menus';
export const PRICE_GROUPS = '/api/admin/v1/price_groups';

export type MenuJson = {
  id: number;
  name: string;
  price_groups: {
    id: number;
    name: string;
    status: string;
    position: number;
    prices: {
      id: number;
      product_id: number;
      product_name: string;
      product_description: string | null;
      price: number;
      delivery_price: number;
      position: number;
    }[];
  }[];
};

/** Two products and a menu pricing both in two groups ("Precios local", "Precios delivery"). */
export async function createMenu(client: Client, name = 'Carta principal') {
  const burger = await createProduct(client, { name: 'Hamburguesa Clásica' });
  const fries = await createProduct(client, { name: 'Papas fritas', price_product: 250000 });
  const response = await client.post(MENUS, {
    name,
    price_groups: [
      {
        name: 'Precios local',
        prices: [
          { product_id: burger.id, price: 699000 },
          { product_id: fries.id, price: 250000 },
        ],
      },
      {
        name: 'Precios delivery',
        position: 1,
        prices: [{ product_id: burger.id, price: 749000, delivery_price: 799000 }],
      },
    ],
  });
  if (response.statusCode !== 201) throw new Error(`menu not created: ${response.body}`);
  return { menu: response.json() as MenuJson, burger, fries };
}
