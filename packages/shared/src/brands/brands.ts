/**
 * Brands (spec section 1): one build, three variants chosen by the browser's origin.
 * The table is data so deployments can configure it (PUBLIC_ORIGINS on the server, which also
 * hands it to the SPA through a <meta name="brand-table"> tag in index.html).
 */
export const BRAND_IDS = ['brazilian', 'global', 'liberta'] as const;
export type BrandId = (typeof BRAND_IDS)[number];

export type Skin = 'light' | 'dark' | 'semi-dark' | 'bordered';

export interface BrandDefinition {
  id: BrandId;
  /** Commercial name shown in the title bar and logo alt text. */
  name: string;
  /** Where "/" leads once the app shell loads. */
  defaultRoute: string;
  defaultSkin: Skin;
  /** Theme variables; the web app turns them into CSS custom properties and the Mantine theme. */
  theme: { primary: string; accent: string; primaryShade: number };
  /** Where the product's marketing site lives (401 handling sends people there). */
  siteHome: string;
}

export const BRANDS: Record<BrandId, BrandDefinition> = {
  brazilian: {
    id: 'brazilian',
    name: 'LS Trader',
    defaultRoute: '/feed',
    defaultSkin: 'light',
    theme: { primary: '#1c7ed6', accent: '#37b24d', primaryShade: 6 },
    siteHome: '/',
  },
  global: {
    id: 'global',
    name: 'LS Global',
    defaultRoute: '/feed',
    defaultSkin: 'light',
    theme: { primary: '#5f3dc4', accent: '#f59f00', primaryShade: 6 },
    siteHome: '/',
  },
  liberta: {
    id: 'liberta',
    name: 'Liberta',
    defaultRoute: '/home',
    defaultSkin: 'dark',
    theme: { primary: '#f08c00', accent: '#12b886', primaryShade: 6 },
    siteHome: '/home',
  },
};

/** One row of the origin table: an exact origin, or a hostname matched on any port. */
export interface BrandOriginRule {
  brand: BrandId;
  /** e.g. "https://global-staging.lstrader.com.br" (exact) */
  origin?: string;
  /** e.g. "liberta.localhost" (any scheme and port) */
  hostname?: string;
}

/**
 * Default table. The global-staging origin gives Global; the Liberta production origin and the
 * local dev origin give Liberta; anything else is Brazilian (spec section 1).
 */
export const DEFAULT_BRAND_TABLE: readonly BrandOriginRule[] = [
  { brand: 'global', origin: 'https://global-staging.lstrader.com.br' },
  { brand: 'global', hostname: 'global.localhost' },
  { brand: 'liberta', origin: 'https://app.libertainvestimentos.com.br' },
  { brand: 'liberta', hostname: 'liberta.localhost' },
  // Brazilian is the fallback anyway; listing the local origin makes it a configured (CORS) origin.
  { brand: 'brazilian', hostname: 'localhost' },
  { brand: 'brazilian', hostname: '127.0.0.1' },
];

function hostnameOf(origin: string): string | null {
  try {
    return new URL(origin).hostname.toLowerCase();
  } catch {
    return null;
  }
}

export function resolveBrand(
  origin: string,
  table: readonly BrandOriginRule[] = DEFAULT_BRAND_TABLE,
): BrandDefinition {
  const normalised = origin.replace(/\/+$/, '').toLowerCase();
  const host = hostnameOf(normalised);
  for (const rule of table) {
    if (rule.origin !== undefined && rule.origin.replace(/\/+$/, '').toLowerCase() === normalised) {
      return BRANDS[rule.brand];
    }
    if (rule.hostname !== undefined && host !== null && rule.hostname.toLowerCase() === host) {
      return BRANDS[rule.brand];
    }
  }
  return BRANDS.brazilian;
}

function isBrandId(value: string): value is BrandId {
  return (BRAND_IDS as readonly string[]).includes(value);
}

/**
 * Parses PUBLIC_ORIGINS: comma-separated `brand=origin` pairs (origin "http://host" or a bare
 * hostname "host" to match any port). Entries without `brand=` are Brazilian origins (CORS only).
 * Throws with a readable message on bad input.
 */
export function parseBrandTable(value: string): BrandOriginRule[] {
  const rules: BrandOriginRule[] = [];
  for (const raw of value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const eq = raw.indexOf('=');
    const brand = eq === -1 ? 'brazilian' : raw.slice(0, eq).trim();
    const target = eq === -1 ? raw : raw.slice(eq + 1).trim();
    if (!isBrandId(brand)) {
      throw new Error(
        `marca desconhecida "${brand}" em PUBLIC_ORIGINS (use ${BRAND_IDS.join(', ')})`,
      );
    }
    if (/^https?:\/\//i.test(target)) {
      if (hostnameOf(target) === null)
        throw new Error(`origem inválida "${target}" em PUBLIC_ORIGINS`);
      rules.push({ brand, origin: target.replace(/\/+$/, '') });
    } else if (/^[a-z0-9.-]+$/i.test(target)) {
      rules.push({ brand, hostname: target.toLowerCase() });
    } else {
      throw new Error(`origem inválida "${target}" em PUBLIC_ORIGINS`);
    }
  }
  return rules;
}

/** True when `origin` is one the table names (used by CORS and the WebSocket origin check). */
export function isConfiguredOrigin(origin: string, table: readonly BrandOriginRule[]): boolean {
  const normalised = origin.replace(/\/+$/, '').toLowerCase();
  const host = hostnameOf(normalised);
  return table.some(
    (rule) =>
      (rule.origin !== undefined && rule.origin.replace(/\/+$/, '').toLowerCase() === normalised) ||
      (rule.hostname !== undefined && host !== null && rule.hostname === host),
  );
}
