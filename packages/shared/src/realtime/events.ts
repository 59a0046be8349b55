import { z } from 'zod';
import { chatMessageSchema } from '../live/chat.contract.ts';
import { recommendationFollowedEventSchema } from '../recommendations/follows.contract.ts';

/**
 * The realtime protocol both sides speak over the one WebSocket endpoint (ARCHITECTURE.md: order
 * status push now, live chat later). Every frame is one JSON text message; each side validates
 * what it receives with these schemas and never trusts the other one's shape.
 */

export const REALTIME_PATH = '/api/realtime';

/**
 * Browsers cannot set `Authorization` on a WebSocket, so the token travels as a second offered
 * subprotocol, `bearer.<token>`. The server always selects this name instead, so the token is never
 * echoed back in the handshake response (a browser fails a handshake that selects none).
 */
export const REALTIME_PROTOCOL = 'lsp.v1';
export const REALTIME_BEARER_PREFIX = 'bearer.';

/** Limits the server enforces; the client keeps within them. */
export const REALTIME_MAX_SUBSCRIPTIONS = 50;
export const REALTIME_MAX_FRAME_BYTES = 4096;

/** Texts people may see (pt-BR); the client shows them as they come. */
export const REALTIME_MESSAGES = {
  invalidFrame: 'Mensagem inválida.',
  forbidden: 'Você não tem acesso a este canal.',
  tooManySubscriptions: `Limite de ${REALTIME_MAX_SUBSCRIPTIONS} canais por conexão atingido.`,
  unavailable: 'Não foi possível entrar neste canal agora. Tente novamente.',
  sessionEnded: 'Sessão expirada ou inválida. Faça login novamente.',
} as const;

/* ── Topics ─────────────────────────────────────────────────────────────────────────────────── */

/**
 * `prefix:id`: the prefix names what is watched (`order`, later the chat's) and picks the module
 * that decides who may watch it; the id is that module's business. Both parts are kept to safe
 * characters because topics become Redis channel names and log fields.
 */
const TOPIC_PATTERN = /^([a-z][a-z0-9-]{0,31}):([A-Za-z0-9_-]{1,64})$/;
export const TOPIC_PREFIX_PATTERN = /^[a-z][a-z0-9-]{0,31}$/;

export const topicSchema = z.string().max(97).regex(TOPIC_PATTERN);

export interface ParsedTopic {
  prefix: string;
  id: string;
}

export function parseTopic(topic: string): ParsedTopic | null {
  const match = TOPIC_PATTERN.exec(topic);
  if (!match?.[1] || !match[2]) return null;
  return { prefix: match[1], id: match[2] };
}

export const ORDER_TOPIC_PREFIX = 'order';

/** The topic whose events tell one order's payment status (the Pix modal listens to it). */
export function orderTopic(orderId: number): string {
  if (!Number.isSafeInteger(orderId) || orderId <= 0) {
    throw new RangeError(`id de pedido inválido: ${orderId}`);
  }
  return `${ORDER_TOPIC_PREFIX}:${orderId}`;
}

/** The order id of an `order:<id>` topic (or of its id part alone), null for anything else. */
export function orderIdOfTopic(topicOrId: string): number | null {
  const id = topicOrId.startsWith(`${ORDER_TOPIC_PREFIX}:`)
    ? topicOrId.slice(ORDER_TOPIC_PREFIX.length + 1)
    : topicOrId;
  if (!/^[1-9]\d{0,15}$/.test(id)) return null;
  const value = Number(id);
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * A chat has two topics (docs/live.md): `chat:<id>` carries what every viewer may see (visible
 * messages only, so a hidden message's text never reaches a customer's socket), `chatmod:<id>`
 * carries everything to its moderators (hidden messages, mutes, moderation updates).
 */
export const CHAT_TOPIC_PREFIX = 'chat';
export const CHAT_MODERATION_TOPIC_PREFIX = 'chatmod';

function positiveId(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value <= 0)
    throw new RangeError(`id de ${what} inválido: ${value}`);
}

export function chatTopic(chatId: number): string {
  positiveId(chatId, 'chat');
  return `${CHAT_TOPIC_PREFIX}:${chatId}`;
}

export function chatModerationTopic(chatId: number): string {
  positiveId(chatId, 'chat');
  return `${CHAT_MODERATION_TOPIC_PREFIX}:${chatId}`;
}

/* ── Events carried on topics ───────────────────────────────────────────────────────────────── */

/*
 * Names here stay realtime-specific (no bare `PaymentStatus`): `@app/shared` re-exports every
 * module, and the store's own contract will name its enums.
 */
export const orderStatusEventSchema = z.object({
  name: z.literal('order.status'),
  order_id: z.number().int().positive(),
  /** The store's status id (2 = paid) and its name, as the order pages show them. */
  status: z.number().int(),
  status_name: z.string(),
  /* 'declined' too: the store's payment statuses include it (a refused card), and a publish with
     a status this schema lacked would throw in the store. */
  payment_status: z.enum(['pending', 'paid', 'expired', 'cancelled', 'refunded', 'declined']),
  /** When the Pix code stops being payable (ISO 8601), null for other payment methods. */
  pix_expiration_date: z.string().nullable(),
});
export type OrderStatusEvent = z.infer<typeof orderStatusEventSchema>;

/** New visible messages of one chat (one event per coalescing window, oldest first). */
export const chatMessagesEventSchema = z.object({
  name: z.literal('chat.messages'),
  chat_id: z.number().int().positive(),
  messages: z.array(chatMessageSchema),
});

/** Messages viewers must drop (hidden or deleted by a moderator). Carries ids only. */
export const chatMessagesRemovedEventSchema = z.object({
  name: z.literal('chat.messages.removed'),
  chat_id: z.number().int().positive(),
  message_ids: z.array(z.number().int().positive()),
  /** Hidden: their authors still see their own (spec section 4); deleted: nobody but staff. */
  reason: z.enum(['hidden', 'deleted']).default('hidden'),
});

/** Moderators' topic: a message changed (hidden, unhidden, deleted), with its new state. */
export const chatMessageUpdatedEventSchema = z.object({
  name: z.literal('chat.message.updated'),
  chat_id: z.number().int().positive(),
  message: chatMessageSchema,
});

/** Moderators' topic: someone was muted (expires_at null: until unmuted) or unmuted. */
export const chatMuteEventSchema = z.object({
  name: z.literal('chat.mute'),
  chat_id: z.number().int().positive(),
  user_id: z.number().int().positive(),
  muted: z.boolean(),
  muted_at: z.string().nullable(),
  expires_at: z.string().nullable(),
});

/** Both topics: the room's settings changed (slow mode, opened or closed). */
export const chatSettingsEventSchema = z.object({
  name: z.literal('chat.settings'),
  chat_id: z.number().int().positive(),
  slow_mode_seconds: z.number().int().nonnegative(),
  chat_open: z.boolean(),
});

/**
 * Recommendations (issue 15) of one brand, on `recs:<brand>`: a recommendation was published or
 * moved. It carries no level (entry, stop, targets, prices): a screen that shows them asks the
 * API, which answers each person by their grants.
 */
export const RECOMMENDATIONS_TOPIC_PREFIX = 'recs';
export function recommendationsTopic(brand: string): string {
  return `${RECOMMENDATIONS_TOPIC_PREFIX}:${brand}`;
}
export const recommendationChangedEventSchema = z.object({
  name: z.literal('recommendation.changed'),
  id: z.number().int().positive(),
  trade_method_id: z.number().int().positive(),
  asset_id: z.number().int().positive(),
  asset_code: z.string(),
  operation: z.enum(['buy', 'sell']),
  /** The history line's kind (`published` for a new one) and the status it left. */
  kind: z.string(),
  status: z.string(),
  target: z.number().int().nullable(),
  at: z.string(),
  version: z.number().int(),
});
export type RecommendationChangedEvent = z.infer<typeof recommendationChangedEventSchema>;

/**
 * A person's own topic, `user:<id>`: only that person may watch it. It carries their in-app
 * notifications (today: the recommendations of what they follow, `recommendation.followed`).
 */
export const USER_TOPIC_PREFIX = 'user';
export function userTopic(userId: number): string {
  positiveId(userId, 'usuário');
  return `${USER_TOPIC_PREFIX}:${userId}`;
}

/**
 * Everything a topic can carry, told apart by `name`; a client built before an event existed
 * drops the frames it cannot read instead of failing.
 */
export const serverTopicEventSchema = z.discriminatedUnion('name', [
  orderStatusEventSchema,
  chatMessagesEventSchema,
  chatMessagesRemovedEventSchema,
  chatMessageUpdatedEventSchema,
  chatMuteEventSchema,
  chatSettingsEventSchema,
  recommendationChangedEventSchema,
  recommendationFollowedEventSchema,
]);
export type ServerTopicEvent = z.infer<typeof serverTopicEventSchema>;
export type ServerTopicEventName = ServerTopicEvent['name'];

/* ── Frames ─────────────────────────────────────────────────────────────────────────────────── */

/* Unknown fields are dropped rather than refused, so either side can add some without breaking
   the other one's older build. */
export const clientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), topic: topicSchema }),
  z.object({ type: z.literal('unsubscribe'), topic: topicSchema }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

export const serverFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribed'), topic: topicSchema }),
  z.object({ type: z.literal('error'), topic: topicSchema.optional(), message: z.string() }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('event'), topic: topicSchema, event: serverTopicEventSchema }),
  /** Several events of one topic in one frame (the chat's coalescing window), oldest first. */
  z.object({
    type: z.literal('batch'),
    topic: topicSchema,
    events: z.array(serverTopicEventSchema),
  }),
]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;

function parseFrame<T>(schema: z.ZodType<T>, text: string): T | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const result = schema.safeParse(json);
  return result.success ? result.data : null;
}

/** A frame from a client, or null when the text is not JSON or not a frame we know. */
export function parseClientFrame(text: string): ClientFrame | null {
  return parseFrame(clientFrameSchema, text);
}

/** A frame from the server, or null when the text is not JSON or not a frame we know. */
export function parseServerFrame(text: string): ServerFrame | null {
  return parseFrame(serverFrameSchema, text);
}
