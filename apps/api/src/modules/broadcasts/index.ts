import type { FastifyInstance } from 'fastify';
import { broadcastsRoutes } from './broadcasts.routes.ts';
import type { BroadcastsService } from './broadcasts.service.ts';

export interface BroadcastsModuleDeps {
  /** Built in app.ts before identity: the session payload (`GET /api/user`) asks it too. */
  service: BroadcastsService;
}

/**
 * Live broadcasts, programmes, categories, the programme grid and chat rooms (docs/live.md).
 * The live viewer (`app.liveViewer`) is shared with the chat module.
 */
export async function registerBroadcasts(
  app: FastifyInstance,
  deps: BroadcastsModuleDeps,
): Promise<BroadcastsService> {
  await app.register(broadcastsRoutes(deps.service));
  return deps.service;
}
