import { z } from 'zod';
import { coverUrlSchema } from '../media/cover.ts';
import { parseVideoUrl } from '../video/video-url.ts';

/**
 * Courses, modules, lessons, progress and grants (issue 4): one contract for the Fastify routes
 * and the React forms. Money in integer cents; times as ISO strings in UTC.
 */

export const TRIAL_TYPE_VALUES = ['none', 'free_lessons', 'full'] as const;
export const RELEASE_TYPE_VALUES = ['immediate', 'days_after_grant', 'on_date'] as const;
export const COURSE_STATUS_VALUES = ['draft', 'published'] as const;

export const SLUG_INVALID_MESSAGE = 'Use apenas letras minúsculas, números e hífens.';
export const VIDEO_URL_INVALID_MESSAGE =
  'Link de vídeo inválido. Use um link do YouTube, do Vimeo ou da PandaVideo.';
export const TITLE_REQUIRED_MESSAGE = 'Informe o título.';

/** `day-trade-do-zero`; spaces are removed first (spec section 5, slug inputs). */
export const slugSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(2, { error: SLUG_INVALID_MESSAGE })
      .max(120, { error: SLUG_INVALID_MESSAGE })
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: SLUG_INVALID_MESSAGE }),
  );

const title = z
  .string({ error: TITLE_REQUIRED_MESSAGE })
  .trim()
  .min(2, { error: TITLE_REQUIRED_MESSAGE })
  .max(160);
const optionalId = z.coerce.number().int().positive().nullish();
const html = z.string().max(100_000).nullish();

export const videoUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine((value) => parseVideoUrl(value) !== null, { error: VIDEO_URL_INVALID_MESSAGE });

export const courseInputSchema = z
  .object({
    title,
    /** Made from the title when absent. */
    slug: slugSchema.nullish(),
    subtitle: z.string().trim().max(240).nullish(),
    description_html: html,
    cover_url: coverUrlSchema,
    category_id: optionalId,
    level_id: optionalId,
    type_id: optionalId,
    instructor_id: optionalId,
    access_period_id: optionalId,
    trial_type: z.enum(TRIAL_TYPE_VALUES).default('none'),
    city_id: optionalId,
    uf_id: optionalId,
    price_cents: z.coerce
      .number()
      .int({ error: 'Informe o preço em centavos.' })
      .min(0, { error: 'O preço não pode ser negativo.' })
      .max(100_000_000),
    max_installments: z.coerce.number().int().min(1).max(12).default(1),
    ad_texts: z
      .object({
        brazilian: z.string().trim().max(2000).nullish(),
        global: z.string().trim().max(2000).nullish(),
        liberta: z.string().trim().max(2000).nullish(),
      })
      .strict()
      .nullish(),
    status: z.enum(COURSE_STATUS_VALUES).default('draft'),
  })
  .strict();
export type CourseInput = z.input<typeof courseInputSchema>;

export const moduleInputSchema = z
  .object({ title, order: z.coerce.number().int().min(0).optional() })
  .strict();

export const lessonInputSchema = z
  .object({
    module_id: z.coerce.number().int().positive(),
    title,
    video_url: videoUrlSchema.nullish(),
    body_html: html,
    duration_seconds: z.coerce
      .number()
      .int()
      .min(0)
      .max(24 * 3600)
      .default(0),
    free_preview: z.boolean().default(false),
    release_type: z.enum(RELEASE_TYPE_VALUES).default('immediate'),
    release_days: z.coerce.number().int().min(1).max(3650).nullish(),
    release_at: z.iso.datetime({ offset: true }).nullish(),
    order: z.coerce.number().int().min(0).optional(),
  })
  .strict()
  .refine((v) => v.release_type !== 'days_after_grant' || (v.release_days ?? 0) > 0, {
    path: ['release_days'],
    error: 'Informe em quantos dias a aula é liberada.',
  })
  .refine((v) => v.release_type !== 'on_date' || Boolean(v.release_at), {
    path: ['release_at'],
    error: 'Informe a data de liberação.',
  });
export type LessonInput = z.input<typeof lessonInputSchema>;

export const reorderSchema = z
  .object({ ids: z.array(z.number().int().positive()).min(1).max(500) })
  .strict();

export const progressInputSchema = z
  .object({
    position_seconds: z
      .number()
      .min(0)
      .max(24 * 3600),
    duration_seconds: z
      .number()
      .min(0)
      .max(24 * 3600)
      .optional(),
  })
  .strict();

/** Staff grants courses to a person (spec section 7 `register-user-courses`). */
export const registerUserCoursesSchema = z
  .object({
    user_id: z.coerce.number().int().positive(),
    course_ids: z.array(z.coerce.number().int().positive()).min(1).max(100),
    /** No end: lifetime. */
    ends_at: z.iso.datetime({ offset: true }).nullish(),
    note: z.string().trim().max(300).nullish(),
  })
  .strict();

export const idNameSchema = z.object({ id: z.number().int(), name: z.string() });
export type IdName = z.infer<typeof idNameSchema>;

export const courseSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  cover_url: z.string().nullable(),
  /** Staff's alternative text of the cover (null or absent: the title stands in). */
  cover_alt: z.string().nullable().optional(),
  category: z.string().nullable(),
  level: z.string().nullable(),
  instructor: z.string().nullable(),
  price_cents: z.number().int(),
  status: z.enum(COURSE_STATUS_VALUES),
  lessons_count: z.number().int(),
  duration_seconds: z.number().int(),
  updated_at: z.string(),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

export const lessonAdminSchema = z.object({
  id: z.number().int(),
  module_id: z.number().int(),
  title: z.string(),
  video_url: z.string().nullable(),
  body_html: z.string().nullable(),
  duration_seconds: z.number().int(),
  free_preview: z.boolean(),
  release_type: z.enum(RELEASE_TYPE_VALUES),
  release_days: z.number().int().nullable(),
  release_at: z.string().nullable(),
  order: z.number().int(),
  attachments: z.array(
    z.object({
      id: z.number().int(),
      file_name: z.string(),
      size_bytes: z.number().int(),
    }),
  ),
});
export type LessonAdmin = z.infer<typeof lessonAdminSchema>;

export const courseDetailSchema = courseSummarySchema.extend({
  description_html: z.string().nullable(),
  category_id: z.number().int().nullable(),
  level_id: z.number().int().nullable(),
  type_id: z.number().int().nullable(),
  instructor_id: z.number().int().nullable(),
  access_period_id: z.number().int().nullable(),
  trial_type: z.enum(TRIAL_TYPE_VALUES),
  city_id: z.number().int().nullable(),
  uf_id: z.number().int().nullable(),
  max_installments: z.number().int(),
  ad_texts: z.record(z.string(), z.string().nullish()).nullable(),
  modules: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      order: z.number().int(),
      lessons: z.array(lessonAdminSchema),
    }),
  ),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

/** The public course page (`/curso/:slug`): no video links except free previews. */
export const publicCourseSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  description_html: z.string().nullable(),
  cover_url: z.string().nullable(),
  /** Staff's alternative text of the cover (null or absent: the title stands in). */
  cover_alt: z.string().nullable().optional(),
  category: z.string().nullable(),
  level: z.string().nullable(),
  instructor: z
    .object({ name: z.string(), bio: z.string().nullable(), avatar_url: z.string().nullable() })
    .nullable(),
  ad_text: z.string().nullable(),
  price_cents: z.number().int(),
  max_installments: z.number().int(),
  access_period: z.string().nullable(),
  lessons_count: z.number().int(),
  duration_seconds: z.number().int(),
  modules: z.array(
    z.object({
      title: z.string(),
      lessons: z.array(
        z.object({
          id: z.number().int(),
          title: z.string(),
          duration_seconds: z.number().int(),
          free_preview: z.boolean(),
        }),
      ),
    }),
  ),
  /** Set for a signed-in person who already has access. */
  has_access: z.boolean(),
});
export type PublicCourse = z.infer<typeof publicCourseSchema>;

export const lessonStateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  duration_seconds: z.number().int(),
  free_preview: z.boolean(),
  /** Locked: no access, or not released yet (then `released_at` says when). */
  locked: z.boolean(),
  released_at: z.string().nullable(),
  position_seconds: z.number().int(),
  percent: z.number().int(),
  completed: z.boolean(),
});
export type LessonState = z.infer<typeof lessonStateSchema>;

export const coursePlayerSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  cover_url: z.string().nullable(),
  instructor: z.string().nullable(),
  has_access: z.boolean(),
  access_ends_at: z.string().nullable(),
  percent: z.number().int(),
  completed_lessons: z.number().int(),
  lessons_count: z.number().int(),
  /** Where "continuar" goes: the last lesson touched, or the first open one. */
  resume_lesson_id: z.number().int().nullable(),
  certificate_code: z.string().nullable(),
  modules: z.array(
    z.object({ id: z.number().int(), title: z.string(), lessons: z.array(lessonStateSchema) }),
  ),
});
export type CoursePlayer = z.infer<typeof coursePlayerSchema>;

export const lessonViewSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  course_slug: z.string(),
  title: z.string(),
  video_url: z.string().nullable(),
  body_html: z.string().nullable(),
  duration_seconds: z.number().int(),
  position_seconds: z.number().int(),
  percent: z.number().int(),
  completed: z.boolean(),
  next_lesson_id: z.number().int().nullable(),
  previous_lesson_id: z.number().int().nullable(),
  attachments: z.array(
    z.object({ id: z.number().int(), file_name: z.string(), size_bytes: z.number().int() }),
  ),
});
export type LessonView = z.infer<typeof lessonViewSchema>;

export const progressSchema = z.object({
  lesson_id: z.number().int(),
  position_seconds: z.number().int(),
  percent: z.number().int(),
  completed: z.boolean(),
  course_percent: z.number().int(),
});
export type Progress = z.infer<typeof progressSchema>;

export const myCourseSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  cover_url: z.string().nullable(),
  /** Staff's alternative text of the cover (null or absent: the title stands in). */
  cover_alt: z.string().nullable().optional(),
  instructor: z.string().nullable(),
  percent: z.number().int(),
  lessons_count: z.number().int(),
  completed_lessons: z.number().int(),
  access_ends_at: z.string().nullable(),
  last_lesson_id: z.number().int().nullable(),
  last_activity_at: z.string().nullable(),
});
export type MyCourse = z.infer<typeof myCourseSchema>;

export const GRANT_STATUS_VALUES = ['active', 'scheduled', 'expired', 'revoked'] as const;

export const userGrantSchema = z.object({
  id: z.number().int(),
  target_id: z.number().int(),
  name: z.string(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  source: z.string(),
  status: z.enum(GRANT_STATUS_VALUES),
  note: z.string().nullable(),
});
export type UserGrant = z.infer<typeof userGrantSchema>;

export const certificateSchema = z.object({
  code: z.string(),
  student_name: z.string(),
  course_title: z.string(),
  workload_minutes: z.number().int(),
  issued_at: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** Whole percent watched, never above 100. */
export function percentOf(part: number, whole: number): number {
  if (!(whole > 0)) return 0;
  return Math.min(100, Math.max(0, Math.floor((part / whole) * 100)));
}

/** A lesson counts as watched at 90 % (credits and outros are rarely watched). */
export const LESSON_COMPLETE_PERCENT = 90;

/** A signature whose qualification includes a content (the subscribe prompt names it). */
export const requiredSignatureSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  available_in_store: z.boolean(),
});
export type RequiredSignature = z.infer<typeof requiredSignatureSchema>;

/** 403 for content without a grant; `required_signatures` when a signature would open it. */
export const accessDeniedSchema = z.object({
  error: z.unknown(),
  required_signatures: z.array(requiredSignatureSchema).optional(),
});
export type AccessDenied = z.infer<typeof accessDeniedSchema>;
