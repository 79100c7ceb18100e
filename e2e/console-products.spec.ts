import type { Page } from '@playwright/test';
import sharp from 'sharp';
import {
  adminHeaders,
  createModifier,
  createProduct,
  findProducts,
  priceInDefaultMenu,
} from './admin-api.js';
import { keepScreenshot, moveByKeyboard, seriousViolations, signIn } from './console-helpers.js';
import { expect, test } from './fixtures.js';

/**
 * Issue 5 in the console: a product made through the form with a real picture and two modifiers,
 * seen in the list with its thumbnail, edited, put on the default store's menu and seen in the
 * public menu with its small cropped picture; positions moved with the keyboard; several deleted
 * at once; bad pictures refused with a clear message.
 */
const unique = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;

/** A real 640×480 PNG with a pattern, as a phone photo would be (small enough to upload). */
const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 210, g: 120, b: 40 } } })
    .composite([
      {
        input: { create: { width: 320, height: 240, channels: 3, background: '#3a7d2c' } },
        left: 160,
        top: 120,
      },
    ])
    .png()
    .toBuffer();

const fileInput = (page: Page) => page.getByTestId('picture-drop-zone').locator('input[type="file"]');
const productsTable = (page: Page) => page.getByRole('table', { name: 'Productos' });
const rowOf = (page: Page, name: string) => productsTable(page).getByRole('row').filter({ hasText: name });

async function openProducts(page: Page) {
  await page.getByRole('link', { name: 'Productos', exact: true }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeVisible();
}

async function pickModifier(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Agregar modificador' }).fill(name);
  // Clicked once the list holds only the match: a list still shrinking moves under the pointer.
  await expect(page.getByRole('option')).toHaveText([name]);
  await page.getByRole('option', { name }).click();
  await expect(page.getByRole('table', { name: 'Modificadores del producto' })).toContainText(name);
}

async function search(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Buscar producto' }).fill(text);
  await expect(page).toHaveURL(new RegExp(`query=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`));
}

test.describe('products', () => {
  // Each test signs in, uploads or builds a page of the console: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  test('a product with a picture and two modifiers is created, listed, edited and seen in the public menu', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const id = unique();
    const name = `E2E Hamburguesa ${id}`;
    const cheese = await createModifier(request, server, `E2E Quesos ${id}`);
    const sauces = await createModifier(request, server, `E2E Salsas ${id}`);

    await signIn(page, server);
    await openProducts(page);
    await keepScreenshot(page, testInfo, 'products-list');
    await page.getByRole('link', { name: 'Crear producto' }).click();
    await expect(page).toHaveURL(/\/products\/add-product$/);

    // Submit-only validation, in Spanish, under the inputs.
    await page.getByRole('button', { name: 'Crear producto' }).click();
    await expect(page.getByText('Este campo es requerido').first()).toBeVisible();

    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'Descripción' }).fill('Carne 150 g, cheddar y pepinillos');
    await fileInput(page).setInputFiles({
      name: 'hamburguesa.png',
      mimeType: 'image/png',
      buffer: await photo(),
    });
    const tile = page.getByTestId('picture-tile');
    await expect(tile).toHaveCount(1);
    await expect(tile.getByRole('img', { name: 'Imagen 1' })).toHaveJSProperty('complete', true);
    await expect(tile.getByText('Portada')).toBeVisible();
    await page.getByTestId('picture-drop-zone').scrollIntoViewIfNeeded();
    await keepScreenshot(page, testInfo, 'product-form-general-with-picture');

    await page.getByRole('textbox', { name: 'Precio', exact: true }).fill('5990');
    await page.getByRole('textbox', { name: /^Etiqueta$/ }).fill('Nuevo');
    await page.getByRole('combobox', { name: 'Tipo de etiqueta' }).click();
    await page.getByRole('option', { name: 'Nuevo' }).click();
    await pickModifier(page, cheese.name);
    await pickModifier(page, sauces.name);
    await page.getByRole('textbox', { name: `Máximo ${cheese.name}` }).fill('2');
    // A chip's checkbox is visually hidden: people click its label.
    await page.getByText('Picante', { exact: true }).click();
    await expect(page.getByRole('checkbox', { name: 'Picante' })).toBeChecked();
    await page.getByRole('textbox', { name: 'Peso (g)' }).fill('350');
    await keepScreenshot(page, testInfo, 'product-form-filled');
    await page.getByRole('button', { name: 'Crear producto' }).click();

    await expect(page.getByText('Producto creado.')).toBeVisible();
    await expect(page).toHaveURL(/\/products$/);
    await search(page, name);
    const row = rowOf(page, name);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('$5.990');
    const thumbnail = row.getByRole('img', { name: `Imagen de ${name}` });
    await expect(thumbnail).toHaveAttribute('src', /\/api\/files\/v1\//);
    await expect(thumbnail).toHaveJSProperty('complete', true);
    await expect(thumbnail).toHaveJSProperty('naturalWidth', 300);
    await keepScreenshot(page, testInfo, 'products-list-with-thumbnail');

    // Edit: the saved modifiers come back by name, with their quantities.
    await row.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Editar ${name}` })).toBeVisible();
    await expect(page.getByRole('textbox', { name: `Máximo ${cheese.name}` })).toHaveValue('2');
    await expect(page.getByRole('textbox', { name: `Mínimo ${sauces.name}` })).toHaveValue('0');
    await expect(page.getByRole('textbox', { name: `Máximo ${sauces.name}` })).toHaveValue('100');
    await page.getByRole('textbox', { name: 'Precio', exact: true }).fill('6490');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Producto actualizado.')).toBeVisible();
    await expect(rowOf(page, name)).toContainText('$6.490');

    // On a menu's price group, the public menu shows it with its small cropped picture.
    const [saved] = await findProducts(request, server, name);
    if (!saved) throw new Error('the product is not in the API list');
    await priceInDefaultMenu(request, server, saved.id, 649000);
    const menu = await request.get('/api/public/v2/prices?platform=web&dispatch_method=pick_up', {
      headers: { tenant: server.tenant },
    });
    expect(menu.status()).toBe(200);
    const body = (await menu.json()) as {
      collections: { prices: { price: number; product: { id: number; pictures: { url: string }[] } }[] }[];
    };
    const price = body.collections.flatMap((c) => c.prices).find((p) => p.product.id === saved.id);
    expect(price?.price).toBe(649000);
    const [picture] = price?.product.pictures ?? [];
    expect(picture?.url).toMatch(/\/api\/files\/v1\//);
    const image = await request.get(picture?.url ?? '');
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/webp');
    expect((await sharp(await image.body()).metadata()).width).toBe(300);
  });

  test('products are reordered with the keyboard and the order stays after a reload', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const id = unique();
    // Names that sort first among position 0, so both are on the first page.
    const first = await createProduct(request, server, {
      name: `0 E2E Orden A ${id}`,
      price_product: 100000,
      position: 0,
    });
    const second = await createProduct(request, server, {
      name: `0 E2E Orden B ${id}`,
      price_product: 100000,
      position: 0,
    });
    const order = async () => {
      const names = await productsTable(page).getByRole('link').allInnerTexts();
      return [names.indexOf(first.name), names.indexOf(second.name)];
    };

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page, server);
    await openProducts(page);
    await expect(rowOf(page, second.name)).toBeVisible();
    // Off the sidebar link just clicked: axe reads the resting colours, not the hover ones.
    await page.mouse.move(700, 780);
    expect(await seriousViolations(page, testInfo, 'products-list')).toEqual([]);
    const [a, b] = await order();
    expect(a).toBeGreaterThanOrEqual(0);
    expect(a).toBeLessThan(b as number);

    await moveByKeyboard(page, `Mover ${second.name}`, second.name, (a as number) - (b as number));
    await expect(page.getByText('Orden de productos guardado.')).toBeVisible();
    await keepScreenshot(page, testInfo, 'products-reordered');
    const [movedA, movedB] = await order();
    expect(movedB).toBeLessThan(movedA as number);

    await page.reload();
    await expect(rowOf(page, first.name)).toBeVisible();
    const [afterA, afterB] = await order();
    expect(afterB).toBeLessThan(afterA as number);
    const [savedA] = await findProducts(request, server, first.name);
    const [savedB] = await findProducts(request, server, second.name);
    expect(savedB?.position).toBeLessThan(savedA?.position as number);
  });

  test('several products are deleted at once after confirming; one on a menu is refused, naming the menu', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const prefix = `E2E Borrar ${unique()}`;
    // Last in the catalogue: the reordering test renumbers the first page, and a product deleted
    // under it would refuse that save (its id no longer exists).
    const last = { price_product: 1000, position: 1_000_000 };
    for (const n of [1, 2]) await createProduct(request, server, { name: `${prefix} ${n}`, ...last });
    const priced = await createProduct(request, server, { name: `${prefix} 3`, ...last });
    await priceInDefaultMenu(request, server, priced.id, 1000);

    await signIn(page, server);
    await openProducts(page);
    await search(page, prefix);
    await expect(productsTable(page).getByRole('row').filter({ hasText: prefix })).toHaveCount(3);
    await page.getByRole('checkbox', { name: `Seleccionar ${prefix} 1` }).check();
    await expect(page.getByRole('button', { name: 'Eliminar seleccionados' })).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Seleccionar todos' }).check();
    await page.getByRole('button', { name: 'Eliminar seleccionados' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await keepScreenshot(page, testInfo, 'products-bulk-delete-confirm');
    await dialog.getByRole('button', { name: 'Eliminar' }).click();

    await expect(page.getByText('Se eliminaron 2 productos.')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: `No se eliminó ${prefix} 3` })).toContainText(
      'El producto está en los precios del menú',
    );
    await expect(productsTable(page).getByRole('row').filter({ hasText: prefix })).toHaveCount(1);
    await keepScreenshot(page, testInfo, 'products-bulk-delete-result');
    expect((await findProducts(request, server, prefix)).map((p) => p.name)).toEqual([`${prefix} 3`]);
    expect(
      (
        await request.get('/api/admin/v1/products', { headers: await adminHeaders(request, server) })
      ).status(),
    ).toBe(200);
  });

  test('a picture too large, of another type, or lying about its type is refused with a clear message', async ({
    page,
    server,
  }, testInfo) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page, server);
    await openProducts(page);
    await page.getByRole('link', { name: 'Crear producto' }).click();
    const refusal = (file: string) => page.getByRole('alert').filter({ hasText: `No se subió ${file}` });

    const large = Buffer.concat([await photo(), Buffer.alloc(1.6 * 1024 * 1024)]);
    await fileInput(page).setInputFiles({ name: 'enorme.png', mimeType: 'image/png', buffer: large });
    await expect(refusal('enorme.png')).toContainText('La imagen pesa más de 1,5 MB');

    await fileInput(page).setInputFiles({
      name: 'animada.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    await expect(refusal('animada.gif')).toContainText('Solo se permiten imágenes jpg, png, jpeg o webp.');

    // Named and typed as a PNG, but the bytes are text: the API reads the bytes and refuses it.
    await fileInput(page).setInputFiles({
      name: 'falsa.png',
      mimeType: 'image/png',
      buffer: Buffer.from('no soy una imagen'),
    });
    await expect(refusal('falsa.png')).toContainText('La imagen debe ser JPG, PNG o WebP');
    await expect(page.getByTestId('picture-tile')).toHaveCount(0);
    await keepScreenshot(page, testInfo, 'product-picture-refusals');
    expect(await seriousViolations(page, testInfo, 'product-form')).toEqual([]);
  });
});
