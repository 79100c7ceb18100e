import { keepScreenshot, seriousViolations, signIn } from './console-helpers.js';
import { expect, test } from './fixtures.js';

/**
 * INTEGRACIONES beyond delivery (issue 16): payment methods, channels, POS and other services,
 * a tab per provider; a store's saved Mercado Pago token is tried at Mercado Pago (the app's own
 * stand-in, which knows APP_USR-… and TEST-… tokens) and the answer is told in Spanish.
 */
test.describe('integrations', () => {
  test.setTimeout(90_000);

  test('a super admin saves a store’s Mercado Pago token, tests it, and is told when a wrong one is refused', async ({
    page,
    server,
  }, testInfo) => {
    await signIn(page, server);
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await nav.getByRole('link', { name: 'Métodos de pago' }).click();
    await expect(page).toHaveURL(/\/payment-methods-integration\/amipass_payment$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Métodos de pago' })).toBeVisible();
    await page.getByRole('tab', { name: /Mercado Pago/ }).click();
    await expect(page).toHaveURL(/\/payment-methods-integration\/mercado_pago$/);
    await expect(page.getByText('«Probar conexión» el proveedor confirma')).toBeVisible();

    await page.getByRole('button', { name: 'Nueva configuración' }).click();
    const dialog = page.getByRole('dialog', { name: 'Configurar Mercado Pago' });
    await dialog.getByLabel('Tienda').click();
    const option = page.getByRole('option').first();
    const store = (await option.innerText()).trim();
    await option.click();
    await dialog.getByLabel('Token de acceso (access token)').fill('TEST-7312-tienda-e2e');
    // The storefront's card form asks for the public key: it is not a secret, so it stays readable.
    await dialog.getByLabel('Llave pública (public key)').fill('TEST-llave-publica-e2e');
    await keepScreenshot(page, testInfo, 'payment-integration-form');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('row').filter({ hasText: store });
    await expect(row.getByText('Configurada')).toBeVisible();
    await row.getByRole('button', { name: `Probar conexión de ${store}` }).click();
    await expect(
      page.getByText(`${store}: Conexión correcta: Mercado Pago aceptó las credenciales.`),
    ).toBeVisible();
    await keepScreenshot(page, testInfo, 'payment-integration-tested');
    expect(await seriousViolations(page, testInfo, 'payment-integration', ['main'])).toEqual([]);

    await row.getByRole('button', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: `Mercado Pago en ${store}` });
    await expect(edit.getByLabel('Llave pública (public key)')).toHaveValue('TEST-llave-publica-e2e');
    await edit.getByLabel('Token de acceso (access token)').fill('token-copiado-mal');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(edit).toBeHidden();
    await row.getByRole('button', { name: `Probar conexión de ${store}` }).click();
    await expect(
      page.getByText(
        `${store}: Mercado Pago rechazó las credenciales de la tienda (invalid access token). Revisa los datos guardados.`,
      ),
    ).toBeVisible();
    await keepScreenshot(page, testInfo, 'payment-integration-refused');
  });

  test('channels, POS and other services have their pages; a provider without a test says so', async ({
    page,
    server,
  }, testInfo) => {
    await signIn(page, server);
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await nav.getByRole('link', { name: 'Canales de venta' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Canales de venta' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText([/^Uber Eats/, /^Rappi/, /^DiDi Food/]);

    await nav.getByRole('link', { name: 'Punto de venta (POS)' }).click();
    await expect(page).toHaveURL(/\/pos-integration\/fudo$/);
    await expect(page.getByRole('tab')).toHaveText([/^Fudo/, /^Toteat/, /^Bsale/, /^PopApp/, /^FBD/]);
    await expect(page.getByText('no ofrece una prueba de conexión')).toBeVisible();
    await keepScreenshot(page, testInfo, 'pos-integration');

    await nav.getByRole('link', { name: 'Otros servicios' }).click();
    await expect(page).toHaveURL(/\/services-integration\/mailjet$/);
    await expect(page.getByRole('tab')).toHaveText([/^Mailjet/, /^Ordatic/, /^Mailchimp/]);
  });
});
