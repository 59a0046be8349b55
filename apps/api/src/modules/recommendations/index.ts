import type { FastifyInstance } from 'fastify';
import { audit } from '../../platform/audit.ts';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { currentRequest } from '../../platform/request-context.ts';
import { methodRoutes } from './methods.routes.ts';
import { methodService } from './methods.service.ts';
import { tickerRoutes } from './tickers.routes.ts';
import { tickerService } from './tickers.service.ts';

export interface RecommendationsModuleDeps {
  db: Db;
}

/** Analyst recommendations (issue 15): so far the tickers, the methods and the fixed selects. */
export async function registerRecommendations(
  app: FastifyInstance,
  deps: RecommendationsModuleDeps,
) {
  const auditing = {
    db: deps.db,
    audit: (entry: AuditEntry) => audit(deps.db, currentRequest(), entry),
  };
  const tickers = tickerService(auditing);
  const methods = methodService(auditing);
  await app.register(tickerRoutes(tickers));
  await app.register(methodRoutes(methods));
  return { tickers, methods };
}
