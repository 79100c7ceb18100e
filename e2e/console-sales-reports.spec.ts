import { readFile } from 'node:fs/promises';
import { storeWithOneSale } from './admin-api.js';
import { keepScreenshot, seriousViolations, signIn } from './console-helpers.js';
import { expect, test } from './fixtures.js';

/**
 * Sales reports by type (`/reports`, GET /kpi/reports): the weekday × hour heatmap shows an order
 * placed now in its store's square of this hour; the other types draw from the demo's orders and
 * download as spreadsheets.
 */
const unique = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;

/** Spanish weekday and hour of now in Santiago, as the heatmap's squares are titled. */
function santiagoNow(): { day: string; hour: string } {
  const parts = new Intl.DateTimeFormat('es-CL', {
    timeZone: 'America/Santiago',
    weekday: 'long',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date());
  const day = parts.find((p) => p.type === 'weekday')?.value ?? '';
  return {
    day: day.charAt(0).toUpperCase() + day.slice(1),
    hour: parts.find((p) => p.type === 'hour')?.value ?? '',
  };
}

test.describe('sales reports', () => {
  test.setTimeout(120_000);

  test('draws the heatmap with a new order in its hour, then revenue by method and the weekday means', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const id = unique();
    const { store } = await storeWithOneSale(
      request,
      server,
      { store: `E2E Reportes ${id}`, product: `E2E Completo ${id}`, customer: 'Ana Pérez' },
      3,
    );
    const now = santiagoNow();

    await signIn(page, server);
    await page.getByRole('link', { name: 'Reportes de ventas' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reportes de ventas' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Tipo de reporte' })).toHaveValue(
      'Mapa de calor por día y hora',
    );
    const heatmap = page.getByRole('img', { name: 'Mapa de calor: Pedidos por día de la semana y hora' });
    await expect(heatmap).toBeVisible();
    await keepScreenshot(page, testInfo, 'heatmap');
    expect(await seriousViolations(page, testInfo, 'heatmap')).toEqual([]);

    await page.getByRole('combobox', { name: 'Período' }).click();
    await page.getByRole('option', { name: 'Hoy' }).click();
    await page.getByRole('combobox', { name: 'Tiendas' }).click();
    await page.getByRole('option', { name: `E2E Reportes ${id}` }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`storeIds=${store.id}`));
    await expect(heatmap.locator('title', { hasText: `${now.day} ${now.hour}:00 · 1` })).toHaveCount(1);
    await page.getByText('Ventas', { exact: true }).click();
    await expect(
      page
        .getByRole('img', { name: 'Mapa de calor: Ventas por día de la semana y hora' })
        .locator('title', { hasText: `${now.day} ${now.hour}:00 · $1.500` }),
    ).toHaveCount(1);

    await page.getByRole('combobox', { name: 'Período' }).click();
    await page.getByRole('option', { name: 'Últimos 30 días' }).click();
    // Picking the store again takes it off: every store.
    await page.getByRole('combobox', { name: 'Tiendas' }).click();
    await page.getByRole('option', { name: `E2E Reportes ${id}` }).click();
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/storeIds=/);
    await page.getByRole('combobox', { name: 'Tipo de reporte' }).click();
    await page.getByRole('option', { name: 'Ventas por medio de pago' }).click();
    await page.getByText('Semana', { exact: true }).click();
    await expect(page).toHaveURL(/group=week/);
    await expect(
      page.getByRole('img', { name: 'Gráfico de barras: Ventas por medio de pago' }),
    ).toBeVisible();
    await keepScreenshot(page, testInfo, 'revenue-by-payment-method');

    await page.getByRole('combobox', { name: 'Tipo de reporte' }).click();
    await page.getByRole('option', { name: 'Promedio por día de la semana' }).click();
    await expect(
      page.getByRole('img', { name: 'Gráfico de barras: Promedio por día de la semana' }),
    ).toBeVisible();
    await keepScreenshot(page, testInfo, 'mean-per-day');
    await page.getByRole('button', { name: 'Descargar Promedio por día de la semana' }).click();
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Descargar CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^promedio-por-dia-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile(await csv.path(), 'utf8');
    expect(
      text.startsWith(
        '\uFEFFDía;Días en el período;Pedidos;Ventas;Pedidos por día;Venta promedio por día\r\n',
      ),
    ).toBe(true);
    expect(
      text
        .split('\r\n')
        .filter((line) => /^(Lunes|Martes|Miércoles|Jueves|Viernes|Sábado|Domingo);/.test(line)),
    ).toHaveLength(7);

    // Promotions honour only the period and stores: the other filters go away.
    await page.getByRole('combobox', { name: 'Tipo de reporte' }).click();
    await page.getByRole('option', { name: 'Promociones: cupones más usados' }).click();
    await expect(page.getByRole('combobox', { name: 'Medio de pago' })).toHaveCount(0);
    const coupons = page.getByRole('table', { name: 'Promociones: cupones más usados' });
    await expect(coupons.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByText('Descuento otorgado').first()).toBeVisible();
    await keepScreenshot(page, testInfo, 'promotions');

    await page.getByRole('combobox', { name: 'Tipo de reporte' }).click();
    await page.getByRole('option', { name: 'Clientes nuevos y recurrentes' }).click();
    await expect(
      page.getByRole('img', { name: 'Gráfico de barras: Clientes nuevos y recurrentes' }),
    ).toBeVisible();
    await expect(page.getByText('Primeras compras')).toBeVisible();
    await keepScreenshot(page, testInfo, 'recurrent-users');
  });

  test('says why a period the reports refuse cannot be shown, instead of offering to retry it', async ({
    page,
    server,
  }, testInfo) => {
    await signIn(page, server);
    await page.goto('/reports?from=2023-01-01&to=2026-01-01');
    const refused = page
      .getByRole('alert')
      .filter({ hasText: 'El período de un reporte puede abarcar hasta 731 días.' });
    await expect(refused).toBeVisible();
    await expect(refused.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
    await keepScreenshot(page, testInfo, 'range-refused');
  });
});
