import { z } from 'zod';
import {
  COURSE_STATUS_VALUES,
  TITLE_REQUIRED_MESSAGE,
  requiredSignatureSchema,
} from './courses.contract.ts';
import { storedFileSchema } from './ebooks.contract.ts';

/**
 * Research reports (issue 4): staff `/relatorios-research`, clients `/research` and
 * `/research/:id`. A report is rich text, a PDF or both. It is gated by signatures: a report no
 * signature's qualification includes is open to every customer; one that some include needs an
 * active grant (direct or through such a signature).
 */

export const TICKER_INVALID_MESSAGE = 'Use códigos de ativos como PETR4 ou VALE3.';
const ticker = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9.]{2,12}$/, { error: TICKER_INVALID_MESSAGE });

export const researchInputSchema = z
  .object({
    title: z
      .string({ error: TITLE_REQUIRED_MESSAGE })
      .trim()
      .min(2, { error: TITLE_REQUIRED_MESSAGE })
      .max(200),
    summary: z.string().trim().max(600).nullish(),
    body_html: z.string().max(200_000).nullish(),
    /** Ticker symbols the report covers (PETR4, VALE3…). */
    assets: z
      .array(ticker)
      .max(30)
      .default([])
      .transform((list) => [...new Set(list)]),
    status: z.enum(COURSE_STATUS_VALUES).default('draft'),
    /** When it shows as published (default: the moment it is first published). */
    published_at: z.iso.datetime({ offset: true }).nullish(),
  })
  .strict();
export type ResearchInput = z.input<typeof researchInputSchema>;

/** A report as staff sees it. `signatures`: the signature types whose qualification includes it. */
export const researchAdminSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string().nullable(),
  body_html: z.string().nullable(),
  assets: z.array(z.string()),
  status: z.enum(COURSE_STATUS_VALUES),
  published_at: z.string().nullable(),
  author: z.string().nullable(),
  file: storedFileSchema.nullable(),
  signatures: z.array(z.string()),
  updated_at: z.string(),
});
export type ResearchAdmin = z.infer<typeof researchAdminSchema>;

/** One report in the client list: locked ones say which signatures would open them. */
export const researchListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string().nullable(),
  assets: z.array(z.string()),
  author: z.string().nullable(),
  published_at: z.string(),
  has_body: z.boolean(),
  has_file: z.boolean(),
  locked: z.boolean(),
  required_signatures: z.array(requiredSignatureSchema).optional(),
});
export type ResearchListItem = z.infer<typeof researchListItemSchema>;

/** A report opened by someone who may read it: the HTML body and/or a signed PDF link. */
export const researchViewSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string().nullable(),
  assets: z.array(z.string()),
  author: z.string().nullable(),
  published_at: z.string().nullable(),
  body_html: z.string().nullable(),
  /** `view_url` shows the PDF in the page; `download_url` saves it. */
  file: z
    .object({
      file_name: z.string(),
      size_bytes: z.number().int(),
      view_url: z.string(),
      download_url: z.string(),
      expires_at: z.string(),
    })
    .nullable(),
});
export type ResearchView = z.infer<typeof researchViewSchema>;
