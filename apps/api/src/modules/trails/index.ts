import type { FastifyInstance } from 'fastify';
import { audit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { currentRequest } from '../../platform/request-context.ts';
import type { AccessService } from '../access/access.service.ts';
import { coursesService } from '../courses/courses.service.ts';
import type { CoursesService } from '../courses/courses.service.ts';
import { trailsRoutes } from './trails.routes.ts';
import { trailsService } from './trails.service.ts';

export interface TrailsModuleDeps {
  db: Db;
  access: AccessService;
  now: () => Date;
  /** The courses module (its per-course percent); built here from the same deps when absent. */
  courses?: Pick<CoursesService, 'myCourses'>;
}

export async function registerTrails(app: FastifyInstance, deps: TrailsModuleDeps) {
  const record = (entry: Parameters<typeof audit>[2]) => audit(deps.db, currentRequest(), entry);
  const service = trailsService({
    db: deps.db,
    access: deps.access,
    courses:
      deps.courses ??
      coursesService({ db: deps.db, access: deps.access, audit: record, now: deps.now }),
    audit: record,
    now: deps.now,
  });
  await app.register(trailsRoutes(service));
  return service;
}
