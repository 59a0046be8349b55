import { z } from 'zod';
import { isRichTextEmpty } from '../format/rich-text.ts';
import { count, defineForm, flag, formField, text } from '../forms/staff-form.ts';
import { listResponseSchema, selectOptionSchema } from '../identity/users.contract.ts';
import { BRAND_ID_VALUES } from '../store/catalogue.contract.ts';
import type { BrandId } from '../brands/brands.ts';

/**
 * FAQ / Central de ajuda (issue 17): staff keep categories and questions (`/faq`, resource
 * 'FAQ / Central de ajuda'); every brand shows its active questions at `/central-de-ajuda`, with
 * a server-side, accent-insensitive search and an "Isto foi útil?" vote (one per person, or per
 * anonymous browser, per question; voting again changes the vote).
 */

export const HELP_MESSAGES = {
  categoryName: 'Informe o nome da categoria, com até 80 caracteres.',
  slug: 'Use só letras minúsculas sem acento, números e hífens (ex.: pagamentos-e-planos).',
  order: 'A ordem é um número inteiro de 0 a 9999.',
  question: 'Informe a pergunta, com 3 a 300 caracteres.',
  answer: 'Escreva a resposta.',
  answerLong: 'A resposta é longa demais (máx. 50.000 caracteres).',
  category: 'Escolha a categoria.',
  brands: 'Escolha ao menos uma marca.',
  brandsRepeated: 'Cada marca aparece uma vez.',
  notFound: 'Pergunta não encontrada.',
  categoryNotFound: 'Categoria não encontrada.',
  categoryInUse:
    'Esta categoria tem perguntas; mova-as ou exclua-as antes, ou desative a categoria.',
  anonymousId: 'Identificador anônimo inválido.',
  voterRequired: 'Entre na sua conta ou recarregue a página para avaliar a resposta.',
  search: 'A busca tem no máximo 120 caracteres.',
} as const;

const flagText = z.enum(['true', 'false']).transform((v) => v === 'true');
const idText = z.coerce.number().int().positive().max(2_147_483_647);
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const order = z
  .number({ error: HELP_MESSAGES.order })
  .int({ error: HELP_MESSAGES.order })
  .min(0, { error: HELP_MESSAGES.order })
  .max(9999, { error: HELP_MESSAGES.order })
  .default(0);

/** "Pagamentos e planos" → "pagamentos-e-planos" (the slug the category form proposes). */
export function helpSlugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/**
 * What the search compares: lower case without accents, spaces collapsed ("Cartão  DE crédito"
 * → "cartao de credito"). The database keeps the questions' text the same way.
 */
export function helpSearchText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

// --- Categories ----------------------------------------------------------------------------

export const helpCategoryInputSchema = z
  .object({
    name: z
      .string({ error: HELP_MESSAGES.categoryName })
      .trim()
      .min(1, { error: HELP_MESSAGES.categoryName })
      .max(80, { error: HELP_MESSAGES.categoryName }),
    slug: z
      .string({ error: HELP_MESSAGES.slug })
      .trim()
      .max(80, { error: HELP_MESSAGES.slug })
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: HELP_MESSAGES.slug }),
    order,
    active: z.boolean().default(true),
  })
  .strict();
export type HelpCategoryInput = z.input<typeof helpCategoryInputSchema>;

export const helpCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  order: z.number().int(),
  active: z.boolean(),
  /** Its questions, active or not. */
  question_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type HelpCategory = z.infer<typeof helpCategorySchema>;

export const helpCategoryListQuerySchema = z
  .object({
    page,
    per_page: z.coerce.number().int().min(1).max(100).default(50),
    search: z.string().trim().max(120, { error: HELP_MESSAGES.search }).optional(),
    active: flagText.optional(),
  })
  .strict();
export type HelpCategoryListQuery = z.input<typeof helpCategoryListQuerySchema>;
export const helpCategoryListSchema = listResponseSchema(helpCategorySchema);

/** Up or down one place among its neighbours (categories; questions within their category). */
export const helpMoveInputSchema = z
  .object({ direction: z.enum(['up', 'down'], { error: 'Escolha subir ou descer.' }) })
  .strict();
export type HelpMoveInput = z.input<typeof helpMoveInputSchema>;

export const helpCategoryOptionSchema = selectOptionSchema.extend({ active: z.boolean() });
export type HelpCategoryOption = z.infer<typeof helpCategoryOptionSchema>;

// --- Questions -----------------------------------------------------------------------------

export const helpQuestionInputSchema = z
  .object({
    category_id: z
      .number({ error: HELP_MESSAGES.category })
      .int({ error: HELP_MESSAGES.category })
      .positive({ error: HELP_MESSAGES.category })
      .max(2_147_483_647, { error: HELP_MESSAGES.category }),
    question: z
      .string({ error: HELP_MESSAGES.question })
      .trim()
      .min(3, { error: HELP_MESSAGES.question })
      .max(300, { error: HELP_MESSAGES.question }),
    /** HTML from the rich-text editor; cleaned on the server before it is stored. */
    answer: z
      .string({ error: HELP_MESSAGES.answer })
      .max(50_000, { error: HELP_MESSAGES.answerLong })
      .refine((value) => !isRichTextEmpty(value), { error: HELP_MESSAGES.answer }),
    brands: z
      .array(z.enum(BRAND_ID_VALUES, { error: HELP_MESSAGES.brands }), {
        error: HELP_MESSAGES.brands,
      })
      .min(1, { error: HELP_MESSAGES.brands })
      .max(BRAND_ID_VALUES.length, { error: HELP_MESSAGES.brandsRepeated })
      .refine((list) => new Set(list).size === list.length, {
        error: HELP_MESSAGES.brandsRepeated,
      }),
    order,
    active: z.boolean().default(true),
  })
  .strict();
export type HelpQuestionInput = z.input<typeof helpQuestionInputSchema>;

/** The votes of "Isto foi útil?": `rate` is the helpful share in whole percent (null: none). */
export const helpFeedbackCountsSchema = z.object({
  helpful: z.number().int(),
  not_helpful: z.number().int(),
  rate: z.number().int().nullable(),
});
export type HelpFeedbackCounts = z.infer<typeof helpFeedbackCountsSchema>;

export const helpQuestionSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  category_name: z.string(),
  question: z.string(),
  answer: z.string(),
  brands: z.array(z.enum(BRAND_ID_VALUES)),
  order: z.number().int(),
  active: z.boolean(),
  feedback: helpFeedbackCountsSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type HelpQuestion = z.infer<typeof helpQuestionSchema>;

export const helpQuestionListQuerySchema = z
  .object({
    page,
    per_page: z.coerce.number().int().min(1).max(100).default(20),
    /** Searches the question and the answer, without regard to accents or case. */
    search: z.string().trim().max(120, { error: HELP_MESSAGES.search }).optional(),
    category_id: idText.optional(),
    brand: z.enum(BRAND_ID_VALUES).optional(),
    active: flagText.optional(),
  })
  .strict();
export type HelpQuestionListQuery = z.input<typeof helpQuestionListQuerySchema>;
export const helpQuestionListSchema = listResponseSchema(helpQuestionSchema);

// --- The public help centre ----------------------------------------------------------------

export const helpCentreQuerySchema = z
  .object({ search: z.string().trim().max(120, { error: HELP_MESSAGES.search }).optional() })
  .strict();
export type HelpCentreQuery = z.input<typeof helpCentreQuerySchema>;

export const helpCentreQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
});
export type HelpCentreQuestion = z.infer<typeof helpCentreQuestionSchema>;

/** The brand's active categories with their active questions, in order (a search: only matches). */
export const helpCentreSchema = z.object({
  search: z.string().nullable(),
  total: z.number().int(),
  categories: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      slug: z.string(),
      questions: z.array(helpCentreQuestionSchema),
    }),
  ),
});
export type HelpCentre = z.infer<typeof helpCentreSchema>;

export const helpFeedbackInputSchema = z
  .object({
    helpful: z.boolean({ error: 'Responda sim ou não.' }),
    /** A random id the browser keeps; a signed-in person's vote is theirs instead. */
    anonymous_id: z.uuid({ error: HELP_MESSAGES.anonymousId }).optional(),
  })
  .strict();
export type HelpFeedbackInput = z.input<typeof helpFeedbackInputSchema>;

export const helpFeedbackResultSchema = z.object({
  question_id: z.number().int(),
  helpful: z.boolean(),
});
export type HelpFeedbackResult = z.infer<typeof helpFeedbackResultSchema>;

// --- Staff forms ---------------------------------------------------------------------------

/** The category select holds its id as text; none is sent as 0 ('Escolha a categoria.'). */
const categoryField = formField(
  z
    .string()
    .nullable()
    .transform((value) => (value ? Number(value) : 0)),
  (stored) => (typeof stored === 'number' && stored > 0 ? String(stored) : null),
);

/** The brands' checkboxes hold the chosen ids (a new question: every brand). */
const brandsField = formField(z.array(z.custom<BrandId>((v) => typeof v === 'string')), (stored) =>
  Array.isArray(stored) ? (stored as BrandId[]) : [...BRAND_ID_VALUES],
);

export const helpQuestionForm = defineForm(helpQuestionInputSchema, {
  category_id: categoryField,
  question: text(),
  answer: text(),
  brands: brandsField,
  order: count(0, 0),
  active: flag(true),
});

export const helpCategoryForm = defineForm(helpCategoryInputSchema, {
  name: text(),
  slug: text(),
  order: count(0, 0),
  active: flag(true),
});
