import type { FastifyInstance } from 'fastify';
import { audit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import type { AuthLimiter } from '../../platform/limits/auth-limits.ts';
import { currentRequest } from '../../platform/request-context.ts';
import type { AccessService } from '../access/access.service.ts';
import { landingsRoutes } from './landings.routes.ts';
import { landingsService } from './landings.service.ts';
import type { TrialStarter } from './landings.service.ts';

export interface LandingsModuleDeps {
  db: Db;
  access: AccessService;
  /** The users module's trial service (one trial per person). */
  trials: TrialStarter;
  /** The shared per-IP counters (memory or Redis): the public lead form is rate-limited. */
  limiter: Pick<AuthLimiter, 'attemptFromIp'>;
  now: () => Date;
}

/** Landing pages: staff `/lancamentos`, visitors `/lancamento/:slug` and `/interna/:slug`. */
export async function registerLandings(app: FastifyInstance, deps: LandingsModuleDeps) {
  const service = landingsService({
    db: deps.db,
    access: deps.access,
    trials: deps.trials,
    audit: (entry) => audit(deps.db, currentRequest(), entry),
    now: deps.now,
  });
  await app.register(landingsRoutes(service, deps.limiter));
  return service;
}
