import { describe, expect, it } from 'vitest';
import { parseAddRequest } from './add-request.ts';

const parse = (query: string) => parseAddRequest(new URLSearchParams(query));

describe('parseAddRequest', () => {
  it('reads ?produto= and ?add=kind:id[:period]', () => {
    expect(parse('produto=7')).toEqual({ kind: 'product', productId: 7 });
    expect(parse('add=course:3')).toEqual({ kind: 'course', targetId: 3, periodId: null });
    expect(parse('add=ebook:12')).toEqual({ kind: 'ebook', targetId: 12, periodId: null });
    expect(parse('add=signature:1:4')).toEqual({ kind: 'signature', targetId: 1, periodId: 4 });
    expect(parse('')).toBeNull();
  });

  it('refuses anything else rather than guessing', () => {
    for (const bad of [
      'produto=abc',
      'produto=0',
      'add=course',
      'add=course:',
      'add=course:-1',
      'add=trail:3',
      'add=course:3:4',
      'add=signature:1:2:3',
      'add=course:1e3',
    ])
      expect(parse(bad), bad).toBeNull();
  });
});
