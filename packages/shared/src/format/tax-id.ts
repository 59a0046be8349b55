/**
 * Tax ids (spec section 5): CPF (people, 11 digits) and CNPJ (companies, 14 characters; from July
 * 2026 the Receita Federal also issues alphanumeric CNPJs whose first 12 positions are 0-9 or
 * A-Z, the two check digits staying numeric).
 */

export const CPF_LENGTH = 11;
export const CNPJ_LENGTH = 14;

/** Uppercases and keeps only 0-9 and A-Z, at most 14 characters (a CNPJ's length). */
export function normalizeTaxId(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return value
    .toUpperCase()
    .replace(/[^0-9A-Z]+/g, '')
    .slice(0, CNPJ_LENGTH);
}

function mask(chars: string, groups: readonly number[], separators: readonly string[]): string {
  let out = '';
  let offset = 0;
  for (const [i, size] of groups.entries()) {
    if (offset >= chars.length) break;
    if (i > 0) out += separators[i - 1] ?? '';
    out += chars.slice(offset, offset + size);
    offset += size;
  }
  return out;
}

/** `XXX.XXX.XXX-XX`, progressively for a partial value ("5299" → "529.9"). Digits only. */
export function formatCpf(value: string | null | undefined): string {
  const chars = (value ?? '').replace(/\D+/g, '').slice(0, CPF_LENGTH);
  return mask(chars, [3, 3, 3, 2], ['.', '.', '-']);
}

/** `XX.XXX.XXX/XXXX-XX`, progressively for a partial value; keeps the letters of an alphanumeric CNPJ. */
export function formatCnpj(value: string | null | undefined): string {
  return mask(normalizeTaxId(value), [2, 3, 3, 4, 2], ['.', '.', '/', '-']);
}

/**
 * Spec section 5: over 11 characters formats as CNPJ, otherwise as CPF. A value holding a letter
 * can only be an (alphanumeric) CNPJ, so it takes the CNPJ mask at any length.
 */
export function formatTaxId(value: string | null | undefined): string {
  const chars = normalizeTaxId(value);
  if (chars.length > CPF_LENGTH || /[A-Z]/.test(chars)) return formatCnpj(chars);
  return formatCpf(chars);
}
