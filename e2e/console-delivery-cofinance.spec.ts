import { readFile } from 'node:fs/promises';
import { keepScreenshot, seriousViolations, signIn } from './console-helpers.js';
import { expect, test } from './fixtures.js';

/**
 * Delivery cofinance (`/reports?type=delivery_cofinance`, GET /kpi/reports): over the demo's last
 * 30 days, "Demo Burger Las Condes" sends its deliveries with Cabify and pays 40 % of the fee, the
 * other stores use their own riders; the report shows both fleets, draws the periods and downloads
 * the fleets as a spreadsheet.
 */
test.describe('delivery cofinance', () => {
  test('shows what each delivery fleet cost the stores over the last 30 days and downloads it', async ({
    page,
    server,
  }, testInfo) => {
    await signIn(page, server);
    await page.goto('/reports?type=delivery_cofinance');
    await expect(page.getByRole('combobox', { name: 'Tipo de reporte' })).toHaveValue(
      'Cofinanciamiento de despacho',
    );
    await expect(page.getByRole('combobox', { name: 'Período' })).toHaveValue('Últimos 30 días');
    await expect(page.getByRole('radiogroup', { name: 'Agrupar por' })).toBeVisible();

    const chart = page.getByRole('img', { name: 'Gráfico de barras: Cofinanciamiento de despacho' });
    await expect(chart).toBeVisible();
    // Two bars a day (fees and cofinance), the days without delivery orders drawn as zero.
    await expect(chart.locator('.recharts-bar-rectangle')).not.toHaveCount(0);

    const fleets = page.getByRole('table', { name: 'Detalle por flota de reparto' });
    const cofinanceOf = async (fleet: string) => {
      const row = fleets.getByRole('row', { name: new RegExp(`^${fleet}`) });
      await expect(row).toHaveCount(1);
      // Fleet, orders, fees, cofinance, share, per order: the cofinance is the fourth cell.
      return row.locator('th, td').nth(3).innerText();
    };
    expect(await cofinanceOf('Flota propia')).toBe('$0');
    expect(await cofinanceOf('Cabify')).toMatch(/^\$[1-9][\d.]*$/);
    await expect(fleets.getByRole('row', { name: /^Cabify/ })).toContainText('40 %');

    await keepScreenshot(page, testInfo, 'delivery-cofinance');
    expect(await seriousViolations(page, testInfo, 'delivery-cofinance')).toEqual([]);

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(
      /^cofinanciamiento-de-despacho-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}-por-flota\.csv$/,
    );
    const text = await readFile(await csv.path(), 'utf8');
    expect(text.startsWith('\uFEFFFlota;Pedidos;Costo de envío cobrado;Cofinanciamiento;')).toBe(true);
    expect(text).toMatch(/\r\nCabify;\d+;/);
    expect(text).toMatch(/\r\nFlota propia;\d+;[^;]+;\$0;/);
  });
});
