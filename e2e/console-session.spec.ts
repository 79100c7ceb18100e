import { keepScreenshot, signIn } from './console-helpers.js';
import { expect, test } from './fixtures.js';

test.describe('console sign-in and session', () => {
  test('a wrong password shows the spec message and stays on sign-in', async ({ page, server }, testInfo) => {
    await page.goto('/');
    await page.getByLabel('Email').fill(server.email);
    await page.getByLabel('Contraseña').fill('not-the-password');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByRole('alert')).toHaveText('Email o contraseña incorrectos');
    await expect(page).toHaveURL(/\/$/);
    await keepScreenshot(page, testInfo, 'sign-in-wrong-password');
  });

  test('validates on submit only, with Spanish messages', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('es requerido')).toHaveCount(0);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByText('El campo email es requerido')).toBeVisible();
    await expect(page.getByText('El campo password es requerido')).toBeVisible();
  });

  test('signing in lands on /stores with the seeded stores, tenant and user', async ({
    page,
    server,
  }, testInfo) => {
    await signIn(page, server);
    await expect(page.getByRole('cell', { name: 'Demo Burger Providencia', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Demo Burger Ñuñoa', exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByTestId('tenant-name')).not.toBeEmpty();
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(nav.getByText('MENU')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Tiendas' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'stores');
  });

  test('the name filter is kept in the URL and narrows the list', async ({ page, server }) => {
    await signIn(page, server);
    await page.getByLabel('Buscar por nombre').fill('Ñuñoa');
    await expect(page).toHaveURL(/\/stores\?name=%C3%91u%C3%B1oa$/);
    await expect(page.getByRole('cell', { name: 'Demo Burger Ñuñoa', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Demo Burger Providencia', exact: true })).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel('Buscar por nombre')).toHaveValue('Ñuñoa');
    await page.getByLabel('Buscar por nombre').fill('no existe esta tienda');
    await expect(page.getByTestId('data-table-empty')).toHaveText(
      'No hay tiendas que coincidan con la búsqueda.',
    );
  });

  test('a reload on /stores keeps the session without storing the token', async ({ page, server }) => {
    await signIn(page, server);
    await page.reload();
    await expect(page).toHaveURL(/\/stores$/);
    await expect(page.getByRole('cell', { name: 'Demo Burger Providencia', exact: true })).toBeVisible();
    // Strings, not functions: e2e is type-checked without the DOM library.
    const stored = await page.evaluate(
      'JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })',
    );
    expect(stored).not.toMatch(/token|eyJ/i);
    expect(await page.evaluate('document.cookie'), 'the refresh cookie is HttpOnly').toBe('');
  });

  test('several tabs reloading at once all keep the session', async ({ page, context, server }) => {
    // Six whole console loads at once, in tabs the browser runs in the background: slow by nature
    // (the server answers each file in milliseconds; the hidden tabs take their time).
    test.slow();
    await signIn(page, server);
    const tabs = [page, await context.newPage(), await context.newPage()];
    // Each tab restores its session through the one refresh cookie they share; a refresh token is
    // good once, so tabs that raced each other would end the session for all of them.
    for (let round = 0; round < 2; round++) {
      await Promise.all(tabs.map((tab) => tab.goto('/stores')));
      for (const tab of tabs) {
        await expect(tab.getByRole('cell', { name: 'Demo Burger Providencia', exact: true })).toBeVisible({
          timeout: 25_000,
        });
      }
    }
  });

  test('signed in, / goes straight to /stores', async ({ page, server }) => {
    await signIn(page, server);
    await page.goto('/');
    await expect(page).toHaveURL(/\/stores$/);
  });

  test('signing out returns to sign-in and a reload does not bring the session back', async ({
    page,
    server,
  }) => {
    await signIn(page, server);
    await page.getByRole('button', { name: /menú de usuario/ }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
    await page.goto('/stores');
    await expect(page).toHaveURL(/\/$/);
  });

  test('typing /stores while signed out lands on sign-in', async ({ page }) => {
    await page.goto('/stores');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Inicia sesión' })).toBeVisible();
  });

  test('the sidebar collapses and opens again', async ({ page, server }) => {
    await signIn(page, server);
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    const toggle = page.getByRole('button', { name: 'Mostrar u ocultar el menú' }).locator('visible=true');
    await toggle.click();
    await expect(nav.getByRole('link', { name: 'Tiendas' })).not.toBeInViewport();
    await toggle.click();
    await expect(nav.getByRole('link', { name: 'Tiendas' })).toBeInViewport();
  });
});

test('a session ended elsewhere sends the console back to sign-in on its next call', async ({
  page,
  server,
}) => {
  await signIn(page, server);
  // Sign out behind the console's back: the API revokes the session and clears the refresh cookie,
  // so the console's next call gets 401, its one silent refresh fails, and it shows sign-in.
  const ended = await page.request.post('/api/identity/v1/sign-out', { headers: { tenant: server.tenant } });
  expect(ended.status()).toBe(204);
  // The next call is the search typed here, unless one the console makes by itself (a background
  // refetch) comes first and already took it to sign-in: the page the box was on is then gone.
  await page
    .getByLabel('Buscar por nombre')
    .fill('Providencia', { timeout: 5_000 })
    .catch(() => undefined);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
});
