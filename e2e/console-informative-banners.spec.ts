import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { adminApi, createUser } from './admin-api.js';
import { keepScreenshot, seriousViolations, signIn, signInAs } from './console-helpers.js';
import { expect, test } from './fixtures.js';

/**
 * Informative banners (issue 16): a platform operator publishes a notice with a desktop and a
 * phone image uploaded from the picker; another person's console shows it on top; postponing hides
 * it in that browser and stays so after a reload. The banner is deleted at the end, since every
 * other test's console shows it while it is on.
 */
const unique = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;

const png = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

async function uploadInPicker(page: Page, label: string, file: string, buffer: Buffer) {
  await page.getByRole('button', { name: `Elegir imagen para ${label}` }).click();
  const picker = page.getByRole('dialog', { name: `${label}: elige una imagen` });
  await picker.locator('input[type="file"]').setInputFiles({ name: file, mimeType: 'image/png', buffer });
  await expect(picker).toBeHidden();
  await expect(page.getByRole('button', { name: `Cambiar ${label}` })).toBeVisible();
}

test.describe('informative banners', () => {
  test.setTimeout(120_000);

  test('an operator publishes a notice; another person’s console shows it on top until they postpone it', async ({
    page,
    browser,
    request,
    server,
  }, testInfo) => {
    const alt = `Novedad E2E ${unique()}: reportes por hora`;
    const client = await adminApi(request, server);
    try {
      await signIn(page, server);
      await page.getByRole('link', { name: 'Avisos informativos' }).click();
      await expect(page).toHaveURL(/\/platform\/informative-banners$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Avisos informativos' })).toBeVisible();

      await page.getByRole('button', { name: 'Nuevo aviso' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nuevo aviso informativo' });
      await dialog.getByRole('button', { name: 'Publicar' }).click();
      // A refused form focuses its first message: the link still reads only https://.
      await expect(dialog.getByRole('textbox', { name: 'Enlace' })).toBeFocused();
      await expect(dialog).toContainText('El campo link debe ser un enlace que empiece con https://');
      await expect(dialog).toContainText('Elige una imagen de la biblioteca');
      await dialog.getByRole('textbox', { name: 'Enlace' }).fill('https://ayuda.tablero.cl/novedades');
      await dialog.getByRole('textbox', { name: 'Texto del aviso' }).fill(alt);
      await uploadInPicker(
        page,
        'Imagen de escritorio',
        'aviso-escritorio.png',
        await png(1320, 385, '#1f6feb'),
      );
      await uploadInPicker(
        page,
        'Imagen para celulares',
        'aviso-celular.png',
        await png(600, 400, '#2da44e'),
      );
      expect(await seriousViolations(page, testInfo, 'banner-form', ['[role="dialog"]'])).toEqual([]);
      await keepScreenshot(page, testInfo, 'banner-form');
      await dialog.getByRole('button', { name: 'Publicar' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Aviso publicado.')).toBeVisible();
      await expect(page.getByRole('switch', { name: `Aviso «${alt}» activo` })).toBeChecked();
      await keepScreenshot(page, testInfo, 'banner-list');

      // Another person, in a browser of their own, sees it on top of their console.
      const cashier = await createUser(request, server, 'admin');
      const other = await browser.newContext({
        baseURL: server.baseURL,
        locale: 'es-CL',
        timezoneId: 'America/Santiago',
      });
      const theirs = await other.newPage();
      await signInAs(theirs, cashier);
      const banner = theirs
        .getByTestId('informative-banner')
        .filter({ has: theirs.getByRole('img', { name: alt }) });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('link')).toHaveAttribute('href', 'https://ayuda.tablero.cl/novedades');
      await keepScreenshot(theirs, testInfo, 'banner-on-top');
      await banner.getByRole('button', { name: 'Posponer' }).click();
      await expect(banner).toHaveCount(0);
      await theirs.reload();
      await expect(theirs.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
      await expect(banner).toHaveCount(0);
      await other.close();

      // Switched off from its row, then deleted after confirming.
      // Mantine's switch is a hidden checkbox under its track: reached and pressed by keyboard.
      await page.getByRole('switch', { name: `Aviso «${alt}» activo` }).focus();
      await page.keyboard.press('Space');
      await expect(page.getByText(`El aviso «${alt}» ya no se muestra.`)).toBeVisible();
      await page.getByRole('button', { name: `Eliminar el aviso «${alt}»` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
      await expect(page.getByText('Aviso eliminado.')).toBeVisible();
      await expect(page.getByRole('switch', { name: `Aviso «${alt}» activo` })).toHaveCount(0);
    } finally {
      const left = await client.get<{ data: { id: number; alt: string }[] }>('/platform/informative_banners');
      for (const made of left.data.filter((b) => b.alt === alt))
        await client.delete(`/platform/informative_banners/${made.id}`);
    }
  });
});
