import { readFile } from 'node:fs/promises';
import { storeWithOneSale } from './admin-api.js';
import { keepScreenshot, seriousViolations, signIn } from './console-helpers.js';
import { expect, test } from './fixtures.js';

/**
 * The general dashboard (`/dashboard`, GET /kpi/summary): the demo's last week in figures and
 * charts; an order placed now shows in today's sales of its store at once; a chart downloads as a
 * spreadsheet and as an image.
 */
const unique = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;

test.describe('general dashboard', () => {
  test.setTimeout(120_000);

  test("shows the week's sales, counts a new order today and downloads a chart", async ({
    page,
    request,
    server,
  }, testInfo) => {
    const id = unique();
    const { store } = await storeWithOneSale(
      request,
      server,
      { store: `E2E Panel ${id}`, product: `E2E Empanada ${id}`, customer: 'Tomás Rojas' },
      40,
    );

    await signIn(page, server);
    await page.getByRole('link', { name: 'Panel general' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Panel general' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Período' })).toHaveValue('Últimos 7 días');
    // The demo's week: sales per day as an area, and three donuts of how they split.
    await expect(page.getByRole('img', { name: /ventas por día del/ })).toBeVisible();
    for (const title of ['Ventas por plataforma', 'Ventas por tipo de despacho', 'Ventas por medio de pago'])
      await expect(page.getByRole('img', { name: `Gráfico de dona: ${title}` })).toBeVisible();
    await keepScreenshot(page, testInfo, 'dashboard');
    expect(await seriousViolations(page, testInfo, 'dashboard')).toEqual([]);

    await page.getByRole('combobox', { name: 'Período' }).click();
    await page.getByRole('option', { name: 'Hoy' }).click();
    await page.getByRole('combobox', { name: 'Tiendas' }).click();
    await page.getByRole('option', { name: `E2E Panel ${id}` }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`storeIds=${store.id}`));
    const todaySales = page.getByText('Ventas de hoy').locator('..');
    await expect(todaySales).toContainText('$20.000');
    await expect(page.getByText('Pedidos de hoy').locator('..')).toContainText('1');
    // Today as the kitchen lives it (GET /kpi/orders): the new order is open and waiting, received.
    const live = page.getByRole('region', { name: 'Hoy en curso' });
    await expect(live.getByText('Pedidos abiertos').locator('..')).toContainText('1');
    await expect(live.getByText('Espera más larga').locator('..')).toContainText(/\d+ min/);
    await expect(live.getByText('Tiempo promedio hasta completar').locator('..')).toContainText(
      'Ninguno completado hoy',
    );
    await expect(live.getByRole('listitem').filter({ hasText: 'Recibida' })).toContainText('1');
    await keepScreenshot(page, testInfo, 'dashboard-one-store-today');

    await page.getByRole('button', { name: 'Descargar Ventas por día' }).click();
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Descargar CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^ventas-por-dia-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile(await csv.path(), 'utf8');
    expect(text.startsWith('\uFEFFDía;Pedidos;Ventas\r\n')).toBe(true);
    expect(text).toMatch(/\d{4}-\d{2}-\d{2};1;\$20\.000\r\n/);

    await page.getByRole('button', { name: 'Descargar Ventas por plataforma' }).click();
    const [png] = await Promise.all([
      page.waitForEvent('download'),
      // The day chart's menu may still be closing: pick from the platform chart's own menu.
      page
        .getByRole('menu', { name: 'Descargar Ventas por plataforma' })
        .getByRole('menuitem', { name: 'Descargar imagen (PNG)' })
        .click(),
    ]);
    expect(png.suggestedFilename()).toMatch(/^ventas-por-plataforma-.*\.png$/);
    await png.saveAs(testInfo.outputPath('chart.png'));
    const image = await readFile(testInfo.outputPath('chart.png'));
    expect(image.subarray(1, 4).toString()).toBe('PNG');
    expect(image.length).toBeGreaterThan(2_000);
  });
});
