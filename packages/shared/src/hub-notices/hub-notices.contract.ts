import { z } from 'zod';
import { isRichTextEmpty } from '../format/rich-text.ts';
import { defineForm, flag, pickedIds, saoPauloDateTime, text } from '../forms/staff-form.ts';
import { listResponseSchema, selectOptionSchema } from '../identity/users.contract.ts';

/**
 * Avisos do hub (`/hub/home`, resource hub-home): notices staff write for the intranet's front
 * page. A notice is shown between its start and its end (UTC instants, shown in São Paulo time;
 * no end: until deleted) to the profiles it names (none: the whole staff), pinned ones first.
 */

export const HUB_NOTICE_MESSAGES = {
  title: 'Informe o título (de 3 a 160 caracteres).',
  body: 'Escreva o texto do aviso.',
  bodyTooLong: 'O texto é longo demais (máx. 100.000 caracteres).',
  date: 'Informe uma data e hora válidas.',
  endAfterStart: 'O fim da exibição deve ser depois do início.',
  profiles: 'Escolha no máximo 50 perfis.',
  customerProfile: 'Avisos são para a equipe: o perfil Cliente não pode ser escolhido.',
  profileMissing: 'O perfil informado não existe.',
  notFound: 'Aviso não encontrado.',
} as const;

/** The most notices the hub home shows at once (pinned first, then the newest). */
export const HUB_HOME_NOTICES_LIMIT = 10;

export const HUB_NOTICE_STATUSES = ['scheduled', 'current', 'expired'] as const;
export type HubNoticeStatus = (typeof HUB_NOTICE_STATUSES)[number];

const instant = z.iso.datetime({ offset: true, error: HUB_NOTICE_MESSAGES.date });

export const hubNoticeInputSchema = z
  .object({
    title: z
      .string({ error: HUB_NOTICE_MESSAGES.title })
      .trim()
      .min(3, { error: HUB_NOTICE_MESSAGES.title })
      .max(160, { error: HUB_NOTICE_MESSAGES.title }),
    /** Rich text; the API sanitises it before storing (an empty text is refused). */
    body_html: z
      .string({ error: HUB_NOTICE_MESSAGES.body })
      .max(100_000, { error: HUB_NOTICE_MESSAGES.bodyTooLong })
      .refine((value) => !isRichTextEmpty(value), { error: HUB_NOTICE_MESSAGES.body }),
    /** Staff profiles that see it; empty: the whole staff. */
    profile_ids: z
      .array(z.number().int().positive().max(2_147_483_647))
      .max(50, { error: HUB_NOTICE_MESSAGES.profiles })
      .default([]),
    pinned: z.boolean().default(false),
    /** When it starts to show; null: right away (the moment it is saved). */
    starts_at: instant.nullable().default(null),
    /** When it stops showing; null: until deleted. */
    ends_at: instant.nullable().default(null),
  })
  .strict()
  .refine((v) => !v.starts_at || !v.ends_at || Date.parse(v.ends_at) > Date.parse(v.starts_at), {
    error: HUB_NOTICE_MESSAGES.endAfterStart,
    path: ['ends_at'],
  });
export type HubNoticeInput = z.input<typeof hubNoticeInputSchema>;

const person = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** A notice as staff manage it. */
export const hubNoticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body_html: z.string(),
  profile_ids: z.array(z.number().int()),
  /** The audience's names (empty: the whole staff). */
  profiles: z.array(z.string()),
  pinned: z.boolean(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  /** Where the notice stands now: before its start, showing, or past its end. */
  status: z.enum(HUB_NOTICE_STATUSES),
  author: person,
  created_at: z.string(),
  updated_at: z.string(),
});
export type HubNotice = z.infer<typeof hubNoticeSchema>;
export const hubNoticeListSchema = listResponseSchema(hubNoticeSchema);

export const hubNoticeListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(20),
    search: z.string().trim().max(120).optional(),
    status: z.enum(HUB_NOTICE_STATUSES).optional(),
  })
  .strict();
export type HubNoticeListQuery = z.input<typeof hubNoticeListQuerySchema>;

/** The audience field's choices: the staff profiles. */
export const hubNoticeProfileOptionsSchema = z.array(selectOptionSchema);

/** `GET /api/my-hub-notices`: what the hub home shows this person now. */
export const myHubNoticesSchema = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      body_html: z.string(),
      pinned: z.boolean(),
      starts_at: z.string(),
      ends_at: z.string().nullable(),
      author_name: z.string().nullable(),
    }),
  ),
});
export type MyHubNotices = z.infer<typeof myHubNoticesSchema>;
export type MyHubNotice = MyHubNotices['data'][number];

export const hubNoticeForm = defineForm(hubNoticeInputSchema, {
  title: text(),
  body_html: text(),
  profile_ids: pickedIds(),
  pinned: flag(false),
  starts_at: saoPauloDateTime(),
  ends_at: saoPauloDateTime(),
});
