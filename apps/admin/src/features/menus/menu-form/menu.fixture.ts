import type { Menu } from '../api.js';

/** A saved menu as GET /menus/{id} answers it, camelized: two groups, the burger priced in both. */
export function savedMenu(): Menu {
  return {
    id: 3,
    name: 'Carta principal',
    createdAt: '2026-11-20T10:00:00-03:00',
    updatedAt: '2026-11-20T10:00:00-03:00',
    priceGroups: [
      {
        id: 10,
        name: 'Hamburguesas',
        status: 'active',
        position: 0,
        prices: [
          {
            id: 100,
            productId: 1,
            productName: 'Hamburguesa Clásica',
            productDescription: 'Carne 150 g',
            price: 699000,
            deliveryPrice: 699000,
            position: 0,
          },
          {
            id: 101,
            productId: 2,
            productName: 'Papas fritas',
            productDescription: null,
            price: 250000,
            deliveryPrice: 290000,
            position: 1,
          },
        ],
      },
      {
        id: 11,
        name: 'Bebidas',
        status: 'inactive',
        position: 1,
        prices: [
          {
            id: 102,
            productId: 3,
            productName: 'Bebida 500 ml',
            productDescription: null,
            price: 150000,
            deliveryPrice: 150000,
            position: 0,
          },
        ],
      },
    ],
  };
}
