import { z } from 'zod';
import { RECOMMENDATION_STATUS_VALUES } from './domain.ts';

/**
 * Following a trade method or an analyst (issue 15, resource Cliente-Recomendações): the customer
 * chooses how to hear of their recommendations — a notification in the app, on their own realtime
 * topic, and/or the daily e-mail digest queued through the outbox. Neither carries a level.
 */

/**
 * The customers' page of one recommendation (`/cliente/recomendacoes?id=…`): where the chat's
 * card, the notifications and the digest's e-mail lead.
 */
export const CUSTOMER_RECOMMENDATIONS_PATH = '/cliente/recomendacoes';
export function customerRecommendationPath(id: number): string {
  return `${CUSTOMER_RECOMMENDATIONS_PATH}?id=${id}`;
}

export const FOLLOW_MESSAGES = {
  target: 'Escolha um método ou um analista para seguir.',
  oneTarget: 'Siga um método ou um analista de cada vez.',
  channel: 'Escolha ao menos um aviso: no app ou por e-mail.',
  methodNotFound: 'Método não encontrado.',
  analystNotFound: 'Analista não encontrado.',
  notFound: 'Você não segue este método ou analista.',
} as const;

export const FOLLOW_KIND_VALUES = ['trade_method', 'analyst'] as const;
export type FollowKind = (typeof FOLLOW_KIND_VALUES)[number];

const targetId = z
  .number({ error: FOLLOW_MESSAGES.target })
  .int({ error: FOLLOW_MESSAGES.target })
  .positive({ error: FOLLOW_MESSAGES.target })
  .max(2_147_483_647, { error: FOLLOW_MESSAGES.target });

/** `POST /api/follow-recommendations`: a method or an analyst; following again updates the avisos. */
export const followInputSchema = z
  .object({
    trade_method_id: targetId.optional(),
    analyst_id: targetId.optional(),
    notify_app: z.boolean({ error: FOLLOW_MESSAGES.channel }).default(true),
    notify_email: z.boolean({ error: FOLLOW_MESSAGES.channel }).default(false),
  })
  .strict()
  .superRefine((value, ctx) => {
    const has =
      (value.trade_method_id !== undefined ? 1 : 0) + (value.analyst_id !== undefined ? 1 : 0);
    if (has === 0)
      ctx.addIssue({ code: 'custom', path: ['trade_method_id'], message: FOLLOW_MESSAGES.target });
    if (has === 2)
      ctx.addIssue({ code: 'custom', path: ['analyst_id'], message: FOLLOW_MESSAGES.oneTarget });
    if (!value.notify_app && !value.notify_email)
      ctx.addIssue({ code: 'custom', path: ['notify_app'], message: FOLLOW_MESSAGES.channel });
  });
export type FollowInput = z.input<typeof followInputSchema>;

export const followSchema = z.object({
  id: z.number().int(),
  kind: z.enum(FOLLOW_KIND_VALUES),
  /** The method's or the analyst's id, with the name to show. */
  target_id: z.number().int(),
  target_name: z.string(),
  notify_app: z.boolean(),
  notify_email: z.boolean(),
  created_at: z.string(),
});
export type Follow = z.infer<typeof followSchema>;

/** `GET /api/list-recommendation-follows`: what the signed-in person follows in this brand. */
export const followListSchema = z.array(followSchema);

/* ── The in-app notification: the follower's own realtime topic ──────────────────────────────── */

/**
 * A recommendation of something the person follows was published or moved. Like
 * `recommendation.changed` it carries no level: the screen it opens asks the API.
 */
export const recommendationFollowedEventSchema = z.object({
  name: z.literal('recommendation.followed'),
  id: z.number().int().positive(),
  brand: z.string(),
  /** The history line's kind (`published` for a new one) and the status it left. */
  kind: z.string(),
  status: z.enum(RECOMMENDATION_STATUS_VALUES),
  target: z.number().int().nullable(),
  asset_code: z.string(),
  operation: z.enum(['buy', 'sell']),
  trade_method: z.object({ id: z.number().int(), name: z.string() }),
  analyst: z.object({ id: z.number().int(), name: z.string() }),
  /** Why this person hears of it: the method, the analyst, or both. */
  followed: z.array(z.enum(FOLLOW_KIND_VALUES)),
  at: z.string(),
});
export type RecommendationFollowedEvent = z.infer<typeof recommendationFollowedEventSchema>;
