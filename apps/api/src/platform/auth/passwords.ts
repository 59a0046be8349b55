import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) at the OWASP minimum: m = 19 MiB, t = 2, p = 1. */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
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
