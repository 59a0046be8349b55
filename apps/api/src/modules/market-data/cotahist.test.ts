import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COTAHIST_LINE_LENGTH, parseCotahist } from './cotahist.ts';

const num = (value: number | bigint, width: number) => String(value).padStart(width, '0');
const txt = (value: string, width: number) => value.padEnd(width, ' ');

/** A quote line written field by field from B3's layout table (positions in the comments). */
function quoteLine(q: {
  day: string;
  code: string;
  open: number;
  high: number;
  low: number;
  avg: number;
  close: number;
  factor?: number;
  trades?: number;
  volume?: bigint;
}): string {
  return [
    '01', // 01-02 TIPREG
    q.day.replaceAll('-', ''), // 03-10 DATA
    '02', // 11-12 CODBDI
    txt(q.code, 12), // 13-24 CODNEG
    '010', // 25-27 TPMERC
    txt('PETROBRAS', 12), // 28-39 NOMRES
    txt('PN', 10), // 40-49 ESPECI
    txt('', 3), // 50-52 PRAZOT
    txt('R$', 4), // 53-56 MODREF
    num(q.open, 13), // 57-69 PREABE
    num(q.high, 13), // 70-82 PREMAX
    num(q.low, 13), // 83-95 PREMIN
    num(q.avg, 13), // 96-108 PREMED
    num(q.close, 13), // 109-121 PREULT
    num(q.close, 13), // 122-134 PREOFC
    num(q.close + 1, 13), // 135-147 PREOFV
    num(q.trades ?? 12345, 5), // 148-152 TOTNEG
    num(q.volume ?? 9_876_543n, 18), // 153-170 QUATOT
    num(123_456_789_012n, 18), // 171-188 VOLTOT
    num(0, 13), // 189-201 PREEXE
    '0', // 202 INDOPC
    '99991231', // 203-210 DATVEN
    num(q.factor ?? 1, 7), // 211-217 FATCOT
    num(0, 13), // 218-230 PTOEXE
    txt('BRPETRACNPR6', 12), // 231-242 CODISI
    '129', // 243-245 DISMES
  ].join('');
}
const header = txt('00COTAHIST.2026BOVESPA 20261125', COTAHIST_LINE_LENGTH);
const trailer = (total: number) =>
  txt(`99COTAHIST.2026BOVESPA 20261125${num(total, 11)}`, COTAHIST_LINE_LENGTH);

describe('parseCotahist', () => {
  it('reads the header, each quote in cents with two implied decimals, and the trailer', () => {
    const line = quoteLine({
      day: '2026-11-24',
      code: 'PETR4',
      open: 3712,
      high: 3789,
      low: 3698,
      avg: 3751,
      close: 3775,
    });
    expect(line).toHaveLength(245);
    const file = parseCotahist([header, line, trailer(3), ''].join('\r\n'));
    expect(file.errors).toEqual([]);
    expect(file.header).toEqual({ fileName: 'COTAHIST.2026', createdOn: '2026-11-25' });
    expect(file.declaredLines).toBe(3);
    expect(file.quotes).toEqual([
      {
        day: '2026-11-24',
        code: 'PETR4',
        bdi: '02',
        marketType: '010',
        name: 'PETROBRAS',
        openCents: 3712,
        highCents: 3789,
        lowCents: 3698,
        averageCents: 3751,
        closeCents: 3775,
        trades: 12345,
        volume: 9_876_543n,
      },
    ]);
  });

  it('divides prices quoted per thousand units (FATCOT 1000), rounding half up', () => {
    const line = quoteLine({
      day: '2026-11-24',
      code: 'XYZW3',
      open: 1_500,
      high: 2_500,
      low: 1_000,
      avg: 2_000,
      close: 2_499,
      factor: 1000,
    });
    const [quote] = parseCotahist(line).quotes;
    expect(quote).toMatchObject({ openCents: 2, highCents: 3, lowCents: 1, closeCents: 2 });
  });

  it('reports bad lines by number and keeps the good ones', () => {
    const good = quoteLine({
      day: '2026-11-24',
      code: 'VALE3',
      open: 6000,
      high: 6100,
      low: 5900,
      avg: 6000,
      close: 6050,
    });
    const short = good.slice(0, 200);
    const badDate = good.replace('20261124', '20261340');
    const badPrice = `${good.slice(0, 60)}ABC${good.slice(63)}`;
    const incoherent = quoteLine({
      day: '2026-11-24',
      code: 'ITUB4',
      open: 3000,
      high: 2900,
      low: 2800,
      avg: 2850,
      close: 2850,
    });
    const unknown = `42${good.slice(2)}`;
    const file = parseCotahist(
      [header, good, short, badDate, badPrice, incoherent, unknown].join('\n'),
    );
    expect(file.quotes.map((q) => q.code)).toEqual(['VALE3']);
    expect(file.errors.map((e) => e.line)).toEqual([3, 4, 5, 6, 7]);
    expect(file.errors[0]?.message).toBe('A linha tem 200 caracteres; o COTAHIST tem 245.');
    expect(file.errors[4]?.message).toBe('Tipo de registro desconhecido: "42".');
  });

  it('reads back any coherent bar it is given, to the cent', () => {
    const barArb = fc
      .record({
        low: fc.integer({ min: 1, max: 10_000_000 }),
        spread: fc.integer({ min: 0, max: 1_000_000 }),
        openAt: fc.double({ min: 0, max: 1, noNaN: true }),
        closeAt: fc.double({ min: 0, max: 1, noNaN: true }),
        code: fc.stringMatching(/^[A-Z]{4}\d{1,2}$/),
        day: fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2030-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        volume: fc.bigInt({ min: 0n, max: 999_999_999_999_999_999n }),
      })
      .map((b) => {
        const high = b.low + b.spread;
        return {
          day: b.day.toISOString().slice(0, 10),
          code: b.code,
          low: b.low,
          high,
          open: b.low + Math.floor(b.spread * b.openAt),
          close: b.low + Math.floor(b.spread * b.closeAt),
          avg: b.low,
          volume: b.volume,
        };
      });
    fc.assert(
      fc.property(barArb, (bar) => {
        const [quote] = parseCotahist(quoteLine(bar)).quotes;
        expect(quote).toMatchObject({
          day: bar.day,
          code: bar.code,
          openCents: bar.open,
          highCents: bar.high,
          lowCents: bar.low,
          closeCents: bar.close,
          volume: bar.volume,
        });
      }),
    );
  });
});
