import { createUser } from './admin-api.js';
import { keepScreenshot, seriousViolations, signIn } from './console-helpers.js';
import { expect, test } from './fixtures.js';

/**
 * Delivery integrations (issue 4): super admin only, one tab per provider, the store chooser only
 * when creating, secrets never shown again.
 */
test.describe('delivery integrations', () => {
  test('a super admin configures PedidosYa for a store and sees it configured, secrets masked', async ({
    page,
    server,
  }) => {
    await signIn(page, server);
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Delivery' })
      .click();
    await expect(page).toHaveURL(/\/delivery-integration\/pedidos_ya$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Integraciones de delivery' })).toBeVisible();

    await page.getByRole('button', { name: 'Nueva configuración' }).click();
    const dialog = page.getByRole('dialog', { name: 'Configurar PedidosYa' });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('El campo tienda es requerido')).toBeVisible();
    await expect(dialog.getByText('El campo Contraseña es requerido')).toBeVisible();

    await dialog.getByLabel('Tienda').click();
    await page.getByRole('option', { name: 'Demo Burger Ñuñoa' }).click();
    await dialog.getByLabel('ID de cliente (client ID)').fill('peya-nunoa');
    await dialog.getByLabel('Secreto de cliente (client secret)').fill('s3cr3t-del-cliente-9f2a');
    await dialog.getByLabel('Usuario').fill('nunoa');
    await dialog.getByLabel('Contraseña').fill('clave-peya-1234');
    await dialog.getByLabel('Prueba de entrega', { exact: true }).check();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('row', { name: /Demo Burger Ñuñoa/ });
    await expect(row.getByText('Configurada')).toBeVisible();
    await expect(page.getByRole('tab', { name: /PedidosYa\s+1 tienda/ })).toBeVisible();
    await keepScreenshot(page, test.info(), 'delivery-integration');

    await row.getByRole('button', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: 'PedidosYa en Demo Burger Ñuñoa' });
    await expect(edit.getByLabel('Tienda')).toHaveCount(0);
    await expect(edit.getByLabel('ID de cliente (client ID)')).toHaveValue('peya-nunoa');
    await expect(edit.getByLabel('Secreto de cliente (client secret)')).toHaveValue('');
    await expect(edit.getByLabel('Secreto de cliente (client secret)')).toHaveAttribute(
      'placeholder',
      'Guardado: ••••9f2a',
    );
    await expect(page.locator('body')).not.toContainText('s3cr3t-del-cliente');
    await expect(edit.getByLabel('Prueba de entrega', { exact: true })).toBeChecked();
    expect(await seriousViolations(page, test.info(), 'delivery-integration-edit')).toEqual([]);
  });

  test('is not in the menu of a store admin, and typing its address is refused', async ({
    page,
    request,
    server,
  }) => {
    const user = await createUser(request, server, 'admin');
    await page.goto('/');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Contraseña').fill(user.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/stores$/);
    await expect(page.getByRole('link', { name: 'Delivery' })).toHaveCount(0);
    await page.goto('/delivery-integration/pedidos_ya');
    await expect(page).toHaveURL(/\/misc\/not-authorized$/);
  });
});
