import { z } from 'zod';
import { listResponseSchema } from '../identity/users.contract.ts';
import { INT4_MAX } from '../store/catalogue.contract.ts';
import { MARKET_VALUES } from './domain.ts';

/**
 * Stored quotes (issue 15, module market-data): what staff enter, what a COTAHIST import answers
 * and what the quote lists read. Prices are integer cents of the asset's quote (an index's
 * points × 100); times are UTC instants.
 */

/** Where a stored quote came from: typed by staff, a B3 COTAHIST file, the quotes provider. */
export const QUOTE_SOURCE_VALUES = ['staff', 'cotahist', 'provider'] as const;
export type QuoteSource = (typeof QUOTE_SOURCE_VALUES)[number];
export const QUOTE_SOURCE_NAMES: Record<QuoteSource, string> = {
  staff: 'Equipe',
  cotahist: 'Arquivo COTAHIST da B3',
  provider: 'Provedor de cotações',
};

export const QUOTE_MESSAGES = {
  asset: 'Escolha o ativo.',
  assetNotFound: 'Ativo não encontrado.',
  at: 'Informe a data e a hora da cotação.',
  atInFuture: 'A cotação não pode ser de um momento depois de agora.',
  price: 'Informe um preço maior que zero, em centavos.',
  volume: 'O volume é um número inteiro de unidades, a partir de 0.',
  priceOrBar:
    'Informe o preço de um negócio ou a barra inteira: abertura, máxima, mínima e fechamento.',
  notBoth: 'Informe o preço de um negócio ou a barra, não os dois.',
  lowAboveHigh: 'A mínima não pode ser maior que a máxima.',
  openOutside: 'A abertura precisa estar entre a mínima e a máxima.',
  closeOutside: 'O fechamento precisa estar entre a mínima e a máxima.',
  window: 'O início do período precisa ser antes do fim.',
  notCotahist:
    'Este arquivo não é um COTAHIST da B3. Envie o arquivo .TXT de cotações históricas (ou o .ZIP que o contém).',
  incomplete:
    'O arquivo COTAHIST está incompleto: o registro final (99) falta ou não confere com o número de linhas.',
} as const;

/** A price step that is not the asset's tick (mini-índice: 5 points = 500 cents). */
export function offTickMessage(tickSizeCents: number): string {
  return `O preço precisa ser múltiplo do tick do ativo (${tickSizeCents} centavo${tickSizeCents === 1 ? '' : 's'}).`;
}

/** The 413 (and the 400 of a missing file) of the COTAHIST upload. */
export function cotahistFileMessage(maxBytes: number): string {
  const mb = maxBytes / (1024 * 1024);
  const size = Number.isInteger(mb) ? `${mb} MB` : `${Math.max(1, Math.round(maxBytes / 1024))} KB`;
  return `Envie um arquivo COTAHIST da B3 (.TXT, ou .ZIP com o .TXT) de até ${size}.`;
}

const cents = z
  .number({ error: QUOTE_MESSAGES.price })
  .int({ error: QUOTE_MESSAGES.price })
  .min(1, { error: QUOTE_MESSAGES.price })
  .max(INT4_MAX, { error: QUOTE_MESSAGES.price });

/**
 * A quote staff enter (`create-quote`): one trade (`price_cents`) or a bar (`open_cents`,
 * `high_cents`, `low_cents`, `close_cents`, all four), never both; low ≤ open, close ≤ high.
 * Whether `at` is not after now and the prices are on the asset's tick is the API's to say.
 */
export const quoteInputSchema = z
  .object({
    asset_id: z
      .number({ error: QUOTE_MESSAGES.asset })
      .int({ error: QUOTE_MESSAGES.asset })
      .positive({ error: QUOTE_MESSAGES.asset })
      .max(INT4_MAX, { error: QUOTE_MESSAGES.asset }),
    at: z.iso.datetime({ offset: true, error: QUOTE_MESSAGES.at }),
    /** A single trade: the bar is this price four times. */
    price_cents: cents.optional(),
    open_cents: cents.optional(),
    high_cents: cents.optional(),
    low_cents: cents.optional(),
    close_cents: cents.optional(),
    volume: z
      .number({ error: QUOTE_MESSAGES.volume })
      .int({ error: QUOTE_MESSAGES.volume })
      .min(0, { error: QUOTE_MESSAGES.volume })
      .max(Number.MAX_SAFE_INTEGER, { error: QUOTE_MESSAGES.volume })
      .nullish(),
  })
  .strict()
  .superRefine((value, context) => {
    const bar = [value.open_cents, value.high_cents, value.low_cents, value.close_cents];
    const given = bar.filter((p) => p !== undefined).length;
    if (value.price_cents !== undefined) {
      if (given > 0)
        context.addIssue({
          code: 'custom',
          path: ['price_cents'],
          message: QUOTE_MESSAGES.notBoth,
        });
      return;
    }
    if (given < 4) {
      const missing = (['open_cents', 'high_cents', 'low_cents', 'close_cents'] as const).filter(
        (key) => value[key] === undefined,
      );
      // Nothing at all: the message goes on the trade's price, the simpler of the two forms.
      for (const key of given === 0 ? (['price_cents'] as const) : missing)
        context.addIssue({ code: 'custom', path: [key], message: QUOTE_MESSAGES.priceOrBar });
      return;
    }
    const [open, high, low, close] = bar as [number, number, number, number];
    if (low > high)
      context.addIssue({
        code: 'custom',
        path: ['low_cents'],
        message: QUOTE_MESSAGES.lowAboveHigh,
      });
    if (open < low || open > high)
      context.addIssue({
        code: 'custom',
        path: ['open_cents'],
        message: QUOTE_MESSAGES.openOutside,
      });
    if (close < low || close > high)
      context.addIssue({
        code: 'custom',
        path: ['close_cents'],
        message: QUOTE_MESSAGES.closeOutside,
      });
  });
export type QuoteInput = z.input<typeof quoteInputSchema>;

/** The bar a valid input stands for (a trade is its price four times). */
export function quoteBar(input: z.output<typeof quoteInputSchema>): {
  openCents: number;
  highCents: number;
  lowCents: number;
  closeCents: number;
} {
  if (input.price_cents !== undefined) {
    const p = input.price_cents;
    return { openCents: p, highCents: p, lowCents: p, closeCents: p };
  }
  return {
    openCents: input.open_cents!,
    highCents: input.high_cents!,
    lowCents: input.low_cents!,
    closeCents: input.close_cents!,
  };
}

export const quoteSchema = z.object({
  id: z.number().int(),
  asset_id: z.number().int(),
  at: z.string(),
  open_cents: z.number().int(),
  high_cents: z.number().int(),
  low_cents: z.number().int(),
  close_cents: z.number().int(),
  /** Units traded (COTAHIST's QUATOT); null when the source gives none. */
  volume: z.number().int().nullable(),
  source: z.enum(QUOTE_SOURCE_VALUES),
  /** The staff member who entered it (null: imported or from the provider). */
  created_by: z.number().int().nullable(),
  created_at: z.string(),
});
export type StoredQuoteView = z.infer<typeof quoteSchema>;

/** `latest-quotes`: the newest quote of each active ticker, with the ticker (the farol). */
export const latestQuoteSchema = quoteSchema.extend({
  asset_code: z.string(),
  asset_name: z.string(),
  market: z.enum(MARKET_VALUES),
});
export type LatestQuote = z.infer<typeof latestQuoteSchema>;

const instant = z.iso.datetime({ offset: true, error: QUOTE_MESSAGES.at });

/** `list-quotes`: one asset's quotes, newest first, optionally within [from, to] (inclusive). */
export const quoteListQuerySchema = z
  .object({
    asset_id: z.coerce
      .number({ error: QUOTE_MESSAGES.asset })
      .int({ error: QUOTE_MESSAGES.asset })
      .positive({ error: QUOTE_MESSAGES.asset })
      .max(INT4_MAX, { error: QUOTE_MESSAGES.asset }),
    from: instant.optional(),
    to: instant.optional(),
    source: z.enum(QUOTE_SOURCE_VALUES).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict()
  .refine(
    (q) => q.from === undefined || q.to === undefined || Date.parse(q.from) <= Date.parse(q.to),
    {
      path: ['from'],
      message: QUOTE_MESSAGES.window,
    },
  );
export type QuoteListQuery = z.input<typeof quoteListQuerySchema>;
export const quoteListSchema = listResponseSchema(quoteSchema);

/** What an import of a COTAHIST file did. */
export const cotahistImportResultSchema = z.object({
  /** Quote lines stored (new, or the same asset, day and source written again). */
  imported: z.number().int(),
  /** Quote lines not stored: codes of no known ticker, and lines that did not parse. */
  skipped: z.number().int(),
  /** The codes of the file that no ticker has, once each, in alphabetical order. */
  unknown_codes: z.array(z.string()),
  /** How many tickers got quotes. */
  assets: z.number().int(),
});
export type CotahistImportResult = z.infer<typeof cotahistImportResultSchema>;
