import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { errorMessages } from '@tablero/domain';
import ExcelJS from 'exceljs';
import { createAlwaysOpenStore, createCoupon, createProduct, createUser, findCoupons } from './admin-api.js';
import { chooseRowAction, keepScreenshot, signIn, signInAs } from './console-helpers.js';
import { expect, test } from './fixtures.js';

/**
 * Issue 13 in the console: a percentage coupon made through the form for two stores and seen in
 * the list; switched off from its row and still off after a reload; delete asks first, and a used
 * coupon's refusal (1019) is shown; a role that may only read coupons gets no create button; a
 * bulk load with three bad rows saves the good ones and hands the bad ones back as a file.
 */
const unique = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();

const couponsTable = (page: Page) => page.getByRole('table', { name: 'Cupones' });
const rowOf = (page: Page, code: string) => couponsTable(page).getByRole('row').filter({ hasText: code });

async function openCoupons(page: Page) {
  await page.getByRole('link', { name: 'Cupones' }).click();
  await expect(page).toHaveURL(/\/coupons$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cupones' })).toBeVisible();
}

async function searchCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Buscar cupón' }).fill(code);
  await expect(page).toHaveURL(new RegExp(`query=${code}`));
  await expect(rowOf(page, code)).toBeVisible();
}

async function pickStore(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Tiendas' }).fill(name);
  await page.getByRole('option', { name }).click();
}

test.describe('coupons', () => {
  test.setTimeout(120_000);

  test('a percentage coupon for two stores is created through the form, tried, and listed', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const id = unique();
    const code = `E2E${id}`;
    const north = await createAlwaysOpenStore(request, server, `E2E Cupón Norte ${id}`);
    const south = await createAlwaysOpenStore(request, server, `E2E Cupón Sur ${id}`);
    const burger = await createProduct(request, server, {
      name: `E2E Doble ${id}`,
      price_product: 1_000_000,
    });

    await signIn(page, server);
    await openCoupons(page);
    await page.getByRole('link', { name: 'Crear cupón' }).click();
    await expect(page).toHaveURL(/\/coupons\/create-coupon$/);

    // Submit-only validation with the shared rules: the first refused field is brought into view and focused.
    await page.getByRole('button', { name: 'Crear cupón' }).click();
    const codeBox = page.getByRole('textbox', { name: 'Código' });
    await expect(codeBox).toBeFocused();
    await expect(page.getByText('Este campo es requerido').first()).toBeVisible();

    await codeBox.fill(code);
    const percent = page.getByRole('textbox', { name: 'Porcentaje de descuento' });
    await percent.fill('150');
    await percent.blur();
    // §5: a percentage above 100 is read as hundredths.
    await expect(percent).toHaveValue('1.5 %');
    await percent.fill('15');
    await page.getByRole('textbox', { name: 'Descuento máximo' }).fill('5000');
    // Days are typed day first, whatever the browser's language, and shown so once taken.
    const start = page.getByRole('textbox', { name: 'Fecha de inicio' });
    await start.fill('01-01-2026');
    await start.press('Tab');
    await expect(start).toHaveValue('01-01-2026');
    const expiry = page.getByRole('textbox', { name: 'Fecha de término' });
    await expiry.fill('31/12/2030');
    await expiry.press('Tab');
    await expect(expiry).toHaveValue('31-12-2030');
    await pickStore(page, north.name);
    await pickStore(page, south.name);
    await page.getByRole('checkbox', { name: 'Efectivo' }).check();

    // The try panel asks the shared engine about the coupon as it stands in the form.
    const panel = page.getByRole('region', { name: 'Probar este cupón' });
    const result = panel.getByTestId('coupon-try-result');
    await expect(result).toContainText('Elige una tienda');
    await panel.getByRole('combobox', { name: 'Tienda', exact: true }).fill(north.name);
    await page.getByRole('option', { name: north.name }).click();
    await panel.getByRole('combobox', { name: 'Agregar producto al carro' }).fill(burger.name);
    await page.getByRole('option', { name: new RegExp(burger.name) }).click();
    await panel.getByRole('textbox', { name: `Cantidad de ${burger.name}` }).fill('2');
    // 15 % of $20.000 is $3.000, capped at $5.000: $3.000.
    await expect(result).toContainText('El cupón aplica');
    await expect(result).toContainText('Descuento: $3.000');
    await panel.getByRole('combobox', { name: 'Medio de pago' }).click();
    await page.getByRole('option', { name: 'Tarjeta (POS al entregar o en caja)' }).click();
    await expect(result).toContainText('El cupón no es válido con este medio de pago');
    await keepScreenshot(page, testInfo, 'coupon-form-try');

    await page.getByRole('button', { name: 'Crear cupón' }).click();
    await expect(page).toHaveURL(/\/coupons$/);
    await searchCode(page, code);
    const row = rowOf(page, code);
    await expect(row).toContainText('Porcentaje');
    await expect(row).toContainText('15 % (máx. $5.000)');
    await expect(row).toContainText('Desde 01-01-2026 00:00');
    await expect(row).toContainText('Hasta 31-12-2030 23:59');

    const [saved] = await findCoupons(request, server, code);
    expect(saved).toMatchObject({ code, kind: 'percentage', discount: 15 });
    expect([...(saved?.store_ids ?? [])].sort()).toEqual([north.id, south.id].sort());
  });

  test('a coupon switched off from its row stays off after a reload', async ({ page, request, server }) => {
    const code = `E2EOFF${unique()}`;
    await createCoupon(request, server, { code });
    await signIn(page, server);
    await page.goto(`/coupons?query=${code}`);
    const toggle = rowOf(page, code).getByRole('switch', { name: `Activar o desactivar ${code}` });
    await expect(toggle).toBeChecked();
    await toggle.click({ force: true });
    await expect(page.getByText(`Cupón ${code} desactivado.`)).toBeVisible();
    await page.reload();
    await expect(rowOf(page, code).getByRole('switch')).not.toBeChecked();
    expect((await findCoupons(request, server, code))[0]?.enabled).toBe(false);
  });

  test('delete asks first; a used coupon’s delete shows the 1019 message and the coupon stays', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const unused = `E2EDEL${unique()}`;
    // The demo tenant's ended CYBERDAY coupon was used 1,280 times (seed): the server refuses it.
    const used = 'CYBERDAY';
    await createCoupon(request, server, { code: unused });
    await signIn(page, server);

    await page.goto(`/coupons?query=${unused}`);
    await chooseRowAction(
      page,
      rowOf(page, unused).getByRole('button', { name: `Acciones de ${unused}` }),
      'Eliminar',
    );
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`el cupón ${unused}`);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(rowOf(page, unused)).toBeVisible();
    await chooseRowAction(
      page,
      rowOf(page, unused).getByRole('button', { name: `Acciones de ${unused}` }),
      'Eliminar',
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Cupón eliminado.')).toBeVisible();
    expect(await findCoupons(request, server, unused)).toEqual([]);

    await page.goto(`/coupons?query=${used}`);
    await chooseRowAction(
      page,
      rowOf(page, used).getByRole('button', { name: `Acciones de ${used}` }),
      'Eliminar',
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: used });
    await expect(refusal).toContainText(errorMessages.couponAlreadyUsed);
    await expect(rowOf(page, used)).toBeVisible();
    expect(await findCoupons(request, server, used)).toHaveLength(1);
    await keepScreenshot(page, testInfo, 'coupon-used-refusal');
  });

  test('a bulk load saves the good rows and offers the three bad ones to download and fix', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const tag = `E2EBULK${unique()}`;
    const file = [
      'code;kind;discount;max_discount;start_date;expiry_date',
      `${tag}A;percentage;10;3000;2026-12-01;2027-01-31`,
      `${tag}B;giftcard;2500;;01-12-2026;31-12-2026`,
      `${tag}C;percentage;diez;;2026-12-01;`,
      `${tag}D;giftcard;1000;;2026-12-31;2026-12-01`,
      `${tag}A;giftcard;1000;;2026-12-01;`,
      `${tag}E;giftcard;1500;;2026-12-01;`,
    ].join('\n');
    await signIn(page, server);
    await openCoupons(page);
    await page.getByRole('button', { name: 'Carga masiva' }).click();
    const dialog = page.getByRole('dialog', { name: 'Carga masiva de cupones' });
    const template = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Descargar plantilla' }).click();
    expect((await template).suggestedFilename()).toBe('plantilla-cupones.csv');
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'cupones.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(file),
    });
    await expect(dialog.getByRole('status')).toContainText('3 cupones guardados');
    await expect(dialog.getByRole('status')).toContainText('3 filas no se guardaron');
    const failed = dialog.getByRole('table', { name: 'Filas no guardadas' });
    await expect(failed.getByRole('row')).toHaveCount(4);
    await expect(failed.getByRole('row').filter({ hasText: `${tag}D` })).toContainText(
      'La fecha y hora de término deben ser posteriores a las de inicio',
    );
    await expect(
      failed.getByRole('row').filter({ hasText: 'El código ya aparece en la línea 2' }),
    ).toHaveCount(1);
    await keepScreenshot(page, testInfo, 'coupon-bulk-load');

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Descargar filas con error' }).click();
    const saved = await (await download).path();
    const lines = (await readFile(saved, 'utf8')).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('\uFEFFcode;kind;discount;max_discount;start_date;expiry_date;errores');
    expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual([`${tag}C`, `${tag}D`, `${tag}A`]);
    expect((await findCoupons(request, server, tag)).map((c) => c.code).sort()).toEqual([
      `${tag}A`,
      `${tag}B`,
      `${tag}E`,
    ]);

    // The downloaded file, fixed, goes back as it is (the reasons column is read past).
    const fixed = lines
      .join('\n')
      .replace(';diez;', ';10;')
      .replace(`${tag}D;giftcard;1000;;2026-12-31;2026-12-01`, `${tag}D;giftcard;1000;;2026-12-01;2026-12-31`)
      .replace(`${tag}A;giftcard`, `${tag}F;giftcard`);
    await dialog.getByRole('button', { name: 'Cargar otro archivo' }).click();
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'cupones-corregidos.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(fixed),
    });
    await expect(dialog.getByRole('status')).toContainText('3 cupones guardados');
    await expect(dialog.getByRole('table', { name: 'Filas no guardadas' })).toHaveCount(0);

    // The same columns in an Excel workbook, dates typed as dates.
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Cupones');
    sheet.addRow(['code', 'kind', 'discount', 'start_date']);
    sheet.addRow([`${tag}X1`, 'giftcard', 1500, new Date(Date.UTC(2026, 11, 1))]);
    sheet.addRow([`${tag}X2`, 'percentage', 'diez', new Date(Date.UTC(2026, 11, 1))]);
    await dialog.getByRole('button', { name: 'Cargar otro archivo' }).click();
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'cupones.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await book.xlsx.writeBuffer()),
    });
    await expect(dialog.getByRole('status')).toContainText('1 cupón guardado');
    await expect(dialog.getByRole('table', { name: 'Filas no guardadas' }).getByRole('row')).toHaveCount(2);
    expect(await findCoupons(request, server, `${tag}X1`)).toHaveLength(1);
  });

  test('codes generated from a coupon’s row: a refused form points at its field, progress, then the download', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const code = `E2EGEN${unique()}`;
    await createCoupon(request, server, { code, kind: 'giftcard', discount: 200000 });
    const prefix = `G${unique()}`.slice(0, 8);
    await signIn(page, server);
    await openCoupons(page);
    await searchCode(page, code);
    await chooseRowAction(
      page,
      rowOf(page, code).getByRole('button', { name: `Acciones de ${code}` }),
      'Generar códigos con esta plantilla',
    );
    const dialog = page.getByRole('dialog', { name: 'Generar códigos únicos' });
    await expect(dialog.getByRole('combobox', { name: 'Cupón plantilla' })).toHaveValue(code);

    // Too many codes: refused on submit, the message under the field and the cursor in it.
    const quantity = dialog.getByRole('textbox', { name: 'Cantidad de códigos' });
    await quantity.fill('250000');
    await dialog.getByRole('textbox', { name: 'Prefijo (opcional)' }).fill(prefix.toLowerCase());
    await dialog.getByRole('button', { name: 'Generar', exact: true }).click();
    await expect(dialog.getByText('Indica una cantidad entera entre 1 y 100.000')).toBeVisible();
    await expect(quantity).toBeFocused();
    await keepScreenshot(page, testInfo, 'coupon-generate-refused');

    await quantity.fill('1500');
    await dialog.getByRole('button', { name: 'Generar', exact: true }).click();
    await expect(dialog.getByRole('status')).toContainText('Se generaron 1.500 códigos.', {
      timeout: 30_000,
    });
    await keepScreenshot(page, testInfo, 'coupon-generate-done');
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Descargar códigos (CSV)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('codigos-generados.csv');
    const [header, ...codes] = (await readFile(await file.path(), 'utf8')).split('\r\n').filter(Boolean);
    expect(header).toBe('\uFEFFcodigo');
    expect(codes).toHaveLength(1500);
    expect(new Set(codes).size).toBe(1500);
    for (const generated of codes) expect(generated).toMatch(new RegExp(`^${prefix}[A-HJKMNP-Z2-9]{8}$`));
    expect(await findCoupons(request, server, codes[0] as string)).toHaveLength(1);

    await dialog.getByRole('button', { name: 'Listo' }).click();
    await searchCode(page, codes[1] as string);
  });

  test('a role that may only read coupons sees the list but no create button', async ({
    page,
    request,
    server,
  }) => {
    const code = `E2ECC${unique()}`;
    await createCoupon(request, server, { code });
    const agent = await createUser(request, server, 'user cc');
    await signInAs(page, agent);
    await openCoupons(page);
    await searchCode(page, code);
    await expect(page.getByRole('link', { name: 'Crear cupón' })).toHaveCount(0);
    await expect(rowOf(page, code).getByRole('switch')).toBeDisabled();
    await page.goto('/coupons/create-coupon');
    await expect(page).toHaveURL(/\/misc\/not-authorized$/);
  });
});
