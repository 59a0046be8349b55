import { parseTopic, serverTopicEventSchema } from '@app/shared';
import type { ServerTopicEvent } from '@app/shared';
import type { Redis } from 'ioredis';
import type { z } from 'zod';
import { redisClass } from '../redis.ts';

export type TopicHandler = (event: ServerTopicEvent, topic: string) => void;

/**
 * A process-to-process channel (cache invalidation, docs/adr/0007): its messages go to the API
 * processes only, never to a socket, and have their own schema instead of the browser contract.
 */
export interface SignalChannel<T> {
  /** `^[a-z][a-z0-9.-]{0,63}$`; with Redis the channel is `<prefix>signal/<name>`. */
  readonly name: string;
  /** Checked at the publisher (a programmer error throws) and on receipt (invalid: dropped). */
  readonly schema: z.ZodType<T>;
}

const SIGNAL_NAME = /^[a-z][a-z0-9.-]{0,63}$/;

export function signalChannel<T>(name: string, schema: z.ZodType<T>): SignalChannel<T> {
  if (!SIGNAL_NAME.test(name)) throw new Error(`canal de sinal inválido: ${name}`);
  return { name, schema };
}

export interface SignalHandlers<T> {
  message(message: T): void;
  /**
   * Messages may have been missed: the connection to Redis dropped, or came back. A cache drops
   * everything the lost messages could have invalidated (and what it loaded meanwhile).
   */
  gap(): void;
}

export interface SignalSubscription {
  /**
   * True while this process is sure to receive the channel's messages (always, in process; with
   * Redis, while the subscription is confirmed on a live connection). A cache keeps and answers
   * from entries only while it is true.
   */
  readonly live: boolean;
  close(): void;
}

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
  /**
   * Sends `message` to every API process (this one included) subscribed to `channel`. Resolves
   * once handed over (queued locally, or accepted by Redis, which has then written it to every
   * subscribed connection).
   */
  publishSignal<T>(channel: SignalChannel<T>, message: T): Promise<void>;
  subscribeSignal<T>(channel: SignalChannel<T>, handlers: SignalHandlers<T>): SignalSubscription;
  close(): Promise<void>;
}

/** A programmer error (a malformed topic or event) fails at the publisher, not in every receiver. */
function checkedEvent(topic: string, event: ServerTopicEvent): ServerTopicEvent {
  if (parseTopic(topic) === null) throw new Error(`tópico inválido: ${topic}`);
  return serverTopicEventSchema.parse(event);
}

/**
 * Subscribers by key (a topic, a signal channel), each subscription its own entry: the same
 * function subscribed twice is two subscriptions, and one unsubscribe removes one of them.
 */
class SubscriberTable<Entry> {
  private readonly keys = new Map<string, Set<Entry>>();

  /** Returns the remover (true when it removed the key's last entry) and whether this was the first. */
  add(key: string, entry: Entry): { remove: () => boolean; first: boolean } {
    let entries = this.keys.get(key);
    const first = entries === undefined;
    if (!entries) {
      entries = new Set();
      this.keys.set(key, entries);
    }
    entries.add(entry);
    let removed = false;
    return {
      first,
      remove: () => {
        if (removed) return false;
        removed = true;
        const current = this.keys.get(key);
        if (!current?.delete(entry)) return false;
        if (current.size > 0) return false;
        this.keys.delete(key);
        return true;
      },
    };
  }

  names(): string[] {
    return [...this.keys.keys()];
  }

  /**
   * Calls `fn` for each entry of `key`, on a copy (an entry may unsubscribe itself or others
   * meanwhile); one failing entry never keeps the call from the others.
   */
  each(key: string, fn: (entry: Entry) => void, onError: (error: unknown) => void): void {
    for (const entry of [...(this.keys.get(key) ?? [])]) {
      try {
        fn(entry);
      } catch (error) {
        onError(error);
      }
    }
  }

  clear(): void {
    this.keys.clear();
  }
}

/** Topic handlers (one entry object per subscription). */
class HandlerTable extends SubscriberTable<{ handler: TopicHandler }> {
  deliver(topic: string, event: ServerTopicEvent, onError: (error: unknown) => void): void {
    this.each(topic, ({ handler }) => handler(event, topic), onError);
  }
}

export interface BusOptions {
  /** Handler failures, Redis connection errors, unreadable payloads: logged, never thrown. */
  onError?: (error: unknown) => void;
}

/** Signal handlers by channel name (one entry object per subscription). */
class SignalTable extends SubscriberTable<SignalHandlers<unknown>> {
  deliver(name: string, message: unknown, onError: (error: unknown) => void): void {
    this.each(name, (entry) => entry.message(message), onError);
  }

  gap(name: string | undefined, onError: (error: unknown) => void): void {
    for (const each of name === undefined ? this.names() : [name])
      this.each(each, (entry) => entry.gap(), onError);
  }
}

/** A fresh entry per subscription, so one handlers object subscribed twice is two entries. */
function copyOf(handlers: SignalHandlers<unknown>): SignalHandlers<unknown> {
  return { message: (m) => handlers.message(m), gap: () => handlers.gap() };
}

function checkedSignal<T>(channel: SignalChannel<T>, message: T): T {
  if (!SIGNAL_NAME.test(channel.name)) throw new Error(`canal de sinal inválido: ${channel.name}`);
  return channel.schema.parse(message);
}

export function memoryBus(options: BusOptions = {}): RealtimeBus {
  const onError = options.onError ?? (() => {});
  const table = new HandlerTable();
  const signals = new SignalTable();
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
      const { remove } = table.add(topic, { handler });
      return () => void remove();
    },
    publishSignal(channel, message) {
      try {
        const checked = checkedSignal(channel, message);
        queueMicrotask(() => signals.deliver(channel.name, checked, onError));
        return Promise.resolve();
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
    subscribeSignal(channel, handlers) {
      const { remove } = signals.add(channel.name, copyOf(handlers));
      // One process: nothing can be missed.
      return { live: true, close: () => void remove() };
    },
    close() {
      table.clear();
      signals.clear();
      return Promise.resolve();
    },
  };
}

export interface RedisBusOptions extends BusOptions {
  /** Channel names are `prefix + topic`; tests use a random prefix to stay apart. */
  prefix?: string;
  /** Redis `CLIENT SETNAME` of the two connections (`<name>:pub`, `<name>:sub`). */
  connectionName?: string;
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
  const named = (role: string) =>
    options.connectionName === undefined
      ? {}
      : { connectionName: `${options.connectionName}:${role}` };
  const Client = redisClass();
  const publisher: Redis = new Client(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    ...named('pub'),
  });
  // No retry limit here: a SUBSCRIBE queued during an outage must wait for Redis rather than
  // fail, because ioredis re-subscribes after a reconnect only the channels it had confirmed.
  const subscriber: Redis = new Client(url, {
    lazyConnect: true,
    maxRetriesPerRequest: null,
    ...named('sub'),
  });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  const table = new HandlerTable();
  const signals = new SignalTable();
  const signalSchemas = new Map<string, z.ZodType<unknown>>();
  const signalPrefix = `${prefix}signal/`;
  /** Signal channels whose SUBSCRIBE Redis confirmed on the current connection. */
  const confirmed = new Set<string>();
  let closed = false;

  /** (Re)subscribes a signal channel and, once Redis confirms, tells its handlers of the gap. */
  function confirmSignal(name: string): void {
    subscriber
      .subscribe(signalPrefix + name)
      .then(() => {
        if (closed || subscriber.status !== 'ready' || !signalSchemas.has(name)) return;
        confirmed.add(name);
        // Whatever a cache loaded while the channel was not confirmed may be stale.
        signals.gap(name, onError);
      })
      .catch(onError);
  }
  // A dropped connection may lose messages (Redis does not keep them): caches stop answering
  // from their entries at once, and drop them.
  subscriber.on('close', () => {
    if (confirmed.size === 0) return;
    confirmed.clear();
    signals.gap(undefined, onError);
  });
  // Back (ioredis re-subscribes by itself; this waits for Redis to confirm before going live).
  subscriber.on('ready', () => {
    if (closed) return;
    for (const name of signals.names()) confirmSignal(name);
  });

  subscriber.on('message', (channel: string, message: string) => {
    if (channel.startsWith(signalPrefix)) {
      const name = channel.slice(signalPrefix.length);
      const schema = signalSchemas.get(name);
      if (!schema) return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(message);
      } catch {
        onError(new Error(`sinal ilegível no canal ${channel}`));
        return;
      }
      const result = schema.safeParse(parsed);
      if (!result.success) {
        onError(new Error(`sinal inválido no canal ${channel}`));
        return;
      }
      signals.deliver(name, result.data, onError);
      return;
    }
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
      const { remove, first } = table.add(topic, { handler });
      // Commands on one connection run in order, so a quick subscribe → unsubscribe → subscribe
      // ends subscribed.
      if (first && !closed) subscriber.subscribe(prefix + topic).catch(onError);
      return () => {
        if (remove() && !closed) subscriber.unsubscribe(prefix + topic).catch(onError);
      };
    },
    async publishSignal(channel, message) {
      if (closed) throw new Error('barramento fechado');
      const checked = checkedSignal(channel, message);
      await publisher.publish(signalPrefix + channel.name, JSON.stringify(checked));
    },
    subscribeSignal(channel, handlers) {
      const { name } = channel;
      const known = signalSchemas.get(name);
      if (known && known !== channel.schema)
        throw new Error(`o canal de sinal ${name} já tem outro esquema`);
      signalSchemas.set(name, channel.schema);
      const { remove, first } = signals.add(name, copyOf(handlers));
      if (first && !closed) confirmSignal(name);
      return {
        get live() {
          return !closed && confirmed.has(name) && subscriber.status === 'ready';
        },
        close: () => {
          if (!remove() || closed) return;
          confirmed.delete(name);
          signalSchemas.delete(name);
          subscriber.unsubscribe(signalPrefix + name).catch(onError);
        },
      };
    },
    close() {
      if (closed) return Promise.resolve();
      closed = true;
      confirmed.clear();
      signals.clear();
      table.clear();
      // Every publish already resolved was accepted by Redis; pending (un)subscribes no longer
      // matter. disconnect() also ends a client still retrying a connection, where quit() waits.
      publisher.disconnect();
      subscriber.disconnect();
      return Promise.resolve();
    },
  };
}
