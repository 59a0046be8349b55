import { createHash, randomUUID } from 'node:crypto';
import { isValidTaxId } from '@app/shared';
import {
  BOLETO_MAX_AMOUNT_CENTS,
  bbFreeField,
  buildBoleto,
  epochDayToIsoDate,
  isoDateToEpochDay,
  referenceSequence,
} from './boleto.ts';
import {
  IdempotencyConflictError,
  PaymentValidationError,
  cardBrand,
  cardDigits,
  cardLast4,
  saoPauloToday,
  validateAuthorization,
} from './gateway.ts';
import type {
  AuthorizeCardInput,
  BoletoIssue,
  CardAuthorization,
  CardBrand,
  FieldErrors,
  IssueBoletoInput,
  PaymentGateway,
  RefundCardInput,
  RefundResult,
} from './gateway.ts';

/**
 * The offline gateway: decides card authorizations from a table of test numbers and issues
 * boletos with real FEBRABAN numbering, keeping its state in memory. It is the default whenever
 * no real gateway is configured, so development, CI and the browser tests run the whole checkout
 * with no network and no credentials. It never stores a card number or CVV: its memory holds the
 * results it returned (brand + last 4 digits) and nothing else from the card.
 */

export type SandboxDeclineCode =
  'card_declined' | 'insufficient_funds' | 'expired_card' | 'incorrect_cvc';

/** pt-BR decline messages, safe to show the buyer (they never say more than the issuer would). */
export const SANDBOX_DECLINE_MESSAGES: Readonly<Record<SandboxDeclineCode, string>> = {
  card_declined: 'Cartão recusado pelo banco emissor.',
  insufficient_funds: 'Saldo insuficiente.',
  expired_card: 'Cartão vencido.',
  incorrect_cvc: 'Código de segurança incorreto.',
};

export interface SandboxTestCard {
  /** As printed on the card (spaces are accepted by the gateway). */
  number: string;
  brand: CardBrand;
  outcome: 'approved' | 'declined';
  declineCode: SandboxDeclineCode | null;
  /** What the buyer sees on a decline. */
  declineMessage: string | null;
}

const approved = (number: string, brand: CardBrand): SandboxTestCard => ({
  number,
  brand,
  outcome: 'approved',
  declineCode: null,
  declineMessage: null,
});
const declined = (number: string, code: SandboxDeclineCode): SandboxTestCard => ({
  number,
  brand: 'visa',
  outcome: 'declined',
  declineCode: code,
  declineMessage: SANDBOX_DECLINE_MESSAGES[code],
});

/**
 * Documented test cards (README.md has the same table). Any other number that passes validation
 * (Luhn, length for its brand, future expiry, CVV) is approved. Use any holder name, any future
 * expiry and any CVV of the right length (4 digits for Amex).
 */
export const SANDBOX_TEST_CARDS: readonly SandboxTestCard[] = [
  approved('4111 1111 1111 1111', 'visa'),
  approved('5555 5555 5555 4444', 'mastercard'),
  approved('3782 822463 10005', 'amex'),
  approved('6362 9700 0045 7013', 'elo'),
  approved('6062 8256 2425 4001', 'hipercard'),
  declined('4000 0000 0000 0002', 'card_declined'),
  declined('4000 0000 0000 9995', 'insufficient_funds'),
  declined('4000 0000 0000 0069', 'expired_card'),
  declined('4000 0000 0000 0127', 'incorrect_cvc'),
];

const TEST_CARDS_BY_DIGITS: ReadonlyMap<string, SandboxTestCard> = new Map(
  SANDBOX_TEST_CARDS.map((card) => [card.number.replace(/\s/g, ''), card]),
);

export type SandboxIdKind = 'card' | 'refund' | 'boleto';

export interface SandboxGatewayOptions {
  /** Clock for expiry checks and "boleto due today or later"; defaults to the system clock. */
  now?: () => Date;
  /** 3-digit compensação code printed in boleto lines; default '001' (Banco do Brasil). */
  bank?: string;
  /** 7-digit convênio; the nosso número is convênio + a 10-digit sequence. */
  agreement?: string;
  /** 2-digit carteira of the free field; default '17'. */
  wallet?: string;
  /** Ids for transactions and refunds; defaults to `sbx_<kind>_<uuid>`. Tests pass their own. */
  newId?: (kind: SandboxIdKind) => string;
}

interface StoredAuthorization {
  fingerprint: string;
  result: CardAuthorization;
  refundedCents: number;
}

interface StoredBoleto {
  fingerprint: string;
  result: BoletoIssue;
}

/**
 * A boleto may be due at most this many days ahead: the due-date factor repeats every 9000 days
 * and readers resolve it within 3000 days back / 5999 ahead (see boleto.ts), so anything further
 * would be read back as an earlier date.
 */
const MAX_BOLETO_DAYS_AHEAD = 5999;

/**
 * What an idempotency key is bound to. Deliberately excludes the card number and CVV (only the
 * brand and last 4): a hash of a card number is still card data, and 16 digits with a known
 * prefix are quick to brute-force from a plain hash.
 */
function authorizationFingerprint(input: AuthorizeCardInput): string {
  const digits = cardDigits(input.card.number) ?? '';
  return JSON.stringify([
    input.amountCents,
    input.installments,
    input.reference,
    cardBrand(digits),
    cardLast4(digits),
    input.card.expMonth,
    input.card.expYear,
  ]);
}

/** Six digits derived from the transaction id, so a replay returns the same code. */
function authorizationCodeFor(transactionId: string): string {
  const hash = createHash('sha256').update(transactionId, 'utf8').digest();
  return String(hash.readUInt32BE(0) % 1_000_000).padStart(6, '0');
}

function validateBoleto(input: IssueBoletoInput, today: string): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string): void => {
    (errors[field] ??= []).push(message);
  };
  if (
    !Number.isSafeInteger(input.amountCents) ||
    input.amountCents < 1 ||
    input.amountCents > BOLETO_MAX_AMOUNT_CENTS
  )
    add('amountCents', 'Valor inválido para boleto.');
  const due = typeof input.dueDate === 'string' ? isoDateToEpochDay(input.dueDate) : null;
  const todayDay = isoDateToEpochDay(today) ?? 0;
  if (due === null) add('dueDate', 'Data de vencimento inválida.');
  else if (due < todayDay) add('dueDate', 'O vencimento não pode ser anterior a hoje.');
  else if (due > todayDay + MAX_BOLETO_DAYS_AHEAD)
    add(
      'dueDate',
      `O vencimento deve ser até ${epochDayToIsoDate(todayDay + MAX_BOLETO_DAYS_AHEAD)}.`,
    );
  const name = typeof input.payer.name === 'string' ? input.payer.name.trim() : '';
  if (name === '') add('payer.name', 'Informe o nome do pagador.');
  if (!isValidTaxId(input.payer.taxId)) add('payer.taxId', 'CPF ou CNPJ inválido.');
  if (typeof input.reference !== 'string' || input.reference.trim() === '')
    add('reference', 'Referência do pedido ausente.');
  return errors;
}

/** Runs `fn` now and turns a throw into a rejected promise, as an async gateway call would. */
function settle<T>(fn: () => T): Promise<T> {
  return new Promise<T>((resolve) => {
    resolve(fn());
  });
}

export function sandboxGateway(options: SandboxGatewayOptions = {}): PaymentGateway {
  const now = options.now ?? (() => new Date());
  const bank = options.bank ?? '001';
  const agreement = options.agreement ?? '1234567';
  const wallet = options.wallet ?? '17';
  const newId = options.newId ?? ((kind: SandboxIdKind) => `sbx_${kind}_${randomUUID()}`);
  if (!/^\d{3}$/.test(bank)) throw new RangeError('sandboxGateway: bank tem 3 dígitos');
  if (!/^\d{7}$/.test(agreement)) throw new RangeError('sandboxGateway: agreement tem 7 dígitos');
  if (!/^\d{2}$/.test(wallet)) throw new RangeError('sandboxGateway: wallet tem 2 dígitos');

  const byIdempotencyKey = new Map<string, StoredAuthorization>();
  const byTransactionId = new Map<string, StoredAuthorization>();
  const boletosByReference = new Map<string, StoredBoleto>();

  // Callers get copies: mutating a returned object must not change what a replay returns.
  const copy = <T extends object>(value: T): T => ({ ...value });

  function authorize(input: AuthorizeCardInput): CardAuthorization {
    // A replay is answered from memory before validating again: the first answer stands even
    // if, say, the card expired in between (that is what makes retries safe).
    const fingerprint = authorizationFingerprint(input);
    const previous = byIdempotencyKey.get(input.idempotencyKey);
    if (previous) {
      if (previous.fingerprint !== fingerprint) throw new IdempotencyConflictError();
      return copy(previous.result);
    }

    // Invalid cards never reach the "issuer" and are not remembered under the key.
    const errors = validateAuthorization(input, now());
    if (Object.keys(errors).length > 0) throw new PaymentValidationError(errors);

    const digits = cardDigits(input.card.number) ?? '';
    const testCard = TEST_CARDS_BY_DIGITS.get(digits);
    const transactionId = newId('card');
    const isApproved = testCard === undefined || testCard.outcome === 'approved';
    const result: CardAuthorization = {
      status: isApproved ? 'approved' : 'declined',
      transactionId,
      authorizationCode: isApproved ? authorizationCodeFor(transactionId) : null,
      declineCode: isApproved ? null : (testCard?.declineCode ?? null),
      declineMessage: isApproved ? null : (testCard?.declineMessage ?? null),
      brand: cardBrand(digits),
      last4: cardLast4(digits),
      installments: input.installments,
      amountCents: input.amountCents,
    };
    const stored: StoredAuthorization = { fingerprint, result, refundedCents: 0 };
    byIdempotencyKey.set(input.idempotencyKey, stored);
    byTransactionId.set(transactionId, stored);
    return copy(result);
  }

  function refund(input: RefundCardInput): RefundResult {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 1)
      throw new PaymentValidationError({ amountCents: ['Valor de estorno inválido.'] });
    const refundId = newId('refund');
    const stored = byTransactionId.get(input.transactionId);
    // Full or partial refunds, as long as the total never exceeds what was captured.
    if (
      !stored ||
      stored.result.status !== 'approved' ||
      stored.refundedCents + input.amountCents > stored.result.amountCents
    )
      return { status: 'failed', refundId };
    stored.refundedCents += input.amountCents;
    return { status: 'refunded', refundId };
  }

  function issue(input: IssueBoletoInput): BoletoIssue {
    const errors = validateBoleto(input, saoPauloToday(now()));
    if (Object.keys(errors).length > 0) throw new PaymentValidationError(errors);

    // One boleto per reference (a bank refuses a repeated nosso número): asking again with the
    // same data returns the same boleto; with other data it is a conflict.
    const fingerprint = JSON.stringify([
      input.amountCents,
      input.dueDate,
      input.payer.taxId.replace(/[.\-/\s]/g, '').toUpperCase(),
    ]);
    const previous = boletosByReference.get(input.reference);
    if (previous) {
      if (previous.fingerprint !== fingerprint)
        throw new IdempotencyConflictError(
          'Já existe um boleto para este pedido com outro valor ou vencimento.',
        );
      return copy(previous.result);
    }

    const ourNumber = `${agreement}${referenceSequence(input.reference)}`;
    const { barcode, digitableLine } = buildBoleto({
      bankCode: bank,
      dueDate: input.dueDate,
      amountCents: input.amountCents,
      freeField: bbFreeField(ourNumber, wallet),
    });
    const result: BoletoIssue = {
      transactionId: newId('boleto'),
      digitableLine,
      barcode,
      dueDate: input.dueDate,
      amountCents: input.amountCents,
      ourNumber,
    };
    boletosByReference.set(input.reference, { fingerprint, result });
    return copy(result);
  }

  return {
    name: 'sandbox',
    authorizeCard: (input) => settle(() => authorize(input)),
    refundCard: (input) => settle(() => refund(input)),
    issueBoleto: (input) => settle(() => issue(input)),
  };
}
