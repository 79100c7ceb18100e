import type { Page, TestInfo } from '@playwright/test';
import { createUser } from './admin-api.js';
import { keepScreenshot, seriousViolations, signIn, signInAs } from './console-helpers.js';
import { type E2eServer, expect, test } from './fixtures.js';

/**
 * The platform's brands (`/platform/tenants`): the seeded super admin of the default tenant is the
 * platform's operator. A brand made here gets `<slug>.localhost` as its domain, which Chromium
 * resolves to this machine, so its console reads the brand from the host as in production.
 */
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

function originOf(server: E2eServer, slug: string): string {
  const url = new URL(server.baseURL);
  url.hostname = `${slug}.localhost`;
  return url.origin;
}

/** A screenshot at the desktop size and one as a 390 px phone sees it. */
async function bothSizes(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await keepScreenshot(page, testInfo, `${name}-desktop`);
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  // Nothing wider than the phone (a wide table scrolls inside its own box).
  await expect.poll(() => page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await keepScreenshot(page, testInfo, `${name}-phone`);
  if (desktop) await page.setViewportSize(desktop);
}

test.describe('platform brands', () => {
  test('an operator creates a brand whose administrator sets a password, signs in and sees a failed payment', async ({
    page,
    browser,
    server,
  }, testInfo) => {
    test.setTimeout(180_000);
    const id = unique();
    const brand = { name: `Marca E2E ${id}`, slug: `e2e-${id}` };
    const admin = { name: `Valentina ${id}`, email: `valentina.${id}@example.test`, password: `Clave-${id}` };
    const origin = originOf(server, brand.slug);

    await signIn(page, server);
    await expect(sidebar(page).getByRole('heading', { name: 'PLATAFORMA' })).toBeVisible();
    await sidebar(page).getByRole('link', { name: 'Marcas' }).click();
    await expect(page).toHaveURL(/\/platform\/tenants$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Marcas' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Marcas' });
    // The platform's own brand (the default tenant) is marked as such.
    const own = table.getByRole('row').filter({ hasText: server.tenant }).filter({ hasText: 'Plataforma' });
    await expect(own.first()).toBeVisible();
    await bothSizes(page, testInfo, 'platform-tenants-list');
    expect(await seriousViolations(page, testInfo, 'tenant-list'), 'brands list').toEqual([]);

    // The subscription filter lives in the address.
    await page.getByRole('combobox', { name: 'Suscripción' }).click();
    await page.getByRole('option', { name: 'Pago fallido' }).click();
    await expect(page).toHaveURL(/subscriptionStatus=failed_payment/);
    await expect(table.getByText('Pago fallido').first()).toBeVisible();
    await expect(table.getByText(server.tenant, { exact: true })).toHaveCount(0);
    await page.goto('/platform/tenants');

    await page.getByRole('link', { name: 'Crear marca' }).click();
    await expect(page).toHaveURL(/\/platform\/tenants\/new$/);
    const form = page.getByRole('form', { name: 'Nueva marca' });
    await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill(brand.name);
    const slug = form.getByRole('textbox', { name: 'Slug' });
    // Suggested from the name, and editable.
    await expect(slug).toHaveValue(`marca-e2e-${id}`);
    await slug.fill('Marca Inválida!');
    const hosts = form.getByLabel('Dominios');
    await hosts.fill(`${brand.slug}.localhost`);
    await hosts.press('Enter');
    await form.getByRole('checkbox', { name: 'Programa de lealtad' }).check();
    await form.getByRole('checkbox', { name: 'Puntos' }).check();
    await form.getByRole('textbox', { name: 'Nombre y apellido' }).fill(admin.name);
    await form.getByRole('textbox', { name: 'Email' }).fill(admin.email);
    await form.getByRole('button', { name: 'Crear marca' }).click();
    // Refused before it is sent: the slug's message, and the cursor there.
    await expect(slug).toBeFocused();
    await expect(slug).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Este campo no cumple con el formato')).toBeVisible();
    await bothSizes(page, testInfo, 'platform-tenant-new-refused');
    expect(await seriousViolations(page, testInfo, 'tenant-new'), 'new brand form').toEqual([]);

    // A domain another brand holds is the API's refusal (`host_names.1`), shown under the domains.
    await slug.fill(brand.slug);
    await hosts.fill('demo.localhost');
    await hosts.press('Enter');
    await form.getByRole('button', { name: 'Crear marca' }).click();
    await expect(form.getByText('El dominio demo.localhost ya es de la marca')).toBeVisible();
    await expect(hosts).toBeFocused();
    await hosts.press('Backspace');
    await expect(form.getByText('demo.localhost', { exact: true })).toHaveCount(0);
    await form.getByRole('button', { name: 'Crear marca' }).click();
    await expect(page.getByText(`${brand.name} ya tiene sus cinco roles`)).toBeVisible();
    const panel = page.getByRole('region', { name: 'Enlace para el primer administrador' });
    const link = await panel.getByRole('textbox', { name: 'Enlace' }).inputValue();
    expect(link).toMatch(new RegExp(`/definir-contrasena/[\\w.-]+\\?tenant=${brand.slug}$`));
    await expect(panel.getByRole('button', { name: 'Copiar' })).toBeVisible();
    await bothSizes(page, testInfo, 'platform-tenant-created');

    // The administrator, in a browser of their own, on the brand's domain.
    const context = await browser.newContext({ baseURL: origin });
    const theirs = await context.newPage();
    try {
      const { pathname, search } = new URL(link);
      await theirs.goto(`${origin}${pathname}${search}`);
      await expect(theirs.getByRole('heading', { level: 1, name: 'Define tu contraseña' })).toBeVisible();
      await expect(theirs.getByText(admin.email)).toBeVisible();
      await theirs.getByLabel('Nueva contraseña').fill(admin.password);
      await theirs.getByLabel('Repite la contraseña').fill(admin.password);
      await theirs.getByRole('button', { name: 'Guardar contraseña' }).click();
      await expect(theirs.getByRole('heading', { name: 'Tu contraseña quedó guardada' })).toBeVisible();

      await theirs.goto(`${origin}/`);
      await theirs.getByLabel('Email').fill(admin.email);
      await theirs.getByLabel('Contraseña').fill(admin.password);
      await theirs.getByRole('button', { name: 'Ingresar' }).click();
      await expect(theirs).toHaveURL(/\/stores$/);
      await expect(theirs.getByRole('heading', { level: 1, name: 'Tiendas' })).toBeVisible();
      await expect(theirs.getByText('Aún no hay tiendas.')).toBeVisible();
      // A super admin of a brand is no operator of the platform.
      await expect(sidebar(theirs).getByRole('link', { name: 'Usuarios' })).toBeVisible();
      await expect(sidebar(theirs).getByRole('link', { name: 'Marcas' })).toHaveCount(0);
      await expect(theirs.getByTestId('subscription-banner')).toHaveCount(0);
      await keepScreenshot(theirs, testInfo, 'platform-new-brand-console');

      // Back as the operator: the brand's page, and its subscription to failed payment.
      await page.getByRole('link', { name: `Ver ${brand.name}` }).click();
      await expect(page).toHaveURL(/\/platform\/tenants\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: `Editar ${brand.name}` })).toBeVisible();
      const edit = page.getByRole('form', { name: 'Marca' });
      await expect(edit.getByRole('switch', { name: 'Programa de lealtad', exact: true })).toBeChecked();
      await expect(edit.getByRole('switch', { name: 'Modo toma de pedidos', exact: true })).not.toBeChecked();
      await bothSizes(page, testInfo, 'platform-tenant-edit');
      expect(await seriousViolations(page, testInfo, 'tenant-edit'), 'brand edit form').toEqual([]);

      // Its administrator has a password now: a new link is refused, and says why.
      await page
        .getByRole('region', { name: 'Enlace para el administrador' })
        .getByRole('button', { name: 'Crear un enlace nuevo' })
        .click();
      await expect(
        page.getByText('Los administradores de la marca ya definieron su contraseña'),
      ).toBeVisible();

      // Deactivating asks first; cancelled, the brand stays active.
      await edit.getByRole('switch', { name: 'Activa', exact: true }).click({ force: true });
      const question = page.getByRole('dialog', { name: `¿Desactivar ${brand.name}?` });
      await expect(question).toContainText('dejarán de responder');
      await keepScreenshot(page, testInfo, 'platform-tenant-deactivate');
      await question.getByRole('button', { name: 'Cancelar' }).click();
      await expect(edit.getByRole('switch', { name: 'Activa', exact: true })).toBeChecked();

      await edit.getByRole('radio', { name: 'Pago fallido' }).check();
      await edit.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByText('Marca guardada.')).toBeVisible();
      await expect(page).toHaveURL(/\/platform\/tenants$/);
      await page.getByRole('textbox', { name: 'Buscar' }).fill(brand.slug);
      const row = page
        .getByRole('table', { name: 'Marcas' })
        .getByRole('row')
        .filter({ hasText: brand.name });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Pago fallido');
      await expect(row).toContainText('2 de 12');

      await theirs.reload();
      const banner = theirs.getByTestId('subscription-banner');
      await expect(banner).toContainText('No pudimos procesar el último pago de tu suscripción.');
      await keepScreenshot(theirs, testInfo, 'platform-new-brand-failed-payment');
    } finally {
      await context.close();
    }
  });

  test('anyone else is refused the brands and has no Marcas item', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const admin = await createUser(request, server, 'admin');
    await signInAs(page, admin);
    await expect(sidebar(page).getByRole('link', { name: 'Usuarios' })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Marcas' })).toHaveCount(0);
    await expect(sidebar(page).getByRole('heading', { name: 'PLATAFORMA' })).toHaveCount(0);
    for (const path of ['/platform/tenants', '/platform/tenants/new', '/platform/tenants/1']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/misc\/not-authorized$/);
      await expect(page.getByRole('heading', { level: 1, name: 'No autorizado' })).toBeVisible();
    }
    await keepScreenshot(page, testInfo, 'platform-not-authorized');
  });
});
