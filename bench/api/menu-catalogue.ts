/**
 * The data of the public-menu benchmark, made through the admin API as a merchant would (so every
 * row passes the same rules): options and modifiers, 300 products each offering 10 modifiers, a
 * menu whose price groups spread them, and a store selling that menu.
 */
import { TENANT } from './session.js';

export const PRODUCTS = 300;
export const MODIFIERS_PER_PRODUCT = 10;
const OPTIONS = 60;
const PARENT_MODIFIERS = 40;
const OPTIONS_PER_MODIFIER = 5;
const CONCURRENCY = 8;

const GROUPS = ['Hamburguesas', 'Sándwiches', 'Ensaladas', 'Acompañamientos', 'Bebidas', 'Postres'];
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const DAY_MS = 86_400_000;

export interface MenuCatalogue {
  storeId: number;
  menuId: number;
  products: number;
  modifiers: number;
  options: number;
  priceGroups: number;
  prices: number;
}

export type Api = (method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown) => Promise<unknown>;

export function apiOf(baseUrl: string, token: string): Api {
  return async (method, path, body) => {
    const response = await fetch(`${baseUrl}/api/admin/v1${path}`, {
      method,
      headers: {
        tenant: TENANT,
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text);
  };
}

/** `make(i)` for i in [0, count), at most CONCURRENCY at a time, results in order. */
export async function inParallel<T>(count: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await make(i);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return results;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Most products have no window; a third a current one, a few an ended or a future one. */
function availabilityWindow(i: number, now: number) {
  if (i % 50 === 48) return { start_datetime: iso(now - 60 * DAY_MS), end_datetime: iso(now - DAY_MS) };
  if (i % 50 === 49) return { start_datetime: iso(now + 7 * DAY_MS), end_datetime: iso(now + 60 * DAY_MS) };
  if (i % 3 === 0) return { start_datetime: iso(now - 30 * DAY_MS), end_datetime: iso(now + 60 * DAY_MS) };
  return { start_datetime: null, end_datetime: null };
}

/**
 * Product i of the menu, with a mix like a real chain's: most sold every day on web and app for
 * both dispatch methods; some delivery-only or pick-up-only, some app-only, some weekday-only, a
 * few whose availability window has ended or not begun, labels with current and future windows.
 */
function productBody(i: number, modifierIds: number[], now: number) {
  const group = GROUPS[i % GROUPS.length] as string;
  const labelled = i % 5 === 0;
  const futureLabel = i % 10 === 5;
  return {
    name: `${group.slice(0, -1)} ${String(i + 1).padStart(3, '0')}`,
    name_screen_product: `${group.slice(0, 4)}. ${i + 1}`,
    price_product: 290000 + (i % 40) * 25000,
    description:
      'Preparado al momento con ingredientes frescos de proveedores locales; consulta por alérgenos en el local.',
    position: i,
    platform: i % 20 === 7 ? ['app'] : ['web', 'app'],
    dispatch_method: i % 10 === 3 ? 'delivery' : i % 10 === 4 ? 'pickUp' : 'both',
    availability: i % 12 === 11 ? WEEKDAYS.slice(0, 5) : WEEKDAYS,
    ...availabilityWindow(i, now),
    label: labelled ? (futureLabel ? 'Próximamente' : 'Nuevo') : null,
    label_type: labelled ? 'new' : null,
    start_datetime_label: labelled ? iso(futureLabel ? now + 3 * DAY_MS : now - 3 * DAY_MS) : null,
    end_datetime_label: labelled ? iso(now + 14 * DAY_MS) : null,
    food_type: group.toLowerCase(),
    cooking_time: 5 + (i % 15),
    tags: { vegetarian: i % 7 === 0, spicy: i % 9 === 0, gluten_free: i % 11 === 0 },
    modifiers: Array.from({ length: MODIFIERS_PER_PRODUCT }, (_, m) => ({
      modifier_id: modifierIds[(i * 3 + m) % modifierIds.length],
      min_quantity: m === 0 ? 1 : 0,
      max_quantity: m === 0 ? 1 : 3,
      position: m,
    })),
  };
}

export async function buildMenuCatalogue(baseUrl: string, token: string): Promise<MenuCatalogue> {
  const api = apiOf(baseUrl, token);
  const now = Date.now();
  const options = await inParallel(
    OPTIONS,
    async (i) =>
      (await api('POST', '/modifiers', { name: `Opción bench ${i + 1}`, type: 'child' })) as { id: number },
  );
  const modifiers = await inParallel(
    PARENT_MODIFIERS,
    async (i) =>
      (await api('POST', '/modifiers', {
        name: `Agregado bench ${i + 1}`,
        dropdown_text: 'Elige tus agregados',
        min_quantity_modifiers: 0,
        max_quantity_modifiers: 3,
        children: Array.from({ length: OPTIONS_PER_MODIFIER }, (_, c) => ({
          child_modifier_id: options[(i * OPTIONS_PER_MODIFIER + c) % OPTIONS]?.id,
          position: c,
          price: c === 0 ? 0 : c * 50000,
        })),
      })) as { id: number },
  );
  const modifierIds = modifiers.map((m) => m.id);
  const products = await inParallel(
    PRODUCTS,
    async (i) =>
      (await api('POST', '/products', productBody(i, modifierIds, now))) as {
        id: number;
        price_product: number;
      },
  );
  const priceOf = (p: { id: number; price_product: number }) => ({
    product_id: p.id,
    price: p.price_product,
    delivery_price: Math.round((p.price_product * 1.1) / 10000) * 10000,
  });
  const menu = (await api('POST', '/menus', {
    name: 'Carta benchmark',
    price_groups: [
      ...GROUPS.map((name, g) => ({
        name,
        position: g,
        prices: products.filter((_, i) => i % GROUPS.length === g).map(priceOf),
      })),
      // An inactive group, as a chain keeps last season's prices: the public menu must skip it.
      {
        name: 'Precios de temporada',
        position: GROUPS.length,
        status: 'inactive',
        prices: products.slice(0, 100).map(priceOf),
      },
    ],
  })) as { id: number; price_groups: { prices: unknown[] }[] };
  const stores = (await api('GET', '/stores?page=1&limit=1')) as { data: { id: number }[] };
  const store = stores.data[0];
  if (!store) throw new Error('the seeded tenant has no store');
  await api('PATCH', `/stores/${store.id}`, { menu_id: menu.id });
  return {
    storeId: store.id,
    menuId: menu.id,
    products: products.length,
    modifiers: modifiers.length,
    options: options.length,
    priceGroups: menu.price_groups.length,
    prices: menu.price_groups.reduce((sum, g) => sum + g.prices.length, 0),
  };
}
