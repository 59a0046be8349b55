import { onlyDigits } from './digits.ts';

/** A Brazilian number has 2 area-code digits plus 8 (landline) or 9 (mobile) digits. */
export const PHONE_MAX_DIGITS = 11;

const COUNTRY_CODE = /^\s*\+\s*55/;

/**
 * All the national digits of a phone number. A leading "+55" (the country code, only when
 * written with the plus sign) is dropped so "+55 11 98765-4321" still works; without the plus
 * sign "55…" is read as the area code 55 (Rio Grande do Sul).
 */
export function nationalPhoneDigits(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return onlyDigits(value.replace(COUNTRY_CODE, ''));
}

/** The national digits of a phone number, at most 11 (what an input mask keeps). */
export function phoneDigits(value: string | null | undefined): string {
  return nationalPhoneDigits(value).slice(0, PHONE_MAX_DIGITS);
}

/**
 * Spec section 5: 10 digits give `(XX) XXXX-XXXX`, anything else `(XX) XXXXX-XXXX`.
 * A partial value is masked progressively with the 11-digit layout, as an input mask does while
 * the person types: "1" → "(1", "11987" → "(11) 987", "1198765" → "(11) 98765",
 * "11987654" → "(11) 98765-4"; exactly 10 digits switch to the landline layout.
 */
export function formatPhone(value: string | null | undefined): string {
  const d = phoneDigits(value);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const area = d.slice(0, 2);
  const local = d.slice(2);
  if (d.length === 10) return `(${area}) ${local.slice(0, 4)}-${local.slice(4)}`;
  if (local.length <= 5) return `(${area}) ${local}`;
  return `(${area}) ${local.slice(0, 5)}-${local.slice(5)}`;
}
