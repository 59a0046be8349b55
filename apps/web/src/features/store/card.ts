/**
 * The card form's helpers. They only shape what the buyer types and catch obvious slips before
 * the request; the API and its gateway decide (brand, Luhn, expiry, CVV length) and their
 * messages land under the same fields. Nothing here stores a card anywhere.
 */

export type CardBrandId = 'visa' | 'mastercard' | 'amex' | 'elo' | 'hipercard' | 'unknown';

export const CARD_BRAND_NAMES: Record<Exclude<CardBrandId, 'unknown'>, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  elo: 'Elo',
  hipercard: 'Hipercard',
};

const ELO_PREFIXES = [
  '401178',
  '401179',
  '431274',
  '438935',
  '451416',
  '457393',
  '457631',
  '457632',
  '504175',
  '627780',
  '636297',
  '636368',
];
const ELO_RANGES: readonly (readonly [number, number])[] = [
  [506699, 506778],
  [509000, 509999],
  [650031, 650033],
  [650035, 650051],
  [650405, 650439],
  [650485, 650538],
  [650541, 650598],
  [650700, 650718],
  [650720, 650727],
  [650901, 650920],
  [651652, 651679],
  [655000, 655019],
  [655021, 655058],
];
const HIPERCARD_PREFIXES = [
  '384100',
  '384140',
  '384160',
  '606282',
  '637095',
  '637568',
  '637599',
  '637609',
  '637612',
];

export function cardDigits(value: string): string {
  return value.replace(/\D+/g, '').slice(0, 19);
}

/** The brand shown beside the number while it is typed (Brazilian brands' BINs first). */
export function detectCardBrand(value: string): CardBrandId {
  const digits = cardDigits(value);
  if (digits.length >= 6) {
    const six = digits.slice(0, 6);
    const bin = Number(six);
    if (ELO_PREFIXES.includes(six) || ELO_RANGES.some(([low, high]) => bin >= low && bin <= high))
      return 'elo';
    if (HIPERCARD_PREFIXES.includes(six)) return 'hipercard';
  }
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if (digits.length >= 2 && (two === 34 || two === 37)) return 'amex';
  if (digits.length >= 2 && two >= 51 && two <= 55) return 'mastercard';
  if (digits.length >= 4 && four >= 2221 && four <= 2720) return 'mastercard';
  if (digits.startsWith('4')) return 'visa';
  return 'unknown';
}

/** `4111 1111 1111 1111`; American Express as printed, `3782 822463 10005`. */
export function formatCardNumber(value: string): string {
  const digits = cardDigits(value);
  if (detectCardBrand(digits) === 'amex') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)]
      .filter(Boolean)
      .join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** `MM/AA` as typed: `1` → `1`, `12` → `12/`, `1228` → `12/28`. */
export function formatExpiry(value: string, previous = ''): string {
  const digits = value.replace(/\D+/g, '').slice(0, 4);
  // Deleting the slash deletes the month's last digit too, so backspace never gets stuck.
  if (previous.endsWith('/') && value === previous.slice(0, -1)) return digits.slice(0, 1);
  if (digits.length < 2) return digits;
  if (digits.length === 2) return `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export interface CardForm {
  number: string;
  holder: string;
  expiry: string;
  cvv: string;
}
/** Catalog keys (`checkout.card.errors.*`) of the problems the form finds itself. */
export type CardProblem = 'number' | 'holder' | 'expiry' | 'expired' | 'cvv';
export type CardFormErrors = Partial<Record<keyof CardForm, CardProblem>>;

/** The card as the API takes it, or the problems to show under each field. */
export function readCardForm(
  form: CardForm,
  today: Date = new Date(),
):
  | {
      ok: true;
      card: {
        number: string;
        holder_name: string;
        exp_month: number;
        exp_year: number;
        cvv: string;
      };
    }
  | { ok: false; errors: CardFormErrors } {
  const errors: CardFormErrors = {};
  const digits = cardDigits(form.number);
  if (digits.length < 13 || !luhnValid(digits)) errors.number = 'number';
  const holder = form.holder.trim().replace(/\s+/g, ' ');
  if (holder.length < 3) errors.holder = 'holder';
  const match = /^(\d{2})\/(\d{2})$/.exec(form.expiry.trim());
  const month = match ? Number(match[1]) : 0;
  const year = match ? 2000 + Number(match[2]) : 0;
  if (!match || month < 1 || month > 12) errors.expiry = 'expiry';
  else {
    const current = today.getFullYear() * 12 + today.getMonth();
    if (year * 12 + (month - 1) < current) errors.expiry = 'expired';
  }
  const cvvLength = detectCardBrand(digits) === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvvLength}}$`).test(form.cvv)) errors.cvv = 'cvv';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    card: { number: digits, holder_name: holder, exp_month: month, exp_year: year, cvv: form.cvv },
  };
}

export const EMPTY_CARD_FORM: CardForm = { number: '', holder: '', expiry: '', cvv: '' };
