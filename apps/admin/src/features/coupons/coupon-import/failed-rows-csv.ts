import { csvDocument, IMPORT_REASONS_COLUMN } from '@tablero/domain';
import type { CouponImportAnswer } from '../api.js';

/**
 * The refused rows as a file to fix and send again: the file's own columns, in its order, and a
 * last column with why each row was refused (which the import reads past).
 */
export function failedRowsCsv(failed: CouponImportAnswer['failed_coupons'], language: string): string {
  const columns = [...new Set(failed.flatMap((row) => Object.keys(row.values)))].filter(
    (column) => column !== IMPORT_REASONS_COLUMN,
  );
  const rows = failed.map((row) => [
    ...columns.map((column) => row.values[column] ?? ''),
    row.errors.map((error) => `${error.field}: ${error.message}`).join(' | '),
  ]);
  return csvDocument([...columns, IMPORT_REASONS_COLUMN], rows, { language });
}
