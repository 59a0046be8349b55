import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { outboxMessages } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

/** The SQL of the staff outbox screen (the outbox itself writes in platform/mail). */

export type OutboxRow = typeof outboxMessages.$inferSelect;

function escapeLike(value: string): string {
  return value.replaceAll('\\', '\\\\').replaceAll('%', '\\%').replaceAll('_', '\\_');
}

export function messagingQueries(db: Db) {
  return {
    /** Stored messages, newest first, by recipient or subject and channel. */
    async page(
      filter: { page: number; per_page: number; search?: string; channel?: 'email' | 'sms' },
      tx: Db = db,
    ): Promise<{ rows: OutboxRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.search) {
        const term = `%${escapeLike(filter.search)}%`;
        conditions.push(
          or(ilike(outboxMessages.recipient, term), ilike(outboxMessages.subject, term))!,
        );
      }
      if (filter.channel) conditions.push(eq(outboxMessages.channel, filter.channel));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        tx
          .select()
          .from(outboxMessages)
          .where(where)
          .orderBy(desc(outboxMessages.id))
          .limit(filter.per_page)
          .offset((filter.page - 1) * filter.per_page),
        tx.select({ n: count() }).from(outboxMessages).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type MessagingQueries = ReturnType<typeof messagingQueries>;
