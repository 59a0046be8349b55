import { z } from 'zod';
import { listResponseSchema } from '../identity/users.contract.ts';
import {
  FREQUENCY_VALUES,
  levelsProblems,
  MARKET_VALUES,
  OPERATION_TYPE_VALUES,
  POSITION_SIZE_VALUES,
  RECOMMENDATION_EVENT_KIND_VALUES,
  RECOMMENDATION_STATUS_VALUES,
  STOP_CONDUCTION_VALUES,
  TARGET_CONDUCTION_VALUES,
} from './domain.ts';

/** Recommendations (issue 15): what staff send, what every screen reads. Prices in cents. */

export const RECOMMENDATION_FORM_MESSAGES = {
  analyst: 'Escolha o analista.',
  method: 'Escolha o método.',
  setup: 'Escolha um setup deste método.',
  chat: 'Escolha salas de recomendações que existam.',
  asset: 'Escolha o ativo.',
  operation: 'Escolha compra ou venda.',
  frequency: 'Escolha o prazo.',
  price: 'Informe um preço maior que zero.',
  conduction: 'Escolha a condução.',
  positionSize: 'Escolha o tamanho da posição.',
  validUntil: 'Informe até quando a recomendação vale.',
  validInFuture: 'A validade precisa ser depois de agora.',
  notFound: 'Recomendação não encontrada.',
  changedMeanwhile: 'A recomendação mudou enquanto você agia. Veja como ela está agora.',
} as const;

const price = z.coerce
  .number({ error: RECOMMENDATION_FORM_MESSAGES.price })
  .int({ error: RECOMMENDATION_FORM_MESSAGES.price })
  .min(1, { error: RECOMMENDATION_FORM_MESSAGES.price })
  .max(2_000_000_000, { error: RECOMMENDATION_FORM_MESSAGES.price });
const id = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message });

export const recommendationInputSchema = z
  .object({
    analyst_id: id(RECOMMENDATION_FORM_MESSAGES.analyst),
    trade_method_id: id(RECOMMENDATION_FORM_MESSAGES.method),
    setup_id: z.coerce.number().int().positive().nullish(),
    asset_id: id(RECOMMENDATION_FORM_MESSAGES.asset),
    operation: z.enum(OPERATION_TYPE_VALUES, { error: RECOMMENDATION_FORM_MESSAGES.operation }),
    frequency: z.enum(FREQUENCY_VALUES, { error: RECOMMENDATION_FORM_MESSAGES.frequency }),
    entry_min_cents: price,
    /** Absent: a single entry price. */
    entry_max_cents: price.nullish(),
    stop_cents: price,
    targets_cents: z.array(price).min(1).max(10),
    stop_conduction: z.enum(STOP_CONDUCTION_VALUES, {
      error: RECOMMENDATION_FORM_MESSAGES.conduction,
    }),
    target_conduction: z.enum(TARGET_CONDUCTION_VALUES, {
      error: RECOMMENDATION_FORM_MESSAGES.conduction,
    }),
    position_size: z.enum(POSITION_SIZE_VALUES, {
      error: RECOMMENDATION_FORM_MESSAGES.positionSize,
    }),
    rationale_html: z.string().max(100_000).default(''),
    valid_until: z.iso.datetime({ offset: true, error: RECOMMENDATION_FORM_MESSAGES.validUntil }),
    /** Live chats to post the card into (`select-chat-recommendations`). */
    chat_ids: z.array(z.number().int().positive()).max(20).default([]),
  })
  .strict()
  .superRefine((value, context) => {
    const problems = levelsProblems(
      {
        operation: value.operation,
        entryMinCents: value.entry_min_cents,
        entryMaxCents: value.entry_max_cents ?? value.entry_min_cents,
        targetsCents: value.targets_cents,
      },
      value.stop_cents,
    );
    if (problems.entry)
      context.addIssue({ code: 'custom', path: ['entry_max_cents'], message: problems.entry });
    if (problems.stop)
      context.addIssue({ code: 'custom', path: ['stop_cents'], message: problems.stop });
    if (problems.targets)
      context.addIssue({ code: 'custom', path: ['targets_cents'], message: problems.targets });
  });
export type RecommendationInput = z.input<typeof recommendationInputSchema>;

/** What an analyst does to a published recommendation. */
export const recommendationActionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('cancel'), note: z.string().trim().max(500).optional() }).strict(),
  z
    .object({
      kind: z.literal('close'),
      price_cents: price,
      note: z.string().trim().max(500).optional(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('move_stop'),
      stop_cents: price,
      note: z.string().trim().max(500).optional(),
    })
    .strict(),
]);
export type RecommendationAction = z.input<typeof recommendationActionSchema>;

export const recommendationEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(RECOMMENDATION_EVENT_KIND_VALUES),
  from_status: z.enum(RECOMMENDATION_STATUS_VALUES).nullable(),
  to_status: z.enum(RECOMMENDATION_STATUS_VALUES),
  price_cents: z.number().int().nullable(),
  target: z.number().int().nullable(),
  previous_stop_cents: z.number().int().nullable(),
  at: z.string(),
  /** Null: moved by a quote or by the validity's end. */
  author_name: z.string().nullable(),
  note: z.string().nullable(),
});
export type RecommendationHistoryEvent = z.infer<typeof recommendationEventSchema>;

const requiredSignatureSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  available_in_store: z.boolean(),
});

export const recommendationSchema = z.object({
  id: z.number().int(),
  analyst: z.object({
    id: z.number().int(),
    name: z.string(),
    cnpi: z.string().nullable(),
    /** Res. CVM 20/2021: what the analyst declared ('' when none). */
    conflicts_of_interest: z.string(),
  }),
  trade_method: z.object({ id: z.number().int(), name: z.string() }),
  setup: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  asset: z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    market: z.enum(MARKET_VALUES),
  }),
  operation: z.enum(OPERATION_TYPE_VALUES),
  frequency: z.enum(FREQUENCY_VALUES),
  status: z.enum(RECOMMENDATION_STATUS_VALUES),
  status_changed_at: z.string(),
  published_at: z.string(),
  valid_until: z.string(),
  /** Whether this person may see the levels (false: locked, the levels are null). */
  unlocked: z.boolean(),
  levels: z
    .object({
      entry_min_cents: z.number().int(),
      entry_max_cents: z.number().int(),
      initial_stop_cents: z.number().int(),
      stop_cents: z.number().int(),
      targets_cents: z.array(z.number().int()),
      stop_conduction: z.enum(STOP_CONDUCTION_VALUES),
      target_conduction: z.enum(TARGET_CONDUCTION_VALUES),
      position_size: z.enum(POSITION_SIZE_VALUES),
      entry_cents: z.number().int().nullable(),
      targets_hit: z.number().int(),
      rationale_html: z.string(),
    })
    .nullable(),
  result_percent: z.number().nullable(),
  result_cents: z.number().nullable(),
  /** Locked: the signatures whose contents include the method (the subscribe prompt). */
  required_signatures: z.array(requiredSignatureSchema).optional(),
  /** Locked: the products of the brand's store that sell the method (`/loja/:slug`). */
  store_products: z
    .array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        slug: z.string(),
        price_cents: z.number().int(),
      }),
    )
    .optional(),
  /** Bumped by every change: an action names the version it was taken on. */
  version: z.number().int(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;
export const recommendationListSchema = listResponseSchema(recommendationSchema);

/** One recommendation with its whole history and the chats it was posted into. */
export const recommendationDetailSchema = recommendationSchema.extend({
  /** Null while locked (the history holds prices). */
  events: z.array(recommendationEventSchema).nullable(),
  chats: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type RecommendationDetail = z.infer<typeof recommendationDetailSchema>;

/** `/status-das-recomendacoes`, `/recomendacoes`, `/cliente/recomendacoes`: filters and a page. */
export const recommendationListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(20),
    /** A ticker code or part of it. */
    search: z.string().trim().max(40).optional(),
    /** A status, or a group: `open` (waiting, active, partial), `finished` (every ended one). */
    status: z.enum([...RECOMMENDATION_STATUS_VALUES, 'open', 'finished']).optional(),
    analyst_id: z.coerce.number().int().positive().optional(),
    trade_method_id: z.coerce.number().int().positive().optional(),
    asset_id: z.coerce.number().int().positive().optional(),
    operation: z.enum(OPERATION_TYPE_VALUES).optional(),
  })
  .strict();
export type RecommendationListQuery = z.input<typeof recommendationListQuerySchema>;

/** An action names the version the analyst saw: a move made meanwhile refuses it (409). */
export const recommendationActionRequestSchema = z.object({
  version: z.number().int().nonnegative(),
  action: recommendationActionSchema,
});
export type RecommendationActionRequest = z.input<typeof recommendationActionRequestSchema>;

/** The farol's signal of a ticker today, from its open recommendations (and setups). */
export const FAROL_SIGNAL_VALUES = ['buy', 'sell', 'neutral'] as const;
export type FarolSignal = (typeof FAROL_SIGNAL_VALUES)[number];
export const FAROL_SIGNAL_NAMES: Record<FarolSignal, string> = {
  buy: 'Compra',
  sell: 'Venda',
  neutral: 'Neutro',
};

/** `/farol`: one light per watched ticker. */
export const farolEntrySchema = z.object({
  asset: z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    market: z.enum(MARKET_VALUES),
  }),
  signal: z.enum(FAROL_SIGNAL_VALUES),
  /** Open recommendations behind the signal, by operation. */
  buy_count: z.number().int(),
  sell_count: z.number().int(),
  /** The newest quote (null: none yet), and the change from the one before it in %. */
  last_price_cents: z.number().int().nullable(),
  last_quote_at: z.string().nullable(),
  change_percent: z.number().nullable(),
});
export type FarolEntry = z.infer<typeof farolEntrySchema>;
export const farolSchema = z.object({ data: z.array(farolEntrySchema), at: z.string() });
export type Farol = z.infer<typeof farolSchema>;

/** The signal of a ticker from its open calls: the side with more of them, else neutral. */
export function farolSignal(buyCount: number, sellCount: number): FarolSignal {
  if (buyCount > sellCount) return 'buy';
  if (sellCount > buyCount) return 'sell';
  return 'neutral';
}
