import { CHAT_FILE_MAX_BYTES, CHAT_MODERATION_TOPIC_PREFIX, CHAT_TOPIC_PREFIX } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database.ts';
import type { LiveViewer } from '../broadcasts/viewer.ts';
import { chatFileStorage } from './chat.files.ts';
import { chatRoutes } from './chat.routes.ts';
import { chatService } from './chat.service.ts';
import type { ChatService } from './chat.service.ts';

export interface ChatModuleDeps {
  db: Db;
  /** The shared live viewer (`app.liveViewer`): who may read a chat, staff, delay. */
  viewer: LiveViewer;
  dataDir: string;
  now: () => Date;
  /** The biggest attachment (default CHAT_FILE_MAX_BYTES; tests shrink it). */
  maxFileBytes?: number;
}

/**
 * The live chat (docs/live.md): its routes, and the two realtime topics it owns — `chat:<id>`
 * for whoever may read the chat (a trial viewer's frames held back by their delay) and
 * `chatmod:<id>` for moderators (`Transmissões` update).
 */
export async function registerChat(
  app: FastifyInstance,
  deps: ChatModuleDeps,
): Promise<ChatService> {
  const maxFileBytes = deps.maxFileBytes ?? CHAT_FILE_MAX_BYTES;
  const service = chatService({
    db: deps.db,
    viewer: deps.viewer,
    files: chatFileStorage(deps.dataDir),
    publish: (topic, event) => app.realtime.publish(topic, event),
    now: deps.now,
    maxFileBytes,
  });
  app.realtime.authorize(CHAT_TOPIC_PREFIX, async (session, topicId) => {
    const delayMs = await service.topicAccess(session, topicId, false);
    return delayMs === null ? false : delayMs > 0 ? { delayMs } : true;
  });
  app.realtime.authorize(CHAT_MODERATION_TOPIC_PREFIX, async (session, topicId) => {
    return (await service.topicAccess(session, topicId, true)) !== null;
  });
  await app.register(chatRoutes(service, maxFileBytes));
  return service;
}
