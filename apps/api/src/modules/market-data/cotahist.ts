import { saoPauloInstant } from '@app/shared';

/**
 * B3's historical quotes file (COTAHIST_AAAA.TXT / _Mmmaaaa / _Dddmmaaaa), as B3 documents it:
 * fixed-width lines of 245 characters; a header (`00`), one line per instrument and trading day
 * (`01`) and a trailer (`99`). Prices are written without a decimal point, with two implied
 * decimals — so they are integer cents as they stand — and are quoted per `FATCOT` units (1, or
 * 1000 for instruments quoted per thousand).
 */

/** One trading day of one instrument: the daily bar, in cents per unit. */
export interface CotahistQuote {
  /** The trading day, `YYYY-MM-DD` (B3's own calendar day). */
  day: string;
  /** CODNEG: the trading code (PETR4, BOVA11…). */
  code: string;
  /** CODBDI: 02 lote padrão, 12 FII, 96 fracionário… */
  bdi: string;
  /** TPMERC: 010 à vista, 020 fracionário, 070/080 opções de compra/venda… */
  marketType: string;
  /** NOMRES: the issuer's short name. */
  name: string;
  openCents: number;
  highCents: number;
  lowCents: number;
  averageCents: number;
  closeCents: number;
  trades: number;
  /** QUATOT: units traded. */
  volume: bigint;
}

export interface CotahistLineError {
  line: number;
  message: string;
}

export interface CotahistFile {
  /** From the header: the file's name as B3 wrote it and the day it was made. */
  header: { fileName: string; createdOn: string } | null;
  quotes: CotahistQuote[];
  errors: CotahistLineError[];
  /** From the trailer: how many lines B3 says the file has (header and trailer included). */
  declaredLines: number | null;
}

export const COTAHIST_LINE_LENGTH = 245;

/**
 * When a COTAHIST day's bar is stored: 18:00 in São Paulo, after B3's closing call, so a
 * question about a moment of that trading day (the last price before 15:30) never sees its close.
 */
export const COTAHIST_CLOSE_TIME = '18:00';

/** The instant a trading day's bar stands for (`2026-11-25` → 2026-11-25T21:00:00.000Z). */
export function cotahistDayAt(day: string): Date {
  return new Date(saoPauloInstant(day, COTAHIST_CLOSE_TIME));
}

/** A 1-based, inclusive column range, as B3's layout table gives it. */
const field = (line: string, from: number, to: number) => line.slice(from - 1, to);

function day(value: string): string | null {
  if (!/^\d{8}$/.test(value)) return null;
  const iso = `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(iso) ? iso : null;
}

function digits(value: string): bigint | null {
  return /^\d+$/.test(value) ? BigInt(value) : null;
}

/** A price column (13 digits, 2 implied decimals) per unit, in cents (rounded half up). */
function price(value: string, factor: bigint): number | null {
  const raw = digits(value);
  if (raw === null || factor <= 0n) return null;
  return Number((raw * 2n + factor) / (2n * factor));
}

/**
 * Reads a COTAHIST file's text. Lines that are not 245 characters, or whose fields do not parse,
 * are reported by number and skipped; the others are kept (a real file of a year has ~1.5
 * million lines, so one bad line never throws the rest away).
 */
export function parseCotahist(text: string): CotahistFile {
  const result: CotahistFile = { header: null, quotes: [], errors: [], declaredLines: null };
  const lines = text.split(/\r?\n/);
  lines.forEach((line, index) => {
    const number = index + 1;
    if (line === '') return;
    if (line.length !== COTAHIST_LINE_LENGTH) {
      result.errors.push({
        line: number,
        message: `A linha tem ${line.length} caracteres; o COTAHIST tem ${COTAHIST_LINE_LENGTH}.`,
      });
      return;
    }
    const type = field(line, 1, 2);
    if (type === '00') {
      const createdOn = day(field(line, 24, 31));
      result.header = { fileName: field(line, 3, 15).trim(), createdOn: createdOn ?? '' };
      return;
    }
    if (type === '99') {
      const total = digits(field(line, 32, 42));
      result.declaredLines = total === null ? null : Number(total);
      return;
    }
    if (type !== '01') {
      result.errors.push({ line: number, message: `Tipo de registro desconhecido: "${type}".` });
      return;
    }
    const tradingDay = day(field(line, 3, 10));
    const factor = digits(field(line, 211, 217));
    const code = field(line, 13, 24).trim();
    const prices = [
      field(line, 57, 69),
      field(line, 70, 82),
      field(line, 83, 95),
      field(line, 96, 108),
      field(line, 109, 121),
    ].map((p) => (factor === null ? null : price(p, factor)));
    const trades = digits(field(line, 148, 152));
    const volume = digits(field(line, 153, 170));
    const [open, high, low, average, close] = prices;
    if (
      tradingDay === null ||
      code === '' ||
      open == null ||
      high == null ||
      low == null ||
      average == null ||
      close == null ||
      trades === null ||
      volume === null
    ) {
      result.errors.push({ line: number, message: 'Campos inválidos no registro de cotação.' });
      return;
    }
    if (low > high || open < low || open > high || close < low || close > high) {
      result.errors.push({
        line: number,
        message: 'Preços incoerentes: a mínima, a máxima, a abertura e o fechamento não fecham.',
      });
      return;
    }
    result.quotes.push({
      day: tradingDay,
      code,
      bdi: field(line, 11, 12),
      marketType: field(line, 25, 27),
      name: field(line, 28, 39).trim(),
      openCents: open,
      highCents: high,
      lowCents: low,
      averageCents: average,
      closeCents: close,
      trades: Number(trades),
      volume,
    });
  });
  return result;
}
