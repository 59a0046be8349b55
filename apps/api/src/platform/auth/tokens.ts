import { hash, randomBytes, randomInt } from 'node:crypto';

/** 256 bits from the CSPRNG, URL-safe. Only its hash is ever stored. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * SHA-256 of the token, hex. The one-shot `crypto.hash` (no Hash object, no update/digest
 * calls): every authenticated request hashes its token, and this costs a third of
 * `createHash().update().digest()`.
 */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** A numeric one-time code of `length` digits, uniformly drawn. */
export function generateCode(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}
