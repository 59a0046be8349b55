import { z } from 'zod';
import { RECOMMENDATION_STATUS_VALUES } from '../recommendations/domain.ts';

/**
 * The live chat (issue 6, docs/live.md): messages, attachments, moderation and replay. One
 * contract for the Fastify routes, the realtime events (`realtime/events.ts`) and the React chat.
 *
 * API paths (all under /api; `:chatId` a chat room, `:id` a message):
 * viewers (customers with access to a broadcast that uses the chat, or staff with `Transmissões`):
 *   GET  list-chat-messages/:chatId?before_id=&after_id=&limit=  → chatHistorySchema
 *        (no cursor: the last `chat_config` size — analyst 100 / client 20; `before_id`: load
 *        older; `after_id`: catch-up after a reconnect, oldest first, up to 500)
 *   POST create-chat-message/:chatId  chatMessageInputSchema → 201 chatMessageSchema
 *        (429 with `retry_after` in slow mode; a repeated `client_id` answers the same message)
 *   POST upload-chat-file/:chatId  multipart `file` (image or PDF, ≤ 10 MB) → 201 chatFileSchema
 *   GET  chat-file/:fileId  the file (who may read the chat may read its files)
 *   GET  list-broadcast-chat-replay/:broadcastId?from_seconds=&to_seconds= → chatReplaySchema
 * moderators (resource `Transmissões`, action update):
 *   GET    list-chat-muted-users/:chatId → mutedUserSchema[]
 *   POST   mute-chat-user/:chatId  muteInputSchema → mutedUserSchema
 *   DELETE unmute-chat-user/:chatId/:userId → 204
 *   PUT    hide-chat-message/:id, PUT unhide-chat-message/:id → chatMessageSchema
 *   DELETE delete-chat-message/:id → 204 (soft: `deleted_at`)
 *   PUT    hide-chat-user-messages/:chatId/:userId → hiddenMessagesSchema
 *   PUT    update-chat-slow-mode/:chatId  slowModeInputSchema → slowModeSchema
 *   GET    list-chat-moderation-log/:chatId?page=&per_page= → moderationLogPageSchema
 *
 * Errors are `{ error }` (pt-BR, from CHAT_MESSAGES); the 429s (slow mode, too fast) add
 * `retry_after` (seconds) and the `Retry-After` header.
 */

/** docs/live.md: what each type looks like. Types 3 and 5 are staff-only. */
export const CHAT_MESSAGE_TYPE = { text: 1, highlight: 3, recommendation: 5 } as const;
export const CHAT_MESSAGE_TYPE_VALUES = [1, 3, 5] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPE_VALUES)[number];
/** 1: sent from a viewer's page; 2: from the staff's live view. */
export const CHAT_ORIGIN_VALUES = [1, 2] as const;
export const CHAT_BADGE_VALUES = ['admin', 'senior', 'premium', 'trial', 'courtesy'] as const;
export type ChatBadge = (typeof CHAT_BADGE_VALUES)[number];

export const CHAT_MESSAGE_MAX_LENGTH = 1000;
export const CHAT_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const CHAT_FILES_PER_MESSAGE = 4;
export const CHAT_FILE_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'application/pdf',
] as const;
/** Catch-up after a reconnect answers at most this many; past it the client reloads history. */
export const CHAT_CATCH_UP_LIMIT = 500;
/** The fan-out sends each chat's messages of one window as one frame (docs/live.md). */
export const CHAT_COALESCE_WINDOW_MS = 150;
/** Spec section 9: row-height estimation breakpoints by width (px), narrowest first. */
export const CHAT_ROW_BREAKPOINTS = [300, 345, 440, 458, 540, 711, 767, 960, 1260] as const;

export const CHAT_MESSAGES = {
  empty: 'Escreva uma mensagem.',
  tooLong: `Use no máximo ${CHAT_MESSAGE_MAX_LENGTH} caracteres.`,
  chatNotFound: 'Chat não encontrado.',
  chatClosed: 'Este chat está fechado para novas mensagens.',
  noAccess: 'Você não tem acesso a este chat.',
  messageNotFound: 'Mensagem não encontrada.',
  replyNotFound: 'A mensagem respondida não existe neste chat.',
  staffOnlyType: 'Apenas a equipe pode enviar este tipo de mensagem.',
  recommendationRequired: 'Preencha os dados da recomendação.',
  slowMode: 'Modo lento ativo: aguarde {{seconds}} segundos para enviar outra mensagem.',
  fileTooLarge: 'O arquivo deve ter no máximo 10 MB.',
  fileType: 'Envie apenas imagens (JPEG, PNG, WebP ou GIF) ou PDF.',
  fileMissing: 'Envie um arquivo.',
  fileNotFound: 'Arquivo não encontrado.',
  tooManyFiles: `Envie no máximo ${CHAT_FILES_PER_MESSAGE} arquivos por mensagem.`,
  cannotMuteStaff: 'Não é possível silenciar um administrador ou o responsável pelo chat.',
  cannotMuteSelf: 'Você não pode silenciar a si mesmo.',
  userNotMuted: 'Esta pessoa não está silenciada.',
  replayUnavailable: 'O replay do chat fica disponível quando a transmissão termina.',
  userNotFound: 'Pessoa não encontrada.',
  tooFast: 'Você está enviando mensagens rápido demais. Aguarde {{seconds}} segundos.',
  tooManyUploads: 'Você enviou muitos arquivos em pouco tempo. Aguarde alguns minutos.',
} as const;

/** A customer's spam guard: at most this many messages per window in one chat (staff exempt). */
export const CHAT_SPAM_LIMIT = { messages: 5, windowSeconds: 10 } as const;

/** A customer's uploads: at most this many files per window (staff exempt). */
export const CHAT_UPLOAD_LIMIT = { files: 20, windowSeconds: 600 } as const;

/** A 429 of the chat: the message to show and the seconds to wait. */
export const chatRateLimitedSchema = z.object({
  error: z.string(),
  retry_after: z.number().int().positive(),
});

/** The slow-mode message with its seconds filled in. */
export function slowModeMessage(seconds: number): string {
  return CHAT_MESSAGES.slowMode.replace('{{seconds}}', String(Math.max(1, Math.ceil(seconds))));
}

/** The spam-guard message with its seconds filled in. */
export function tooFastMessage(seconds: number): string {
  return CHAT_MESSAGES.tooFast.replace('{{seconds}}', String(Math.max(1, Math.ceil(seconds))));
}

const MAX_INT = 2_147_483_647;
const id = z.coerce.number().int().positive().max(MAX_INT);
const bigId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/* ── Messages ───────────────────────────────────────────────────────────────────────────────── */

/** Spec section 3 "Chat message" → user: the badges, nickname, name and identifier. */
export const chatUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nickname: z.string().nullable(),
  /** The CPF: only staff get it; other viewers get null. */
  identifier: z.string().nullable(),
  avatar_url: z.string().nullable(),
  admin: z.boolean(),
  senior: z.boolean(),
  premium: z.boolean(),
  trial: z.boolean(),
  courtesy: z.boolean(),
  /** Staff (any non-customer profile): exempt from slow mode, may use types 3 and 5. */
  staff: z.boolean(),
});
export type ChatUser = z.infer<typeof chatUserSchema>;

/** Type 5: the recommendation card. Prices in integer cents. */
export const recommendationPayloadSchema = z
  .object({
    ticker: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{4,12}$/, { error: 'Informe o código do ativo (ex.: PETR4).' }),
    operation: z.enum(['compra', 'venda']),
    /** Absent on a published recommendation's card: its levels are read by grant (issue 15). */
    entry_cents: z.coerce.number().int().positive().max(100_000_000).optional(),
    stop_cents: z.coerce.number().int().positive().max(100_000_000).nullish(),
    target_cents: z.coerce.number().int().positive().max(100_000_000).nullish(),
    /** The published recommendation the card shows (the card opens it, its moves follow). */
    recommendation_id: z.number().int().positive().optional(),
    /** The recommendation's status when the card was posted. */
    status: z.enum(RECOMMENDATION_STATUS_VALUES).optional(),
  })
  .strict()
  .refine((card) => card.entry_cents !== undefined || card.recommendation_id !== undefined, {
    path: ['entry_cents'],
    error: 'Informe o preço de entrada.',
  });
export type RecommendationPayload = z.infer<typeof recommendationPayloadSchema>;

export const chatFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mime: z.enum(CHAT_FILE_MIME_TYPES),
  size_bytes: z.number().int(),
  /** `/api/chat-file/:id`: fetched with the viewer's token. */
  url: z.string(),
});
export type ChatFile = z.infer<typeof chatFileSchema>;

export const chatReplyToSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  user_chat: z.string(),
  /** The quoted message was deleted or hidden since: the quote says so instead of its text. */
  removed: z.boolean(),
});

export const chatMessageSchema = z.object({
  id: z.number().int(),
  chat_id: z.number().int(),
  message: z.string(),
  type: z.union([z.literal(1), z.literal(3), z.literal(5)]),
  origin: z.union([z.literal(1), z.literal(2)]),
  payload: recommendationPayloadSchema.nullable(),
  user: chatUserSchema,
  user_id: z.number().int(),
  /** The name the chat shows: the nickname, else the first name. */
  user_chat: z.string(),
  /**
   * Only staff and the author ever receive a hidden message (docs/live.md); the author's own UI
   * may show it normally.
   */
  hidden: z.boolean(),
  /** Staff see why (others get null): a moderator hid it, or its author was muted when it was sent. */
  hidden_reason: z.enum(['moderator', 'muted']).nullable(),
  deleted_at: z.string().nullable(),
  created_at: z.string(),
  reply_to: chatReplyToSchema.nullable(),
  files_message: z.array(chatFileSchema),
  client_id: z.string().nullable(),
  broadcast_id: z.number().int().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatMessageInputSchema = z
  .object({
    message: z
      .string({ error: CHAT_MESSAGES.empty })
      .trim()
      .max(CHAT_MESSAGE_MAX_LENGTH, { error: CHAT_MESSAGES.tooLong }),
    type: z.union([z.literal(1), z.literal(3), z.literal(5)]).default(1),
    origin: z.union([z.literal(1), z.literal(2)]).default(1),
    reply_to_id: bigId.nullish(),
    file_ids: z
      .array(id)
      .max(CHAT_FILES_PER_MESSAGE, { error: CHAT_MESSAGES.tooManyFiles })
      .default([]),
    payload: recommendationPayloadSchema.nullish(),
    /** The sender's id for this message (a retry with the same id makes one message). */
    client_id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/)
      .nullish(),
  })
  .strict()
  .refine((m) => m.message.length > 0 || m.file_ids.length > 0 || m.type === 5, {
    path: ['message'],
    error: CHAT_MESSAGES.empty,
  })
  .refine((m) => m.type !== 5 || m.payload != null, {
    path: ['payload'],
    error: CHAT_MESSAGES.recommendationRequired,
  });
export type ChatMessageInput = z.input<typeof chatMessageInputSchema>;

export const chatHistoryQuerySchema = z
  .object({
    before_id: bigId.optional(),
    after_id: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
    limit: z.coerce.number().int().min(1).max(CHAT_CATCH_UP_LIMIT).optional(),
  })
  .strict();

export const chatHistorySchema = z.object({
  chat_id: z.number().int(),
  /** Oldest first. */
  messages: z.array(chatMessageSchema),
  /** More messages exist before the first one ("carregar anteriores"). */
  has_older: z.boolean(),
  /** After a catch-up (`after_id`): more than the limit were missed; reload the history. */
  truncated: z.boolean(),
  chat_open: z.boolean(),
  slow_mode_seconds: z.number().int(),
  /** Whether the viewer moderates this chat (the moderation tools show). */
  moderator: z.boolean(),
  /** Seconds this viewer's chat is held back (session `delay_broadcast`). */
  delay_seconds: z.number().int().nonnegative(),
});
export type ChatHistory = z.infer<typeof chatHistorySchema>;

/* ── Moderation ─────────────────────────────────────────────────────────────────────────────── */

export const muteInputSchema = z
  .object({
    user_id: id,
    reason: z.string().trim().max(300).nullish(),
    /** Null: until a moderator unmutes. */
    duration_minutes: z.coerce
      .number()
      .int()
      .min(1)
      .max(60 * 24 * 365)
      .nullish(),
  })
  .strict();
export type MuteInput = z.input<typeof muteInputSchema>;

/** Spec section 3 "Muted user: id, muted_at" (id is the user's), plus what moderators see. */
export const mutedUserSchema = z.object({
  id: z.number().int(),
  muted_at: z.string(),
  expires_at: z.string().nullable(),
  reason: z.string().nullable(),
  name: z.string(),
  muted_by: z.string(),
});
export type MutedUser = z.infer<typeof mutedUserSchema>;

export const slowModeInputSchema = z
  .object({ seconds: z.coerce.number().int().min(0).max(3600) })
  .strict();
/** `update-chat-slow-mode/:chatId`: the room's slow mode now. */
export const slowModeSchema = z.object({ slow_mode_seconds: z.number().int() });
export type SlowMode = z.infer<typeof slowModeSchema>;

/** `hide-chat-user-messages/:chatId/:userId`: how many of the person's messages were hidden. */
export const hiddenMessagesSchema = z.object({ hidden: z.number().int() });
export type HiddenMessages = z.infer<typeof hiddenMessagesSchema>;

export const MODERATION_ACTION_VALUES = [
  'mute',
  'unmute',
  'hide',
  'unhide',
  'delete',
  'hide_user_messages',
  'slow_mode',
] as const;

export const moderationLogEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(MODERATION_ACTION_VALUES),
  moderator: z.string(),
  target_user: z.string().nullable(),
  message_id: z.number().int().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type ModerationLogEntry = z.infer<typeof moderationLogEntrySchema>;

export const moderationLogQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

/** Newest first, `{ data, meta }` like every paged list. */
export const moderationLogPageSchema = z.object({
  data: z.array(moderationLogEntrySchema),
  meta: z.object({
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  }),
});
export type ModerationLogPage = z.infer<typeof moderationLogPageSchema>;

/* ── Replay ─────────────────────────────────────────────────────────────────────────────────── */

export const chatReplayQuerySchema = z
  .object({
    from_seconds: z.coerce
      .number()
      .int()
      .min(0)
      .max(7 * 24 * 3600)
      .default(0),
    to_seconds: z.coerce
      .number()
      .int()
      .min(0)
      .max(7 * 24 * 3600)
      .optional(),
  })
  .strict();

export const chatReplayMessageSchema = chatMessageSchema.extend({
  /** Seconds from the live's start: the video time at which the message shows. */
  offset_seconds: z.number().nonnegative(),
});
export type ChatReplayMessage = z.infer<typeof chatReplayMessageSchema>;

export const chatReplaySchema = z.object({
  broadcast_id: z.number().int(),
  chat_id: z.number().int(),
  started_at: z.string(),
  ended_at: z.string(),
  messages: z.array(chatReplayMessageSchema),
});
export type ChatReplay = z.infer<typeof chatReplaySchema>;

/** Row-height estimate for the virtualised list (spec section 9 breakpoints). */
export function chatBreakpointFor(width: number): number {
  for (const bp of CHAT_ROW_BREAKPOINTS) if (width <= bp) return bp;
  return Infinity;
}

export { bigId as chatMessageIdSchema };
