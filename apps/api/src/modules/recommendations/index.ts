import { BRAND_ID_VALUES, RECOMMENDATIONS_TOPIC_PREFIX, USER_TOPIC_PREFIX } from '@app/shared';
import type { BrandOriginRule } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AccessService } from '../access/access.service.ts';
import { audit } from '../../platform/audit.ts';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import type { MessageSender } from '../../platform/mail/outbox.ts';
import { currentRequest } from '../../platform/request-context.ts';
import { analystRoutes } from './analysts.routes.ts';
import { analystService } from './analysts.service.ts';
import { followRoutes } from './follows.routes.ts';
import { followService } from './follows.service.ts';
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
  /** Queues the followers' daily digest (the outbox). */
  mail: MessageSender;
  /** Where the digest's links point when a follow kept no origin. */
  fallbackOrigin: string;
  /** How often the daily digest is looked for (0: never, tests drive it). */
  digestMs?: number;
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

  const log = (error: unknown, what: string) => app.log.error({ err: error }, what);
  const follows = followService({
    db: deps.db,
    access: deps.access,
    now: deps.now,
    mail: deps.mail,
    publish: (topic, event) => app.realtime.publish(topic, event),
    fallbackOrigin: deps.fallbackOrigin,
    log,
  });
  const recommendations = recommendationService({
    ...auditing,
    access: deps.access,
    now: deps.now,
    publish: (topic, event) => app.realtime.publish(topic, event),
    ...(deps.postCard ? { postCard: deps.postCard } : {}),
    log,
    followers: (brand, analystId, event) => follows.notify(brand, analystId, event),
  });
  // A person's own topic (`user:<id>`): their in-app notifications; nobody else may watch it.
  app.realtime.authorize(USER_TOPIC_PREFIX, (session, id) =>
    Promise.resolve(session !== null && String(session.userId) === id),
  );
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
  await app.register(followRoutes(follows, deps.brandTable));

  const every = (ms: number, job: () => Promise<unknown>, what: string) => {
    if (ms <= 0) return;
    const timer = setInterval(() => {
      job().catch((error: unknown) => app.log.error({ err: error }, what));
    }, ms);
    timer.unref();
    app.addHook('onClose', () => {
      clearInterval(timer);
      return Promise.resolve();
    });
  };
  every(deps.sweepMs ?? 60_000, () => recommendations.expireDue(), 'expirar recomendações');
  // The digest tells of the São Paulo day before: looked for every quarter of an hour, sent once.
  every(deps.digestMs ?? 15 * 60_000, () => follows.digest(), 'resumo de recomendações');
  return { tickers, methods, analysts, recommendations, follows };
}
