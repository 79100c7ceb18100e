/** The benchmarks' way to the API as a signed-in client, and a store that takes orders. */
export type Api = (method: string, path: string, body?: unknown) => Promise<Record<string, unknown>>;

export function apiOf(baseUrl: string, headers: Record<string, string>): Api {
  return async (method, path, body) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };
}

const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** A store open every minute that sells one product, and the storefront's order for it. */
export async function orderingShop(api: Api) {
  const product = await api('POST', '/api/admin/v1/products', {
    name: 'Bench Completo',
    price_product: 459000,
    platform: ['web', 'app'],
    dispatch_method: 'both',
    show: true,
  });
  const menu = await api('POST', '/api/admin/v1/menus', {
    name: 'Bench carta pedidos',
    price_groups: [{ name: 'Precios', prices: [{ product_id: product.id, price: 459000 }] }],
  });
  const store = await api('POST', '/api/admin/v1/stores', {
    name: 'Bench tienda pedidos',
    text_address: 'Av. Italia 1450, Providencia',
    commune: 'Providencia',
    latitude: -33.4457,
    longitude: -70.6243,
    delivery_wait_time: 30,
    pick_up_wait_time: 15,
    order_method: 'in_store',
    payment_methods: { in_store: ['cash', 'card'], order_taker_in_store: ['cash'] },
    menu_id: menu.id,
    business_hours: days.map((day) => ({
      day,
      opening_time: '00:00',
      closing_time: '24:00',
      dispatch_method: 'both',
    })),
  });
  return {
    store_id: store.id,
    platform: 'web',
    dispatch_method: 'pick_up',
    customer: { name: 'Cliente Bench', email: 'cliente.bench@example.cl', phone: '+56912345678' },
    items: [{ product_id: product.id, quantity: 2 }],
    payment_method: 'cash',
  };
}
