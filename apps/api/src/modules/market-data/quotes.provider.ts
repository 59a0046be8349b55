import { AppError } from '../../platform/errors.ts';

/** A quote as a provider gives it: the day's bar so far and the last trade, in cents. */
export interface ProviderQuote {
  code: string;
  at: Date;
  openCents: number;
  highCents: number;
  lowCents: number;
  lastCents: number;
}

/**
 * Where live quotes come from (issue 15), like Pix and CEP: the embedded default has none of its
 * own (quotes are entered by staff or imported from COTAHIST files into the database), an HTTP
 * adapter asks a quotes API. `latest` answers what it knows of the codes asked; a code it does
 * not know is left out.
 */
export interface QuotesProvider {
  readonly name: string;
  latest(codes: readonly string[]): Promise<ProviderQuote[]>;
}

/** The embedded default: no outside source; the database's quotes are the only ones. */
export const offlineQuotes: QuotesProvider = {
  name: 'offline',
  latest: () => Promise.resolve([]),
};

interface BrapiResult {
  symbol?: unknown;
  regularMarketPrice?: unknown;
  regularMarketOpen?: unknown;
  regularMarketDayHigh?: unknown;
  regularMarketDayLow?: unknown;
  regularMarketTime?: unknown;
}

const cents = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value * 100) : null;

/** A brapi result as a quote (null when a field is missing or makes no bar). */
function fromBrapi(result: BrapiResult): ProviderQuote | null {
  const last = cents(result.regularMarketPrice);
  const time =
    typeof result.regularMarketTime === 'string' || typeof result.regularMarketTime === 'number'
      ? new Date(result.regularMarketTime)
      : null;
  if (typeof result.symbol !== 'string' || last === null || !time || Number.isNaN(time.getTime()))
    return null;
  const open = cents(result.regularMarketOpen) ?? last;
  const high = Math.max(cents(result.regularMarketDayHigh) ?? last, open, last);
  const low = Math.min(cents(result.regularMarketDayLow) ?? last, open, last);
  return {
    code: result.symbol.toUpperCase(),
    at: time,
    openCents: open,
    highCents: high,
    lowCents: low,
    lastCents: last,
  };
}

export const QUOTES_UNAVAILABLE =
  'As cotações estão indisponíveis no momento. Tente de novo em instantes.';

/**
 * brapi.dev's REST API (`GET /api/quote/{codes}?token=…`, codes joined by commas; the answer's
 * `results` carry `symbol`, `regularMarketPrice`, `regularMarketOpen`, `regularMarketDayHigh`,
 * `regularMarketDayLow` and `regularMarketTime`, prices in reais). A slow or failing service is
 * a 503; malformed entries are skipped.
 */
export function brapiQuotes(options: {
  baseUrl?: string;
  token?: string | undefined;
  timeoutMs?: number;
  /** Codes per request (brapi's plans limit how many one call may ask). */
  batch?: number;
}): QuotesProvider {
  const baseUrl = options.baseUrl ?? 'https://brapi.dev';
  const batch = options.batch ?? 20;
  return {
    name: 'brapi',
    async latest(codes) {
      const quotes: ProviderQuote[] = [];
      for (let i = 0; i < codes.length; i += batch) {
        const part = codes
          .slice(i, i + batch)
          .map(encodeURIComponent)
          .join(',');
        const url = new URL(`/api/quote/${part}`, baseUrl);
        if (options.token) url.searchParams.set('token', options.token);
        let body: { results?: unknown };
        try {
          const res = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 5_000) });
          if (res.status === 404) continue; // none of these codes is known
          if (!res.ok) throw new Error(`brapi respondeu ${res.status}`);
          body = (await res.json()) as { results?: unknown };
        } catch {
          throw new AppError('service.unavailable', QUOTES_UNAVAILABLE);
        }
        for (const result of Array.isArray(body.results) ? body.results : []) {
          const quote = fromBrapi(result as BrapiResult);
          if (quote) quotes.push(quote);
        }
      }
      return quotes;
    },
  };
}
