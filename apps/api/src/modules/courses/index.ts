import type { BrandOriginRule } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../platform/audit.ts';
import type { ChangeFeed } from '../../platform/db/change-feed.ts';
import type { Db } from '../../platform/db/database.ts';
import { currentRequest } from '../../platform/request-context.ts';
import type { AccessService } from '../access/access.service.ts';
import { coursesRoutes } from './courses.routes.ts';
import { coursesService } from './courses.service.ts';
import { learningSelects } from './selects.ts';

export interface CoursesModuleDeps {
  db: Db;
  access: AccessService;
  brandTable: readonly BrandOriginRule[];
  now: () => Date;
  /** The change feed that keeps the public pages and Meus Cursos fresh (docs/adr/0008). */
  feed?: ChangeFeed;
}

export async function registerCourses(app: FastifyInstance, deps: CoursesModuleDeps) {
  const service = coursesService({
    db: deps.db,
    access: deps.access,
    audit: (entry) => audit(deps.db, currentRequest(), entry),
    now: deps.now,
    feed: deps.feed,
  });
  app.addHook('onClose', (_app, done) => {
    service.close();
    done();
  });
  await app.register(coursesRoutes(service, learningSelects(deps.db), deps.brandTable));
  return service;
}
