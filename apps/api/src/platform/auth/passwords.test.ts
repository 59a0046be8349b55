import { describe, expect, it } from 'vitest';
import { ARGON2_CONCURRENCY, hashPassword, passwordWork, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('runs at most one argon2 computation per core at once; the others wait their turn', async () => {
    const burst = ARGON2_CONCURRENCY + 3;
    const peaks: number[] = [];
    const hashes = Array.from({ length: burst }, (_, i) =>
      hashPassword(`senha-${i}`).then((h) => {
        peaks.push(passwordWork.activeCount);
        return h;
      }),
    );
    await Promise.resolve();
    expect(passwordWork.activeCount).toBe(ARGON2_CONCURRENCY);
    expect(passwordWork.pendingCount).toBe(burst - ARGON2_CONCURRENCY);
    const done = await Promise.all(hashes);
    expect(Math.max(...peaks)).toBeLessThanOrEqual(ARGON2_CONCURRENCY);
    expect(passwordWork.activeCount + passwordWork.pendingCount).toBe(0);
    // The queue changes nothing of what comes out.
    expect(await verifyPassword(done[1]!, 'senha-1')).toBe(true);
    expect(await verifyPassword(done[1]!, 'senha-2')).toBe(false);
  });

  it('never takes the whole libuv thread pool', () => {
    expect(ARGON2_CONCURRENCY).toBeGreaterThanOrEqual(1);
    expect(ARGON2_CONCURRENCY).toBeLessThan(Number(process.env.UV_THREADPOOL_SIZE) || 4);
  });
});
