import { describe, expect, it } from 'vitest';
import { isLookupableCep } from './cep.ts';

describe('isLookupableCep', () => {
  it('is true for exactly 8 digits, masked or not', () => {
    expect(isLookupableCep('01310-100')).toBe(true);
    expect(isLookupableCep('01310100')).toBe(true);
    expect(isLookupableCep(' 70.040-010 ')).toBe(true);
  });

  it('is false for fewer or more digits and for nothing', () => {
    expect(isLookupableCep('01310-10')).toBe(false);
    expect(isLookupableCep('01310-1000')).toBe(false);
    expect(isLookupableCep('')).toBe(false);
    expect(isLookupableCep(null)).toBe(false);
    expect(isLookupableCep(undefined)).toBe(false);
  });
});
