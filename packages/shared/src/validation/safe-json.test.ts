import { describe, expect, it } from 'vitest';
import { safeJsonParse } from './safe-json.ts';

describe('safeJsonParse', () => {
  it('parses valid JSON', () => {
    expect(safeJsonParse<{ skin: string }>('{"skin":"dark"}')).toEqual({ skin: 'dark' });
    expect(safeJsonParse<number[]>('[1,2]')).toEqual([1, 2]);
    expect(safeJsonParse<boolean>('false')).toBe(false);
  });

  it('returns null for invalid JSON instead of throwing', () => {
    expect(safeJsonParse('{skin: dark}')).toBeNull();
    expect(safeJsonParse('undefined')).toBeNull();
    expect(safeJsonParse('{"a":')).toBeNull();
  });

  it('returns null for null, undefined and an empty string', () => {
    expect(safeJsonParse(null)).toBeNull();
    expect(safeJsonParse(undefined)).toBeNull();
    expect(safeJsonParse('')).toBeNull();
  });
});
