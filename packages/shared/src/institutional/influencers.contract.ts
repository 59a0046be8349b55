import { z } from 'zod';
import { listResponseSchema } from '../identity/users.contract.ts';

/**
 * Influencers (issue 17, Liberta `/influencer`, resource Influencer): each has a
 * `utm_influenciador` code; people who signed up or started a trial with it in their UTM data
 * are theirs, and so are those people's paid orders. Reports count São Paulo days.
 */

export const INFLUENCER_MESSAGES = {
  name: 'Informe o nome do influenciador, com até 120 caracteres.',
  code: 'Use de 2 a 60 letras sem acento, números, "-" ou "_".',
  codeTaken: 'Este código já pertence a outro influenciador.',
  channelUrl: 'Informe um link que comece com https://.',
  channels: 'Informe até 8 canais.',
  notFound: 'Influenciador não encontrado.',
  period: 'A data final deve ser igual ou posterior à inicial, em até 366 dias.',
} as const;

export const INFLUENCER_CHANNEL_VALUES = [
  'instagram',
  'youtube',
  'tiktok',
  'x',
  'telegram',
  'site',
  'outro',
] as const;
export type InfluencerChannelKind = (typeof INFLUENCER_CHANNEL_VALUES)[number];
export const INFLUENCER_CHANNEL_NAMES: Record<InfluencerChannelKind, string> = {
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  x: 'X (Twitter)',
  telegram: 'Telegram',
  site: 'Site',
  outro: 'Outro',
};

const httpsUrl = z
  .string({ error: INFLUENCER_MESSAGES.channelUrl })
  .trim()
  .max(500, { error: INFLUENCER_MESSAGES.channelUrl })
  .refine(
    (value) => {
      try {
        return new URL(value).protocol === 'https:';
      } catch {
        return false;
      }
    },
    { error: INFLUENCER_MESSAGES.channelUrl },
  );

export const influencerChannelSchema = z
  .object({ kind: z.enum(INFLUENCER_CHANNEL_VALUES), url: httpsUrl })
  .strict();
export type InfluencerChannel = z.infer<typeof influencerChannelSchema>;

/** The `utm_influenciador` code: what goes in the link, compared without case. */
export const influencerCodeSchema = z
  .string({ error: INFLUENCER_MESSAGES.code })
  .trim()
  .regex(/^[A-Za-z0-9_-]{2,60}$/, { error: INFLUENCER_MESSAGES.code });

export const influencerInputSchema = z
  .object({
    name: z
      .string({ error: INFLUENCER_MESSAGES.name })
      .trim()
      .min(2, { error: INFLUENCER_MESSAGES.name })
      .max(120, { error: INFLUENCER_MESSAGES.name }),
    code: influencerCodeSchema,
    channels: z
      .array(influencerChannelSchema)
      .max(8, { error: INFLUENCER_MESSAGES.channels })
      .default([]),
    active: z.boolean().default(true),
  })
  .strict();
export type InfluencerInput = z.input<typeof influencerInputSchema>;

export const influencerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  channels: z.array(influencerChannelSchema),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Influencer = z.infer<typeof influencerSchema>;

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const influencerListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(20),
    search: z.string().trim().max(120).optional(),
    active: flag.optional(),
  })
  .strict();
export const influencerListSchema = listResponseSchema(influencerSchema);

/**
 * The UTM fields of an influencer's links: source, medium and campaign must all be there for the
 * platform to keep any of them (spec section 5).
 */
export function influencerTracking(code: string, medium = 'influenciador') {
  return {
    utm_source: 'influenciador',
    utm_medium: medium,
    utm_campaign: code,
    utm_influenciador: code,
  };
}

/** `path` with the influencer's UTM fields added to its query. */
export function influencerLink(path: string, code: string): string {
  const params = new URLSearchParams(influencerTracking(code));
  return `${path}${path.includes('?') ? '&' : '?'}${params.toString()}`;
}

/** A page to link to: the landing and store pages, the home page and sign-up. */
export const trackingLinkSchema = z.object({
  kind: z.enum(['home', 'signup', 'landing', 'store']),
  title: z.string(),
  /** Path and query, to put after the site's address. */
  link: z.string(),
});
export type TrackingLink = z.infer<typeof trackingLinkSchema>;
export const trackingLinksSchema = z.object({ data: z.array(trackingLinkSchema) });
export type TrackingLinks = z.infer<typeof trackingLinksSchema>;

// --- Report --------------------------------------------------------------------------------

const day = z.iso.date({ error: 'Use uma data no formato AAAA-MM-DD.' });

/** The fields of a period of São Paulo days (for queries that add their own, e.g. paging). */
export const influencerPeriodFields = { from: day, to: day };

/** A period's rule: `to` not before `from`, at most 366 days apart (a `.refine` pair). */
export const influencerPeriodRule: [
  (p: { from: string; to: string }) => boolean,
  { path: string[]; error: string },
] = [
  (p) => p.from <= p.to && Date.parse(p.to) - Date.parse(p.from) <= 366 * 86_400_000,
  { path: ['to'], error: INFLUENCER_MESSAGES.period },
];

/** A period of São Paulo days, both ends included. */
export const influencerPeriodQuerySchema = z
  .object(influencerPeriodFields)
  .strict()
  .refine(...influencerPeriodRule);
export type InfluencerPeriod = z.output<typeof influencerPeriodQuerySchema>;

export const influencerReportRowSchema = z.object({
  influencer_id: z.number().int(),
  name: z.string(),
  code: z.string(),
  active: z.boolean(),
  signups: z.number().int(),
  trials: z.number().int(),
  paid_orders: z.number().int(),
  /** Paid in the period, less what was refunded. */
  revenue_cents: z.number().int(),
});
export type InfluencerReportRow = z.infer<typeof influencerReportRowSchema>;

export const influencerReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  data: z.array(influencerReportRowSchema),
  totals: influencerReportRowSchema.pick({
    signups: true,
    trials: true,
    paid_orders: true,
    revenue_cents: true,
  }),
});
export type InfluencerReport = z.infer<typeof influencerReportSchema>;

// --- Leads (the hub's sales-force panel) ---------------------------------------------------------

export const INFLUENCER_LEAD_OUTCOME_VALUES = [
  'customer',
  'in_trial',
  'trial_ended',
  'signed_up',
] as const;
export type InfluencerLeadOutcome = (typeof INFLUENCER_LEAD_OUTCOME_VALUES)[number];

export const influencerLeadsQuerySchema = z
  .object({
    ...influencerPeriodFields,
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict()
  .refine(...influencerPeriodRule);

/** A person the influencer brought: how they came (sign-up, trial) and how it went. */
export const influencerLeadSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  /** When they came (sign-up, or trial start when the trial carried the code). */
  arrived_at: z.string(),
  via: z.enum(['signup', 'trial']),
  trial_ends_at: z.string().nullable(),
  paid_orders: z.number().int(),
  revenue_cents: z.number().int(),
  outcome: z.enum(INFLUENCER_LEAD_OUTCOME_VALUES),
});
export type InfluencerLead = z.infer<typeof influencerLeadSchema>;
export const influencerLeadListSchema = listResponseSchema(influencerLeadSchema);
