import { parseTopic, serverTopicEventSchema } from '@app/shared';
import type { ServerTopicEvent } from '@app/shared';
import { Redis } from 'ioredis';

export type TopicHandler = (event: ServerTopicEvent, topic: string) => void;

/**
 * Topic fan-out between the code that knows something happened (a payment webhook, later a chat
 * message) and the sockets that watch it. In-process by default; Redis pub/sub when REDIS_URL is
 * set, because the webhook and the buyer's socket may land on different API processes
 * (ARCHITECTURE.md: N stateless processes behave as one).
 */
export interface RealtimeBus {
  /** Resolves once the event is handed over (delivered locally, or accepted by Redis). */
  publish(topic: string, event: ServerTopicEvent): Promise<void>;
  /** Calls `handler` for every event on `topic` until the returned function is called. */
  subscribe(topic: string, handler: TopicHandler): () => void;
  close(): Promise<void>;
}

/** A programmer error (a malformed topic or event) fails at the publisher, not in every receiver. */
function checkedEvent(topic: string, event: ServerTopicEvent): ServerTopicEvent {
  if (parseTopic(topic) === null) throw new Error(`tópico inválido: ${topic}`);
  return serverTopicEventSchema.parse(event);
}

/**
 * Handlers of one topic, each subscription its own entry: the same function subscribed twice
 * is two subscriptions, and one unsubscribe removes one of them.
 */
class HandlerTable {
  private readonly topics = new Map<string, Set<{ handler: TopicHandler }>>();

  /** Returns the remover and whether this was the topic's first handler. */
  add(topic: string, handler: TopicHandler): { remove: () => boolean; first: boolean } {
    let entries = this.topics.get(topic);
    const first = entries === undefined;
    if (!entries) {
      entries = new Set();
      this.topics.set(topic, entries);
    }
    const entry = { handler };
    entries.add(entry);
    let removed = false;
    return {
      first,
      /** True when it removed the topic's last handler. */
      remove: () => {
        if (removed) return false;
        removed = true;
        const current = this.topics.get(topic);
        if (!current?.delete(entry)) return false;
        if (current.size > 0) return false;
        this.topics.delete(topic);
        return true;
      },
    };
  }

  deliver(topic: string, event: ServerTopicEvent, onError: (error: unknown) => void): void {
    const entries = this.topics.get(topic);
    if (!entries) return;
    // A copy: a handler may unsubscribe (itself or others) while we iterate.
    for (const { handler } of [...entries]) {
      try {
        handler(event, topic);
      } catch (error) {
        // One broken socket handler must not keep the event from the others.
        onError(error);
      }
    }
  }

  clear(): void {
    this.topics.clear();
  }
}

export interface BusOptions {
  /** Handler failures, Redis connection errors, unreadable payloads: logged, never thrown. */
  onError?: (error: unknown) => void;
}

export function memoryBus(options: BusOptions = {}): RealtimeBus {
  const onError = options.onError ?? (() => {});
  const table = new HandlerTable();
  return {
    publish(topic, event) {
      try {
        const checked = checkedEvent(topic, event);
        // Delivered after the publisher's current work, as Redis would: no handler runs inside
        // the publisher's call stack (a webhook's transaction, say).
        queueMicrotask(() => table.deliver(topic, checked, onError));
        return Promise.resolve();
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
    subscribe(topic, handler) {
      const { remove } = table.add(topic, handler);
      return () => void remove();
    },
    close() {
      table.clear();
      return Promise.resolve();
    },
  };
}

export interface RedisBusOptions extends BusOptions {
  /** Channel names are `prefix + topic`; tests use a random prefix to stay apart. */
  prefix?: string;
}

/**
 * Redis pub/sub. Two connections because a subscribed Redis connection can run no other command.
 * This process subscribes to a channel only while at least one local handler wants it, so Redis
 * sends each process only the topics its own sockets watch. Events published here come back
 * through Redis like anyone else's (no local short-cut, so nothing arrives twice).
 */
export function redisBus(url: string, options: RedisBusOptions = {}): RealtimeBus {
  const onError = options.onError ?? (() => {});
  const prefix = options.prefix ?? 'lsp:rt:';
  // The offline queue keeps a publish made while connecting; one retry bounds a publish during an
  // outage (the caller hears of it, and a page refetches the order when its socket reconnects).
  // lazyConnect: no connection until the first command, so an app that never publishes (or
  // fails to boot) holds none open.
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  // No retry limit here: a SUBSCRIBE queued during an outage must wait for Redis rather than
  // fail, because ioredis re-subscribes after a reconnect only the channels it had confirmed.
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: null });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  const table = new HandlerTable();
  let closed = false;

  subscriber.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(prefix)) return;
    const topic = channel.slice(prefix.length);
    let parsed: unknown;
    try {
      parsed = JSON.parse(message);
    } catch {
      onError(new Error(`evento ilegível no canal ${channel}`));
      return;
    }
    // Anyone who can reach Redis can publish; only well-formed events go out to browsers.
    const result = serverTopicEventSchema.safeParse(parsed);
    if (!result.success) {
      onError(new Error(`evento inválido no canal ${channel}`));
      return;
    }
    table.deliver(topic, result.data, onError);
  });

  return {
    async publish(topic, event) {
      if (closed) throw new Error('barramento fechado');
      const checked = checkedEvent(topic, event);
      await publisher.publish(prefix + topic, JSON.stringify(checked));
    },
    subscribe(topic, handler) {
      const { remove, first } = table.add(topic, handler);
      // Commands on one connection run in order, so a quick subscribe → unsubscribe → subscribe
      // ends subscribed.
      if (first && !closed) subscriber.subscribe(prefix + topic).catch(onError);
      return () => {
        if (remove() && !closed) subscriber.unsubscribe(prefix + topic).catch(onError);
      };
    },
    close() {
      if (closed) return Promise.resolve();
      closed = true;
      table.clear();
      // Every publish already resolved was accepted by Redis; pending (un)subscribes no longer
      // matter. disconnect() also ends a client still retrying a connection, where quit() waits.
      publisher.disconnect();
      subscriber.disconnect();
      return Promise.resolve();
    },
  };
}
