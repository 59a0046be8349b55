import { normalizeCep } from '../format/cep.ts';

/** Spec section 5: an address lookup only runs for exactly 8 digits once non-digits are stripped. */
export function isLookupableCep(value: string | null | undefined): boolean {
  return /^\d{8}$/.test(normalizeCep(value));
}
