import { z } from 'zod';
import { coverUrlSchema } from '../media/cover.ts';
import { COURSE_STATUS_VALUES, TITLE_REQUIRED_MESSAGE, slugSchema } from './courses.contract.ts';

/**
 * Ebooks (issue 4): staff CRUD with a PDF upload, the public page `/ebooks/:slug`, "Meus E-books"
 * and downloads through short-lived signed links. Money in integer cents; times ISO strings (UTC).
 */

const MB = 1024 * 1024;
/** The biggest ebook PDF staff may upload. */
export const EBOOK_MAX_BYTES = 50 * MB;
/** The biggest research PDF staff may upload. */
export const RESEARCH_MAX_BYTES = 20 * MB;
export const EBOOK_FILE_MESSAGE = 'Envie um arquivo PDF de até 50 MB.';
export const RESEARCH_FILE_MESSAGE = 'Envie um arquivo PDF de até 20 MB.';
/** The message of a PDF upload refused for its type or size, for any limit. */
export function pdfFileMessage(maxBytes: number): string {
  const mb = maxBytes / MB;
  const size = Number.isInteger(mb) ? `${mb} MB` : `${Math.max(1, Math.round(maxBytes / 1024))} KB`;
  return `Envie um arquivo PDF de até ${size}.`;
}
/** How long a signed download link works. */
export const SIGNED_URL_TTL_SECONDS = 5 * 60;

const title = z
  .string({ error: TITLE_REQUIRED_MESSAGE })
  .trim()
  .min(2, { error: TITLE_REQUIRED_MESSAGE })
  .max(160);
const optionalId = z.coerce.number().int().positive().nullish();

export const ebookInputSchema = z
  .object({
    title,
    /** Made from the title when absent. */
    slug: slugSchema.nullish(),
    subtitle: z.string().trim().max(240).nullish(),
    description_html: z.string().max(100_000).nullish(),
    cover_url: coverUrlSchema,
    author: z.string().trim().max(160).nullish(),
    pages: z.coerce
      .number()
      .int({ error: 'Informe o número de páginas.' })
      .min(1, { error: 'Informe o número de páginas.' })
      .max(20_000)
      .nullish(),
    category_id: optionalId,
    access_period_id: optionalId,
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
export type EbookInput = z.input<typeof ebookInputSchema>;

/** The stored PDF as staff screens show it (never where it lives). */
export const storedFileSchema = z.object({
  file_name: z.string(),
  size_bytes: z.number().int(),
});
export type StoredFileInfo = z.infer<typeof storedFileSchema>;

export const ebookSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  author: z.string().nullable(),
  cover_url: z.string().nullable(),
  /** Staff's alternative text of the cover (null or absent: the title stands in). */
  cover_alt: z.string().nullable().optional(),
  pages: z.number().int().nullable(),
  price_cents: z.number().int(),
  status: z.enum(COURSE_STATUS_VALUES),
  file: storedFileSchema.nullable(),
  updated_at: z.string(),
});
export type EbookSummary = z.infer<typeof ebookSummarySchema>;

export const ebookDetailSchema = ebookSummarySchema.extend({
  description_html: z.string().nullable(),
  category_id: z.number().int().nullable(),
  access_period_id: z.number().int().nullable(),
  max_installments: z.number().int(),
  ad_texts: z.record(z.string(), z.string().nullish()).nullable(),
});
export type EbookDetail = z.infer<typeof ebookDetailSchema>;

/** The public page `/ebooks/:slug` (no login): the ad text of the brand the visitor came from. */
export const publicEbookSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  description_html: z.string().nullable(),
  cover_url: z.string().nullable(),
  /** Staff's alternative text of the cover (null or absent: the title stands in). */
  cover_alt: z.string().nullable().optional(),
  author: z.string().nullable(),
  pages: z.number().int().nullable(),
  category: z.string().nullable(),
  ad_text: z.string().nullable(),
  price_cents: z.number().int(),
  max_installments: z.number().int(),
  access_period: z.string().nullable(),
  has_file: z.boolean(),
  /** Set for a signed-in person who may already read it. */
  has_access: z.boolean(),
});
export type PublicEbook = z.infer<typeof publicEbookSchema>;

export const myEbookSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  author: z.string().nullable(),
  cover_url: z.string().nullable(),
  /** Staff's alternative text of the cover (null or absent: the title stands in). */
  cover_alt: z.string().nullable().optional(),
  pages: z.number().int().nullable(),
  has_file: z.boolean(),
  /** Null: lifetime access. */
  access_ends_at: z.string().nullable(),
});
export type MyEbook = z.infer<typeof myEbookSchema>;

/** A short-lived download link (`/api/files/:token`), valid until `expires_at`. */
export const signedUrlSchema = z.object({ url: z.string(), expires_at: z.string() });
export type SignedUrl = z.infer<typeof signedUrlSchema>;

/** Staff grants ebooks to a person (like `register-user-courses`). */
export const registerUserEbooksSchema = z
  .object({
    user_id: z.coerce.number().int().positive(),
    ebook_ids: z.array(z.coerce.number().int().positive()).min(1).max(100),
    /** No end: lifetime. */
    ends_at: z.iso.datetime({ offset: true }).nullish(),
    note: z.string().trim().max(300).nullish(),
  })
  .strict();
