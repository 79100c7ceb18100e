import { couponImportMessages, couponMessages, ErrorCode, forbiddenMessage } from '@tablero/domain';
import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestApp, superAdmin, type TestContext, userWith } from '../../../test/harness.js';
import { BULK_FILE_MAX_BYTES } from '../../lib/upload-text.js';
import { auditCount, STORES } from '../stores/stores.test-helpers.js';
import { COUPONS, type CouponJson, uniqueCode } from './coupons.test-helpers.js';

const IMPORT = `${COUPONS}/import_csv`;

let ctx: TestContext;
let admin: Client;
let betaAdmin: Client;
let storeId: number;
let betaStoreId: number;

beforeAll(async () => {
  ctx = await startTestApp({ signInRateLimit: 1000 });
  admin = await superAdmin(ctx, ctx.alpha);
  betaAdmin = await superAdmin(ctx, ctx.beta);
  storeId = (await admin.get(`${STORES}?limit=1`)).json().data[0].id;
  betaStoreId = (await betaAdmin.get(`${STORES}?limit=1`)).json().data[0].id;
});
afterAll(() => ctx?.close());

const send = (client: Client, body: string | Buffer, contentType = 'text/csv') =>
  client.raw({ method: 'POST', url: IMPORT, headers: { 'content-type': contentType }, payload: body });

const couponsTagged = async (client: Client, tag: string) =>
  (await client.get(`${COUPONS}?query=${tag}&limit=100`)).json().data as CouponJson[];

describe('POST /coupons/import_csv', () => {
  it('saves the good rows, lists the bad ones with line and reasons, and saves nothing twice', async () => {
    const tag = uniqueCode('IMP');
    const file = [
      'code;kind;discount;max_discount;minimum_to_redeem;start_date;expiry_date;store_ids;platform;aloha_id',
      `${tag}A;percentage;15;5000;12000.50;2026-12-01;2026-12-31;${storeId};web|app;`,
      `${tag}B;giftcard;3000;;;01-12-2026;31-12-2026;;;`,
      `${tag}C;percentage;quince;;;2026-12-01;;;;`, // non-numeric
      `${tag}D;giftcard;;;;2026-12-01;;;;`, // blank discount
      `${tag}E;giftcard;1000;;;2026-12-31;2026-12-01;;;`, // start after end
      `${tag.toLowerCase()}a;giftcard;1000;;;2026-12-01;;;;`, // repeats line 2
      `${tag}F;giftcard;1000;;;2026-12-01;;${betaStoreId};;`, // another tenant's store
      `${tag}G;giftcard;1000;;;2026-12-01;;;;=HYPERLINK("http://x")`, // a formula
      `${tag}H;percentage;150;;;2026-12-01;;;;`, // above 100
      '',
      `${tag}I;gift;1000;;;2026-12-01;;;;`, // gift without a product
    ].join('\n');
    const audits = await auditCount(ctx, ctx.alpha);
    const response = await send(admin, file);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result.saved_coupons).toBe(2);
    expect(
      result.failed_coupons.map((f: { line: number; code: string; errors: { field: string }[] }) => [
        f.line,
        f.code,
        f.errors.map((e) => e.field),
      ]),
    ).toEqual([
      [4, `${tag}C`, ['discount']],
      [5, `${tag}D`, ['discount']],
      [6, `${tag}E`, ['expiry_date']],
      [7, `${tag.toLowerCase()}a`, ['code']],
      [8, `${tag}F`, ['store_ids.0']],
      [9, `${tag}G`, ['aloha_id']],
      [10, `${tag}H`, ['discount']],
      [12, `${tag}I`, ['couponables']],
    ]);
    const byLine = (line: number) => result.failed_coupons.find((f: { line: number }) => f.line === line);
    expect(byLine(4).errors[0].message).toBe(couponImportMessages.notNumber);
    expect(byLine(5).errors[0].message).toBe(couponImportMessages.blank);
    expect(byLine(6).errors[0].message).toBe(couponMessages.endBeforeStart);
    expect(byLine(7).errors[0].message).toBe(couponImportMessages.duplicateInFile(2));
    expect(byLine(8).errors[0].message).toBe(couponMessages.unknownStore);
    expect(byLine(9).errors[0].message).toBe(couponImportMessages.formula);
    expect(byLine(9).values.aloha_id).toBe('=HYPERLINK("http://x")');
    expect(await auditCount(ctx, ctx.alpha)).toBe(audits + 2);

    const saved = await couponsTagged(admin, tag);
    expect(saved.map((c) => c.code).sort()).toEqual([`${tag}A`, `${tag}B`]);
    const first = (await admin.get(`${COUPONS}/${saved.find((c) => c.code === `${tag}A`)?.id}`)).json();
    expect(first).toMatchObject({
      kind: 'percentage',
      discount: 15,
      max_discount: 500000,
      minimum_to_redeem: 1200050,
      store_ids: [storeId],
      platform: ['web', 'app'],
      start_date: '2026-12-01',
    });
    const second = saved.find((c) => c.code === `${tag}B`);
    expect(second).toMatchObject({ discount: 300000, start_date: '2026-12-01', expiry_date: '2026-12-31' });

    const again = (await send(admin, file)).json();
    expect(again.saved_coupons).toBe(0);
    expect(again.failed_coupons.find((f: { line: number }) => f.line === 2).errors).toEqual([
      { field: 'code', message: couponMessages.codeTaken },
    ]);
    expect(await couponsTagged(admin, tag)).toHaveLength(2);
    expect(await auditCount(ctx, ctx.alpha)).toBe(audits + 2);
  });

  it('two files sent at once that share a code: the code is saved once, every other row of both is', async () => {
    const tag = uniqueCode('PAR');
    const fileOf = (rows: string[]) => ['code;kind;discount;start_date', ...rows].join('\n');
    const row = (code: string) => `${code};giftcard;1000;2026-12-01`;
    const shared = `${tag}X`;
    const [first, second] = await Promise.all([
      send(admin, fileOf([row(`${tag}A1`), row(shared), row(`${tag}A2`)])),
      send(admin, fileOf([row(`${tag}B1`), row(shared), row(`${tag}B2`)])),
    ]);
    const answers = [first.json(), second.json()];
    expect(answers.map((a) => a.saved_coupons).sort()).toEqual([2, 3]);
    const refused = answers.flatMap((a) => a.failed_coupons);
    expect(refused).toEqual([
      expect.objectContaining({
        line: 3,
        code: shared,
        errors: [{ field: 'code', message: couponMessages.codeTaken }],
      }),
    ]);
    expect((await couponsTagged(admin, tag)).map((c) => c.code).sort()).toEqual(
      [`${tag}A1`, `${tag}A2`, `${tag}B1`, `${tag}B2`, shared].sort(),
    );
  });

  it('reads a comma-separated file with a BOM and quoted cells as text/plain', async () => {
    const tag = uniqueCode('COMA');
    const file = `\uFEFFcode,kind,discount,start_date,special_condition\n"${tag}",percentage,"12.5",2026-12-01,first_purchase\n`;
    const response = await send(admin, file, 'text/plain; charset=utf-8');
    expect(response.json()).toEqual({ saved_coupons: 1, failed_coupons: [] });
    expect((await couponsTagged(admin, tag))[0]).toMatchObject({ discount: 12.5 });
  });

  const refusals: {
    what: string;
    body: () => string | Buffer;
    status: number;
    code: number;
    message?: string;
  }[] = [
    {
      what: 'a header without the required columns',
      body: () => 'codigo;descuento\nA;1\n',
      status: 422,
      code: ErrorCode.validation,
      message: couponImportMessages.unknownColumns(['codigo', 'descuento']),
    },
    {
      what: 'a header and no rows',
      body: () => 'code;kind;discount;start_date\n\n',
      status: 422,
      code: ErrorCode.validation,
      message: couponImportMessages.emptyFile,
    },
    {
      what: 'an unclosed quote',
      body: () => 'code;kind;discount;start_date\n"ABC;giftcard;1000;2026-12-01\n',
      status: 422,
      code: ErrorCode.validation,
    },
    {
      what: 'binary bytes sent as CSV (a PNG)',
      body: () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      status: 415,
      code: ErrorCode.unsupportedMediaType,
      message: couponImportMessages.notText,
    },
    {
      what: 'text in another encoding (Latin-1)',
      body: () => Buffer.from('code;kind;discount;start_date\nAÑO;giftcard;1000;2026-12-01\n', 'latin1'),
      status: 415,
      code: ErrorCode.unsupportedMediaType,
    },
    {
      what: 'a file over 1.5 MB',
      body: () => `code;kind;discount;start_date\n${'X;giftcard;1000;2026-12-01\n'.repeat(70_000)}`,
      status: 413,
      code: ErrorCode.payloadTooLarge,
    },
  ];

  it.each(refusals)('refuses $what with a clear error and saves nothing', async ({
    body,
    status,
    code,
    message,
  }) => {
    const before = (await admin.get(`${COUPONS}?limit=1`)).json().meta.total_count;
    const response = await send(admin, body());
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
    if (message) expect(response.json().message).toBe(message);
    expect((await admin.get(`${COUPONS}?limit=1`)).json().meta.total_count).toBe(before);
  });

  it('refuses a JSON body, object or string: the file is the body', async () => {
    expect((await admin.post(IMPORT, { code: 'X' })).statusCode).toBe(415);
    const text = 'code;kind;discount;start_date\nJSONCSV;giftcard;1000;2026-12-01\n';
    expect((await send(admin, JSON.stringify(text), 'application/json')).statusCode).toBe(415);
    expect(await couponsTagged(admin, 'JSONCSV')).toEqual([]);
  });

  it('needs coupons:create', async () => {
    const agent = await userWith(ctx, ctx.alpha, { roleNames: ['user cc'] });
    const response = await send(
      agent.client,
      'code;kind;discount;start_date\nNOPE1;giftcard;1000;2026-12-01\n',
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(forbiddenMessage('coupons', 'create'));
    expect(await couponsTagged(admin, 'NOPE1')).toEqual([]);
  });
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A workbook as Excel saves it: the rows on its first sheet, dates and numbers as typed cells. */
async function workbook(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Cupones');
  for (const row of rows) sheet.addRow(row);
  book.addWorksheet('Notas').addRow(['esta hoja no se lee']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('POST /coupons/import_csv with an Excel workbook', () => {
  it('reads the first sheet: typed dates and numbers, refused rows by their spreadsheet row', async () => {
    const tag = uniqueCode('XLS');
    const file = await workbook([
      ['code', 'kind', 'discount', 'max_discount', 'start_date', 'expiry_date', 'store_ids', 'aloha_id'],
      [`${tag}A`, 'percentage', 12.5, 5000, new Date(Date.UTC(2026, 11, 1)), '2026-12-31', storeId, null],
      [`${tag}B`, 'giftcard', 2500, null, '01-12-2026', null, null, null],
      [],
      [`${tag}C`, 'giftcard', { formula: '1000*2', result: 2000 }, null, '2026-12-01', null, null, null],
      [`${tag}D`, 'giftcard', 1000, null, '2026-12-01', null, betaStoreId, null],
    ]);
    const response = await send(admin, file, XLSX);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result.saved_coupons).toBe(2);
    expect(
      result.failed_coupons.map((f: { line: number; errors: { field: string; message: string }[] }) => [
        f.line,
        f.errors[0]?.message,
      ]),
    ).toEqual([
      [5, couponImportMessages.formula],
      [6, couponMessages.unknownStore],
    ]);
    const saved = await couponsTagged(admin, tag);
    const first = (await admin.get(`${COUPONS}/${saved.find((c) => c.code === `${tag}A`)?.id}`)).json();
    expect(first).toMatchObject({
      discount: 12.5,
      max_discount: 500000,
      start_date: '2026-12-01',
      expiry_date: '2026-12-31',
      store_ids: [storeId],
    });
    expect((await send(admin, file, XLSX)).json().saved_coupons).toBe(0);
  });

  it('refuses what is not a workbook, a zip that inflates past the limit, and a workbook sent as CSV', async () => {
    const csv = Buffer.from('code;kind;discount;start_date\nXLSNO1;giftcard;1000;2026-12-01\n');
    const notXlsx = await send(admin, csv, XLSX);
    expect(notXlsx.statusCode).toBe(415);
    expect(notXlsx.json().message).toBe(couponImportMessages.notSpreadsheet);
    const brokenZip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(2000, 7)]);
    expect((await send(admin, brokenZip, XLSX)).statusCode).toBe(415);
    // 60 MB of zeros zipped into a few dozen KB: refused after inflating at most the limit.
    const bomb = Buffer.from(
      zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(60 * 1024 * 1024) }, { level: 9 }),
    );
    expect(bomb.length).toBeLessThan(BULK_FILE_MAX_BYTES);
    const refused = await send(admin, bomb, XLSX);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      { field: 'file', message: couponImportMessages.spreadsheetTooLarge },
    ]);
    const asCsv = await send(admin, await workbook([['code', 'kind', 'discount', 'start_date']]), 'text/csv');
    expect(asCsv.statusCode).toBe(415);
    expect(await couponsTagged(admin, 'XLSNO')).toEqual([]);
  });
});

describe('GET /coupons/import_template', () => {
  it('is a CSV with a BOM and every column, whose rows the import accepts', async () => {
    const response = await admin.get(`${COUPONS}/import_template`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('plantilla-cupones.csv');
    expect(response.body.startsWith('\uFEFFcode;kind;discount;')).toBe(true);
    const header = response.body.split('\n')[0] ?? '';
    expect(header.split(';')).toHaveLength(26);
    const fresh = response.body.replace('VERANO15', uniqueCode('TPL')).replace('DESC3000', uniqueCode('TPL'));
    expect((await send(admin, fresh)).json()).toEqual({ saved_coupons: 2, failed_coupons: [] });
  });
});
