import { nationalPhoneDigits } from '../format/phone.ts';

/** Area codes (DDD) in use in Brazil, as assigned by ANATEL. */
// prettier-ignore
export const BRAZILIAN_AREA_CODES: ReadonlySet<string> = new Set([
  '11', '12', '13', '14', '15', '16', '17', '18', '19',
  '21', '22', '24', '27', '28',
  '31', '32', '33', '34', '35', '37', '38',
  '41', '42', '43', '44', '45', '46', '47', '48', '49',
  '51', '53', '54', '55',
  '61', '62', '63', '64', '65', '66', '67', '68', '69',
  '71', '73', '74', '75', '77', '79',
  '81', '82', '83', '84', '85', '86', '87', '88', '89',
  '91', '92', '93', '94', '95', '96', '97', '98', '99',
]);

/**
 * A Brazilian number with area code, masked or not (digits, spaces and `()+.-`; a leading "+55"
 * is allowed): a known DDD, then a mobile (9 digits starting with 9) or a landline (8 digits
 * starting with 2 to 5).
 * Written by hand from ANATEL's numbering plan (the same patterns libphonenumber uses for BR)
 * rather than pulling a phone library into the web bundle.
 */
export function isValidBrazilianPhone(value: unknown): boolean {
  if (typeof value !== 'string' || !/^[\d\s()+.-]*$/.test(value)) return false;
  const digits = nationalPhoneDigits(value);
  if (!BRAZILIAN_AREA_CODES.has(digits.slice(0, 2))) return false;
  const local = digits.slice(2);
  return /^9\d{8}$/.test(local) || /^[2-5]\d{7}$/.test(local);
}
