import type { TrailItemKind } from '@app/shared';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import {
  contentCompletions,
  courses,
  ebooks,
  podcasts,
  researchReports,
  trailItems,
  trails,
  videos,
} from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

/** Every SQL statement of the trails module (the service holds the rules, the routes none). */

export type TrailRow = typeof trails.$inferSelect;
export type TrailValues = Omit<typeof trails.$inferInsert, 'id'>;
export type TrailItemRow = typeof trailItems.$inferSelect;
export type Status = 'draft' | 'published';

/** A content a step points at, whatever its kind. */
export interface Content {
  id: number;
  title: string;
  slug: string | null;
  cover: string | null;
  status: Status;
}

const CONTENT_TABLES = {
  course: courses,
  ebook: ebooks,
  research: researchReports,
  podcast: podcasts,
  video: videos,
};

export function trailsQueries(db: Db) {
  return {
    /** Live (not deleted) contents of one kind by id, drafts included. */
    contents(kind: TrailItemKind, ids: number[], tx: Db = db): Promise<Content[]> {
      switch (kind) {
        case 'course':
          return tx
            .select({
              id: courses.id,
              title: courses.title,
              slug: courses.slug,
              cover: courses.coverUrl,
              status: courses.status,
            })
            .from(courses)
            .where(and(inArray(courses.id, ids), isNull(courses.deletedAt)));
        case 'ebook':
          return tx
            .select({
              id: ebooks.id,
              title: ebooks.title,
              slug: ebooks.slug,
              cover: ebooks.coverUrl,
              status: ebooks.status,
            })
            .from(ebooks)
            .where(and(inArray(ebooks.id, ids), isNull(ebooks.deletedAt)));
        case 'research':
          return tx
            .select({
              id: researchReports.id,
              title: researchReports.title,
              slug: sql<null>`null`,
              cover: sql<null>`null`,
              status: researchReports.status,
            })
            .from(researchReports)
            .where(and(inArray(researchReports.id, ids), isNull(researchReports.deletedAt)));
        case 'podcast':
          return tx
            .select({
              id: podcasts.id,
              title: podcasts.title,
              slug: sql<null>`null`,
              cover: podcasts.coverUrl,
              status: podcasts.status,
            })
            .from(podcasts)
            .where(and(inArray(podcasts.id, ids), isNull(podcasts.deletedAt)));
        case 'video':
          return tx
            .select({
              id: videos.id,
              title: videos.title,
              slug: sql<null>`null`,
              cover: videos.thumbnailUrl,
              status: videos.status,
            })
            .from(videos)
            .where(and(inArray(videos.id, ids), isNull(videos.deletedAt)));
      }
    },

    /** Every live content of a kind (id, title, status), for the staff item picker. */
    contentOptions(
      kind: TrailItemKind,
      tx: Db = db,
    ): Promise<{ id: number; title: string; status: Status }[]> {
      const table = CONTENT_TABLES[kind];
      return tx
        .select({ id: table.id, title: table.title, status: table.status })
        .from(table)
        .where(isNull(table.deletedAt));
    },

    /** The steps of these trails, in trail and step order. */
    items(trailIds: number[], tx: Db = db): Promise<TrailItemRow[]> {
      return tx
        .select()
        .from(trailItems)
        .where(inArray(trailItems.trailId, trailIds))
        .orderBy(asc(trailItems.trailId), asc(trailItems.order));
    },

    /** How many steps each of these trails has (trails without steps are left out). */
    itemCounts(trailIds: number[], tx: Db = db): Promise<{ trailId: number; n: number }[]> {
      return tx
        .select({ trailId: trailItems.trailId, n: count() })
        .from(trailItems)
        .where(inArray(trailItems.trailId, trailIds))
        .groupBy(trailItems.trailId);
    },

    /** Replaces a trail's steps by these, in this order. */
    async replaceItems(
      trailId: number,
      items: { kind: TrailItemKind; target_id: number }[],
      tx: Db = db,
    ): Promise<void> {
      await tx.delete(trailItems).where(eq(trailItems.trailId, trailId));
      if (items.length > 0)
        await tx.insert(trailItems).values(
          items.map((item, order) => ({
            trailId,
            kind: item.kind,
            targetId: item.target_id,
            order,
          })),
        );
    },

    /** The trail unless deleted. */
    async live(id: number, tx: Db = db): Promise<TrailRow | undefined> {
      const [row] = await tx
        .select()
        .from(trails)
        .where(and(eq(trails.id, id), isNull(trails.deletedAt)));
      return row;
    },

    /** The id of the trail (deleted or not) holding this slug. */
    async slugOwner(slug: string, tx: Db = db): Promise<number | undefined> {
      const [row] = await tx.select({ id: trails.id }).from(trails).where(eq(trails.slug, slug));
      return row?.id;
    },

    /** The staff list: newest change first. */
    async page(
      filter: { page: number; per_page: number; search?: string; status?: Status },
      tx: Db = db,
    ): Promise<{ rows: TrailRow[]; total: number }> {
      const conditions: SQL[] = [isNull(trails.deletedAt)];
      if (filter.search) {
        const term = `%${filter.search}%`;
        conditions.push(or(ilike(trails.title, term), ilike(trails.slug, term))!);
      }
      if (filter.status) conditions.push(eq(trails.status, filter.status));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        tx
          .select()
          .from(trails)
          .where(where)
          .orderBy(desc(trails.updatedAt), desc(trails.id))
          .limit(filter.per_page)
          .offset((filter.page - 1) * filter.per_page),
        tx.select({ n: count() }).from(trails).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Published trails, by title. */
    published(tx: Db = db): Promise<TrailRow[]> {
      return tx
        .select()
        .from(trails)
        .where(and(isNull(trails.deletedAt), eq(trails.status, 'published')))
        .orderBy(asc(trails.title), asc(trails.id));
    },

    /** Id and title of every trail not deleted (the staff select). */
    options(tx: Db = db): Promise<{ id: number; name: string }[]> {
      return tx
        .select({ id: trails.id, name: trails.title })
        .from(trails)
        .where(isNull(trails.deletedAt))
        .orderBy(asc(trails.title), asc(trails.id));
    },

    async insert(values: TrailValues, tx: Db = db): Promise<TrailRow> {
      const [row] = await tx.insert(trails).values(values).returning();
      return row!;
    },

    /** Changes the trail; the row as it now is (undefined when it does not exist). */
    async update(
      id: number,
      values: Partial<TrailValues>,
      tx: Db = db,
    ): Promise<TrailRow | undefined> {
      const [row] = await tx.update(trails).set(values).where(eq(trails.id, id)).returning();
      return row;
    },

    /** The contents this person marked as finished. */
    completions(userId: number, tx: Db = db): Promise<{ kind: TrailItemKind; targetId: number }[]> {
      return tx
        .select({ kind: contentCompletions.kind, targetId: contentCompletions.targetId })
        .from(contentCompletions)
        .where(eq(contentCompletions.userId, userId));
    },

    async markDone(
      userId: number,
      kind: TrailItemKind,
      targetId: number,
      at: Date,
      tx: Db = db,
    ): Promise<void> {
      await tx
        .insert(contentCompletions)
        .values({ userId, kind, targetId, completedAt: at })
        .onConflictDoNothing();
    },

    async unmarkDone(
      userId: number,
      kind: TrailItemKind,
      targetId: number,
      tx: Db = db,
    ): Promise<void> {
      await tx
        .delete(contentCompletions)
        .where(
          and(
            eq(contentCompletions.userId, userId),
            eq(contentCompletions.kind, kind),
            eq(contentCompletions.targetId, targetId),
          ),
        );
    },
  };
}
export type TrailsQueries = ReturnType<typeof trailsQueries>;
