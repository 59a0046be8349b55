import { z } from 'zod';
import { listResponseSchema } from './users.contract.ts';

/**
 * The data subject's rights (LGPD art. 18): a person takes all their data as JSON and deletes
 * their account; staff answer the requests in a queue with the legal deadline.
 */

/**
 * Days to answer a request: LGPD art. 19, II gives 15 days for the complete declaration; we hold
 * every kind of request to it.
 */
export const DATA_REQUEST_DEADLINE_DAYS = 15;

/** What the typed confirmation of an account deletion must say. */
export const ACCOUNT_DELETION_WORD = 'EXCLUIR';

export const DATA_RIGHTS_MESSAGES = {
  confirmation: `Digite ${ACCOUNT_DELETION_WORD} para confirmar.`,
  wrongPassword: 'Senha incorreta.',
  passwordRequired: 'Informe sua senha.',
  alreadyAnswered: 'Esta solicitação já foi respondida.',
  answerRequired: 'Escreva a resposta (ao menos 3 caracteres).',
  staffAccount: 'Contas da equipe são encerradas pela administração, não por aqui.',
} as const;

/** How a de-identified person is named where their records stay (paid orders, chat). */
export const ANONYMISED_NAME = 'Titular removido';

export const DATA_REQUEST_KIND_VALUES = [
  'export',
  'deletion',
  'correction',
  'information',
  'other',
] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KIND_VALUES)[number];

export const DATA_REQUEST_STATUS_VALUES = ['open', 'done'] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUS_VALUES)[number];

/** Who made the request: the person on their profile, or staff on their behalf. */
export const DATA_REQUEST_CHANNEL_VALUES = ['self', 'staff'] as const;

export const dataRequestSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  user_email: z.string(),
  /** The account was anonymised (a deletion was carried out). */
  anonymised: z.boolean(),
  kind: z.enum(DATA_REQUEST_KIND_VALUES),
  status: z.enum(DATA_REQUEST_STATUS_VALUES),
  channel: z.enum(DATA_REQUEST_CHANNEL_VALUES),
  brand: z.string(),
  note: z.string().nullable(),
  answer: z.string().nullable(),
  requested_at: z.string(),
  due_at: z.string(),
  answered_at: z.string().nullable(),
  answered_by_name: z.string().nullable(),
});
export type DataRequest = z.infer<typeof dataRequestSchema>;

export const dataRequestListSchema = listResponseSchema(dataRequestSchema);

export const listDataRequestsQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(20),
    search: z.string().trim().max(120).optional(),
    status: z.enum(DATA_REQUEST_STATUS_VALUES).optional(),
    kind: z.enum(DATA_REQUEST_KIND_VALUES).optional(),
    user_id: z.coerce.number().int().positive().optional(),
  })
  .strict();
export type ListDataRequestsQuery = z.infer<typeof listDataRequestsQuerySchema>;

export const deleteMyAccountInputSchema = z
  .object({
    password: z
      .string({ error: DATA_RIGHTS_MESSAGES.passwordRequired })
      .min(1, { error: DATA_RIGHTS_MESSAGES.passwordRequired })
      .max(200),
    confirmation: z
      .string({ error: DATA_RIGHTS_MESSAGES.confirmation })
      .trim()
      .refine((value) => value === ACCOUNT_DELETION_WORD, {
        error: DATA_RIGHTS_MESSAGES.confirmation,
      }),
  })
  .strict();
export type DeleteMyAccountInput = z.input<typeof deleteMyAccountInputSchema>;

/** A request staff register for a customer (received by e-mail, phone, letter…). */
export const createDataRequestInputSchema = z
  .object({
    kind: z.enum(DATA_REQUEST_KIND_VALUES, { error: 'Escolha o tipo da solicitação.' }),
    note: z
      .string()
      .trim()
      .min(3, { error: 'Descreva a solicitação (ao menos 3 caracteres).' })
      .max(2000, { error: 'Use no máximo 2000 caracteres.' }),
  })
  .strict();
export type CreateDataRequestInput = z.input<typeof createDataRequestInputSchema>;

export const answerDataRequestInputSchema = z
  .object({
    answer: z
      .string({ error: DATA_RIGHTS_MESSAGES.answerRequired })
      .trim()
      .min(3, { error: DATA_RIGHTS_MESSAGES.answerRequired })
      .max(4000, { error: 'Use no máximo 4000 caracteres.' }),
  })
  .strict();
export type AnswerDataRequestInput = z.input<typeof answerDataRequestInputSchema>;

/**
 * The export: every section is a list of rows as stored (secrets such as password and token
 * hashes are never included). Sections are open-ended records so a module that adds personal
 * data adds its section without a new contract.
 */
export const dataExportSchema = z.object({
  generated_at: z.string(),
  controller: z.string(),
  subject: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  sections: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** Days left to the deadline (negative: overdue), counted in whole days from `at`. */
export function daysToDeadline(dueAt: string | Date, at: Date): number {
  const due = typeof dueAt === 'string' ? new Date(dueAt) : dueAt;
  return Math.ceil((due.getTime() - at.getTime()) / 86_400_000);
}
