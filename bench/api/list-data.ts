/**
 * The data of the lists benchmark, made through the admin API so that both engines hold the same
 * rows: the public-menu catalogue (products, modifiers, a menu with its price groups), and stores,
 * users, roles and pictures enough to fill several pages of each list.
 */
import { type Api, apiOf, buildMenuCatalogue, inParallel } from './menu-catalogue.js';

export const LIST_STORES = 100;
const USERS = 60;
const ROLES = 30;
const PICTURES = 80;

/** A copy of the seeded store (what a GET returns can be sent back), with another name. */
async function copiesOfFirstStore(api: Api, count: number) {
  const list = (await api('GET', '/stores?page=1&limit=1')) as { data: { id: number }[] };
  const first = list.data[0];
  if (!first) throw new Error('the seeded tenant has no store');
  const store = (await api('GET', `/stores/${first.id}`)) as Record<string, unknown>;
  // Nested items without their ids are new items of the new store.
  const body = Object.fromEntries(
    Object.entries(store).map(([key, value]) => [
      key,
      Array.isArray(value)
        ? value.map((item) => {
            if (typeof item !== 'object' || item === null) return item;
            const { id: _id, ...rest } = item as Record<string, unknown>;
            return rest;
          })
        : value,
    ]),
  );
  body.scheduled_closing_times = [];
  await inParallel(count, (i) =>
    api('POST', '/stores', { ...body, name: `Local ${String(i + 1).padStart(3, '0')}` }),
  );
}

export async function buildListData(baseUrl: string, token: string) {
  const api = apiOf(baseUrl, token);
  const catalogue = await buildMenuCatalogue(baseUrl, token);
  await copiesOfFirstStore(api, LIST_STORES);
  await inParallel(PICTURES, (i) =>
    api('POST', '/pictures', { name: `Foto ${i + 1}`, type: 'image/png', category: 'photo' }),
  );
  const roles = (await api('GET', '/roles?limit=100')) as {
    data: { id: number; name: string; policy_ids: number[] }[];
  };
  const model = roles.data.find((r) => r.name === 'admin') ?? roles.data[0];
  if (!model) throw new Error('the seeded tenant has no role');
  await inParallel(ROLES, (i) =>
    api('POST', '/roles', {
      name: `Rol bench ${i + 1}`,
      policy_ids: model.policy_ids.slice(0, 5 + (i % 10)),
    }),
  );
  const stores = (await api('GET', '/stores/all?limit=1000')) as { data: { id: number }[] };
  await inParallel(USERS, (i) =>
    api('POST', '/admin_users', {
      name: `Usuario ${String(i + 1).padStart(3, '0')}`,
      email: `usuario${i + 1}@bench.cl`,
      phone: '+56911112222',
      role_ids: [model.id],
      store_ids: stores.data.slice(0, 1 + (i % 20)).map((s) => s.id),
    }),
  );
  return { ...catalogue, stores: stores.data.length, pictures: PICTURES, roles: ROLES, users: USERS };
}
