import { z } from 'zod';
import { listResponseSchema } from '../identity/users.contract.ts';
import { slugSchema } from '../learning/courses.contract.ts';
import { coverFields, coverUrlSchema } from '../media/cover.ts';
import { phoneSchema } from '../validation/schemas.ts';

/**
 * Liberta's institutional site (issue 17): the investment advisors (staff
 * `/site-liberta-investimentos/assessores`, resource Assessores) and one page per kind of
 * investment with its advisors (`/site-liberta-investimentos/investimentos`, resource Páginas de
 * investimentos). The marketing site reads them without a session (`list-site-…`,
 * `find-site-…`), cacheable with a strong ETag.
 */

export const ADVISOR_MESSAGES = {
  name: 'Informe o nome do assessor, com até 120 caracteres.',
  certificationNumber: 'Informe o número do registro, com até 40 caracteres.',
  certificationKind: 'Escolha o tipo de certificação.',
  certificationsDistinct: 'Cada certificação aparece uma vez.',
  specialty: 'Cada especialidade tem até 40 caracteres.',
  specialties: 'Informe até 12 especialidades.',
  city: 'A cidade tem até 80 caracteres.',
  uf: 'Escolha a UF.',
  email: 'Informe um e-mail válido.',
  whatsappWithoutPhone: 'Informe o telefone para marcar WhatsApp.',
  order: 'A ordem é um número inteiro de 0 a 9999.',
  notFound: 'Assessor não encontrado.',
  userTaken: 'Esta conta já está ligada a outro assessor.',
  notStaff: 'Escolha uma conta da equipe (um cliente não pode ser assessor).',
} as const;

export const INVESTMENT_PAGE_MESSAGES = {
  title: 'Informe o título da página, com até 120 caracteres.',
  summary: 'O resumo tem até 300 caracteres.',
  slugTaken: 'Já existe uma página com este endereço.',
  advisorsDistinct: 'Cada assessor aparece uma vez.',
  advisors: 'Escolha até 30 assessores.',
  notFound: 'Página não encontrada.',
} as const;

export const CERTIFICATION_KIND_VALUES = ['CVM', 'ANCORD', 'CEA', 'CFP', 'CGA'] as const;
export type CertificationKind = (typeof CERTIFICATION_KIND_VALUES)[number];

/** What each registration is, for people (and the site's tooltips). */
export const CERTIFICATION_NAMES: Record<CertificationKind, string> = {
  CVM: 'Registro na CVM',
  ANCORD: 'Certificação ANCORD (assessor de investimentos)',
  CEA: 'Certificação ANBIMA CEA',
  CFP: 'Certified Financial Planner (Planejar)',
  CGA: 'Certificação ANBIMA CGA',
};

export const UF_VALUES = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR',
  'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const; // prettier-ignore

export const advisorCertificationSchema = z
  .object({
    kind: z.enum(CERTIFICATION_KIND_VALUES, { error: ADVISOR_MESSAGES.certificationKind }),
    number: z
      .string({ error: ADVISOR_MESSAGES.certificationNumber })
      .trim()
      .min(1, { error: ADVISOR_MESSAGES.certificationNumber })
      .max(40, { error: ADVISOR_MESSAGES.certificationNumber }),
  })
  .strict();
export type AdvisorCertification = z.infer<typeof advisorCertificationSchema>;

const order = z
  .number({ error: ADVISOR_MESSAGES.order })
  .int({ error: ADVISOR_MESSAGES.order })
  .min(0, { error: ADVISOR_MESSAGES.order })
  .max(9999, { error: ADVISOR_MESSAGES.order })
  .default(0);
const id = z.number().int().positive().max(2_147_483_647);

export const advisorInputSchema = z
  .object({
    name: z
      .string({ error: ADVISOR_MESSAGES.name })
      .trim()
      .min(2, { error: ADVISOR_MESSAGES.name })
      .max(120, { error: ADVISOR_MESSAGES.name }),
    /** The portrait (uploaded with `update-advisor-cover`); the form sends back what it has. */
    cover_url: coverUrlSchema,
    certifications: z
      .array(advisorCertificationSchema)
      .max(10)
      .default([])
      .refine((list) => new Set(list.map((c) => c.kind)).size === list.length, {
        error: ADVISOR_MESSAGES.certificationsDistinct,
      }),
    bio_html: z.string().max(100_000).nullish(),
    specialties: z
      .array(
        z
          .string()
          .trim()
          .min(1, { error: ADVISOR_MESSAGES.specialty })
          .max(40, { error: ADVISOR_MESSAGES.specialty }),
      )
      .max(12, { error: ADVISOR_MESSAGES.specialties })
      .default([]),
    city: z.string().trim().max(80, { error: ADVISOR_MESSAGES.city }).nullish(),
    uf: z.enum(UF_VALUES, { error: ADVISOR_MESSAGES.uf }).nullish(),
    email: z.email({ error: ADVISOR_MESSAGES.email }).max(200).nullish(),
    phone: phoneSchema.nullish(),
    whatsapp: z.boolean().default(false),
    order,
    active: z.boolean().default(true),
    /** The advisor's staff account, if any (one advisor per account). */
    user_id: id.nullish(),
  })
  .strict()
  .refine((v) => !v.whatsapp || Boolean(v.phone), {
    path: ['whatsapp'],
    error: ADVISOR_MESSAGES.whatsappWithoutPhone,
  });
export type AdvisorInput = z.input<typeof advisorInputSchema>;

/** An advisor as the marketing site shows them (no staff account, no order). */
export const siteAdvisorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ...coverFields,
  certifications: z.array(advisorCertificationSchema),
  bio_html: z.string().nullable(),
  specialties: z.array(z.string()),
  city: z.string().nullable(),
  uf: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  whatsapp: z.boolean(),
});
export type SiteAdvisor = z.infer<typeof siteAdvisorSchema>;

/** An advisor as staff edit them. */
export const advisorSchema = siteAdvisorSchema.extend({
  order: z.number().int(),
  active: z.boolean(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  /** The investment pages that show them. */
  page_count: z.number().int(),
  updated_at: z.string(),
});
export type Advisor = z.infer<typeof advisorSchema>;

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const advisorListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(20),
    search: z.string().trim().max(120).optional(),
    active: flag.optional(),
  })
  .strict();
export const advisorListSchema = listResponseSchema(advisorSchema);

// --- Investment pages -----------------------------------------------------------------------

export const investmentPageInputSchema = z
  .object({
    slug: slugSchema,
    title: z
      .string({ error: INVESTMENT_PAGE_MESSAGES.title })
      .trim()
      .min(2, { error: INVESTMENT_PAGE_MESSAGES.title })
      .max(120, { error: INVESTMENT_PAGE_MESSAGES.title }),
    summary: z.string().trim().max(300, { error: INVESTMENT_PAGE_MESSAGES.summary }).nullish(),
    cover_url: coverUrlSchema,
    content_html: z.string().max(200_000).nullish(),
    /** The page's advisors, in the order the page shows them. */
    advisor_ids: z
      .array(id)
      .max(30, { error: INVESTMENT_PAGE_MESSAGES.advisors })
      .default([])
      .refine((ids) => new Set(ids).size === ids.length, {
        error: INVESTMENT_PAGE_MESSAGES.advisorsDistinct,
      }),
    order,
    published: z.boolean().default(false),
  })
  .strict();
export type InvestmentPageInput = z.input<typeof investmentPageInputSchema>;

const pageFields = {
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  ...coverFields,
};

/** A page in the site's list (no content). */
export const siteInvestmentPageSummarySchema = z.object({
  ...pageFields,
  advisor_count: z.number().int(),
});
export type SiteInvestmentPageSummary = z.infer<typeof siteInvestmentPageSummarySchema>;

/** One page on the site: its content and its active advisors, in order. */
export const siteInvestmentPageSchema = z.object({
  ...pageFields,
  content_html: z.string().nullable(),
  advisors: z.array(siteAdvisorSchema),
});
export type SiteInvestmentPage = z.infer<typeof siteInvestmentPageSchema>;

/** A page as staff edit it. */
export const investmentPageSchema = z.object({
  ...pageFields,
  content_html: z.string().nullable(),
  advisor_ids: z.array(z.number().int()),
  advisors: z.array(z.object({ id: z.number().int(), name: z.string(), active: z.boolean() })),
  order: z.number().int(),
  published: z.boolean(),
  updated_at: z.string(),
});
export type InvestmentPage = z.infer<typeof investmentPageSchema>;

export const investmentPageListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(20),
    search: z.string().trim().max(120).optional(),
    published: flag.optional(),
  })
  .strict();
export const investmentPageListSchema = listResponseSchema(investmentPageSchema);

/** The site's lists: everything at once (a few dozen rows). */
export const siteAdvisorListSchema = z.object({ data: z.array(siteAdvisorSchema) });
export const siteInvestmentPageListSchema = z.object({
  data: z.array(siteInvestmentPageSummarySchema),
});
export type SiteAdvisorList = z.infer<typeof siteAdvisorListSchema>;
export type SiteInvestmentPageList = z.infer<typeof siteInvestmentPageListSchema>;
/** `select-advisors`: every advisor, the inactive ones too (marked). */
export const advisorOptionsSchema = z.array(
  z.object({ id: z.number().int(), name: z.string(), active: z.boolean() }),
);
export type AdvisorOption = z.infer<typeof advisorOptionsSchema>[number];
/** `toggle-published-investment-page`: the page and its new state. */
export const publishedStateSchema = z.object({ id: z.number().int(), published: z.boolean() });
export type PublishedState = z.infer<typeof publishedStateSchema>;

/** How long a site answer is fresh, and how long a cache may serve it stale while it asks again. */
export const SITE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';
