import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTaxId } from '../format/tax-id.ts';
import {
  CNPJ_ALPHABET,
  CPF_PLACEHOLDER,
  cnpjCheckDigits,
  completeCnpj,
  completeCpf,
  cpfCheckDigits,
  generateCnpj,
  generateCpf,
  isValidCnpj,
  isValidCpf,
  isValidTaxId,
  taxIdCharValue,
} from './tax-id.ts';

const digit = fc.constantFrom(...'0123456789');
const alnum = fc.constantFrom(...CNPJ_ALPHABET);
const cpfBase = fc.string({ unit: digit, minLength: 9, maxLength: 9 });
const numericCnpjBase = fc.string({ unit: digit, minLength: 12, maxLength: 12 });
const alphanumericCnpjBase = fc.string({ unit: alnum, minLength: 12, maxLength: 12 });
const repeated = (chars: string) => /^(.)\1*$/.test(chars);

const validCpf = cpfBase
  .map(completeCpf)
  .filter((cpf) => !repeated(cpf) && cpf !== CPF_PLACEHOLDER);
const validCnpj = fc
  .oneof(numericCnpjBase, alphanumericCnpjBase)
  .map(completeCnpj)
  .filter((cnpj) => !repeated(cnpj));

/** The spec's rule, written independently of the library the code delegates to. */
function cpfOracle(chars: string): boolean {
  return (
    /^\d{11}$/.test(chars) &&
    !repeated(chars) &&
    chars !== CPF_PLACEHOLDER &&
    chars.slice(9) === cpfCheckDigits(chars.slice(0, 9))
  );
}
function cnpjOracle(chars: string): boolean {
  return (
    /^[0-9A-Z]{12}\d{2}$/.test(chars) &&
    !repeated(chars) &&
    chars.slice(12) === cnpjCheckDigits(chars.slice(0, 12))
  );
}

describe('check digits', () => {
  it('computes the digits of known CPFs and CNPJs', () => {
    expect(cpfCheckDigits('529982247')).toBe('25');
    expect(cnpjCheckDigits('112223330001')).toBe('81');
    // Receita Federal's published example of an alphanumeric CNPJ.
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
  });

  it('values a character as its ASCII code minus 48', () => {
    expect(taxIdCharValue('0')).toBe(0);
    expect(taxIdCharValue('9')).toBe(9);
    expect(taxIdCharValue('A')).toBe(17);
    expect(taxIdCharValue('Z')).toBe(42);
  });

  it('refuses a base of the wrong shape', () => {
    expect(() => cpfCheckDigits('12345678')).toThrow(RangeError);
    expect(() => cnpjCheckDigits('12abc34501de')).toThrow(RangeError);
  });
});

describe('isValidCpf', () => {
  it.each(['529.982.247-25', '52998224725', ' 529 982 247 25 ', '111.444.777-35'])(
    'accepts %s',
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(true);
    },
  );

  it.each([
    ['a wrong check digit', '529.982.247-26'],
    ['a repeated digit', '111.111.111-11'],
    ['zeros', '000.000.000-00'],
    ['the placeholder', '123.456.789-09'],
    ['too few digits', '529.982.247-2'],
    ['too many digits', '529.982.247-250'],
    ['a letter', '529.982.247-2A'],
    ['an empty string', ''],
  ])('rejects %s', (_, cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it('rejects values that are not strings', () => {
    expect(isValidCpf(52998224725)).toBe(false);
    expect(isValidCpf(null)).toBe(false);
    expect(isValidCpf(undefined)).toBe(false);
  });
});

describe('isValidCnpj', () => {
  it.each([
    '11.222.333/0001-81',
    '11222333000181',
    '00.000.000/0001-91',
    '12.ABC.345/01DE-35',
    '12ABC34501DE35',
    '12.abc.345/01de-35',
  ])('accepts %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it.each([
    ['a wrong check digit', '11.222.333/0001-82'],
    ['a wrong alphanumeric check digit', '12.ABC.345/01DE-36'],
    ['a letter among the check digits', '12.ABC.345/01DE-3A'],
    ['a repeated digit', '11.111.111/1111-11'],
    ['zeros', '00.000.000/0000-00'],
    ['13 characters', '1122233300018'],
    ['a symbol', '11.222.333/0001#81'],
    ['a CPF', '529.982.247-25'],
  ])('rejects %s', (_, cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });
});

describe('isValidTaxId', () => {
  it('reads up to 11 characters as a CPF and more as a CNPJ', () => {
    expect(isValidTaxId('529.982.247-25')).toBe(true);
    expect(isValidTaxId('11.222.333/0001-81')).toBe(true);
    expect(isValidTaxId('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidTaxId('529.982.247-26')).toBe(false);
    expect(isValidTaxId(7)).toBe(false);
  });
});

describe('generators', () => {
  it('generates valid, unmasked ids', () => {
    for (let i = 0; i < 50; i++) {
      const cpf = generateCpf();
      expect(cpf).toMatch(/^\d{11}$/);
      expect(isValidCpf(cpf)).toBe(true);
      const cnpj = generateCnpj();
      expect(cnpj).toMatch(/^\d{8}0001\d{2}$/);
      expect(isValidCnpj(cnpj)).toBe(true);
      const alphanumeric = generateCnpj(true);
      expect(alphanumeric).toMatch(/^[0-9A-Z]{8}0001\d{2}$/);
      expect(isValidCnpj(alphanumeric)).toBe(true);
    }
  });

  it('is reproducible with a seeded random source', () => {
    const seeded = () => {
      let state = 42;
      return () => {
        state = (state * 1103515245 + 12345) % 2 ** 31;
        return state / 2 ** 31;
      };
    };
    expect(generateCpf(seeded())).toBe(generateCpf(seeded()));
    expect(generateCnpj(true, seeded())).toBe(generateCnpj(true, seeded()));
  });

  it('skips repeated sequences instead of returning them', () => {
    let calls = 0;
    // Nine zeros first (00000000000 has correct digits but is rejected), then ones and twos.
    const source = () => (calls++ < 9 ? 0 : 0.15 + (calls % 2) * 0.1);
    const cpf = generateCpf(source);
    expect(isValidCpf(cpf)).toBe(true);
    expect(cpf).not.toBe('00000000000');
  });

  it('gives up on a random source that never yields a valid id', () => {
    expect(() => generateCpf(() => 0)).toThrow('CPF válido');
  });
});

describe('properties', () => {
  it('every generated CPF validates, masked or not', () => {
    fc.assert(
      fc.property(validCpf, (cpf) => {
        expect(isValidCpf(cpf)).toBe(true);
        expect(isValidCpf(formatTaxId(cpf))).toBe(true);
      }),
    );
  });

  it('every generated CNPJ validates, numeric or alphanumeric, masked or not, any case', () => {
    fc.assert(
      fc.property(validCnpj, (cnpj) => {
        expect(isValidCnpj(cnpj)).toBe(true);
        expect(isValidCnpj(formatTaxId(cnpj))).toBe(true);
        expect(isValidCnpj(cnpj.toLowerCase())).toBe(true);
      }),
    );
  });

  it('the library agrees with our own check digits on valid and arbitrary CPFs', () => {
    const anyCpf = fc.oneof(validCpf, fc.string({ unit: digit, minLength: 11, maxLength: 11 }));
    fc.assert(
      fc.property(anyCpf, (cpf) => {
        expect(isValidCpf(cpf)).toBe(cpfOracle(cpf));
      }),
      { numRuns: 500 },
    );
  });

  it('the library agrees with our own check digits on valid and arbitrary CNPJs', () => {
    const anyCnpj = fc.oneof(
      validCnpj,
      fc
        .tuple(alphanumericCnpjBase, fc.string({ unit: digit, minLength: 2, maxLength: 2 }))
        .map(([b, d]) => b + d),
      fc.string({ unit: alnum, minLength: 14, maxLength: 14 }),
    );
    fc.assert(
      fc.property(anyCnpj, (cnpj) => {
        expect(isValidCnpj(cnpj)).toBe(cnpjOracle(cnpj));
      }),
      { numRuns: 500 },
    );
  });

  /*
   * Mod 11 does not catch every single change, for two reasons inherent to the algorithm (not to
   * the code): remainders 0 and 1 both give the check digit 0, so a change in the body can go
   * unnoticed when the first check digit is 0; and in an alphanumeric CNPJ two characters whose
   * values differ by a multiple of 11 (e.g. '6' = 6 and 'A' = 17) change every weighted sum by a
   * multiple of 11. Any other single change is always detected, and so is any change of a check
   * digit.
   */
  it('a single changed digit of a CPF fails unless the first check digit is 0', () => {
    fc.assert(
      fc.property(
        validCpf,
        fc.nat({ max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (cpf, position, shift) => {
          const original = cpf.charAt(position);
          const changed = String((Number(original) + shift) % 10);
          const mutated = cpf.slice(0, position) + changed + cpf.slice(position + 1);
          if (isValidCpf(mutated)) {
            expect(position).toBeLessThan(9);
            expect(cpf.charAt(9)).toBe('0');
          }
          if (position >= 9 || cpf.charAt(9) !== '0') expect(isValidCpf(mutated)).toBe(false);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('shows the CPF blind spot: 100.047.514-00 and 200.047.514-00 are both valid', () => {
    // Not an error of the code: both ids are genuinely valid and differ in one digit.
    expect(isValidCpf('100.047.514-00')).toBe(true);
    expect(isValidCpf('200.047.514-00')).toBe(true);
  });

  it('a single changed character of a CNPJ fails unless the documented blind spots apply', () => {
    fc.assert(
      fc.property(validCnpj, fc.nat({ max: 13 }), fc.nat({ max: 35 }), (cnpj, position, pick) => {
        const original = cnpj.charAt(position);
        const pool = position >= 12 ? '0123456789' : CNPJ_ALPHABET;
        const candidates = pool.replace(original, '');
        const changed = candidates.charAt(pick % candidates.length);
        const mutated = cnpj.slice(0, position) + changed + cnpj.slice(position + 1);
        const delta = taxIdCharValue(changed) - taxIdCharValue(original);
        const blindSpot = position < 12 && (delta % 11 === 0 || cnpj.charAt(12) === '0');
        if (!blindSpot) expect(isValidCnpj(mutated)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });

  it('shows the alphanumeric blind spot: swapping 6 for A keeps a CNPJ valid', () => {
    const original = completeCnpj('66ABC3450001');
    const swapped = `A6ABC3450001${original.slice(12)}`;
    expect(isValidCnpj(original)).toBe(true);
    expect(isValidCnpj(swapped)).toBe(true);
  });
});
