import { eq } from 'drizzle-orm';
import { outboxMessages } from '../../db/schema/index.ts';
import type { Db } from '../db/database.ts';

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

async function store(
  db: Db,
  channel: 'email' | 'sms',
  provider: string,
  message: OutgoingMessage,
): Promise<number> {
  const [row] = await db
    .insert(outboxMessages)
    .values({
      channel,
      recipient: message.to,
      subject: message.subject ?? null,
      bodyText: message.text,
      bodyHtml: message.html ?? null,
      kind: message.kind,
      provider,
      status: 'stored',
    })
    .returning({ id: outboxMessages.id });
  return row!.id;
}

/**
 * The embedded provider: every message is stored in `outbox_messages` and stops there. Staff read
 * it in the app; tests read the links in it.
 */
export function outboxSender(db: Db, channel: 'email' | 'sms'): MessageSender {
  return {
    async send(message) {
      return { id: await store(db, channel, 'outbox', message), status: 'stored' };
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
  const pending = new Set<Promise<void>>();
  return {
    async send(message) {
      const id = await store(db, channel, transport.name, message);
      const delivery = transport
        .deliver(message)
        .then(() =>
          db
            .update(outboxMessages)
            .set({ status: 'sent', sentAt: new Date() })
            .where(eq(outboxMessages.id, id)),
        )
        .catch(async (error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          log.error({ outboxId: id, provider: transport.name, reason }, 'message delivery failed');
          await db
            .update(outboxMessages)
            .set({ status: 'failed', error: reason.slice(0, 500) })
            .where(eq(outboxMessages.id, id))
            .catch(() => undefined);
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
