import { z } from 'zod';
import type { FieldError } from '../errors/error-codes.js';
import type { CouponWrite } from './coupon.schema.js';

/**
 * The bulk-load file (spec part 2 §9): one coupon per row, a header naming the columns (any
 * order). Column names are the API's field names; lists are separated by `|`; money is written in
 * the currency's units with up to two decimals after a point (`2990.50`), as a merchant types it,
 * and kept in cents like the rest of the API; a percentage is written as a percent (`15`).
 * Dates `YYYY-MM-DD` or `DD-MM-YYYY`; times `HH:MM`; yes/no as `si`/`no` (or `true`/`false`).
 */
export const couponImportColumns = {
  code: 'text',
  kind: 'text',
  discount: 'discount',
  max_discount: 'money',
  minimum_to_redeem: 'money',
  quantity: 'integer',
  quantity_by_users: 'integer',
  start_date: 'date',
  expiry_date: 'date',
  start_time: 'text',
  expiry_time: 'text',
  dispatch_method: 'text',
  platform: 'list',
  delivery: 'boolean',
  apply_modifier: 'boolean',
  override_minimum_price: 'boolean',
  product_ids: 'ids',
  price_group_ids: 'ids',
  store_ids: 'ids',
  payment_methods: 'list',
  enabled: 'boolean',
  automatic: 'boolean',
  availability: 'list',
  aloha_id: 'text',
  fbd_id: 'text',
  special_condition: 'text',
} as const;
export type CouponImportColumn = keyof typeof couponImportColumns;

export const requiredImportColumns = ['code', 'kind', 'discount', 'start_date'] as const;

/**
 * The column the console adds to the failed rows it offers for download (why each was refused):
 * read past, so the merchant fixes the rows and sends that same file back.
 */
export const IMPORT_REASONS_COLUMN = 'errores';

export const couponImportMessages = {
  blank: 'El campo es obligatorio y está vacío',
  notNumber: 'Debe ser un número, con punto para los decimales (hasta 2)',
  notInteger: 'Debe ser un número entero',
  notDate: 'Debe ser una fecha AAAA-MM-DD o DD-MM-AAAA',
  notBoolean: 'Debe ser si o no',
  notIds: 'Deben ser números separados por |',
  formula: 'La celda empieza con =, +, -, @ o un tabulador, como una fórmula: quítalo',
  duplicateInFile: (line: number) => `El código ya aparece en la línea ${line} del archivo`,
  unknownColumns: (columns: string[]) => `Columnas desconocidas: ${columns.join(', ')}`,
  missingColumns: (columns: string[]) => `Faltan columnas obligatorias: ${columns.join(', ')}`,
  emptyFile: 'El archivo no tiene filas de cupones',
  tooManyRows: (max: number) => `El archivo tiene más de ${max} filas; divídelo en partes`,
  notText: 'El archivo no es un CSV de texto (UTF-8)',
  notSpreadsheet: 'El archivo no es una planilla Excel (.xlsx) que se pueda leer',
  spreadsheetTooLarge: 'La planilla es demasiado grande una vez descomprimida: divídela en partes',
  unreadable: (line: number) => `No se pudo leer el CSV cerca de la línea ${line}: revisa las comillas`,
} as const;

/** What a spreadsheet makes a formula of (CSV injection): refused rather than stored. */
const formulaStart = /^(?:[=+@\t\r]|-(?!\d))/;
const moneyPattern = /^\d+(?:\.\d{1,2})?$/;
const percentPattern = /^\d+(?:\.\d+)?$/;

const yes = new Set(['si', 'sí', 'true', '1', 'yes']);
const no = new Set(['no', 'false', '0']);

function isoDate(text: string): string | undefined {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  const chilean = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(text);
  return chilean ? `${chilean[3]}-${chilean[2]}-${chilean[1]}` : undefined;
}

const toCents = (text: string) => Math.round(Number(text) * 100);
const listOf = (text: string) =>
  text
    .split('|')
    .map((item) => item.trim())
    .filter((item) => item !== '');

type Parsed = { ok: true; value: unknown } | { ok: false; message: string };

function parseCell(column: CouponImportColumn, text: string, kind: string | undefined): Parsed {
  switch (couponImportColumns[column]) {
    case 'discount':
      if (kind === 'percentage')
        return percentPattern.test(text)
          ? { ok: true, value: Number(text) }
          : { ok: false, message: couponImportMessages.notNumber };
      return moneyPattern.test(text)
        ? { ok: true, value: toCents(text) }
        : { ok: false, message: couponImportMessages.notNumber };
    case 'money':
      return moneyPattern.test(text)
        ? { ok: true, value: toCents(text) }
        : { ok: false, message: couponImportMessages.notNumber };
    case 'integer':
      return /^\d+$/.test(text)
        ? { ok: true, value: Number(text) }
        : { ok: false, message: couponImportMessages.notInteger };
    case 'date': {
      const date = isoDate(text);
      return date ? { ok: true, value: date } : { ok: false, message: couponImportMessages.notDate };
    }
    case 'boolean': {
      const word = text.toLowerCase();
      if (yes.has(word)) return { ok: true, value: true };
      if (no.has(word)) return { ok: true, value: false };
      return { ok: false, message: couponImportMessages.notBoolean };
    }
    case 'ids': {
      const items = listOf(text);
      return items.every((item) => /^\d{1,10}$/.test(item))
        ? { ok: true, value: items.map(Number) }
        : { ok: false, message: couponImportMessages.notIds };
    }
    case 'list':
      return { ok: true, value: listOf(text) };
    case 'text':
      return { ok: true, value: text };
  }
}

/** The header's columns that are not ours and the required ones it lacks (both empty: usable). */
export function checkImportHeader(header: readonly string[]): { unknown: string[]; missing: string[] } {
  const names = header.map((name) => name.trim().toLowerCase());
  return {
    unknown: names.filter(
      (name) => name !== '' && name !== IMPORT_REASONS_COLUMN && !(name in couponImportColumns),
    ),
    missing: requiredImportColumns.filter((name) => !names.includes(name)),
  };
}

export type ImportRowResult = { ok: true; body: CouponWrite } | { ok: false; errors: FieldError[] };

/**
 * One row of the file as a coupon body (the API then applies every coupon rule to it). A blank
 * optional cell leaves the field to its default; a blank required one, a value of the wrong type or
 * a formula is refused, every such cell listed.
 */
export function importRowToBody(row: Readonly<Record<string, string>>): ImportRowResult {
  const errors: FieldError[] = [];
  const body: Record<string, unknown> = {};
  const kind = row.kind?.trim();
  for (const [rawColumn, rawText] of Object.entries(row)) {
    const column = rawColumn.trim().toLowerCase() as CouponImportColumn;
    if (!(column in couponImportColumns)) continue;
    const text = (rawText ?? '').trim();
    if (formulaStart.test(rawText ?? '')) {
      errors.push({ field: column, message: couponImportMessages.formula });
      continue;
    }
    if (text === '') continue;
    const parsed = parseCell(column, text, kind);
    if (!parsed.ok) errors.push({ field: column, message: parsed.message });
    else body[column] = parsed.value;
  }
  for (const column of requiredImportColumns)
    if ((row[column] ?? '').trim() === '' && !errors.some((e) => e.field === column))
      errors.push({ field: column, message: couponImportMessages.blank });
  if (errors.length > 0) return { ok: false, errors };
  const { product_ids, price_group_ids, ...rest } = body as Record<string, unknown> & {
    product_ids?: number[];
    price_group_ids?: number[];
  };
  if (product_ids || price_group_ids)
    rest.couponables = [
      ...(product_ids ?? []).map((id) => ({ couponable_type: 'product', couponable_id: id })),
      ...(price_group_ids ?? []).map((id) => ({ couponable_type: 'price_group', couponable_id: id })),
    ];
  return { ok: true, body: rest as CouponWrite };
}

/** The downloadable template: every column, and two rows a merchant can copy. */
export const couponImportTemplate: { header: CouponImportColumn[]; rows: Record<string, string>[] } = {
  header: Object.keys(couponImportColumns) as CouponImportColumn[],
  rows: [
    {
      code: 'VERANO15',
      kind: 'percentage',
      discount: '15',
      max_discount: '5000',
      minimum_to_redeem: '12000',
      quantity: '500',
      quantity_by_users: '1',
      start_date: '2026-12-01',
      expiry_date: '2027-02-28',
      start_time: '00:00',
      expiry_time: '23:59',
      dispatch_method: 'both',
      platform: 'web|app',
      delivery: 'no',
      apply_modifier: 'si',
      override_minimum_price: 'no',
      enabled: 'si',
      availability: 'friday|saturday|sunday',
    },
    {
      code: 'DESC3000',
      kind: 'giftcard',
      discount: '3000',
      minimum_to_redeem: '15000',
      start_date: '01-12-2026',
      expiry_date: '31-12-2026',
      payment_methods: 'online',
    },
  ],
};

/** `POST /coupons/import_csv`'s answer: how many were saved, and every refused row with why. */
export const couponImportResult = z.object({
  saved_coupons: z.number().int(),
  failed_coupons: z.array(
    z.object({
      line: z.number().int(),
      code: z.string(),
      errors: z.array(z.object({ field: z.string(), message: z.string() })),
      values: z.record(z.string(), z.string()),
    }),
  ),
});
export type CouponImportResult = z.infer<typeof couponImportResult>;

/** The CSV body of the import: its example is the smallest file the API takes. */
export const couponImportFile = z.string().meta({
  description:
    'The CSV file (UTF-8, `;` or `,` between columns); columns as in `GET /coupons/import_template`',
  examples: ['code;kind;discount;start_date\nVERANO15;percentage;15;2026-12-01\n'],
});
