import type { Page } from '@playwright/test';
import { createModifier, createProduct, getModifier } from './admin-api.js';
import {
  chooseRowAction,
  keepScreenshot,
  moveByKeyboard,
  seriousViolations,
  signIn,
} from './console-helpers.js';
import { expect, test } from './fixtures.js';

/**
 * Issue 5, modifiers in the console: the form with options edited in place, clone from the list,
 * the order dragged from the keyboard, delete-all, and a delete refused because a product offers it.
 */
const unique = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4).toString(36)}`;

async function openList(page: Page, query: string) {
  await page.goto(`/modifiers?query=${encodeURIComponent(query)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Modificadores' })).toBeVisible();
}

const table = (page: Page) => page.getByRole('table', { name: 'Modificadores' });

/** The list's modifier names, top to bottom. */
async function namesInList(page: Page): Promise<string[]> {
  return table(page).locator('tbody tr td:nth-child(3) p').allTextContents();
}

async function fillOption(page: Page, n: number, name: string, price: string) {
  await page.getByRole('textbox', { name: `Nombre de la opción ${n}` }).fill(name);
  await page.getByRole('textbox', { name: `Precio de la opción ${n}` }).fill(price);
}

test.describe('modifiers', () => {
  test('a modifier is created with three options, one repriced and one removed, and stays so', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const name = `E2E Punto ${unique()}`;
    await signIn(page, server);
    await page.getByRole('link', { name: 'Modificadores' }).click();
    await expect(page).toHaveURL(/\/modifiers$/);
    await page.getByRole('link', { name: 'Crear modificador' }).click();
    await expect(page).toHaveURL(/\/modifiers\/add-modifier$/);

    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'Texto del selector' }).fill('Elige el punto');
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Agregar opción' }).click();
    await fillOption(page, 1, `${name} jugoso`, '0');
    await fillOption(page, 2, `${name} a punto`, '500');
    await page.getByRole('button', { name: 'Crear modificador' }).click();
    // Checked on submit: the blank third option says so under its box, and nothing is saved.
    await expect(page.getByText('El campo name es requerido')).toBeVisible();
    await expect(page).toHaveURL(/\/modifiers\/add-modifier$/);
    await fillOption(page, 3, `${name} bien cocido`, '1000');
    await expect(page.getByText('El campo name es requerido')).toHaveCount(0);
    await keepScreenshot(page, testInfo, 'modifier-form-options');
    await page.getByRole('button', { name: 'Crear modificador' }).click();

    await expect(page.getByText('Modificador creado')).toBeVisible();
    await expect(page).toHaveURL(/\/modifiers\/edit-modifier\/\d+$/);
    // The URL changes before the edit page has loaded: the create form shows until then.
    await expect(page.getByRole('heading', { level: 1, name: `Editar ${name}` })).toBeVisible();
    const id = Number(page.url().split('/').at(-1));

    await page.getByRole('textbox', { name: 'Precio de la opción 2' }).fill('900');
    await page.getByRole('button', { name: `Quitar ${name} bien cocido` }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Modificador actualizado')).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('option-row')).toHaveCount(2);
    await expect(page.getByRole('textbox', { name: 'Nombre de la opción 1' })).toHaveValue(`${name} jugoso`);
    await expect(page.getByRole('textbox', { name: 'Nombre de la opción 2' })).toHaveValue(`${name} a punto`);
    await expect(page.getByRole('textbox', { name: 'Precio de la opción 2' })).toHaveValue('$900');
    const saved = await getModifier(request, server, id);
    expect(saved.children.map((c) => [c.name, c.price])).toEqual([
      [`${name} jugoso`, 0],
      [`${name} a punto`, 90000],
    ]);
  });

  test('a modifier is cloned from the list with the same options, and the copy opens', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const tag = `E2E Salsas ${unique()}`;
    const source = await createModifier(request, server, tag, [
      { name: `${tag} ajo`, price: 0 },
      { name: `${tag} merkén`, price: 30000 },
    ]);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page, server);
    await page.getByRole('link', { name: 'Modificadores' }).click();
    await expect(table(page).getByRole('cell', { name: /^Agregados/ })).toBeVisible();
    // Off the sidebar link just clicked: its hover colours are the shell's, scanned elsewhere.
    await page.mouse.move(900, 700);
    await keepScreenshot(page, testInfo, 'modifier-list-all');
    // The search waits for a pause in typing, then lives in the URL.
    await page.getByRole('textbox', { name: 'Buscar por nombre' }).fill(tag);
    await expect(page).toHaveURL(new RegExp(`query=${encodeURIComponent(tag).replaceAll('%20', '\\+')}`));
    await expect.poll(() => namesInList(page)).toEqual([`${tag} ajo`, `${tag} merkén`, tag]);
    // Scanned on one page of rows: the shared pagination's arrows are the shared table's to name.
    expect(await seriousViolations(page, testInfo, 'modifier-list')).toEqual([]);
    await chooseRowAction(
      page,
      page.getByRole('button', { name: `Acciones de ${tag}`, exact: true }),
      'Duplicar',
    );
    const dialog = page.getByRole('dialog', { name: 'Modificador duplicado' });
    await expect(dialog).toContainText(`Se creó «${tag} (copia)» con 2 opciones.`);
    await dialog.getByRole('link', { name: 'Abrir la copia' }).click();

    await expect(page.getByRole('heading', { level: 1, name: `Editar ${tag} (copia)` })).toBeVisible();
    await expect(page).not.toHaveURL(new RegExp(`/edit-modifier/${source.id}$`));
    await expect(page.getByRole('textbox', { name: 'Nombre de la opción 1' })).toHaveValue(`${tag} ajo`);
    await expect(page.getByRole('textbox', { name: 'Nombre de la opción 2' })).toHaveValue(`${tag} merkén`);
    await expect(page.getByRole('textbox', { name: 'Precio de la opción 2' })).toHaveValue('$300');
    await keepScreenshot(page, testInfo, 'modifier-copy-form');
    expect(await seriousViolations(page, testInfo, 'modifier-form')).toEqual([]);
  });

  test('the order is changed from the keyboard and kept after a reload', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const tag = `E2E Orden ${unique()}`;
    for (const letter of ['a', 'b', 'c']) await createModifier(request, server, `${tag} ${letter}`);
    await signIn(page, server);
    await openList(page, tag);
    await expect.poll(() => namesInList(page)).toEqual([`${tag} a`, `${tag} b`, `${tag} c`]);
    await keepScreenshot(page, testInfo, 'modifier-list');

    // Each step waits for what a screen reader hears, as a person waits to see the row move.
    await moveByKeyboard(page, `Mover ${tag} a`, `${tag} a`, 2);
    await expect(page.getByText('Orden guardado')).toBeVisible();
    await expect.poll(() => namesInList(page)).toEqual([`${tag} b`, `${tag} c`, `${tag} a`]);

    await page.reload();
    await expect.poll(() => namesInList(page)).toEqual([`${tag} b`, `${tag} c`, `${tag} a`]);
  });

  test('several modifiers are deleted at once after a confirmation', async ({ page, request, server }) => {
    const tag = `E2E Borrar ${unique()}`;
    for (const letter of ['a', 'b', 'c']) await createModifier(request, server, `${tag} ${letter}`);
    await signIn(page, server);
    await openList(page, tag);
    await expect.poll(() => namesInList(page)).toHaveLength(3);
    await page.getByRole('checkbox', { name: 'Seleccionar todos' }).check();
    await page.getByRole('button', { name: 'Eliminar seleccionados' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Eliminar 3 elementos?' });
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('3 modificadores eliminados')).toBeVisible();
    await expect(page.getByTestId('data-table-empty')).toHaveText(
      'No hay modificadores que coincidan con la búsqueda.',
    );
  });

  test('a modifier a product offers is not deleted, and the message names the product', async ({
    page,
    request,
    server,
  }) => {
    const tag = `E2E Agregados ${unique()}`;
    const modifier = await createModifier(request, server, tag);
    const product = await createProduct(request, server, {
      name: `E2E Burger ${unique()}`,
      price_product: 450000,
      modifiers: [{ modifier_id: modifier.id }],
    });
    await signIn(page, server);
    await openList(page, tag);
    await chooseRowAction(
      page,
      page.getByRole('button', { name: `Acciones de ${tag}`, exact: true }),
      'Eliminar',
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText(`El modificador está en el producto ${product.name}`)).toBeVisible();
    await expect.poll(() => namesInList(page)).toEqual([tag]);
  });
});
