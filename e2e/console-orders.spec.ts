import { readFile } from 'node:fs/promises';
import { createAlwaysOpenStore, createMenu, createProduct, placeOrder, setStoreMenu } from './admin-api.js';
import { keepScreenshot, seriousViolations, signIn } from './console-helpers.js';
import { expect, test } from './fixtures.js';

/**
 * Issue 14 in the console: an order a storefront placed through the API shows in the orders list,
 * found by its code, and opens in the detail drawer with its line, its amounts and its history;
 * the kitchen moves it on and cancels it with a reason; Escape closes it and the list keeps its
 * filter. The demo tenant's year of orders fills the list.
 */
const unique = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;

test.describe('orders', () => {
  test.setTimeout(120_000);

  test('an order from the storefront is listed, found by code and opened with its lines', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const id = unique();
    const store = await createAlwaysOpenStore(request, server, `E2E Pedidos ${id}`);
    const product = await createProduct(request, server, {
      name: `E2E Completo ${id}`,
      price_product: 459000,
    });
    const menu = await createMenu(request, server, `E2E Carta pedidos ${id}`, [
      { id: product.id, price: 459000 },
    ]);
    await setStoreMenu(request, server, store.id, menu.id);
    const order = await placeOrder(request, server, {
      store_id: store.id,
      platform: 'web',
      dispatch_method: 'pick_up',
      customer: { name: 'Ignacia Fuentes', email: `ignacia.${id}@example.cl`, phone: '+56987654321' },
      items: [{ product_id: product.id, quantity: 2, options: [], note: 'Sin mayo' }],
      payment_method: 'cash',
    });

    await signIn(page, server);
    await page.getByRole('link', { name: 'Órdenes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Órdenes' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Órdenes' });
    // The demo tenant's year of orders, newest first.
    await expect(table.getByRole('row')).toHaveCount(26);

    await page.getByRole('textbox', { name: 'Código' }).fill(order.code);
    await expect(page).toHaveURL(new RegExp(`code=${order.code}`));
    const row = table.getByRole('row').filter({ hasText: order.code });
    await expect(row).toContainText(store.name);
    await expect(row).toContainText('$9.180');
    await expect(row).toContainText('Recibida');
    await expect(table.getByRole('row')).toHaveCount(2);

    await row.getByRole('link', { name: order.code }).click();
    const drawer = page.getByRole('dialog', { name: `Orden ${order.code}` });
    await expect(drawer).toBeVisible();
    await expect(drawer).toContainText(product.name);
    await expect(drawer).toContainText('Sin mayo');
    await expect(drawer).toContainText('Ignacia Fuentes');
    await expect(drawer).toContainText('Historial de estados');
    // The demo runs its loyalty program: a point per peso of goods, added once the order completes.
    await expect(drawer).toContainText('Sumará 9.180 puntos al completarse');
    await expect(drawer).toContainText('Saldo del cliente: 0 puntos');
    await expect(drawer.getByRole('button', { name: 'Imprimir comanda' })).toBeVisible();
    expect(await seriousViolations(page, testInfo, 'order-drawer')).toEqual([]);
    await keepScreenshot(page, testInfo, 'order-drawer');

    // The kitchen takes it, then it is canceled: only with a reason, which the history keeps.
    await drawer.getByRole('button', { name: 'Pasar a «En preparación»' }).click();
    await expect(drawer.getByRole('button', { name: 'Pasar a «Lista»' })).toBeVisible();
    await expect(drawer).toContainText('En preparación');
    await drawer.getByRole('button', { name: 'Cancelar orden' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancelar la orden ${order.code}` });
    await dialog.getByRole('button', { name: 'Cancelar orden' }).click();
    await expect(dialog).toContainText('Indica por qué se cancela la orden.');
    await dialog.getByRole('textbox', { name: 'Motivo de la cancelación' }).fill('Se acabó el pan');
    await dialog.getByRole('button', { name: 'Cancelar orden' }).click();
    await expect(dialog).toBeHidden();
    await expect(drawer).toContainText('Se acabó el pan');
    await expect(drawer).toContainText('Este pedido no suma puntos');
    await expect(drawer.getByRole('button', { name: /Pasar a/ })).toHaveCount(0);
    await expect(row).toContainText('Cancelada');

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`code=${order.code}`));
    await expect(page).not.toHaveURL(/order=/);

    // The spreadsheet of what the list shows: a progress bar, then the file downloads by itself.
    const downloading = page.waitForEvent('download', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const exportDialog = page.getByRole('dialog', { name: 'Exportar órdenes' });
    await expect(exportDialog).toBeVisible();
    const file = await readFile((await (await downloading).path()) as string, 'utf8');
    expect(file.startsWith('\uFEFF')).toBe(true);
    const lines = file.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${order.code};`);
    expect(lines[1]).toContain(';Ignacia Fuentes;');
    await expect(exportDialog).toContainText('Planilla lista: 1 orden');
    await exportDialog.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await expect(exportDialog).toBeHidden();
  });

  test('an order paid online is refunded from its detail, once', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const id = unique();
    const store = await createAlwaysOpenStore(request, server, `E2E Webpay ${id}`, {
      webpay_commerce_code: '597055555532',
      payment_methods: { in_store: ['cash', 'card', 'online'], order_taker_in_store: ['cash'] },
    });
    const product = await createProduct(request, server, {
      name: `E2E Italiano ${id}`,
      price_product: 520000,
    });
    const menu = await createMenu(request, server, `E2E Carta webpay ${id}`, [
      { id: product.id, price: 520000 },
    ]);
    await setStoreMenu(request, server, store.id, menu.id);
    const order = await placeOrder(request, server, {
      store_id: store.id,
      platform: 'web',
      dispatch_method: 'pick_up',
      customer: { name: 'Tomás Pizarro', email: `tomas.${id}@example.cl`, phone: '+56911223344' },
      items: [{ product_id: product.id, quantity: 1, options: [] }],
      payment_method: 'online',
    });
    // The customer pays on Webpay's page (the local stand-in) and is sent back through the API.
    const payment = order.online_payment as { url: string; token: string };
    await page.goto(`${new URL(payment.url).pathname}?token_ws=${payment.token}`);
    await expect(page.getByText('$5.200')).toBeVisible();
    await page.getByRole('button', { name: 'Pagar con crédito' }).click();
    await expect(page.getByRole('heading', { name: 'Pago aprobado' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver a la tienda' })).toHaveAttribute(
      'href',
      `https://${server.tenant}.tablero.app/pedido/${order.code}?pago=aprobado`,
    );

    await signIn(page, server);
    await page.goto(`/orders?code=${order.code}&order=${order.id}`);
    const drawer = page.getByRole('dialog', { name: `Orden ${order.code}` });
    await expect(drawer).toContainText('Webpay · Pagado');
    await drawer.getByRole('button', { name: 'Reembolsar pago' }).click();
    const confirm = page.getByRole('dialog', { name: `Reembolsar el pago de la orden ${order.code}` });
    await expect(confirm).toContainText('Se devolverán $5.200 a Tomás Pizarro');
    await page.waitForTimeout(400); // the dialog's fade-in, for the picture only
    await keepScreenshot(page, testInfo, 'refund-confirm');
    expect(await seriousViolations(page, testInfo, 'refund-confirm')).toEqual([]);
    await confirm.getByRole('button', { name: 'Reembolsar' }).click();
    await expect(page.getByText('Reembolso solicitado al proveedor de pagos.')).toBeVisible();
    await expect(drawer).toContainText('Reembolso solicitado');
    await expect(drawer.getByRole('button', { name: 'Reembolsar pago' })).toHaveCount(0);
  });
});
