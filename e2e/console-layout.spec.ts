import type { Browser, Page } from '@playwright/test';
import { type CreatedUser, createUser } from './admin-api.js';
import { keepScreenshot, seriousViolations, signInAs } from './console-helpers.js';
import { e2eServer, expect, test } from './fixtures.js';

/**
 * The customizer's choices are kept for the user on the server and follow them to every new
 * session, so these steps use a user of their own (another spec's super admin would open in
 * right-to-left otherwise). Sign-in is rate limited per email (10 a minute), so the steps share one
 * page and one sign-in, and run in order; each step undoes its choice.
 */
test.describe.configure({ mode: 'serial' });

const server = e2eServer();
let page: Page;
let user: CreatedUser;

const freshContext = (browser: Browser) =>
  browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });

test.beforeAll(async ({ browser, playwright }) => {
  // A request context of its own: the browser context's would keep the super admin's session cookie.
  const api = await playwright.request.newContext({ baseURL: server.baseURL });
  user = await createUser(api, server, 'admin');
  await api.dispose();
  const context = await freshContext(browser);
  page = await context.newPage();
  await signInAs(page, user);
});

test.afterAll(async () => {
  await page.context().close();
});

/** Opens the theme customizer from the top bar and returns its drawer. */
async function openCustomizer() {
  await page.getByRole('button', { name: 'Personalizar apariencia' }).click();
  const drawer = page.getByRole('dialog', { name: 'Personalizar apariencia' });
  await expect(drawer).toBeVisible();
  return drawer;
}

async function choose(option: string) {
  const drawer = await openCustomizer();
  await drawer.getByText(option, { exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

async function reload() {
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Tiendas' })).toBeVisible();
}

const html = () => page.locator('html');
const sidebar = () => page.getByTestId('sidebar');
const topNavigation = () => page.getByTestId('top-navigation');

test.describe('console layouts and theme customizer', () => {
  test('the top bar links to the customer website in a new tab and the kitchen display in this one', async () => {
    const site = page.getByRole('link', { name: /^Sitio web de clientes/ });
    await expect(site).toHaveAttribute('href', `https://${server.tenant}.tablero.app`);
    await expect(site).toHaveAttribute('target', '_blank');
    await expect(site).toHaveAttribute('rel', /noopener/);
    const kitchen = page.getByRole('link', { name: 'Pantalla de cocina' });
    await expect(kitchen).toHaveAttribute('href', '/kitchen');
    await expect(kitchen).not.toHaveAttribute('target', /.+/);
  });

  test('horizontal layout at 1280 px survives a reload, follows the user to another browser and falls back to vertical at 1100 px', async ({
    browser,
  }) => {
    await expect(sidebar()).toBeVisible();
    await choose('Horizontal');
    await expect(topNavigation()).toBeVisible();
    await expect(sidebar()).toHaveCount(0);
    await topNavigation().getByRole('button', { name: 'MENU' }).click();
    await expect(page.getByRole('menuitem', { name: 'Tiendas' })).toBeVisible();
    await keepScreenshot(page, test.info(), 'layout-horizontal');
    await page.keyboard.press('Escape');

    await reload();
    await expect(topNavigation()).toBeVisible();
    await expect(sidebar()).toHaveCount(0);

    // Another browser, nothing stored there: the user's choice comes from the server.
    const elsewhere = await freshContext(browser);
    const there = await elsewhere.newPage();
    await signInAs(there, user);
    await expect(there.getByTestId('top-navigation')).toBeVisible();
    await elsewhere.close();

    await page.setViewportSize({ width: 1100, height: 800 });
    await expect(sidebar()).toBeVisible();
    await expect(topNavigation()).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Tiendas' }),
    ).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(topNavigation()).toBeVisible();
    await choose('Vertical');
    await expect(sidebar()).toBeVisible();
  });

  test('the collapsed sidebar is remembered', async () => {
    const toggle = page.getByRole('button', { name: 'Mostrar u ocultar el menú' }).last();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await reload();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  test('the dark scheme applies and survives a reload', async () => {
    await expect(html()).toHaveAttribute('data-mantine-color-scheme', 'light');
    await choose('Oscuro');
    await expect(html()).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await reload();
    await expect(html()).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await keepScreenshot(page, test.info(), 'layout-dark');
    expect(await seriousViolations(page, test.info(), 'dark'), 'dark scheme contrast').toEqual([]);
    await choose('Claro');
    await expect(html()).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  test('right-to-left sets dir on the document, mirrors directional icons and survives a reload', async () => {
    const toggleIcon = page.getByTestId('sidebar-toggle-icon');
    await expect(toggleIcon).toHaveCSS('transform', 'none');
    await choose('Derecha a izquierda');
    await expect(html()).toHaveAttribute('dir', 'rtl');
    await reload();
    await expect(html()).toHaveAttribute('dir', 'rtl');
    await expect(toggleIcon).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');
    await keepScreenshot(page, test.info(), 'layout-rtl');
    await choose('Izquierda a derecha');
    await expect(html()).toHaveAttribute('dir', 'ltr');
    await expect(toggleIcon).toHaveCSS('transform', 'none');
  });

  test('the console speaks the language the user chose, after a reload too', async () => {
    await choose('English');
    await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
    await keepScreenshot(page, test.info(), 'language-english');
    await page.getByRole('button', { name: 'Customize appearance' }).click();
    const drawer = page.getByRole('dialog', { name: 'Customize appearance' });
    await drawer.getByText('Español (Chile)', { exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1, name: 'Tiendas' })).toBeVisible();
  });

  test('local storage holds only the tenant-scoped encoded key and no token', async () => {
    const key = `tablero:${server.tenant}`;
    // Strings, not functions: e2e is type-checked without the DOM library.
    expect(await page.evaluate('Object.keys(localStorage)')).toEqual([key]);
    const stored = String(await page.evaluate(`localStorage.getItem('${key}')`));
    expect(stored).not.toMatch(/token|eyJ|customizer|vertical/i);
    const decoded = await page.evaluate(
      `JSON.parse(decodeURIComponent(atob(localStorage.getItem('${key}'))))`,
    );
    expect(decoded).toMatchObject({ customizer: { layout: 'vertical', direction: 'ltr' } });
    expect(JSON.stringify(decoded)).not.toMatch(/token|eyJ|password/i);
  });

  test('the open customizer has no serious or critical accessibility violations', async () => {
    await openCustomizer();
    await keepScreenshot(page, test.info(), 'customizer-open');
    expect(await seriousViolations(page, test.info(), 'customizer')).toEqual([]);
    await page.keyboard.press('Escape');
  });
});
