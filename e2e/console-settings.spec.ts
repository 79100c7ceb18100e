import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { adminApi, createUser } from './admin-api.js';
import { keepScreenshot, seriousViolations, signIn, signInAs } from './console-helpers.js';
import { expect, test } from './fixtures.js';

/**
 * The tenant's settings in the console (spec part 2 §3): the brand's primary colour changes the
 * live preview before it is saved and stays after a reload; a general-settings form the shared
 * rules refuse puts the cursor on its first refused field and says why; only what changed is sent;
 * a template is chosen after a confirmation. Specs share the demo tenant: what a test changes is
 * put back through the API in a `finally`.
 */

interface SettingsWire {
  general: {
    min_price_for_delivery: number | null;
    max_price_for_delivery: number | null;
    page_texts: { welcome: string | null };
  };
  design: {
    colors: { primary: string };
    primary_logo_id: number | null;
    primary_logo: { id: number; width: number | null; height: number | null } | null;
  };
  template_id: string;
}

/** A plain PNG of the given size (a logo stand-in). */
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();

/** `#0A7C3E` as a computed style reads it: `rgb(10, 124, 62)`. */
const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

async function phoneScreenshot(page: Page, testInfo: Parameters<typeof keepScreenshot>[1], name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, testInfo, name);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('tenant settings', () => {
  test.setTimeout(120_000);

  test('the primary colour and logo change the preview before saving, and stay after a reload', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const client = await adminApi(request, server);
    const original = (await client.get<SettingsWire>('/settings')).design;
    const chosen = original.colors.primary.toUpperCase() === '#0A7C3E' ? '#7C3AED' : '#0A7C3E';
    // Pictures this test uploads, deleted at the end.
    const uploaded: number[] = [];
    page.on('response', async (response) => {
      if (
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === '/api/admin/v1/pictures'
      )
        uploaded.push(((await response.json()) as { id: number }).id);
    });
    try {
      await signIn(page, server);
      await page.getByRole('link', { name: 'Diseño' }).click();
      await expect(page).toHaveURL(/\/design-settings$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Diseño' })).toBeVisible();

      const preview = page.getByRole('region', { name: 'Vista previa de la tienda' });
      const header = preview.getByTestId('preview-header');
      await expect(header).toHaveCSS('background-color', rgb(original.colors.primary));

      const primary = page.getByRole('textbox', { name: 'Color principal' });
      await primary.fill(chosen);
      await primary.blur();
      // Drawn as typed, before anything is saved.
      await expect(header).toHaveCSS('background-color', rgb(chosen));
      await expect(preview.getByTestId('preview-button')).toHaveCSS('background-color', rgb(chosen));
      await keepScreenshot(page, testInfo, 'design-settings');
      // The preview draws the brand's own colours, whatever their contrast: the scan is of the form.
      expect(await seriousViolations(page, testInfo, 'design-settings', ['form'])).toEqual([]);

      // The primary logo comes from the picture library: one too small is refused with the size
      // rule, one large enough is uploaded, chosen at once and drawn in the preview's header.
      await page.getByRole('button', { name: /^(Elegir imagen para|Cambiar) Logo principal$/ }).click();
      const picker = page.getByRole('dialog', { name: 'Logo principal: elige una imagen' });
      await expect(picker).toContainText('Mínimo 200 × 60 px.');
      const upload = picker.locator('input[type="file"]');
      await upload.setInputFiles({
        name: 'logo-chico.png',
        mimeType: 'image/png',
        buffer: await png(100, 30),
      });
      await expect(picker.getByRole('alert')).toContainText('es muy pequeña para este uso');
      await expect(picker.getByRole('button', { name: /^Elegir logo-chico\.png/ })).toBeDisabled();
      await keepScreenshot(page, testInfo, 'design-settings-picker');
      await upload.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await png(400, 120) });
      await expect(picker).toBeHidden();
      const logo = header.getByRole('img', { name: 'Demo Burger' });
      await expect(logo).toHaveAttribute('src', /.+/);
      await expect(logo).toHaveJSProperty('complete', true);
      expect(await logo.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(
        400,
      );

      await page.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByText('Configuración guardada')).toBeVisible();
      const saved = (await client.get<SettingsWire>('/settings')).design;
      expect(saved.colors.primary.toUpperCase()).toBe(chosen);
      expect(saved.primary_logo).toMatchObject({ width: 400, height: 120 });
      expect(uploaded).toContain(saved.primary_logo?.id);

      await page.reload();
      await expect(header).toHaveCSS('background-color', rgb(chosen));
      await expect(header.getByRole('img', { name: 'Demo Burger' })).toBeVisible();
      await expect(primary).toHaveValue(new RegExp(chosen, 'i'));
      await phoneScreenshot(page, testInfo, 'design-settings-phone');
    } finally {
      await client.patchOk('/settings', {
        design: { colors: { primary: original.colors.primary }, primary_logo_id: original.primary_logo_id },
      });
      for (const id of uploaded) await client.delete(`/pictures/${id}`);
    }
  });

  test('a refused form focuses its first refused field; a save sends only what changed', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const client = await adminApi(request, server);
    const { general } = await client.get<SettingsWire>('/settings');
    const welcome = `Bienvenidos (e2e ${Date.now().toString(36)})`;
    try {
      await signIn(page, server);
      await page.getByRole('link', { name: 'Configuración general' }).click();
      await expect(page).toHaveURL(/\/general-settings$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Configuración general' })).toBeVisible();
      await keepScreenshot(page, testInfo, 'general-settings');

      // The minimum above the maximum: refused by the shared rules before anything is sent.
      const min = page.getByRole('textbox', { name: 'Pedido mínimo para delivery' });
      await min.fill('20000');
      await page.getByRole('textbox', { name: 'Pedido máximo para delivery' }).fill('10000');
      await page.getByRole('textbox', { name: 'Bienvenida' }).fill(welcome);
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expect(min).toBeFocused();
      await expect(
        page.getByText('Este campo no puede ser mayor que «Pedido máximo para delivery»'),
      ).toBeVisible();
      await expect(min).toHaveAttribute('aria-invalid', 'true');
      await keepScreenshot(page, testInfo, 'general-settings-refused');
      expect(await seriousViolations(page, testInfo, 'general-settings')).toEqual([]);

      // Emptied again, only the welcome text differs from what is saved: the PATCH carries just it.
      await min.fill('');
      await page.getByRole('textbox', { name: 'Pedido máximo para delivery' }).fill('');
      const sent = page.waitForRequest(
        (r) => r.method() === 'PATCH' && new URL(r.url()).pathname === '/api/admin/v1/settings',
      );
      await page.getByRole('button', { name: 'Guardar' }).click();
      const body = (await sent).postDataJSON() as Record<string, unknown>;
      const expected: Record<string, unknown> = { page_texts: { welcome } };
      if (general.min_price_for_delivery !== null) expected.min_price_for_delivery = null;
      if (general.max_price_for_delivery !== null) expected.max_price_for_delivery = null;
      expect(body).toEqual({ general: expected });
      await expect(page.getByText('Configuración guardada')).toBeVisible();
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Bienvenida' })).toHaveValue(welcome);
      await phoneScreenshot(page, testInfo, 'general-settings-phone');
    } finally {
      await client.patchOk('/settings', {
        general: {
          min_price_for_delivery: general.min_price_for_delivery,
          max_price_for_delivery: general.max_price_for_delivery,
          page_texts: { welcome: general.page_texts.welcome },
        },
      });
    }
  });

  test('a template is chosen after a confirmation', async ({ page, request, server }, testInfo) => {
    const client = await adminApi(request, server);
    const list = await client.get<{ current: string; templates: { id: string; name: string }[] }>(
      '/templates',
    );
    const target = list.templates.find((template) => template.id !== list.current);
    expect(target).toBeDefined();
    const { name } = target as { name: string };
    try {
      await signIn(page, server);
      await page.getByRole('link', { name: 'Plantillas' }).click();
      await expect(page).toHaveURL(/\/templates$/);
      const card = page.getByRole('article', { name });
      await expect(card).toBeVisible();
      await expect(page.locator('article[aria-current="true"]')).toHaveCount(1);

      await card.getByRole('button', { name: 'Usar esta plantilla' }).click();
      const dialog = page.getByRole('dialog', { name: `¿Usar la plantilla ${name}?` });
      await expect(dialog).toBeVisible();
      await keepScreenshot(page, testInfo, 'templates-confirm');
      await dialog.getByRole('button', { name: 'Usar plantilla' }).click();
      await expect(page.getByText(`La tienda ahora usa la plantilla ${name}.`)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(card).toHaveAttribute('aria-current', 'true');
      await expect(card.getByText('En uso')).toBeVisible();
      await expect(card.getByRole('button', { name: 'Usar esta plantilla' })).toHaveCount(0);
      expect((await client.get<{ current: string }>('/templates')).current).toBe(target?.id);
      await keepScreenshot(page, testInfo, 'templates');
      expect(await seriousViolations(page, testInfo, 'templates')).toEqual([]);
      await phoneScreenshot(page, testInfo, 'templates-phone');
    } finally {
      await client.patchOk('/templates', { template_id: list.current });
    }
  });

  test('who may only see the settings and templates gets them read-only', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const client = await adminApi(request, server);
    const { data: policies } = await client.get<{ data: { id: number; key: string }[] }>('/policies');
    const showOnly = (key: string) => ({
      policy_id: policies.find((policy) => policy.key === key)?.id,
      actions: [
        { key: 'show', active: true },
        { key: 'update', active: false },
      ],
    });
    const roleName = `E2E ajustes solo ver ${Date.now().toString(36)}`;
    await client.post('/roles', { name: roleName, policies: [showOnly('settings'), showOnly('templates')] });
    const viewer = await createUser(request, server, roleName);
    await signInAs(page, viewer);

    await page.getByRole('link', { name: 'Configuración general' }).click();
    await expect(page.getByTestId('form-read-only')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Pedido mínimo para delivery' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Diseño' }).click();
    await expect(page.getByTestId('form-read-only')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Color principal' })).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Elegir imagen/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Vista previa de la tienda' })).toBeVisible();

    await page.getByRole('link', { name: 'Plantillas' }).click();
    await expect(page.getByTestId('form-read-only')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Usar esta plantilla' })).toHaveCount(0);
    await keepScreenshot(page, testInfo, 'templates-read-only');
  });
});
