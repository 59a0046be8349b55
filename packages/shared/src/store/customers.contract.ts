import { z } from 'zod';
import { addressSchema } from '../identity/users.contract.ts';
import { isValidTaxId } from '../validation/tax-id.ts';
import { isValidBrazilianPhone } from '../validation/phone.ts';
import { PHONE_INVALID_MESSAGE } from '../validation/schemas.ts';
import { orderListItemSchema } from './orders.contract.ts';
import { id, isoDate } from './fields.ts';

/**
 * The store's customers and courtesies (issue 5): the staff customer screens, the customer select
 * and the courtesy report. Times as ISO strings (UTC).
 */

export const COURTESY_TYPE_VALUES = [
  'commercial',
  'partnership',
  'support',
  'influencer',
  'employee',
] as const;
export type CourtesyType = (typeof COURTESY_TYPE_VALUES)[number];
export const isCourtesyType = (value: unknown): value is CourtesyType =>
  (COURTESY_TYPE_VALUES as readonly unknown[]).includes(value);

export const COURTESY_TYPE_NAMES: Record<CourtesyType, string> = {
  commercial: 'Cortesia comercial',
  partnership: 'Parceria',
  support: 'Suporte ao cliente',
  influencer: 'Influenciador',
  employee: 'Colaborador',
};

export const customerListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  identifier: z.string().nullable(),
  phone_number: z.string().nullable(),
  orders_count: z.number().int(),
  paid_cents: z.number().int(),
  created_at: isoDate,
});
export type CustomerListItem = z.infer<typeof customerListItemSchema>;

export const customerSchema = customerListItemSchema.extend({
  nickname: z.string().nullable(),
  birth_date: z.string().nullable(),
  gender: z.string().nullable(),
  trial: z.boolean(),
  deleted_at: isoDate.nullable(),
});
export type Customer = z.infer<typeof customerSchema>;

const taxIdInput = z
  .string()
  .trim()
  .refine((v) => v === '' || isValidTaxId(v), { error: 'CPF ou CNPJ inválido' });

/** A phone the profile can store (blank clears it). */
const phoneInput = z
  .string()
  .trim()
  .max(20, { error: PHONE_INVALID_MESSAGE })
  .refine((v) => v === '' || isValidBrazilianPhone(v), { error: PHONE_INVALID_MESSAGE });

export const customerInputSchema = z
  .object({
    name: z.string().trim().min(3, { error: 'Informe o nome completo.' }).max(160),
    email: z.email({ error: 'Informe um e-mail válido.' }).max(254),
    identifier: taxIdInput.nullish(),
    phone_number: phoneInput.nullish(),
    birth_date: z.iso.date().nullish(),
  })
  .strict();
export type CustomerInput = z.input<typeof customerInputSchema>;

export const customerContactSchema = z
  .object({
    email: z.email({ error: 'Informe um e-mail válido.' }).max(254).optional(),
    phone_number: phoneInput.nullish(),
  })
  .strict();
export type CustomerContactInput = z.input<typeof customerContactSchema>;

export const customerProductSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  target_id: z.number().int(),
  name: z.string(),
  source: z.string(),
  starts_at: isoDate,
  ends_at: isoDate.nullable(),
  status: z.string(),
});
export type CustomerProduct = z.infer<typeof customerProductSchema>;
export const customerProductsQuerySchema = z
  .object({ type: z.coerce.number().int().optional() })
  .strict();

export const courtesyInputSchema = z
  .object({
    user_id: id,
    product_id: id,
    type: z.enum(COURTESY_TYPE_VALUES),
    starts_at: z.iso.datetime({ offset: true }).optional(),
    /** Absent: the product's access period (lifetime when it has none). */
    ends_at: z.iso.datetime({ offset: true }).nullish(),
    note: z.string().trim().max(500).nullish(),
  })
  .strict();
export type CourtesyInput = z.input<typeof courtesyInputSchema>;

export const courtesySchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  product_id: z.number().int(),
  product_name: z.string(),
  type: z.enum(COURTESY_TYPE_VALUES),
  type_name: z.string(),
  starts_at: isoDate,
  ends_at: isoDate.nullable(),
  note: z.string().nullable(),
  created_by_name: z.string().nullable(),
  revoked_at: isoDate.nullable(),
  created_at: isoDate,
});
export type Courtesy = z.infer<typeof courtesySchema>;

export const courtesyReportInputSchema = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
    type: z.enum(COURTESY_TYPE_VALUES).optional(),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .strict();
/** The report's filters as a form sends them (the format is the call's). */
export type CourtesyReportFilters = Omit<z.input<typeof courtesyReportInputSchema>, 'format'>;

export const selectCustomerQuerySchema = z
  .object({
    search: z
      .string({ error: 'Digite ao menos 2 caracteres para buscar.' })
      .trim()
      .min(2, { error: 'Digite ao menos 2 caracteres para buscar.' })
      .max(120),
  })
  .strict();
export const selectCustomerOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
});

const customerPageFields = {
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
};

/** `list-customer-orders`, `list-customer-refunds`, `list-customer-courtesy-report`: pages. */
export const customerPageQuerySchema = z.object(customerPageFields).strict();

/** Spec section 7: `list-customer-products/{id}` lists signatures when called with `type=3`. */
export const CUSTOMER_PRODUCTS_SIGNATURE_TYPE = 3;

/** `list-customer-products/{id}`: `type` (3: signatures; else contents) and pages. */
export const customerProductsListQuerySchema = customerProductsQuerySchema
  .extend(customerPageFields)
  .strict();

/** How many grants of each kind work now (the "Acessos" summary of the customer screen). */
export const customerAccessSummarySchema = z.object({
  course: z.number().int(),
  ebook: z.number().int(),
  trail: z.number().int(),
  signature: z.number().int(),
  broadcast: z.number().int(),
  research: z.number().int(),
});

/**
 * `customer-details/{id}`: the customer with what the staff screen and the checkout need at once —
 * saved addresses, what they can see now, their latest orders and money totals.
 */
export const customerDetailsSchema = customerSchema.extend({
  addresses: z.array(addressSchema),
  access_summary: customerAccessSummarySchema,
  /** Grants working now (every kind, signatures included), newest first. */
  active_products: z.array(customerProductSchema),
  /** The 5 newest orders, whatever their status. */
  last_orders: z.array(orderListItemSchema),
  refunded_cents: z.number().int(),
  active_courtesies: z.number().int(),
});
export type CustomerDetails = z.infer<typeof customerDetailsSchema>;

/** `create-user-courtesy-report` as JSON (`format: 'json'`); CSV answers a file instead. */
export const courtesyReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  type: z.enum(COURTESY_TYPE_VALUES).nullable(),
  total: z.number().int(),
  data: z.array(courtesySchema),
});
export type CourtesyReport = z.infer<typeof courtesyReportSchema>;
