import { z } from 'zod';
import { emailSchema } from '../identity/auth.contract.ts';
import { NAME_REQUIRED_MESSAGE } from '../identity/messages.ts';
import { phoneSchema } from '../validation/schemas.ts';
import { slugSchema, videoUrlSchema } from './courses.contract.ts';

/**
 * Landing pages (issue 4): launches `/lancamento/:slug` and internal pages `/interna/:slug`, with
 * a lead form that may start a trial; staff manage them in `/lancamentos` (resource
 * 'Lançamentos') with the leads of each page and a CSV export.
 */

export const LANDING_KIND_VALUES = ['launch', 'internal'] as const;
export type LandingKind = (typeof LANDING_KIND_VALUES)[number];

export const LANDING_NOT_FOUND_MESSAGE = 'Página não encontrada.';
export const LANDING_SLUG_TAKEN_MESSAGE = 'Já existe uma página deste tipo com este endereço.';
export const LANDING_COURSE_MISSING_MESSAGE = 'Curso não encontrado.';
export const LEAD_SAVED_MESSAGE = 'Recebemos os seus dados. Obrigado!';

const MAX_INT = 2_147_483_647;

/** The web path of a landing page. */
export function landingPath(kind: LandingKind, slug: string): string {
  return `/${kind === 'launch' ? 'lancamento' : 'interna'}/${slug}`;
}

export const landingInputSchema = z
  .object({
    kind: z.enum(LANDING_KIND_VALUES).default('launch'),
    slug: slugSchema,
    title: z
      .string({ error: 'Informe o título.' })
      .trim()
      .min(2, { error: 'Informe o título.' })
      .max(160, { error: 'Use no máximo 160 caracteres.' }),
    headline: z.string().trim().max(300, { error: 'Use no máximo 300 caracteres.' }).nullish(),
    body_html: z.string().max(100_000).nullish(),
    video_url: videoUrlSchema.nullish(),
    course_id: z.coerce.number().int().positive().max(MAX_INT).nullish(),
    cta_text: z.string().trim().max(60, { error: 'Use no máximo 60 caracteres.' }).nullish(),
    /** Trial days the lead form grants (0: the form only registers interest). */
    trial_days: z.coerce
      .number({ error: 'Informe os dias de teste (0 a 90).' })
      .int({ error: 'Informe os dias de teste (0 a 90).' })
      .min(0, { error: 'Informe os dias de teste (0 a 90).' })
      .max(90, { error: 'Informe os dias de teste (0 a 90).' })
      .default(0),
    active: z.boolean().default(true),
  })
  .strict();
export type LandingInput = z.input<typeof landingInputSchema>;

export const landingListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(20),
    search: z.string().trim().max(120).optional(),
    kind: z.enum(LANDING_KIND_VALUES).optional(),
  })
  .strict();

export const landingLeadsQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(20),
    search: z.string().trim().max(120).optional(),
  })
  .strict();

/** A landing page as staff edit it. */
export const landingSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LANDING_KIND_VALUES),
  slug: z.string(),
  title: z.string(),
  headline: z.string().nullable(),
  body_html: z.string().nullable(),
  video_url: z.string().nullable(),
  course_id: z.number().int().nullable(),
  course_title: z.string().nullable(),
  cta_text: z.string().nullable(),
  trial_days: z.number().int(),
  active: z.boolean(),
  leads_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Landing = z.infer<typeof landingSchema>;

/** The course a page promotes, as its card shows it. */
export const landingCourseSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  cover_url: z.string().nullable(),
  /** Staff's alternative text of the cover (null or absent: the title stands in). */
  cover_alt: z.string().nullable().optional(),
  category: z.string().nullable(),
  price_cents: z.number().int(),
  max_installments: z.number().int(),
  lessons_count: z.number().int(),
  duration_seconds: z.number().int(),
});
export type LandingCourse = z.infer<typeof landingCourseSchema>;

/** `public-landing/:kind/:slug`: what visitors see. */
export const publicLandingSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LANDING_KIND_VALUES),
  slug: z.string(),
  title: z.string(),
  headline: z.string().nullable(),
  body_html: z.string().nullable(),
  video_url: z.string().nullable(),
  cta_text: z.string().nullable(),
  trial_days: z.number().int(),
  course: landingCourseSchema.nullable(),
});
export type PublicLanding = z.infer<typeof publicLandingSchema>;

/** The lead form: name, e-mail and an optional phone (shared phone rule). */
export const landingLeadInputSchema = z
  .object({
    name: z
      .string({ error: NAME_REQUIRED_MESSAGE })
      .trim()
      .min(2, { error: NAME_REQUIRED_MESSAGE })
      .max(120, { error: 'Use no máximo 120 caracteres.' }),
    email: emailSchema,
    phone_number: phoneSchema.nullish(),
  })
  .strict();
export type LandingLeadInput = z.input<typeof landingLeadInputSchema>;

/**
 * What happened to the trial of a page that offers one: `granted` (signed-in person, trial
 * started now), `already_used` (one trial per person), `login_required` (a visitor: sign in or
 * create the account, then send the form again to start it).
 */
export const LEAD_TRIAL_STATUS_VALUES = ['granted', 'already_used', 'login_required'] as const;
export type LeadTrialStatus = (typeof LEAD_TRIAL_STATUS_VALUES)[number];

export const landingLeadResultSchema = z.object({
  message: z.string(),
  trial: z
    .object({
      status: z.enum(LEAD_TRIAL_STATUS_VALUES),
      days: z.number().int(),
      ends_at: z.string().nullable(),
      /** The promoted course the trial opens (its player), when the page has one. */
      course_slug: z.string().nullable(),
    })
    .nullable(),
});
export type LandingLeadResult = z.infer<typeof landingLeadResultSchema>;

/** A lead as staff see it. */
export const landingLeadSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  user_id: z.number().int().nullable(),
  utm: z.record(z.string(), z.string()).nullable(),
  created_at: z.string(),
});
export type LandingLead = z.infer<typeof landingLeadSchema>;
