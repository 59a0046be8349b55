/**
 * A small RFC 4180 writer (no CSV library in the tree): fields are separated by commas, records
 * end in CRLF, and a field holding the separator, a double quote, CR or LF is quoted with its
 * quotes doubled. Spreadsheets run cells that start with `=`, `+`, `-`, `@`, a tab or CR as
 * formulas (CSV injection, OWASP): such cells get a leading apostrophe so they stay text.
 */

export type CsvValue = string | number | boolean | null | undefined;

/** How a file separates fields and writes numbers. */
export interface CsvDialect {
  separator: ',' | ';';
  number: (value: number) => string;
}

/** RFC 4180: commas, numbers as JavaScript writes them. */
export const RFC_4180: CsvDialect = { separator: ',', number: String };

/**
 * What Excel and LibreOffice set to Portuguese (Brasil) open straight into columns and numbers:
 * the comma is their decimal mark, so fields are separated by `;` and `2.5` is written `2,5`.
 */
export const PT_BR_SPREADSHEET: CsvDialect = {
  separator: ';',
  number: (value) => String(value).replace('.', ','),
};

const FORMULA_START = /^[=+\-@\t\r]/;
const needsQuotes = { ',': /[",\r\n]/, ';': /[";\r\n]/ } as const;

export function csvCell(value: CsvValue, dialect: CsvDialect = RFC_4180): string {
  // Numbers are data, not formulas (a negative amount stays a number).
  if (typeof value === 'number') return quoted(dialect.number(value), dialect);
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return quoted(text, dialect);
}

function quoted(text: string, dialect: CsvDialect): string {
  return needsQuotes[dialect.separator].test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRecord(values: readonly CsvValue[], dialect: CsvDialect = RFC_4180): string {
  return values.map((value) => csvCell(value, dialect)).join(dialect.separator);
}

/**
 * The whole file: a header and the rows, each record ending in CRLF. A UTF-8 byte order mark
 * comes first so spreadsheet programs read accents (São Paulo) correctly.
 */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly CsvValue[])[],
  dialect: CsvDialect = RFC_4180,
): string {
  return `\uFEFF${[header, ...rows].map((r) => `${csvRecord(r, dialect)}\r\n`).join('')}`;
}
