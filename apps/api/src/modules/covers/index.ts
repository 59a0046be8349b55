import type { BrandOriginRule } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { currentRequest } from '../../platform/request-context.ts';
import { coverStorage } from '../../platform/storage/covers.ts';
import { coversQueries } from './covers.queries.ts';
import { coversRoutes } from './covers.routes.ts';
import { coversService } from './covers.service.ts';

/** Covers of courses, e-books, trails, products, programmes and podcasts (register in an upload scope). */
export async function registerCovers(
  app: FastifyInstance,
  deps: { db: Db; dataDir: string; brandTable: readonly BrandOriginRule[] },
): Promise<void> {
  const service = coversService({
    queries: coversQueries(deps.db),
    storage: coverStorage(deps.dataDir),
    audit: (entry) => audit(deps.db, currentRequest(), entry),
  });
  await app.register(coversRoutes(service, deps.brandTable));
}
