import { z } from 'zod';
import { listResponseSchema } from '../identity/users.contract.ts';
import { isIsoDay } from '../learning/calendar.contract.ts';
import { MARKET_VALUES, OPERATION_TYPE_VALUES } from './domain.ts';
import { CLOSED_CALL_STATUS_VALUES } from './replay.ts';

/**
 * The public track record (issue 15): per analyst, per trade method and overall, computed from
 * the finished calls' history only. The brand is the request's (its origin), as on every public
 * page. Nothing here can carry a level of a call still open: only calls that ended after an
 * entry are read, and for those only the entry and the result.
 */

export const TRACK_RECORD_MESSAGES = {
  day: 'Informe uma data no formato AAAA-MM-DD.',
  range: 'A data final deve ser igual ou posterior à inicial.',
  analyst: 'Analista inválido.',
  method: 'Método inválido.',
} as const;

/** A São Paulo day (`YYYY-MM-DD`) a PostgreSQL date can hold. */
const day = z.string().refine((value) => isIsoDay(value) && value >= '1900-01-01', {
  error: TRACK_RECORD_MESSAGES.day,
});
const optionalId = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2_147_483_647, { error: message })
    .optional();

const filters = {
  analyst_id: optionalId(TRACK_RECORD_MESSAGES.analyst),
  trade_method_id: optionalId(TRACK_RECORD_MESSAGES.method),
  /** First São Paulo day a counted call ended on, inclusive. */
  from: day.optional(),
  /** Last São Paulo day, inclusive. */
  to: day.optional(),
};
const inOrder = (value: { from?: string | undefined; to?: string | undefined }) =>
  value.from === undefined || value.to === undefined || value.from <= value.to;

export const trackRecordQuerySchema = z
  .object(filters)
  .strict()
  .refine(inOrder, { path: ['to'], error: TRACK_RECORD_MESSAGES.range });
export type TrackRecordQuery = z.input<typeof trackRecordQuerySchema>;

export const trackRecordCallsQuerySchema = z
  .object({
    ...filters,
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict()
  .refine(inOrder, { path: ['to'], error: TRACK_RECORD_MESSAGES.range });
export type TrackRecordCallsQuery = z.input<typeof trackRecordCallsQuerySchema>;

/** `track-record.ts`'s figures, as the API writes them (results in % of the entry and in cents). */
export const trackRecordFiguresSchema = z.object({
  calls: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  /** Wins ÷ calls (0 to 1); null without calls. */
  hit_rate: z.number().nullable(),
  average_gain_percent: z.number().nullable(),
  average_loss_percent: z.number().nullable(),
  /** In cents of the quote (an index's points × 100). */
  average_gain_cents: z.number().nullable(),
  average_loss_cents: z.number().nullable(),
  payoff: z.number().nullable(),
  expectancy_percent: z.number().nullable(),
  worst_streak: z.object({ losses: z.number().int(), percent: z.number() }),
  total_percent: z.number(),
});
export type TrackRecordFiguresJson = z.infer<typeof trackRecordFiguresSchema>;

export const trackRecordSchema = z.object({
  overall: trackRecordFiguresSchema,
  /** São Paulo months (`YYYY-MM`) a counted call ended in, oldest first. */
  months: z.array(z.object({ month: z.string(), figures: trackRecordFiguresSchema })),
  /** By name. */
  analysts: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      cnpi: z.string().nullable(),
      figures: trackRecordFiguresSchema,
    }),
  ),
  /** By name. */
  trade_methods: z.array(
    z.object({ id: z.number().int(), name: z.string(), figures: trackRecordFiguresSchema }),
  ),
});
export type TrackRecordJson = z.infer<typeof trackRecordSchema>;

/** A counted call: it ended after an entry. No stop, no target: only what happened. */
export const closedCallSchema = z.object({
  id: z.number().int(),
  asset: z.object({ code: z.string(), name: z.string(), market: z.enum(MARKET_VALUES) }),
  operation: z.enum(OPERATION_TYPE_VALUES),
  analyst: z.object({ id: z.number().int(), name: z.string(), cnpi: z.string().nullable() }),
  trade_method: z.object({ id: z.number().int(), name: z.string() }),
  published_at: z.string(),
  entered_at: z.string(),
  entry_cents: z.number().int(),
  closed_at: z.string(),
  status: z.enum(CLOSED_CALL_STATUS_VALUES),
  result_percent: z.number(),
  result_cents: z.number(),
});
export type ClosedCallJson = z.infer<typeof closedCallSchema>;
export const closedCallListSchema = listResponseSchema(closedCallSchema);
