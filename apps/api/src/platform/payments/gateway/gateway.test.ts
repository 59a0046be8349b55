import * as boletoUtils from '@mrmgomes/boleto-utils';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseBoleto } from './boleto.ts';
import {
  CARD_MESSAGES,
  IdempotencyConflictError,
  PaymentValidationError,
  cardBrand,
  luhnValid,
  maskCard,
  saoPauloToday,
  validateCard,
} from './gateway.ts';
import type { AuthorizeCardInput, CardInput, PaymentGateway } from './gateway.ts';
import { SANDBOX_TEST_CARDS, sandboxGateway } from './sandbox-gateway.ts';
import type { SandboxIdKind } from './sandbox-gateway.ts';

// 22 Nov 2026, 12:00 in São Paulo.
const NOW = new Date('2026-11-22T15:00:00Z');

const card = (overrides: Partial<CardInput> = {}): CardInput => ({
  number: '4111 1111 1111 1111',
  holderName: 'Maria da Silva',
  expMonth: 12,
  expYear: 2030,
  cvv: '123',
  ...overrides,
});

const authorization = (overrides: Partial<AuthorizeCardInput> = {}): AuthorizeCardInput => ({
  amountCents: 49_700,
  installments: 1,
  card: card(),
  reference: 'pedido-1001',
  idempotencyKey: 'key-1',
  ...overrides,
});

/** Completes a prefix with the digit that makes it pass Luhn. */
const withLuhnDigit = (prefix: string): string => {
  for (let d = 0; d <= 9; d++) if (luhnValid(`${prefix}${d}`)) return `${prefix}${d}`;
  throw new Error('unreachable');
};

/** Ids made of letters only, so a 3-digit CVV can only show up in JSON if it leaked. */
const letterIds = (): ((kind: SandboxIdKind) => string) => {
  let n = 0;
  return (kind) => {
    n += 1;
    return `sbx_${kind}_${n.toString(26).replace(/\d/g, (d) => 'qrstuvwxyz'.charAt(Number(d)))}`;
  };
};

describe('luhnValid', () => {
  it('accepts the sandbox cards and other known test numbers', () => {
    for (const { number } of SANDBOX_TEST_CARDS) expect(luhnValid(number)).toBe(true);
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242-4242-4242-4242')).toBe(true);
  });

  it('rejects a mistyped digit, letters and empty input', () => {
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('4111x11111111111')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });

  it('catches every single-digit typo', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{15}$/),
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 1, max: 9 }),
        (prefix, at, delta) => {
          const valid = withLuhnDigit(prefix);
          const typo =
            valid.slice(0, at) + String((Number(valid[at]) + delta) % 10) + valid.slice(at + 1);
          expect(luhnValid(valid)).toBe(true);
          expect(luhnValid(typo)).toBe(false);
        },
      ),
    );
  });
});

describe('cardBrand', () => {
  it.each([
    ['4111 1111 1111 1111', 'visa'],
    ['5555 5555 5555 4444', 'mastercard'],
    ['2223 0031 2200 3222', 'mastercard'], // 2-series BIN
    ['3782 822463 10005', 'amex'],
    ['3400 000000 00009', 'amex'],
    ['6362 9700 0045 7013', 'elo'],
    ['4011 7800 0000 0000', 'elo'], // an Elo BIN inside Visa's 4
    ['5067 0000 0000 0000', 'elo'], // an Elo BIN inside Mastercard-looking 50
    ['6500 3100 0000 0000', 'elo'],
    ['6062 8256 2425 4001', 'hipercard'],
    ['3841 0011 1122 2233 334', 'hipercard'],
    ['6011 1111 1111 1117', 'unknown'], // Discover is not accepted as a named brand here
    ['', 'unknown'],
    ['abc', 'unknown'],
  ])('%s → %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });
});

describe('maskCard', () => {
  it('shows only the last four digits', () => {
    expect(maskCard('4111 1111 1111 1111')).toBe('•••• 1111');
    expect(maskCard('3782-822463-10005')).toBe('•••• 0005');
  });
});

describe('saoPauloToday', () => {
  it('uses the Brazilian calendar day, not the UTC one', () => {
    expect(saoPauloToday(new Date('2026-12-01T02:00:00Z'))).toBe('2026-11-30');
    expect(saoPauloToday(new Date('2026-12-01T03:00:00Z'))).toBe('2026-12-01');
  });
});

describe('validateCard', () => {
  it('accepts a good card', () => {
    expect(validateCard(card(), NOW)).toEqual({});
    expect(validateCard(card({ holderName: "JOÃO D'ÁVILA-SOUZA" }), NOW)).toEqual({});
    expect(validateCard(card({ number: '3782 822463 10005', cvv: '1234' }), NOW)).toEqual({});
  });

  it('returns pt-BR messages per field', () => {
    expect(
      validateCard(
        { number: '4111 1111 1111 1112', holderName: '', expMonth: 13, expYear: 2030, cvv: '12' },
        NOW,
      ),
    ).toEqual({
      number: ['Número do cartão inválido.'],
      holderName: ['Informe o nome impresso no cartão.'],
      expMonth: ['Mês de validade inválido.'],
      cvv: ['Código de segurança inválido.'],
    });
  });

  it('checks the length for the brand, not only Luhn', () => {
    // Luhn-valid but 17 digits: no Visa has 17.
    expect(validateCard(card({ number: withLuhnDigit('4111111111111111') }), NOW).number).toEqual([
      CARD_MESSAGES.number,
    ]);
    // Luhn-valid Amex prefix with 16 digits.
    expect(validateCard(card({ number: withLuhnDigit('378282246310000') }), NOW).number).toEqual([
      CARD_MESSAGES.number,
    ]);
    // All zeros passes Luhn but is no card.
    expect(validateCard(card({ number: '0000 0000 0000 0000' }), NOW).number).toEqual([
      CARD_MESSAGES.number,
    ]);
  });

  it('wants 4 CVV digits for Amex and 3 for the others', () => {
    expect(validateCard(card({ number: '378282246310005', cvv: '123' }), NOW).cvv).toEqual([
      CARD_MESSAGES.cvvAmex,
    ]);
    expect(validateCard(card({ cvv: '1234' }), NOW).cvv).toEqual([CARD_MESSAGES.cvv]);
    expect(validateCard(card({ cvv: '12a' }), NOW).cvv).toEqual([CARD_MESSAGES.cvv]);
  });

  it('treats a card as valid through the last day of its month, in São Paulo', () => {
    expect(validateCard(card({ expMonth: 11, expYear: 2026 }), NOW)).toEqual({});
    expect(validateCard(card({ expMonth: 10, expYear: 2026 }), NOW).expYear).toEqual([
      CARD_MESSAGES.expired,
    ]);
    expect(validateCard(card({ expMonth: 12, expYear: 2025 }), NOW).expYear).toEqual([
      CARD_MESSAGES.expired,
    ]);
    // 1 Dec 02:00 UTC is still 30 Nov in São Paulo: an 11/2026 card still works.
    const lateNovember = new Date('2026-12-01T02:00:00Z');
    expect(validateCard(card({ expMonth: 11, expYear: 2026 }), lateNovember)).toEqual({});
    const december = new Date('2026-12-01T03:00:00Z');
    expect(validateCard(card({ expMonth: 11, expYear: 2026 }), december).expYear).toEqual([
      CARD_MESSAGES.expired,
    ]);
  });

  it('refuses two-digit and absurd years and bad names', () => {
    expect(validateCard(card({ expYear: 30 }), NOW).expYear).toEqual([CARD_MESSAGES.expYear]);
    expect(validateCard(card({ expYear: 2080 }), NOW).expYear).toEqual([CARD_MESSAGES.expYear]);
    expect(validateCard(card({ expMonth: 0 }), NOW).expMonth).toEqual([CARD_MESSAGES.expMonth]);
    expect(validateCard(card({ holderName: 'J' }), NOW).holderName).toEqual([
      CARD_MESSAGES.holderName,
    ]);
    expect(validateCard(card({ holderName: 'Maria 1234' }), NOW).holderName).toEqual([
      CARD_MESSAGES.holderName,
    ]);
    expect(validateCard(card({ holderName: '   ' }), NOW).holderName).toEqual([
      CARD_MESSAGES.holderNameMissing,
    ]);
  });
});

describe('sandbox gateway: cards', () => {
  let gateway: PaymentGateway;
  beforeEach(() => {
    gateway = sandboxGateway({ now: () => NOW });
  });

  it('answers each documented test card as documented', async () => {
    for (const [i, testCard] of SANDBOX_TEST_CARDS.entries()) {
      const cvv = testCard.brand === 'amex' ? '1234' : '123';
      const result = await gateway.authorizeCard(
        authorization({
          card: card({ number: testCard.number, cvv }),
          idempotencyKey: `doc-${i}`,
        }),
      );
      expect(result).toMatchObject({
        status: testCard.outcome,
        brand: testCard.brand,
        last4: testCard.number.slice(-4),
        declineCode: testCard.declineCode,
        declineMessage: testCard.declineMessage,
        amountCents: 49_700,
        installments: 1,
      });
      if (testCard.outcome === 'approved') expect(result.authorizationCode).toMatch(/^\d{6}$/);
      else expect(result.authorizationCode).toBeNull();
    }
  });

  it('uses the messages the checkout shows for the decline cards', async () => {
    const message = async (number: string): Promise<string | null> =>
      (
        await gateway.authorizeCard(
          authorization({ card: card({ number }), idempotencyKey: number }),
        )
      ).declineMessage;
    expect(await message('4000 0000 0000 0002')).toBe('Cartão recusado pelo banco emissor.');
    expect(await message('4000 0000 0000 9995')).toBe('Saldo insuficiente.');
    expect(await message('4000 0000 0000 0069')).toBe('Cartão vencido.');
  });

  it('approves any other valid number, whatever the brand', async () => {
    const numbers = [
      '4242 4242 4242 4242',
      '6011 1111 1111 1117',
      withLuhnDigit('506700000000000'),
    ];
    for (const number of numbers) {
      const result = await gateway.authorizeCard(
        authorization({ card: card({ number }), idempotencyKey: number }),
      );
      expect(result.status).toBe('approved');
    }
  });

  it('rejects an invalid card before authorizing, and remembers nothing under the key', async () => {
    const bad = authorization({ card: card({ number: '4111 1111 1111 1112', cvv: '1' }) });
    const error: unknown = await gateway.authorizeCard(bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentValidationError);
    expect((error as PaymentValidationError).status).toBe(400);
    expect((error as PaymentValidationError).body).toEqual({
      error: {
        'card.number': ['Número do cartão inválido.'],
        'card.cvv': ['Código de segurança inválido.'],
      },
    });
    // The same key with a corrected card goes through (the failed attempt was not stored).
    const fixed = await gateway.authorizeCard(authorization());
    expect(fixed.status).toBe('approved');
  });

  it('rejects bad amounts and installments', async () => {
    for (const [overrides, field] of [
      [{ amountCents: 0 }, 'amountCents'],
      [{ amountCents: 10.5 }, 'amountCents'],
      [{ installments: 0 }, 'installments'],
      [{ installments: 13 }, 'installments'],
      [{ installments: 1.5 }, 'installments'],
      [{ reference: ' ' }, 'reference'],
      [{ idempotencyKey: '' }, 'idempotencyKey'],
    ] as const) {
      const error: unknown = await gateway
        .authorizeCard(
          authorization({ ...overrides, idempotencyKey: overrides.idempotencyKey ?? field }),
        )
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PaymentValidationError);
      expect(Object.keys((error as PaymentValidationError).fields)).toEqual([field]);
    }
  });

  it('is idempotent by key: same key → same result and transaction id', async () => {
    const first = await gateway.authorizeCard(authorization({ installments: 3 }));
    const again = await gateway.authorizeCard(authorization({ installments: 3 }));
    expect(again).toEqual(first);
    expect(again.transactionId).toBe(first.transactionId);
    // A declined answer replays too (no second attempt at the issuer).
    const declinedInput = authorization({
      card: card({ number: '4000 0000 0000 9995' }),
      idempotencyKey: 'key-declined',
    });
    const declined = await gateway.authorizeCard(declinedInput);
    expect(await gateway.authorizeCard(declinedInput)).toEqual(declined);
    // Another key is another payment.
    const other = await gateway.authorizeCard(authorization({ idempotencyKey: 'key-2' }));
    expect(other.transactionId).not.toBe(first.transactionId);
  });

  it('a replay is not affected by a caller mutating the first result', async () => {
    const first = await gateway.authorizeCard(authorization());
    first.status = 'declined';
    expect((await gateway.authorizeCard(authorization())).status).toBe('approved');
  });

  it('refuses the same key for a different payment (409)', async () => {
    await gateway.authorizeCard(authorization());
    for (const changed of [
      authorization({ amountCents: 49_701 }),
      authorization({ installments: 2 }),
      authorization({ reference: 'pedido-1002' }),
      authorization({ card: card({ number: '5555 5555 5555 4444' }) }),
    ]) {
      const error: unknown = await gateway.authorizeCard(changed).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(IdempotencyConflictError);
      expect((error as IdempotencyConflictError).status).toBe(409);
    }
  });

  it('refunds an approved authorization once, in full or in parts', async () => {
    const { transactionId } = await gateway.authorizeCard(authorization({ amountCents: 10_000 }));
    const full = await gateway.refundCard({ transactionId, amountCents: 10_000 });
    expect(full.status).toBe('refunded');
    expect(full.refundId).not.toBe('');
    expect((await gateway.refundCard({ transactionId, amountCents: 10_000 })).status).toBe(
      'failed',
    );
    expect((await gateway.refundCard({ transactionId, amountCents: 1 })).status).toBe('failed');

    const partial = await gateway.authorizeCard(
      authorization({ amountCents: 10_000, idempotencyKey: 'key-partial' }),
    );
    const refund = (amountCents: number) =>
      gateway.refundCard({ transactionId: partial.transactionId, amountCents });
    expect((await refund(3_000)).status).toBe('refunded');
    expect((await refund(7_001)).status).toBe('failed'); // more than the 7 000 left
    expect((await refund(7_000)).status).toBe('refunded');
    expect((await refund(1)).status).toBe('failed');
  });

  it('does not refund declined or unknown transactions, nor bad amounts', async () => {
    const declined = await gateway.authorizeCard(
      authorization({ card: card({ number: '4000 0000 0000 0002' }) }),
    );
    const refund = await gateway.refundCard({
      transactionId: declined.transactionId,
      amountCents: 100,
    });
    expect(refund.status).toBe('failed');
    expect((await gateway.refundCard({ transactionId: 'nope', amountCents: 100 })).status).toBe(
      'failed',
    );
    await expect(
      gateway.refundCard({ transactionId: declined.transactionId, amountCents: 0 }),
    ).rejects.toBeInstanceOf(PaymentValidationError);
  });
});

describe('sandbox gateway: boletos', () => {
  const payer = { name: 'Maria da Silva', taxId: '529.982.247-25' };
  const boleto = (overrides = {}) => ({
    amountCents: 49_700,
    dueDate: '2026-11-25',
    payer,
    reference: 'pedido-1001',
    ...overrides,
  });

  it('issues a FEBRABAN line the validator accepts, with the amount and due date', async () => {
    const gateway = sandboxGateway({ now: () => NOW, bank: '001' });
    const issued = await gateway.issueBoleto(boleto());
    expect(issued.digitableLine).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    expect(issued.barcode).toMatch(/^001\d{41}$/);
    expect(issued).toMatchObject({ amountCents: 49_700, dueDate: '2026-11-25' });
    expect(issued.ourNumber).toMatch(/^1234567\d{10}$/);
    expect(parseBoleto(issued.digitableLine, '2026-11-22')).toMatchObject({
      barcode: issued.barcode,
      amountCents: 49_700,
      dueDate: '2026-11-25',
      freeField: `000000${issued.ourNumber}17`,
    });
    expect(boletoUtils.validarBoleto(issued.digitableLine).sucesso).toBe(true);
  });

  it('uses the configured bank, convênio and carteira', async () => {
    const gateway = sandboxGateway({
      now: () => NOW,
      bank: '237',
      agreement: '7654321',
      wallet: '09',
    });
    const issued = await gateway.issueBoleto(boleto({ reference: '42' }));
    expect(issued.barcode.startsWith('2379')).toBe(true);
    expect(issued.ourNumber).toBe('76543210000000042');
    expect(issued.barcode.slice(19)).toBe('0000007654321000000004209');
  });

  it('returns the same boleto for the same reference, and refuses other data for it', async () => {
    const gateway = sandboxGateway({ now: () => NOW });
    const first = await gateway.issueBoleto(boleto());
    expect(
      await gateway.issueBoleto(boleto({ payer: { ...payer, taxId: '52998224725' } })),
    ).toEqual(first);
    await expect(gateway.issueBoleto(boleto({ amountCents: 1 }))).rejects.toBeInstanceOf(
      IdempotencyConflictError,
    );
    const other = await gateway.issueBoleto(boleto({ reference: 'pedido-1002' }));
    expect(other.ourNumber).not.toBe(first.ourNumber);
    expect(other.transactionId).not.toBe(first.transactionId);
  });

  it('validates amount, due date (São Paulo today or later), payer and reference', async () => {
    const gateway = sandboxGateway({ now: () => new Date('2026-11-23T01:00:00Z') }); // 22 Nov in SP
    await expect(gateway.issueBoleto(boleto({ dueDate: '2026-11-22' }))).resolves.toBeDefined();
    const fields = async (overrides: object): Promise<string[]> => {
      const error: unknown = await gateway
        .issueBoleto(boleto({ reference: 'other', ...overrides }))
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PaymentValidationError);
      return Object.keys((error as PaymentValidationError).fields);
    };
    expect(await fields({ dueDate: '2026-11-21' })).toEqual(['dueDate']);
    expect(await fields({ dueDate: '2026-02-30' })).toEqual(['dueDate']);
    expect(await fields({ dueDate: '2050-01-01' })).toEqual(['dueDate']);
    expect(await fields({ amountCents: 0 })).toEqual(['amountCents']);
    expect(await fields({ amountCents: 99_999_999_999 })).toEqual(['amountCents']);
    expect(await fields({ amountCents: 19.9 })).toEqual(['amountCents']);
    expect(await fields({ payer: { name: ' ', taxId: '111.111.111-11' } })).toEqual([
      'payer.name',
      'payer.taxId',
    ]);
    expect(await fields({ reference: '' })).toEqual(['reference']);
    // A CNPJ payer is fine.
    await expect(
      gateway.issueBoleto(
        boleto({ reference: 'pj', payer: { name: 'ACME', taxId: '11.222.333/0001-81' } }),
      ),
    ).resolves.toBeDefined();
  });
});

describe('card data never leaves the gateway', () => {
  const PAN = '4111111111111111';
  const DECLINE_PAN = '4000000000009995';
  const AMEX_PAN = '378282246310005';
  const CVV = '737';
  const AMEX_CVV = '7391';

  let logged: unknown[][] = [];
  beforeEach(() => {
    logged = [];
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const)
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logged.push(args);
      });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Every form a number might take in text: digits only, in groups of 4, Amex grouping. */
  const forms = (pan: string): string[] => [
    pan,
    pan.replace(/(\d{4})(?=\d)/g, '$1 '),
    pan.replace(/(\d{4})(?=\d)/g, '$1-'),
    pan.replace(/^(\d{4})(\d{6})(\d{5})$/, '$1 $2 $3'),
  ];
  /** A CVV as a number of its own in the text (not a piece of a longer number). */
  const hasToken = (text: string, token: string): boolean =>
    new RegExp(`(?<!\\d)${token}(?!\\d)`).test(text);

  it('no returned object, error or log line contains a full card number or a CVV', async () => {
    const gateway = sandboxGateway({ now: () => NOW, newId: letterIds() });
    const outputs: unknown[] = [];
    const run = async (promise: Promise<unknown>): Promise<void> => {
      try {
        outputs.push(await promise);
      } catch (error) {
        // What an error exposes: its message, its HTTP body and its own fields. (The stack is
        // the message plus file:line frames, whose numbers could look like a CVV.)
        outputs.push((error as Error).message, { ...(error as object) });
      }
    };

    const visa = authorization({
      amountCents: 12_345,
      card: card({ number: forms(PAN)[1] ?? PAN, cvv: CVV }),
    });
    await run(gateway.authorizeCard(visa));
    await run(gateway.authorizeCard(visa)); // idempotent replay
    await run(gateway.authorizeCard({ ...visa, amountCents: 1 })); // conflict
    await run(
      gateway.authorizeCard(
        authorization({
          idempotencyKey: 'amex',
          card: card({ number: AMEX_PAN, cvv: AMEX_CVV }),
        }),
      ),
    );
    await run(
      gateway.authorizeCard(
        authorization({
          idempotencyKey: 'declined',
          card: card({ number: DECLINE_PAN, cvv: CVV }),
        }),
      ),
    );
    // Invalid attempts (bad CVV, expired, wrong Luhn) carrying the real number and CVV.
    await run(
      gateway.authorizeCard(
        authorization({ idempotencyKey: 'bad-1', card: card({ number: PAN, cvv: `${CVV}9` }) }),
      ),
    );
    await run(
      gateway.authorizeCard(
        authorization({
          idempotencyKey: 'bad-2',
          card: card({ number: PAN, cvv: CVV, expYear: 2020 }),
        }),
      ),
    );
    await run(
      gateway.authorizeCard(
        authorization({
          idempotencyKey: 'bad-3',
          card: card({ number: `${PAN.slice(0, 15)}2`, cvv: CVV }),
        }),
      ),
    );
    const approved = outputs[0] as { transactionId: string };
    await run(gateway.refundCard({ transactionId: approved.transactionId, amountCents: 100 }));
    await run(
      gateway.issueBoleto({
        amountCents: 4_990,
        dueDate: '2026-12-01',
        payer: { name: 'Maria da Silva', taxId: '52998224725' },
        reference: 'pedido-1001',
      }),
    );

    expect(outputs.length).toBeGreaterThanOrEqual(10);
    const text = JSON.stringify(outputs);
    for (const pan of [PAN, DECLINE_PAN, AMEX_PAN, `${PAN.slice(0, 15)}2`])
      for (const form of forms(pan)) expect(text).not.toContain(form);
    expect(hasToken(text, CVV)).toBe(false);
    expect(hasToken(text, `${CVV}9`)).toBe(false);
    expect(hasToken(text, AMEX_CVV)).toBe(false);
    // Nothing card-shaped under a key either.
    expect(text).not.toMatch(/"(number|cvv|cvc|pan|card)"\s*:/i);
    // Sanity: the JSON does carry what may be shown.
    expect(text).toContain('"last4":"1111"');
    expect(text).toContain('"brand":"visa"');
    expect(logged).toEqual([]);
  });
});
