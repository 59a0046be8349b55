import { z } from 'zod';
import { isRichTextEmpty } from '../format/rich-text.ts';
import { choice, defineForm, flag, text } from '../forms/staff-form.ts';
import { listResponseSchema } from '../identity/users.contract.ts';
import { BRAND_ID_VALUES } from '../store/catalogue.contract.ts';
import { COOKIE_BANNER_VERSION, COOKIE_CATEGORIES, COOKIE_DECISIONS } from './cookie-consent.ts';

/**
 * Privacy policy (spec sections 3 and 7: description as HTML, active toggle; issue 16) and the
 * cookie consent log (spec sections 4 and 9, SECURITY.md 19).
 *
 * Versions: every row is a version of its brand's policy. A version that was never published
 * (never active) is a draft and is edited in place; editing a published one makes a new version
 * (the next number of the brand) and, when the edited one was active, the new one takes its place
 * as the brand's active policy. Published versions are never deleted: the consent log cites them.
 */

export const PRIVACY_MESSAGES = {
  description: 'Escreva o texto da política de privacidade.',
  brand: 'Escolha a marca da política.',
  notFound: 'Política de privacidade não encontrada.',
  noneActive: 'Nenhuma política de privacidade ativa para esta marca.',
  publishedDelete:
    'Esta versão já foi publicada e fica guardada como registro; só rascunhos podem ser excluídos.',
  loadFailed: 'Erro ao buscar informações',
  anonymousId: 'Identificador anônimo inválido.',
  bannerVersion: 'Versão do aviso de cookies desconhecida; recarregue a página.',
  decision: 'Escolha aceitar, rejeitar ou configurar os cookies.',
  decisionMismatch: 'As categorias não combinam com a escolha feita.',
} as const;

export const privacyPolicyInputSchema = z
  .object({
    brand: z.enum(BRAND_ID_VALUES, { error: PRIVACY_MESSAGES.brand }),
    description: z
      .string({ error: PRIVACY_MESSAGES.description })
      .max(200_000, { error: 'O texto da política é longo demais (máx. 200.000 caracteres).' })
      .refine((value) => !isRichTextEmpty(value), { error: PRIVACY_MESSAGES.description }),
    /** Publish at once (the brand's other policy is deactivated). */
    active: z.boolean().default(false),
  })
  .strict();
export type PrivacyPolicyInput = z.input<typeof privacyPolicyInputSchema>;

export const privacyPolicySchema = z.object({
  id: z.number().int(),
  brand: z.enum(BRAND_ID_VALUES),
  version: z.number().int(),
  description: z.string(),
  active: z.boolean(),
  /** Set once the version was first activated: from then on an edit makes a new version. */
  published_at: z.string().nullable(),
  replaces_id: z.number().int().nullable(),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  updated_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PrivacyPolicy = z.infer<typeof privacyPolicySchema>;

export const privacyPolicyListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(20),
    brand: z.enum(BRAND_ID_VALUES).optional(),
    /** Searches the text of the policy. */
    search: z.string().trim().max(120).optional(),
  })
  .strict();
export type PrivacyPolicyListQuery = z.input<typeof privacyPolicyListQuerySchema>;
export const privacyPolicyListSchema = listResponseSchema(privacyPolicySchema);

/** `GET /api/find-liberta-privacy-policy`: the active policy of the request's brand. */
export const publicPrivacyPolicySchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  description: z.string(),
  updated_at: z.string(),
});
export type PublicPrivacyPolicy = z.infer<typeof publicPrivacyPolicySchema>;

export const privacyPolicyForm = defineForm(privacyPolicyInputSchema, {
  brand: choice(BRAND_ID_VALUES, 'brazilian'),
  description: text(),
  active: flag(false),
});

/* ---------------------------------------------------------------- cookie consent */

// The banner's constants and rules are in `cookie-consent.ts` (no zod: the app shell reads them).

export const cookieConsentInputSchema = z
  .object({
    /** A random id the browser keeps with its choice (no personal data). */
    anonymous_id: z.uuid({ error: PRIVACY_MESSAGES.anonymousId }),
    decision: z.enum(COOKIE_DECISIONS, { error: PRIVACY_MESSAGES.decision }),
    statistics: z.boolean(),
    preferences: z.boolean(),
    marketing: z.boolean(),
    banner_version: z
      .number()
      .int()
      .refine((v) => v === COOKIE_BANNER_VERSION, { error: PRIVACY_MESSAGES.bannerVersion }),
  })
  .strict()
  .refine(
    (v) =>
      v.decision === 'custom' || COOKIE_CATEGORIES.every((c) => v[c] === (v.decision === 'accept')),
    { error: PRIVACY_MESSAGES.decisionMismatch, path: ['decision'] },
  );
export type CookieConsentInput = z.input<typeof cookieConsentInputSchema>;

/** What the log kept: the policy version is the brand's active one when the server recorded it. */
export const cookieConsentRecordSchema = z.object({
  id: z.number().int(),
  policy_version: z.number().int().nullable(),
  decided_at: z.string(),
});
export type CookieConsentRecord = z.infer<typeof cookieConsentRecordSchema>;
