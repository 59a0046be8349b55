import { BRAND_IDS, DEFAULT_BRAND_TABLE, resolveBrand } from '@app/shared';
import type { BrandDefinition, BrandOriginRule } from '@app/shared';

// Checked by hand: a validation library would weigh on every first load for three small checks.
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalText = (value: unknown): value is string | undefined =>
  value === undefined || (typeof value === 'string' && value.length > 0);

/** One rule (brand, and an origin or a hostname), without keys it does not know; or null. */
function brandRule(value: unknown): BrandOriginRule | null {
  if (!isRecord(value)) return null;
  const { brand, origin, hostname } = value;
  if (!(BRAND_IDS as readonly unknown[]).includes(brand)) return null;
  if (!optionalText(origin) || !optionalText(hostname)) return null;
  if (origin === undefined && hostname === undefined) return null;
  return {
    brand: brand as BrandOriginRule['brand'],
    ...(origin === undefined ? {} : { origin }),
    ...(hostname === undefined ? {} : { hostname }),
  };
}

function brandTable(json: unknown): readonly BrandOriginRule[] | null {
  if (!Array.isArray(json) || json.length === 0) return null;
  const rules = json.map(brandRule);
  return rules.every((rule) => rule !== null) ? rules : null;
}

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
  return brandTable(json) ?? DEFAULT_BRAND_TABLE;
}

export function currentBrand(
  origin: string = window.location.origin,
  doc: Document = document,
): BrandDefinition {
  return resolveBrand(origin, readBrandTable(doc));
}
