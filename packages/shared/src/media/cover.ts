import { z } from 'zod';

/**
 * A content's cover as staff forms send it back: a picture's web address, or one of ours — an
 * uploaded cover (`/api/cover/<file>`, `POST /api/update-<kind>-cover/:id`) or a title card
 * (`/api/cover-art/...`, the demo's covers). Saving a form must keep either.
 */
export const coverUrlSchema = z
  .union([
    z.url({ error: 'Informe um link de imagem válido.' }).max(500),
    z
      .string()
      .max(500)
      .regex(/^\/api\/cover(-art)?\/[^\s"'<>\\]+$/, { error: 'Informe um link de imagem válido.' }),
  ])
  .nullish();

/** The cover fields every content answer carries (cards and pages show the picture with its alt). */
export const coverFields = {
  cover_url: z.string().nullable(),
  /** Staff's alternative text of the cover (null: none given; the title stands in). */
  cover_alt: z.string().nullable(),
};

/**
 * The contents whose cover staff upload: `POST /api/update-<kind>-cover/:id` (multipart: the
 * picture as `image`, its description as `alt`) and `PUT /api/remove-<kind>-cover/:id`.
 */
export const COVER_KIND_VALUES = [
  'course',
  'ebook',
  'trail',
  'product',
  'program',
  'podcast',
  'advisor',
  'investment',
] as const;
export type CoverKind = (typeof COVER_KIND_VALUES)[number];

/**
 * The size each kind's cover is stored at (the API crops the picture to fill it): e-books stand
 * like a book, as their title cards do; an advisor's portrait is square; the rest are 16:9.
 */
export const COVER_SIZES: Record<CoverKind, { width: number; height: number }> = {
  course: { width: 1280, height: 720 },
  ebook: { width: 800, height: 1200 },
  trail: { width: 1280, height: 720 },
  product: { width: 1280, height: 720 },
  program: { width: 1280, height: 720 },
  podcast: { width: 1280, height: 720 },
  /** An advisor's portrait (issue 17): square. */
  advisor: { width: 800, height: 800 },
  investment: { width: 1280, height: 720 },
};

/** The pictures the API takes as a cover (it checks the bytes and re-encodes them to WebP). */
export const COVER_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const COVER_MAX_BYTES = 5 * 1024 * 1024;
/** The longest description (alternative text) of a cover. */
export const COVER_ALT_MAX = 200;

/** What the cover routes answer: the content's cover now. */
export const coverAnswerSchema = z.object(coverFields);
export type CoverAnswer = z.infer<typeof coverAnswerSchema>;
