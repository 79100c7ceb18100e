import type { Page } from '@playwright/test';
import { createUser } from './admin-api.js';
import { keepScreenshot, signInAs } from './console-helpers.js';
import { expect, test } from './fixtures.js';

/**
 * The spec's route table (part 1 §2, part 2 §2) as written there, with its policy areas: the
 * oracle the console's own route table is checked against. `:id` and `:tabName?` filled in.
 */
const specRoutes: [path: string, policy: string][] = [
  ...['/coupons', '/coupons/create-coupon', '/coupons/edit-coupon/1'].map(
    (p) => [p, 'coupons'] as [string, string],
  ),
  ['/general-settings', 'settings'],
  ['/design-settings', 'settings'],
  ['/orders', 'orders'],
  ...['/menu', '/menu/add-menu', '/menu/edit-menu/1', '/menu/new-add-menu', '/menu/new-edit-menu/1'].map(
    (p) => [p, 'menus'] as [string, string],
  ),
  ...['/modifiers', '/modifiers/add-modifier', '/modifiers/edit-modifier/1'].map(
    (p) => [p, 'modifiers'] as [string, string],
  ),
  ...['/products', '/products/add-product', '/products/edit-product/1'].map(
    (p) => [p, 'products'] as [string, string],
  ),
  ...['/stores', '/stores/add-store', '/stores/edit-store/1/info', '/stores/bulk-edit/schedules'].map(
    (p) => [p, 'stores'] as [string, string],
  ),
  ['/delivery-integration/pedidos_ya', 'stores'],
  ['/banners', 'banners'],
  ['/position-banners', 'position_banners'],
  ...['/popup-banners', '/popup-banners/add-banner', '/popup-banners/edit-banner/1'].map(
    (p) => [p, 'pop_ups'] as [string, string],
  ),
  ...['/pages', '/pages/add-page', '/pages/edit-page/1', '/pagebuilder'].map(
    (p) => [p, 'pages'] as [string, string],
  ),
  ...['/reports', '/dashboard', '/top-users', '/top-products'].map((p) => [p, 'kpi'] as [string, string]),
  ...[
    '/users',
    '/channel-integration/uber_eats',
    '/payment-methods-integration/mach',
    '/pos-integration/fudo',
    '/pages-admin',
    '/pages-admin/add-page',
    '/pages-admin/edit-page/1',
    '/payments',
    '/payments/1',
  ].map((p) => [p, 'admin_users'] as [string, string]),
  ['/roles', 'roles'],
  ['/templates', 'templates'],
  ['/nps/questions', 'questions'],
  ['/nps/polls', 'polls'],
  ['/dashboard-nps', 'answers'],
  ['/drivers', 'drivers'],
];

/** Console errors and failed or refused requests while `work` runs. */
async function problemsDuring(page: Page, work: () => Promise<void>): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  await work();
  return problems;
}

test.describe('console routes', () => {
  test('the sign-in page loads without a console error or a failed request, with a favicon', async ({
    page,
    request,
  }, testInfo) => {
    const problems = await problemsDuring(page, async () => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
      await page.waitForLoadState('networkidle');
    });
    expect(problems).toEqual([]);
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toBeTruthy();
    const served = await request.get(icon as string);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toContain('image/svg+xml');
    await keepScreenshot(page, testInfo, 'sign-in');
  });

  test('every route of the spec, visited without its policy, lands on /misc/not-authorized', async ({
    page,
    request,
    server,
  }) => {
    test.setTimeout(180_000);
    // 'user kds' holds only the orders policy and sees the drivers (seed): every other area is refused.
    const kds = await createUser(request, server, 'user kds');
    await signInAs(page, kds);
    const refused = specRoutes.filter(([, policy]) => policy !== 'orders' && policy !== 'drivers');
    expect(refused.length).toBeGreaterThan(45);
    for (const [path] of refused) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/misc\/not-authorized$/);
    }
  });

  test('the page builder without a page says what to do; super-admin screens stay closed to others', async ({
    page,
    request,
    server,
  }, testInfo) => {
    // 'admin' holds every policy (seed), the pages' one too, but is no super admin.
    const admin = await createUser(request, server, 'admin');
    await signInAs(page, admin);
    await page.goto('/pagebuilder');
    await expect(page.getByText('Elige una página del listado para diseñarla.')).toBeVisible();
    await page.goto('/pages-admin');
    await expect(page).toHaveURL(/\/misc\/not-authorized$/);
    await page.goto('/channel-integration/uber_eats');
    await expect(page).toHaveURL(/\/misc\/not-authorized$/);
    await expect(page.getByRole('heading', { level: 1, name: 'No autorizado' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'not-authorized');
  });
});
