import { z } from 'zod';
import { emailSchema } from '../identity/auth.contract.ts';
import { listResponseSchema, selectOptionSchema } from '../identity/users.contract.ts';
import { XP_CODE_MESSAGE, xpCodeSchema } from './xp-code.ts';

/**
 * Access released ahead of an account (issue 17): Liberta's XP client release
 * (`/liberacao-cliente-xp`, resource 'Liberação de cliente XP') and the Brazilian e-mail binds
 * (`/email/bind`, resource 'Email binds'). Each line says what it opens (a product, a signature
 * type and/or courses) and for how long (days from when it is applied, or until a São Paulo day).
 */

export const GRANT_IMPORT_MESSAGES = {
  code: XP_CODE_MESSAGE,
  email: 'E-mail inválido.',
  releases: 'Escolha o que será liberado: um produto, uma assinatura ou cursos.',
  period: 'Informe o período: uma quantidade de dias ou uma data final.',
  bothPeriods: 'Informe dias ou uma data final, não os dois.',
  days: 'Os dias devem ser um número inteiro de 1 a 3650.',
  endsOn: 'Use uma data final válida (DD/MM/AAAA).',
  endsOnPast: 'A data final deve ser hoje ou depois.',
  unknownProduct: 'Produto não encontrado.',
  unknownSignature: 'Assinatura não encontrada.',
  unknownCourse: (ref: string) => `Curso não encontrado: ${ref}.`,
  duplicateInFile: (line: number) => `Repetida no arquivo (igual à linha ${line}).`,
  codeTaken: 'Este código XP já foi importado.',
  bindTaken: 'Este e-mail já tem esta mesma liberação.',
  notFound: 'Liberação não encontrada.',
  alreadyApplied: 'Esta liberação já foi aplicada e não pode ser excluída.',
  csvEmpty: 'O arquivo não tem linhas para importar.',
  csvHeader: (column: string) => `O arquivo precisa da coluna "${column}" no cabeçalho.`,
  csvTooManyRows: (max: number) => `O arquivo pode ter no máximo ${max} linhas.`,
  csvNothingValid: 'Nenhuma linha válida para importar: corrija o arquivo e tente de novo.',
  codeUnavailable: 'Código XP não encontrado ou já utilizado.',
  codeRedeemed: 'Código XP aplicado: seus conteúdos já estão liberados.',
  note: 'A observação deve ter no máximo 500 caracteres.',
} as const;

export const GRANT_IMPORT_KIND_VALUES = ['xp', 'email_bind'] as const;
export type GrantImportKindValue = (typeof GRANT_IMPORT_KIND_VALUES)[number];
export const GRANT_IMPORT_STATUS_VALUES = ['pending', 'applied', 'expired'] as const;
export type GrantImportStatus = (typeof GRANT_IMPORT_STATUS_VALUES)[number];
/** Most lines one CSV may hold (a preview answers every line). */
export const GRANT_IMPORT_MAX_ROWS = 2000;
export const GRANT_IMPORT_MAX_DAYS = 3650;

const id = z.number().int().positive().max(2_147_483_647);
const day = z.iso.date({ error: GRANT_IMPORT_MESSAGES.endsOn });

/** What a line opens and for how long (both kinds). */
const releaseFields = {
  product_id: id.nullable().default(null),
  signature_type_id: id.nullable().default(null),
  course_ids: z.array(id).max(50).default([]),
  days: z
    .number({ error: GRANT_IMPORT_MESSAGES.days })
    .int({ error: GRANT_IMPORT_MESSAGES.days })
    .min(1, { error: GRANT_IMPORT_MESSAGES.days })
    .max(GRANT_IMPORT_MAX_DAYS, { error: GRANT_IMPORT_MESSAGES.days })
    .nullable()
    .default(null),
  /** The last São Paulo day of access (access ends when it ends). */
  ends_on: day.nullable().default(null),
  note: z
    .string()
    .trim()
    .max(500, { error: GRANT_IMPORT_MESSAGES.note })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .default(null),
};

interface ReleaseShape {
  product_id: number | null;
  signature_type_id: number | null;
  course_ids: number[];
  days: number | null;
  ends_on: string | null;
}

/** The rules of a line that no single field says: something to open, one period. */
function releaseProblems(value: ReleaseShape): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if (value.product_id === null && value.signature_type_id === null && !value.course_ids.length)
    problems.push({ path: 'course_ids', message: GRANT_IMPORT_MESSAGES.releases });
  if (value.days === null && value.ends_on === null)
    problems.push({ path: 'days', message: GRANT_IMPORT_MESSAGES.period });
  if (value.days !== null && value.ends_on !== null)
    problems.push({ path: 'ends_on', message: GRANT_IMPORT_MESSAGES.bothPeriods });
  return problems;
}

function checkRelease(value: ReleaseShape, ctx: z.RefinementCtx) {
  for (const { path, message } of releaseProblems(value))
    ctx.addIssue({ code: 'custom', path: [path], message });
}

export const xpReleaseInputSchema = z
  .object({ code: xpCodeSchema, ...releaseFields })
  .strict()
  .superRefine(checkRelease);
export type XpReleaseInput = z.input<typeof xpReleaseInputSchema>;

export const emailBindInputSchema = z
  .object({ email: emailSchema, ...releaseFields })
  .strict()
  .superRefine(checkRelease);
export type EmailBindInput = z.input<typeof emailBindInputSchema>;

/** A release as staff lists show it. */
export const grantImportSchema = z.object({
  id: z.number().int(),
  kind: z.enum(GRANT_IMPORT_KIND_VALUES),
  code: z.string().nullable(),
  email: z.string().nullable(),
  product: selectOptionSchema.nullable(),
  signature_type: selectOptionSchema.nullable(),
  courses: z.array(selectOptionSchema),
  days: z.number().int().nullable(),
  ends_on: z.string().nullable(),
  note: z.string().nullable(),
  /** `expired`: still pending, but its end date has passed (it will never be applied). */
  status: z.enum(GRANT_IMPORT_STATUS_VALUES),
  applied_at: z.string().nullable(),
  applied_user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type GrantImport = z.infer<typeof grantImportSchema>;

export const grantImportListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(20),
    search: z.string().trim().max(120).optional(),
    status: z.enum(GRANT_IMPORT_STATUS_VALUES).optional(),
  })
  .strict();
export type GrantImportListQuery = z.input<typeof grantImportListQuerySchema>;
export const grantImportListSchema = listResponseSchema(grantImportSchema);

/** What a release may open: the choices of the staff form. */
export const grantImportOptionsSchema = z.object({
  products: z.array(selectOptionSchema),
  signature_types: z.array(selectOptionSchema),
  courses: z.array(selectOptionSchema),
});
export type GrantImportOptions = z.infer<typeof grantImportOptionsSchema>;

/** A CSV file's text (the browser reads the file; over the body limit the API answers 413). */
export const grantImportCsvSchema = z
  .object({
    csv: z
      .string()
      .max(900_000)
      .refine((v) => v.trim() !== '', GRANT_IMPORT_MESSAGES.csvEmpty),
  })
  .strict();
export type GrantImportCsvInput = z.input<typeof grantImportCsvSchema>;

export const grantImportPreviewRowSchema = z.object({
  /** The line of the file (the header is line 1). */
  line: z.number().int(),
  /** The code or the e-mail, as read. */
  subject: z.string(),
  product: z.string().nullable(),
  signature_type: z.string().nullable(),
  courses: z.array(z.string()),
  days: z.number().int().nullable(),
  ends_on: z.string().nullable(),
  errors: z.array(z.string()),
});
export type GrantImportPreviewRow = z.infer<typeof grantImportPreviewRowSchema>;

export const grantImportPreviewSchema = z.object({
  rows: z.array(grantImportPreviewRowSchema),
  valid: z.number().int(),
  invalid: z.number().int(),
});
export type GrantImportPreview = z.infer<typeof grantImportPreviewSchema>;

export const grantImportResultSchema = z.object({
  /** New releases written. */
  created: z.number().int(),
  /** E-mail binds whose account existed: applied at once. */
  applied: z.number().int(),
  /** Lines left out: errors, or already imported. */
  skipped: z.number().int(),
});
export type GrantImportResult = z.infer<typeof grantImportResultSchema>;

/** `GET /api/check-xpcode?code=`: may this code still be used? Says nothing of whose it is. */
export const xpReleaseCheckQuerySchema = z.object({ code: z.string().max(40) }).strict();
export const xpReleaseCheckSchema = z.object({ available: z.boolean() });
export type XpReleaseCheck = z.infer<typeof xpReleaseCheckSchema>;

/** `POST /api/redeem-xp-code`: the signed-in person applies a code (the profile's field). */
export const redeemXpCodeInputSchema = z.object({ xp_code: xpCodeSchema }).strict();
export const redeemXpCodeResultSchema = z.object({ message: z.string(), grants: z.number().int() });
export type RedeemXpCodeResult = z.infer<typeof redeemXpCodeResultSchema>;
