import type { BrandOriginRule } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../platform/audit.ts';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { currentRequest } from '../../platform/request-context.ts';
import { analystRoutes } from './analysts.routes.ts';
import { analystService } from './analysts.service.ts';
import { methodRoutes } from './methods.routes.ts';
import { methodService } from './methods.service.ts';
import { tickerRoutes } from './tickers.routes.ts';
import { tickerService } from './tickers.service.ts';
import { trackRecordRoutes } from './track-record.routes.ts';
import { trackRecordService } from './track-record.service.ts';

export interface RecommendationsModuleDeps {
  db: Db;
  now: () => Date;
  /** The public track record answers for the brand of the request's origin. */
  brandTable: readonly BrandOriginRule[];
}

/** Analyst recommendations (issue 15): so far the tickers, the methods, the analysts' credentials and the selects. */
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
  const analysts = analystService({ ...auditing, now: deps.now });
  await app.register(methodRoutes(methods));
  await app.register(analystRoutes(analysts));
  const trackRecord = trackRecordService(deps);
  await app.register(trackRecordRoutes(trackRecord, deps.brandTable));
  return { tickers, methods, analysts };
}
