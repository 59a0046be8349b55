import { z } from 'zod';
import { isRichTextEmpty } from '../format/rich-text.ts';
import { choice, defineForm, flag, optionalText, pickedIds, text } from '../forms/staff-form.ts';
import { listResponseSchema, selectOptionSchema } from '../identity/users.contract.ts';

/**
 * Políticas internas (issue 17): versioned internal documents staff must read, and the hub where
 * each staff member reads them and confirms "Li e concordo".
 *
 * A policy is a document (category, required-reading flag, audience) whose text lives in
 * versions. The newest version may be a draft, edited in place; publishing it makes it the
 * current version, which everyone in the audience must confirm again (confirmations belong to a
 * version). A published version never changes: editing the text of a policy whose newest version
 * is published opens the next version as a draft. Older versions stay readable.
 */

const MB = 1024 * 1024;
/** The biggest policy PDF staff may upload. */
export const INTERNAL_POLICY_MAX_BYTES = 20 * MB;

export const INTERNAL_POLICY_AUDIENCES = ['all', 'profiles'] as const;
export type InternalPolicyAudience = (typeof INTERNAL_POLICY_AUDIENCES)[number];

export const INTERNAL_POLICY_MESSAGES = {
  title: 'Informe o título (de 3 a 160 caracteres).',
  category: 'Informe a categoria.',
  profiles: 'Escolha ao menos um perfil da equipe.',
  customerProfile: 'Políticas internas são para a equipe: o perfil Cliente não pode ser escolhido.',
  notFound: 'Política não encontrada.',
  versionNotFound: 'Versão não encontrada.',
  contentRequired: 'Escreva o texto da política ou envie um PDF antes de publicar.',
  nothingToPublish: 'Não há rascunho para publicar: a versão mais recente já está publicada.',
  notCurrent:
    'Esta não é a versão vigente da política. Leia a versão atual antes de confirmar a leitura.',
  notPublished: 'Esta versão ainda não foi publicada.',
  noFile: 'Esta versão não tem PDF.',
  noDraftFile: 'O rascunho não tem PDF para remover.',
} as const;

const title = z
  .string({ error: INTERNAL_POLICY_MESSAGES.title })
  .trim()
  .min(3, { error: INTERNAL_POLICY_MESSAGES.title })
  .max(160, { error: INTERNAL_POLICY_MESSAGES.title });
const category = z
  .string({ error: INTERNAL_POLICY_MESSAGES.category })
  .trim()
  .min(2, { error: INTERNAL_POLICY_MESSAGES.category })
  .max(60, { error: 'A categoria tem no máximo 60 caracteres.' });
const summary = z
  .string()
  .trim()
  .max(600, { error: 'O resumo tem no máximo 600 caracteres.' })
  .nullable()
  .transform((value) => (value === null || value === '' ? null : value));
const bodyHtml = z
  .string()
  .max(400_000, { error: 'O texto é longo demais (máx. 400.000 caracteres).' })
  .nullable()
  .transform((value) => (value === null || isRichTextEmpty(value) ? null : value));

/**
 * Create and update. `publish`: publish the version at once (it needs a text or a PDF). On a
 * policy whose newest version is published, a changed title, summary or text opens the next
 * version (a draft unless `publish`); the category, flag and audience change in place.
 */
export const internalPolicyInputSchema = z
  .object({
    title,
    category,
    summary: summary.default(null),
    body_html: bodyHtml.default(null),
    required_reading: z.boolean().default(false),
    audience: z.enum(INTERNAL_POLICY_AUDIENCES).default('all'),
    /** The staff profiles when `audience` is 'profiles' (ignored for 'all'). */
    profile_ids: z.array(z.number().int().positive().max(2_147_483_647)).max(50).default([]),
    change_note: z
      .string()
      .trim()
      .max(300, { error: 'A nota da versão tem no máximo 300 caracteres.' })
      .nullable()
      .default(null)
      .transform((value) => (value === '' ? null : value)),
    publish: z.boolean().default(false),
  })
  .strict()
  .refine((v) => v.audience === 'all' || v.profile_ids.length > 0, {
    error: INTERNAL_POLICY_MESSAGES.profiles,
    path: ['profile_ids'],
  });
export type InternalPolicyInput = z.input<typeof internalPolicyInputSchema>;

const person = z.object({ id: z.number().int(), name: z.string() }).nullable();
const fileSchema = z.object({ file_name: z.string(), size_bytes: z.number().int() }).nullable();

/** A version as staff see it in the policy's record (the text is read apart). */
export const internalPolicyVersionSummarySchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  title: z.string(),
  status: z.enum(['draft', 'published']),
  published_at: z.string().nullable(),
  published_by: person,
  change_note: z.string().nullable(),
  has_body: z.boolean(),
  file: fileSchema,
  /** Confirmations of this version, and the audience's size now (0 for a draft). */
  confirmed: z.number().int(),
  audience_size: z.number().int(),
});
export type InternalPolicyVersionSummary = z.infer<typeof internalPolicyVersionSummarySchema>;

/** The staff record: the document, its newest version's text (what the form edits), versions. */
export const internalPolicySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  summary: z.string().nullable(),
  body_html: z.string().nullable(),
  change_note: z.string().nullable(),
  required_reading: z.boolean(),
  audience: z.enum(INTERNAL_POLICY_AUDIENCES),
  profile_ids: z.array(z.number().int()),
  /** The newest version (a draft or the current one) and its PDF. */
  latest_version: z.object({
    id: z.number().int(),
    version: z.number().int(),
    status: z.enum(['draft', 'published']),
  }),
  file: fileSchema,
  current_version: z.number().int().nullable(),
  versions: z.array(internalPolicyVersionSummarySchema),
  updated_at: z.string(),
});
export type InternalPolicy = z.infer<typeof internalPolicySchema>;

export const internalPolicyRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  required_reading: z.boolean(),
  audience: z.enum(INTERNAL_POLICY_AUDIENCES),
  profiles: z.array(z.string()),
  /** The current (published) version's number; null while only a draft exists. */
  current_version: z.number().int().nullable(),
  /** A draft of the next version is waiting. */
  has_draft: z.boolean(),
  published_at: z.string().nullable(),
  confirmed: z.number().int(),
  audience_size: z.number().int(),
  updated_at: z.string(),
});
export type InternalPolicyRow = z.infer<typeof internalPolicyRowSchema>;
export const internalPolicyListSchema = listResponseSchema(internalPolicyRowSchema);

const page = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(120).optional(),
};
const yesNo = z.enum(['true', 'false']).transform((value) => value === 'true');

export const internalPolicyListQuerySchema = z
  .object({
    ...page,
    category: z.string().trim().max(60).optional(),
    status: z.enum(['draft', 'published']).optional(),
    required: yesNo.optional(),
  })
  .strict();
export type InternalPolicyListQuery = z.input<typeof internalPolicyListQuerySchema>;

/** The form's choices: the staff profiles and the categories in use. */
export const internalPolicyOptionsSchema = z.object({
  profiles: z.array(selectOptionSchema),
  categories: z.array(z.string()),
});
export type InternalPolicyOptions = z.infer<typeof internalPolicyOptionsSchema>;

/** A version's text as it was published (or the draft), with a short link to its PDF. */
export const internalPolicyVersionSchema = z.object({
  id: z.number().int(),
  policy_id: z.number().int(),
  version: z.number().int(),
  status: z.enum(['draft', 'published']),
  title: z.string(),
  summary: z.string().nullable(),
  body_html: z.string().nullable(),
  change_note: z.string().nullable(),
  published_at: z.string().nullable(),
  file: z
    .object({
      file_name: z.string(),
      size_bytes: z.number().int(),
      /** Inline (the embedded viewer) and attachment links, 5 minutes. */
      view_url: z.string(),
      download_url: z.string(),
      expires_at: z.string(),
    })
    .nullable(),
});
export type InternalPolicyVersion = z.infer<typeof internalPolicyVersionSchema>;

/* ------------------------------------------------------------------ who confirmed */

export const internalPolicyReadersQuerySchema = z
  .object({ ...page, status: z.enum(['confirmed', 'pending']).optional() })
  .strict();
export type InternalPolicyReadersQuery = z.input<typeof internalPolicyReadersQuerySchema>;

export const internalPolicyReaderSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  profile: z.string(),
  confirmed_at: z.string().nullable(),
});
export type InternalPolicyReader = z.infer<typeof internalPolicyReaderSchema>;
export const internalPolicyReadersSchema = listResponseSchema(internalPolicyReaderSchema).extend({
  summary: z.object({
    version: z.number().int(),
    confirmed: z.number().int(),
    pending: z.number().int(),
  }),
});
export type InternalPolicyReaders = z.infer<typeof internalPolicyReadersSchema>;

/* ------------------------------------------------------------------ the hub */

export const myInternalPolicyQuerySchema = z
  .object({
    ...page,
    category: z.string().trim().max(60).optional(),
    status: z.enum(['pending', 'confirmed']).optional(),
    required: yesNo.optional(),
  })
  .strict();
export type MyInternalPolicyQuery = z.input<typeof myInternalPolicyQuerySchema>;

export const myInternalPolicyRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string().nullable(),
  category: z.string(),
  required_reading: z.boolean(),
  version: z.number().int(),
  published_at: z.string(),
  /** When this person confirmed the current version; null: pending. */
  confirmed_at: z.string().nullable(),
});
export type MyInternalPolicyRow = z.infer<typeof myInternalPolicyRowSchema>;
export const myInternalPolicyListSchema = listResponseSchema(myInternalPolicyRowSchema).extend({
  /** The categories of every policy this person may read (the filter's choices). */
  categories: z.array(z.string()),
});
export type MyInternalPolicyList = z.infer<typeof myInternalPolicyListSchema>;

export const myInternalPolicyViewQuerySchema = z
  .object({ version: z.coerce.number().int().min(1).max(100_000).optional() })
  .strict();

/** One policy in the hub: the asked version (the current one by default) and the others. */
export const myInternalPolicySchema = z.object({
  id: z.number().int(),
  category: z.string(),
  required_reading: z.boolean(),
  current_version: z.number().int(),
  document: internalPolicyVersionSchema,
  /** Whether `document` is the current version (only the current one can be confirmed). */
  is_current: z.boolean(),
  /** This person's confirmation of `document`. */
  confirmed_at: z.string().nullable(),
  versions: z.array(
    z.object({
      version: z.number().int(),
      published_at: z.string(),
      confirmed_at: z.string().nullable(),
    }),
  ),
});
export type MyInternalPolicy = z.infer<typeof myInternalPolicySchema>;

export const confirmInternalPolicySchema = z
  .object({ version: z.number().int().min(1).max(100_000) })
  .strict();
export type ConfirmInternalPolicyInput = z.input<typeof confirmInternalPolicySchema>;

export const internalPolicyConfirmationSchema = z.object({
  policy_id: z.number().int(),
  version: z.number().int(),
  confirmed_at: z.string(),
  /** False when the person had already confirmed this version (the first date is kept). */
  created: z.boolean(),
});
export type InternalPolicyConfirmation = z.infer<typeof internalPolicyConfirmationSchema>;

/** `GET /api/my-pending-internal-policies`: the hub home's card of required readings. */
export const myPendingInternalPoliciesSchema = z.object({
  count: z.number().int(),
  data: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      category: z.string(),
      version: z.number().int(),
      published_at: z.string(),
    }),
  ),
});
export type MyPendingInternalPolicies = z.infer<typeof myPendingInternalPoliciesSchema>;

/* ------------------------------------------------------------------ the staff form */

export const internalPolicyForm = defineForm(internalPolicyInputSchema, {
  title: text(),
  category: text(),
  summary: optionalText(),
  body_html: optionalText(),
  required_reading: flag(true),
  audience: choice(INTERNAL_POLICY_AUDIENCES, 'all'),
  profile_ids: pickedIds(),
  change_note: optionalText(),
  publish: flag(false),
});
