import { keepScreenshot, seriousViolations, signIn } from './console-helpers.js';
import { expect, test } from './fixtures.js';

/**
 * Issue 14's payments screens: the demo tenant (weekly consolidations, a year of demo orders)
 * sees each week's collection, deductions and payment as a chart and a table, and opens a week to
 * the orders it adds up.
 */
test.describe('payments', () => {
  test.setTimeout(120_000);

  test('the weeks of the year and one week’s orders, with the same payment in both', async ({
    page,
    server,
  }, testInfo) => {
    await signIn(page, server);
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Pagos' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pagos' })).toBeVisible();
    await expect(page.getByRole('img', { name: /Gráfico de barras: pago de cada semana/ })).toBeVisible();
    const table = page.getByRole('table', { name: 'Pagos' });
    // The second week listed has ended: the first may still be running.
    const row = table.getByRole('row').nth(2);
    const firstWeek = row.getByRole('link', { name: /^Ver la semana \d+$/ });
    await expect(firstWeek).toBeVisible();
    await expect(row).toContainText(/Pagado|Por pagar/);
    const payment = (await row.getByRole('cell').nth(8).innerText()).trim();
    expect(payment).toMatch(/^\$[\d.]+$/);
    expect(await seriousViolations(page, testInfo, 'payments')).toEqual([]);
    await keepScreenshot(page, testInfo, 'payments');

    const weekNumber = ((await firstWeek.textContent()) ?? '').replace(/\D/g, '');
    await firstWeek.click();
    await expect(page).toHaveURL(/\/payments\/\d{4}-\d\d$/);
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(`^Semana ${weekNumber} de \\d{4}$`) }),
    ).toBeVisible();
    await expect(page.getByText(payment, { exact: true }).first()).toBeVisible();
    const orders = page.getByRole('table', { name: 'Pedidos de la semana' });
    await expect(orders.getByRole('row')).not.toHaveCount(1);
    await expect(orders).toContainText(/Webpay|Oneclick|Mercado Pago/);
    expect(await seriousViolations(page, testInfo, 'payment-week')).toEqual([]);
    await keepScreenshot(page, testInfo, 'payment-week');

    await page.getByRole('link', { name: 'Volver a pagos' }).click();
    const year = page.getByRole('combobox', { name: 'Año' });
    const shown = Number(await year.inputValue());
    await year.click();
    await page.getByRole('option', { name: String(shown - 1) }).click();
    await expect(page).toHaveURL(new RegExp(`year=${shown - 1}`));
  });
});
