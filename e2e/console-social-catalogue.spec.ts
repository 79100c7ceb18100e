import { parse } from 'csv-parse/sync';
import { adminApi, createAlwaysOpenStore, createProduct } from './admin-api.js';
import { keepScreenshot, seriousViolations, signIn } from './console-helpers.js';
import { expect, test } from './fixtures.js';

interface CatalogueEntry {
  store_id: number;
  store_name: string;
  feed: { csv_url: string; xml_url: string } | null;
  product_count: number;
}

/**
 * Issue 17's social-network catalogue: the demo tenant (flag `social_networks`, a feed link per
 * store from the seed) sees each store's links for Meta Commerce Manager, copies one, and finds
 * in the feed what the storefront sells; a hidden product is listed as left out, with why.
 */
test.describe('social-network catalogue', () => {
  test.setTimeout(120_000);

  test('a store’s links copy, the CSV link serves the menu, a hidden product is left out with its reason', async ({
    page,
    context,
    server,
    request,
  }, testInfo) => {
    const api = await adminApi(request, server);
    const hidden = await createProduct(request, server, {
      name: `Oculto para Meta ${Date.now().toString(36)}`,
      price_product: 390000,
      show: false,
    });
    try {
      const answered = (await api.get<{ data: CatalogueEntry[] }>('/social_catalogue/stores')).data;
      const first = answered[0];
      if (!first?.feed) throw new Error('the seed made no feed link for the first store');
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseURL });

      await signIn(page, server);
      await page
        .getByRole('navigation', { name: 'Navegación principal' })
        .getByRole('link', { name: 'Catálogo redes sociales' })
        .click();
      await expect(page).toHaveURL(/\/social-networks$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Catálogo para redes sociales' }),
      ).toBeVisible();
      const card = page.getByRole('region', { name: first.store_name, exact: true });
      await expect(card.getByText(`${first.product_count} productos en el catálogo`)).toBeVisible();

      // The link shown is the one the API answers, and its copy button puts it on the clipboard.
      const csvLink = card.getByRole('textbox', { name: 'Enlace CSV' });
      await expect(csvLink).toHaveValue(first.feed.csv_url);
      await expect(card.getByRole('textbox', { name: 'Enlace XML' })).toHaveValue(first.feed.xml_url);
      await card.getByRole('button', { name: 'Copiar' }).first().click();
      await expect(card.getByRole('button', { name: 'Copiado' })).toBeVisible();
      expect(await page.evaluate('navigator.clipboard.readText()')).toBe(first.feed.csv_url);

      // What Meta's crawler gets at that address: no header, no session; the menu's products.
      const feed = await request.get(first.feed.csv_url);
      expect(feed.status()).toBe(200);
      const rows = parse(await feed.text(), { columns: true }) as Record<string, string>[];
      expect(rows).toHaveLength(first.product_count);
      expect(rows.map((r) => r.title)).toContain('Hamburguesa Clásica');
      expect(rows.find((r) => r.title === 'Hamburguesa Clásica')).toMatchObject({
        condition: 'new',
        brand: expect.any(String),
        price: expect.stringMatching(/^\d+ CLP$/),
      });
      expect(rows.map((r) => r.id)).not.toContain(String(hidden.id));

      // The hidden product, among those left out, with its reason.
      await card.getByRole('button', { name: /productos? quedan? fuera$/ }).click();
      const leftOut = card.getByRole('table', { name: /productos? quedan? fuera$/ });
      await expect(leftOut.getByRole('row', { name: hidden.name })).toContainText(
        'Está oculto en la tienda online',
      );
      expect(await seriousViolations(page, testInfo, 'social-catalogue')).toEqual([]);
      await keepScreenshot(page, testInfo, 'social-catalogue');
      await page.screenshot({ path: '/tmp/social-catalogue.png', fullPage: true });

      // A new link, after saying what it breaks: the old address stops working at once.
      await card.getByRole('button', { name: 'Generar nuevo enlace' }).click();
      const dialog = page.getByRole('dialog', { name: `¿Generar un nuevo enlace para ${first.store_name}?` });
      await expect(dialog).toContainText('dejará de funcionar');
      await page.screenshot({ path: '/tmp/social-rotate-confirm.png' });
      await dialog.getByRole('button', { name: 'Generar nuevo enlace' }).click();
      await expect(
        page.getByText(`Nuevo enlace para ${first.store_name}: el anterior ya no funciona.`),
      ).toBeVisible();
      await expect(csvLink).not.toHaveValue(first.feed.csv_url);
      const renewed = await csvLink.inputValue();
      expect((await request.get(first.feed.csv_url)).status()).toBe(404);
      expect((await request.get(renewed)).status()).toBe(200);
    } finally {
      await api.delete(`/products/${hidden.id}`);
    }
  });

  test('a new store without menu has no link until one is made, and then an empty feed', async ({
    page,
    server,
    request,
  }, testInfo) => {
    const api = await adminApi(request, server);
    const store = await createAlwaysOpenStore(
      request,
      server,
      `Tienda sin enlace ${Date.now().toString(36)}`,
    );
    try {
      await signIn(page, server);
      await page.goto('/social-networks');
      const card = page.getByRole('region', { name: store.name, exact: true });
      await expect(card.getByText('Esta tienda aún no tiene enlace para Meta.')).toBeVisible();
      await expect(card.getByText('Sin menú asignado')).toBeVisible();
      await expect(card.getByText('0 productos en el catálogo')).toBeVisible();
      await expect(card.getByRole('textbox', { name: 'Enlace CSV' })).toHaveCount(0);
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: '/tmp/social-no-link.png' });
      await card.getByRole('button', { name: 'Crear enlace' }).click();
      await expect(page.getByText(`Enlace creado para ${store.name}.`)).toBeVisible();
      const csv = await card.getByRole('textbox', { name: 'Enlace CSV' }).inputValue();
      const answered = (await api.get<{ data: CatalogueEntry[] }>('/social_catalogue/stores')).data;
      expect(answered.find((e) => e.store_id === store.id)?.feed?.csv_url).toBe(csv);
      const feed = await request.get(csv);
      expect(feed.status()).toBe(200);
      expect(await feed.text()).toBe(
        'id,title,description,availability,condition,price,link,image_link,brand\r\n',
      );
      await keepScreenshot(page, testInfo, 'social-catalogue-new-link');
    } finally {
      await api.delete(`/stores/${store.id}`);
    }
  });
});
