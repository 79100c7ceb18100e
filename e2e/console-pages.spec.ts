import { adminApi } from './admin-api.js';
import { keepScreenshot, seriousViolations, signIn } from './console-helpers.js';
import { expect, test } from './fixtures.js';

/**
 * Pages (issue 17): a page is made from the console (an address with spaces or a leading slash is
 * refused under its field), a version published through the API shows it as published and the
 * storefront reads it at its address; deleting it asks first. Super admins do the same from the
 * pages admin (`/pages-admin`).
 */
const unique = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;

test.describe('pages', () => {
  test.setTimeout(90_000);

  test('a page is made with a valid address, published, read by the storefront and deleted', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const id = unique();
    const title = `Página E2E ${id}`;
    const address = `e2e-${id}/verano`;
    const client = await adminApi(request, server);
    try {
      await signIn(page, server);
      await page.getByRole('link', { name: 'Páginas', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Páginas' })).toBeVisible();
      await page.getByRole('link', { name: 'Nueva página' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Nueva página' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
      const url = page.getByRole('textbox', { name: 'Dirección', exact: true });
      await url.fill('/promo de verano');
      await page.getByRole('button', { name: 'Crear' }).click();
      await expect(url).toBeFocused();
      await expect(page.getByText('Escribe la dirección sin la barra inicial: se agrega sola')).toBeVisible();
      await url.fill(address);
      await expect(page.getByText(new RegExp(`Se verá en .*/${address.replace('/', '\\/')}$`))).toBeVisible();
      expect(await seriousViolations(page, testInfo, 'page-form')).toEqual([]);
      await keepScreenshot(page, testInfo, 'page-form');
      await page.getByRole('button', { name: 'Crear' }).click();
      await expect(page.getByText('Página creada.')).toBeVisible();
      const row = page.getByRole('row').filter({ hasText: title });
      await expect(row).toContainText(`/${address}`);
      await expect(row).toContainText('Sin publicar');

      const [made] = (await client.get<{ data: { id: number; title: string }[] }>(`/pages?query=${id}`)).data;
      expect(made?.title).toBe(title);
      await client.post(`/pages/${made?.id}/contents`, {
        status: 'published',
        content: [{ type: 'hero', display_name: 'Portada', props: { title: 'Verano' } }],
      });
      await page.reload();
      await expect(row).toContainText('Publicada');
      await keepScreenshot(page, testInfo, 'page-list');
      const shown = await request.get(`/api/public/v1/pages?url=${encodeURIComponent(address)}`, {
        headers: { tenant: server.tenant },
      });
      expect(shown.status()).toBe(200);
      expect((await shown.json()).content[0].props.title).toBe('Verano');

      await page.getByRole('button', { name: `Eliminar «${title}»` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
      await expect(page.getByText('Página eliminada.')).toBeVisible();
      await expect(row).toHaveCount(0);
      const gone = await request.get(`/api/public/v1/pages?url=${encodeURIComponent(address)}`, {
        headers: { tenant: server.tenant },
      });
      expect(gone.status()).toBe(404);
    } finally {
      const left = await client.get<{ data: { id: number }[] }>(`/pages?query=${id}`);
      for (const made of left.data) await client.delete(`/pages/${made.id}`);
    }
  });

  test('a super admin adds, edits and deletes a page from the pages admin', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const id = unique();
    const client = await adminApi(request, server);
    try {
      await signIn(page, server);
      await page.getByRole('link', { name: 'Páginas de la marca', exact: true }).click();
      await expect(page).toHaveURL(/\/pages-admin$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Administrador de páginas' })).toBeVisible();
      await page.getByRole('link', { name: 'Nueva página' }).click();
      await expect(page).toHaveURL(/\/pages-admin\/add-page$/);
      await page.getByRole('textbox', { name: 'Título', exact: true }).fill(`Admin ${id}`);
      await page.getByRole('textbox', { name: 'Dirección', exact: true }).fill(`admin-${id}`);
      await page.getByRole('button', { name: 'Crear' }).click();
      await expect(page.getByText('Página creada.')).toBeVisible();
      await expect(page).toHaveURL(/\/pages-admin$/);
      const row = page.getByRole('row').filter({ hasText: `Admin ${id}` });
      await row.getByRole('button', { name: `Editar «Admin ${id}»` }).click();
      await expect(page).toHaveURL(/\/pages-admin\/edit-page\/\d+$/);
      await page.getByRole('textbox', { name: 'Título', exact: true }).fill(`Admin ${id} editada`);
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expect(page).toHaveURL(/\/pages-admin$/);
      await keepScreenshot(page, testInfo, 'pages-admin');
      await page.getByRole('button', { name: `Eliminar «Admin ${id} editada»` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
      await expect(page.getByText('Página eliminada.')).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: `Admin ${id}` })).toHaveCount(0);
    } finally {
      const left = await client.get<{ data: { id: number }[] }>(`/pages?query=${id}`);
      for (const made of left.data) await client.delete(`/pages/${made.id}`);
    }
  });
});
