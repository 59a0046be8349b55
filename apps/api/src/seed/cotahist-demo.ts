import { addDays } from '@app/shared';
import { join } from 'node:path';
import { cotahistDayAt } from '../modules/market-data/cotahist.ts';
import { DEMO_TICKERS } from './recommendations.ts';

/**
 * The demo's COTAHIST file: synthetic quotes (made here, not B3's) written exactly in B3's layout
 * (fixed-width lines of 245 characters: header `00`, one `01` line per instrument and day, trailer
 * `99`; see modules/market-data/cotahist.ts). It covers the twenty demo tickers and two codes no
 * demo ticker has (BOVA11 and SMAL11, so an import has unknown codes to report) over
 * `DEMO_COTAHIST_DAYS` weekdays.
 *
 * Each price is a function of the code and the calendar day only (integer hashing and plain
 * arithmetic, no `Math.sin`, so every machine writes the same bytes), so two periods agree on the
 * days they share: the seed imports the period ending on its own clock, the committed file
 * (`cotahist/COTAHIST_DEMO.TXT`, written by `write-cotahist-demo.ts`) is the period ending on
 * `DEMO_COTAHIST_END_DAY`, and importing one over the other changes no price.
 */

export const DEMO_COTAHIST_DAYS = 30;
/** The last day of the committed file (a fixed file needs fixed dates; tests use it). */
export const DEMO_COTAHIST_END_DAY = '2026-11-25';
export const DEMO_COTAHIST_PATH = join(import.meta.dirname, 'cotahist', 'COTAHIST_DEMO.TXT');

interface DemoInstrument {
  code: string;
  /** NOMRES, ESPECI, CODBDI, TPMERC as B3 would write them for such an instrument. */
  shortName: string;
  kind: string;
  bdi: string;
  marketType: string;
  /** Around where its price moves, in cents, and on which step. */
  baseCents: number;
  tickCents: number;
  /** Strike and expiry of an option (PREEXE, DATVEN). */
  option?: { strikeCents: number; expiry: string };
}

const SHORT: Record<string, Omit<DemoInstrument, 'code' | 'tickCents'>> = {
  PETR4: { shortName: 'PETROBRAS', kind: 'PN', bdi: '02', marketType: '010', baseCents: 3_750 },
  VALE3: { shortName: 'VALE', kind: 'ON', bdi: '02', marketType: '010', baseCents: 6_100 },
  ITUB4: { shortName: 'ITAUUNIBANCO', kind: 'PN', bdi: '02', marketType: '010', baseCents: 3_680 },
  BBDC4: { shortName: 'BRADESCO', kind: 'PN', bdi: '02', marketType: '010', baseCents: 1_540 },
  BBAS3: { shortName: 'BRASIL', kind: 'ON', bdi: '02', marketType: '010', baseCents: 2_790 },
  WEGE3: { shortName: 'WEG', kind: 'ON', bdi: '02', marketType: '010', baseCents: 4_420 },
  ABEV3: { shortName: 'AMBEV S/A', kind: 'ON', bdi: '02', marketType: '010', baseCents: 1_310 },
  MGLU3: { shortName: 'MAGAZ LUIZA', kind: 'ON', bdi: '02', marketType: '010', baseCents: 890 },
  PRIO3: { shortName: 'PETRORIO', kind: 'ON', bdi: '02', marketType: '010', baseCents: 4_150 },
  SUZB3: { shortName: 'SUZANO S.A.', kind: 'ON', bdi: '02', marketType: '010', baseCents: 5_630 },
  IBOV: { shortName: 'IBOVESPA', kind: '', bdi: '02', marketType: '010', baseCents: 13_150_000 },
  WINZ26: {
    shortName: 'IBOVESPA',
    kind: 'MINI',
    bdi: '71',
    marketType: '060',
    baseCents: 13_300_000,
  },
  WDOZ26: { shortName: 'DOLAR', kind: 'MINI', bdi: '71', marketType: '060', baseCents: 545_000 },
  PETRL400: {
    shortName: 'PETR',
    kind: 'PN',
    bdi: '78',
    marketType: '070',
    baseCents: 95,
    option: { strikeCents: 4_000, expiry: '2026-12-18' },
  },
  HGLG11: { shortName: 'CSHG LOG', kind: 'CI', bdi: '12', marketType: '010', baseCents: 15_890 },
  KNRI11: { shortName: 'KINEA RENDA', kind: 'CI', bdi: '12', marketType: '010', baseCents: 14_520 },
  AAPL34: { shortName: 'APPLE', kind: 'DRN', bdi: '02', marketType: '010', baseCents: 6_240 },
  NVDC34: { shortName: 'NVIDIA', kind: 'DRN', bdi: '02', marketType: '010', baseCents: 1_930 },
  BTC: { shortName: 'BITCOIN', kind: '', bdi: '02', marketType: '010', baseCents: 48_500_000 },
  ETH: { shortName: 'ETHEREUM', kind: '', bdi: '02', marketType: '010', baseCents: 1_720_000 },
};

/** Two ETFs no demo ticker has: an import counts them in `unknown_codes`. */
export const DEMO_COTAHIST_UNKNOWN_CODES = ['BOVA11', 'SMAL11'] as const;

export const DEMO_INSTRUMENTS: readonly DemoInstrument[] = [
  ...DEMO_TICKERS.map((ticker) => {
    const short = SHORT[ticker.code];
    if (!short) throw new Error(`cotahist-demo: sem preço de demonstração para ${ticker.code}`);
    return { code: ticker.code, tickCents: ticker.tickSizeCents, ...short };
  }),
  {
    code: 'BOVA11',
    shortName: 'ISHARES BOVA',
    kind: 'CI',
    bdi: '14',
    marketType: '010',
    baseCents: 12_790,
    tickCents: 1,
  },
  {
    code: 'SMAL11',
    shortName: 'ISHARES SMAL',
    kind: 'CI',
    bdi: '14',
    marketType: '010',
    baseCents: 10_140,
    tickCents: 1,
  },
];

// ------------------------------------------------------------------ deterministic numbers

/** FNV-1a, then a final avalanche: a well-spread 32-bit number for a text. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A number in [-1, 1) for a text. */
const unit = (text: string) => hash32(text) / 2 ** 31 - 1;

/** The day's number since 1970-01-01 (UTC calendar). */
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** Value noise: points every `step` days, joined by straight lines (smooth enough for a chart). */
function wave(code: string, day: number, step: number): number {
  const cell = Math.floor(day / step);
  const t = (day - cell * step) / step;
  const a = unit(`${code}:${step}:${cell}`);
  const b = unit(`${code}:${step}:${cell + 1}`);
  return a + (b - a) * t;
}

const onTick = (cents: number, tick: number) => Math.max(tick, Math.round(cents / tick) * tick);

/** The close of `code` on `day`: around its base, swings of some weeks, a daily wobble. */
function closeOf(instrument: DemoInstrument, day: string): number {
  const d = dayNumber(day);
  const { code, baseCents } = instrument;
  const drift = 0.09 * wave(code, d, 23) + 0.04 * wave(code, d, 7) + 0.012 * unit(`${code}:${day}`);
  return onTick(baseCents * (1 + drift), instrument.tickCents);
}

export interface DemoBar {
  day: string;
  code: string;
  open: number;
  high: number;
  low: number;
  average: number;
  close: number;
  trades: number;
  volume: number;
}

const isWeekday = (day: string) => {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};
const weekdayBefore = (day: string) => {
  let previous = addDays(day, -1);
  while (!isWeekday(previous)) previous = addDays(previous, -1);
  return previous;
};

/** The `count` weekdays ending on `endDay` (itself included when a weekday), oldest first. */
export function demoTradingDays(endDay: string, count = DEMO_COTAHIST_DAYS): string[] {
  const days: string[] = [];
  let day = isWeekday(endDay) ? endDay : weekdayBefore(endDay);
  while (days.length < count) {
    days.unshift(day);
    day = weekdayBefore(day);
  }
  return days;
}

/** The last weekday whose close is at or before `at`: the seed's period ends there. */
export function lastClosedTradingDay(at: Date): string {
  let day = at.toISOString().slice(0, 10);
  // The UTC day may be São Paulo's next one (21:00-23:59 in São Paulo): start a day later.
  day = addDays(day, 1);
  while (!isWeekday(day) || cotahistDayAt(day) > at) day = addDays(day, -1);
  return day;
}

/** The daily bar of an instrument (B3's public holidays are ignored: every weekday trades). */
export function demoBar(instrument: DemoInstrument, day: string): DemoBar {
  const tick = instrument.tickCents;
  const { code, baseCents } = instrument;
  const close = closeOf(instrument, day);
  const gap = 0.004 * unit(`${code}:${day}:gap`);
  const open = onTick(closeOf(instrument, weekdayBefore(day)) * (1 + gap), tick);
  const reach = (salt: string) =>
    onTick(Math.abs(unit(`${code}:${day}:${salt}`)) * baseCents * 0.011, tick);
  const high = Math.max(open, close) + reach('high');
  const low = Math.max(tick, Math.min(open, close) - reach('low'));
  const average = Math.round((open + high + low + close) / 4);
  const trades = 800 + (hash32(`${code}:${day}:trades`) % 40_000);
  const volume = trades * (50 + (hash32(`${code}:${day}:volume`) % 400));
  return { day, code, open, high, low, average, close, trades, volume };
}

// ------------------------------------------------------------------ B3's layout

const num = (value: number | bigint, width: number) => {
  const text = String(value);
  if (text.length > width) throw new Error(`cotahist-demo: ${text} não cabe em ${width} dígitos`);
  return text.padStart(width, '0');
};
const txt = (value: string, width: number) => value.padEnd(width, ' ').slice(0, width);
const compact = (day: string) => day.replaceAll('-', '');
const LINE = 245;

/** One `01` line, field by field, with B3's positions. */
function quoteLine(instrument: DemoInstrument, bar: DemoBar): string {
  const line = [
    '01', // 01-02 TIPREG
    compact(bar.day), // 03-10 DATA DO PREGÃO
    instrument.bdi, // 11-12 CODBDI
    txt(instrument.code, 12), // 13-24 CODNEG
    instrument.marketType, // 25-27 TPMERC
    txt(instrument.shortName, 12), // 28-39 NOMRES
    txt(instrument.kind, 10), // 40-49 ESPECI
    txt('', 3), // 50-52 PRAZOT
    txt('R$', 4), // 53-56 MODREF
    num(bar.open, 13), // 57-69 PREABE
    num(bar.high, 13), // 70-82 PREMAX
    num(bar.low, 13), // 83-95 PREMIN
    num(bar.average, 13), // 96-108 PREMED
    num(bar.close, 13), // 109-121 PREULT
    num(bar.close, 13), // 122-134 PREOFC
    num(bar.close + instrument.tickCents, 13), // 135-147 PREOFV
    num(bar.trades, 5), // 148-152 TOTNEG
    num(bar.volume, 18), // 153-170 QUATOT
    num(BigInt(bar.volume) * BigInt(bar.average), 18), // 171-188 VOLTOT
    num(instrument.option?.strikeCents ?? 0, 13), // 189-201 PREEXE
    '0', // 202 INDOPC
    instrument.option ? compact(instrument.option.expiry) : '99991231', // 203-210 DATVEN
    num(1, 7), // 211-217 FATCOT
    num(0, 13), // 218-230 PTOEXE
    txt(`BR${instrument.code.slice(0, 4)}DEMO00`, 12), // 231-242 CODISI
    '100', // 243-245 DISMES
  ].join('');
  if (line.length !== LINE) throw new Error(`cotahist-demo: linha de ${line.length} caracteres`);
  return line;
}

/**
 * The demo COTAHIST text of the `count` weekdays ending on `endDay`: header, one line per
 * instrument and day (by day, then code), trailer; CRLF line ends, as B3 writes them.
 */
export function demoCotahist(endDay: string, count = DEMO_COTAHIST_DAYS): string {
  const days = demoTradingDays(endDay, count);
  const last = days[days.length - 1]!;
  const instruments = [...DEMO_INSTRUMENTS].sort((a, b) => a.code.localeCompare(b.code));
  const lines = [txt(`00COTAHIST.DEMOBOVESPA ${compact(last)}`, LINE)];
  for (const day of days)
    for (const instrument of instruments)
      lines.push(quoteLine(instrument, demoBar(instrument, day)));
  lines.push(txt(`99COTAHIST.DEMOBOVESPA ${compact(last)}${num(lines.length + 1, 11)}`, LINE));
  return `${lines.join('\r\n')}\r\n`;
}
