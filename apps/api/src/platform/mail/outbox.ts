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
}

/**
 * The embedded provider: every message is stored in `outbox_messages` and stops there. Staff read
 * it in the app; tests read the links in it. Real providers (SMTP, Zenvia) store first, then send.
 */
export function outboxSender(db: Db, channel: 'email' | 'sms'): MessageSender {
  return {
    async send(message) {
      const [row] = await db
        .insert(outboxMessages)
        .values({
          channel,
          recipient: message.to,
          subject: message.subject ?? null,
          bodyText: message.text,
          bodyHtml: message.html ?? null,
          kind: message.kind,
          provider: 'outbox',
          status: 'stored',
        })
        .returning({ id: outboxMessages.id });
      return { id: row!.id, status: 'stored' };
    },
  };
}
