import type { LandingCourse, LandingKind } from '@app/shared';
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import {
  categories,
  courses,
  landingLeads,
  landingPages,
  lessons,
  users,
} from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

/** Every SQL statement of the landings module (the service holds the rules, the routes none). */

export type PageRow = typeof landingPages.$inferSelect;
export type PageValues = Omit<typeof landingPages.$inferInsert, 'id'>;
export type LeadRow = typeof landingLeads.$inferSelect;
export type LeadValues = Omit<typeof landingLeads.$inferInsert, 'id'>;

/** Which course cards: one course, a category's, or all (newest first). */
export interface CourseCardFilter {
  courseId?: number;
  categoryId?: number;
}

/**
 * Course cards: published, live courses with their category and lesson totals (the landing's
 * promoted course, the Liberta home and subject pages).
 */
export async function courseCards(
  db: Db,
  filter: CourseCardFilter,
  limit?: number,
): Promise<LandingCourse[]> {
  const conditions: SQL[] = [isNull(courses.deletedAt), eq(courses.status, 'published')];
  if (filter.courseId !== undefined) conditions.push(eq(courses.id, filter.courseId));
  if (filter.categoryId !== undefined) conditions.push(eq(courses.categoryId, filter.categoryId));
  const query = db
    .select({ course: courses, category: categories.name })
    .from(courses)
    .leftJoin(categories, eq(categories.id, courses.categoryId))
    .where(and(...conditions))
    .orderBy(desc(courses.createdAt), desc(courses.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  if (rows.length === 0) return [];
  const totals = await db
    .select({
      courseId: lessons.courseId,
      n: count(),
      seconds: sql<number>`coalesce(sum(${lessons.durationSeconds}), 0)::int`,
    })
    .from(lessons)
    .where(
      inArray(
        lessons.courseId,
        rows.map((r) => r.course.id),
      ),
    )
    .groupBy(lessons.courseId);
  const byCourse = new Map(totals.map((t) => [t.courseId, t]));
  return rows.map(({ course, category }) => ({
    id: course.id,
    slug: course.slug,
    title: course.title,
    subtitle: course.subtitle,
    cover_url: course.coverUrl,
    cover_alt: course.coverAlt,
    category: category ?? null,
    price_cents: course.priceCents,
    max_installments: course.maxInstallments,
    lessons_count: byCourse.get(course.id)?.n ?? 0,
    duration_seconds: Number(byCourse.get(course.id)?.seconds ?? 0),
  }));
}

function leadsWhere(pageId: number, search: string | undefined): SQL {
  const conditions: SQL[] = [eq(landingLeads.landingPageId, pageId)];
  if (search) {
    const term = `%${search}%`;
    conditions.push(or(ilike(landingLeads.name, term), ilike(landingLeads.email, term))!);
  }
  return and(...conditions)!;
}

export function landingsQueries(db: Db) {
  return {
    courseCards(filter: CourseCardFilter, limit?: number, tx: Db = db) {
      return courseCards(tx, filter, limit);
    },

    async page(id: number, tx: Db = db): Promise<PageRow | undefined> {
      const [row] = await tx.select().from(landingPages).where(eq(landingPages.id, id));
      return row;
    },

    /** An active page by id. */
    async activePage(id: number, tx: Db = db): Promise<PageRow | undefined> {
      const [row] = await tx
        .select()
        .from(landingPages)
        .where(and(eq(landingPages.id, id), eq(landingPages.active, true)));
      return row;
    },

    /** An active page by kind and slug. */
    async activePageBySlug(
      kind: LandingKind,
      slug: string,
      tx: Db = db,
    ): Promise<PageRow | undefined> {
      const [row] = await tx
        .select()
        .from(landingPages)
        .where(
          and(
            eq(landingPages.kind, kind),
            eq(landingPages.slug, slug),
            eq(landingPages.active, true),
          ),
        );
      return row;
    },

    /** Is this kind and slug used by a page other than `exceptId`? */
    async slugTaken(
      kind: LandingKind,
      slug: string,
      exceptId: number | undefined,
      tx: Db = db,
    ): Promise<boolean> {
      const [row] = await tx
        .select({ id: landingPages.id })
        .from(landingPages)
        .where(
          and(
            eq(landingPages.kind, kind),
            eq(landingPages.slug, slug),
            ...(exceptId === undefined ? [] : [ne(landingPages.id, exceptId)]),
          ),
        );
      return row !== undefined;
    },

    /** The staff list: newest change first. */
    async pages(
      filter: { page: number; per_page: number; search?: string; kind?: LandingKind },
      tx: Db = db,
    ): Promise<{ rows: PageRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.search) {
        const term = `%${filter.search}%`;
        conditions.push(or(ilike(landingPages.title, term), ilike(landingPages.slug, term))!);
      }
      if (filter.kind) conditions.push(eq(landingPages.kind, filter.kind));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        tx
          .select()
          .from(landingPages)
          .where(where)
          .orderBy(desc(landingPages.updatedAt), desc(landingPages.id))
          .limit(filter.per_page)
          .offset((filter.page - 1) * filter.per_page),
        tx.select({ n: count() }).from(landingPages).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** How many leads each of these pages has (pages without leads are left out). */
    leadCounts(pageIds: number[], tx: Db = db): Promise<{ pageId: number; n: number }[]> {
      return tx
        .select({ pageId: landingLeads.landingPageId, n: count() })
        .from(landingLeads)
        .where(inArray(landingLeads.landingPageId, pageIds))
        .groupBy(landingLeads.landingPageId);
    },

    courseTitles(ids: number[], tx: Db = db): Promise<{ id: number; title: string }[]> {
      return tx
        .select({ id: courses.id, title: courses.title })
        .from(courses)
        .where(inArray(courses.id, ids));
    },

    async liveCourseExists(id: number, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: courses.id })
        .from(courses)
        .where(and(eq(courses.id, id), isNull(courses.deletedAt)));
      return row !== undefined;
    },

    /** A live, published course's id and slug. */
    async publishedCourse(
      id: number,
      tx: Db = db,
    ): Promise<{ id: number; slug: string } | undefined> {
      const [row] = await tx
        .select({ id: courses.id, slug: courses.slug })
        .from(courses)
        .where(and(eq(courses.id, id), isNull(courses.deletedAt), eq(courses.status, 'published')));
      return row;
    },

    /** Live courses, drafts included, by title (the staff select). */
    courseOptions(tx: Db = db): Promise<{ id: number; name: string }[]> {
      return tx
        .select({ id: courses.id, name: courses.title })
        .from(courses)
        .where(isNull(courses.deletedAt))
        .orderBy(asc(courses.title));
    },

    async insertPage(values: PageValues, tx: Db = db): Promise<PageRow> {
      const [row] = await tx.insert(landingPages).values(values).returning();
      return row!;
    },

    async updatePage(
      id: number,
      values: Partial<PageValues>,
      tx: Db = db,
    ): Promise<PageRow | undefined> {
      const [row] = await tx
        .update(landingPages)
        .set(values)
        .where(eq(landingPages.id, id))
        .returning();
      return row;
    },

    /** Deletes the page and its leads; how many leads went. Run it in a transaction. */
    async deletePage(id: number, tx: Db = db): Promise<number> {
      const gone = await tx
        .delete(landingLeads)
        .where(eq(landingLeads.landingPageId, id))
        .returning({ id: landingLeads.id });
      await tx.delete(landingPages).where(eq(landingPages.id, id));
      return gone.length;
    },

    /** A page's leads, newest first, by name or e-mail. */
    async leads(
      pageId: number,
      filter: { page: number; per_page: number; search?: string },
      tx: Db = db,
    ): Promise<{ rows: LeadRow[]; total: number }> {
      const where = leadsWhere(pageId, filter.search);
      const [rows, [total]] = await Promise.all([
        tx
          .select()
          .from(landingLeads)
          .where(where)
          .orderBy(desc(landingLeads.createdAt), desc(landingLeads.id))
          .limit(filter.per_page)
          .offset((filter.page - 1) * filter.per_page),
        tx.select({ n: count() }).from(landingLeads).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** A page's newest `limit` leads, newest first. */
    latestLeads(pageId: number, limit: number, tx: Db = db): Promise<LeadRow[]> {
      return tx
        .select()
        .from(landingLeads)
        .where(eq(landingLeads.landingPageId, pageId))
        .orderBy(desc(landingLeads.createdAt), desc(landingLeads.id))
        .limit(limit);
    },

    async insertLead(values: LeadValues, tx: Db = db): Promise<number> {
      const [row] = await tx.insert(landingLeads).values(values).returning({ id: landingLeads.id });
      return row!.id;
    },

    /** The id of the live account with this e-mail. */
    async accountByEmail(email: string, tx: Db = db): Promise<number | undefined> {
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), isNull(users.deletedAt)));
      return row?.id;
    },
  };
}
export type LandingsQueries = ReturnType<typeof landingsQueries>;
