import type { APIRequestContext } from '@playwright/test';
import { UBER_EATS_CREDENTIALS } from '../apps/api/test/fakes/uber-eats.fake.js';
import { adminHeaders, createAlwaysOpenStore, createMenu, createProduct, setStoreMenu } from './admin-api.js';
import { chooseRowAction, keepScreenshot, seriousViolations, signIn } from './console-helpers.js';
import { type E2eServer, expect, test, UBER_EATS_FAKE_ENV } from './fixtures.js';

/**
 * Issue 5's "push it to a delivery channel as a tracked job": a store's menu published to Uber Eats
 * (a local fake speaking its menu API) from the stores list, the diff shown before each deploy,
 * and an earlier version restored.
 */
const unique = () => Date.now().toString(36).slice(-5);

async function configureUberEats(api: APIRequestContext, server: E2eServer, storeId: number) {
  const response = await api.patch('/api/admin/v1/auth_credentials', {
    headers: await adminHeaders(api, server),
    data: { key: 'uber_eats', store_id: storeId, credentials: UBER_EATS_CREDENTIALS },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Reprices the menu's only price through the nested PATCH (price ids read back from the menu). */
async function reprice(api: APIRequestContext, server: E2eServer, menuId: number, price: number) {
  const headers = await adminHeaders(api, server);
  const menu = (await (await api.get(`/api/admin/v1/menus/${menuId}`, { headers })).json()) as {
    price_groups: { id: number; prices: { id: number }[] }[];
  };
  const group = menu.price_groups[0];
  const response = await api.patch(`/api/admin/v1/menus/${menuId}`, {
    headers,
    data: {
      price_groups: [{ id: group?.id, prices: [{ id: group?.prices[0]?.id, price, delivery_price: price }] }],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The menu the fake channel holds for the store, read through Uber's own API. */
async function menuOnUberEats(api: APIRequestContext, storeId: number): Promise<string> {
  const fake = process.env[UBER_EATS_FAKE_ENV] as string;
  const token = (await (
    await api.post(`${fake}/oauth/v2/token`, {
      data: { grant_type: 'client_credentials', ...UBER_EATS_CREDENTIALS },
    })
  ).json()) as { access_token: string };
  const response = await api.get(`${fake}/v2/eats/stores/${storeId}/menus`, {
    headers: { authorization: `Bearer ${token.access_token}` },
  });
  expect(response.status()).toBe(200);
  return response.text();
}

test('a store’s menu goes to Uber Eats after its diff, and an earlier version comes back', async ({
  page,
  request,
  server,
}) => {
  const tag = unique();
  const burger = await createProduct(request, server, { name: `Burger Canal ${tag}`, price_product: 650000 });
  const menu = await createMenu(request, server, `Menú Canal ${tag}`, [{ id: burger.id, price: 650000 }]);
  const store = await createAlwaysOpenStore(request, server, `E2E Canal ${tag}`);
  await setStoreMenu(request, server, store.id, menu.id);
  await configureUberEats(request, server, store.id);

  await signIn(page, server);
  await page.getByLabel('Buscar por nombre').fill(store.name);
  const openChannels = async () => {
    const row = page.getByRole('row', { name: new RegExp(store.name) });
    await chooseRowAction(
      page,
      row.getByRole('button', { name: `Acciones de ${store.name}` }),
      'Publicar en canales',
    );
    return page.getByRole('dialog', { name: `Canales de venta · ${store.name}` });
  };

  let dialog = await openChannels();
  await expect(
    dialog.getByText('Este menú nunca se ha publicado en Uber Eats: todo será nuevo.'),
  ).toBeVisible();
  const products = dialog.getByRole('table', { name: 'Productos' });
  await expect(
    products.getByRole('row', { name: new RegExp(`Nuevo ${burger.name} \\$6\\.500`) }),
  ).toBeVisible();
  expect(await seriousViolations(page, test.info(), 'menu-sync-diff')).toEqual([]);
  await dialog.getByRole('button', { name: 'Publicar en Uber Eats' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Menú publicado en Uber Eats' })).toContainText(
    'productos: 1',
  );
  expect(await menuOnUberEats(request, store.id)).toContain(burger.name);

  await reprice(request, server, menu.id, 720000);
  await page.keyboard.press('Escape');
  dialog = await openChannels();
  await expect(dialog.getByText(/Cambios respecto de la versión #\d+/)).toBeVisible();
  const changed = dialog.getByRole('table', { name: 'Productos' }).getByRole('row', { name: /Cambia/ });
  await expect(changed).toContainText('$6.500');
  await expect(changed).toContainText('$7.200');
  await keepScreenshot(page, test.info(), 'menu-sync-price-change');
  await dialog.getByRole('button', { name: 'Publicar en Uber Eats' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Menú publicado en Uber Eats' })).toBeVisible();
  expect(await menuOnUberEats(request, store.id)).toContain('720000');

  await dialog.getByRole('tab', { name: 'Versiones publicadas' }).click();
  const versions = dialog.getByRole('table', { name: 'Versiones publicadas' });
  await expect(versions.getByRole('row')).toHaveCount(3);
  await versions.getByRole('button', { name: 'Restaurar' }).click();
  const back = dialog.getByRole('table', { name: 'Productos' }).getByRole('row', { name: /Cambia/ });
  await expect(back).toContainText('$7.200');
  await expect(back).toContainText('$6.500');
  await dialog.getByRole('button', { name: /^Restaurar la versión #\d+$/ }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Menú publicado en Uber Eats' })).toBeVisible();
  expect(await menuOnUberEats(request, store.id)).toContain('650000');
  await dialog.getByRole('button', { name: 'Volver a las versiones' }).click();
  await expect(versions.getByRole('row')).toHaveCount(4);
  await expect(versions.getByText(/Restauración de la versión #\d+/)).toBeVisible();
});

test('from the menu editor, a store without Uber Eats credentials is told so before anything is sent', async ({
  page,
  request,
  server,
}) => {
  const tag = unique();
  const burger = await createProduct(request, server, {
    name: `Burger Sin Canal ${tag}`,
    price_product: 500000,
  });
  const menu = await createMenu(request, server, `Menú Sin Canal ${tag}`, [{ id: burger.id, price: 500000 }]);
  const store = await createAlwaysOpenStore(request, server, `E2E Sin Canal ${tag}`);
  await setStoreMenu(request, server, store.id, menu.id);
  await signIn(page, server);
  // From the menu's own editor this time: the stores selling it are offered.
  await page.goto(`/menu/edit-menu/${menu.id}`);
  await page.getByRole('button', { name: 'Publicar en canales' }).click();
  await page.getByRole('menuitem', { name: store.name }).click();
  const dialog = page.getByRole('dialog', { name: `Canales de venta · ${store.name}` });
  await expect(dialog.getByRole('alert')).toContainText('No se pudo preparar la publicación');
  await expect(dialog.getByRole('button', { name: 'Publicar en Uber Eats' })).toHaveCount(0);
});
