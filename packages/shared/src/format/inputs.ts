/** Spec section 5: the hidden placeholder option of a select. */
export const SELECT_PLACEHOLDER = 'Selecione uma opção';

/** Spec section 5: slug-type inputs have every whitespace character removed. */
export function slugInput(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, '');
}

/**
 * Spec section 5: the hour:minute mask of time-type inputs. Keeps at most 4 digits and inserts
 * ':' once a third digit is typed ("1" → "1", "123" → "12:3", "1234" → "12:34"). A complete pair
 * out of range is clamped rather than rejected, so the field never holds an impossible time and
 * the caret does not jump: hours above 23 become 23 ("2930" → "23:30"), minutes above 59 become
 * 59 ("1275" → "12:59"). A lone first digit is left alone until its pair is complete.
 */
export function maskHourMinute(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D+/g, '').slice(0, 4);
  let hours = digits.slice(0, 2);
  let minutes = digits.slice(2);
  if (hours.length === 2 && Number(hours) > 23) hours = '23';
  if (minutes.length === 2 && Number(minutes) > 59) minutes = '59';
  return minutes.length > 0 ? `${hours}:${minutes}` : hours;
}

/** A complete, valid `HH:mm` (00:00 to 23:59). */
export function isHourMinute(value: string | null | undefined): boolean {
  return /^(?:[01]\d|2[0-3]):[0-5]\d$/.test(value ?? '');
}
