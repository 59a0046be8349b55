import { emailSchema } from '../identity/auth.contract.ts';
import {
  GRANT_IMPORT_MAX_DAYS,
  GRANT_IMPORT_MAX_ROWS,
  GRANT_IMPORT_MESSAGES as M,
} from './grant-imports.contract.ts';
import { xpCodeSchema } from './xp-code.ts';
import type { GrantImportKindValue } from './grant-imports.contract.ts';

/**
 * The CSV staff import (issue 17), read the same way for the preview and the confirm: a header
 * line naming the columns (any order, `;` or `,` between fields, quotes for fields holding one),
 * then one release per line. Columns: `codigo` (XP) or `email` (binds); `produto`, `assinatura`
 * (an id or a slug); `cursos` (ids or slugs separated by `|`); `dias` or `fim` (DD/MM/AAAA);
 * `observacao`. This checks each line's own form; the API checks that what it names exists.
 */

export interface CsvReleaseLine {
  line: number;
  subject: string;
  product: string | null;
  signature: string | null;
  courses: string[];
  days: number | null;
  ends_on: string | null;
  note: string | null;
  errors: string[];
}

const COLUMNS = {
  subject_xp: ['codigo', 'codigo xp', 'codigo_xp', 'code', 'cliente'],
  subject_email: ['email', 'e-mail'],
  product: ['produto', 'product'],
  signature: ['assinatura', 'signature', 'tipo de assinatura'],
  courses: ['cursos', 'curso', 'courses'],
  days: ['dias', 'days'],
  ends_on: ['fim', 'data final', 'data_final', 'ate', 'ends_on'],
  note: ['observacao', 'obs', 'note'],
} as const;

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/** Splits CSV text into records of fields (RFC 4180 quotes; CRLF or LF). */
export function splitCsv(text: string, delimiter: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === delimiter) {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

/** `DD/MM/AAAA` or `AAAA-MM-DD` → `AAAA-MM-DD`, or null when it is not a real day. */
export function readDay(value: string): string | null {
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const [y, m, d] = br
    ? [Number(br[3]), Number(br[2]), Number(br[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [0, 0, 0];
  if (y < 1900) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return null;
  return date.toISOString().slice(0, 10);
}

/**
 * Reads the file: `{ error }` when the file as a whole cannot be read (no header, a missing
 * column, too many lines), else one entry per non-blank line with its own errors. `today` is
 * the São Paulo day by the app's clock (an end before it is refused).
 */
export function parseReleaseCsv(
  text: string,
  kind: GrantImportKindValue,
  today: string,
): { error: string } | { lines: CsvReleaseLine[] } {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes(';') ? ';' : ',';
  const records = splitCsv(text, delimiter);
  const header = (records[0] ?? []).map(fold);
  const at = (names: readonly string[]) => header.findIndex((h) => names.includes(h));
  const subjectColumn = at(kind === 'xp' ? COLUMNS.subject_xp : COLUMNS.subject_email);
  if (subjectColumn < 0) return { error: M.csvHeader(kind === 'xp' ? 'codigo' : 'email') };
  const column = {
    product: at(COLUMNS.product),
    signature: at(COLUMNS.signature),
    courses: at(COLUMNS.courses),
    days: at(COLUMNS.days),
    ends_on: at(COLUMNS.ends_on),
    note: at(COLUMNS.note),
  };
  const body = records
    .map((fields, index) => ({ fields, line: index + 1 }))
    .slice(1)
    .filter(({ fields }) => fields.some((f) => f.trim() !== ''));
  if (body.length === 0) return { error: M.csvEmpty };
  if (body.length > GRANT_IMPORT_MAX_ROWS)
    return { error: M.csvTooManyRows(GRANT_IMPORT_MAX_ROWS) };

  const lines = body.map(({ fields, line }): CsvReleaseLine => {
    const cell = (index: number) => (index < 0 ? '' : (fields[index] ?? '').trim());
    const orNull = (value: string) => (value === '' ? null : value);
    const errors: string[] = [];
    const rawSubject = cell(subjectColumn);
    const subject = (kind === 'xp' ? xpCodeSchema : emailSchema).safeParse(rawSubject);
    if (!subject.success) errors.push(kind === 'xp' ? M.code : M.email);
    const product = kind === 'email_bind' ? orNull(cell(column.product)) : null;
    const signature = orNull(cell(column.signature));
    const courses = cell(column.courses)
      .split('|')
      .map((c) => c.trim())
      .filter((c) => c !== '');
    if (product === null && signature === null && courses.length === 0) errors.push(M.releases);

    const daysText = cell(column.days);
    const endText = cell(column.ends_on);
    let days: number | null = null;
    let endsOn: string | null = null;
    if (daysText === '' && endText === '') errors.push(M.period);
    else if (daysText !== '' && endText !== '') errors.push(M.bothPeriods);
    else if (daysText !== '') {
      days = /^\d+$/.test(daysText) ? Number(daysText) : NaN;
      if (!(days >= 1 && days <= GRANT_IMPORT_MAX_DAYS)) {
        errors.push(M.days);
        days = null;
      }
    } else {
      endsOn = readDay(endText);
      if (endsOn === null) errors.push(M.endsOn);
      else if (endsOn < today) errors.push(M.endsOnPast);
    }
    const note = orNull(cell(column.note).slice(0, 500));
    return {
      line,
      subject: subject.success ? subject.data : rawSubject,
      product,
      signature,
      courses,
      days,
      ends_on: endsOn,
      note,
      errors,
    };
  });
  return { lines };
}
