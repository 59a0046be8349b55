import type { Db } from '../db/database.ts';
import { outboxQueries } from './outbox.queries.ts';
import type { OutboxQueries } from './outbox.queries.ts';

export interface OutgoingMessage {
  to: string;
  subject?: string;
  text: string;
  html?: string;
  /** What it is for, e.g. `password_reset`, `login_code`. */
  kind: string;
}

export interface MessageSender {
  send(message: OutgoingMessage): Promise<{ id: number; status: 'stored' | 'sent' | 'failed' }>;
  /** Resolves when every delivery started so far has finished (tests, shutdown). */
  drain(): Promise<void>;
  /** Drains, then closes the provider's connections (app shutdown). */
  close(): Promise<void>;
}

/** A real provider's transport: delivers one message or throws with a readable reason. */
export interface MessageTransport {
  readonly name: string;
  deliver(message: OutgoingMessage): Promise<void>;
  /** Ends pooled connections. */
  close?(): void;
}

function store(
  queries: OutboxQueries,
  channel: 'email' | 'sms',
  provider: string,
  message: OutgoingMessage,
): Promise<number> {
  return queries.insert({
    channel,
    recipient: message.to,
    subject: message.subject ?? null,
    bodyText: message.text,
    bodyHtml: message.html ?? null,
    kind: message.kind,
    provider,
    status: 'stored',
  });
}

/**
 * The embedded provider: every message is stored in `outbox_messages` and stops there. Staff read
 * it in the app; tests read the links in it.
 */
export function outboxSender(db: Db, channel: 'email' | 'sms'): MessageSender {
  const queries = outboxQueries(db);
  return {
    async send(message) {
      return { id: await store(queries, channel, 'outbox', message), status: 'stored' };
    },
    drain: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
}

/**
 * A real provider (SMTP, Zenvia): the message is stored first, so staff see it even when delivery
 * fails, and then delivered in the background. The caller never waits for the provider, so a slow
 * mail server cannot tell an attacker whether an address has an account (forgot-password answers
 * the same either way). The row ends `sent` or `failed` with the provider's reason.
 */
export function deliveringSender(
  db: Db,
  channel: 'email' | 'sms',
  transport: MessageTransport,
  log: { error(obj: object, msg: string): void } = console,
): MessageSender {
  const queries = outboxQueries(db);
  const pending = new Set<Promise<void>>();
  return {
    async send(message) {
      const id = await store(queries, channel, transport.name, message);
      const delivery = transport
        .deliver(message)
        .then(() => queries.markSent(id, new Date()))
        .catch(async (error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          log.error({ outboxId: id, provider: transport.name, reason }, 'message delivery failed');
          await queries.markFailed(id, reason.slice(0, 500)).catch(() => undefined);
        })
        .then(() => undefined);
      pending.add(delivery);
      void delivery.finally(() => pending.delete(delivery));
      return { id, status: 'stored' };
    },
    async drain() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      await this.drain();
      transport.close?.();
    },
  };
}
