import { AppError } from '../../errors.ts';

/**
 * The payment gateway seam. Checkout talks only to `PaymentGateway`; the sandbox adapter
 * (sandbox-gateway.ts) implements it offline and a real acquirer/bank adapter implements the same
 * interface. Money is integer cents everywhere.
 *
 * Card data rule: a card number or CVV is used to decide and then dropped. Nothing returned,
 * stored, thrown or logged carries more than the brand and the last four digits.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'elo' | 'hipercard' | 'unknown';

export interface CardInput {
  number: string;
  holderName: string;
  expMonth: number;
  expYear: number;
  cvv: string;
}

export interface CardAuthorization {
  status: 'approved' | 'declined';
  transactionId: string;
  authorizationCode: string | null;
  declineCode: string | null;
  /** pt-BR, safe to show the buyer. */
  declineMessage: string | null;
  brand: CardBrand;
  last4: string;
  installments: number;
  amountCents: number;
}

export interface BoletoIssue {
  transactionId: string;
  /** 47 digits formatted with dots and spaces as banks print it. */
  digitableLine: string;
  /** 44 digits. */
  barcode: string;
  /** yyyy-mm-dd */
  dueDate: string;
  amountCents: number;
  ourNumber: string;
}

export interface AuthorizeCardInput {
  amountCents: number;
  installments: number;
  card: CardInput;
  reference: string;
  idempotencyKey: string;
}

export interface RefundCardInput {
  transactionId: string;
  amountCents: number;
}

export interface RefundResult {
  status: 'refunded' | 'failed';
  refundId: string;
}

export interface IssueBoletoInput {
  amountCents: number;
  dueDate: string;
  payer: { name: string; taxId: string };
  reference: string;
}

export interface PaymentGateway {
  readonly name: string;
  authorizeCard(input: AuthorizeCardInput): Promise<CardAuthorization>;
  refundCard(input: RefundCardInput): Promise<RefundResult>;
  issueBoleto(input: IssueBoletoInput): Promise<BoletoIssue>;
}

/** Field → pt-BR messages, the shape the API's error bodies use (`{ error: { field: [...] } }`). */
export type FieldErrors = Record<string, string[]>;
export type CardFieldErrors = Partial<Record<keyof CardInput, string[]>>;

/** The store never splits a purchase into more than 12 installments. */
export const MAX_INSTALLMENTS = 12;

export const CARD_MESSAGES = {
  number: 'Número do cartão inválido.',
  holderNameMissing: 'Informe o nome impresso no cartão.',
  holderName: 'Nome do titular inválido.',
  expMonth: 'Mês de validade inválido.',
  expYear: 'Ano de validade inválido.',
  expired: 'A validade do cartão já passou.',
  cvv: 'Código de segurança inválido.',
  cvvAmex: 'O código de segurança do American Express tem 4 dígitos.',
} as const;

/**
 * The digits of a card number as people type it (`4111 1111-1111 1111`), or null when it holds
 * anything but digits, spaces and hyphens.
 */
export function cardDigits(number: string): string | null {
  if (typeof number !== 'string' || !/^[\d\s-]+$/.test(number)) return null;
  return number.replace(/[\s-]/g, '');
}

/**
 * Luhn (ISO/IEC 7812) checksum: from the right, double every second digit (subtracting 9 when the
 * double passes 9) and the total must be a multiple of 10. It catches every single-digit typo and
 * most swaps of adjacent digits, so a mistyped number is refused before reaching the issuer.
 */
export function luhnValid(number: string): boolean {
  const digits = cardDigits(number);
  if (digits === null || digits.length < 2) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Elo BINs (6 digits). Elo issues inside ranges that start with 4 and 5, so it must be tested
 * before Visa and Mastercard. These are the ranges the Brazilian checkout libraries commonly
 * publish; the brand only picks the CVV length and the icon (the acquirer has the final word),
 * so a real adapter should prefer the brand its acquirer returns.
 */
const ELO_RANGES: readonly (readonly [number, number])[] = [
  [401178, 401179],
  [431274, 431274],
  [438935, 438935],
  [451416, 451416],
  [457393, 457393],
  [457631, 457632],
  [504175, 504175],
  [506699, 506778],
  [509000, 509999],
  [627780, 627780],
  [636297, 636297],
  [636368, 636368],
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

/** Hipercard BINs (6 digits); 606282 also sits outside every other brand's range. */
const HIPERCARD_BINS: readonly number[] = [
  384100, 384140, 384160, 606282, 637095, 637568, 637599, 637609, 637612,
];

/** Valid number lengths per brand (digits). */
export const CARD_NUMBER_LENGTHS: Readonly<Record<CardBrand, readonly number[]>> = {
  visa: [13, 16, 19],
  mastercard: [16],
  amex: [15],
  elo: [16],
  hipercard: [13, 16, 19],
  unknown: [12, 13, 14, 15, 16, 17, 18, 19],
};

/**
 * The brand from the number's first digits (IIN/BIN). Order matters: the Brazilian brands'
 * 6-digit BINs first, because some fall inside Visa's 4 and Mastercard's 5 prefixes.
 */
export function cardBrand(number: string): CardBrand {
  const digits = cardDigits(number);
  if (digits === null || digits.length === 0) return 'unknown';
  if (digits.length >= 6) {
    const bin = Number(digits.slice(0, 6));
    if (ELO_RANGES.some(([low, high]) => bin >= low && bin <= high)) return 'elo';
    if (HIPERCARD_BINS.includes(bin)) return 'hipercard';
  }
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if (digits.length >= 2 && (two === 34 || two === 37)) return 'amex';
  if (digits.length >= 2 && two >= 51 && two <= 55) return 'mastercard';
  if (digits.length >= 4 && four >= 2221 && four <= 2720) return 'mastercard';
  if (digits.startsWith('4')) return 'visa';
  return 'unknown';
}

/** CVV length: American Express prints 4 digits on the front, every other brand 3 on the back. */
export function cvvLength(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3;
}

/** The last four digits (what receipts and the order page may show). */
export function cardLast4(number: string): string {
  return (cardDigits(number) ?? '').slice(-4);
}

/** `•••• 1234`: the only form of a card number that may be shown or stored. */
export function maskCard(number: string): string {
  return `•••• ${cardLast4(number)}`;
}

/**
 * Today's date (`yyyy-mm-dd`) in São Paulo: the store's calendar, so a card valid "until 11/2026"
 * stays valid through 30 Nov 2026 Brasília time and a boleto due "today" means a Brazilian today.
 */
export function saoPauloToday(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

function push<K extends string>(
  errors: Partial<Record<K, string[]>>,
  field: K,
  message: string,
): void {
  (errors[field] ??= []).push(message);
}

/**
 * Checks a card before it is sent anywhere and returns pt-BR messages per field (empty object when
 * valid). Runtime types are checked too: the input comes from a request body. `now` decides
 * whether the card has expired (cards are valid through the last day of their month).
 */
export function validateCard(input: CardInput, now: Date): CardFieldErrors {
  const errors: CardFieldErrors = {};

  const digits = cardDigits(input.number);
  const brand = digits === null ? 'unknown' : cardBrand(digits);
  if (
    digits === null ||
    digits.startsWith('0') || // ISO 7812: no card is issued under major industry identifier 0
    !CARD_NUMBER_LENGTHS[brand].includes(digits.length) ||
    !luhnValid(digits)
  )
    push(errors, 'number', CARD_MESSAGES.number);

  const name = typeof input.holderName === 'string' ? input.holderName.trim() : '';
  if (name === '') push(errors, 'holderName', CARD_MESSAGES.holderNameMissing);
  else if (
    name.length > 50 ||
    !/^[\p{L}\p{M}' .-]+$/u.test(name) ||
    (name.match(/\p{L}/gu) ?? []).length < 2
  )
    push(errors, 'holderName', CARD_MESSAGES.holderName);

  const monthOk = Number.isInteger(input.expMonth) && input.expMonth >= 1 && input.expMonth <= 12;
  if (!monthOk) push(errors, 'expMonth', CARD_MESSAGES.expMonth);
  const today = saoPauloToday(now);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  // Four-digit years only (a 2-digit 27 is ambiguous to the issuer); no card runs 20+ years.
  const yearOk =
    Number.isInteger(input.expYear) && input.expYear >= 2000 && input.expYear <= year + 20;
  if (!yearOk) push(errors, 'expYear', CARD_MESSAGES.expYear);
  else if (monthOk && (input.expYear < year || (input.expYear === year && input.expMonth < month)))
    push(errors, 'expYear', CARD_MESSAGES.expired);

  const cvvOk =
    typeof input.cvv === 'string' && new RegExp(`^\\d{${cvvLength(brand)}}$`).test(input.cvv);
  if (!cvvOk) push(errors, 'cvv', brand === 'amex' ? CARD_MESSAGES.cvvAmex : CARD_MESSAGES.cvv);

  return errors;
}

/**
 * Checks an authorization request; card fields come back as `card.number`, `card.cvv`…, the dotted
 * paths the API's error bodies use for nested fields.
 */
export function validateAuthorization(input: AuthorizeCardInput, now: Date): FieldErrors {
  const errors: FieldErrors = {};
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 1)
    push(errors, 'amountCents', 'Valor inválido.');
  if (
    !Number.isInteger(input.installments) ||
    input.installments < 1 ||
    input.installments > MAX_INSTALLMENTS
  )
    push(errors, 'installments', `Escolha de 1 a ${MAX_INSTALLMENTS} parcelas.`);
  if (typeof input.reference !== 'string' || input.reference.trim() === '')
    push(errors, 'reference', 'Referência do pedido ausente.');
  if (typeof input.idempotencyKey !== 'string' || input.idempotencyKey.trim() === '')
    push(errors, 'idempotencyKey', 'Chave de idempotência ausente.');
  for (const [field, messages] of Object.entries(validateCard(input.card, now)))
    errors[`card.${field}`] = messages;
  return errors;
}

/**
 * A request the gateway refuses before contacting anyone. Maps to 400 with
 * `{ error: { field: [messages] } }`; the messages never repeat the values sent.
 */
export class PaymentValidationError extends AppError {
  readonly fields: FieldErrors;
  constructor(fields: FieldErrors) {
    super('bad.request', 'Confira os dados do pagamento.', { error: fields });
    this.name = 'PaymentValidationError';
    this.fields = fields;
  }
}

/** The same idempotency key (or boleto reference) arrived with a different request: 409. */
export class IdempotencyConflictError extends AppError {
  constructor(message = 'Esta chave de idempotência já foi usada em outro pagamento.') {
    super('conflict', message);
    this.name = 'IdempotencyConflictError';
  }
}
