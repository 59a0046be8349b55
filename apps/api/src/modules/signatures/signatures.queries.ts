import { QUALIFICATION_KINDS } from '@app/shared';
import type { QualificationKind } from '@app/shared';
import { and, asc, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import {
  accessGrants,
  accessPeriods,
  courses,
  ebooks,
  researchReports,
  signatureTypeAccessPeriods,
  signatureTypeContents,
  signatureTypes,
  tradeMethods,
  trails,
  users,
} from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

/**
 * Every SQL statement of the signatures module (types, their periods and qualification, holders).
 * Grants themselves are read and written through the access module.
 */

export type SignatureTypeRow = typeof signatureTypes.$inferSelect;
export type SignatureTypeValues = Omit<typeof signatureTypes.$inferInsert, 'id' | 'slug'>;

export interface TypePeriodRow {
  typeId: number;
  periodId: number;
  name: string;
  days: number | null;
  price: number;
}

/** A content a type may include: its name, public slug (research has none) and status. */
export interface ContentRow {
  id: number;
  name: string;
  slug: string | null;
  status: string;
}

export interface TypeListFilter {
  search?: string;
  active?: boolean;
  limit: number;
  offset: number;
}

const ORDER = [asc(signatureTypes.sortOrder), asc(signatureTypes.name), asc(signatureTypes.id)];

export function signaturesQueries(db: Db) {
  async function page(where: SQL | undefined, limit: number, offset: number, tx: Db) {
    const [rows, [total]] = await Promise.all([
      tx
        .select()
        .from(signatureTypes)
        .where(where)
        .orderBy(...ORDER)
        .limit(limit)
        .offset(offset),
      tx.select({ n: count() }).from(signatureTypes).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  const searchOf = (search: string | undefined) =>
    search
      ? or(ilike(signatureTypes.name, `%${search}%`), ilike(signatureTypes.slug, `%${search}%`))
      : undefined;

  return {
    async type(id: number, tx: Db = db): Promise<SignatureTypeRow | undefined> {
      const [row] = await tx.select().from(signatureTypes).where(eq(signatureTypes.id, id));
      return row;
    },

    /** The id of the type holding this address. */
    async slugOwner(slug: string, tx: Db = db): Promise<number | undefined> {
      const [row] = await tx
        .select({ id: signatureTypes.id })
        .from(signatureTypes)
        .where(eq(signatureTypes.slug, slug));
      return row?.id;
    },

    /** Types by search and active flag, a page of them in the staff order, and the total. */
    list: (filter: TypeListFilter, tx: Db = db) => {
      const conditions: SQL[] = [];
      const search = searchOf(filter.search);
      if (search) conditions.push(search);
      if (filter.active !== undefined) conditions.push(eq(signatureTypes.active, filter.active));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      return page(where, filter.limit, filter.offset, tx);
    },

    /** The qualification list: types by search (active or not), a page and the total. */
    listBySearch: (filter: Omit<TypeListFilter, 'active'>, tx: Db = db) =>
      page(searchOf(filter.search), filter.limit, filter.offset, tx),

    typesByIds: (ids: number[], tx: Db = db): Promise<SignatureTypeRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : tx.select().from(signatureTypes).where(inArray(signatureTypes.id, ids)),

    /** Active types in the staff order. */
    activeTypes: (tx: Db = db): Promise<SignatureTypeRow[]> =>
      tx
        .select()
        .from(signatureTypes)
        .where(eq(signatureTypes.active, true))
        .orderBy(asc(signatureTypes.sortOrder), asc(signatureTypes.name)),

    activeTypeNames: (tx: Db = db) =>
      tx
        .select({ id: signatureTypes.id, name: signatureTypes.name })
        .from(signatureTypes)
        .where(eq(signatureTypes.active, true))
        .orderBy(asc(signatureTypes.sortOrder), asc(signatureTypes.name)),

    /** Active types sold in the store. */
    storeTypes: (tx: Db = db): Promise<SignatureTypeRow[]> =>
      tx
        .select()
        .from(signatureTypes)
        .where(and(eq(signatureTypes.active, true), eq(signatureTypes.availableInStore, true)))
        .orderBy(...ORDER),

    async activeType(
      by: { slug: string } | { id: number },
      tx: Db = db,
    ): Promise<SignatureTypeRow | undefined> {
      const [row] = await tx
        .select()
        .from(signatureTypes)
        .where(
          and(
            'slug' in by ? eq(signatureTypes.slug, by.slug) : eq(signatureTypes.id, by.id),
            eq(signatureTypes.active, true),
          ),
        );
      return row;
    },

    async insertType(values: SignatureTypeValues & { slug: string }, tx: Db = db) {
      const [row] = await tx
        .insert(signatureTypes)
        .values(values)
        .returning({ id: signatureTypes.id });
      return row!.id;
    },

    async updateType(
      id: number,
      values: Partial<SignatureTypeValues> & { slug?: string },
      tx: Db = db,
    ) {
      await tx.update(signatureTypes).set(values).where(eq(signatureTypes.id, id));
    },

    async deleteType(id: number, tx: Db = db) {
      await tx.delete(signatureTypes).where(eq(signatureTypes.id, id));
    },

    /** Grants of this type ever given (any state). */
    async grantsEver(typeId: number, tx: Db = db): Promise<number> {
      const [held] = await tx
        .select({ n: count() })
        .from(accessGrants)
        .where(and(eq(accessGrants.kind, 'signature'), eq(accessGrants.targetId, typeId)));
      return held?.n ?? 0;
    },

    /** People holding each type at `at` (an active grant). */
    async holders(typeIds: number[], at: Date, tx: Db = db) {
      if (typeIds.length === 0) return [];
      const rows = await tx
        .select({
          typeId: accessGrants.targetId,
          n: sql<number>`count(distinct ${accessGrants.userId})::int`,
        })
        .from(accessGrants)
        .where(
          and(
            eq(accessGrants.kind, 'signature'),
            inArray(accessGrants.targetId, typeIds),
            isNull(accessGrants.revokedAt),
            sql`${accessGrants.startsAt} <= ${at.toISOString()}::timestamptz`,
            sql`(${accessGrants.endsAt} is null or ${accessGrants.endsAt} > ${at.toISOString()}::timestamptz)`,
          ),
        )
        .groupBy(accessGrants.targetId);
      return rows.map((r) => ({ typeId: r.typeId, n: Number(r.n) }));
    },

    // ------------------------------------------------------------ periods
    /** The periods each type is sold with, shortest first, lifetime last. */
    periodsOf: (typeIds: number[], tx: Db = db): Promise<TypePeriodRow[]> =>
      typeIds.length === 0
        ? Promise.resolve([])
        : tx
            .select({
              typeId: signatureTypeAccessPeriods.signatureTypeId,
              periodId: accessPeriods.id,
              name: accessPeriods.name,
              days: accessPeriods.days,
              price: signatureTypeAccessPeriods.priceCents,
            })
            .from(signatureTypeAccessPeriods)
            .innerJoin(
              accessPeriods,
              eq(accessPeriods.id, signatureTypeAccessPeriods.accessPeriodId),
            )
            .where(inArray(signatureTypeAccessPeriods.signatureTypeId, typeIds))
            .orderBy(sql`${accessPeriods.days} asc nulls last`, asc(accessPeriods.id)),

    /** One period as sold with one type. */
    async typePeriod(typeId: number, periodId: number, tx: Db = db) {
      const [row] = await tx
        .select({ id: accessPeriods.id, name: accessPeriods.name, days: accessPeriods.days })
        .from(signatureTypeAccessPeriods)
        .innerJoin(accessPeriods, eq(accessPeriods.id, signatureTypeAccessPeriods.accessPeriodId))
        .where(
          and(
            eq(signatureTypeAccessPeriods.signatureTypeId, typeId),
            eq(signatureTypeAccessPeriods.accessPeriodId, periodId),
          ),
        );
      return row;
    },

    async existingPeriodIds(ids: number[], tx: Db = db): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await tx
        .select({ id: accessPeriods.id })
        .from(accessPeriods)
        .where(inArray(accessPeriods.id, ids));
      return rows.map((r) => r.id);
    },

    /** Every access period (days null: lifetime), shortest first. */
    allPeriods: (tx: Db = db) =>
      tx
        .select({ id: accessPeriods.id, name: accessPeriods.name, days: accessPeriods.days })
        .from(accessPeriods)
        .orderBy(sql`${accessPeriods.days} asc nulls last`, asc(accessPeriods.id)),

    async replacePeriods(
      typeId: number,
      periods: { accessPeriodId: number; priceCents: number }[],
      tx: Db = db,
    ) {
      await tx
        .delete(signatureTypeAccessPeriods)
        .where(eq(signatureTypeAccessPeriods.signatureTypeId, typeId));
      if (periods.length > 0)
        await tx
          .insert(signatureTypeAccessPeriods)
          .values(periods.map((p) => ({ signatureTypeId: typeId, ...p })));
    },

    // ------------------------------------------------------------ qualification
    /** The qualification rows of these types, of the kinds this module manages. */
    qualification: (typeIds: number[], tx: Db = db) =>
      typeIds.length === 0
        ? Promise.resolve([])
        : tx
            .select()
            .from(signatureTypeContents)
            .where(
              and(
                inArray(signatureTypeContents.signatureTypeId, typeIds),
                inArray(signatureTypeContents.kind, [...QUALIFICATION_KINDS]),
              ),
            ),

    /** Replaces a type's qualification (of the kinds this module manages). */
    async replaceContents(
      typeId: number,
      contents: { kind: QualificationKind; targetId: number }[],
      tx: Db = db,
    ) {
      await tx
        .delete(signatureTypeContents)
        .where(
          and(
            eq(signatureTypeContents.signatureTypeId, typeId),
            inArray(signatureTypeContents.kind, [...QUALIFICATION_KINDS]),
          ),
        );
      if (contents.length > 0)
        await tx
          .insert(signatureTypeContents)
          .values(contents.map((c) => ({ signatureTypeId: typeId, ...c })));
    },

    /** Contents of one kind that exist (not deleted); all of them when `ids` is omitted. */
    contents(kind: QualificationKind, ids?: number[], tx: Db = db): Promise<ContentRow[]> {
      if (ids?.length === 0) return Promise.resolve([]);
      switch (kind) {
        case 'course':
          return tx
            .select({
              id: courses.id,
              name: courses.title,
              slug: courses.slug,
              status: courses.status,
            })
            .from(courses)
            .where(and(isNull(courses.deletedAt), ids ? inArray(courses.id, ids) : undefined));
        case 'ebook':
          return tx
            .select({ id: ebooks.id, name: ebooks.title, slug: ebooks.slug, status: ebooks.status })
            .from(ebooks)
            .where(and(isNull(ebooks.deletedAt), ids ? inArray(ebooks.id, ids) : undefined));
        case 'trail':
          return tx
            .select({ id: trails.id, name: trails.title, slug: trails.slug, status: trails.status })
            .from(trails)
            .where(and(isNull(trails.deletedAt), ids ? inArray(trails.id, ids) : undefined));
        case 'research':
          return tx
            .select({
              id: researchReports.id,
              name: researchReports.title,
              slug: sql<null>`null`,
              status: researchReports.status,
            })
            .from(researchReports)
            .where(
              and(
                isNull(researchReports.deletedAt),
                ids ? inArray(researchReports.id, ids) : undefined,
              ),
            );
        case 'trade_method':
          return tx
            .select({
              id: tradeMethods.id,
              name: tradeMethods.name,
              slug: tradeMethods.slug,
              status: sql<string>`case when ${tradeMethods.active} then 'published' else 'draft' end`,
            })
            .from(tradeMethods)
            .where(ids ? inArray(tradeMethods.id, ids) : undefined);
      }
    },

    // ------------------------------------------------------------ people
    async userExists(userId: number, tx: Db = db): Promise<boolean> {
      const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
      return row !== undefined;
    },

    async liveUserExists(userId: number, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)));
      return row !== undefined;
    },
  };
}
export type SignaturesQueries = ReturnType<typeof signaturesQueries>;
