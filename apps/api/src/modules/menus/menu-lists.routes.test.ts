import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestApp, superAdmin, type TestContext } from '../../../test/harness.js';
import { modifiersWithIds } from '../products/products.test-helpers.js';
import { createMenu, MENUS, PRICE_GROUPS } from './menus.test-helpers.js';

let ctx: TestContext;
let admin: Client;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await superAdmin(ctx, ctx.alpha);
  // The menus' product fixture offers modifiers 501 and 502.
  await modifiersWithIds(ctx, ctx.alpha.id, [501, 502]);
});
afterAll(() => ctx?.close());

describe('GET /menus and GET /price_groups', () => {
  it('lists menus with their price group count, and price groups filtered by name, status and menu', async () => {
    const { menu } = await createMenu(admin, 'Carta de invierno');
    const listed = (await admin.get(`${MENUS}?query=invierno`)).json();
    expect(listed.data).toEqual([
      { id: menu.id, name: 'Carta de invierno', price_groups_count: 2, stores_count: 0 },
    ]);
    expect(listed.meta).toMatchObject({ page: 1, total_count: 1 });
    const groups = (await admin.get(`${PRICE_GROUPS}?menu_ids=${menu.id}&name=delivery`)).json();
    expect(groups.data).toEqual([
      {
        id: menu.price_groups[1]?.id,
        name: 'Precios delivery',
        status: 'active',
        menu_id: menu.id,
        menu_name: 'Carta de invierno',
        prices_count: 1,
      },
    ]);
    expect((await admin.get(`${PRICE_GROUPS}?menu_ids=${menu.id}&status=inactive`)).json().data).toEqual([]);
    expect((await admin.get(`${PRICE_GROUPS}?menu_ids=${menu.id}&query=local`)).json().data).toHaveLength(1);
    expect((await admin.get(`${PRICE_GROUPS}?menu_ids=x`)).statusCode).toBe(422);
  });
});

describe('GET /menus paging', () => {
  it('pages by name with the list meta, and counts the stores given each menu', async () => {
    const { menu } = await createMenu(admin, 'Carta A paginada');
    await createMenu(admin, 'Carta B paginada');
    const stores = (await admin.get('/api/admin/v1/stores')).json().data as { id: number }[];
    await admin.patch(`/api/admin/v1/stores/${stores[0]?.id}`, { menu_id: menu.id });
    const first = (await admin.get(`${MENUS}?query=paginada&limit=1`)).json();
    expect(first.data).toEqual([expect.objectContaining({ name: 'Carta A paginada', stores_count: 1 })]);
    expect(first.meta).toEqual({ page: 1, limit: 1, total_count: 2, total_pages: 2, next_page: 2 });
    const second = (await admin.get(`${MENUS}?query=paginada&limit=1&page=2`)).json();
    expect(second.data).toEqual([expect.objectContaining({ name: 'Carta B paginada', stores_count: 0 })]);
  });
});
