import type { Locator } from '@playwright/test';
import { adminApi } from './admin-api.js';
import { keepScreenshot, seriousViolations, signIn } from './console-helpers.js';
import { expect, test } from './fixtures.js';

/**
 * Custom landings (issue 17, behind the demo tenant's `custom_landings` flag): a landing is made
 * in the console with its HTML, shown in a sandboxed preview as it is typed; saving deploys the
 * HTML and the server's Chromium draws its thumbnail, which the list shows; it is published for
 * the storefront, unpublished, and deleted after a question.
 */
const unique = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;

/** The picture really arrived and decoded: an `<img>` with a broken or empty source has no width. */
async function naturalWidth(image: Locator): Promise<number> {
  return image.evaluate((element) => {
    const img = element as unknown as { complete: boolean; naturalWidth: number };
    return img.complete ? img.naturalWidth : 0;
  });
}

test.describe('custom landings', () => {
  test.setTimeout(120_000);

  test('a landing is made with its HTML, its thumbnail appears, and it is published and deleted', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const id = unique();
    const name = `Landing E2E ${id}`;
    const slug = `e2e-${id}`;
    const html =
      '<body style="margin:0;font-family:sans-serif;background:#2b8a3e;color:#fff">' +
      `<h1 style="margin:0;padding:24px">Promo ${id}</h1><p style="padding:0 24px">Dos por uno en papas — ¡sólo hoy!</p>` +
      '<script>document.body.style.background = "#e03131"</script></body>';
    const client = await adminApi(request, server);
    try {
      await signIn(page, server);
      await page.getByRole('link', { name: 'Landings personalizadas', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Landings personalizadas' })).toBeVisible();
      await page.getByRole('link', { name: 'Nueva landing' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Nueva landing' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(name);
      const address = page.getByRole('textbox', { name: 'Dirección', exact: true });
      await address.fill('Promo Verano');
      await page.getByRole('button', { name: 'Crear' }).click();
      await expect(address).toBeFocused();
      await expect(page.getByText('La dirección de la landing solo admite letras minúsculas')).toBeVisible();
      await address.fill(slug);
      // Scanned before the preview exists: axe waits forever on a frame where no script may run.
      expect(await seriousViolations(page, testInfo, 'custom-landing-form')).toEqual([]);
      await page.getByRole('textbox', { name: 'Contenido HTML' }).fill(html);
      // The preview shows the HTML, sandboxed: its script does not run (the page stays green).
      const preview = page.frameLocator('iframe[title="Vista previa de la landing"]');
      await expect(preview.getByRole('heading', { name: `Promo ${id}` })).toBeVisible();
      expect(await page.locator('iframe[title="Vista previa de la landing"]').getAttribute('sandbox')).toBe(
        '',
      );
      await expect(preview.locator('body')).toHaveCSS('background-color', 'rgb(43, 138, 62)');
      await keepScreenshot(page, testInfo, 'custom-landing-form');
      await page.screenshot({ path: '/tmp/landings-form.png', fullPage: true });

      await page.getByRole('button', { name: 'Crear' }).click();
      await expect(page.getByText('Landing creada.')).toBeVisible();
      const row = page.getByRole('row').filter({ hasText: name });
      await expect(row).toContainText(`/${slug}`);
      await expect(row).toContainText('Borrador');
      const thumbnail = row.getByRole('img', { name: `Miniatura de «${name}»` });
      await expect(thumbnail).toBeVisible();
      await expect.poll(() => naturalWidth(thumbnail)).toBeGreaterThan(0);
      await page.screenshot({ path: '/tmp/landings-list.png', fullPage: true });
      await keepScreenshot(page, testInfo, 'custom-landing-list');
      expect(await seriousViolations(page, testInfo, 'custom-landing-list')).toEqual([]);

      // Published from the list: the storefront reads it at its address; unpublished, it is gone.
      const storefront = () =>
        request.get(`/api/public/v1/custom_landings/${slug}`, { headers: { tenant: server.tenant } });
      expect((await storefront()).status()).toBe(404);
      await row.getByRole('button', { name: `Publicar «${name}»` }).click();
      await expect(page.getByText('Landing publicada.')).toBeVisible();
      await expect(row).toContainText('Publicada');
      const shown = await storefront();
      expect(shown.status()).toBe(200);
      expect((await shown.json()).html).toBe(html);
      await row.getByRole('button', { name: `Despublicar «${name}»` }).click();
      await expect(page.getByText('Landing despublicada.')).toBeVisible();
      expect((await storefront()).status()).toBe(404);

      // The edit page shows the thumbnail at its size.
      await row.getByRole('button', { name: `Editar «${name}»` }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Editar landing' })).toBeVisible();
      const large = page.getByRole('img', { name: `Miniatura de «${name}»` });
      await expect.poll(() => naturalWidth(large)).toBe(420);
      await page.screenshot({ path: '/tmp/landings-edit.png', fullPage: true });
      await page.getByRole('link', { name: 'Volver a las landings' }).first().click();

      await row.getByRole('button', { name: `Eliminar «${name}»` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
      await expect(page.getByText('Landing eliminada.')).toBeVisible();
      await expect(row).toHaveCount(0);
    } finally {
      const left = await client.get<{ data: { id: number }[] }>(`/custom_landings?query=${id}`);
      for (const made of left.data) await client.delete(`/custom_landings/${made.id}`);
    }
  });

  test('publishing a landing without HTML is refused with the landings toast', async ({
    page,
    request,
    server,
  }) => {
    const id = unique();
    const name = `Landing vacía ${id}`;
    const client = await adminApi(request, server);
    await client.post('/custom_landings', { name, slug: `vacia-${id}` });
    try {
      await signIn(page, server);
      await page.goto('/custom-landings');
      const row = page.getByRole('row').filter({ hasText: name });
      await expect(row.getByText('Sin miniatura')).toBeVisible();
      await row.getByRole('button', { name: `Publicar «${name}»` }).click();
      await expect(page.getByText('No se pudo publicar la landing.')).toBeVisible();
      await expect(page.getByText('Agrega el HTML de la landing antes de publicarla')).toBeVisible();
      await expect(row).toContainText('Borrador');
      await page.screenshot({ path: '/tmp/landings-refused.png', fullPage: true });
    } finally {
      const left = await client.get<{ data: { id: number }[] }>(`/custom_landings?query=${id}`);
      for (const made of left.data) await client.delete(`/custom_landings/${made.id}`);
    }
  });
});
