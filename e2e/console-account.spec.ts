import type { Page } from '@playwright/test';
import { type CreatedUser, createUser } from './admin-api.js';
import { keepScreenshot, seriousViolations } from './console-helpers.js';
import { expect, test } from './fixtures.js';

/**
 * My account (issue 3 item 10): every test works on a throwaway 'user cc' so that the seeded super
 * admin other specs sign in with keeps its name and password.
 */
async function signInAs(page: Page, user: CreatedUser, password = user.password): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/stores$/);
}

async function openMyAccount(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Mi cuenta' })
    .click();
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.describe('my account', () => {
  test('changing the name shows it in the top bar after saving', async ({ page, request, server }) => {
    const user = await createUser(request, server, 'user cc');
    await signInAs(page, user);
    await openMyAccount(page);
    await expect(page.getByTestId('user-name')).toHaveText(user.name);

    const renamed = `${user.name} Renombrado`;
    await field(page, 'Nombre').fill(renamed);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Datos actualizados.')).toBeVisible();
    await expect(page.getByTestId('user-name')).toHaveText(renamed);

    // Saved: the form is clean, so leaving does not ask.
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Tiendas' })
      .click();
    await expect(page).toHaveURL(/\/stores$/);
    await page.reload();
    await expect(page.getByTestId('user-name')).toHaveText(renamed);
  });

  test('validates on submit with the shared schema and shows the server message under the field', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const user = await createUser(request, server, 'user cc');
    await signInAs(page, user);
    await openMyAccount(page);

    // Client side: a new password without the current one, and a phone without the country code.
    await field(page, 'Teléfono').fill('12345678');
    await field(page, 'Nueva contraseña').fill('NuevaClave-123');
    await field(page, 'Confirma la nueva contraseña').fill('NuevaClave-123');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(field(page, 'Teléfono')).toHaveAccessibleDescription(/debe incluir el código de país/);
    await expect(field(page, 'Contraseña actual')).toHaveAccessibleDescription(/requerido/);

    // Server side: a wrong current password is the API's 422, shown under that field.
    await field(page, 'Teléfono').fill('+56987654321');
    await field(page, 'Contraseña actual').fill('no-es-la-clave');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(field(page, 'Contraseña actual')).toHaveAccessibleDescription(
      /La contraseña actual no es correcta/,
    );
    await expect(page.getByText('La contraseña actual no es correcta')).toBeVisible();
    await keepScreenshot(page, testInfo, 'my-account-server-error');
  });

  test('a new password works for the next sign-in', async ({ page, request, server }) => {
    const user = await createUser(request, server, 'user cc');
    await signInAs(page, user);
    await openMyAccount(page);

    const newPassword = `${user.password}-nueva`;
    await field(page, 'Contraseña actual').fill(user.password);
    await field(page, 'Nueva contraseña').fill(newPassword);
    await field(page, 'Confirma la nueva contraseña').fill(newPassword);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Datos actualizados.')).toBeVisible();
    await expect(field(page, 'Nueva contraseña')).toHaveValue('');

    await page.getByRole('button', { name: /menú de usuario/ }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
    await signInAs(page, user, newPassword);
  });

  test('leaving with unsaved changes asks first', async ({ page, request, server }, testInfo) => {
    const user = await createUser(request, server, 'user cc');
    await signInAs(page, user);
    await openMyAccount(page);
    const stores = page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Tiendas' });

    await field(page, 'Nombre').fill('Nombre a medio escribir');
    await stores.click();
    const dialog = page.getByRole('dialog', { name: '¿Salir sin guardar?' });
    await expect(dialog).toBeVisible();
    await keepScreenshot(page, testInfo, 'my-account-leave-dialog');
    await dialog.getByRole('button', { name: 'Seguir editando' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/my-account$/);
    await expect(field(page, 'Nombre')).toHaveValue('Nombre a medio escribir');

    // The browser's back button is held too.
    await page.goBack();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Seguir editando' }).click();
    await expect(page).toHaveURL(/\/my-account$/);
    await expect(field(page, 'Nombre')).toHaveValue('Nombre a medio escribir');

    await stores.click();
    await dialog.getByRole('button', { name: 'Salir sin guardar' }).click();
    await expect(page).toHaveURL(/\/stores$/);
  });

  test('the page passes an axe scan', async ({ page, request, server }, testInfo) => {
    const user = await createUser(request, server, 'user cc');
    await signInAs(page, user);
    // Typed rather than clicked, so that no menu item is under the mouse (hover colours) in the scan.
    await page.goto('/my-account');
    await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'my-account');
    expect(await seriousViolations(page, testInfo, 'my-account')).toEqual([]);

    // With messages under the fields too.
    await field(page, 'Nombre').fill('');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(field(page, 'Nombre')).toHaveAccessibleDescription(/requerido/);
    expect(await seriousViolations(page, testInfo, 'my-account-errors')).toEqual([]);
  });
});
