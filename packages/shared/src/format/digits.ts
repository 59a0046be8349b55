/** Keeps only the ASCII digits 0-9 of a value (null and undefined give ''). */
export function onlyDigits(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/\D+/g, '');
}
