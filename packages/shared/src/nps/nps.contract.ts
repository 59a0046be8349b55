import { z } from 'zod';
import { BRAND_ID_VALUES } from '../store/catalogue.contract.ts';
import { listResponseSchema, selectOptionSchema } from '../identity/users.contract.ts';
import { npsAnswerListSchema } from '../validation/nps.ts';

/**
 * NPS surveys (issue 16): the questions staff keep (`/nps`, resource Nps), the sends to an
 * audience (`/nps/enviar-pesquisa`), the person's pending questions and answers (the modal), and
 * the results staff read. The answer rules themselves are `validation/nps.ts`.
 */

export const NPS_MESSAGES = {
  question: 'Informe a pergunta, com até 500 caracteres.',
  category: 'Escolha a categoria.',
  order: 'A ordem é um número inteiro de 0 a 9999.',
  notFound: 'Pergunta não encontrada.',
  questionUserNotFound: 'Pergunta enviada não encontrada.',
  sendNotFound: 'Envio não encontrado.',
  questionsRequired: 'Escolha ao menos uma pergunta.',
  inactiveQuestion: 'Só perguntas ativas podem ser enviadas.',
  nobody: 'Nenhuma pessoa corresponde aos filtros escolhidos.',
  dateRange: 'A data final do cadastro deve ser igual ou posterior à inicial.',
  alreadySent: 'Esta pergunta já foi enviada; desative-a em vez de excluir.',
  alreadyAnswered: 'Esta pergunta já foi respondida.',
  notYours: 'Pergunta não encontrada entre as suas.',
  ratingForOpen: 'Esta pergunta pede uma resposta escrita.',
  textForRating: 'Esta pergunta pede uma nota de 1 a 10.',
  duplicated: 'Cada pergunta é respondida uma vez.',
  answeredCannotWithdraw: 'Uma pergunta já respondida não pode ser retirada.',
  followUpDetractorOnly: 'Só a nota de um detrator (1 a 6) abre um acompanhamento.',
  followUpNotFound: 'Acompanhamento não encontrado.',
  assignee: 'Escolha um colaborador.',
  note: 'A anotação deve ter no máximo 2000 caracteres.',
} as const;

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');
const idText = z.coerce.number().int().positive().max(2_147_483_647);
const day = z.iso.date({ error: 'Use uma data no formato AAAA-MM-DD.' });

// --- Questions -----------------------------------------------------------------------------

export const npsQuestionInputSchema = z
  .object({
    question: z
      .string({ error: NPS_MESSAGES.question })
      .trim()
      .min(1, { error: NPS_MESSAGES.question })
      .max(500, { error: NPS_MESSAGES.question }),
    category_id: z
      .number({ error: NPS_MESSAGES.category })
      .int({ error: NPS_MESSAGES.category })
      .positive({ error: NPS_MESSAGES.category })
      .max(2_147_483_647, { error: NPS_MESSAGES.category }),
    open_question: z.boolean().default(false),
    active: z.boolean().default(true),
    order: z
      .number({ error: NPS_MESSAGES.order })
      .int({ error: NPS_MESSAGES.order })
      .min(0, { error: NPS_MESSAGES.order })
      .max(9999, { error: NPS_MESSAGES.order })
      .default(0),
  })
  .strict();
export type NpsQuestionInput = z.input<typeof npsQuestionInputSchema>;

export const npsQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  open_question: z.boolean(),
  active: z.boolean(),
  order: z.number().int(),
  /** How many times it was sent and answered (all rounds). */
  sent: z.number().int(),
  answered: z.number().int(),
  created_at: z.string(),
});
export type NpsQuestion = z.infer<typeof npsQuestionSchema>;

export const npsQuestionListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(20),
    search: z.string().trim().max(120).optional(),
    category: idText.optional(),
    active: flag.optional(),
  })
  .strict();
export const npsQuestionListSchema = listResponseSchema(npsQuestionSchema);

export const npsCategoryOptionSchema = selectOptionSchema;

/** The audience filters' choices (`select-nps-audience-options`), for staff with Nps. */
export const npsAudienceOptionsSchema = z.object({
  profiles: z.array(selectOptionSchema),
  signature_types: z.array(selectOptionSchema),
  products: z.array(selectOptionSchema),
  courses: z.array(selectOptionSchema),
});
export type NpsAudienceOptions = z.infer<typeof npsAudienceOptionsSchema>;

// --- Audience and sends --------------------------------------------------------------------

export const NPS_TRIAL_VALUES = ['any', 'only', 'none'] as const;
export type NpsTrialFilter = (typeof NPS_TRIAL_VALUES)[number];

const ids = z.array(idText).max(200).default([]);

/** Who a send reaches: every filter narrows; an empty list is "any". */
export const npsAudienceSchema = z
  .object({
    profile_ids: ids,
    signature_type_ids: ids,
    product_ids: ids,
    course_ids: ids,
    /** `only`: people in a trial now; `none`: people not in one. */
    trial: z.enum(NPS_TRIAL_VALUES).default('any'),
    /** Sign-up São Paulo days, both included. */
    signed_up_from: day.nullable().default(null),
    signed_up_to: day.nullable().default(null),
  })
  .strict()
  .refine((a) => !a.signed_up_from || !a.signed_up_to || a.signed_up_from <= a.signed_up_to, {
    error: NPS_MESSAGES.dateRange,
    path: ['signed_up_to'],
  });
export type NpsAudience = z.output<typeof npsAudienceSchema>;
export type NpsAudienceInput = z.input<typeof npsAudienceSchema>;

export const npsSendInputSchema = z
  .object({
    question_ids: z
      .array(idText, { error: NPS_MESSAGES.questionsRequired })
      .min(1, { error: NPS_MESSAGES.questionsRequired })
      .max(50),
    audience: npsAudienceSchema.default({
      profile_ids: [],
      signature_type_ids: [],
      product_ids: [],
      course_ids: [],
      trial: 'any',
      signed_up_from: null,
      signed_up_to: null,
    }),
  })
  .strict();
export type NpsSendInput = z.input<typeof npsSendInputSchema>;

/** `check-users-nps-send`: what a send would do now. */
export const npsSendCheckSchema = z.object({
  /** People the filters reach. */
  people: z.number().int(),
  /** Person × question rows a send would create (those already pending are skipped). */
  new_questions: z.number().int(),
  /** Person × question pairs already pending (skipped). */
  already_pending: z.number().int(),
});
export type NpsSendCheck = z.infer<typeof npsSendCheckSchema>;

export const npsSendSchema = z.object({
  id: z.number().int(),
  question_ids: z.array(z.number().int()),
  questions: z.array(z.string()),
  audience: z.unknown(),
  created: z.number().int(),
  sent_by_name: z.string().nullable(),
  pending: z.number().int(),
  answered: z.number().int(),
  created_at: z.string(),
});
export type NpsSend = z.infer<typeof npsSendSchema>;
export const npsSendListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(10),
  })
  .strict();
export const npsSendListSchema = listResponseSchema(npsSendSchema);

// --- The person's questions ----------------------------------------------------------------

/** A question sent to someone, as the modal shows it (spec section 3). */
export const npsPendingQuestionSchema = z.object({
  nps_question_users_id: z.number().int(),
  question: z.string(),
  open_question: z.boolean(),
});
export type NpsPendingQuestion = z.infer<typeof npsPendingQuestionSchema>;

export const npsQuestionUserSchema = npsPendingQuestionSchema.extend({
  question_id: z.number().int(),
  category_name: z.string(),
  user_id: z.number().int(),
  user_name: z.string(),
  score: z.number().int().nullable(),
  answer_text: z.string().nullable(),
  answered_at: z.string().nullable(),
  created_at: z.string(),
});
export type NpsQuestionUser = z.infer<typeof npsQuestionUserSchema>;

export const npsAnswerInputSchema = z.object({ answers: npsAnswerListSchema }).strict();
export type NpsAnswerBody = z.input<typeof npsAnswerInputSchema>;
export const npsAnswerResultSchema = z.object({ message: z.string(), saved: z.number().int() });
export type NpsAnswerResult = z.infer<typeof npsAnswerResultSchema>;
/** A send made (`send-nps-users`) or made again (`resend-nps-send`): its id and the rows it made. */
export const npsSendCreatedSchema = z.object({ id: z.number().int(), created: z.number().int() });
export type NpsSendCreated = z.infer<typeof npsSendCreatedSchema>;
/** `withdraw-nps-send`: how many unanswered questions it took back. */
export const npsWithdrawnSchema = z.object({ withdrawn: z.number().int() });
export type NpsWithdrawn = z.infer<typeof npsWithdrawnSchema>;

// --- Results -------------------------------------------------------------------------------

/**
 * The NPS of a set of scores on the 1..10 scale: promoters score 9-10, passives 7-8, detractors
 * 1-6 (the 0..10 scale's 0-6 with the 0 that the form does not offer); NPS = % promoters − %
 * detractors, rounded, from −100 to 100; null without a score.
 */
export function npsScore(counts: { promoters: number; passives: number; detractors: number }) {
  const total = counts.promoters + counts.passives + counts.detractors;
  if (total === 0) return null;
  return Math.round(((counts.promoters - counts.detractors) * 100) / total);
}
export const NPS_PROMOTER_MIN = 9;
export const NPS_DETRACTOR_MAX = 6;
export type NpsBand = 'promoter' | 'passive' | 'detractor';
export function npsBand(score: number): NpsBand {
  if (score >= NPS_PROMOTER_MIN) return 'promoter';
  if (score <= NPS_DETRACTOR_MAX) return 'detractor';
  return 'passive';
}

export const npsResultsQuerySchema = z
  .object({
    question: idText.optional(),
    category: idText.optional(),
    brand: z.enum(BRAND_ID_VALUES).optional(),
    /** Sent-on São Paulo days, both included. */
    from: day.optional(),
    to: day.optional(),
  })
  .strict();
export type NpsResultsQuery = z.input<typeof npsResultsQuerySchema>;

export const npsFigureSchema = z.object({
  key: z.string(),
  label: z.string(),
  sent: z.number().int(),
  answered: z.number().int(),
  /** answered / sent, 0..100 (null when nothing was sent). */
  response_rate: z.number().nullable(),
  promoters: z.number().int(),
  passives: z.number().int(),
  detractors: z.number().int(),
  nps: z.number().int().nullable(),
});
export type NpsFigure = z.infer<typeof npsFigureSchema>;

export const npsResultsSchema = z.object({
  overall: npsFigureSchema,
  by_question: z.array(npsFigureSchema),
  by_category: z.array(npsFigureSchema),
  by_brand: z.array(npsFigureSchema),
  /** São Paulo months `YYYY-MM`, oldest first. */
  by_month: z.array(npsFigureSchema),
});
export type NpsResults = z.infer<typeof npsResultsSchema>;

export const npsAnswerListQuerySchema = npsResultsQuerySchema
  .extend({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(20),
    search: z.string().trim().max(120).optional(),
    /** `open`: written answers; `detractor`: scores 1-6; none: every answer. */
    kind: z.enum(['open', 'detractor']).optional(),
  })
  .strict();

export const NPS_FOLLOW_UP_STATUS_VALUES = ['open', 'closed'] as const;
export const npsFollowUpSchema = z.object({
  id: z.number().int(),
  status: z.enum(NPS_FOLLOW_UP_STATUS_VALUES),
  assigned_to: z.number().int().nullable(),
  assigned_name: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
  closed_at: z.string().nullable(),
});
export type NpsFollowUp = z.infer<typeof npsFollowUpSchema>;

export const npsAnswerRowSchema = z.object({
  id: z.number().int(),
  question_id: z.number().int(),
  question: z.string(),
  category_name: z.string(),
  user_id: z.number().int(),
  user_name: z.string(),
  user_email: z.string(),
  score: z.number().int().nullable(),
  answer_text: z.string().nullable(),
  brand: z.enum(BRAND_ID_VALUES).nullable(),
  answered_at: z.string(),
  follow_up: npsFollowUpSchema.nullable(),
});
export type NpsAnswerRow = z.infer<typeof npsAnswerRowSchema>;
export const npsAnswerPageSchema = listResponseSchema(npsAnswerRowSchema);

export const npsFollowUpInputSchema = z
  .object({
    assigned_to: z
      .number({ error: NPS_MESSAGES.assignee })
      .int({ error: NPS_MESSAGES.assignee })
      .positive({ error: NPS_MESSAGES.assignee })
      .max(2_147_483_647, { error: NPS_MESSAGES.assignee })
      .nullable()
      .default(null),
    note: z
      .string()
      .trim()
      .max(2000, { error: NPS_MESSAGES.note })
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .default(null),
    status: z.enum(NPS_FOLLOW_UP_STATUS_VALUES).default('open'),
  })
  .strict();
export type NpsFollowUpInput = z.input<typeof npsFollowUpInputSchema>;
