import { hash, verify } from '@node-rs/argon2';
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';

/** argon2id (the library's default algorithm) at the OWASP minimum: m = 19 MiB, t = 2, p = 1. */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * How many argon2 computations run at once: one per core, and never all of libuv's thread pool
 * (4 threads unless `UV_THREADPOOL_SIZE` says otherwise), which file reads, DNS and zlib share.
 * More at once finish no sooner (each keeps a core busy), and each holds its 19 MiB of native
 * memory: a burst of logins on a 2-core machine held 76 MB with four, 38 MB with two.
 */
export const ARGON2_CONCURRENCY = Math.max(
  1,
  Math.min(availableParallelism(), (Number(process.env.UV_THREADPOOL_SIZE) || 4) - 1),
);

/** The queue every hash and verification waits in (its counts are read by the tests). */
export const passwordWork = pLimit(ARGON2_CONCURRENCY);

export function hashPassword(password: string): Promise<string> {
  return passwordWork(() => hash(password, ARGON2_OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await passwordWork(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

/** A hash of nothing anyone knows: verifying against it costs the same as a real account (no timing oracle). */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(`sem-conta-${Math.random()}`);
  await verifyPassword(await dummyHash, password);
}

/**
 * Mozilla's list of common passwords (SECURITY.md 4: common and breached passwords are refused),
 * loaded when a password is first chosen rather than with the app (~15 MB of RSS).
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const { default: commonPasswords } = await import('fxa-common-password-list');
  return commonPasswords.test(password) || commonPasswords.test(password.toLowerCase());
}
