import { z } from 'zod';
import { listResponseSchema, selectOptionSchema } from '../identity/users.contract.ts';

/**
 * BI dashboards (issue 17): staff register dashboards (resource hub-home) that `/hub/bi/:slug`
 * embeds for the profiles allowed to see them. A Metabase dashboard's embed URL is signed by the
 * API (its secret key never leaves the server); a `url` dashboard is embedded as it is.
 */

export const BI_MESSAGES = {
  slug: 'Use de 2 a 80 letras minúsculas, números e hífens (ex.: vendas-mensais).',
  reservedSlug: 'Este endereço é usado pelas telas de cadastro; escolha outro.',
  title: 'Informe o título, com até 160 caracteres.',
  url: 'Informe um endereço https:// válido.',
  dashboardId: 'Informe o número do painel no Metabase.',
  secret: 'Informe a chave secreta de incorporação do Metabase (ao menos 32 caracteres).',
  origin:
    'Este endereço não está entre as origens de BI permitidas (BI_FRAME_ORIGINS); peça à equipe técnica para incluí-la.',
  notFound: 'Painel não encontrado.',
  params: 'Os parâmetros devem ser um objeto JSON de texto, números ou listas.',
} as const;

export const BI_PROVIDERS = ['metabase', 'url'] as const;
export type BiProvider = (typeof BI_PROVIDERS)[number];
/** Slugs the staff screens use under `/hub/bi/`. */
export const BI_RESERVED_SLUGS = ['cadastro', 'editar'] as const;

const httpsUrl = z
  .string({ error: BI_MESSAGES.url })
  .trim()
  .max(500, { error: BI_MESSAGES.url })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && url.username === '' && url.password === '';
      } catch {
        return false;
      }
    },
    { error: BI_MESSAGES.url },
  );

const paramValue = z.union([
  z.string().max(200),
  z.number(),
  z.array(z.union([z.string().max(200), z.number()])).max(50),
]);

export const biDashboardInputSchema = z
  .object({
    slug: z
      .string({ error: BI_MESSAGES.slug })
      .trim()
      .regex(/^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])$/, { error: BI_MESSAGES.slug })
      .refine((s) => !(BI_RESERVED_SLUGS as readonly string[]).includes(s), {
        error: BI_MESSAGES.reservedSlug,
      }),
    title: z
      .string({ error: BI_MESSAGES.title })
      .trim()
      .min(1, { error: BI_MESSAGES.title })
      .max(160, { error: BI_MESSAGES.title }),
    description: z.string().trim().max(500).default(''),
    provider: z.enum(BI_PROVIDERS),
    /** `url`: the page to embed; `metabase`: the Metabase site URL. */
    url: httpsUrl,
    metabase_dashboard_id: z
      .number({ error: BI_MESSAGES.dashboardId })
      .int({ error: BI_MESSAGES.dashboardId })
      .positive({ error: BI_MESSAGES.dashboardId })
      .max(2_147_483_647)
      .nullable()
      .default(null),
    /** Write-only: empty keeps the stored key (the API never sends it back). */
    metabase_secret: z.string().trim().max(256).default(''),
    /** Locked parameters signed into the Metabase token. */
    params: z.record(z.string().max(80), paramValue, { error: BI_MESSAGES.params }).default({}),
    /** Profiles that see it; empty: every staff member (never customers). */
    profile_ids: z.array(z.number().int().positive().max(2_147_483_647)).max(50).default([]),
    active: z.boolean().default(true),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.provider === 'metabase' && value.metabase_dashboard_id === null)
      ctx.addIssue({
        code: 'custom',
        path: ['metabase_dashboard_id'],
        message: BI_MESSAGES.dashboardId,
      });
  });
export type BiDashboardInput = z.input<typeof biDashboardInputSchema>;

export const biDashboardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  provider: z.enum(BI_PROVIDERS),
  url: z.string(),
  metabase_dashboard_id: z.number().int().nullable(),
  /** Whether a secret key is stored (the key itself never leaves the server). */
  has_secret: z.boolean(),
  params: z.record(z.string(), paramValue),
  profile_ids: z.array(z.number().int()),
  active: z.boolean(),
  updated_at: z.string(),
});
export type BiDashboard = z.infer<typeof biDashboardSchema>;
export const biDashboardListSchema = listResponseSchema(biDashboardSchema);

export const biDashboardListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(20),
    search: z.string().trim().max(120).optional(),
  })
  .strict();

export const biSlugParamsSchema = z.object({ slug: z.string().trim().min(1).max(80) }).strict();

/** What `/hub/bi/:slug` embeds: a signed Metabase URL expires (≤ 10 minutes). */
export const biEmbedSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  embed_url: z.string(),
  expires_at: z.string().nullable(),
});
export type BiEmbed = z.infer<typeof biEmbedSchema>;

/** The dashboards the signed-in staff member may open (the hub's menu of panels). */
export const biMyDashboardsSchema = z.array(
  z.object({ slug: z.string(), title: z.string(), description: z.string() }),
);
export type BiMyDashboards = z.infer<typeof biMyDashboardsSchema>;

export const biProfileOptionsSchema = z.array(selectOptionSchema);

/** Seconds a signed Metabase embed URL stays valid. */
export const BI_EMBED_TTL_SECONDS = 600;
