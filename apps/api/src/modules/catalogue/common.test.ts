import { describe, expect, it } from 'vitest';
import { fieldWithNul } from './common.ts';

describe('fieldWithNul', () => {
  it('names the first field holding a NUL character, in order', () => {
    expect(fieldWithNul({ name: 'ok', prices: [{ name: 'a' }, { name: 'b\u0000' }] })).toBe(
      'prices.1.name',
    );
    expect(fieldWithNul({ a: 'x\u0000', b: 'y\u0000' })).toBe('a');
    expect(fieldWithNul('\u0000')).toBe('');
    expect(fieldWithNul({ name: 'limpo', list: [1, null, true] })).toBeNull();
  });

  it('walks any depth without recursion (no stack overflow)', () => {
    let deep: unknown = 'fim\u0000';
    for (let i = 0; i < 200_000; i += 1) deep = { a: deep };
    expect(fieldWithNul(deep)?.split('.').length).toBe(200_000);
    let clean: unknown = [];
    for (let i = 0; i < 200_000; i += 1) clean = [clean];
    expect(fieldWithNul(clean)).toBeNull();
  });
});
