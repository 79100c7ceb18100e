import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  expectValidationError,
  startTestApp,
  superAdmin,
  type TestContext,
} from '../../../test/harness.js';
import { createStore, STORES, uniqueName } from './stores.test-helpers.js';

let ctx: TestContext;
let admin: Client;
let tag: string;
const ids: Record<string, number> = {};
/** Menus 'x', 'y', 'z' given to stores a, b, c. */
const menuIds: Record<string, number> = {};

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await superAdmin(ctx, ctx.alpha);
  tag = uniqueName('Lista');
  const spec = [
    ['a', 'Av. Providencia 2124', 'Providencia'],
    ['b', 'Av. Irarrázaval 3450', 'Ñuñoa'],
    ['c', 'Av. Apoquindo 4501', 'Las Condes'],
  ] as const;
  for (const [key, address, commune] of spec) {
    ids[key] = (
      await createStore(admin, ctx.alpha, { name: `${tag} ${key}`, text_address: address, commune })
    ).id;
  }
  for (const [store, menu] of [
    ['a', 'x'],
    ['b', 'y'],
    ['c', 'z'],
  ] as const) {
    menuIds[menu] = (
      await admin.post('/api/admin/v1/menus', { name: `Carta ${menu}`, price_groups: [] })
    ).json().id;
    await admin.patch(`${STORES}/${ids[store]}`, { menu_id: menuIds[menu] });
  }
});
afterAll(() => ctx?.close());

const names = async (query: string) =>
  (
    (await admin.get(`${STORES}?name=${encodeURIComponent(tag)}&${query}`)).json().data as { name: string }[]
  ).map((s) => s.name.slice(-1));

describe('GET /stores', () => {
  it('counts every matching store on the last page and past it', async () => {
    const last = (await admin.get(`${STORES}?name=${encodeURIComponent(tag)}&limit=2&page=2`)).json();
    expect(last.data).toHaveLength(1);
    expect(last.meta).toEqual({ page: 2, limit: 2, total_count: 3, total_pages: 2, next_page: null });
    const past = (await admin.get(`${STORES}?name=${encodeURIComponent(tag)}&limit=2&page=5`)).json();
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({ page: 5, total_count: 3, total_pages: 2, next_page: null });
  });

  it('answers the list columns, ordered by name, with the paging meta', async () => {
    const page = (await admin.get(`${STORES}?name=${encodeURIComponent(tag)}&limit=2`)).json();
    expect(page.meta).toEqual({ page: 1, limit: 2, total_count: 3, total_pages: 2, next_page: 2 });
    expect(page.data[0]).toEqual({
      id: ids.a,
      uuid: expect.any(String),
      name: `${tag} a`,
      text_address: 'Av. Providencia 2124',
      commune: 'Providencia',
      menu_id: menuIds.x,
      menu_name: 'Carta x',
      order_method: 'both',
      enabled: true,
      open: expect.any(Boolean),
      opening: expect.objectContaining({ open: expect.any(Boolean), reason: expect.any(String) }),
    });
  });

  it('filters by address (street or commune), without regard to case', async () => {
    expect(await names('address=IRARRÁZAVAL')).toEqual(['b']);
    expect(await names('address=las%20condes')).toEqual(['c']);
    expect(await names('address=%25')).toEqual([]);
  });

  it('filters by menus, as a comma list or repeated', async () => {
    expect(await names(`menu_ids=${menuIds.x},${menuIds.z}`)).toEqual(['a', 'c']);
    expect(await names(`menu_ids=${menuIds.y}&menu_ids=${menuIds.z}`)).toEqual(['b', 'c']);
    expectValidationError(await admin.get(`${STORES}?menu_ids=uno`), [{ field: 'menu_ids' }]);
    // Past what an id column holds: refused, not a database error.
    expectValidationError(await admin.get(`${STORES}?menu_ids=1&menu_ids=9007199254740991`), [
      { field: 'menu_ids' },
    ]);
  });

  it('defaults to 25 a page and caps the limit at 100', async () => {
    expect((await admin.get(STORES)).json().meta.limit).toBe(25);
    expectValidationError(await admin.get(`${STORES}?limit=101`), [{ field: 'limit' }]);
  });
});

describe('GET /stores/all', () => {
  it('answers id and name, searching by name, up to 1000 a page', async () => {
    const found = (await admin.get(`${STORES}/all?limit=1000&name=${encodeURIComponent(tag)}`)).json();
    expect(found.data).toEqual([
      { id: ids.a, name: `${tag} a` },
      { id: ids.b, name: `${tag} b` },
      { id: ids.c, name: `${tag} c` },
    ]);
    expect(found.meta).toMatchObject({ limit: 1000, total_count: 3 });
    expectValidationError(await admin.get(`${STORES}/all?limit=1001`), [{ field: 'limit' }]);
  });
});
