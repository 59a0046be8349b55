import { BRAND_ID_VALUES, RECOMMENDATIONS_TOPIC_PREFIX } from '@app/shared';
import type { BrandOriginRule } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AccessService } from '../access/access.service.ts';
import { audit } from '../../platform/audit.ts';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { currentRequest } from '../../platform/request-context.ts';
import { analystRoutes } from './analysts.routes.ts';
import { analystService } from './analysts.service.ts';
import { methodRoutes } from './methods.routes.ts';
import { methodService } from './methods.service.ts';
import { recommendationRoutes } from './recommendations.routes.ts';
import { recommendationService } from './recommendations.service.ts';
import type { RecommendationDeps } from './recommendations.service.ts';
import { tickerRoutes } from './tickers.routes.ts';
import { tickerService } from './tickers.service.ts';
import { trackRecordRoutes } from './track-record.routes.ts';
import { trackRecordService } from './track-record.service.ts';

export interface RecommendationsModuleDeps {
  db: Db;
  now: () => Date;
  access: AccessService;
  /** The brand of a request's origin (public track record, lists, the realtime topic). */
  brandTable: readonly BrandOriginRule[];
  /** Posts a recommendation's card into a live chat (the chat module). */
  postCard?: RecommendationDeps['postCard'];
  /** How often the validity's end is checked (0: never, tests drive it). */
  sweepMs?: number;
}

/**
 * Analyst recommendations (issue 15): tickers, methods, the analysts' credentials, the selects,
 * and the recommendations with their realtime topic `recs:<brand>` (anyone who may read a
 * recommendation screen watches it; events carry no level).
 */
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

  const recommendations = recommendationService({
    ...auditing,
    access: deps.access,
    now: deps.now,
    publish: (topic, event) => app.realtime.publish(topic, event),
    ...(deps.postCard ? { postCard: deps.postCard } : {}),
    log: (error, what) => app.log.error({ err: error }, what),
  });
  app.realtime.authorize(RECOMMENDATIONS_TOPIC_PREFIX, (session, brand) =>
    Promise.resolve(
      session !== null &&
        (BRAND_ID_VALUES as readonly string[]).includes(brand) &&
        (session.can('read', 'Cliente-Recomendações') ||
          session.can('read', 'Recomendações') ||
          session.can('read', 'Status das Recomendações') ||
          session.can('read', 'Farol')),
    ),
  );
  await app.register(recommendationRoutes(recommendations, deps.brandTable));

  const sweepMs = deps.sweepMs ?? 60_000;
  if (sweepMs > 0) {
    const timer = setInterval(() => {
      recommendations
        .expireDue()
        .catch((error: unknown) => app.log.error({ err: error }, 'expirar recomendações'));
    }, sweepMs);
    timer.unref();
    app.addHook('onClose', () => {
      clearInterval(timer);
      return Promise.resolve();
    });
  }
  return { tickers, methods, analysts, recommendations };
}
