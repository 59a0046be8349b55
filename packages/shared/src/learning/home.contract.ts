import { z } from 'zod';
import { myCourseSchema } from './courses.contract.ts';
import { landingCourseSchema } from './landings.contract.ts';
import { videoCardSchema } from './videos.contract.ts';

/**
 * Liberta `/home` (public; resources Cliente-Home and Home - Trilhas) and the subject pages
 * `/assunto/:slug`. Every section may be empty; `continue_watching` only for a signed-in person.
 */

export const HOME_SECTION_SIZE = 8;
export const HOME_EVENT_DAYS = 7;
export const SUBJECT_NOT_FOUND_MESSAGE = 'Assunto não encontrado.';

/** A course card (home rows, subject pages). */
export const courseCardSchema = landingCourseSchema;
export type CourseCard = z.infer<typeof courseCardSchema>;

export const homeTrailSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  cover_url: z.string().nullable(),
  /** Staff's alternative text of the cover (null or absent: the title stands in). */
  cover_alt: z.string().nullable().optional(),
  steps_count: z.number().int(),
});
export type HomeTrail = z.infer<typeof homeTrailSchema>;

export const homeEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  starts_at: z.string(),
  has_time: z.boolean(),
  importance: z.number().int(),
  country: z.string(),
});
export type HomeEvent = z.infer<typeof homeEventSchema>;

export const homePodcastSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  cover_url: z.string().nullable(),
  /** Staff's alternative text of the cover (null or absent: the title stands in). */
  cover_alt: z.string().nullable().optional(),
  duration_seconds: z.number().int(),
  published_at: z.string().nullable(),
});
export type HomePodcast = z.infer<typeof homePodcastSchema>;

export const libertaHomeSchema = z.object({
  /** Courses the person started and has not finished (empty for visitors). */
  continue_watching: z.array(myCourseSchema),
  trails: z.array(homeTrailSchema),
  courses: z.array(courseCardSchema),
  videos: z.array(videoCardSchema),
  events: z.array(homeEventSchema),
  podcasts: z.array(homePodcastSchema),
});
export type LibertaHome = z.infer<typeof libertaHomeSchema>;

/** `/assunto/:slug`: a category with its published courses and videos. */
export const subjectSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  courses: z.array(courseCardSchema),
  videos: z.array(videoCardSchema),
});
export type Subject = z.infer<typeof subjectSchema>;
