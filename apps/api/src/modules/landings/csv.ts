/**
 * A small RFC 4180 writer (no CSV library in the tree): fields are separated by commas, records
 * end in CRLF, and a field holding a comma, a double quote, CR or LF is quoted with its quotes
 * doubled. Spreadsheets run cells that start with `=`, `+`, `-`, `@`, a tab or CR as formulas
 * (CSV injection, OWASP): such cells get a leading apostrophe so they stay text.
 */

export type CsvValue = string | number | boolean | null | undefined;

const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  // Numbers are data, not formulas (a negative amount stays a number).
  if (typeof value !== 'number' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRecord(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(',');
}

/**
 * The whole file: a header and the rows, each record ending in CRLF. A UTF-8 byte order mark
 * comes first so spreadsheet programs read accents (São Paulo) correctly.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${[header, ...rows].map((r) => `${csvRecord(r)}\r\n`).join('')}`;
}
