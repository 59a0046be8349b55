import { eq } from 'drizzle-orm';
import { outboxMessages } from '../../db/schema/index.ts';
import type { Db } from '../db/database.ts';

/** The SQL of the outbox writer: every e-mail and SMS is stored, then marked sent or failed. */

export type OutboxValues = Omit<typeof outboxMessages.$inferInsert, 'id'>;

export function outboxQueries(db: Db) {
  return {
    /** Stores a message; its id. */
    async insert(values: OutboxValues, tx: Db = db): Promise<number> {
      const [row] = await tx
        .insert(outboxMessages)
        .values(values)
        .returning({ id: outboxMessages.id });
      return row!.id;
    },

    async markSent(id: number, at: Date, tx: Db = db): Promise<void> {
      await tx
        .update(outboxMessages)
        .set({ status: 'sent', sentAt: at })
        .where(eq(outboxMessages.id, id));
    },

    async markFailed(id: number, reason: string, tx: Db = db): Promise<void> {
      await tx
        .update(outboxMessages)
        .set({ status: 'failed', error: reason })
        .where(eq(outboxMessages.id, id));
    },
  };
}
export type OutboxQueries = ReturnType<typeof outboxQueries>;
