import type { BrandOriginRule } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../platform/audit.ts';
import type { ChangeFeed } from '../../platform/db/change-feed.ts';
import type { Db } from '../../platform/db/database.ts';
import type { AuthLimiter } from '../../platform/limits/auth-limits.ts';
import { currentRequest } from '../../platform/request-context.ts';
import { helpRoutes } from './help.routes.ts';
import { helpService } from './help.service.ts';

export interface HelpModuleDeps {
  db: Db;
  now: () => Date;
  limiter: Pick<AuthLimiter, 'attemptFromIp'>;
  brandTable: readonly BrandOriginRule[];
  feed?: ChangeFeed | undefined;
}

/** FAQ / Central de ajuda (issue 17): categories, questions, the public help centre, votes. */
export async function registerHelp(app: FastifyInstance, deps: HelpModuleDeps) {
  const service = helpService({
    db: deps.db,
    now: deps.now,
    feed: deps.feed,
    audit: (entry) => audit(deps.db, currentRequest(), entry),
  });
  await app.register(helpRoutes(service, deps.limiter, deps.brandTable));
  return service;
}
