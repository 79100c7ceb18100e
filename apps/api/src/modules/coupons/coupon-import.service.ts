import {
  type CouponImportResult,
  type CouponState,
  checkImportHeader,
  couponCodeKey,
  couponImportMessages,
  couponLimits,
  couponMessages,
  type FieldError,
  importRowToBody,
  resolveCouponWrite,
} from '@tablero/domain';
import { CsvError, parse } from 'csv-parse/sync';
import type { Database, Tx } from '../../db/client.js';
import { validationFailed } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import {
  BULK_FILE_MAX_BYTES,
  fileTooLarge,
  fileTypeNotAllowed,
  textOfUpload,
} from '../../lib/upload-text.js';
import { XlsxError, xlsxRows } from '../../lib/xlsx-rows.js';
import { type AuditContext, recordCreations } from '../audit/audit.repo.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import { loadCouponReferences, referenceErrorsOf } from './coupon-references.js';
import { insertCoupons } from './coupons.repo.js';

/** The field a refusal of the whole file is shown beside. */
export const IMPORT_FILE_FIELD = 'file';

type FailedCoupon = CouponImportResult['failed_coupons'][number];

interface FileRow {
  line: number;
  values: Record<string, string>;
}

const fileError = (message: string) => validationFailed([{ field: IMPORT_FILE_FIELD, message }]);

interface FileRecord {
  line: number;
  record: string[];
}

/** A CSV's records by line: `;` (es-CL spreadsheets) or `,` as separator. */
function csvRecords(text: string): FileRecord[] {
  const headerLine = text.slice(0, text.indexOf('\n') === -1 ? undefined : text.indexOf('\n'));
  const delimiter = headerLine.includes(';') ? ';' : ',';
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) throw fileError(couponImportMessages.unreadable(Number(error.lines ?? 1)));
    throw error;
  }
  return records.map(({ record, info }) => ({ line: info.lines, record }));
}

/** An .xlsx workbook's first sheet by row; a file that is not one, or would inflate too far, is refused. */
async function spreadsheetRecords(bytes: Buffer): Promise<FileRecord[]> {
  if (bytes.length > BULK_FILE_MAX_BYTES) throw fileTooLarge();
  try {
    return await xlsxRows(bytes);
  } catch (error) {
    if (!(error instanceof XlsxError)) throw error;
    if (error.problem === 'too-large-inflated') throw fileError(couponImportMessages.spreadsheetTooLarge);
    throw fileTypeNotAllowed(couponImportMessages.notSpreadsheet);
  }
}

/** The file's rows with the header's names, once the header has the columns the import knows. */
function rowsOf(records: FileRecord[]): FileRow[] {
  const [header, ...data] = records;
  if (!header) throw fileError(couponImportMessages.emptyFile);
  const names = header.record.map((name) => name.trim().toLowerCase());
  const { unknown, missing } = checkImportHeader(names);
  if (unknown.length > 0) throw fileError(couponImportMessages.unknownColumns(unknown));
  if (missing.length > 0) throw fileError(couponImportMessages.missingColumns(missing));
  const rows = data.filter(({ record }) => record.some((cell) => cell.trim() !== ''));
  if (rows.length === 0) throw fileError(couponImportMessages.emptyFile);
  if (rows.length > couponLimits.importRowsMax)
    throw fileError(couponImportMessages.tooManyRows(couponLimits.importRowsMax));
  return rows.map(({ record, line }) => ({
    line,
    values: Object.fromEntries(names.map((name, i) => [name, record[i] ?? ''])),
  }));
}

type Checked = { row: FileRow; coupon: CouponState } | { row: FileRow; errors: FieldError[] };

/** Every row through the file's rules and the coupon rules, before anything is read from the tenant. */
function checkRows(rows: FileRow[]): Checked[] {
  const firstLineOf = new Map<string, number>();
  return rows.map((row) => {
    const parsed = importRowToBody(row.values);
    if (!parsed.ok) return { row, errors: parsed.errors };
    const result = resolveCouponWrite(parsed.body, null);
    if (!result.ok) return { row, errors: result.errors };
    const key = couponCodeKey(result.coupon.code);
    const first = firstLineOf.get(key);
    if (first !== undefined)
      return { row, errors: [{ field: 'code', message: couponImportMessages.duplicateInFile(first) }] };
    firstLineOf.set(key, row.line);
    return { row, coupon: result.coupon };
  });
}

/**
 * `POST /coupons/import_csv` (spec part 2 §9): each row is a coupon saved whole or not at all; the
 * answer counts what was saved and lists every refused row with its line and reasons. Codes
 * already stored are refused, so the same file sent twice saves nothing the second time.
 */
export function couponImportService(db: Database) {
  return {
    /**
     * `body` is the request's: bytes when sent as a file (a CSV, or an .xlsx workbook when
     * `spreadsheet`), anything else when sent as JSON (refused).
     */
    async importFile(
      ctx: AuditContext,
      tenant: TenantRecord,
      body: unknown,
      spreadsheet: boolean,
    ): Promise<CouponImportResult> {
      if (!Buffer.isBuffer(body)) throw fileTypeNotAllowed(couponImportMessages.notText);
      const records = spreadsheet
        ? await spreadsheetRecords(body)
        : csvRecords(textOfUpload(body, couponImportMessages.notText, IMPORT_FILE_FIELD));
      const checked = checkRows(rowsOf(records));
      return db.withTenant(tenant.id, async (tx) => {
        const valid = checked.flatMap((c) => ('coupon' in c ? [c.coupon] : []));
        const references = await loadCouponReferences(tx, tenant.id, valid);
        const failed: FailedCoupon[] = [];
        const ready: Ready[] = [];
        for (const item of checked) {
          const errors = 'coupon' in item ? referenceErrorsOf(references, item.coupon) : item.errors;
          if (errors.length === 0 && 'coupon' in item) ready.push(item);
          else failed.push(failedRow(item.row, errors));
        }
        let saved = 0;
        for (let i = 0; i < ready.length; i += ROWS_PER_BATCH)
          saved += await saveBatch(tx, ctx, tenant.id, ready.slice(i, i + ROWS_PER_BATCH), failed);
        failed.sort((x, y) => x.line - y.line);
        return { saved_coupons: saved, failed_coupons: failed };
      });
    },
  };
}

type Ready = { row: FileRow; coupon: CouponState };

/** Rows written per statement: a coupon is ~25 parameters, well under PostgreSQL's 65,535. */
const ROWS_PER_BATCH = 500;

const failedRow = (row: FileRow, errors: FieldError[]): FailedCoupon => ({
  line: row.line,
  code: row.values.code ?? '',
  errors,
  values: row.values,
});

/**
 * Checked rows saved a batch at a time in a savepoint. If another request took one of the codes
 * meanwhile, the batch is undone and its rows saved one by one, each in its own savepoint, so the
 * row that lost its code is the only one refused.
 */
async function saveBatch(
  tx: Tx,
  ctx: AuditContext,
  tenantId: number,
  batch: Ready[],
  failed: FailedCoupon[],
) {
  const save = (items: Ready[]) =>
    tx.transaction(async (savepoint) => {
      const ids = await insertCoupons(
        savepoint,
        tenantId,
        items.map((item) => item.coupon),
      );
      await recordCreations(
        savepoint,
        ctx,
        'coupon',
        items.map((item, i) => ({ id: ids[i] as number, after: item.coupon })),
      );
    });
  try {
    await save(batch);
    return batch.length;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  let saved = 0;
  for (const item of batch) {
    try {
      await save([item]);
      saved += 1;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      failed.push(failedRow(item.row, [{ field: 'code', message: couponMessages.codeTaken }]));
    }
  }
  return saved;
}

export type CouponImportService = ReturnType<typeof couponImportService>;
