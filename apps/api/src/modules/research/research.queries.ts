import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
} from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import {
  researchReports,
  signatureTypeContents,
  signatureTypes,
  users,
} from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

/** Every SQL statement of the research module (the service holds the rules, the routes none). */

export type ReportRow = typeof researchReports.$inferSelect;
export type ReportValues = Omit<typeof researchReports.$inferInsert, 'id'>;

export interface ReportQualification {
  reportId: number;
  id: number;
  name: string;
  slug: string;
  available_in_store: boolean;
  active: boolean;
}

/** Published and already out at `now` (a future `published_at` schedules the report). */
const visibleAt = (now: Date) =>
  and(
    isNull(researchReports.deletedAt),
    eq(researchReports.status, 'published'),
    isNotNull(researchReports.publishedAt),
    lte(researchReports.publishedAt, now),
  )!;

const searchIn = (search: string): SQL => {
  const term = `%${search}%`;
  return or(
    ilike(researchReports.title, term),
    ilike(researchReports.summary, term),
    sql`${researchReports.assets}::text ilike ${term}`,
  )!;
};

export function researchQueries(db: Db) {
  async function page(
    where: SQL | undefined,
    order: SQL[],
    paging: { page: number; per_page: number },
    tx: Db,
  ): Promise<{ rows: ReportRow[]; total: number }> {
    const [rows, [total]] = await Promise.all([
      tx
        .select()
        .from(researchReports)
        .where(where)
        .orderBy(...order)
        .limit(paging.per_page)
        .offset((paging.page - 1) * paging.per_page),
      tx.select({ n: count() }).from(researchReports).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  return {
    /** The report unless deleted. */
    async live(id: number, tx: Db = db): Promise<ReportRow | undefined> {
      const [row] = await tx
        .select()
        .from(researchReports)
        .where(and(eq(researchReports.id, id), isNull(researchReports.deletedAt)));
      return row;
    },

    /** The report if published and out at `now`. */
    async visible(id: number, now: Date, tx: Db = db): Promise<ReportRow | undefined> {
      const [row] = await tx
        .select()
        .from(researchReports)
        .where(and(eq(researchReports.id, id), visibleAt(now)));
      return row;
    },

    /** Every signature type whose qualification includes each report, active or not. */
    qualification(ids: number[], tx: Db = db): Promise<ReportQualification[]> {
      return tx
        .select({
          reportId: signatureTypeContents.targetId,
          id: signatureTypes.id,
          name: signatureTypes.name,
          slug: signatureTypes.slug,
          available_in_store: signatureTypes.availableInStore,
          active: signatureTypes.active,
        })
        .from(signatureTypeContents)
        .innerJoin(signatureTypes, eq(signatureTypes.id, signatureTypeContents.signatureTypeId))
        .where(
          and(
            eq(signatureTypeContents.kind, 'research'),
            inArray(signatureTypeContents.targetId, ids),
          ),
        )
        .orderBy(
          desc(signatureTypes.availableInStore),
          asc(signatureTypes.sortOrder),
          asc(signatureTypes.id),
        );
    },

    /** Does any signature type include this report? */
    async gated(reportId: number, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ n: count() })
        .from(signatureTypeContents)
        .where(
          and(
            eq(signatureTypeContents.kind, 'research'),
            eq(signatureTypeContents.targetId, reportId),
          ),
        );
      return (row?.n ?? 0) > 0;
    },

    userNames(ids: number[], tx: Db = db): Promise<{ id: number; name: string }[]> {
      return tx
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(inArray(users.id, ids));
    },

    /** The staff list: newest change first. */
    staffPage(
      filter: { page: number; per_page: number; search?: string; status?: 'draft' | 'published' },
      tx: Db = db,
    ) {
      const conditions: SQL[] = [isNull(researchReports.deletedAt)];
      if (filter.search) conditions.push(searchIn(filter.search));
      if (filter.status) conditions.push(eq(researchReports.status, filter.status));
      return page(
        and(...conditions),
        [desc(researchReports.updatedAt), desc(researchReports.id)],
        filter,
        tx,
      );
    },

    /** The readers' list at `now`: newest publication first. */
    publishedPage(
      filter: { page: number; per_page: number; search?: string },
      now: Date,
      tx: Db = db,
    ) {
      const conditions: SQL[] = [visibleAt(now)];
      if (filter.search) conditions.push(searchIn(filter.search));
      return page(
        and(...conditions),
        [desc(researchReports.publishedAt), desc(researchReports.id)],
        filter,
        tx,
      );
    },

    async insert(values: ReportValues, tx: Db = db): Promise<ReportRow> {
      const [row] = await tx.insert(researchReports).values(values).returning();
      return row!;
    },

    /** Changes the report; the row as it now is (undefined when it does not exist). */
    async update(
      id: number,
      values: Partial<ReportValues>,
      tx: Db = db,
    ): Promise<ReportRow | undefined> {
      const [row] = await tx
        .update(researchReports)
        .set(values)
        .where(eq(researchReports.id, id))
        .returning();
      return row;
    },
  };
}
export type ResearchQueries = ReturnType<typeof researchQueries>;
