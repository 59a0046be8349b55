import type { FastifyInstance } from 'fastify';
import { audit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { currentRequest } from '../../platform/request-context.ts';
import { videosRoutes } from './videos.routes.ts';
import { videosService } from './videos.service.ts';
import type { VideosService } from './videos.service.ts';

export interface VideosModuleDeps {
  db: Db;
  now: () => Date;
}

/** LS Play: staff `/videos`, client `/cliente/ls-play`, Liberta `/conteudo/video/:id`. */
export async function registerVideos(
  app: FastifyInstance,
  deps: VideosModuleDeps,
): Promise<VideosService> {
  const service = videosService({
    db: deps.db,
    audit: (entry) => audit(deps.db, currentRequest(), entry),
    now: deps.now,
  });
  await app.register(videosRoutes(service));
  return service;
}
