/**
 * The one CSV writer for every spreadsheet file we hand out (exports, templates, failed rows):
 * API.md "Orders, streams, files and report ranges". UTF-8 with a BOM so Excel reads the accents,
 * `;` for Spanish-speaking tenants (their spreadsheets use `,` as the decimal mark) and `,` for
 * English, a field quoted when it holds the separator, a quote or a line break, and any cell
 * that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR first) prefixed with `'`.
 * Pure: it builds text, the caller streams or stores it. Format money and dates before (the
 * tenant's own format); a cell is written exactly as given.
 */

export const CSV_BOM = '\uFEFF';

export type CsvCell = string | number | boolean | null | undefined;

/** `;` for a tenant whose language is Spanish (`es_CL`, `es-CL`, `es`), `,` otherwise. */
export function csvSeparatorFor(language: string): ';' | ',' {
  return /^es(?:[-_]|$)/i.test(language) ? ';' : ',';
}

const formulaStart = /^[=+\-@\t\r]/;

/** One cell: neutralised against formulas first, then quoted if it needs to be. */
export function csvCell(value: CsvCell, separator: string): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // A negative number is data, not a formula, but a spreadsheet cannot tell `-1` typed by an
  // attacker from `-1` we wrote: the rule is on the text, so money is written as the tenant shows it.
  if (formulaStart.test(text)) text = `'${text}`;
  const needsQuotes =
    text.includes(separator) || text.includes('"') || text.includes('\n') || text.includes('\r');
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(cells: readonly CsvCell[], separator: string): string {
  return cells.map((cell) => csvCell(cell, separator)).join(separator);
}

/** A whole file: BOM, header, rows, CRLF between lines (RFC 4180, and what Excel writes). */
export function csvDocument(
  header: readonly string[],
  rows: Iterable<readonly CsvCell[]>,
  options: { language: string },
): string {
  const separator = csvSeparatorFor(options.language);
  const lines = [csvRow(header, separator)];
  for (const row of rows) lines.push(csvRow(row, separator));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
