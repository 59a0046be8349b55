import { cnpj as cnpjValidator, cpf as cpfValidator } from 'cpf-cnpj-validator';

/**
 * CPF and CNPJ check digits. Validation delegates to cpf-cnpj-validator (which implements the
 * alphanumeric CNPJ of Receita Federal's Nota Técnica 49/2024); the functions below compute the
 * same digits independently from the published weights, for generators and as the oracle the
 * property tests compare the library with.
 */

const CPF_WEIGHTS_1 = [10, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CPF_WEIGHTS_2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** Characters allowed in the first 12 positions of an alphanumeric CNPJ. */
export const CNPJ_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * 123.456.789-09 has correct check digits but is the placeholder everybody types; the library
 * rejects it along with the repeated-digit sequences, and so do we.
 */
export const CPF_PLACEHOLDER = '12345678909';

/** Receita Federal: a character's value is its ASCII code minus 48 ('0' → 0, 'A' → 17, 'Z' → 42). */
export function taxIdCharValue(char: string): number {
  return char.charCodeAt(0) - 48;
}

function mod11Digit(chars: string, weights: readonly number[]): number {
  let sum = 0;
  for (const [i, weight] of weights.entries()) sum += taxIdCharValue(chars.charAt(i)) * weight;
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The two check digits of a CPF whose first 9 digits are `base`. */
export function cpfCheckDigits(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new RangeError('a base do CPF tem 9 dígitos');
  const first = mod11Digit(base, CPF_WEIGHTS_1);
  const second = mod11Digit(`${base}${first}`, CPF_WEIGHTS_2);
  return `${first}${second}`;
}

/** The two (always numeric) check digits of a CNPJ whose first 12 characters are `base`. */
export function cnpjCheckDigits(base: string): string {
  if (!/^[0-9A-Z]{12}$/.test(base))
    throw new RangeError('a base do CNPJ tem 12 caracteres 0-9 ou A-Z');
  const first = mod11Digit(base, CNPJ_WEIGHTS_1);
  const second = mod11Digit(`${base}${first}`, CNPJ_WEIGHTS_2);
  return `${first}${second}`;
}

/** `base` (9 digits) followed by its check digits. */
export function completeCpf(base: string): string {
  return `${base}${cpfCheckDigits(base)}`;
}

/** `base` (12 characters 0-9A-Z) followed by its check digits. */
export function completeCnpj(base: string): string {
  return `${base}${cnpjCheckDigits(base)}`;
}

/** Removes the mask characters people type or paste: dots, dashes, slashes and whitespace. */
function stripMask(value: string): string {
  return value.replace(/[.\-/\s]+/g, '');
}

function isRepeated(chars: string): boolean {
  return /^(.)\1*$/.test(chars);
}

/**
 * A CPF with or without its mask (`529.982.247-25` or `52998224725`). Any other character, a
 * wrong length, a repeated digit (`111.111.111-11`) or the placeholder `123.456.789-09` fail.
 */
export function isValidCpf(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const chars = stripMask(value);
  if (!/^\d{11}$/.test(chars) || isRepeated(chars)) return false;
  return cpfValidator.isValid(chars, true);
}

/**
 * A CNPJ with or without its mask, numeric (`11.222.333/0001-81`) or alphanumeric
 * (`12.ABC.345/01DE-35`; lowercase letters are accepted and read as uppercase). The last two
 * positions must be digits; repeated sequences (`00.000.000/0000-00`) fail.
 */
export function isValidCnpj(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const chars = stripMask(value).toUpperCase();
  if (!/^[0-9A-Z]{12}\d{2}$/.test(chars) || isRepeated(chars)) return false;
  return cnpjValidator.isValid(chars, true);
}

/** A CPF when the value has at most 11 characters once the mask is removed, otherwise a CNPJ. */
export function isValidTaxId(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  return stripMask(value).length > 11 ? isValidCnpj(value) : isValidCpf(value);
}

/** A source of numbers in [0, 1); pass a seeded one for reproducible seed data. */
export type RandomSource = () => number;

// Rejections are rare (repeated digits, the placeholder); only a broken random source gets here.
const MAX_ATTEMPTS = 1000;

function randomChars(length: number, alphabet: string, random: RandomSource): string {
  let out = '';
  for (let i = 0; i < length; i++) {
    const index = Math.min(
      alphabet.length - 1,
      Math.max(0, Math.floor(random() * alphabet.length)),
    );
    out += alphabet.charAt(index);
  }
  return out;
}

/** A valid CPF, 11 digits without mask (never a repeated sequence nor the placeholder). */
export function generateCpf(random: RandomSource = Math.random): string {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const cpf = completeCpf(randomChars(9, '0123456789', random));
    if (isValidCpf(cpf)) return cpf;
  }
  throw new Error('a fonte aleatória não produziu um CPF válido');
}

/**
 * A valid CNPJ of a head office (order `0001`), 14 characters without mask. With `alphanumeric`
 * the 8-character root draws from 0-9A-Z, like the ids issued from July 2026.
 */
export function generateCnpj(alphanumeric = false, random: RandomSource = Math.random): string {
  const alphabet = alphanumeric ? CNPJ_ALPHABET : '0123456789';
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const cnpj = completeCnpj(`${randomChars(8, alphabet, random)}0001`);
    if (isValidCnpj(cnpj)) return cnpj;
  }
  throw new Error('a fonte aleatória não produziu um CNPJ válido');
}
