import { z } from 'zod';
import { coverUrlSchema } from '../media/cover.ts';
import { COURSE_STATUS_VALUES, videoUrlSchema } from './courses.contract.ts';

/**
 * Podcasts (issue 4, Liberta `/podcasts`): episodes with an audio link (a direct MP3 or an
 * episode page on Spotify/Deezer…) and/or a video version. Published episodes are public.
 */

export const PODCAST_AUDIO_HTTPS_MESSAGE = 'Informe um link de áudio que comece com https://.';
export const PODCAST_MEDIA_REQUIRED_MESSAGE = 'Informe o link do áudio ou do vídeo do episódio.';

const httpsUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(500, { error: message })
    .refine(
      (value) => {
        try {
          return new URL(value).protocol === 'https:';
        } catch {
          return false;
        }
      },
      { error: message },
    );

export const podcastInputSchema = z
  .object({
    title: z
      .string({ error: 'Informe o título do episódio.' })
      .trim()
      .min(2, { error: 'Informe o título do episódio.' })
      .max(160),
    description_html: z.string().max(100_000).nullish(),
    cover_url: coverUrlSchema,
    audio_url: httpsUrl(PODCAST_AUDIO_HTTPS_MESSAGE).nullish(),
    video_url: videoUrlSchema.nullish(),
    duration_seconds: z.coerce
      .number({ error: 'Informe a duração em segundos.' })
      .int({ error: 'Informe a duração em segundos.' })
      .min(0, { error: 'A duração não pode ser negativa.' })
      .max(24 * 3600, { error: 'A duração máxima é de 24 horas.' })
      .default(0),
    status: z.enum(COURSE_STATUS_VALUES).default('draft'),
    /** When it went out; set to now when an episode is published without one. */
    published_at: z.iso.datetime({ offset: true, error: 'Informe uma data válida.' }).nullish(),
  })
  .strict()
  .refine((v) => Boolean(v.audio_url) || Boolean(v.video_url), {
    path: ['audio_url'],
    error: PODCAST_MEDIA_REQUIRED_MESSAGE,
  });
export type PodcastInput = z.input<typeof podcastInputSchema>;

export const podcastListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(20),
    search: z.string().trim().max(120).optional(),
  })
  .strict();

export const podcastAdminListQuerySchema = podcastListQuerySchema
  .extend({ status: z.enum(COURSE_STATUS_VALUES).optional() })
  .strict();

export const podcastSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description_html: z.string().nullable(),
  cover_url: z.string().nullable(),
  /** Staff's alternative text of the cover (null or absent: the title stands in). */
  cover_alt: z.string().nullable().optional(),
  audio_url: z.string().nullable(),
  video_url: z.string().nullable(),
  duration_seconds: z.number().int(),
  status: z.enum(COURSE_STATUS_VALUES),
  published_at: z.string().nullable(),
  updated_at: z.string(),
});
export type Podcast = z.infer<typeof podcastSchema>;

const AUDIO_FILE = /\.(mp3|m4a|aac|ogg|oga|opus|wav)$/i;

/** A link the browser can play in `<audio>` (a file), as opposed to an episode page. */
export function isDirectAudioUrl(link: string | null | undefined): boolean {
  if (!link) return false;
  try {
    return AUDIO_FILE.test(new URL(link).pathname);
  } catch {
    return false;
  }
}
