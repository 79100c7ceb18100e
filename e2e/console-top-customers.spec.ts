import { readFile } from 'node:fs/promises';
import { storeWithOneSale } from './admin-api.js';
import { keepScreenshot, seriousViolations, signIn } from './console-helpers.js';
import { expect, test } from './fixtures.js';

/**
 * The top customers in the console (`/top-users`, GET /kpi/top_customers): the demo's last 30 days
 * as bars, figures and a table of five, ten or twenty kept in the address; a sale placed now makes
 * its customer the first of "Hoy" in its store at once; the table downloads as a spreadsheet.
 */
const unique = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;

test.describe('top customers', () => {
  test.setTimeout(120_000);

  test("shows the period's top customers, counts a new sale at once and downloads them", async ({
    page,
    request,
    server,
  }, testInfo) => {
    const id = unique();
    const customer = `E2E Clienta ${id}`;
    const { store } = await storeWithOneSale(
      request,
      server,
      { store: `E2E Clientes ${id}`, product: `E2E Empanada ${id}`, customer },
      3,
    );
    const email = `cliente.${store.id}@example.cl`;

    await signIn(page, server);
    await page.getByRole('link', { name: 'Mejores clientes' }).click();
    await expect(page).toHaveURL(/\/top-users$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mejores clientes' })).toBeVisible();
    // The demo's year of orders: the last 30 days by default, five customers in bars and rows.
    await expect(page.getByRole('combobox', { name: 'Período' })).toHaveValue('Últimos 30 días');
    const table = page.getByRole('table', { name: 'Mejores clientes' });
    await expect(table.getByRole('row')).toHaveCount(6);
    await expect(page.getByRole('img', { name: /lo que pagaron los 5 mejores clientes/ })).toBeVisible();
    await keepScreenshot(page, testInfo, 'top-customers');
    expect(await seriousViolations(page, testInfo, 'top-customers')).toEqual([]);

    // Ten, kept in the address.
    await page.getByRole('radio', { name: '5', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '10', exact: true })).toBeChecked();
    await expect(page).toHaveURL(/limit=10/);
    await expect(table.getByRole('row')).toHaveCount(11);

    // A week, not today: the store is the test's own, and a run across the local midnight would
    // find its data on yesterday.
    await page.getByRole('combobox', { name: 'Período' }).click();
    await page.getByRole('option', { name: 'Últimos 7 días' }).click();
    await page.getByRole('combobox', { name: 'Tiendas' }).click();
    await page.getByRole('option', { name: `E2E Clientes ${id}` }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`storeIds=${store.id}`));
    await expect(table.getByRole('row')).toHaveCount(2);
    const first = table.getByRole('row').nth(1);
    // Three at $500: $1.500, all that store sold.
    await expect(first.getByRole('cell').nth(0)).toHaveText('1');
    await expect(first).toContainText(customer);
    await expect(first).toContainText(email);
    await expect(first).toContainText('$1.500');
    await expect(first).toContainText('100 %');
    // The period's figures: one order of $1.500 in that store.
    const figure = (label: string) => page.getByText(label, { exact: true }).first().locator('..');
    await expect(figure('Pedidos del período')).toContainText('1');
    await expect(figure('Ventas del período')).toContainText('$1.500');
    await expect(figure('Ticket promedio')).toContainText('$1.500');
    await expect(
      page.getByRole('img', { name: 'Gráfico de barras: lo que pagó el mejor cliente' }),
    ).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^mejores-clientes-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const text = await readFile(await download.path(), 'utf8');
    expect(
      text.startsWith(
        '\uFEFF#;Cliente;Email;Teléfono;Pedidos;Total pagado;Ticket promedio;% del total;Último pedido\r\n',
      ),
    ).toBe(true);
    expect(text).toMatch(
      new RegExp(
        `\\r\\n1;${customer};${email.replaceAll('.', '\\.')};'\\+569[^;]*;1;\\$1\\.500;\\$1\\.500;100 %;\\d{2}-\\d{2}-\\d{4}\\r\\n`,
      ),
    );
  });
});
