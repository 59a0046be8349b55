import { z } from 'zod';
import { listResponseSchema } from '../identity/users.contract.ts';
import { MARKET_VALUES } from './domain.ts';

/** Tickers (`/gestao-de-tickers`, resource Gestão de Tickers) and their selects (issue 15). */

export const TICKER_MESSAGES = {
  code: 'Informe o código do ativo, com 3 a 12 letras e números (ex.: PETR4).',
  name: 'Informe o nome do ativo.',
  market: 'Escolha o mercado.',
  tickSize: 'O tick é um número inteiro de centavos, a partir de 1.',
  lotSize: 'O lote padrão é um número inteiro de unidades, a partir de 1.',
  notFound: 'Ativo não encontrado.',
  codeTaken: 'Já existe um ativo com este código.',
} as const;

export const financialAssetInputSchema = z
  .object({
    code: z
      .string({ error: TICKER_MESSAGES.code })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{3,12}$/, { error: TICKER_MESSAGES.code }),
    name: z
      .string({ error: TICKER_MESSAGES.name })
      .trim()
      .min(1, { error: TICKER_MESSAGES.name })
      .max(120, { error: TICKER_MESSAGES.name }),
    market: z.enum(MARKET_VALUES, { error: TICKER_MESSAGES.market }),
    tick_size_cents: z.coerce
      .number({ error: TICKER_MESSAGES.tickSize })
      .int({ error: TICKER_MESSAGES.tickSize })
      .min(1, { error: TICKER_MESSAGES.tickSize })
      .max(1_000_000, { error: TICKER_MESSAGES.tickSize })
      .default(1),
    lot_size: z.coerce
      .number({ error: TICKER_MESSAGES.lotSize })
      .int({ error: TICKER_MESSAGES.lotSize })
      .min(1, { error: TICKER_MESSAGES.lotSize })
      .max(1_000_000, { error: TICKER_MESSAGES.lotSize })
      .default(100),
    for_setups: z.boolean().default(false),
    active: z.boolean().default(true),
  })
  .strict();
export type FinancialAssetInput = z.input<typeof financialAssetInputSchema>;

export const financialAssetSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  market: z.enum(MARKET_VALUES),
  market_name: z.string(),
  tick_size_cents: z.number().int(),
  lot_size: z.number().int(),
  for_setups: z.boolean(),
  active: z.boolean(),
  created_at: z.string(),
});
export type FinancialAsset = z.infer<typeof financialAssetSchema>;

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const financialAssetListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(20),
    search: z.string().trim().max(120).optional(),
    market: z.enum(MARKET_VALUES).optional(),
    active: flag.optional(),
  })
  .strict();
export const financialAssetListSchema = listResponseSchema(financialAssetSchema);

/** `select-financial-assets` (`mago=1`: only the tickers offered to the setups). */
export const financialAssetSelectQuerySchema = z
  .object({ mago: z.enum(['0', '1']).optional() })
  .strict();
export const financialAssetOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  market: z.enum(MARKET_VALUES),
});
export type FinancialAssetOption = z.infer<typeof financialAssetOptionSchema>;

/** The fixed lists of the recommendation form (`recommendation-status`, `operation-type`…). */
export const valueOptionSchema = z.object({ id: z.string(), name: z.string() });
export type ValueOption = z.infer<typeof valueOptionSchema>;
