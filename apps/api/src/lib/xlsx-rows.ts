import type ExcelJS from 'exceljs';
import { Unzip, UnzipInflate } from 'fflate';

/** What a workbook may hold once inflated: a 1.5 MB upload of real rows stays far below it. */
export const XLSX_INFLATED_MAX_BYTES = 40 * 1024 * 1024;

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

export type XlsxProblem = 'not-xlsx' | 'too-large-inflated' | 'unreadable';

export class XlsxError extends Error {
  constructor(readonly problem: XlsxProblem) {
    super(problem);
  }
}

/**
 * How many bytes the zip's entries inflate to, counted while inflating (the sizes a zip declares
 * can lie), stopping as soon as `limit` is passed: a zip bomb costs at most `limit` bytes of work.
 */
function inflatedSize(bytes: Uint8Array, limit: number): number {
  let total = 0;
  const unzip = new Unzip((file) => {
    file.ondata = (error, chunk) => {
      if (error) throw new XlsxError('unreadable');
      total += chunk.length;
      if (total > limit) file.terminate();
    };
    if (total <= limit) file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch (error) {
    throw error instanceof XlsxError ? error : new XlsxError('unreadable');
  }
  return total;
}

/** A cell as the merchant sees it: dates as YYYY-MM-DD, numbers with a decimal point, formulas as written. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value) {
      const formula = 'formula' in value ? value.formula : value.sharedFormula;
      return `=${formula}`;
    }
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return typeof value.text === 'string' ? value.text : cellText(value.text);
    if ('error' in value) return String(value.error);
    return '';
  }
  return String(value);
}

/**
 * The first worksheet of an .xlsx file as rows of text, each with its row number (the line a
 * merchant sees in the spreadsheet). Refuses what is not a zip, what inflates past
 * `XLSX_INFLATED_MAX_BYTES`, and what exceljs cannot read as a workbook.
 */
export async function xlsxRows(bytes: Buffer): Promise<{ line: number; record: string[] }[]> {
  if (!ZIP_SIGNATURE.every((byte, i) => bytes[i] === byte)) throw new XlsxError('not-xlsx');
  if (inflatedSize(bytes, XLSX_INFLATED_MAX_BYTES) > XLSX_INFLATED_MAX_BYTES)
    throw new XlsxError('too-large-inflated');
  // Loaded here, not at start: ~30 MB resident that only an .xlsx upload needs.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new XlsxError('unreadable');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: { line: number; record: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const record: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      record[column - 1] = cellText(cell.value);
    });
    rows.push({ line, record: Array.from(record, (cell) => cell ?? '') });
  });
  return rows;
}
