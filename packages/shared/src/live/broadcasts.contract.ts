import { z } from 'zod';
import { coverUrlSchema } from '../media/cover.ts';
import {
  requiredSignatureSchema,
  slugSchema,
  videoUrlSchema,
} from '../learning/courses.contract.ts';

/**
 * Live broadcasts, programmes (`/playlist`), the programme grid (`/grade-programacao`),
 * categories (`/categorias`) and chat rooms (issue 6, docs/live.md). One contract for the Fastify
 * routes and the React forms. Times are ISO 8601 strings in UTC; the grid's date and hour are São
 * Paulo wall time (spec section 3 "Schedule item: date, hour").
 *
 * API paths (all under /api):
 * staff (resource `Transmissões`): GET list-broadcasts, GET find-broadcast/:id,
 *   POST create-broadcast, PUT update-broadcast/:id, DELETE delete-broadcast/:id,
 *   PUT start-broadcast/:id (status → live, startedAt = now), PUT end-broadcast/:id
 *   (status → ended, endedAt = now, optional recording_url), GET list-live-broadcasts (the
 *   `/transmissoes/visualizar` cards: live first, then the next scheduled);
 *   chats: GET list-chats, GET find-chat/:id, POST create-chat, PUT update-chat/:id, GET select-chats,
 *   GET select-chats-search?search=, GET select-chat-recommendations.
 * client (resource `Cliente-Feed`): GET list-feed → liveFeedSchema.
 * client (resource `Cliente-Transmissões`): GET list-client-broadcasts (recordings and upcoming
 *   the user may watch, paged), GET find-client-broadcast/:id → clientBroadcastSchema, or 403
 *   with `required_signatures` (the subscribe prompt).
 * grid (resource `Grade de Programação`): GET list-schedule-grid?week=YYYY-MM-DD (read),
 *   POST create-schedule-item, PUT update-schedule-item/:id, DELETE delete-schedule-item/:id,
 *   GET select-type-schedule-grid.
 * programmes (resource `Playlist`): GET list-playlists, GET find-playlist/:id (with its
 *   broadcasts), POST create-playlist, PUT update-playlist/:id, DELETE delete-playlist/:id,
 *   GET select-playlists.
 * categories (resource `Categorias`): GET list-categories, GET find-category/:id,
 *   POST create-category, PUT update-category/:id, DELETE delete-category/:id (`select-category`
 *   already exists).
 */

export const BROADCAST_STATUS_VALUES = ['scheduled', 'live', 'ended'] as const;
export type BroadcastStatus = (typeof BROADCAST_STATUS_VALUES)[number];

export const BROADCAST_MESSAGES = {
  notFound: 'Transmissão não encontrada.',
  titleRequired: 'Informe o título da transmissão.',
  endBeforeStart: 'O término deve ser depois do início.',
  alreadyLive: 'Esta transmissão já está ao vivo.',
  notLive: 'Esta transmissão não está ao vivo.',
  alreadyEnded: 'Esta transmissão já terminou.',
  chatNotFound: 'Chat não encontrado.',
  programNotFound: 'Programa não encontrado.',
  categoryNotFound: 'Categoria não encontrada.',
  categoryInUse: 'Esta categoria está em uso e não pode ser excluída.',
  scheduleItemNotFound: 'Horário não encontrado.',
  invalidDate: 'Informe uma data válida.',
  invalidHour: 'Informe um horário no formato HH:mm.',
} as const;

const MAX_INT = 2_147_483_647;
const id = z.coerce.number().int().positive().max(MAX_INT);
const optionalId = id.nullish();
const isoDateTime = z.iso.datetime({ offset: true, error: BROADCAST_MESSAGES.invalidDate });
const html = z.string().max(100_000).nullish();
const imageUrl = z.url({ error: 'Informe um link de imagem válido.' }).max(500).nullish();

const page = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(120).optional(),
};

/* ── Broadcasts ─────────────────────────────────────────────────────────────────────────────── */

export const broadcastInputSchema = z
  .object({
    title: z
      .string({ error: BROADCAST_MESSAGES.titleRequired })
      .trim()
      .min(2, { error: BROADCAST_MESSAGES.titleRequired })
      .max(160, { error: 'Use no máximo 160 caracteres.' }),
    description_html: html,
    video_url: videoUrlSchema,
    recording_url: videoUrlSchema.nullish(),
    thumbnail_url: imageUrl,
    category_id: optionalId,
    program_id: optionalId,
    /** Null: the broadcast has no chat. */
    chat_id: optionalId,
    scheduled_start_at: isoDateTime,
    scheduled_end_at: isoDateTime,
    /** Every signed-in customer may watch (trial included). */
    open_to_all: z.boolean().default(false),
    /** Signature types whose subscribers may watch (its qualification). */
    signature_type_ids: z.array(id).max(50).default([]),
  })
  .strict()
  .refine((b) => Date.parse(b.scheduled_end_at) > Date.parse(b.scheduled_start_at), {
    path: ['scheduled_end_at'],
    error: BROADCAST_MESSAGES.endBeforeStart,
  });
export type BroadcastInput = z.input<typeof broadcastInputSchema>;

export const broadcastListQuerySchema = z
  .object({
    ...page,
    status: z.enum(BROADCAST_STATUS_VALUES).optional(),
    category_id: id.optional(),
    program_id: id.optional(),
  })
  .strict();

export const endBroadcastSchema = z.object({ recording_url: videoUrlSchema.nullish() }).strict();

/** A broadcast as staff edit it. */
export const broadcastSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description_html: z.string().nullable(),
  video_url: z.string(),
  recording_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  category_id: z.number().int().nullable(),
  category: z.string().nullable(),
  program_id: z.number().int().nullable(),
  program: z.string().nullable(),
  chat_id: z.number().int().nullable(),
  chat: z.string().nullable(),
  scheduled_start_at: z.string(),
  scheduled_end_at: z.string(),
  status: z.enum(BROADCAST_STATUS_VALUES),
  started_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  open_to_all: z.boolean(),
  signature_type_ids: z.array(z.number().int()),
  signatures: z.array(z.object({ id: z.number().int(), name: z.string() })),
  updated_at: z.string(),
});
export type Broadcast = z.infer<typeof broadcastSchema>;

/** A card in the feed, the lives list and the staff's `/transmissoes/visualizar`. */
export const broadcastCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  thumbnail_url: z.string().nullable(),
  category: z.string().nullable(),
  program: z.string().nullable(),
  status: z.enum(BROADCAST_STATUS_VALUES),
  scheduled_start_at: z.string(),
  scheduled_end_at: z.string(),
  started_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  chat_id: z.number().int().nullable(),
  /** Whether the person asking may watch it (the feed shows only these; staff lists all). */
  can_watch: z.boolean(),
});
export type BroadcastCard = z.infer<typeof broadcastCardSchema>;

/**
 * `GET /api/list-feed`: Cliente-Feed. `next` and `recent`: only what the user may watch. `live`:
 * every live broadcast; one the user may not watch comes with `can_watch: false` and the
 * signatures that would open it (`required_signatures`, the subscribe prompt's).
 */
export const liveFeedSchema = z.object({
  live: z.array(
    broadcastCardSchema.extend({
      required_signatures: z.array(requiredSignatureSchema).optional(),
    }),
  ),
  next: z.array(broadcastCardSchema),
  recent: z.array(broadcastCardSchema),
  /** Seconds this viewer's live stream and chat are held back (session `delay_broadcast`). */
  delay_broadcast: z.number().int().nonnegative(),
});
export type LiveFeed = z.infer<typeof liveFeedSchema>;

export const clientBroadcastListQuerySchema = z
  .object({
    ...page,
    status: z.enum(BROADCAST_STATUS_VALUES).optional(),
    program_id: id.optional(),
    category_id: id.optional(),
  })
  .strict();

/** `GET /api/find-client-broadcast/:id`: the live page. */
export const clientBroadcastSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description_html: z.string().nullable(),
  /** What to play now: the live link, or the recording once it ended. */
  video_url: z.string(),
  thumbnail_url: z.string().nullable(),
  category: z.string().nullable(),
  program_id: z.number().int().nullable(),
  program: z.string().nullable(),
  status: z.enum(BROADCAST_STATUS_VALUES),
  scheduled_start_at: z.string(),
  scheduled_end_at: z.string(),
  started_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  chat_id: z.number().int().nullable(),
  /** Whether the chat takes messages now (live and the room is active). */
  chat_open: z.boolean(),
  /** Ended with a chat: the page shows the chat replay in sync with the video. */
  replay_available: z.boolean(),
  delay_broadcast: z.number().int().nonnegative(),
});
export type ClientBroadcast = z.infer<typeof clientBroadcastSchema>;

/* ── Chats (rooms) ──────────────────────────────────────────────────────────────────────────── */

export const chatRoomInputSchema = z
  .object({
    name: z
      .string({ error: 'Informe o nome do chat.' })
      .trim()
      .min(2, { error: 'Informe o nome do chat.' })
      .max(120),
    slow_mode_seconds: z.coerce.number().int().min(0).max(3600).default(0),
    recommendations: z.boolean().default(false),
    active: z.boolean().default(true),
  })
  .strict();
export type ChatRoomInput = z.input<typeof chatRoomInputSchema>;

export const chatRoomSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slow_mode_seconds: z.number().int(),
  recommendations: z.boolean(),
  active: z.boolean(),
  messages_count: z.number().int(),
  created_at: z.string(),
});
export type ChatRoom = z.infer<typeof chatRoomSchema>;

/** `GET /api/select-chats-search?search=`: active rooms whose name contains it. */
export const chatSearchQuerySchema = z
  .object({ search: z.string().trim().max(120).optional() })
  .strict();

/* ── Programme grid ─────────────────────────────────────────────────────────────────────────── */

export const scheduleDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: BROADCAST_MESSAGES.invalidDate })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    error: BROADCAST_MESSAGES.invalidDate,
  });
export const scheduleHourSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: BROADCAST_MESSAGES.invalidHour });

export const scheduleItemInputSchema = z
  .object({
    date: scheduleDateSchema,
    hour: scheduleHourSchema,
    duration_minutes: z.coerce.number().int().min(5).max(1440).default(60),
    title: z
      .string({ error: 'Informe o título.' })
      .trim()
      .min(2, { error: 'Informe o título.' })
      .max(160),
    description: z.string().trim().max(1000).nullish(),
    type_id: optionalId,
    program_id: optionalId,
    broadcast_id: optionalId,
  })
  .strict();
export type ScheduleItemInput = z.input<typeof scheduleItemInputSchema>;

/** `GET /api/select-type-schedule-grid`: a slot's type and the Mantine colour it is painted. */
export const scheduleGridTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
});
export type ScheduleGridType = z.infer<typeof scheduleGridTypeSchema>;

/** `?week=` any day of the week; the grid answers Monday to Sunday around it. */
export const scheduleGridQuerySchema = z.object({ week: scheduleDateSchema.optional() }).strict();

export const scheduleItemSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  hour: z.string(),
  duration_minutes: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  type_id: z.number().int().nullable(),
  type: z.string().nullable(),
  color: z.string().nullable(),
  program_id: z.number().int().nullable(),
  program: z.string().nullable(),
  broadcast_id: z.number().int().nullable(),
});
export type ScheduleItem = z.infer<typeof scheduleItemSchema>;

export const scheduleGridSchema = z.object({
  /** Monday and Sunday of the week shown (YYYY-MM-DD). */
  week_start: z.string(),
  week_end: z.string(),
  items: z.array(scheduleItemSchema),
});
export type ScheduleGrid = z.infer<typeof scheduleGridSchema>;

/* ── Programmes (`/playlist`) ───────────────────────────────────────────────────────────────── */

export const programInputSchema = z
  .object({
    name: z
      .string({ error: 'Informe o nome do programa.' })
      .trim()
      .min(2, { error: 'Informe o nome do programa.' })
      .max(120),
    slug: slugSchema.nullish(),
    description_html: html,
    cover_url: coverUrlSchema,
    category_id: optionalId,
    sort_order: z.coerce.number().int().min(0).max(10_000).default(0),
    active: z.boolean().default(true),
  })
  .strict();
export type ProgramInput = z.input<typeof programInputSchema>;

export const programSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description_html: z.string().nullable(),
  cover_url: z.string().nullable(),
  /** Staff's alternative text of the cover (null or absent: the title stands in). */
  cover_alt: z.string().nullable().optional(),
  category_id: z.number().int().nullable(),
  category: z.string().nullable(),
  sort_order: z.number().int(),
  active: z.boolean(),
  broadcasts_count: z.number().int(),
});
export type Program = z.infer<typeof programSchema>;

export const programDetailSchema = programSchema.extend({
  broadcasts: z.array(broadcastCardSchema),
});
export type ProgramDetail = z.infer<typeof programDetailSchema>;

/* ── Categories (`/categorias`) ─────────────────────────────────────────────────────────────── */

export const categoryInputSchema = z
  .object({
    name: z
      .string({ error: 'Informe o nome da categoria.' })
      .trim()
      .min(2, { error: 'Informe o nome da categoria.' })
      .max(120),
    slug: slugSchema.nullish(),
    description: z.string().trim().max(1000).nullish(),
  })
  .strict();
export type CategoryInput = z.input<typeof categoryInputSchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  /** Courses, videos, programmes and broadcasts that use it (delete is refused while > 0). */
  usage_count: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

export const pageQuerySchema = z.object(page).strict();
