import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  cotahistFileMessage,
  offTickMessage,
  QUOTE_MESSAGES,
  quoteBar,
  quoteInputSchema,
  quoteListQuerySchema,
} from './quotes.contract.ts';

z.config(z.locales.ptBR());

const AT = '2026-11-25T17:30:00.000Z';

/** The field → messages of a refused input, as the API answers them. */
function problems(input: unknown): Record<string, string[]> {
  const result = quoteInputSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    (out[field] ??= []).push(issue.message);
  }
  return out;
}

describe('quote input', () => {
  it('takes a single trade as a bar of one price', () => {
    const input = quoteInputSchema.parse({ asset_id: 1, at: AT, price_cents: 3752 });
    expect(quoteBar(input)).toEqual({
      openCents: 3752,
      highCents: 3752,
      lowCents: 3752,
      closeCents: 3752,
    });
  });

  it('takes a coherent bar, with an offset in the time and a volume', () => {
    const input = quoteInputSchema.parse({
      asset_id: 1,
      at: '2026-11-25T14:30:00-03:00',
      open_cents: 3710,
      high_cents: 3789,
      low_cents: 3698,
      close_cents: 3775,
      volume: 1200,
    });
    expect(quoteBar(input)).toEqual({
      openCents: 3710,
      highCents: 3789,
      lowCents: 3698,
      closeCents: 3775,
    });
  });

  it('says in pt-BR what is missing or wrong', () => {
    // The prices' rules are checked once the fields themselves are right.
    expect(problems({})).toEqual({ asset_id: [QUOTE_MESSAGES.asset], at: [QUOTE_MESSAGES.at] });
    expect(problems({ asset_id: 1, at: AT })).toEqual({
      price_cents: [QUOTE_MESSAGES.priceOrBar],
    });
    expect(problems({ asset_id: 1, at: '25/11/2026', price_cents: 0 })).toEqual({
      at: [QUOTE_MESSAGES.at],
      price_cents: [QUOTE_MESSAGES.price],
    });
    expect(problems({ asset_id: 1, at: AT, price_cents: 3752, close_cents: 3752 })).toEqual({
      price_cents: [QUOTE_MESSAGES.notBoth],
    });
    expect(problems({ asset_id: 1, at: AT, open_cents: 3710, close_cents: 3700 })).toEqual({
      high_cents: [QUOTE_MESSAGES.priceOrBar],
      low_cents: [QUOTE_MESSAGES.priceOrBar],
    });
    expect(problems({ asset_id: 1, at: AT, price_cents: 37.5 })).toEqual({
      price_cents: [QUOTE_MESSAGES.price],
    });
    expect(problems({ asset_id: 1, at: AT, price_cents: 1, extra: true })).toHaveProperty('');
  });

  it('refuses a bar whose low is above its high, or whose open or close is outside them', () => {
    const bar = { asset_id: 1, at: AT, open_cents: 100, high_cents: 110, low_cents: 90 };
    expect(problems({ ...bar, close_cents: 111 })).toEqual({
      close_cents: [QUOTE_MESSAGES.closeOutside],
    });
    expect(problems({ ...bar, open_cents: 89, close_cents: 100 })).toEqual({
      open_cents: [QUOTE_MESSAGES.openOutside],
    });
    expect(
      problems({ ...bar, low_cents: 120, high_cents: 110, open_cents: 115, close_cents: 115 }),
    ).toEqual({
      low_cents: [QUOTE_MESSAGES.lowAboveHigh],
      open_cents: [QUOTE_MESSAGES.openOutside],
      close_cents: [QUOTE_MESSAGES.closeOutside],
    });
  });

  it('accepts a bar exactly when low ≤ open, close ≤ high, all above zero', () => {
    const price = fc.integer({ min: -5, max: 2_000 });
    fc.assert(
      fc.property(price, price, price, price, (open, high, low, close) => {
        const accepted = quoteInputSchema.safeParse({
          asset_id: 7,
          at: AT,
          open_cents: open,
          high_cents: high,
          low_cents: low,
          close_cents: close,
        }).success;
        const coherent = low > 0 && low <= open && open <= high && low <= close && close <= high;
        expect(accepted).toBe(coherent);
      }),
    );
  });
});

describe('quote list query', () => {
  it('reads numbers from the query string and refuses a window that ends before it starts', () => {
    expect(quoteListQuerySchema.parse({ asset_id: '3', page: '2' })).toEqual({
      asset_id: 3,
      page: 2,
      per_page: 20,
    });
    const reversed = quoteListQuerySchema.safeParse({
      asset_id: '3',
      from: '2026-11-25T00:00:00Z',
      to: '2026-11-24T00:00:00Z',
    });
    expect(reversed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['from', QUOTE_MESSAGES.window],
    ]);
  });
});

describe('messages with numbers', () => {
  it('names the tick and the size limit', () => {
    expect(offTickMessage(500)).toBe(
      'O preço precisa ser múltiplo do tick do ativo (500 centavos).',
    );
    expect(offTickMessage(1)).toBe('O preço precisa ser múltiplo do tick do ativo (1 centavo).');
    expect(cotahistFileMessage(64 * 1024 * 1024)).toBe(
      'Envie um arquivo COTAHIST da B3 (.TXT, ou .ZIP com o .TXT) de até 64 MB.',
    );
    expect(cotahistFileMessage(200 * 1024)).toBe(
      'Envie um arquivo COTAHIST da B3 (.TXT, ou .ZIP com o .TXT) de até 200 KB.',
    );
  });
});
