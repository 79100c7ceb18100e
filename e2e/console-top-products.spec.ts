import { readFile } from 'node:fs/promises';
import { storeWithOneSale } from './admin-api.js';
import { keepScreenshot, seriousViolations, signIn } from './console-helpers.js';
import { expect, test } from './fixtures.js';

/**
 * The best sellers in the console (`/top-products`, GET /orders/best_sellers): the demo's last 30
 * days as bars and a table; an order placed now tops "Hoy" in its store at once; the table
 * downloads as a spreadsheet.
 */
const unique = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;

test.describe('best-selling products', () => {
  test.setTimeout(120_000);

  test("shows the period's best sellers, counts a new order at once and downloads them", async ({
    page,
    request,
    server,
  }, testInfo) => {
    const id = unique();
    const { store } = await storeWithOneSale(
      request,
      server,
      { store: `E2E Ventas ${id}`, product: `E2E Sopaipilla ${id}`, customer: 'Josefa Muñoz' },
      40,
    );

    await signIn(page, server);
    await page.getByRole('link', { name: 'Productos más vendidos' }).click();
    await expect(page.getByRole('heading', { name: 'Productos más vendidos' })).toBeVisible();
    // The demo's year of orders: the last 30 days by default, ten products in bars and rows.
    await expect(page.getByRole('combobox', { name: 'Período' })).toHaveValue('Últimos 30 días');
    const table = page.getByRole('table', { name: 'Productos más vendidos' });
    await expect(table.getByRole('row')).toHaveCount(11);
    await expect(page.getByRole('img', { name: /unidades vendidas de los 10 productos/ })).toBeVisible();
    await keepScreenshot(page, testInfo, 'top-products');
    expect(await seriousViolations(page, testInfo, 'top-products')).toEqual([]);

    // A week, not today: the store is the test's own, and a run across the local midnight would
    // find its data on yesterday.
    await page.getByRole('combobox', { name: 'Período' }).click();
    await page.getByRole('option', { name: 'Últimos 7 días' }).click();
    await page.getByRole('combobox', { name: 'Tiendas' }).click();
    await page.getByRole('option', { name: `E2E Ventas ${id}` }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`storeIds=${store.id}`));
    await expect(table.getByRole('row')).toHaveCount(2);
    const first = table.getByRole('row').nth(1);
    await expect(first).toContainText(`E2E Sopaipilla ${id}`);
    await expect(first).toContainText('40');
    await expect(first).toContainText('$20.000');
    await expect(page.getByText('100 %')).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^productos-mas-vendidos-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const text = await readFile(await download.path(), 'utf8');
    expect(text.startsWith('\uFEFF#;Producto;Unidades;% de unidades;Venta;Pedidos\r\n')).toBe(true);
    expect(text).toContain(`1;E2E Sopaipilla ${id};40;100 %;$20.000;1\r\n`);
  });
});
