import { z } from 'zod';
import { COURSE_STATUS_VALUES, videoUrlSchema } from './courses.contract.ts';

/**
 * LS Play (issue 4): a library of standalone videos — staff `/videos`, Brazilian
 * `/cliente/ls-play` and Liberta's `/conteudo/video/:id`. One contract for routes and forms.
 */

export const VIDEO_TITLE_MESSAGE = 'Informe o título do vídeo.';
export const VIDEO_NOT_FOUND_MESSAGE = 'Vídeo não encontrado.';

const MAX_INT = 2_147_483_647;

export const videoInputSchema = z
  .object({
    title: z
      .string({ error: VIDEO_TITLE_MESSAGE })
      .trim()
      .min(2, { error: VIDEO_TITLE_MESSAGE })
      .max(160, { error: 'Use no máximo 160 caracteres.' }),
    description_html: z.string().max(100_000).nullish(),
    video_url: videoUrlSchema,
    thumbnail_url: z.url({ error: 'Informe um link de imagem válido.' }).max(500).nullish(),
    category_id: z.coerce.number().int().positive().max(MAX_INT).nullish(),
    duration_seconds: z.coerce
      .number({ error: 'Informe a duração em segundos.' })
      .int({ error: 'Informe a duração em segundos.' })
      .min(0, { error: 'A duração não pode ser negativa.' })
      .max(24 * 3600, { error: 'A duração máxima é de 24 horas.' })
      .default(0),
    status: z.enum(COURSE_STATUS_VALUES).default('draft'),
    /** When it goes out; set to now when a video is published without one. */
    published_at: z.iso.datetime({ offset: true, error: 'Informe uma data válida.' }).nullish(),
  })
  .strict();
export type VideoInput = z.input<typeof videoInputSchema>;

export const videoListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(20),
    search: z.string().trim().max(120).optional(),
    category_id: z.coerce.number().int().positive().max(MAX_INT).optional(),
    status: z.enum(COURSE_STATUS_VALUES).optional(),
  })
  .strict();

export const lsPlayQuerySchema = z
  .object({ search: z.string().trim().max(120).optional() })
  .strict();

export const videoCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
});

/** A video as staff edit it. */
export const videoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description_html: z.string().nullable(),
  video_url: z.string(),
  thumbnail_url: z.string().nullable(),
  category_id: z.number().int().nullable(),
  category: z.string().nullable(),
  duration_seconds: z.number().int(),
  status: z.enum(COURSE_STATUS_VALUES),
  published_at: z.string().nullable(),
  updated_at: z.string(),
});
export type Video = z.infer<typeof videoSchema>;

/** A card in a library row or a "Vídeos" section. */
export const videoCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  thumbnail_url: z.string().nullable(),
  duration_seconds: z.number().int(),
  published_at: z.string().nullable(),
  category: z.string().nullable(),
});
export type VideoCard = z.infer<typeof videoCardSchema>;

/** `/cliente/ls-play`: published videos grouped by category (uncategorised last), newest first. */
export const lsPlaySchema = z.object({
  total: z.number().int(),
  groups: z.array(
    z.object({
      category: videoCategorySchema.nullable(),
      videos: z.array(videoCardSchema),
    }),
  ),
});
export type LsPlay = z.infer<typeof lsPlaySchema>;

/** The player page of one published video, with more of its category. */
export const videoPageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description_html: z.string().nullable(),
  video_url: z.string(),
  thumbnail_url: z.string().nullable(),
  duration_seconds: z.number().int(),
  published_at: z.string().nullable(),
  category: videoCategorySchema.nullable(),
  related: z.array(videoCardSchema),
});
export type VideoPage = z.infer<typeof videoPageSchema>;
