import type { FastifyInstance } from 'fastify';
import { audit } from '../../platform/audit.ts';
import type { QuotesConfig } from '../../platform/config.ts';
import type { Db } from '../../platform/db/database.ts';
import { currentRequest } from '../../platform/request-context.ts';
import { COTAHIST_MAX_BYTES } from './cotahist-upload.ts';
import { brapiQuotes, offlineQuotes } from './quotes.provider.ts';
import type { QuotesProvider } from './quotes.provider.ts';
import { quoteRoutes } from './quotes.routes.ts';
import { quotesService, startProviderRefresh } from './quotes.service.ts';
import type { AfterQuotes } from './quotes.service.ts';

export interface MarketDataModuleDeps {
  db: Db;
  now: () => Date;
  /** QUOTES_PROVIDER and the rest (README); absent: offline, no timer. */
  quotes?: QuotesConfig;
  /** Tests pass their own provider (a fake brapi) instead of the configured one. */
  provider?: QuotesProvider;
  /** How often the provider is asked; 0: never. Default: QUOTES_REFRESH_SECONDS with a provider. */
  refreshMs?: number;
  /** Called after quotes are committed (the recommendations move on them). Default: nothing. */
  afterQuotes?: AfterQuotes;
  /** The largest COTAHIST upload (tests shrink it). */
  maxFileBytes?: number;
}

function providerOf(config: QuotesConfig | undefined): QuotesProvider {
  if (config?.provider === 'brapi')
    return brapiQuotes({ baseUrl: config.url, token: config.token });
  return offlineQuotes;
}

/**
 * Market data (issue 15): stored quotes (staff, B3's COTAHIST, the provider) and their reads.
 * Register it in a scope that parses multipart bodies (the COTAHIST upload). With a provider
 * configured, a timer stores its quotes every QUOTES_REFRESH_SECONDS; offline there is no timer.
 */
export async function registerMarketData(app: FastifyInstance, deps: MarketDataModuleDeps) {
  const maxFileBytes = deps.maxFileBytes ?? COTAHIST_MAX_BYTES;
  const provider = deps.provider ?? providerOf(deps.quotes);
  const quotes = quotesService({
    db: deps.db,
    now: deps.now,
    afterQuotes: deps.afterQuotes,
    provider,
    audit: (entry) => audit(deps.db, currentRequest(), entry),
    maxFileBytes,
  });
  await app.register(quoteRoutes(quotes, maxFileBytes));
  const refreshMs =
    deps.refreshMs ?? (deps.quotes?.provider === 'brapi' ? deps.quotes.refreshSeconds * 1000 : 0);
  if (provider !== offlineQuotes && refreshMs > 0) {
    const stop = startProviderRefresh(quotes, refreshMs, (err) =>
      app.log.warn({ err }, 'cotações: o provedor não respondeu'),
    );
    app.addHook('onClose', () => stop());
  }
  return { quotes };
}
