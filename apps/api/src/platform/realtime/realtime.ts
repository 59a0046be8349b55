import { parseTopic, TOPIC_PREFIX_PATTERN } from '@app/shared';
import type { ServerTopicEvent } from '@app/shared';
import type { Session } from '../access.ts';
import type { RealtimeBus } from './bus.ts';

/**
 * The answer to a subscribe: `false` refuses it; `true` (or `{ delayMs: 0 }`) lets the socket
 * watch the topic; `{ delayMs }` lets it watch with every frame sent that much later (a trial
 * viewer's held-back chat, docs/live.md).
 */
export type TopicGrant = boolean | { delayMs: number };

/**
 * Decides whether `session` (null: a visitor) may watch the topic `<prefix>:<topicId>`. Asked at
 * every subscribe; the module that owns the prefix answers (the store: the order's owner and
 * staff with read on its resource).
 */
export type TopicAuthorizer = (session: Session | null, topicId: string) => Promise<TopicGrant>;

/** The largest delay a grant may ask for (longer ones are cut to it). */
export const MAX_TOPIC_DELAY_MS = 10 * 60_000;

/** A grant as the endpoint uses it: refused (null) or the delay in ms. */
export function grantDelay(grant: TopicGrant): number | null {
  if (grant === false) return null;
  if (grant === true) return 0;
  const delay = Number.isFinite(grant.delayMs) ? Math.round(grant.delayMs) : 0;
  return Math.min(MAX_TOPIC_DELAY_MS, Math.max(0, delay));
}

/** What modules see as `app.realtime`. */
export interface Realtime {
  readonly bus: RealtimeBus;
  /** Sends `event` to every socket watching `topic`, in every API process. */
  publish(topic: string, event: ServerTopicEvent): Promise<void>;
  /** Claims a topic prefix; topics of a prefix nobody claimed are refused to everyone. */
  authorize(prefix: string, authorizer: TopicAuthorizer): void;
  authorizerFor(prefix: string): TopicAuthorizer | undefined;
  /**
   * Topics of `prefix` are coalesced: each process gathers the events that reach it within
   * `windowMs` and sends them to its sockets as one `batch` frame (the chat). Declaring the same
   * window again is a no-op; a different one is a boot error.
   */
  coalesce(prefix: string, windowMs: number): void;
  /** The coalescing window of a topic (`chat:7` → 150), undefined when sent event by event. */
  coalesceWindowFor(topic: string): number | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export function createRealtime(bus: RealtimeBus): Realtime {
  const authorizers = new Map<string, TopicAuthorizer>();
  const windows = new Map<string, number>();
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
    coalesce(prefix, windowMs) {
      if (!TOPIC_PREFIX_PATTERN.test(prefix))
        throw new Error(`prefixo de canal inválido: ${prefix}`);
      if (!Number.isSafeInteger(windowMs) || windowMs <= 0 || windowMs > 10_000)
        throw new Error(`janela de agrupamento inválida: ${windowMs}`);
      const current = windows.get(prefix);
      if (current !== undefined && current !== windowMs)
        throw new Error(`o prefixo de canal ${prefix} já tem janela de ${current} ms`);
      windows.set(prefix, windowMs);
    },
    coalesceWindowFor: (topic) => {
      const parsed = parseTopic(topic);
      return parsed ? windows.get(parsed.prefix) : undefined;
    },
  };
}
