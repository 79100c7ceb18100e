import type { Page } from '@playwright/test';
import {
  chooseRowAction,
  keepScreenshot,
  pickOptions,
  seriousViolations,
  signIn,
  signInAs,
} from './console-helpers.js';
import { expect, test } from './fixtures.js';

/**
 * Issue 16's users and roles screens: a role built in the policy × action matrix, a user given
 * that role and one store through the form (a refused empty form first), and that user, signed in
 * on their own, seeing only what the role opens.
 */
const unique = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });
const STORE = 'Demo Burger Providencia';

test.describe('users and roles', () => {
  test.setTimeout(120_000);

  test('a role made in the matrix, given to a new user, opens only its areas to them', async ({
    page,
    browser,
    server,
  }, testInfo) => {
    const id = unique();
    const roleName = `E2E Caja ${id}`;
    const user = {
      name: `Valentina Soto ${id}`,
      email: `valentina.${id}@example.test`,
      password: `Clave-${id}`,
    };

    await signIn(page, server);
    await sidebar(page).getByRole('link', { name: 'Roles' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'admin', exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Nuevo rol' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nuevo rol' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Nombre' }).fill(roleName);
    await page.getByRole('textbox', { name: 'Descripción' }).fill('Cajeros de tienda: ven tiendas y órdenes');
    // Meant for one store: its users may only work there.
    await page.getByRole('combobox', { name: 'Tiendas del rol' }).fill('Providencia');
    await page.getByRole('option', { name: STORE }).click();
    await page.keyboard.press('Tab');
    await page.getByRole('checkbox', { name: 'Tiendas: Visualizar info' }).check();
    // The keyboard: Space ticks, the arrows move as in a grid and skip what an area does not offer.
    const ordersShow = page.getByRole('checkbox', { name: 'Órdenes: Visualizar info' });
    await ordersShow.focus();
    await page.keyboard.press('Space');
    await expect(ordersShow).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('checkbox', { name: 'Órdenes: Actualizar' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('checkbox', { name: 'Menús: Actualizar' })).toBeFocused();
    await expect(page.getByRole('checkbox', { name: 'Todo en Órdenes' })).toBeChecked({
      indeterminate: true,
    });
    // The role's fields, the matrix's heads and its first areas: the other rows repeat the same cells.
    const matrix = '[data-testid="policy-matrix"]';
    const scanned = [
      'section[aria-label="Datos del rol"]',
      `${matrix} thead`,
      `${matrix} tbody tr:nth-child(-n+3)`,
    ];
    expect(await seriousViolations(page, testInfo, 'role-form', scanned)).toEqual([]);
    await keepScreenshot(page, testInfo, 'role-form');
    await page.getByRole('button', { name: 'Crear rol' }).click();
    await expect(page.getByText('Rol creado.')).toBeVisible();
    await expect(page).toHaveURL(/\/roles$/);
    await expect(page.getByRole('link', { name: roleName })).toBeVisible();
    await keepScreenshot(page, testInfo, 'role-list');

    await sidebar(page).getByRole('link', { name: 'Usuarios' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
    await page.getByRole('link', { name: 'Nuevo usuario' }).click();
    await page.getByRole('button', { name: 'Crear usuario' }).click();
    const name = page.getByRole('textbox', { name: 'Nombre y apellido' });
    await expect(name).toBeFocused();
    await expect(page.getByText('Este campo es requerido')).toHaveCount(5);
    await keepScreenshot(page, testInfo, 'user-form-refused');

    await name.fill(user.name);
    await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
    await page.getByRole('textbox', { name: 'Teléfono' }).fill('+5691234');
    await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
    await pickOptions(page, page.getByRole('combobox', { name: 'Roles' }), [
      { search: roleName, option: roleName },
    ]);
    const userStores = page.getByRole('combobox', { name: 'Tiendas' });
    await pickOptions(page, userStores, [
      { search: 'Providencia', option: STORE },
      { search: 'Ñuñoa', option: 'Demo Burger Ñuñoa' },
    ]);
    await page.getByRole('button', { name: 'Crear usuario' }).click();
    // The phone is the one refusal left: the cursor goes there.
    const phone = page.getByRole('textbox', { name: 'Teléfono' });
    await expect(phone).toBeFocused();
    await expect(page.getByText('Este campo debe incluir el código de país')).toBeVisible();
    await phone.fill(`+569${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`);
    await page.getByRole('button', { name: 'Crear usuario' }).click();
    // The role is meant for Providencia only: the API refuses Ñuñoa, under the stores.
    await expect(
      page.getByText(`El rol «${roleName}» es solo para algunas tiendas: elige tiendas de ese rol`),
    ).toBeVisible();
    await userStores.focus();
    await page.keyboard.press('Backspace');
    // The list opens with the focus, over the form's buttons: leave it, as a person would.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('option')).toHaveCount(0);
    await page.getByRole('button', { name: 'Crear usuario' }).click();
    await expect(page.getByText('Usuario creado.')).toBeVisible();
    // The list reads the users again after the save: search once it has (the search lives in the URL).
    await expect(page.getByRole('table', { name: 'Usuarios' })).toHaveAttribute('aria-busy', 'false');
    await page.getByRole('textbox', { name: 'Buscar' }).fill(user.email);
    await expect(page).toHaveURL(/\?query=valentina/);
    await expect(page.getByRole('row')).toHaveCount(2);
    const row = page.getByRole('row').filter({ hasText: user.name });
    await expect(row).toContainText(roleName);
    await expect(row).toContainText(STORE);
    // Kept by the role filter too (GET /admin_users?role_id=…), and by its store.
    await page.getByRole('combobox', { name: 'Rol' }).click();
    await page.getByRole('option', { name: roleName }).click();
    await expect(page).toHaveURL(/roleId=\d+/);
    await page.getByRole('combobox', { name: 'Tienda' }).click();
    await page.getByRole('option', { name: STORE, exact: true }).click();
    await expect(page).toHaveURL(/storeId=\d+/);
    await expect(page.getByRole('table', { name: 'Usuarios' })).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('row').nth(1)).toContainText(user.name);
    await keepScreenshot(page, testInfo, 'user-list');

    const context = await browser.newContext({ baseURL: server.baseURL });
    const own = await context.newPage();
    try {
      await signInAs(own, user);
      await expect(own).toHaveURL(/\/stores$/);
      await expect(sidebar(own).getByRole('link')).toHaveText(['Mi cuenta', 'Órdenes', 'Tiendas']);
      // Stores "show" only: the store opens read-only, with nothing to save.
      await chooseRowAction(own, own.getByRole('button', { name: `Acciones de ${STORE}` }), 'Ver');
      await expect(
        own.getByText('Solo puedes ver esta información: tu rol no permite modificarla.'),
      ).toBeVisible();
      await expect(own.getByRole('textbox', { name: 'Nombre' }).first()).toBeDisabled();
      await expect(own.getByRole('button', { name: /^Guardar/ })).toHaveCount(0);
      await own.goto('/roles');
      await expect(own).toHaveURL(/\/misc\/not-authorized$/);
      await expect(own.getByRole('heading', { level: 1, name: 'No autorizado' })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('a user created without a password sets one through the link staff hand over, once', async ({
    page,
    browser,
    server,
  }, testInfo) => {
    const id = unique();
    const user = { name: `Martín Vidal ${id}`, email: `martin.${id}@example.test`, password: `Propia-${id}` };
    await signIn(page, server);
    await page.goto('/users/add-user');
    await page.getByRole('textbox', { name: 'Nombre y apellido' }).fill(user.name);
    await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
    await page
      .getByRole('textbox', { name: 'Teléfono' })
      .fill(`+569${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`);
    await pickOptions(page, page.getByRole('combobox', { name: 'Roles' }), [
      { search: 'user cc', option: 'user cc' },
    ]);
    await pickOptions(page, page.getByRole('combobox', { name: 'Tiendas' }), [
      { search: 'Providencia', option: STORE },
      { search: 'Ñuñoa', option: 'Demo Burger Ñuñoa' },
    ]);
    await page.getByRole('button', { name: 'Crear usuario' }).click();
    // No password: the new user's page, where staff make the link.
    await expect(
      page.getByText('Usuario creado. Aún no tiene contraseña', { exact: false }).first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/users\/edit-user\/\d+$/);
    const panel = page.getByRole('region', { name: 'Enlace para definir contraseña' });
    await panel.getByRole('button', { name: 'Crear enlace' }).click();
    const link = await panel.getByRole('textbox', { name: 'Enlace' }).inputValue();
    expect(link).toMatch(/\/definir-contrasena\/\d+\.\d+\.[\w-]{22}\?tenant=/);
    await keepScreenshot(page, testInfo, 'password-link-panel');

    const context = await browser.newContext({ baseURL: server.baseURL });
    const own = await context.newPage();
    try {
      const { pathname, search } = new URL(link);
      await own.goto(`${pathname}${search}`);
      await expect(own.getByRole('heading', { level: 1, name: 'Define tu contraseña' })).toBeVisible();
      await expect(own.getByText(user.email)).toBeVisible();
      await own.getByLabel('Nueva contraseña').fill(user.password);
      await own.getByLabel('Repite la contraseña').fill('otra-cosa-123');
      await own.getByRole('button', { name: 'Guardar contraseña' }).click();
      await expect(own.getByText('Las contraseñas no coinciden.')).toBeVisible();
      await expect(own.getByLabel('Repite la contraseña')).toBeFocused();
      await own.getByLabel('Repite la contraseña').fill(user.password);
      await own.getByRole('button', { name: 'Guardar contraseña' }).click();
      await expect(own.getByRole('heading', { name: 'Tu contraseña quedó guardada' })).toBeVisible();
      await keepScreenshot(own, testInfo, 'password-link-done');
      // Used once: the same link, loaded again, says so.
      await own.reload();
      await expect(own.getByText('El enlace ya se usó')).toBeVisible();
      await signInAs(own, user);
      await expect(own.getByRole('navigation', { name: 'Navegación principal' })).toContainText('Órdenes');
    } finally {
      await context.close();
    }
  });
});
