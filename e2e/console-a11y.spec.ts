import { keepScreenshot, seriousViolations, signIn } from './console-helpers.js';
import { expect, test } from './fixtures.js';

test.describe('console accessibility (axe)', () => {
  // No fade-ins: axe and the screenshots see the final colours.
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('sign-in has no serious or critical violations', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'sign-in');
    expect(await seriousViolations(page, testInfo, 'sign-in')).toEqual([]);
  });

  test('the shell with the stores list has no serious or critical violations', async ({
    page,
    server,
  }, testInfo) => {
    await signIn(page, server);
    await expect(page.getByRole('cell', { name: 'Demo Burger Providencia', exact: true })).toBeVisible();
    expect(await seriousViolations(page, testInfo, 'shell')).toEqual([]);
    await page.getByRole('button', { name: /menú de usuario/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'shell-user-menu');
    expect(await seriousViolations(page, testInfo, 'shell-user-menu')).toEqual([]);
  });
});
