import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currencyMinorDigits,
  formatCurrency,
  formatNumber,
  parseCurrencyToCents,
} from './number.ts';

describe('formatNumber', () => {
  it('groups thousands with dots', () => {
    expect(formatNumber(1234)).toBe('1.234');
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(-25000)).toBe('-25.000');
  });

  it('uses a comma for decimals', () => {
    expect(formatNumber(1234.5)).toBe('1.234,5');
  });

  it('reads numeric strings', () => {
    expect(formatNumber('1234567')).toBe('1.234.567');
    expect(formatNumber(' 42 ')).toBe('42');
  });

  it.each([
    ['zero', 0],
    ['negative zero', -0],
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['a blank string', '   '],
    ['the string "0"', '0'],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['text', 'abc'],
  ])('shows a dash for %s', (_, value) => {
    expect(formatNumber(value)).toBe('-');
  });

  it('falls back to pt-BR for an unknown locale tag', () => {
    expect(formatNumber(1234, 'not a locale!')).toBe('1.234');
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double(), fc.integer(), fc.string(), fc.constant(null), fc.constant(undefined)),
        (value) => {
          expect(typeof formatNumber(value)).toBe('string');
        },
      ),
    );
  });

  it('keeps the integer digits of any safe integer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (n) => {
        const text = formatNumber(n);
        expect(text.replace(/\./g, '')).toBe(String(n));
        expect(text).toMatch(/^\d{1,3}(\.\d{3})*$/);
      }),
    );
  });
});

describe('formatCurrency', () => {
  it('formats integer cents as BRL in pt-BR with an ordinary space', () => {
    expect(formatCurrency(123456)).toBe('R$ 1.234,56');
    expect(formatCurrency(0)).toBe('R$ 0,00');
    expect(formatCurrency(5)).toBe('R$ 0,05');
    expect(formatCurrency(-990)).toBe('-R$ 9,90');
    expect(formatCurrency(-0)).toBe('R$ 0,00');
    expect(formatCurrency(19990)).not.toContain('\u00a0');
  });

  it('is exact for the largest safe integer (no float division)', () => {
    expect(formatCurrency(Number.MAX_SAFE_INTEGER)).toBe('R$ 90.071.992.547.409,91');
  });

  it('formats other currencies and locales', () => {
    expect(formatCurrency(123456, 'USD', 'en-US')).toBe('$1,234.56');
    expect(formatCurrency(123456, 'USD')).toBe('US$ 1.234,56');
    expect(formatCurrency(123456, 'EUR', 'de-DE')).toBe('1.234,56 €');
    // Yen has no minor unit: the integer is yen.
    expect(currencyMinorDigits('JPY', 'ja-JP')).toBe(0);
    expect(formatCurrency(1234, 'JPY', 'ja-JP')).toBe('￥1,234');
  });

  it('refuses an amount that is not integer cents', () => {
    expect(() => formatCurrency(12.5)).toThrow(RangeError);
    expect(() => formatCurrency(Number.NaN)).toThrow(RangeError);
    expect(() => formatCurrency(2 ** 60)).toThrow(RangeError);
  });
});

describe('parseCurrencyToCents', () => {
  it.each([
    ['R$ 1.234,56', 123456],
    ['R$\u00a01.234,56', 123456],
    ['1.234,56', 123456],
    ['1234,56', 123456],
    ['1234,5', 123450],
    ['10', 1000],
    ['0,05', 5],
    ['R$ 0,00', 0],
    ['-R$ 9,90', -990],
    ['R$ -9,90', -990],
    ['(R$ 9,90)', -990],
    ['BRL 1.000,00', 100000],
    ['1.234.567,89', 123456789],
  ])('reads %s as %i cents', (text, cents) => {
    expect(parseCurrencyToCents(text)).toBe(cents);
  });

  it.each([
    ['empty text', ''],
    ['null', null],
    ['letters', 'R$ 12abc'],
    ['three decimals', '1,234'],
    ['misplaced grouping', '1.23,00'],
    ['two decimal commas', '1,2,3'],
    ['another currency', 'US$ 10,00'],
    ['a sign in the middle', '1-0'],
    ['beyond a safe integer', '999.999.999.999.999.999,99'],
  ])('gives null for %s', (_, text) => {
    expect(parseCurrencyToCents(text)).toBeNull();
  });

  it('reads other locales', () => {
    expect(parseCurrencyToCents('$1,234.56', 'USD', 'en-US')).toBe(123456);
    expect(parseCurrencyToCents('1.234,56 €', 'EUR', 'de-DE')).toBe(123456);
    expect(parseCurrencyToCents('1 234,56 €', 'EUR', 'fr-FR')).toBe(123456);
  });

  it('round-trips integer cents through formatCurrency in a wide range', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 15), max: 10 ** 15 }), (cents) => {
        expect(parseCurrencyToCents(formatCurrency(cents))).toBe(cents);
      }),
      { numRuns: 500 },
    );
  });

  it('round-trips in other currencies and locales too', () => {
    const settings = fc.constantFrom(
      ['USD', 'en-US'] as const,
      ['EUR', 'de-DE'] as const,
      ['EUR', 'fr-FR'] as const,
      ['JPY', 'ja-JP'] as const,
    );
    fc.assert(
      fc.property(
        fc.integer({ min: -(10 ** 12), max: 10 ** 12 }),
        settings,
        (cents, [currency, locale]) => {
          expect(
            parseCurrencyToCents(formatCurrency(cents, currency, locale), currency, locale),
          ).toBe(cents);
        },
      ),
      { numRuns: 300 },
    );
  });
});
