/**
 * Numbers and money (spec section 5, ARCHITECTURE "money is integer cents").
 *
 * Intl separates a currency symbol from the amount with a no-break space (U+00A0, or U+202F in
 * some locales). formatCurrency replaces both with an ordinary space so that what the page shows,
 * what a person copies and what tests compare are the same string: `R$ 1.234,56`.
 */

export const DEFAULT_LOCALE = 'pt-BR';
export const DEFAULT_CURRENCY = 'BRL';
/** Shown by formatNumber for zero and for empty or non-numeric values. */
export const EMPTY_NUMBER = '-';

const NO_BREAK_SPACES = /[\u00a0\u202f]/g;

const numberFormats = new Map<string, Intl.NumberFormat>();
function cachedFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${options.style ?? ''}|${options.currency ?? ''}|${String(options.useGrouping ?? '')}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * Thousands grouped with dots in pt-BR (`1234567` → `1.234.567`, `1234.5` → `1.234,5`); a dash
 * for 0, null, undefined, '', a non-numeric string, NaN or ±Infinity. Strings are read in
 * JavaScript notation, as an API sends them ("1234.5"), not pt-BR text. Never throws.
 */
export function formatNumber(
  value: number | string | null | undefined,
  locale = DEFAULT_LOCALE,
): string {
  if (value === null || value === undefined) return EMPTY_NUMBER;
  if (typeof value === 'string' && value.trim() === '') return EMPTY_NUMBER;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n) || n === 0) return EMPTY_NUMBER;
  try {
    return cachedFormat(locale).format(n).replace(NO_BREAK_SPACES, ' ');
  } catch {
    // An unknown locale tag throws a RangeError; fall back to the product's locale.
    return cachedFormat(DEFAULT_LOCALE).format(n);
  }
}

/** How many decimal places the currency's minor unit has (BRL 2, JPY 0). */
export function currencyMinorDigits(currency = DEFAULT_CURRENCY, locale = DEFAULT_LOCALE): number {
  return (
    cachedFormat(locale, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
    2
  );
}

/** Integer minor units as an exact decimal string ("-123456", 2 → "-1234.56"), no float maths. */
function minorUnitsToDecimal(minor: number, digits: number): `${number}` {
  const sign = minor < 0 ? '-' : '';
  const abs = String(Math.abs(minor)).padStart(digits + 1, '0');
  if (digits === 0) return `${sign}${abs}` as `${number}`;
  return `${sign}${abs.slice(0, -digits)}.${abs.slice(-digits)}` as `${number}`;
}

/**
 * Formats an amount given in INTEGER CENTS (minor units of `currency`): `123456` → `R$ 1.234,56`,
 * `-990` → `-R$ 9,90`. Throws a RangeError when `cents` is not a safe integer (money never
 * travels as a float). The no-break space Intl puts after the symbol becomes an ordinary space.
 */
export function formatCurrency(
  cents: number,
  currency = DEFAULT_CURRENCY,
  locale = DEFAULT_LOCALE,
): string {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`formatCurrency espera centavos inteiros, recebeu ${String(cents)}`);
  }
  const format = cachedFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minorUnitsToDecimal(cents, digits)).replace(NO_BREAK_SPACES, ' ');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Reads an amount typed or shown in `locale` back into integer cents: `R$ 1.234,56` → 123456,
 * `1234,5` → 123450, `-R$ 9,90` → -990, `10` → 1000. The currency symbol or code is optional;
 * grouping separators are optional but must sit every three digits. Returns null for empty text,
 * more decimals than the currency has, any other character, or an amount beyond a safe integer.
 */
export function parseCurrencyToCents(
  text: string | null | undefined,
  currency = DEFAULT_CURRENCY,
  locale = DEFAULT_LOCALE,
): number | null {
  if (text === null || text === undefined) return null;
  const numberParts = cachedFormat(locale).formatToParts(11111.1);
  const group = (numberParts.find((p) => p.type === 'group')?.value ?? '.').replace(
    NO_BREAK_SPACES,
    ' ',
  );
  const decimal = numberParts.find((p) => p.type === 'decimal')?.value ?? ',';
  const symbol = cachedFormat(locale, { style: 'currency', currency })
    .formatToParts(1)
    .find((p) => p.type === 'currency')?.value;
  const digits = currencyMinorDigits(currency, locale);

  let body = text.replace(NO_BREAK_SPACES, ' ').trim();
  let negative = false;
  const wrapped = /^\((.*)\)$/.exec(body);
  if (wrapped) {
    negative = true;
    body = wrapped[1] ?? '';
  }
  // The sign may stand before or after the symbol ("-R$ 9,90", "R$ -9,90") or at the end.
  for (let pass = 0; pass < 2; pass++) {
    body = body.trim();
    const signed = /^[-\u2212]\s*(.*)$/.exec(body) ?? /^(.*?)\s*[-\u2212]$/.exec(body);
    if (signed && !negative) {
      negative = true;
      body = (signed[1] ?? '').trim();
    }
    for (const mark of [symbol, currency]) {
      if (!mark) continue;
      if (body.startsWith(mark)) body = body.slice(mark.length).trim();
      else if (body.endsWith(mark)) body = body.slice(0, -mark.length).trim();
    }
  }
  // Where the grouping separator is a space (fr, for instance) the spaces inside go away.
  const spaceGrouped = group.trim() === '';
  if (spaceGrouped) body = body.replace(/\s+/g, '');
  const g = spaceGrouped ? null : escapeRegExp(group);
  const integer = g === null ? '\\d+' : `\\d{1,3}(?:${g}\\d{3})+|\\d+`;
  const fraction = digits > 0 ? `(?:${escapeRegExp(decimal)}(\\d{1,${digits}}))?` : '';
  const match = new RegExp(`^(${integer})${fraction}$`).exec(body);
  if (!match?.[1]) return null;
  const whole = g === null ? match[1] : match[1].replace(new RegExp(g, 'g'), '');
  const cents = Number(`${whole}${(match[2] ?? '').padEnd(digits, '0')}`);
  if (!Number.isSafeInteger(cents)) return null;
  return negative && cents !== 0 ? -cents : cents;
}
