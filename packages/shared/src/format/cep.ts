import { onlyDigits } from './digits.ts';

export const CEP_LENGTH = 8;

/** The digits of a postal code (CEP), nothing else. */
export function normalizeCep(value: string | null | undefined): string {
  return onlyDigits(value);
}

/** `XXXXX-XXX`, progressively for a partial value ("0131" → "0131", "013101" → "01310-1"). */
export function formatCep(value: string | null | undefined): string {
  const digits = normalizeCep(value).slice(0, CEP_LENGTH);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}
