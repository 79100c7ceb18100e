import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import {
  cashDeliveryStoreFields,
  createAlwaysOpenStore,
  createMenu,
  createProduct,
  deliveryStoreAt,
  setStoreMenu,
} from './admin-api.js';
import { keepScreenshot, seriousViolations, signIn } from './console-helpers.js';
import { type E2eServer, expect, test } from './fixtures.js';

/** What the tests read of the map's canvas (the e2e files compile without the DOM's types). */
interface Canvas {
  width: number;
  height: number;
  getContext(kind: '2d'): {
    getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray; width: number };
  } | null;
  getBoundingClientRect(): { left: number; top: number; width: number };
}

/**
 * Addresses out of reach (`/reports?type=uncovered_addresses`, GET /kpi/reports): delivery orders
 * the checkout refused because no zone of the store covers the address show in their store this week,
 * as circles on the map, the store's attempts, the address tried most, and a CSV of every place.
 */
const unique = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;

/** About `km` kilometres north of the store, well past its 2 km zone. */
const northOf = (km: number) => ({
  latitude: deliveryStoreAt.latitude + km / 111.32,
  longitude: deliveryStoreAt.longitude,
});

/** A delivery order through the storefront that the checkout must refuse for its address. */
async function refusedDelivery(
  api: APIRequestContext,
  server: E2eServer,
  body: { storeId: number; productId: number; address: string; km: number },
) {
  const response = await api.post('/api/web/v1/orders', {
    headers: { tenant: server.tenant },
    data: {
      store_id: body.storeId,
      platform: 'web',
      dispatch_method: 'delivery',
      customer: { name: 'Camila Rojas', email: `camila.${body.storeId}@example.cl`, phone: '+56944443333' },
      address: { text_address: body.address, ...northOf(body.km) },
      items: [{ product_id: body.productId, quantity: 1, options: [] }],
      payment_method: 'cash',
    },
  });
  expect(response.status(), await response.text()).toBe(422);
  const answer = (await response.json()) as { errors: { field: string }[] };
  expect(answer.errors.map((error) => error.field)).toEqual(['address']);
}

test.describe('uncovered addresses', () => {
  test.setTimeout(120_000);

  test('maps the delivery orders refused for an address out of reach and downloads every place', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const id = unique();
    const store = await createAlwaysOpenStore(
      request,
      server,
      `E2E Sin cobertura ${id}`,
      cashDeliveryStoreFields,
    );
    const product = await createProduct(request, server, {
      name: `E2E Chorrillana ${id}`,
      price_product: 900000,
    });
    const menu = await createMenu(request, server, `E2E Carta cobertura ${id}`, [
      { id: product.id, price: 900000 },
    ]);
    await setStoreMenu(request, server, store.id, menu.id);
    const far = `Camino a Farellones ${id}`;
    const other = `Av. La Dehesa ${id}`;
    for (const [address, km] of [
      [far, 9],
      [far, 9],
      [other, 14],
    ] as const)
      await refusedDelivery(request, server, { storeId: store.id, productId: product.id, address, km });

    await signIn(page, server);
    await page.goto(`/reports?type=uncovered_addresses&storeIds=${store.id}`);
    await expect(page.getByRole('combobox', { name: 'Tipo de reporte' })).toHaveValue(
      'Direcciones sin cobertura',
    );
    // A week, not today: the store is the test's own, and a run across the local midnight would
    // find its data on yesterday.
    await page.getByRole('combobox', { name: 'Período' }).click();
    await page.getByRole('option', { name: 'Últimos 7 días' }).click();
    await expect(page).toHaveURL(/type=uncovered_addresses/);
    await expect(page).toHaveURL(new RegExp(`storeIds=${store.id}`));

    const figure = (label: string) => page.getByText(label, { exact: true }).locator('..');
    await expect(figure('Pedidos rechazados por dirección')).toContainText('3');
    await expect(figure('Direcciones distintas')).toContainText('2');

    const map = page.getByRole('region', {
      name: 'Mapa de direcciones sin cobertura: 2 lugares con pedidos rechazados',
    });
    await expect(map).toBeVisible();
    // The places are drawn on one canvas; the store is a dot of its own.
    await expect(map.locator('canvas')).toHaveCount(1);
    await expect(map.locator('.tablero-dz-store-marker')).toHaveCount(1);
    await expect
      .poll(() =>
        map.locator('canvas').evaluate((element) => {
          const canvas = element as unknown as Canvas;
          const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
          // Red-dominant pixels: the circles' heat, not the zone's blue outline.
          let hot = 0;
          for (let i = 0; i < data.length; i += 4)
            if ((data[i + 3] ?? 0) > 0 && (data[i] ?? 0) > 150 && (data[i + 2] ?? 0) < 100) hot += 1;
          return hot;
        }),
      )
      .toBeGreaterThan(50);

    // Hovering the northernmost circle (the farther address, tried once) names it.
    const top = await map.locator('canvas').evaluate((element) => {
      const canvas = element as unknown as Canvas;
      const { data, width } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      for (let i = 0; i < data.length; i += 4)
        if ((data[i + 3] ?? 0) > 0 && (data[i] ?? 0) > 150 && (data[i + 2] ?? 0) < 100) {
          const box = canvas.getBoundingClientRect();
          const scale = box.width / canvas.width;
          return { x: box.left + ((i / 4) % width) * scale, y: box.top + Math.floor(i / 4 / width) * scale };
        }
      return null;
    });
    expect(top).not.toBeNull();
    await page.mouse.move(top!.x, top!.y + 4);
    await expect(page.locator('.leaflet-tooltip')).toContainText(`${other}1 intento`);
    await page
      .getByRole('heading', { level: 2, name: 'Direcciones sin cobertura' })
      .locator('xpath=../..')
      .screenshot({ path: testInfo.outputPath('uncovered-addresses-map.png') });

    const stores = page.getByRole('table', { name: 'Pedidos rechazados por tienda' });
    await expect(stores.getByRole('row')).toHaveCount(2);
    await expect(stores.getByRole('row').nth(1)).toContainText(store.name);
    await expect(stores.getByRole('row').nth(1)).toContainText('3');
    const places = page.getByRole('table', { name: 'Direcciones más intentadas' });
    await expect(places.getByRole('row')).toHaveCount(3);
    await expect(places.getByRole('row').nth(1)).toContainText(far);
    await expect(places.getByRole('row').nth(1)).toContainText('2');
    await expect(places.getByRole('row').nth(2)).toContainText(other);

    // Past the map and its zoom buttons, the keyboard reaches the stores' table (no stop per dot).
    await map.focus();
    const storeLink = page.getByRole('link', { name: store.name });
    for (let press = 0; press < 5 && !(await storeLink.evaluate((a) => a.matches(':focus'))); press++)
      await page.keyboard.press('Tab');
    await expect(storeLink).toBeFocused();

    await keepScreenshot(page, testInfo, 'uncovered-addresses');
    expect(await seriousViolations(page, testInfo, 'uncovered-addresses')).toEqual([]);

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(
      /^direcciones-sin-cobertura-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const text = await readFile(await csv.path(), 'utf8');
    expect(text.startsWith('\uFEFF#;Dirección;Intentos;Latitud;Longitud\r\n')).toBe(true);
    expect(text).toContain(`\r\n1;${far};2;`);
    expect(text).toContain(`\r\n2;${other};1;`);

    // The demo's stores over the last 30 days: a city of refused addresses.
    await page.getByRole('combobox', { name: 'Período' }).click();
    await page.getByRole('option', { name: 'Últimos 30 días' }).click();
    await page.getByRole('combobox', { name: 'Tiendas' }).click();
    await page.getByRole('option', { name: store.name }).click();
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/storeIds=/);
    await expect(
      page.getByRole('region', { name: /^Mapa de direcciones sin cobertura: \d+ lugares/ }),
    ).toBeVisible();
    await expect(stores.getByRole('row')).not.toHaveCount(2);
    await page
      .getByRole('heading', { level: 2, name: 'Direcciones sin cobertura' })
      .locator('xpath=../..')
      .screenshot({ path: testInfo.outputPath('uncovered-addresses-demo-map.png') });
    await keepScreenshot(page, testInfo, 'uncovered-addresses-demo');
  });
});
