import * as boletoUtils from '@mrmgomes/boleto-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOLETO_MAX_AMOUNT_CENTS,
  BoletoParseError,
  barcodeCheckDigit,
  barcodeToDigitableLine,
  bbFreeField,
  buildBarcode,
  buildBoleto,
  digitableLineToBarcode,
  dueDateFactor,
  dueDateFromFactor,
  epochDayToIsoDate,
  formatDigitableLine,
  isoDateToEpochDay,
  mod10,
  parseBoleto,
  referenceSequence,
} from './boleto.ts';

/**
 * The boleto math is checked three ways: against lines published by other projects (each one
 * re-derived by hand in the comments below), against @mrmgomes/boleto-utils as an independent
 * validator, and with fast-check properties over amounts and due dates.
 *
 * Two flaws of the validator (1.3.3), found while writing these tests:
 * - it computes the bank barcode's general digit with the convênio rule (remainders 0 and 1 give
 *   0), while FEBRABAN's bank rule gives 1, so it rejects real bank barcodes whose digit is 1 for
 *   remainder 0 or 1 (published examples 2 and 3 below). Its digitable-line check (the three
 *   mod-10 digits) is right; where the barcode is compared, the bank rule is re-derived from its
 *   mod-11 result.
 * - `identificarValor` strips "leading zeros" by dropping the first character whenever the second
 *   is 0, so from R$ 10.000.000,00 up it misreads amounts like 9000000000 cents (reads 0). Its
 *   amount is compared below that; our own parser is checked over the whole range.
 */

/** boleto-utils misreads amounts from 10^9 cents (R$ 10.000.000,00) up; see above. */
const LIBRARY_AMOUNT_LIMIT_CENTS = 1_000_000_000;

const digitsOf = (code: string): string => code.replace(/\D/g, '');

/** The library returns the due date as a Date at 20:54:59 UTC; the calendar day is the UTC date. */
const libraryDueDate = (line: string, dueDate: string): string => {
  const digits = digitsOf(line);
  const date =
    dueDate >= '2025-02-22'
      ? boletoUtils.identificarDataComNovoFator2025(digits, 'LINHA_DIGITAVEL')
      : boletoUtils.identificarData(digits, 'LINHA_DIGITAVEL');
  return date.toISOString().slice(0, 10);
};

/** FEBRABAN bank rule from the library's mod 11 (which gives 0 where the bank rule gives 1). */
const libraryBankCheckDigit = (barcode: string): number => {
  const convenioDigit = boletoUtils.calculaDVCodBarras(barcode, 4, 11);
  return convenioDigit === 0 ? 1 : convenioDigit;
};

describe('published boleto lines, re-derived by hand', () => {
  /*
   * Example 1 — pyboleto's Banco do Brasil test (eduardocereto/pyboleto,
   * tests/test_banco_do_brasil.py): due 2011-03-08, R$ 2.952,95, convênio 7777777, nosso número
   * 87654, carteira 18.
   *   barcode 0019 6 4900 0000295295 0000007777777000008765418
   *   line    00190.00009 07777.777009 00087.654182 6 49000000295295
   *
   * Factor: 1997-10-07 → 2011-03-08 is 4900 days (FEBRABAN's manual lists 5316 = 2012-04-27;
   *   2011-03-08 is 416 days earlier: 5316 − 416 = 4900 ✓).
   * General digit, mod 11 over the 43 digits without position 4, weights 2..9 from the right;
   *   the non-zero terms: 1×2 + 9×9 + 4×8 + 9×7 + 2×8 + 9×7 + 5×6 + 2×5 + 9×4 + 5×3 + 7×4 + 7×3
   *   + 7×2 + 7×9 + 7×8 + 7×7 + 7×6 + 8×8 + 7×7 + 6×6 + 5×5 + 4×4 + 1×3 + 8×2 = 830;
   *   830 = 75×11 + 5 → 11 − 5 = 6 ✓.
   * Field 1 `001900000`: from the right weights 2,1,2,…: 1×2 = 2, 9×1 = 9 → 11 → 10 − 1 = 9 ✓.
   * Field 2 `0777777700`: 7×2 = 14→5, 7, 5, 7, 5, 7, 5 → 41 → 10 − 1 = 9 ✓.
   * Field 3 `0008765418`: 8×2 = 16→7, 1, 4×2 = 8, 5, 6×2 = 12→3, 7, 8×2 = 16→7 → 38 → 2 ✓.
   */
  it('example 1: pyboleto, Banco do Brasil 2011 (general digit 6)', () => {
    const boleto = buildBoleto({
      bankCode: '001',
      dueDate: '2011-03-08',
      amountCents: 295295,
      freeField: bbFreeField('77777770000087654', '18'),
    });
    expect(boleto.barcode).toBe('00196490000002952950000007777777000008765418');
    expect(boleto.digitableLine).toBe('00190.00009 07777.777009 00087.654182 6 49000000295295');
    expect(parseBoleto(boleto.digitableLine, '2011-01-01')).toMatchObject({
      amountCents: 295295,
      dueDate: '2011-03-08',
      bankCode: '001',
    });
    expect(boletoUtils.validarBoleto(boleto.barcode).sucesso).toBe(true);
    expect(boletoUtils.validarBoleto(boleto.digitableLine).sucesso).toBe(true);
  });

  /*
   * Example 2 — BoletoNetCore's Banco do Brasil carteira 11/019 test table (BoletoNet/
   * BoletoNetCore, BoletoNetCore.Testes/Bancos/Brasil/Carteiras/BancoBrasilCarteira11_019Tests.cs):
   * due 2019-02-28, R$ 800,00, nosso número 12345670000000001, carteira 11.
   *   barcode 0019 1 7814 0000080000 0000001234567000000000111
   *   line    00190.00009 01234.567004 00000.001115 1 78140000080000
   *
   * Factor: 2019-02-28 − 1997-10-07 = 7814 days ✓.
   * General digit: 1×2 + 9×9 + 7×8 + 8×7 + 1×6 + 4×5 + 8×7 + 1×4 + 2×3 + 3×2 + 4×9 + 5×8 + 6×7
   *   + 7×6 + 1×4 + 1×3 + 1×2 = 462 = 42×11 + 0 → 11 − 0 = 11 → bank rule: 1 ✓ (the case
   *   boleto-utils gets wrong: it answers 0).
   * Field 1 `001900000` → 9 (as above). Field 2 `0123456700`: 7×2 = 14→5, 6, 5×2 = 10→1, 4,
   *   3×2 = 6, 2, 1×2 = 2 → 26 → 4 ✓. Field 3 `0000000111`: 1×2 + 1×1 + 1×2 = 5 → 5 ✓.
   */
  it('example 2: BoletoNetCore, Banco do Brasil 2019 (remainder 0 → general digit 1)', () => {
    const boleto = buildBoleto({
      bankCode: '001',
      dueDate: '2019-02-28',
      amountCents: 80000,
      freeField: bbFreeField('12345670000000001', '11'),
    });
    expect(boleto.barcode).toBe('00191781400000800000000001234567000000000111');
    expect(boleto.digitableLine).toBe('00190.00009 01234.567004 00000.001115 1 78140000080000');
    expect(parseBoleto(boleto.barcode, '2019-01-01')).toMatchObject({
      amountCents: 80000,
      dueDate: '2019-02-28',
    });
    // The validator's digitable-line check passes; its barcode check hits the flaw above.
    expect(boletoUtils.validarBoleto(boleto.digitableLine).sucesso).toBe(true);
    expect(boletoUtils.validarBoleto(boleto.barcode).sucesso).toBe(false);
    expect(boletoUtils.calculaDVCodBarras(boleto.barcode, 4, 11)).toBe(0);
  });

  /*
   * Example 3 — the same BoletoNetCore table as updated for the 2025 factor restart: due
   * 2026-12-25, R$ 200,00, empty nosso número, carteira 11.
   *   barcode 0019 1 1671 0000020000 0000000000000000000000011
   *   line    00190.00009 00000.000000 00000.000117 1 16710000020000
   *
   * Factor: 2025-02-22 is 1000 again; 2025-02-22 → 2026-12-25 is 365 + 306 = 671 days → 1671 ✓.
   * General digit: 1×2 + 9×9 + 1×8 + 6×7 + 7×6 + 1×5 + 2×7 + 1×3 + 1×2 = 199 = 18×11 + 1 →
   *   11 − 1 = 10 → bank rule: 1 ✓.
   * Field 2 is all zeros → 0 ✓. Field 3 `0000000011`: 1×1 + 1×2 = 3 → 7 ✓.
   */
  it('example 3: Banco do Brasil 2026, after the factor restart (remainder 1 → digit 1)', () => {
    const boleto = buildBoleto({
      bankCode: '001',
      dueDate: '2026-12-25',
      amountCents: 20000,
      freeField: bbFreeField('00000000000000000', '11'),
    });
    expect(boleto.barcode).toBe('00191167100000200000000000000000000000000011');
    expect(boleto.digitableLine).toBe('00190.00009 00000.000000 00000.000117 1 16710000020000');
    expect(parseBoleto(boleto.digitableLine, '2026-06-01').dueDate).toBe('2026-12-25');
    expect(boletoUtils.validarBoleto(boleto.digitableLine).sucesso).toBe(true);
    expect(boletoUtils.calculaDVCodBarras(boleto.barcode, 4, 11)).toBe(0);
  });

  it("boleto-utils' own Caixa example parses to the same barcode, amount and date", () => {
    // From boleto-utils' test suite: Caixa (104), factor 8981 = 2022-05-10, R$ 214,03.
    const parsed = parseBoleto('10492006506100010004200997263900989810000021403', '2022-01-01');
    expect(parsed).toEqual({
      barcode: '10499898100000214032006561000100040099726390',
      digitableLine: '10492.00650 61000.100042 00997.263900 9 89810000021403',
      bankCode: '104',
      currency: '9',
      dueDate: '2022-05-10',
      amountCents: 21403,
      freeField: '2006561000100040099726390',
    });
  });
});

describe('check digits', () => {
  it('mod 10 of the published fields', () => {
    expect(mod10('001900000')).toBe(9);
    expect(mod10('0777777700')).toBe(9);
    expect(mod10('0008765418')).toBe(2);
    expect(mod10('0123456700')).toBe(4);
    expect(mod10('0000000000')).toBe(0);
    expect(() => mod10('12a')).toThrow(RangeError);
  });

  it('general digit: 11 − remainder, with 0, 10 and 11 becoming 1 (never 0)', () => {
    expect(barcodeCheckDigit('0019490000002952950000007777777000008765418')).toBe(6);
    expect(barcodeCheckDigit('0019781400000800000000001234567000000000111')).toBe(1); // rest 0
    expect(barcodeCheckDigit('0019167100000200000000000000000000000000011')).toBe(1); // rest 1
    expect(() => barcodeCheckDigit('123')).toThrow(RangeError);
  });

  it('the general digit is never 0 and agrees with the bank rule re-derived from the validator', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{43}$/), (digits43) => {
        const dv = barcodeCheckDigit(digits43);
        expect(dv).toBeGreaterThanOrEqual(1);
        expect(dv).toBeLessThanOrEqual(9);
        const barcode = `${digits43.slice(0, 4)}${dv}${digits43.slice(4)}`;
        expect(dv).toBe(libraryBankCheckDigit(barcode));
      }),
    );
  });
});

describe('due-date factor', () => {
  it.each([
    ['2000-07-03', '1000'], // FEBRABAN manual: start of the factor
    ['2000-07-04', '1001'],
    ['2012-04-27', '5316'], // FEBRABAN manual example
    ['2025-02-20', '9998'],
    ['2025-02-21', '9999'], // last day of the first cycle
    ['2025-02-22', '1000'], // the restart
    ['2025-02-23', '1001'],
    ['2026-12-25', '1671'],
    ['2049-10-13', '9999'], // last day of the second cycle
    ['2049-10-14', '1000'],
  ])('%s → %s', (date, factor) => {
    expect(dueDateFactor(date)).toBe(factor);
  });

  it('rejects dates that are not real or come before factor 1000', () => {
    expect(() => dueDateFactor('2026-02-30')).toThrow(RangeError);
    expect(() => dueDateFactor('26-02-01')).toThrow(RangeError);
    expect(() => dueDateFactor('2000-07-02')).toThrow(RangeError);
  });

  it('reads a factor back in the cycle around the reference date', () => {
    expect(dueDateFromFactor('9999', '2026-01-01')).toBe('2025-02-21');
    expect(dueDateFromFactor('1000', '2026-01-01')).toBe('2025-02-22');
    expect(dueDateFromFactor('4900', '2011-01-01')).toBe('2011-03-08');
    expect(dueDateFromFactor('4900', '2030-01-01')).toBe('2035-10-28');
    expect(dueDateFromFactor('0000', '2026-01-01')).toBeNull();
    expect(() => dueDateFromFactor('0999', '2026-01-01')).toThrow(RangeError);
    expect(() => dueDateFromFactor('12', '2026-01-01')).toThrow(RangeError);
  });

  it('round-trips every date within 3000 days before / 5999 days after the reference', () => {
    const reference = '2026-06-15';
    const base = isoDateToEpochDay(reference) ?? 0;
    fc.assert(
      fc.property(fc.integer({ min: -3000, max: 5999 }), (offset) => {
        const date = epochDayToIsoDate(base + offset);
        expect(dueDateFromFactor(dueDateFactor(date), reference)).toBe(date);
      }),
    );
  });
});

describe('building and parsing', () => {
  const freeField = bbFreeField('12345670000000042', '17');

  it('rejects amounts a boleto cannot carry (10 digits of cents at most)', () => {
    const input = { bankCode: '001', dueDate: '2026-12-01', freeField };
    expect(() => buildBarcode({ ...input, amountCents: BOLETO_MAX_AMOUNT_CENTS })).not.toThrow();
    // 99 999 999 999 cents has 11 digits: it does not fit the amount field.
    expect(() => buildBarcode({ ...input, amountCents: 99_999_999_999 })).toThrow(RangeError);
    expect(() => buildBarcode({ ...input, amountCents: BOLETO_MAX_AMOUNT_CENTS + 1 })).toThrow();
    expect(() => buildBarcode({ ...input, amountCents: -1 })).toThrow(RangeError);
    expect(() => buildBarcode({ ...input, amountCents: 10.5 })).toThrow(RangeError);
    expect(() => buildBarcode({ ...input, amountCents: Number.NaN })).toThrow(RangeError);
    expect(() => buildBarcode({ ...input, amountCents: 100, bankCode: '1' })).toThrow();
    expect(() => buildBarcode({ ...input, amountCents: 100, freeField: '123' })).toThrow();
  });

  it('formats and un-formats the digitable line', () => {
    const { barcode, digitableLine } = buildBoleto({
      bankCode: '341',
      dueDate: '2026-12-01',
      amountCents: 19990,
      freeField,
    });
    expect(digitableLine).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    expect(digitableLineToBarcode(digitsOf(digitableLine))).toBe(barcode);
    expect(formatDigitableLine(barcodeToDigitableLine(barcode))).toBe(digitableLine);
  });

  it('refuses malformed codes with a pt-BR message', () => {
    const { barcode, digitableLine } = buildBoleto({
      bankCode: '001',
      dueDate: '2026-12-01',
      amountCents: 19990,
      freeField,
    });
    const line = digitsOf(digitableLine);
    const flip = (code: string, at: number): string =>
      code.slice(0, at) + String((Number(code[at]) + 1) % 10) + code.slice(at + 1);
    expect(() => parseBoleto('abc', '2026-11-01')).toThrow(BoletoParseError);
    expect(() => parseBoleto(line.slice(1), '2026-11-01')).toThrow(/47 números/);
    expect(() => parseBoleto(flip(line, 9), '2026-11-01')).toThrow(/campo 1/);
    expect(() => parseBoleto(flip(line, 15), '2026-11-01')).toThrow(/campo 2/);
    expect(() => parseBoleto(flip(line, 25), '2026-11-01')).toThrow(/campo 3/);
    expect(() => parseBoleto(flip(line, 32), '2026-11-01')).toThrow(/verificador geral/);
    expect(() => parseBoleto(flip(barcode, 4), '2026-11-01')).toThrow(/verificador geral/);
    // Convênio/arrecadação codes start with 8 and follow other rules.
    expect(() => parseBoleto('83860000005096000190000008017823000034306271', '2026-01-01')).toThrow(
      /arrecadação/,
    );
  });

  it('any single-digit change in fields 1 to 3 of a line is caught by their mod-10 digit', () => {
    const line = digitsOf(
      buildBoleto({ bankCode: '237', dueDate: '2027-03-10', amountCents: 4990, freeField })
        .digitableLine,
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 31 }), fc.integer({ min: 1, max: 9 }), (at, delta) => {
        const changed =
          line.slice(0, at) + String((Number(line[at]) + delta) % 10) + line.slice(at + 1);
        expect(() => parseBoleto(changed, '2027-01-01')).toThrow(BoletoParseError);
      }),
    );
  });

  it('nosso número sequences are stable per reference', () => {
    expect(referenceSequence('123')).toBe('0000000123');
    expect(referenceSequence('pedido-42')).toMatch(/^\d{10}$/);
    expect(referenceSequence('pedido-42')).toBe(referenceSequence('pedido-42'));
    expect(referenceSequence('pedido-42')).not.toBe(referenceSequence('pedido-43'));
  });
});

describe('properties: any amount and due date 2024–2035', () => {
  const dueDates = fc
    .integer({
      min: isoDateToEpochDay('2024-01-01') ?? 0,
      max: isoDateToEpochDay('2035-12-31') ?? 0,
    })
    .map(epochDayToIsoDate);
  const amounts = fc.integer({ min: 1, max: BOLETO_MAX_AMOUNT_CENTS });
  // Bank codes starting with 8 would read as convênio/arrecadação, so banks do not use them.
  const bankCodes = fc
    .integer({ min: 0, max: 999 })
    .filter((n) => n < 800 || n > 899)
    .map((n) => String(n).padStart(3, '0'));
  const freeFields = fc.stringMatching(/^\d{25}$/);

  it('documents the validator misreading large amounts (our parser reads them right)', () => {
    const { digitableLine } = buildBoleto({
      bankCode: '001',
      dueDate: '2030-01-01',
      amountCents: 9_000_000_000,
      freeField: bbFreeField('12345670000000001', '17'),
    });
    expect(boletoUtils.identificarValor(digitsOf(digitableLine), 'LINHA_DIGITAVEL')).toBe(0);
    expect(parseBoleto(digitableLine, '2030-01-01').amountCents).toBe(9_000_000_000);
  });

  it('the validator accepts the line, and it reads back the barcode, amount and due date', () => {
    fc.assert(
      fc.property(
        amounts,
        dueDates,
        bankCodes,
        freeFields,
        (amountCents, dueDate, bankCode, ff) => {
          const { barcode, digitableLine } = buildBoleto({
            bankCode,
            dueDate,
            amountCents,
            freeField: ff,
          });
          const line = digitsOf(digitableLine);
          expect(line).toHaveLength(47);
          expect(barcode).toHaveLength(44);

          const result = boletoUtils.validarBoleto(digitableLine);
          expect(result.sucesso).toBe(true);
          expect(result.tipoBoleto).toBe('BANCO');
          expect(boletoUtils.linhaDigitavel2CodBarras(line)).toBe(barcode);
          expect(boletoUtils.codBarras2LinhaDigitavel(barcode, false)).toBe(line);
          // The library returns reais as a float; compare in cents after rounding (below its
          // R$ 10 million misreading, see the top of the file).
          if (amountCents < LIBRARY_AMOUNT_LIMIT_CENTS)
            expect(Math.round(boletoUtils.identificarValor(line, 'LINHA_DIGITAVEL') * 100)).toBe(
              amountCents,
            );
          expect(libraryDueDate(line, dueDate)).toBe(dueDate);
          expect(Number(barcode[4])).toBe(libraryBankCheckDigit(barcode));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('parsing the line (or the barcode) gives back the amount and the due date', () => {
    fc.assert(
      fc.property(
        amounts,
        dueDates,
        bankCodes,
        freeFields,
        (amountCents, dueDate, bankCode, ff) => {
          const built = buildBoleto({ bankCode, dueDate, amountCents, freeField: ff });
          for (const code of [built.digitableLine, digitsOf(built.digitableLine), built.barcode]) {
            expect(parseBoleto(code, '2030-01-01')).toEqual({
              barcode: built.barcode,
              digitableLine: built.digitableLine,
              bankCode,
              currency: '9',
              dueDate,
              amountCents,
              freeField: ff,
            });
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
