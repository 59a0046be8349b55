import * as z from 'zod/mini';
import { BRAND_IDS, DEFAULT_BRAND_TABLE, resolveBrand } from '@app/shared';
import type { BrandDefinition, BrandOriginRule } from '@app/shared';

// zod/mini: the full zod build would cost ~20 KB gzip of the first load for three small checks.
const brandTableSchema = z
  .array(
    z
      .object({
        brand: z.enum(BRAND_IDS),
        origin: z.optional(z.string().check(z.minLength(1))),
        hostname: z.optional(z.string().check(z.minLength(1))),
      })
      .check(z.refine((rule) => rule.origin !== undefined || rule.hostname !== undefined)),
  )
  .check(z.minLength(1));

/**
 * The table the server wrote into `<meta name="brand-table">` (ADR 0004), or the default one when
 * the tag is missing, not JSON, or not a valid table: a broken deployment setting must still
 * render a brand rather than a blank page.
 */
export function readBrandTable(doc: Document = document): readonly BrandOriginRule[] {
  const content = doc.querySelector('meta[name="brand-table"]')?.getAttribute('content');
  if (!content) return DEFAULT_BRAND_TABLE;
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return DEFAULT_BRAND_TABLE;
  }
  const parsed = brandTableSchema.safeParse(json);
  return parsed.success ? parsed.data : DEFAULT_BRAND_TABLE;
}

export function currentBrand(
  origin: string = window.location.origin,
  doc: Document = document,
): BrandDefinition {
  return resolveBrand(origin, readBrandTable(doc));
}
