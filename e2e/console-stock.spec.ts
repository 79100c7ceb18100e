import { createAlwaysOpenStore, createMenu, createProduct, setStoreMenu } from './admin-api.js';
import { keepScreenshot, seriousViolations, signIn } from './console-helpers.js';
import { expect, test } from './fixtures.js';

/**
 * Issue 14's out of stock: the kitchen marks a product out from the board for two hours; the
 * storefront's menu stops offering it and its orders are refused at once, the board and the
 * product list say until when, and turning it back offers it again.
 */
const unique = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;

test.describe('out of stock', () => {
  test.setTimeout(120_000);

  test('marked out from the kitchen board, gone from the storefront, shown in the product list, back by hand', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const id = unique();
    const store = await createAlwaysOpenStore(request, server, `E2E Agotados ${id}`);
    const product = await createProduct(request, server, {
      name: `E2E Empanada ${id}`,
      price_product: 290000,
    });
    const menu = await createMenu(request, server, `E2E Carta agotados ${id}`, [
      { id: product.id, price: 290000 },
    ]);
    await setStoreMenu(request, server, store.id, menu.id);
    const offered = async () => {
      const answer = await request.get(
        `/api/public/v2/prices?store_id=${store.id}&platform=web&dispatch_method=pick_up`,
        { headers: { tenant: server.tenant } },
      );
      expect(answer.status()).toBe(200);
      const body = (await answer.json()) as { collections: { prices: { product: { id: number } }[] }[] };
      return body.collections.flatMap((c) => c.prices.map((p) => p.product.id));
    };
    const order = () =>
      request.post('/api/web/v1/orders', {
        headers: { tenant: server.tenant },
        data: {
          store_id: store.id,
          platform: 'web',
          dispatch_method: 'pick_up',
          customer: { name: 'Josefa Muñoz', email: `josefa.${id}@example.cl`, phone: '+56955553333' },
          items: [{ product_id: product.id, quantity: 1, options: [] }],
          payment_method: 'cash',
        },
      });
    expect(await offered()).toContain(product.id);

    await signIn(page, server);
    await page.goto(`/kitchen?stores=${store.id}`);
    await expect(page.getByTestId('kitchen-connection')).toHaveText('En vivo');
    await page.getByRole('button', { name: 'Agotados', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Agotados' });
    await expect(drawer.getByText('No hay nada agotado en esta tienda.')).toBeVisible();
    await drawer.getByRole('radio', { name: 'Por 2 horas' }).check();
    await drawer.getByLabel('Buscar en el menú de la tienda').fill('empanada');
    const markButton = drawer.getByRole('button', { name: `Agotar ${product.name}` });
    await markButton.click();
    await expect(page.getByText(`«${product.name}» agotado hasta`)).toBeVisible();
    const nowOut = drawer.getByTestId('stock-now-out');
    await expect(nowOut).toContainText(product.name);
    await expect(nowOut).toContainText(/Producto · hasta (las|mañana a las) \d\d:\d\d · Marcado por/);
    expect(await seriousViolations(page, testInfo, 'stock-drawer')).toEqual([]);
    await keepScreenshot(page, testInfo, 'stock-drawer');

    // The storefront stops offering it, and an order with it is refused, at once.
    expect(await offered()).not.toContain(product.id);
    const refused = await order();
    expect(refused.status()).toBe(422);
    expect((await refused.json()).message).toBe(`«${product.name}» está agotado en esta tienda.`);

    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Agotados (1)' })).toBeVisible();
    await expect(page.getByTestId('stock-strip')).toContainText(product.name);
    await keepScreenshot(page, testInfo, 'kitchen-board-stock-strip');

    await page.goto(`/products?query=${encodeURIComponent(product.name)}`);
    const badge = page.getByText('Agotado en 1 tienda');
    await expect(badge).toBeVisible();
    await badge.hover();
    await expect(page.getByRole('tooltip')).toContainText(`${store.name}: hasta`);
    await keepScreenshot(page, testInfo, 'product-list-stock');

    await page.goto(`/kitchen?stores=${store.id}`);
    await page.getByRole('button', { name: 'Agotados (1)' }).click();
    await page
      .getByRole('dialog', { name: 'Agotados' })
      .getByRole('button', { name: `Volver a ofrecer ${product.name}` })
      .first()
      .click();
    await expect(page.getByText(`«${product.name}» se ofrece de nuevo`)).toBeVisible();
    await expect(page.getByText('No hay nada agotado en esta tienda.')).toBeVisible();
    expect(await offered()).toContain(product.id);
    expect((await order()).status()).toBe(201);
  });
});
