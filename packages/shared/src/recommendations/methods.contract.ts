import { z } from 'zod';
import { listResponseSchema } from '../identity/users.contract.ts';
import { BRAND_ID_VALUES } from '../store/catalogue.contract.ts';

/** Trade methods and their setups (`/metodos`, resource Métodos; issue 15). */

export const METHOD_MESSAGES = {
  name: 'Informe o nome do método.',
  slug: 'Use só letras minúsculas, números e hífens no endereço.',
  setupName: 'Informe o nome do setup.',
  setupsDistinct: 'Dois setups não podem ter o mesmo nome.',
  notFound: 'Método não encontrado.',
  slugTaken: 'Já existe um método com este endereço.',
} as const;

export const tradeMethodSetupInputSchema = z
  .object({
    /** A setup kept from before (absent: a new one). */
    id: z.number().int().positive().optional(),
    name: z
      .string({ error: METHOD_MESSAGES.setupName })
      .trim()
      .min(1, { error: METHOD_MESSAGES.setupName })
      .max(80, { error: METHOD_MESSAGES.setupName }),
    description: z.string().trim().max(500).nullish(),
    active: z.boolean().default(true),
  })
  .strict();

export const tradeMethodInputSchema = z
  .object({
    name: z
      .string({ error: METHOD_MESSAGES.name })
      .trim()
      .min(1, { error: METHOD_MESSAGES.name })
      .max(120, { error: METHOD_MESSAGES.name }),
    /** Blank: made from the name. */
    slug: z
      .string()
      .trim()
      .max(120)
      .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, { error: METHOD_MESSAGES.slug })
      .optional(),
    description_html: z.string().max(100_000).nullish(),
    /** Null: every brand. */
    brand: z.enum(BRAND_ID_VALUES).nullish(),
    active: z.boolean().default(true),
    sort_order: z.coerce.number().int().min(0).max(10_000).default(0),
    setups: z.array(tradeMethodSetupInputSchema).max(50).default([]),
  })
  .strict()
  .refine((v) => new Set(v.setups.map((s) => s.name.toLowerCase())).size === v.setups.length, {
    path: ['setups'],
    error: METHOD_MESSAGES.setupsDistinct,
  });
export type TradeMethodInput = z.input<typeof tradeMethodInputSchema>;

export const tradeMethodSetupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
});
export const tradeMethodSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description_html: z.string().nullable(),
  brand: z.enum(BRAND_ID_VALUES).nullable(),
  active: z.boolean(),
  sort_order: z.number().int(),
  setups: z.array(tradeMethodSetupSchema),
  created_at: z.string(),
});
export type TradeMethod = z.infer<typeof tradeMethodSchema>;

export const tradeMethodListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(20),
    search: z.string().trim().max(120).optional(),
    /** Only the active (`true`) or the inactive (`false`) methods. */
    active: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
  })
  .strict();
export const tradeMethodListSchema = listResponseSchema(tradeMethodSchema);
