import {
  adminHeaders,
  cashDeliveryStoreFields,
  createAlwaysOpenStore,
  createMenu,
  createProduct,
  deliveryStoreAt,
  placeOrder,
  setStoreMenu,
} from './admin-api.js';
import { keepScreenshot, seriousViolations, signIn } from './console-helpers.js';
import { expect, test } from './fixtures.js';

/**
 * Issue 14's drivers: added from /drivers (a refused form points at its first missing field), and
 * a ready delivery order leaves from the kitchen board with an in-store driver of its store; the
 * driver then shows as on the way with the order in hand.
 */
const unique = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;
const at = deliveryStoreAt;

test.describe('drivers', () => {
  test.setTimeout(120_000);

  test('a driver is added, then takes a ready delivery order out from the kitchen board', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const id = unique();
    const store = await createAlwaysOpenStore(request, server, `E2E Reparto ${id}`, cashDeliveryStoreFields);
    const product = await createProduct(request, server, {
      name: `E2E Barros Luco ${id}`,
      price_product: 610000,
    });
    const menu = await createMenu(request, server, `E2E Carta reparto ${id}`, [
      { id: product.id, price: 610000 },
    ]);
    await setStoreMenu(request, server, store.id, menu.id);

    await signIn(page, server);
    await page.getByRole('link', { name: 'Repartidores' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Repartidores' })).toBeVisible();
    await page.getByRole('button', { name: 'Nuevo repartidor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo repartidor' });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toContainText('El campo name es requerido');
    await expect(dialog.getByRole('textbox', { name: 'Nombre' })).toBeFocused();
    await dialog.getByRole('textbox', { name: 'Nombre' }).fill(`Matías Fuentes ${id}`);
    await dialog.getByRole('combobox', { name: 'Tienda' }).click();
    await page.getByRole('option', { name: store.name }).click();
    expect(await seriousViolations(page, testInfo, 'driver-form')).toEqual([]);
    await keepScreenshot(page, testInfo, 'driver-form');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: `Matías Fuentes ${id}` });
    await expect(row).toContainText('En tienda');
    await expect(row).toContainText(store.name);

    const order = await placeOrder(request, server, {
      store_id: store.id,
      platform: 'web',
      dispatch_method: 'delivery',
      customer: { name: 'Josefa Muñoz', email: `josefa.${id}@example.cl`, phone: '+56933332222' },
      address: { text_address: 'Av. Italia 1500', ...at },
      items: [{ product_id: product.id, quantity: 1, options: [] }],
      payment_method: 'cash',
    });
    for (const status of ['preparing', 'ready']) {
      const moved = await request.patch(`/api/admin/v1/kds/store/${store.id}/orders/${order.id}`, {
        headers: await adminHeaders(request, server),
        data: { order: { status } },
      });
      expect(moved.status()).toBe(200);
    }

    await page.getByTestId('kds-link').click();
    const card = page.getByTestId('kitchen-column-ready').locator(`[data-order-code="${order.code}"]`);
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Enviar con…' }).click();
    await page.getByRole('menuitem', { name: new RegExp(`^Matías Fuentes ${id}`) }).click();
    await expect(
      page.getByTestId('kitchen-column-in_transit').locator(`[data-order-code="${order.code}"]`),
    ).toBeVisible();
    await expect(page.getByText(`El pedido ${order.code} salió con Matías Fuentes ${id}.`)).toBeVisible();

    await page.getByRole('link', { name: 'Repartidores' }).click();
    await expect(row).toContainText('En camino');
    await keepScreenshot(page, testInfo, 'drivers-list');
  });
});
