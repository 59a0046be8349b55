import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database.ts';
import { homeRoutes } from './home.routes.ts';
import { homeService } from './home.service.ts';
import type { HomeDeps } from './home.service.ts';

export interface HomeModuleDeps {
  db: Db;
  videos: HomeDeps['videos'];
  courses: HomeDeps['courses'];
  now: () => Date;
}

/** Liberta `/home` and the subject pages `/assunto/:slug`. */
export async function registerHome(app: FastifyInstance, deps: HomeModuleDeps): Promise<void> {
  await app.register(homeRoutes(homeService(deps)));
}
