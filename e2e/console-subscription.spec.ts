import type { Page } from '@playwright/test';
import { createUser } from './admin-api.js';
import { keepScreenshot } from './console-helpers.js';
import { type E2eServer, expect, test } from './fixtures.js';

/**
 * The subscription banner (issue 3 item 6, spec part 1 §4) on the seeded tenants whose billing is
 * in trouble: spoon (failed payment) and soporte (suspended). Each tenant owns `<slug>.localhost`,
 * which Chromium resolves to this machine, so the console reads the tenant from the host as in
 * production.
 */
function onTenant(server: E2eServer, slug: string): { url: string; server: E2eServer } {
  const url = new URL(server.baseURL);
  url.hostname = `${slug}.localhost`;
  return { url: url.origin, server: { ...server, tenant: slug } };
}

async function signInOn(page: Page, origin: string, email: string, password: string): Promise<void> {
  await page.goto(`${origin}/`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/stores$/);
}

test.describe('subscription banner', () => {
  test('a failed payment warns an admin and links to my account', async ({ page, server }) => {
    const spoon = onTenant(server, 'spoon');
    await signInOn(page, spoon.url, server.email, server.password);
    const banner = page.getByTestId('subscription-banner');
    await expect(banner).toHaveAttribute('role', 'status');
    await expect(banner).toContainText('No pudimos procesar el último pago de tu suscripción.');
    await keepScreenshot(page, test.info(), 'subscription-failed-payment');
    await banner.getByRole('link', { name: 'Actualiza tus datos de pago' }).click();
    await expect(page).toHaveURL(/\/my-account$/);
  });

  test('a suspended account tells a non-admin to ask for help, with no payment link', async ({
    page,
    request,
    server,
  }) => {
    const soporte = onTenant(server, 'soporte');
    const user = await createUser(request, soporte.server, 'user cc');
    await signInOn(page, soporte.url, user.email, user.password);
    const banner = page.getByTestId('subscription-banner');
    await expect(banner).toHaveAttribute('role', 'alert');
    await expect(banner).toContainText('Tu suscripción está suspendida por un problema de pago.');
    await expect(banner).toContainText('Contacta al administrador de tu cuenta');
    await expect(banner.getByRole('link')).toHaveCount(0);
    await keepScreenshot(page, test.info(), 'subscription-suspended');
  });

  test('an active tenant shows no banner', async ({ page, server }) => {
    await signInOn(page, server.baseURL, server.email, server.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Tiendas' })).toBeVisible();
    await expect(page.getByTestId('subscription-banner')).toHaveCount(0);
  });
});
