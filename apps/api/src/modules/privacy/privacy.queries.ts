import { and, desc, eq, getTableColumns, ilike, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { BrandId } from '@app/shared';
import { cookieConsents, privacyPolicies } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

/** Every SQL statement of the privacy policies and the cookie consent log. */

export type PolicyRow = typeof privacyPolicies.$inferSelect;
export type PolicyWithNames = PolicyRow & {
  createdByName: string | null;
  updatedByName: string | null;
};
type PolicyValues = Pick<PolicyRow, 'brand' | 'description' | 'active'> & {
  createdBy: number | null;
  updatedBy: number | null;
  publishedAt: Date | null;
  replacesId: number | null;
  updatedAt?: Date;
  createdAt?: Date;
};

// Written out with the table's name: Drizzle renders the outer column unqualified in a subquery.
const nameOf = (column: 'created_by' | 'updated_by') =>
  sql<
    string | null
  >`(select u.name from users u where u.id = "privacy_policies".${sql.raw(column)})`;
const withNames = {
  ...getTableColumns(privacyPolicies),
  createdByName: nameOf('created_by'),
  updatedByName: nameOf('updated_by'),
};

export interface PolicyFilter {
  brand?: BrandId | undefined;
  search?: string | undefined;
}

function matching({ brand, search }: PolicyFilter): SQL | undefined {
  return and(
    brand ? eq(privacyPolicies.brand, brand) : undefined,
    search
      ? ilike(privacyPolicies.description, `%${search.replace(/[\\%_]/g, '\\$&')}%`)
      : undefined,
  );
}

export function privacyQueries(db: Db) {
  return {
    async find(id: number, tx: Db = db): Promise<PolicyWithNames | undefined> {
      const [row] = await tx
        .select(withNames)
        .from(privacyPolicies)
        .where(eq(privacyPolicies.id, id));
      return row;
    },

    /** One page, newest version first per brand, with the filter's total (a window count). */
    async page(filter: PolicyFilter, limit: number, offset: number, tx: Db = db) {
      const rows = await tx
        .select({ ...withNames, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(privacyPolicies)
        .where(matching(filter))
        .orderBy(privacyPolicies.brand, desc(privacyPolicies.version))
        .limit(limit)
        .offset(offset);
      return { rows, total: rows[0]?.total ?? null };
    },

    async count(filter: PolicyFilter, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(privacyPolicies)
        .where(matching(filter));
      return row?.total ?? 0;
    },

    /** The active version of a brand (the public page and the banner's link). */
    async active(brand: BrandId, tx: Db = db) {
      const [row] = await tx
        .select({
          id: privacyPolicies.id,
          version: privacyPolicies.version,
          description: privacyPolicies.description,
          updatedAt: privacyPolicies.updatedAt,
        })
        .from(privacyPolicies)
        .where(and(eq(privacyPolicies.brand, brand), eq(privacyPolicies.active, true)));
      return row;
    },

    /** Takes the brand's active flag off every version but `keep` (before one is activated). */
    async deactivateOthers(brand: BrandId, keep: number | null, tx: Db = db): Promise<void> {
      await tx
        .update(privacyPolicies)
        .set({ active: false })
        .where(
          and(
            eq(privacyPolicies.brand, brand),
            eq(privacyPolicies.active, true),
            keep === null ? undefined : ne(privacyPolicies.id, keep),
          ),
        );
    },

    /** A new version: the brand's next number, taken in the same statement. */
    async insert(values: PolicyValues, tx: Db = db): Promise<PolicyRow> {
      const [row] = await tx
        .insert(privacyPolicies)
        .values({
          ...values,
          version: sql`(select coalesce(max(p.version), 0) + 1 from privacy_policies p where p.brand = ${values.brand})`,
        })
        .returning();
      return row!;
    },

    async update(
      id: number,
      values: Partial<Omit<PolicyValues, 'createdBy'>>,
      tx: Db = db,
    ): Promise<PolicyRow | undefined> {
      const [row] = await tx
        .update(privacyPolicies)
        .set(values)
        .where(eq(privacyPolicies.id, id))
        .returning();
      return row;
    },

    /** Locks the row for the transaction (toggle and edit decide from its current state). */
    async lock(id: number, tx: Db): Promise<PolicyRow | undefined> {
      const [row] = await tx
        .select()
        .from(privacyPolicies)
        .where(eq(privacyPolicies.id, id))
        .for('update');
      return row;
    },

    /** Deletes a draft only (a published version stays): false when nothing was deleted. */
    async removeDraft(id: number, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .delete(privacyPolicies)
        .where(and(eq(privacyPolicies.id, id), sql`${privacyPolicies.publishedAt} is null`))
        .returning({ id: privacyPolicies.id });
      return rows.length > 0;
    },

    /** One decision, with the brand's active policy version read in the same statement. */
    async insertConsent(
      values: Omit<typeof cookieConsents.$inferInsert, 'id' | 'policyVersion'>,
      tx: Db = db,
    ) {
      const [row] = await tx
        .insert(cookieConsents)
        .values({
          ...values,
          policyVersion: sql`(select p.version from privacy_policies p where p.brand = ${values.brand} and p.active)`,
        })
        .returning({
          id: cookieConsents.id,
          policyVersion: cookieConsents.policyVersion,
          decidedAt: cookieConsents.decidedAt,
        });
      return row!;
    },
  };
}
export type PrivacyQueries = ReturnType<typeof privacyQueries>;
