import type { Page } from '@playwright/test';
import { createAlwaysOpenStore, createMenu, createProduct, getMenu, setStoreMenu } from './admin-api.js';
import {
  chooseRowAction,
  keepScreenshot,
  moveByKeyboard,
  seriousViolations,
  signIn,
} from './console-helpers.js';
import { expect, test } from './fixtures.js';

/**
 * Issue 5 in the console: a menu built in the price-table editor, changed in the visual editor
 * (a price, the order of collections), seen in the customer preview once a store is given it, and
 * deleted — unless a store still uses it.
 */
const unique = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** Adds a row to a price group and picks a product for it by typing part of its name. */
async function addProductRow(page: Page, group: string, product: string) {
  await page.getByRole('button', { name: `Agregar producto a ${group}` }).click();
  const picker = page.getByRole('combobox', { name: 'Producto (Producto nuevo)' });
  await picker.fill(product);
  await page.getByRole('option', { name: product }).click();
}

async function addGroup(page: Page, name: string) {
  await page.getByRole('button', { name: 'Agregar grupo de precios' }).click();
  await page.getByRole('textbox', { name: 'Nombre del grupo' }).last().fill(name);
}

async function openMenus(page: Page) {
  await page.getByTestId('sidebar').getByRole('link', { name: 'Menús' }).click();
  // Off the sidebar: its active item under the pointer has a contrast of its own (shell, not menus).
  await page.mouse.move(1200, 780);
  await expect(page.getByRole('heading', { level: 1, name: 'Menús' })).toBeVisible();
}

function rowActions(page: Page, menu: string) {
  return page.getByRole('button', { name: `Acciones de ${menu}` });
}

test.describe('menus', () => {
  test('a menu is built in the table editor, changed in the visual editor and seen by customers', async ({
    page,
    request,
    server,
  }) => {
    test.setTimeout(120_000);
    const id = unique();
    const burger = await createProduct(request, server, {
      name: `Hamburguesa ${id}`,
      price_product: 699000,
      description: 'Carne 150 g, queso cheddar y salsa de la casa',
    });
    const fries = await createProduct(request, server, { name: `Papas ${id}`, price_product: 250000 });
    const soda = await createProduct(request, server, { name: `Bebida ${id}`, price_product: 150000 });
    const hidden = await createProduct(request, server, {
      name: `Oculto ${id}`,
      price_product: 100000,
      show: false,
    });
    const menuName = `Carta E2E ${id}`;

    await signIn(page, server);
    await openMenus(page);
    await page.getByRole('link', { name: 'Nuevo menú', exact: true }).click();
    await expect(page).toHaveURL(/\/menu\/add-menu$/);

    // Forms check on submit only, in Spanish, under the input.
    await page.getByRole('button', { name: 'Crear menú' }).click();
    await expect(page.getByText('El campo nombre es requerido')).toBeVisible();
    await page.getByRole('textbox', { name: 'Nombre del menú' }).fill(menuName);
    await addGroup(page, 'Principales');
    await addProductRow(page, 'Principales', burger.name);
    // The product's own price comes in, and the delivery price follows the price until changed.
    await expect(page.getByRole('textbox', { name: `Precio de ${burger.name}` })).toHaveValue('$6.990');
    await page.getByRole('textbox', { name: `Precio de ${burger.name}` }).fill('7490');
    await expect(page.getByRole('textbox', { name: `Precio delivery de ${burger.name}` })).toHaveValue(
      '$7.490',
    );
    await addProductRow(page, 'Principales', fries.name);
    await addGroup(page, 'Bebidas');
    await addProductRow(page, 'Bebidas', soda.name);
    await page.getByRole('textbox', { name: `Precio delivery de ${soda.name}` }).fill('1900');
    await keepScreenshot(page, test.info(), 'menu-table-editor-new');

    await page.getByRole('button', { name: 'Crear menú' }).click();
    await expect(page.getByText('Menú creado.')).toBeVisible();
    await expect(page).toHaveURL(/\/menu\/edit-menu\/\d+$/);
    const menuId = Number(/edit-menu\/(\d+)/.exec(page.url())?.[1]);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `Menú ${menuName}` })).toBeVisible();
    await expect(page.getByRole('textbox', { name: `Precio de ${burger.name}` })).toHaveValue('$7.490');
    await expect(page.getByRole('textbox', { name: `Precio delivery de ${burger.name}` })).toHaveValue(
      '$7.490',
    );
    await expect(page.getByRole('textbox', { name: `Precio delivery de ${soda.name}` })).toHaveValue(
      '$1.900',
    );
    const created = await getMenu(request, server, menuId);
    expect(created.price_groups.map((g) => g.name)).toEqual(['Principales', 'Bebidas']);
    expect(created.price_groups[0]?.prices).toEqual([
      expect.objectContaining({ product_id: burger.id, price: 749000, delivery_price: 749000 }),
      expect.objectContaining({ product_id: fries.id, price: 250000, delivery_price: 250000 }),
    ]);
    expect(created.price_groups[1]?.prices).toEqual([
      expect.objectContaining({ product_id: soda.id, price: 150000, delivery_price: 190000 }),
    ]);
    await keepScreenshot(page, test.info(), 'menu-table-editor-saved');
    expect(await seriousViolations(page, test.info(), 'menu-table-editor')).toEqual([]);

    // The visual editor: change a price on its card, move "Bebidas" first by keyboard, save.
    await page.getByRole('link', { name: 'Editar en editor visual' }).click();
    await expect(page).toHaveURL(new RegExp(`/menu/new-edit-menu/${menuId}$`));
    await expect(page.getByRole('region', { name: 'Colección Principales' })).toBeVisible();
    await page.getByRole('button', { name: `Editar precio: ${burger.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Precio de ${burger.name}` });
    await dialog.getByRole('textbox', { name: 'Precio', exact: true }).fill('7990');
    await keepScreenshot(page, test.info(), 'menu-visual-price-dialog');
    await dialog.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByRole('button', { name: `Editar precio: ${burger.name}` })).toContainText('$7.990');

    // A product added to a collection from the picker, at its own price.
    await page.getByRole('button', { name: 'Agregar producto a Principales' }).click();
    const adding = page.getByRole('dialog', { name: 'Agregar producto a Principales' });
    await adding.getByRole('combobox', { name: 'Producto' }).fill(hidden.name);
    await page.getByRole('option', { name: hidden.name }).click();
    await expect(adding.getByRole('textbox', { name: 'Precio', exact: true })).toHaveValue('$1.000');
    await adding.getByRole('button', { name: 'Agregar' }).click();
    await expect(adding).toBeHidden();
    await expect(page.getByRole('button', { name: `Editar precio: ${hidden.name}` })).toContainText('$1.000');

    await moveByKeyboard(page, 'Mover la colección Bebidas', 'la colección Bebidas', -1);
    const sections = page.getByRole('region', { name: /^Colección / });
    await expect(sections.first()).toHaveAccessibleName('Colección Bebidas');
    await keepScreenshot(page, test.info(), 'menu-visual-editor');
    expect(await seriousViolations(page, test.info(), 'menu-visual-editor')).toEqual([]);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Menú guardado.')).toBeVisible();

    await page.getByRole('link', { name: 'Editar en tabla de precios' }).click();
    const groups = page.getByRole('region', { name: /^Grupo de precios / });
    await expect(groups.first()).toHaveAccessibleName('Grupo de precios Bebidas');
    await expect(page.getByRole('textbox', { name: `Precio de ${burger.name}` })).toHaveValue('$7.990');
    await expect(page.getByRole('textbox', { name: `Precio delivery de ${burger.name}` })).toHaveValue(
      '$7.990',
    );

    // Given to a store, the customer preview shows the public menu of that store.
    const store = await createAlwaysOpenStore(request, server, `Tienda menú ${id}`);
    await setStoreMenu(request, server, store.id, menuId);
    await page.getByRole('link', { name: 'Editar en editor visual' }).click();
    await page.getByRole('tab', { name: 'Vista cliente' }).click();
    const customerMenu = page.getByTestId('customer-menu');
    await expect(customerMenu.getByRole('region', { name: 'Bebidas' })).toContainText(soda.name);
    await expect(customerMenu.getByRole('region', { name: 'Principales' })).toContainText(burger.name);
    // Delivery is the default: the drink's delivery price shows.
    await expect(customerMenu.getByRole('region', { name: 'Bebidas' })).toContainText('$1.900');
    await page.getByText('Retiro', { exact: true }).click();
    await expect(customerMenu.getByRole('region', { name: 'Bebidas' })).toContainText('$1.500');
    // A product customers cannot see now is absent, and the preview says so apart.
    await expect(customerMenu).not.toContainText(hidden.name);
    await expect(page.getByTestId('hidden-now')).toContainText(`${hidden.name} (Principales)`);
    await keepScreenshot(page, test.info(), 'menu-customer-preview');
    expect(await seriousViolations(page, test.info(), 'menu-customer-preview')).toEqual([]);

    // A menu a store uses cannot be deleted, and the list says which store.
    await openMenus(page);
    await page.getByRole('textbox', { name: 'Buscar por nombre' }).fill(menuName);
    await expect(page.getByRole('row')).toHaveCount(2);
    const row = page.getByRole('row', { name: new RegExp(menuName) });
    await expect(row).toContainText('1 tienda');
    await keepScreenshot(page, test.info(), 'menu-list');
    expect(await seriousViolations(page, test.info(), 'menu-list')).toEqual([]);
    await chooseRowAction(page, rowActions(page, menuName), 'Eliminar');
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText(`El menú está asignado a las tiendas ${store.name}`)).toBeVisible();
    await expect(row).toBeVisible();

    // Without the store it goes, after the confirmation.
    await setStoreMenu(request, server, store.id, null);
    await page.reload();
    await chooseRowAction(page, rowActions(page, menuName), 'Eliminar');
    await expect(page.getByRole('dialog')).toContainText(`¿Eliminar el menú ${menuName}?`);
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Menú eliminado.')).toBeVisible();
    await expect(page.getByTestId('data-table-empty')).toBeVisible();
  });

  test('many menus are deleted at once; one a store uses stays and says why', async ({
    page,
    request,
    server,
  }) => {
    const id = unique();
    const kept = await createMenu(request, server, `Lote ${id} usado`);
    await createMenu(request, server, `Lote ${id} a`);
    await createMenu(request, server, `Lote ${id} b`);
    const store = await createAlwaysOpenStore(request, server, `Tienda lote ${id}`);
    await setStoreMenu(request, server, store.id, kept.id);

    await signIn(page, server);
    await openMenus(page);
    await page.getByRole('textbox', { name: 'Buscar por nombre' }).fill(`Lote ${id}`);
    await expect(page.getByRole('row')).toHaveCount(4);
    await page.getByRole('checkbox', { name: 'Seleccionar todos' }).check();
    await page.getByRole('button', { name: 'Eliminar seleccionados' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('2 menús eliminados.')).toBeVisible();
    await expect(page.getByText(`El menú está asignado a las tiendas ${store.name}`)).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('row', { name: new RegExp(`Lote ${id} usado`) })).toBeVisible();
  });
});
