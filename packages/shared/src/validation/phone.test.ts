import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone } from '../format/phone.ts';
import { BRAZILIAN_AREA_CODES, isValidBrazilianPhone } from './phone.ts';

describe('isValidBrazilianPhone', () => {
  it.each([
    ['a São Paulo mobile', '(11) 98765-4321'],
    ['a bare mobile', '11987654321'],
    ['a Rio landline', '(21) 3333-4444'],
    ['a Porto Alegre landline', '51 3212-3456'],
    ['a number with +55', '+55 11 98765-4321'],
    ['a Manaus mobile', '(92) 99123-4567'],
  ])('accepts %s', (_, phone) => {
    expect(isValidBrazilianPhone(phone)).toBe(true);
  });

  it.each([
    ['an unused area code (20)', '(20) 98765-4321'],
    ['an area code starting with 0', '(01) 98765-4321'],
    ['a mobile without the leading 9', '(11) 88765-4321'],
    ['an 8-digit number starting with 9 (old mobile)', '(11) 9876-5432'],
    ['a landline starting with 1', '(11) 1333-4444'],
    ['9 digits only', '119876543'],
    ['12 digits', '119876543210'],
    ['letters', '(11) 9876S-4321'],
    ['an empty string', ''],
  ])('rejects %s', (_, phone) => {
    expect(isValidBrazilianPhone(phone)).toBe(false);
  });

  it('rejects values that are not strings', () => {
    expect(isValidBrazilianPhone(11987654321)).toBe(false);
    expect(isValidBrazilianPhone(null)).toBe(false);
  });

  it('knows the 67 area codes in use', () => {
    expect(BRAZILIAN_AREA_CODES.size).toBe(67);
  });

  it('accepts every mobile and landline of a known area code, masked or not', () => {
    const areaCode = fc.constantFrom(...BRAZILIAN_AREA_CODES);
    const rest = (n: number) =>
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });
    const mobile = fc.tuple(areaCode, rest(8)).map(([a, r]) => `${a}9${r}`);
    const landline = fc
      .tuple(areaCode, fc.constantFrom('2', '3', '4', '5'), rest(7))
      .map(([a, first, r]) => `${a}${first}${r}`);
    fc.assert(
      fc.property(fc.oneof(mobile, landline), (phone) => {
        expect(isValidBrazilianPhone(phone)).toBe(true);
        expect(isValidBrazilianPhone(formatPhone(phone))).toBe(true);
      }),
    );
  });
});
