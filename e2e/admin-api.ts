import { type APIRequestContext, expect } from '@playwright/test';
import type { E2eServer } from './fixtures.js';

/**
 * Sign-in is rate limited per email (10 a minute), and the browser specs sign the super admin in
 * too: each worker signs in through the API and reuses the access token while it is good.
 */
const tokens = new Map<string, Promise<{ token: string; expiresAt: number }>>();

/** A token this close to its end is not handed out: the calls it is for still need time. */
const TOKEN_MARGIN_MS = 60_000;

/**
 * Setting up users through the API as the seeded super admin. Use the `request` fixture, not
 * `page.request`: the latter shares the page's cookies, and the refresh cookie set by this sign-in
 * would sign the browser in as the super admin. The token is reused until a minute before it
 * expires (15 minutes): a worker can run longer than that on a slow machine.
 */
export async function superAdminToken(api: APIRequestContext, server: E2eServer): Promise<string> {
  const key = `${server.baseURL} ${server.tenant}`;
  let kept = tokens.get(key);
  if (!kept || (await kept).expiresAt - Date.now() < TOKEN_MARGIN_MS) {
    kept = signInAsSuperAdmin(api, server);
    tokens.set(key, kept);
    kept.catch(() => tokens.delete(key));
  }
  return (await kept).token;
}

async function signInAsSuperAdmin(api: APIRequestContext, server: E2eServer) {
  const response = await api.post('/api/identity/v1/sign-in', {
    headers: { tenant: server.tenant },
    data: { email: server.email, password: server.password, tenant_id: server.tenant },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    user: { token_manager: { access_token: string; expiration_time: number } };
  };
  const { access_token: token, expiration_time: expiresAt } = body.user.token_manager;
  return { token, expiresAt };
}

export interface CreatedUser {
  name: string;
  email: string;
  password: string;
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** A new admin user with one of the seeded roles (spec part 1 §6 role names) and the first store. */
export async function createUser(
  api: APIRequestContext,
  server: E2eServer,
  roleName: string,
): Promise<CreatedUser> {
  const token = await superAdminToken(api, server);
  const headers = { tenant: server.tenant, authorization: `Bearer ${token}` };
  const roles = (await (await api.get('/api/admin/v1/roles?limit=100', { headers })).json()) as {
    data: { id: number; name: string }[];
  };
  const role = roles.data.find((candidate) => candidate.name === roleName);
  expect(role, `seeded role "${roleName}"`).toBeDefined();
  const stores = (await (await api.get('/api/admin/v1/stores', { headers })).json()) as {
    data: { id: number }[];
  };
  expect(stores.data.length).toBeGreaterThan(0);

  const id = unique();
  const user: CreatedUser = {
    name: `E2E ${roleName} ${id}`,
    email: `e2e-${id}@example.test`,
    password: `Clave-${id}`,
  };
  const phone = `+569${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const response = await api.post('/api/admin/v1/admin_users', {
    headers,
    data: { ...user, phone, role_ids: [role!.id], store_ids: [stores.data[0]!.id] },
  });
  expect(response.status(), await response.text()).toBe(201);
  return user;
}

const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** A pick-up store of the server's tenant open all day every day, so it is open whenever a test runs. */
export async function createAlwaysOpenStore(
  api: APIRequestContext,
  server: E2eServer,
  name: string,
  change: Record<string, unknown> = {},
): Promise<{ id: number; name: string }> {
  const token = await superAdminToken(api, server);
  const response = await api.post('/api/admin/v1/stores', {
    headers: { tenant: server.tenant, authorization: `Bearer ${token}` },
    data: {
      name,
      text_address: 'Av. Italia 1450, Providencia',
      commune: 'Providencia',
      latitude: -33.4457,
      longitude: -70.6243,
      delivery_wait_time: 30,
      pick_up_wait_time: 15,
      order_method: 'in_store',
      payment_methods: { in_store: ['cash', 'card'], order_taker_in_store: ['cash'] },
      business_hours: weekdays.map((day) => ({
        day,
        opening_time: '00:00',
        closing_time: '24:00',
        dispatch_method: 'both',
      })),
      ...change,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; name: string };
}

/** An order placed as a storefront places it (no sign-in, the tenant header); answers its code. */
export async function placeOrder(
  api: APIRequestContext,
  server: E2eServer,
  body: Record<string, unknown>,
): Promise<{ id: number; code: string; online_payment: { url: string; token: string } | null }> {
  const response = await api.post('/api/web/v1/orders', { headers: { tenant: server.tenant }, data: body });
  expect(response.status(), await response.text()).toBe(201);
  return await response.json();
}

/** Headers of an admin API call as the seeded super admin. */
export async function adminHeaders(api: APIRequestContext, server: E2eServer) {
  return { tenant: server.tenant, authorization: `Bearer ${await superAdminToken(api, server)}` };
}

/** A product on offer on every platform and dispatch method, every day (prices in minor units). */
export async function createProduct(
  api: APIRequestContext,
  server: E2eServer,
  fields: { name: string; price_product: number } & Record<string, unknown>,
): Promise<{ id: number; name: string }> {
  const response = await api.post('/api/admin/v1/products', {
    headers: await adminHeaders(api, server),
    data: {
      description: null,
      platform: ['web', 'app', 'order_taker'],
      dispatch_method: 'both',
      show: true,
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; name: string };
}

/** A menu with one price group pricing these products at their own price. */
export async function createMenu(
  api: APIRequestContext,
  server: E2eServer,
  name: string,
  products: { id: number; price: number }[] = [],
): Promise<{ id: number; name: string }> {
  const response = await api.post('/api/admin/v1/menus', {
    headers: await adminHeaders(api, server),
    data: {
      name,
      price_groups: [
        { name: 'Precios', prices: products.map((p) => ({ product_id: p.id, price: p.price })) },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; name: string };
}

export async function getMenu(api: APIRequestContext, server: E2eServer, id: number) {
  const response = await api.get(`/api/admin/v1/menus/${id}`, { headers: await adminHeaders(api, server) });
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    name: string;
    price_groups: { name: string; prices: { product_id: number; price: number; delivery_price: number }[] }[];
  };
}

/** Gives a store a menu (or none). */
export async function setStoreMenu(
  api: APIRequestContext,
  server: E2eServer,
  storeId: number,
  menuId: number | null,
): Promise<void> {
  const response = await api.patch(`/api/admin/v1/stores/${storeId}`, {
    headers: await adminHeaders(api, server),
    data: { menu_id: menuId },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export interface CreatedModifier {
  id: number;
  name: string;
  children: { id: number; child_modifier_id: number; name: string; price: number }[];
}

/**
 * A modifier through the API; `options` (name and price in minor units) become options of type
 * child first, listed by the new modifier in that order.
 */
export async function createModifier(
  api: APIRequestContext,
  server: E2eServer,
  name: string,
  options: { name: string; price: number }[] = [],
): Promise<CreatedModifier> {
  const headers = await adminHeaders(api, server);
  const children = [];
  for (const option of options) {
    const made = await api.post('/api/admin/v1/modifiers', {
      headers,
      data: { name: option.name, type: 'child' },
    });
    expect(made.status(), await made.text()).toBe(201);
    children.push({ child_modifier_id: ((await made.json()) as { id: number }).id, price: option.price });
  }
  const response = await api.post('/api/admin/v1/modifiers', {
    headers,
    data: { name, type: 'parent', children },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CreatedModifier;
}

/** The tenant's products whose name contains `query`, in list order. */
export async function findProducts(api: APIRequestContext, server: E2eServer, query: string) {
  const response = await api.get(`/api/admin/v1/products?query=${encodeURIComponent(query)}&limit=100`, {
    headers: await adminHeaders(api, server),
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { id: number; name: string; position: number }[] }).data;
}

/**
 * Prices a product in the first active price group of the menu the default store sells from,
 * through `PATCH /menus/{id}` (a price without id is added, the rest kept). Answers the menu id.
 */
export async function priceInDefaultMenu(
  api: APIRequestContext,
  server: E2eServer,
  productId: number,
  price: number,
): Promise<number> {
  const headers = await adminHeaders(api, server);
  const store = (await (await api.get('/api/public/v1/stores/default', { headers })).json()) as {
    menu_id?: number | null;
  };
  const menus = (await (await api.get('/api/admin/v1/menus?limit=100', { headers })).json()) as {
    data: { id: number }[];
  };
  const menuId = store.menu_id ?? menus.data[0]?.id;
  expect(menuId, 'a menu for the default store').toBeDefined();
  const menu = (await (await api.get(`/api/admin/v1/menus/${menuId}`, { headers })).json()) as {
    price_groups: { id: number; status: string }[];
  };
  const group = menu.price_groups.find((g) => g.status === 'active');
  expect(group, 'an active price group').toBeDefined();
  const response = await api.patch(`/api/admin/v1/menus/${menuId}`, {
    headers,
    data: { price_groups: [{ id: group!.id, prices: [{ product_id: productId, price }] }] },
  });
  expect(response.status(), await response.text()).toBe(200);
  return menuId as number;
}

/** A modifier as the API has it now. */
export async function getModifier(
  api: APIRequestContext,
  server: E2eServer,
  id: number,
): Promise<CreatedModifier & { price: number }> {
  const response = await api.get(`/api/admin/v1/modifiers/${id}`, {
    headers: await adminHeaders(api, server),
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as CreatedModifier & { price: number };
}

export interface CreatedCoupon {
  id: number;
  code: string;
  enabled: boolean;
  store_ids: number[];
  discount: number;
  kind: string;
}

/** A percentage coupon valid from 2026 on, with changes (wire spelling, money in minor units). */
export async function createCoupon(
  api: APIRequestContext,
  server: E2eServer,
  fields: { code: string } & Record<string, unknown>,
): Promise<CreatedCoupon> {
  const response = await api.post('/api/admin/v1/coupons', {
    headers: await adminHeaders(api, server),
    data: { kind: 'percentage', discount: 10, start_date: '2026-01-01', ...fields },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CreatedCoupon;
}

/** Coupons whose code contains `query`, as the API lists them. */
export async function findCoupons(api: APIRequestContext, server: E2eServer, query: string) {
  const response = await api.get(`/api/admin/v1/coupons?query=${encodeURIComponent(query)}`, {
    headers: await adminHeaders(api, server),
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: CreatedCoupon[] }).data;
}

/**
 * A store open all day whose menu has one product at $500, and one cash pick-up order of `quantity`
 * of it placed now through the storefront: a sale the reports must show today.
 */
export async function storeWithOneSale(
  api: APIRequestContext,
  server: E2eServer,
  names: { store: string; product: string; customer: string },
  quantity: number,
): Promise<{ store: { id: number; name: string }; product: { id: number } }> {
  const store = await createAlwaysOpenStore(api, server, names.store);
  const product = await createProduct(api, server, { name: names.product, price_product: 50000 });
  const menu = await createMenu(api, server, `Carta de ${names.store}`, [{ id: product.id, price: 50000 }]);
  await setStoreMenu(api, server, store.id, menu.id);
  const email = `cliente.${store.id}@example.cl`;
  await placeOrder(api, server, {
    store_id: store.id,
    platform: 'web',
    dispatch_method: 'pick_up',
    customer: { name: names.customer, email, phone: '+56955554444' },
    items: [{ product_id: product.id, quantity, options: [] }],
    payment_method: 'cash',
  });
  return { store, product };
}

/** Where the delivery tests' stores stand. */
export const deliveryStoreAt = { latitude: -33.4457, longitude: -70.6243 };
/** A hexagon of about 2 km around such a store, its delivery zone. */
const deliveryZone = [0, 60, 120, 180, 240, 300].map((deg) => ({
  latitude: deliveryStoreAt.latitude + (2 / 111.32) * Math.sin((deg * Math.PI) / 180),
  longitude: deliveryStoreAt.longitude + (2 / 92.4) * Math.cos((deg * Math.PI) / 180),
}));

/** A store that delivers itself, free, inside `deliveryZone`, and takes cash for every dispatch mode. */
export const cashDeliveryStoreFields = {
  order_method: 'both',
  payment_methods: {
    in_store: ['cash', 'card'],
    delivery: ['cash'],
    order_taker_in_store: ['cash'],
    order_taker_store_delivery: ['cash'],
  },
  delivery_methods: [
    {
      delivery_type: 'own',
      delivery_fee_type: 'fixed',
      priority: 1,
      enabled: true,
      fee_amount: 0,
      fee_configuration: {
        type: 'delivery_fee',
        grant_type: 'none',
        amount: null,
        subsidised_service: false,
      },
    },
  ],
  delivery_areas: [{ name: 'Cerca', kind: 'zone', locked: false, points: deliveryZone, delivery_fee: null }],
};

/** The admin API as the demo's super admin: paths under `/api/admin/v1`, answers checked. */
export async function adminApi(request: APIRequestContext, server: E2eServer) {
  const headers = await adminHeaders(request, server);
  return {
    async post<T>(path: string, data: object): Promise<T> {
      const response = await request.post(`/api/admin/v1${path}`, { headers, data });
      expect(response.status(), `POST ${path}: ${await response.text()}`).toBe(201);
      return (await response.json()) as T;
    },
    async get<T>(path: string): Promise<T> {
      const response = await request.get(`/api/admin/v1${path}`, { headers });
      expect(response.status(), `GET ${path}`).toBe(200);
      return (await response.json()) as T;
    },
    delete: (path: string) => request.delete(`/api/admin/v1${path}`, { headers }),
    /** The answer, whatever it is (a test of a refusal reads it). */
    patch: (path: string, data: object) => request.patch(`/api/admin/v1${path}`, { headers, data }),
    async patchOk(path: string, data: object): Promise<void> {
      const response = await request.patch(`/api/admin/v1${path}`, { headers, data });
      expect(response.status(), `PATCH ${path}: ${await response.text()}`).toBe(200);
    },
  };
}
