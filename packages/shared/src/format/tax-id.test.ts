import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCnpj, formatCpf, formatTaxId, normalizeTaxId } from './tax-id.ts';

const alnum = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const digit = fc.constantFrom(...'0123456789');

describe('formatTaxId', () => {
  it('formats 11 digits as a CPF', () => {
    expect(formatTaxId('52998224725')).toBe('529.982.247-25');
  });

  it('formats 14 digits as a CNPJ', () => {
    expect(formatTaxId('11222333000181')).toBe('11.222.333/0001-81');
  });

  it('formats an alphanumeric CNPJ, uppercasing it', () => {
    expect(formatTaxId('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatTaxId('12.ABC.345/01DE-35')).toBe('12.ABC.345/01DE-35');
  });

  it('masks a partial CPF progressively', () => {
    expect(formatTaxId('')).toBe('');
    expect(formatTaxId('529')).toBe('529');
    expect(formatTaxId('5299')).toBe('529.9');
    expect(formatTaxId('5299822')).toBe('529.982.2');
    expect(formatTaxId('5299822472')).toBe('529.982.247-2');
  });

  it('switches to the CNPJ mask past 11 characters', () => {
    expect(formatTaxId('112223330001')).toBe('11.222.333/0001');
    expect(formatTaxId('1122233300018')).toBe('11.222.333/0001-8');
  });

  it('uses the CNPJ mask as soon as a letter appears', () => {
    expect(formatTaxId('12A')).toBe('12.A');
    expect(formatTaxId('12ABC345')).toBe('12.ABC.345');
  });

  it('keeps at most 14 characters and drops symbols', () => {
    expect(formatTaxId('11.222.333/0001-81999')).toBe('11.222.333/0001-81');
    expect(normalizeTaxId(' 12.abc-345/01de#35 ')).toBe('12ABC34501DE35');
    expect(normalizeTaxId(null)).toBe('');
  });

  it('formats nothing from null or undefined', () => {
    expect(formatTaxId(null)).toBe('');
    expect(formatCpf(undefined)).toBe('');
    expect(formatCnpj(undefined)).toBe('');
  });

  it('round-trips: normalising a formatted id gives the id back', () => {
    fc.assert(
      fc.property(fc.string({ unit: alnum, minLength: 0, maxLength: 14 }), (id) => {
        expect(normalizeTaxId(formatTaxId(id))).toBe(id);
      }),
    );
  });

  it('is idempotent on any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = formatTaxId(text);
        expect(formatTaxId(once)).toBe(once);
      }),
    );
  });

  it('gives the full masks for complete ids', () => {
    fc.assert(
      fc.property(fc.string({ unit: digit, minLength: 11, maxLength: 11 }), (cpf) => {
        expect(formatTaxId(cpf)).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: alnum, minLength: 14, maxLength: 14 }), (cnpj) => {
        expect(formatTaxId(cnpj)).toMatch(
          /^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-[0-9A-Z]{2}$/,
        );
      }),
    );
  });
});
