import { z } from 'zod';
import { listQuerySchema } from '../identity/users.contract.ts';
import { GRANT_STATUS_VALUES, slugSchema } from './courses.contract.ts';

/**
 * Signatures (subscriptions, issue 4): staff "Tipos de Assinatura", the content qualification
 * (`qualificacao-de-conteudo`), the public pricing pages, "Minhas Assinaturas" and the staff grants
 * of a signature to a person. Money in integer cents; times as ISO strings in UTC.
 */

/** The contents a signature type may include (the kinds with a table of their own). */
export const QUALIFICATION_KINDS = [
  'course',
  'ebook',
  'trail',
  'research',
  'trade_method',
] as const;
export type QualificationKind = (typeof QUALIFICATION_KINDS)[number];

export const SIGNATURE_NAME_REQUIRED_MESSAGE = 'Informe o nome da assinatura.';
export const SIGNATURE_PERIODS_REQUIRED_MESSAGE =
  'Informe ao menos um período de acesso com preço para vender na loja.';
export const SIGNATURE_PERIOD_REPEATED_MESSAGE = 'Cada período de acesso só pode aparecer uma vez.';
export const SIGNATURE_DEFAULT_PERIOD_MESSAGE =
  'O período padrão precisa estar entre os períodos da assinatura.';
export const BENEFIT_INVALID_MESSAGE = 'Cada benefício deve ter entre 2 e 200 caracteres.';
export const CONTENT_REPEATED_MESSAGE = 'Um conteúdo aparece mais de uma vez.';

const id = z.coerce.number().int().positive();
/** A required pick: the message says what to choose (also for an empty select). */
const picked = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message });
export const PERIOD_REQUIRED_MESSAGE = 'Selecione o período de acesso.';
const cents = z.coerce
  .number({ error: 'Informe o preço.' })
  .int({ error: 'Informe o preço em centavos.' })
  .min(0, { error: 'O preço não pode ser negativo.' })
  .max(100_000_000, { error: 'Preço alto demais.' });

export const qualificationContentSchema = z
  .object({ kind: z.enum(QUALIFICATION_KINDS), target_id: id })
  .strict();
export type QualificationContent = z.infer<typeof qualificationContentSchema>;

const contentsList = z
  .array(qualificationContentSchema)
  .max(500)
  .refine((items) => new Set(items.map((c) => `${c.kind}:${c.target_id}`)).size === items.length, {
    error: CONTENT_REPEATED_MESSAGE,
  });

export const signaturePeriodInputSchema = z
  .object({ access_period_id: picked(PERIOD_REQUIRED_MESSAGE), price_cents: cents })
  .strict();

/** Create and update a signature type (`create-signature-type`, `update-signature-type/:id`). */
export const signatureTypeInputSchema = z
  .object({
    name: z
      .string({ error: SIGNATURE_NAME_REQUIRED_MESSAGE })
      .trim()
      .min(2, { error: SIGNATURE_NAME_REQUIRED_MESSAGE })
      .max(120),
    /** Made from the name when absent. */
    slug: slugSchema.nullish(),
    subtitle: z.string().trim().max(240).nullish(),
    description_html: z.string().max(100_000).nullish(),
    benefits: z
      .array(
        z
          .string()
          .trim()
          .min(2, { error: BENEFIT_INVALID_MESSAGE })
          .max(200, { error: BENEFIT_INVALID_MESSAGE }),
      )
      .max(20, { error: 'No máximo 20 benefícios.' })
      .default([]),
    periods: z
      .array(signaturePeriodInputSchema)
      .max(12)
      .default([])
      .refine((items) => new Set(items.map((p) => p.access_period_id)).size === items.length, {
        error: SIGNATURE_PERIOD_REPEATED_MESSAGE,
      }),
    /** The period shown first (and whose price is the type's price); the first period if absent. */
    access_period_id: id.nullish(),
    sort_order: z.coerce.number().int().min(0).max(10_000).default(0),
    available_in_store: z.boolean().default(true),
    active: z.boolean().default(true),
    /** When present, replaces what the type includes (the qualification). */
    contents: contentsList.optional(),
  })
  .strict()
  .refine((v) => !v.available_in_store || v.periods.length > 0, {
    path: ['periods'],
    error: SIGNATURE_PERIODS_REQUIRED_MESSAGE,
  })
  .refine(
    (v) =>
      v.access_period_id === null ||
      v.access_period_id === undefined ||
      v.periods.some((p) => p.access_period_id === v.access_period_id),
    { path: ['access_period_id'], error: SIGNATURE_DEFAULT_PERIOD_MESSAGE },
  );
export type SignatureTypeInput = z.input<typeof signatureTypeInputSchema>;

export const signatureTypesQuerySchema = listQuerySchema
  .omit({ sort: true })
  .extend({ active: z.enum(['true', 'false']).optional() })
  .strict();

/** `update-content-qualification/:id`: replaces what a signature type includes. */
export const contentQualificationInputSchema = z.object({ contents: contentsList }).strict();

/** `register-user-signature`: staff grants a signature for one of its access periods. */
export const registerUserSignatureSchema = z
  .object({
    user_id: picked('Informe a pessoa.'),
    signature_type_id: picked('Selecione a assinatura.'),
    access_period_id: picked(PERIOD_REQUIRED_MESSAGE),
    note: z.string().trim().max(300).nullish(),
  })
  .strict();
export type RegisterUserSignature = z.input<typeof registerUserSignatureSchema>;

export const userSignaturesQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(20),
    status: z.enum(GRANT_STATUS_VALUES).optional(),
  })
  .strict();

// ---------------------------------------------------------------------------- responses

export const signaturePeriodSchema = z.object({
  access_period_id: z.number().int(),
  name: z.string(),
  /** Null: lifetime. */
  days: z.number().int().nullable(),
  price_cents: z.number().int(),
  /** The price per month for periods of a month or more; null for lifetime. */
  monthly_cents: z.number().int().nullable(),
});
export type SignaturePeriod = z.infer<typeof signaturePeriodSchema>;

export const namedContentSchema = z.object({
  kind: z.enum(QUALIFICATION_KINDS),
  target_id: z.number().int(),
  name: z.string(),
  /** Where the public page lives (`/curso/:slug`, `/ebooks/:slug`), when it has one. */
  slug: z.string().nullable(),
});
export type NamedContent = z.infer<typeof namedContentSchema>;

export const signatureTypeSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  subtitle: z.string().nullable(),
  price_cents: z.number().int(),
  periods_count: z.number().int(),
  contents_count: z.number().int(),
  /** People with an active grant of this type now. */
  holders_count: z.number().int(),
  sort_order: z.number().int(),
  available_in_store: z.boolean(),
  active: z.boolean(),
});
export type SignatureTypeSummary = z.infer<typeof signatureTypeSummarySchema>;

export const signatureTypeDetailSchema = signatureTypeSummarySchema.extend({
  description_html: z.string().nullable(),
  benefits: z.array(z.string()),
  access_period_id: z.number().int().nullable(),
  periods: z.array(signaturePeriodSchema),
  contents: z.array(namedContentSchema),
  created_at: z.string(),
});
export type SignatureTypeDetail = z.infer<typeof signatureTypeDetailSchema>;

export const signatureDeleteResultSchema = z.object({
  result: z.enum(['deleted', 'deactivated']),
  message: z.string(),
});
export type SignatureDeleteResult = z.infer<typeof signatureDeleteResultSchema>;

/** What visitors see (`public-signature-types`, `public-signature-type/:slug`, Liberta's find). */
export const publicSignatureTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  subtitle: z.string().nullable(),
  description_html: z.string().nullable(),
  benefits: z.array(z.string()),
  available_in_store: z.boolean(),
  /** The default period first, then by length. */
  periods: z.array(signaturePeriodSchema),
  /** The cheapest price per month among periods of a month or more (null: none). */
  from_monthly_cents: z.number().int().nullable(),
  /** The cheapest price of any period (null: no period). */
  from_price_cents: z.number().int().nullable(),
  contents: z.array(namedContentSchema),
});
export type PublicSignatureType = z.infer<typeof publicSignatureTypeSchema>;

/** `select-signature-types-access`: a type with one of its periods ("LS Premium — 1 ano"). */
export const signatureTypeAccessOptionSchema = z.object({
  /** `<signature_type_id>:<access_period_id>` (the cart's `signature:<id>:<periodId>`). */
  id: z.string(),
  name: z.string(),
  signature_type_id: z.number().int(),
  access_period_id: z.number().int(),
  price_cents: z.number().int(),
});
export type SignatureTypeAccessOption = z.infer<typeof signatureTypeAccessOptionSchema>;

/** `select-signature-periods`, `select-product-periods`: an access period (null days: lifetime). */
export const accessPeriodOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  days: z.number().int().nullable(),
});
export type AccessPeriodOption = z.infer<typeof accessPeriodOptionSchema>;

/** `select-signature-access-period/:id`: the periods of a type with their prices. */
export const signatureAccessPeriodOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  days: z.number().int().nullable(),
  price_cents: z.number().int(),
});

/** Options of the contents picker, grouped by kind on screen. */
export const qualificationOptionSchema = z.object({
  kind: z.enum(QUALIFICATION_KINDS),
  id: z.number().int(),
  name: z.string(),
  /** Draft contents are listed (staff prepare ahead) but marked. */
  published: z.boolean(),
});
export type QualificationOption = z.infer<typeof qualificationOptionSchema>;

export const contentQualificationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  active: z.boolean(),
  contents: z.array(namedContentSchema),
  counts: z.record(z.enum(QUALIFICATION_KINDS), z.number().int()),
});
export type ContentQualification = z.infer<typeof contentQualificationSchema>;

/** "Minhas Assinaturas": a person's signature grants with what each includes. */
export const mySignatureSchema = z.object({
  grant_id: z.number().int(),
  signature_type_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  subtitle: z.string().nullable(),
  benefits: z.array(z.string()),
  status: z.enum(GRANT_STATUS_VALUES),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  source: z.string(),
  available_in_store: z.boolean(),
  contents: z.array(namedContentSchema),
});
export type MySignature = z.infer<typeof mySignatureSchema>;

/** Months a period of `days` covers (30 dias → 1, 1 ano → 12); null for lifetime. */
export function periodMonths(days: number | null): number | null {
  if (days === null || days < 28) return null;
  return Math.max(1, Math.round(days / 30.4375));
}

/** Price per month of a period (R$ 958,80 for 1 ano → R$ 79,90); null when not monthly. */
export function monthlyCents(priceCents: number, days: number | null): number | null {
  const months = periodMonths(days);
  return months === null ? null : Math.round(priceCents / months);
}

/** `/carrinho?add=signature:<id>:<periodId>`: what "Assinar" puts in the cart. */
export function signatureCartUrl(signatureTypeId: number, accessPeriodId: number): string {
  return `/carrinho?add=signature:${signatureTypeId}:${accessPeriodId}`;
}
