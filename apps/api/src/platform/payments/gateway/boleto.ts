import { createHash } from 'node:crypto';

/**
 * FEBRABAN "boleto de cobrança" numbering (Banco Central Carta-Circular 2.926/2000 and FEBRABAN's
 * barcode layout), written out by hand because every digit matters: a wrong check digit makes the
 * bank app refuse the line and the buyer cannot pay.
 *
 * Barcode, 44 digits (positions 0-based):
 *   0-2   bank code (compensação, e.g. 001 Banco do Brasil)
 *   3     currency (9 = real)
 *   4     general check digit (mod 11 over the other 43 digits)
 *   5-8   due-date factor
 *   9-18  amount in cents (10 digits)
 *   19-43 free field (25 digits, layout chosen by the bank)
 *
 * Digitable line, 47 digits, printed as `AAABC.CCCCX DDDDD.DDDDDY EEEEE.EEEEEZ K UUUUVVVVVVVVVV`:
 *   field 1 = bank + currency + free field 0-4, then its mod-10 digit X
 *   field 2 = free field 5-14, then its mod-10 digit Y
 *   field 3 = free field 15-24, then its mod-10 digit Z
 *   field 4 = K, the barcode's general check digit
 *   field 5 = due-date factor + amount
 *
 * Money is integer cents throughout; dates are calendar dates `yyyy-mm-dd` (no time, no zone).
 */

/** Ten digits of cents: R$ 99.999.999,99 is the largest amount a boleto can carry. */
export const BOLETO_MAX_AMOUNT_CENTS = 9_999_999_999;

/** Factor 1000 is 2000-07-03 (1000 days after the 1997-10-07 base date); factors run 1000…9999. */
const FACTOR_1000_DATE = '2000-07-03';
/** After 9999 (2025-02-21) the factor wraps back to 1000 (2025-02-22): a cycle lasts 9000 days. */
const FACTOR_CYCLE_DAYS = 9000;
/**
 * A factor names one date per 9000-day cycle, so reading it back needs a reference date (usually
 * today). The window is exactly 9000 days wide, so every factor has one answer: from 3000 days
 * before the reference (an overdue boleto stays readable for about 8 years) to 5999 days after
 * (about 16 years ahead, far beyond any due date a store sets).
 */
const FACTOR_WINDOW_PAST_DAYS = 3000;

const MS_PER_DAY = 86_400_000;

export class BoletoParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BoletoParseError';
  }
}

function assertDigits(value: string, length: number, what: string): void {
  if (value.length !== length || !/^\d+$/.test(value))
    throw new RangeError(`${what}: esperados ${length} dígitos`);
}

/**
 * Days since 1970-01-01 of a strict `yyyy-mm-dd` date, or null when the text is not a real date
 * (2026-02-30 is rejected by checking that Date.UTC did not roll it over into March).
 */
export function isoDateToEpochDay(isoDate: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null;
  return time / MS_PER_DAY;
}

/** `yyyy-mm-dd` of a day counted from 1970-01-01. */
export function epochDayToIsoDate(epochDay: number): string {
  return new Date(epochDay * MS_PER_DAY).toISOString().slice(0, 10);
}

function requireEpochDay(isoDate: string, what: string): number {
  const day = isoDateToEpochDay(isoDate);
  if (day === null) throw new RangeError(`${what}: data inválida (use aaaa-mm-dd): ${isoDate}`);
  return day;
}

/**
 * FEBRABAN modulo 10: from the rightmost digit, multiply by 2, 1, 2, 1…; products above 9 count
 * as the sum of their digits (14 → 1 + 4); the digit is what takes the sum to the next ten.
 */
export function mod10(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new RangeError('mod10: apenas dígitos');
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    const product = Number(digits[i]) * weight;
    sum += product > 9 ? product - 9 : product; // same as adding its two digits
    weight = weight === 2 ? 1 : 2;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * The barcode's general check digit: modulo 11 over the 43 other digits with weights 2…9 from the
 * right (then 2 again); digit = 11 − remainder, and the results 0, 10 and 11 become 1. A bank
 * boleto's general digit is therefore never 0 (unlike the convênio/arrecadação rule, where they
 * become 0; validators that reuse that rule reject about 2 in 11 valid bank boletos).
 */
export function barcodeCheckDigit(digits43: string): number {
  assertDigits(digits43, 43, 'barcodeCheckDigit');
  let sum = 0;
  let weight = 2;
  for (let i = digits43.length - 1; i >= 0; i--) {
    sum += Number(digits43[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const digit = 11 - (sum % 11);
  return digit === 0 || digit === 10 || digit === 11 ? 1 : digit;
}

/**
 * The 4-digit due-date factor: days since 1997-10-07, restarted at 1000 on 2025-02-22 (the day
 * after factor 9999) and every 9000 days after that. Dates before 2000-07-03 (factor 1000) are
 * not representable any more.
 */
export function dueDateFactor(dueDate: string): string {
  const offset = requireEpochDay(dueDate, 'vencimento') - requireEpochDay(FACTOR_1000_DATE, 'base');
  if (offset < 0) throw new RangeError('vencimento anterior a 2000-07-03 não tem fator');
  return String(1000 + (offset % FACTOR_CYCLE_DAYS));
}

/**
 * The due date a factor stands for, taking the cycle that falls in the window around
 * `referenceDate` (3000 days before it to 5999 after). Factor 0000 means "no due date" → null.
 */
export function dueDateFromFactor(factor: string, referenceDate: string): string | null {
  if (!/^\d{4}$/.test(factor)) throw new RangeError('fator de vencimento: 4 dígitos');
  const value = Number(factor);
  if (value === 0) return null;
  if (value < 1000)
    throw new RangeError(`fator de vencimento fora do intervalo 1000-9999: ${factor}`);
  const base = requireEpochDay(FACTOR_1000_DATE, 'base');
  const windowStart =
    requireEpochDay(referenceDate, 'data de referência') - FACTOR_WINDOW_PAST_DAYS;
  const firstCycleDay = base + (value - 1000);
  // Smallest cycle k ≥ 0 whose date is not before the window start.
  const cycles = Math.max(0, Math.ceil((windowStart - firstCycleDay) / FACTOR_CYCLE_DAYS));
  return epochDayToIsoDate(firstCycleDay + cycles * FACTOR_CYCLE_DAYS);
}

export interface BarcodeInput {
  /** 3-digit compensação code, e.g. '001'. */
  bankCode: string;
  dueDate: string;
  amountCents: number;
  /** 25 digits, the bank's layout (see `bbFreeField`). */
  freeField: string;
}

/** The 44-digit barcode. Throws RangeError on any input that cannot be encoded exactly. */
export function buildBarcode(input: BarcodeInput): string {
  assertDigits(input.bankCode, 3, 'código do banco');
  assertDigits(input.freeField, 25, 'campo livre');
  const { amountCents } = input;
  if (
    !Number.isSafeInteger(amountCents) ||
    amountCents < 0 ||
    amountCents > BOLETO_MAX_AMOUNT_CENTS
  )
    throw new RangeError(`valor em centavos fora de 0…${BOLETO_MAX_AMOUNT_CENTS}: ${amountCents}`);
  const factor = dueDateFactor(input.dueDate);
  const amount = String(amountCents).padStart(10, '0');
  const withoutDv = `${input.bankCode}9${factor}${amount}${input.freeField}`;
  const dv = barcodeCheckDigit(withoutDv);
  return `${withoutDv.slice(0, 4)}${dv}${withoutDv.slice(4)}`;
}

/** The 47-digit digitable line (digits only) of a 44-digit barcode. */
export function barcodeToDigitableLine(barcode: string): string {
  assertDigits(barcode, 44, 'código de barras');
  const field1 = barcode.slice(0, 4) + barcode.slice(19, 24);
  const field2 = barcode.slice(24, 34);
  const field3 = barcode.slice(34, 44);
  return (
    `${field1}${mod10(field1)}` +
    `${field2}${mod10(field2)}` +
    `${field3}${mod10(field3)}` +
    `${barcode.slice(4, 5)}${barcode.slice(5, 19)}`
  );
}

/**
 * Groups the 47 digits the way banks print them:
 * `00190000090777777700900087654182649000000295295` → `00190.00009 07777.777009 00087.654182 6 49000000295295`.
 */
export function formatDigitableLine(line: string): string {
  assertDigits(line, 47, 'linha digitável');
  return (
    `${line.slice(0, 5)}.${line.slice(5, 10)} ${line.slice(10, 15)}.${line.slice(15, 21)} ` +
    `${line.slice(21, 26)}.${line.slice(26, 32)} ${line.slice(32, 33)} ${line.slice(33)}`
  );
}

/**
 * The barcode a 47-digit line stands for (no check is made here; `parseBoleto` checks). The line
 * is the barcode with its free field moved forward and three mod-10 digits inserted.
 */
export function digitableLineToBarcode(line: string): string {
  assertDigits(line, 47, 'linha digitável');
  return (
    line.slice(0, 4) + // bank + currency
    line.slice(32, 33) + // general check digit
    line.slice(33, 47) + // factor + amount
    line.slice(4, 9) + // free field 0-4
    line.slice(10, 20) + // free field 5-14
    line.slice(21, 31) // free field 15-24
  );
}

export interface BoletoNumbers {
  /** 44 digits. */
  barcode: string;
  /** 47 digits formatted with dots and spaces, as banks print it. */
  digitableLine: string;
}

/** Barcode and formatted digitable line of a boleto. */
export function buildBoleto(input: BarcodeInput): BoletoNumbers {
  const barcode = buildBarcode(input);
  return { barcode, digitableLine: formatDigitableLine(barcodeToDigitableLine(barcode)) };
}

export interface ParsedBoleto {
  barcode: string;
  /** Formatted. */
  digitableLine: string;
  bankCode: string;
  currency: string;
  /** null when the factor is 0000 (no due date printed in the code). */
  dueDate: string | null;
  amountCents: number;
  freeField: string;
}

/**
 * Reads a bank boleto from its digitable line (47 digits) or barcode (44 digits), with or without
 * the dots and spaces, and checks every check digit. `referenceDate` (normally today) picks the
 * factor's cycle (see `dueDateFromFactor`). Throws BoletoParseError with a pt-BR message.
 */
export function parseBoleto(code: string, referenceDate: string): ParsedBoleto {
  if (!/^[\d.\s]+$/.test(code))
    throw new BoletoParseError('O código do boleto deve ter apenas números.');
  const digits = code.replace(/[.\s]/g, '');
  let barcode: string;
  if (digits.length === 47) {
    const fields: [string, string][] = [
      [digits.slice(0, 9), digits.slice(9, 10)],
      [digits.slice(10, 20), digits.slice(20, 21)],
      [digits.slice(21, 31), digits.slice(31, 32)],
    ];
    fields.forEach(([body, dv], i) => {
      if (String(mod10(body)) !== dv)
        throw new BoletoParseError(
          `Dígito verificador do campo ${i + 1} da linha digitável inválido.`,
        );
    });
    barcode = digitableLineToBarcode(digits);
  } else if (digits.length === 44) {
    barcode = digits;
  } else {
    throw new BoletoParseError('A linha digitável tem 47 números e o código de barras, 44.');
  }
  if (barcode.startsWith('8'))
    throw new BoletoParseError('Este é um código de arrecadação/convênio, não um boleto bancário.');
  if (String(barcodeCheckDigit(barcode.slice(0, 4) + barcode.slice(5))) !== barcode.charAt(4))
    throw new BoletoParseError('Dígito verificador geral do boleto inválido.');
  let dueDate: string | null;
  try {
    dueDate = dueDateFromFactor(barcode.slice(5, 9), referenceDate);
  } catch {
    throw new BoletoParseError('Fator de vencimento do boleto inválido.');
  }
  return {
    barcode,
    digitableLine: formatDigitableLine(barcodeToDigitableLine(barcode)),
    bankCode: barcode.slice(0, 3),
    currency: barcode.slice(3, 4),
    dueDate,
    amountCents: Number(barcode.slice(9, 19)),
    freeField: barcode.slice(19),
  };
}

/**
 * Banco do Brasil's free field for a 7-digit convênio: six zeros, the 17-digit nosso número
 * (convênio + 10-digit sequence) and the 2-digit carteira. The sandbox uses it for every bank so
 * its lines look like the ones a real bank returns; a real adapter takes the line from the bank.
 */
export function bbFreeField(ourNumber17: string, wallet: string): string {
  assertDigits(ourNumber17, 17, 'nosso número');
  assertDigits(wallet, 2, 'carteira');
  return `000000${ourNumber17}${wallet}`;
}

/**
 * A stable 10-digit sequence for a checkout reference: the reference itself when it is already
 * up to 10 digits (an order number), otherwise 10 digits taken from its SHA-256. Stable means a
 * retried checkout gets the same nosso número; two references share one with odds of 1 in 10^10.
 */
export function referenceSequence(reference: string): string {
  if (/^\d{1,10}$/.test(reference)) return reference.padStart(10, '0');
  const hash = createHash('sha256').update(reference, 'utf8').digest();
  return String(hash.readBigUInt64BE(0) % 10_000_000_000n).padStart(10, '0');
}
