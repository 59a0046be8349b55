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
