import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { createAlwaysOpenStore, superAdminToken } from './admin-api.js';
import { chooseRowAction, keepScreenshot, seriousViolations, signIn } from './console-helpers.js';
import { expect, test } from './fixtures.js';

/**
 * Issue 4 in the console: a store set up end to end through the form (address, payment methods,
 * hours, a zone drawn on the map, own delivery), closed for an hour from the list with the
 * 12-second notice, and the list's grid/list choice remembered.
 */
const unique = () => Date.now().toString(36).slice(-5);

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
}

async function drawZone(page: Page) {
  const map = page.getByRole('region', { name: 'Mapa de zonas de reparto' });
  await page.getByRole('button', { name: 'Dibujar zona' }).click();
  const box = await map.boundingBox();
  if (!box) throw new Error('the zones map has no box');
  const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
  const corners = [at(0.3, 0.3), at(0.7, 0.3), at(0.7, 0.7), at(0.3, 0.7)];
  for (const [x, y] of corners) await page.mouse.click(x, y);
  const [first] = corners;
  if (first) await page.mouse.click(first[0], first[1]);
}

test.describe('stores', () => {
  test('a store is created through the form with hours, payment methods and a drawn zone', async ({
    page,
    request,
    server,
  }) => {
    const name = `E2E Bellavista ${unique()}`;
    await signIn(page, server);
    await page.getByRole('link', { name: 'Nueva tienda' }).click();
    await expect(page).toHaveURL(/\/stores\/add-store/);

    await page.getByRole('textbox', { name: /^Nombre/ }).fill(name);
    await page.getByRole('textbox', { name: /^Dirección/ }).fill('Pío Nono 150, Recoleta');
    await page.getByRole('combobox', { name: 'Menú' }).click();
    await page.getByRole('option', { name: 'Carta principal' }).click();
    await page.getByLabel('Comuna').fill('Recoleta');
    await page.getByLabel('Latitud').fill('-33.4325');
    await page.getByLabel('Longitud').fill('-70.6350');
    const cash = page.getByRole('checkbox', { name: 'Efectivo' });
    for (let i = 0; i < (await cash.count()); i++) await cash.nth(i).check();

    await openTab(page, 'Horarios');
    await page.getByLabel('Tiempo de delivery').fill('35');
    await page.getByLabel('Tiempo de retiro').fill('15');
    await page.getByRole('button', { name: 'Agregar horario el Lunes' }).click();
    await page.getByRole('button', { name: 'Copiar el horario del Lunes a todos los días' }).click();

    await openTab(page, 'Delivery');
    await page.getByRole('switch', { name: 'Flota propia' }).check();
    await page.getByRole('textbox', { name: 'Costo de envío' }).fill('1900');
    await drawZone(page);
    await expect(page.getByRole('listitem', { name: /Zona 1/ })).toBeVisible();
    await keepScreenshot(page, test.info(), 'store-form-zone-drawn');

    await page.getByRole('button', { name: 'Crear tienda' }).click();
    await expect(page.getByText('Tienda creada.')).toBeVisible();
    await expect(page).toHaveURL(/\/stores\/edit-store\/\d+/);
    await keepScreenshot(page, test.info(), 'store-form-created');

    const id = Number(/edit-store\/(\d+)/.exec(page.url())?.[1]);
    const token = await superAdminToken(request, server);
    const saved = await request.get(`/api/admin/v1/stores/${id}`, {
      headers: { tenant: server.tenant, authorization: `Bearer ${token}` },
    });
    expect(saved.status()).toBe(200);
    const store = await saved.json();
    expect(store.name).toBe(name);
    expect(store.business_hours).toHaveLength(7);
    expect(store.delivery_areas).toHaveLength(1);
    expect(store.delivery_areas[0].points.length).toBeGreaterThanOrEqual(3);
    expect(store.payment_methods.delivery).toContain('cash');
    expect(store.delivery_wait_time).toBe(35);
    expect(store.menu_name).toBe('Carta principal');
    // Zones out and back in: the saved zone as KML, uploaded again, comes back as one zone.
    await page.getByRole('button', { name: 'Descargar zonas guardadas' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: /^KML/ }).click();
    const kml = await download;
    expect(kml.suggestedFilename()).toMatch(/^zonas-e2e-bellavista-[a-z0-9-]+\.kml$/);
    const kmlFile = test.info().outputPath(kml.suggestedFilename());
    await kml.saveAs(kmlFile);
    await page.locator('input[type=file]').setInputFiles(kmlFile);
    await expect(page.getByText('Se importó 1 zona del archivo.')).toBeVisible();
    await expect(page.getByRole('listitem', { name: /Zona 1/ })).toBeVisible();

    await openTab(page, 'Información');
    // The delivery tab (whose zones also have a "Nombre") must be gone before typing.
    await expect(page.getByRole('heading', { name: 'Datos de la tienda' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Mapa de zonas de reparto' })).toHaveCount(0);
    await page.getByRole('textbox', { name: /^Nombre/ }).fill(`${name} Norte`);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Tienda actualizada.')).toBeVisible();
    const renamed = await request.get(`/api/admin/v1/stores/${id}`, {
      headers: { tenant: server.tenant, authorization: `Bearer ${token}` },
    });
    expect((await renamed.json()).name).toBe(`${name} Norte`);
    expect(
      store.delivery_methods.find((m: { delivery_type: string }) => m.delivery_type === 'own'),
    ).toMatchObject({
      enabled: true,
      fee_amount: 190000,
    });
  });

  test('closing a store for one hour from the list shows the notice with its window', async ({
    page,
    request,
    server,
  }) => {
    const store = await createAlwaysOpenStore(request, server, `E2E Siempre Abierta ${unique()}`);
    await signIn(page, server);
    await page.getByLabel('Buscar por nombre').fill(store.name);
    const row = page.getByRole('row', { name: new RegExp(store.name) });
    await expect(row.getByTestId('store-state')).toHaveText('Abierta');
    await chooseRowAction(page, row.getByRole('button', { name: `Acciones de ${store.name}` }), 'Cerrar');
    const dialog = page.getByRole('dialog', { name: `Cerrar ${store.name}` });
    await expect(dialog.getByTestId('manual-closing-warning')).toContainText('Uber Eats, PedidosYa o Rappi');
    await dialog.getByLabel('Por 1 hora').check();
    expect(await seriousViolations(page, test.info(), 'close-dialog')).toEqual([]);
    await dialog.getByRole('button', { name: 'Cerrar tienda' }).click();
    const notice = page.getByText(new RegExp(`${store.name} estará cerrada desde (\\S+) hasta (\\S+)\\.`));
    await expect(notice).toBeVisible();
    const [, from, to] = /desde (\S+) hasta (\S+)\./.exec((await notice.textContent()) ?? '') ?? [];
    expect(Date.parse(`${to}:00Z`) - Date.parse(`${from}:00Z`)).toBe(60 * 60 * 1000);
    await expect(row.getByTestId('store-state')).toHaveText('Cerrada');
    await keepScreenshot(page, test.info(), 'store-closed-one-hour');

    await chooseRowAction(page, row.getByRole('button', { name: `Acciones de ${store.name}` }), 'Abrir');
    await expect(row.getByTestId('store-state')).toHaveText('Abierta');
  });

  test('the QR code of a store downloads as a PNG, and deleting asks first and says so', async ({
    page,
    request,
    server,
  }) => {
    const store = await createAlwaysOpenStore(request, server, `E2E Para Borrar ${unique()}`);
    await signIn(page, server);
    await page.getByLabel('Buscar por nombre').fill(store.name);
    const row = page.getByRole('row', { name: new RegExp(store.name) });
    const actions = row.getByRole('button', { name: `Acciones de ${store.name}` });

    const download = page.waitForEvent('download');
    await chooseRowAction(page, actions, 'Descargar QR');
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^qr-e2e-para-borrar-[a-z0-9]+\.png$/);
    const bytes = await readFile((await file.path()) as string);
    expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');

    await chooseRowAction(page, actions, 'Eliminar');
    const confirm = page.getByRole('dialog', { name: `¿Eliminar la tienda ${store.name}?` });
    await expect(confirm).toContainText('no se puede deshacer');
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Tienda eliminada.')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test("the menu column names each store's menu and the menu filter, kept in the URL, narrows the list", async ({
    page,
    request,
    server,
  }) => {
    const menuless = await createAlwaysOpenStore(request, server, `E2E Sin Menú ${unique()}`);
    await signIn(page, server);
    const seeded = page.getByRole('row', { name: /Demo Burger Providencia/ });
    await expect(seeded.getByRole('cell', { name: 'Carta principal' })).toBeVisible();
    await page.getByLabel('Buscar por nombre').fill(menuless.name);
    await expect(
      page
        .getByRole('row', { name: new RegExp(menuless.name) })
        .getByRole('cell', { name: 'Sin menú', exact: true }),
    ).toBeVisible();
    await page.getByLabel('Buscar por nombre').fill('');

    await page.getByRole('combobox', { name: 'Menú' }).click();
    await page.getByRole('option', { name: 'Carta principal' }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/menuIds=\d+/);
    await expect(page.getByRole('cell', { name: 'Demo Burger Ñuñoa', exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(menuless.name) })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('cell', { name: 'Demo Burger Providencia', exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(menuless.name) })).toHaveCount(0);
  });

  test('the grid or list choice is remembered', async ({ page, server }) => {
    await signIn(page, server);
    await page.getByText('Cuadrícula').click();
    await expect(page.getByTestId('store-grid')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('store-grid')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Demo Burger Providencia' })).toBeVisible();
    await keepScreenshot(page, test.info(), 'stores-grid');
    await page.getByText('Lista', { exact: true }).click();
    await expect(page.getByRole('table', { name: 'Tiendas' })).toBeVisible();
  });
});
