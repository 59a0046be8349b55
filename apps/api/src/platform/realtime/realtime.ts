import { TOPIC_PREFIX_PATTERN } from '@app/shared';
import type { ServerTopicEvent } from '@app/shared';
import type { Session } from '../access.ts';
import type { RealtimeBus } from './bus.ts';

/**
 * Decides whether `session` (null: a visitor) may watch the topic `<prefix>:<topicId>`. Asked at
 * every subscribe; the module that owns the prefix answers (the store: the order's owner and
 * staff with read on its resource).
 */
export type TopicAuthorizer = (session: Session | null, topicId: string) => Promise<boolean>;

/** What modules see as `app.realtime`. */
export interface Realtime {
  readonly bus: RealtimeBus;
  /** Sends `event` to every socket watching `topic`, in every API process. */
  publish(topic: string, event: ServerTopicEvent): Promise<void>;
  /** Claims a topic prefix; topics of a prefix nobody claimed are refused to everyone. */
  authorize(prefix: string, authorizer: TopicAuthorizer): void;
  authorizerFor(prefix: string): TopicAuthorizer | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export function createRealtime(bus: RealtimeBus): Realtime {
  const authorizers = new Map<string, TopicAuthorizer>();
  return {
    bus,
    publish: (topic, event) => bus.publish(topic, event),
    authorize(prefix, authorizer) {
      if (!TOPIC_PREFIX_PATTERN.test(prefix))
        throw new Error(`prefixo de canal inválido: ${prefix}`);
      // Two modules answering for one prefix would make access depend on registration order.
      if (authorizers.has(prefix)) throw new Error(`o prefixo de canal ${prefix} já tem dono`);
      authorizers.set(prefix, authorizer);
    },
    authorizerFor: (prefix) => authorizers.get(prefix),
  };
}
