import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { onlyDigits } from './digits.ts';
import { formatPhone, nationalPhoneDigits, phoneDigits } from './phone.ts';

const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

describe('formatPhone', () => {
  it('formats 10 digits as a landline', () => {
    expect(formatPhone('1133334444')).toBe('(11) 3333-4444');
  });

  it('formats 11 digits as a mobile', () => {
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
  });

  it('ignores everything but digits', () => {
    expect(formatPhone('(11) 9 8765-4321')).toBe('(11) 98765-4321');
    expect(formatPhone('11.3333.4444')).toBe('(11) 3333-4444');
  });

  it('masks a partial number progressively with the mobile layout', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('1')).toBe('(1');
    expect(formatPhone('11')).toBe('(11');
    expect(formatPhone('119')).toBe('(11) 9');
    expect(formatPhone('1198765')).toBe('(11) 98765');
    expect(formatPhone('11987654')).toBe('(11) 98765-4');
    expect(formatPhone('119876543')).toBe('(11) 98765-43');
  });

  it('keeps at most 11 digits', () => {
    expect(formatPhone('119876543210000')).toBe('(11) 98765-4321');
  });

  it('drops the +55 country code only when written with the plus sign', () => {
    expect(formatPhone('+55 11 98765-4321')).toBe('(11) 98765-4321');
    expect(formatPhone('5511987654321')).toBe('(55) 11987-6543');
  });

  it('formats nothing from null or undefined', () => {
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
    expect(phoneDigits(null)).toBe('');
    expect(nationalPhoneDigits(undefined)).toBe('');
  });

  it('round-trips: the digits of a formatted number are the number (up to 11 digits)', () => {
    fc.assert(
      fc.property(digits(0, 11), (d) => {
        expect(onlyDigits(formatPhone(d))).toBe(d);
      }),
    );
  });

  it('is idempotent: formatting a formatted value changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = formatPhone(text);
        expect(formatPhone(once)).toBe(once);
      }),
    );
  });

  it('gives the full layouts for complete numbers', () => {
    fc.assert(
      fc.property(digits(10, 11), (d) => {
        const pattern = d.length === 10 ? /^\(\d{2}\) \d{4}-\d{4}$/ : /^\(\d{2}\) \d{5}-\d{4}$/;
        expect(formatPhone(d)).toMatch(pattern);
      }),
    );
  });
});
