import type { FastifyInstance } from 'fastify';
import { audit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { currentRequest } from '../../platform/request-context.ts';
import { tickerRoutes } from './tickers.routes.ts';
import { tickerService } from './tickers.service.ts';

export interface RecommendationsModuleDeps {
  db: Db;
}

/** Analyst recommendations (issue 15): so far the tickers. */
export async function registerRecommendations(
  app: FastifyInstance,
  deps: RecommendationsModuleDeps,
) {
  const tickers = tickerService({
    db: deps.db,
    audit: (entry) => audit(deps.db, currentRequest(), entry),
  });
  await app.register(tickerRoutes(tickers));
  return { tickers };
}
