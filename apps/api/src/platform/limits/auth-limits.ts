import { AppError } from '../errors.ts';
import type { LimitStore } from './limit-store.ts';

/** SECURITY.md 1-3. Configurable so tests can shrink them and e2e can relax the per-IP ones. */
export interface AuthLimits {
  /** Failed logins per account before it locks; the next attempt gets 429. */
  accountFailures: number;
  accountWindowMs: number;
  /** How long a locked account stays locked, even with the right password (≥ 5 min). */
  lockMs: number;
  ipPerMinute: number;
  ipPerHour: number;
  /** Password-reset requests per account per hour (the next one gets 429). */
  resetsPerHour: number;
  /** One-time code requests per account per hour. */
  codesPerHour: number;
  /** Wrong guesses of one code before it is burnt. */
  codeAttempts: number;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  accountFailures: 10,
  accountWindowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  ipPerMinute: 6,
  ipPerHour: 30,
  resetsPerHour: 4,
  codesPerHour: 4,
  codeAttempts: 5,
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function tooMany(resetMs: number): AppError {
  const error = new AppError('rate.limited');
  error.retryAfterSeconds = Math.max(1, Math.ceil(resetMs / 1000));
  return error;
}

/** The checks that run BEFORE any password hashing (argon2 is the expensive part). */
export function authLimiter(store: LimitStore, limits: AuthLimits) {
  const accountKey = (email: string) => `acct:${email}`;
  const lockKey = (email: string) => `lock:${email}`;
  return {
    limits,
    /** Counts this attempt against the IP; throws 429 past either window. */
    async attemptFromIp(ip: string, action: string): Promise<void> {
      const [minute, hour] = await Promise.all([
        store.hit(`ip:${action}:m:${ip}`, MINUTE),
        store.hit(`ip:${action}:h:${ip}`, HOUR),
      ]);
      if (minute.count > limits.ipPerMinute) throw tooMany(minute.resetMs);
      if (hour.count > limits.ipPerHour) throw tooMany(hour.resetMs);
    },
    async assertNotLocked(email: string): Promise<void> {
      const lock = await store.get(lockKey(email));
      if (lock.count > 0) throw tooMany(lock.resetMs);
    },
    /** Returns true when this failure locked the account. */
    async recordFailure(email: string): Promise<boolean> {
      const failures = await store.hit(accountKey(email), limits.accountWindowMs);
      if (failures.count >= limits.accountFailures) {
        await store.set(lockKey(email), Math.max(limits.lockMs, failures.resetMs));
        return true;
      }
      return false;
    },
    async clearFailures(email: string): Promise<void> {
      await store.delete(accountKey(email), lockKey(email));
    },
    async countReset(email: string): Promise<void> {
      const hits = await store.hit(`reset:${email}`, HOUR);
      if (hits.count > limits.resetsPerHour) throw tooMany(hits.resetMs);
    },
    async countCode(email: string): Promise<void> {
      const hits = await store.hit(`code:${email}`, HOUR);
      if (hits.count > limits.codesPerHour) throw tooMany(hits.resetMs);
    },
  };
}
export type AuthLimiter = ReturnType<typeof authLimiter>;
