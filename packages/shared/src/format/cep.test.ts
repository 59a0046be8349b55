import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCep, normalizeCep } from './cep.ts';

describe('normalizeCep', () => {
  it('keeps only digits', () => {
    expect(normalizeCep('01310-100')).toBe('01310100');
    expect(normalizeCep(' 01.310-100 ')).toBe('01310100');
    expect(normalizeCep(null)).toBe('');
  });
});

describe('formatCep', () => {
  it('formats 8 digits as XXXXX-XXX', () => {
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatCep('70040-010')).toBe('70040-010');
  });

  it('masks a partial CEP progressively and keeps at most 8 digits', () => {
    expect(formatCep('')).toBe('');
    expect(formatCep('01310')).toBe('01310');
    expect(formatCep('013101')).toBe('01310-1');
    expect(formatCep('0131010099')).toBe('01310-100');
    expect(formatCep(undefined)).toBe('');
  });

  it('round-trips: the digits of a formatted CEP are the CEP', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 8 }), (digits) => {
        expect(normalizeCep(formatCep(digits))).toBe(digits);
      }),
    );
  });

  it('is idempotent on any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(formatCep(formatCep(text))).toBe(formatCep(text));
      }),
    );
  });
});
