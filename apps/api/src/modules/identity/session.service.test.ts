import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { hashToken } from '../../platform/auth/tokens.ts';
import { tokenHashMemo } from './session.service.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe("the guard's token hashes", () => {
  it("hashes a token once and answers the same SHA-256 on its person's next requests", () => {
    const hashing = vi.fn(hashToken);
    const hashOf = tokenHashMemo(hashing);
    const token = 'a'.repeat(43);
    expect(hashOf(token)).toBe(sha256(token));
    expect(hashOf('a'.repeat(43))).toBe(sha256(token));
    expect(hashOf('b'.repeat(43))).toBe(sha256('b'.repeat(43)));
    expect(hashing).toHaveBeenCalledTimes(2);
  });

  it('starts over when full, so made-up tokens cannot grow it without end', () => {
    const hashing = vi.fn(hashToken);
    const hashOf = tokenHashMemo(hashing, 2);
    for (const token of ['t1-xxxxxxxxxxxxxxxxxxxx', 't2-xxxxxxxxxxxxxxxxxxxx'])
      expect(hashOf(token)).toBe(sha256(token));
    // The third token fills it again from empty: the first one is hashed anew.
    hashOf('t3-xxxxxxxxxxxxxxxxxxxx');
    expect(hashOf('t1-xxxxxxxxxxxxxxxxxxxx')).toBe(sha256('t1-xxxxxxxxxxxxxxxxxxxx'));
    expect(hashing).toHaveBeenCalledTimes(4);
  });
});
