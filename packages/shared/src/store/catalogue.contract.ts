import { z } from 'zod';
import { coverUrlSchema } from '../media/cover.ts';
import { slugSchema } from '../learning/courses.contract.ts';
import { listQuerySchema } from '../identity/users.contract.ts';
import { cents, id, isoDate } from './fields.ts';

/**
 * The store's catalogue (issue 5): products, categories, store colours, commercial tables and the
 * store selects of spec section 7 — one set of zod schemas for the Fastify routes and the React
 * forms. Money in integer cents; times as ISO strings (UTC).
 */

export const PRODUCT_KIND_VALUES = [
  'course',
  'ebook',
  'signature',
  'bundle',
  'trade_method',
] as const;
export type ProductKind = (typeof PRODUCT_KIND_VALUES)[number];
export const ITEM_KIND_VALUES = [
  'course',
  'ebook',
  'trail',
  'signature',
  'broadcast',
  'research',
  'trade_method',
] as const;
export const BRAND_ID_VALUES = ['brazilian', 'global', 'liberta'] as const;

/** Postgres `integer`: ids and counters above this would fail in the database, not in zod. */
export const INT4_MAX = 2_147_483_647;

export const productItemSchema = z.object({
  kind: z.enum(ITEM_KIND_VALUES),
  target_id: id,
  name: z.string().optional(),
});

export const productInputSchema = z
  .object({
    name: z
      .string({ error: 'Informe o nome.' })
      .trim()
      .min(2, { error: 'Informe o nome.' })
      .max(160),
    slug: slugSchema.nullish(),
    kind: z.enum(PRODUCT_KIND_VALUES),
    category_id: id.nullish(),
    description_html: z.string().max(100_000).nullish(),
    cover_url: coverUrlSchema,
    price_cents: cents,
    access_period_id: id.nullish(),
    max_installments: z.coerce.number().int().min(1).max(12).default(1),
    available_in_store: z.boolean().default(true),
    brands: z.array(z.enum(BRAND_ID_VALUES)).max(3).default([]),
    featured: z.boolean().default(false),
    sort_order: z.coerce.number().int().min(0).max(10_000).default(0),
    active: z.boolean().default(true),
    items: z
      .array(productItemSchema.pick({ kind: true, target_id: true }))
      .min(1, { error: 'Escolha o que o produto libera.' })
      .max(50),
  })
  .strict()
  .refine((p) => p.kind === 'bundle' || p.items.length === 1, {
    error: 'Apenas combos liberam mais de um conteúdo.',
    path: ['items'],
  });
export type ProductInput = z.input<typeof productInputSchema>;

export const productSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  kind: z.enum(PRODUCT_KIND_VALUES),
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  description_html: z.string().nullable(),
  cover_url: z.string().nullable(),
  /** Staff's alternative text of the cover (null or absent: the title stands in). */
  cover_alt: z.string().nullable().optional(),
  price_cents: z.number().int(),
  access_period_id: z.number().int().nullable(),
  access_period_name: z.string().nullable(),
  access_days: z.number().int().nullable(),
  max_installments: z.number().int(),
  available_in_store: z.boolean(),
  brands: z.array(z.string()),
  featured: z.boolean(),
  sort_order: z.number().int(),
  active: z.boolean(),
  items: z.array(productItemSchema),
  created_at: isoDate,
});
export type Product = z.infer<typeof productSchema>;

export const listProductsQuerySchema = listQuerySchema
  .omit({ sort: true })
  .extend({
    kind: z.enum(PRODUCT_KIND_VALUES).optional(),
    category_id: id.optional(),
    active: z.enum(['true', 'false']).optional(),
  })
  .strict();

export const storeQuerySchema = z
  .object({
    search: z.string().trim().max(120).optional(),
    kind: z.enum(PRODUCT_KIND_VALUES).optional(),
    category: z.string().trim().max(120).optional(),
  })
  .strict();

export const productCategoryInputSchema = z
  .object({
    name: z.string().trim().min(2, { error: 'Informe o nome.' }).max(120),
    slug: slugSchema.nullish(),
  })
  .strict();

const hexColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'Use uma cor no formato #RRGGBB.' });
export const storeColorInputSchema = z
  .object({
    name: z.string().trim().min(2, { error: 'Informe o nome.' }).max(80),
    brand: z.enum(BRAND_ID_VALUES),
    primary_color: hexColor,
    secondary_color: hexColor,
    background_color: hexColor,
    text_color: hexColor,
    active: z.boolean().default(false),
  })
  .strict();
export type StoreColorInput = z.input<typeof storeColorInputSchema>;
export const storeColorSchema = storeColorInputSchema.extend({ id: z.number().int() });
export type StoreColor = z.infer<typeof storeColorSchema>;

export const commercialTableInputSchema = z
  .object({
    name: z.string().trim().min(2, { error: 'Informe o nome.' }).max(120),
    active: z.boolean().default(true),
    prices: z.array(z.object({ product_id: id, price_cents: cents })).max(500),
  })
  .strict();
export type CommercialTableInput = z.input<typeof commercialTableInputSchema>;

export const productCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** Products (not deleted) in the category: a category in use cannot be deleted. */
  products_count: z.number().int(),
});
export type ProductCategory = z.infer<typeof productCategorySchema>;

/** What visitors see of a product (`store-products`, `store-product/:slug`, `store-product-for`). */
export const storeProductSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  kind: z.enum(PRODUCT_KIND_VALUES),
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  category_slug: z.string().nullable(),
  description_html: z.string().nullable(),
  cover_url: z.string().nullable(),
  /** Staff's alternative text of the cover (null or absent: the title stands in). */
  cover_alt: z.string().nullable().optional(),
  price_cents: z.number().int(),
  access_period_name: z.string().nullable(),
  /** Null: lifetime access. */
  access_days: z.number().int().nullable(),
  max_installments: z.number().int(),
  featured: z.boolean(),
  items: z.array(
    z.object({
      kind: z.enum(ITEM_KIND_VALUES),
      target_id: z.number().int(),
      name: z.string(),
      /** The content's public page slug (courses, ebooks, trails, signatures), when it has one. */
      slug: z.string().nullable(),
    }),
  ),
});
export type StoreProduct = z.infer<typeof storeProductSchema>;

export const storeProductForParamsSchema = z
  .object({
    kind: z.enum(ITEM_KIND_VALUES),
    targetId: z.coerce.number().int().positive().max(INT4_MAX),
  })
  .strict();

export const listStoreColorsQuerySchema = listQuerySchema
  .omit({ sort: true })
  .extend({
    brand: z.enum(BRAND_ID_VALUES).optional(),
    active: z.enum(['true', 'false']).optional(),
  })
  .strict();

/** Staff lists filtered by situation (`active=true|false`): commercial tables, and coupons. */
export const listCommercialTablesQuerySchema = listQuerySchema
  .omit({ sort: true })
  .extend({ active: z.enum(['true', 'false']).optional() })
  .strict();

export const commercialTableSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
  products_count: z.number().int(),
  created_at: isoDate,
});
export type CommercialTableSummary = z.infer<typeof commercialTableSummarySchema>;
export const commercialTableSchema = commercialTableSummarySchema.extend({
  prices: z.array(
    z.object({
      product_id: z.number().int(),
      product_name: z.string(),
      /** The product's own (store) price, to compare. */
      list_price_cents: z.number().int(),
      price_cents: z.number().int(),
    }),
  ),
});
export type CommercialTable = z.infer<typeof commercialTableSchema>;

/** Fixed option lists: `id` is what screens send, `value` what the API stores. */
export const selectValueOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  value: z.string(),
});
export type SelectValueOption = z.infer<typeof selectValueOptionSchema>;

/** A fixed list as `select-…` answers it: ids from 1 in the list's order, its value and name. */
export function valueOptions<V extends string>(
  values: readonly V[],
  names: Record<V, string>,
): (SelectValueOption & { value: V })[] {
  return values.map((value, index) => ({ id: index + 1, value, name: names[value] }));
}

export const selectProductQuerySchema = z
  .object({ search: z.string().trim().max(120).optional() })
  .strict();
export const selectProductOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price_cents: z.number().int(),
});
export type SelectProductOption = z.infer<typeof selectProductOptionSchema>;

/** `select-product-access-period/:id`: the periods a product can be sold with, each priced. */
export const productAccessPeriodOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  days: z.number().int().nullable(),
  price_cents: z.number().int(),
});
