import { z } from 'zod';
import { listResponseSchema } from '../identity/users.contract.ts';
import {
  influencerPeriodFields,
  influencerPeriodRule,
} from '../institutional/influencers.contract.ts';

/**
 * The advisors' commercial panel (issue 17, Liberta `/hub/sales-force`, resource
 * hub-sales-force). An advisor's customers are those `customer_advisors` names them responsible
 * for (the "Assessor responsável" of the customer record). Periods are the influencers report's:
 * São Paulo days, both ends included.
 *
 * Who sees what: `read` shows the person's own book and the leads; `update` lets them take a
 * lead ("Assumir lead"); `manage` lets them see another advisor's book or everyone's
 * (`advisor_id`), as a sales manager does.
 *
 * A lead is a customer who arrived with an influencer's code (sign-up or trial, the influencers
 * report's attribution) or who started a trial; they arrived when that happened (the code first,
 * else their first trial). A lead is converted once they have a paid order since.
 */

export const SALES_FORCE_MESSAGES = {
  advisor: 'Informe "all" ou o número de um colaborador.',
  advisorNotFound: 'Colaborador não encontrado.',
  onlyOwn: 'Você pode ver apenas a sua própria carteira.',
  leadNotFound: 'Lead não encontrado.',
  leadTaken: 'Este lead já tem um assessor responsável.',
  leadTakenBy: (name: string) => `Este lead já foi assumido por ${name}.`,
} as const;

/** `advisor_id`: `all`, or a staff member's id; absent: the person asking (bad values: 400). */
const advisorIdQuery = z
  .string()
  .trim()
  .regex(/^(all|[1-9]\d{0,9})$/, { error: SALES_FORCE_MESSAGES.advisor })
  .transform((v) => (v === 'all' ? ('all' as const) : Number(v)))
  .refine((v) => v === 'all' || v <= 2_147_483_647, { error: SALES_FORCE_MESSAGES.advisor })
  .optional();

export type SalesForceScope = 'all' | number | undefined;

export const salesForceSummaryQuerySchema = z
  .object({ ...influencerPeriodFields, advisor_id: advisorIdQuery })
  .strict()
  .refine(...influencerPeriodRule);
export type SalesForceSummaryQuery = z.input<typeof salesForceSummaryQuerySchema>;

const person = z.object({ id: z.number().int(), name: z.string() });

export const salesForceSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Whose book: the advisor, or null for everyone's. */
  advisor: person.nullable(),
  /** Customers in the book. */
  customers: z.number().int(),
  /** Of them, those with a paid (not trial) signature active now. */
  subscribers: z.number().int(),
  /** Of them, those whose trial is running now. */
  trials_running: z.number().int(),
  /** Of them, those who had a trial and paid their first order in the period. */
  trials_converted: z.number().int(),
  /** Leads that arrived in the period: in the book (or all of them for everyone's). */
  leads: z.number().int(),
  /** Of those leads, the ones with a paid order since they arrived. */
  converted_leads: z.number().int(),
  /** converted_leads / leads, 0..1 (0 without leads). */
  conversion_rate: z.number(),
  /** Leads of the period nobody has taken yet and who have not paid. */
  open_leads: z.number().int(),
  /** Orders of the book paid in the period. */
  paid_orders: z.number().int(),
  /** What they paid in the period, less refunds. */
  revenue_cents: z.number().int(),
});
export type SalesForceSummary = z.infer<typeof salesForceSummarySchema>;

// --- Meus clientes -------------------------------------------------------------------------

export const SALES_FORCE_SITUATIONS = ['subscriber', 'trial', 'inactive'] as const;
export type SalesForceSituation = (typeof SALES_FORCE_SITUATIONS)[number];

const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
};

export const salesForceCustomersQuerySchema = z
  .object({
    ...paging,
    search: z.string().trim().max(120).optional(),
    situation: z.enum(SALES_FORCE_SITUATIONS).optional(),
    advisor_id: advisorIdQuery,
  })
  .strict();
export type SalesForceCustomersQuery = z.input<typeof salesForceCustomersQuerySchema>;

export const salesForceCustomerSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  situation: z.enum(SALES_FORCE_SITUATIONS),
  /** The paid signature active now (the one ending last), if any. */
  signature: z.object({ name: z.string(), ends_at: z.string().nullable() }).nullable(),
  /** The end of the trial running now, if any. */
  trial_ends_at: z.string().nullable(),
  last_order: z.object({ paid_at: z.string(), total_cents: z.number().int() }).nullable(),
  /** Since when the advisor is responsible for them. */
  since: z.string(),
  advisor: person,
});
export type SalesForceCustomer = z.infer<typeof salesForceCustomerSchema>;
export const salesForceCustomerListSchema = listResponseSchema(salesForceCustomerSchema);

// --- Leads ---------------------------------------------------------------------------------

export const SALES_FORCE_LEAD_STATUSES = ['open', 'converted'] as const;
export const SALES_FORCE_LEAD_SOURCES = ['influencer', 'trial'] as const;
export const SALES_FORCE_LEAD_OWNERS = ['unassigned', 'mine', 'others'] as const;
export type SalesForceLeadStatus = (typeof SALES_FORCE_LEAD_STATUSES)[number];
export type SalesForceLeadSource = (typeof SALES_FORCE_LEAD_SOURCES)[number];
export type SalesForceLeadOwner = (typeof SALES_FORCE_LEAD_OWNERS)[number];

const leadFilters = {
  ...influencerPeriodFields,
  search: z.string().trim().max(120).optional(),
  status: z.enum(SALES_FORCE_LEAD_STATUSES).optional(),
  source: z.enum(SALES_FORCE_LEAD_SOURCES).optional(),
  owner: z.enum(SALES_FORCE_LEAD_OWNERS).optional(),
};

export const salesForceLeadsQuerySchema = z
  .object({ ...leadFilters, ...paging })
  .strict()
  .refine(...influencerPeriodRule);
export type SalesForceLeadsQuery = z.input<typeof salesForceLeadsQuerySchema>;

/** The CSV takes the list's filters, without pages. */
export const salesForceLeadsExportQuerySchema = z
  .object(leadFilters)
  .strict()
  .refine(...influencerPeriodRule);
export type SalesForceLeadFilters = z.output<typeof salesForceLeadsExportQuerySchema>;

export const salesForceLeadSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  arrived_at: z.string(),
  source: z.enum(SALES_FORCE_LEAD_SOURCES),
  /** How they came: their sign-up or a trial (an influencer's code may be on either). */
  via: z.enum(['signup', 'trial']),
  /** The influencer code they carried (lower case; null: a trial without one). */
  code: z.string().nullable(),
  /** The influencer of that code (null: no code, or a code no influencer has). */
  influencer: person.nullable(),
  /** The end of their latest trial, if any. */
  trial_ends_at: z.string().nullable(),
  /** Their first paid order since they arrived, if any. */
  converted_at: z.string().nullable(),
  advisor: person.nullable(),
});
export type SalesForceLead = z.infer<typeof salesForceLeadSchema>;
export const salesForceLeadListSchema = listResponseSchema(salesForceLeadSchema);

export const salesForceAdvisorsSchema = z.object({
  data: z.array(person.extend({ customers: z.number().int() })),
});
export type SalesForceAdvisors = z.infer<typeof salesForceAdvisorsSchema>;

export const takenLeadSchema = z.object({ customer_id: z.number().int(), advisor: person });
export type TakenLead = z.infer<typeof takenLeadSchema>;
