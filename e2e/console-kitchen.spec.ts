import {
  adminHeaders,
  createAlwaysOpenStore,
  createMenu,
  createProduct,
  placeOrder,
  setStoreMenu,
} from './admin-api.js';
import { keepScreenshot, seriousViolations, signIn } from './console-helpers.js';
import { expect, test } from './fixtures.js';

/**
 * Issue 14's kitchen board: an order placed from outside (the storefront's call) appears on the
 * open board of its store within 2 s, with a chime, and not on another store's; the kitchen
 * accepts it with its button and moves it to ready from the keyboard (drag and drop's keyboard
 * way). The chime is heard by counting the sounds the page starts through Web Audio.
 */
const unique = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;

/** Counts every sound the page starts through Web Audio (runs in the page, before the console). */
const countSounds = `
  window.soundsStarted = 0;
  const start = AudioScheduledSourceNode.prototype.start;
  AudioScheduledSourceNode.prototype.start = function (...args) {
    window.soundsStarted += 1;
    return start.apply(this, args);
  };
`;
const soundsStarted = () => (globalThis as unknown as { soundsStarted: number }).soundsStarted;

test.describe('kitchen board', () => {
  test.setTimeout(120_000);

  test('a new order appears with a chime on its store’s board and moves to ready', async ({
    page,
    request,
    server,
  }, testInfo) => {
    await page.addInitScript({ content: countSounds });
    const id = unique();
    const store = await createAlwaysOpenStore(request, server, `E2E Cocina ${id}`);
    const otherStore = await createAlwaysOpenStore(request, server, `E2E Otra cocina ${id}`);
    const product = await createProduct(request, server, {
      name: `E2E Chacarero ${id}`,
      price_product: 690000,
    });
    const menu = await createMenu(request, server, `E2E Carta cocina ${id}`, [
      { id: product.id, price: 690000 },
    ]);
    await setStoreMenu(request, server, store.id, menu.id);
    await setStoreMenu(request, server, otherStore.id, menu.id);
    const order = (at: { id: number }, note: string) =>
      placeOrder(request, server, {
        store_id: at.id,
        platform: 'web',
        dispatch_method: 'pick_up',
        customer: { name: 'Rodrigo Saavedra', email: `rodrigo.${id}@example.cl`, phone: '+56955554444' },
        items: [{ product_id: product.id, quantity: 2, options: [], note }],
        payment_method: 'cash',
      });

    await signIn(page, server);
    await page.getByTestId('kds-link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pantalla de cocina' })).toBeVisible();
    const stores = page.getByRole('combobox', { name: 'Tiendas' });
    await stores.click();
    await stores.fill(store.name);
    await page.getByRole('option', { name: store.name, exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`stores=${store.id}`));
    await expect(page.getByTestId('kitchen-connection')).toHaveText('En vivo');
    // The board was opened by a click, so the browser lets it sound without asking.
    await expect(page.getByRole('button', { name: 'Activar sonido' })).toHaveCount(0);
    const heardBefore = await page.evaluate(soundsStarted);

    const placed = await order(store, 'Sin tomate');
    const arrived = Date.now();
    const newColumn = page.getByTestId('kitchen-column-created');
    const card = page.locator(`[data-order-code="${placed.code}"]`);
    await expect(newColumn.locator(`[data-order-code="${placed.code}"]`)).toBeVisible({ timeout: 2000 });
    testInfo.annotations.push({ type: 'arrival', description: `${Date.now() - arrived} ms` });
    await expect(card).toContainText(`2 × ${product.name}`);
    await expect(card).toContainText('Sin tomate');
    await expect.poll(() => page.evaluate(soundsStarted), { timeout: 2000 }).toBeGreaterThan(heardBefore);

    // Another store's order is not this board's: the next order of this store arrives after it.
    const elsewhere = await order(otherStore, 'Otra tienda');
    const next = await order(store, 'Después');
    await expect(page.locator(`[data-order-code="${next.code}"]`)).toBeVisible({ timeout: 2000 });
    await expect(page.locator(`[data-order-code="${elsewhere.code}"]`)).toHaveCount(0);
    expect(await seriousViolations(page, testInfo, 'kitchen-board')).toEqual([]);
    await keepScreenshot(page, testInfo, 'kitchen-board');

    await card.getByRole('button', { name: 'Aceptar' }).click();
    const preparing = page.getByTestId('kitchen-column-preparing');
    await expect(preparing.locator(`[data-order-code="${placed.code}"]`)).toBeVisible();

    // From the keyboard: pick the card up by its handle, one column right, drop it. Each key waits
    // for the board to say it took the last one, as a person hears it (a loaded CI machine once
    // dropped the card where it was: the arrow came before the pick-up had measured the columns).
    const heard = (text: string) =>
      expect(page.getByText(text, { exact: true })).toBeAttached({ timeout: 2000 });
    await card.getByRole('button', { name: `Mover el pedido ${placed.code}` }).focus();
    await page.keyboard.press('Space');
    // Picked up: the board says so, then at once where the card is (the announcement replaces itself).
    await expect(
      page.getByText(
        new RegExp(
          `^(Tomaste el pedido ${placed.code}|El pedido ${placed.code} está sobre «En preparación»)\\.$`,
        ),
      ),
    ).toBeAttached({ timeout: 2000 });
    await expect(async () => {
      await page.keyboard.press('ArrowRight');
      await heard(`El pedido ${placed.code} está sobre «Listos».`);
    }).toPass({ timeout: 15_000 });
    await page.keyboard.press('Space');
    const ready = page.getByTestId('kitchen-column-ready');
    await expect(ready.locator(`[data-order-code="${placed.code}"]`)).toBeVisible();
    await expect(
      ready.locator(`[data-order-code="${placed.code}"]`).getByRole('button', { name: 'Entregar' }),
    ).toBeVisible();

    // The move reached the server, made by this user.
    const shown = await request.get(`/api/admin/v1/orders/${placed.id}`, {
      headers: await adminHeaders(request, server),
    });
    expect((await shown.json()).status).toBe('ready');
    await page.setViewportSize({ width: 800, height: 1280 });
    await keepScreenshot(page, testInfo, 'kitchen-board-portrait');
  });
});
