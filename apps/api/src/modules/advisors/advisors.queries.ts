import { and, eq, getTableColumns, not, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AdvisorCertification } from '@app/shared';
import { CUSTOMER_PROFILE_ID } from '@app/shared';
import { advisors, investmentPageAdvisors, investmentPages, users } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { queryRows } from '../../platform/db/database.ts';

/** Every SQL statement of the advisors module (advisors and investment pages). */

export type AdvisorValues = Omit<typeof advisors.$inferInsert, 'id' | 'createdAt'>;
export type InvestmentPageValues = Omit<typeof investmentPages.$inferInsert, 'id' | 'createdAt'>;

/** An advisor with what the staff screens show beside it. */
export interface AdvisorRow {
  id: number;
  name: string;
  cover_url: string | null;
  cover_alt: string | null;
  certifications: AdvisorCertification[];
  bio_html: string | null;
  specialties: string[];
  city: string | null;
  uf: string | null;
  email: string | null;
  phone: string | null;
  whatsapp: boolean;
  order: number;
  active: boolean;
  user_id: number | null;
  user_name: string | null;
  page_count: number;
  updated_at: Date | string;
}

export interface InvestmentPageRow {
  id: number;
  slug: string;
  title: string;
  summary: string | null;
  cover_url: string | null;
  cover_alt: string | null;
  content_html: string | null;
  order: number;
  published: boolean;
  updated_at: Date | string;
  advisors: { id: number; name: string; active: boolean }[];
}

/** The site as visitors see it: active advisors, published pages with their active advisors. */
export interface SiteRows {
  advisors: Omit<
    AdvisorRow,
    'order' | 'active' | 'user_id' | 'user_name' | 'page_count' | 'updated_at'
  >[];
  pages: (Omit<InvestmentPageRow, 'order' | 'published' | 'updated_at' | 'advisors'> & {
    advisor_ids: number[];
  })[];
}
/** The tables the site snapshot reads (each has a statement trigger: migration 0015). */
export const SITE_TABLES = ['advisors', 'investment_pages', 'investment_page_advisors'] as const;

/** The rows' count beside each row of a page (none past the last page: the list is short). */
const TOTAL = sql`, count(*) over ()::int as total`;

const advisorColumns = sql`a.id, a.name, a.cover_url, a.cover_alt, a.certifications, a.bio_html,
  a.specialties, a.city, a.uf, a.email, a.phone, a.whatsapp`;

const advisorSelect = (extra = sql``) => sql`select ${advisorColumns}, a.sort_order as "order",
    a.active, a.user_id, u.name as user_name, a.updated_at ${extra},
    (select count(*)::int from investment_page_advisors pa where pa.advisor_id = a.id) as page_count
  from advisors a left join users u on u.id = a.user_id`;

const pageSelect = (
  extra = sql``,
) => sql`select p.id, p.slug, p.title, p.summary, p.cover_url, p.cover_alt,
    p.content_html, p.sort_order as "order", p.published, p.updated_at ${extra},
    coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name, 'active', a.active)
                order by pa.position)
              from investment_page_advisors pa join advisors a on a.id = pa.advisor_id
              where pa.page_id = p.id), '[]'::json) as advisors
  from investment_pages p`;

export function advisorsQueries(db: Db) {
  return {
    /** A page of advisors (staff), in the site's order, with the total beside it. */
    async advisorPage(
      filter: { page: number; per_page: number; search?: string; active?: boolean },
      tx: Db = db,
    ): Promise<{ rows: (AdvisorRow & { total: number })[] }> {
      const conditions: SQL[] = [sql`true`];
      if (filter.search) {
        const like = `%${filter.search}%`;
        conditions.push(
          sql`(a.name ilike ${like} or a.city ilike ${like} or a.specialties::text ilike ${like})`,
        );
      }
      if (filter.active !== undefined) conditions.push(sql`a.active = ${filter.active}`);
      const rows = await queryRows<AdvisorRow & { total: number }>(
        tx,
        sql`${advisorSelect(TOTAL)}
          where ${sql.join(conditions, sql` and `)}
          order by a.sort_order, a.name, a.id
          limit ${filter.per_page} offset ${(filter.page - 1) * filter.per_page}`,
      );
      return { rows };
    },

    async advisor(id: number, tx: Db = db): Promise<AdvisorRow | undefined> {
      const [row] = await queryRows<AdvisorRow>(tx, sql`${advisorSelect()} where a.id = ${id}`);
      return row;
    },

    /** The account's name if it is a staff account not deleted (an advisor links only those). */
    async staffUser(id: number, tx: Db = db): Promise<{ name: string } | undefined> {
      const [row] = await tx
        .select({ name: users.name })
        .from(users)
        .where(
          and(
            eq(users.id, id),
            not(eq(users.profileId, CUSTOMER_PROFILE_ID)),
            sql`${users.deletedAt} is null`,
          ),
        );
      return row;
    },

    /** Staff accounts (not customers, not deleted) an advisor may be linked to. */
    staffUsers(tx: Db = db): Promise<{ id: number; name: string }[]> {
      return tx
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(not(eq(users.profileId, CUSTOMER_PROFILE_ID)), sql`${users.deletedAt} is null`))
        .orderBy(users.name, users.id);
    },

    async insertAdvisor(values: AdvisorValues, tx: Db = db) {
      const [row] = await tx.insert(advisors).values(values).returning();
      return { ...row!, pageCount: 0 };
    },

    /** Changes the advisor (the cover's alt goes with a changed cover); undefined: no such row. */
    async updateAdvisor(id: number, values: Partial<AdvisorValues>, tx: Db = db) {
      const [row] = await tx
        .update(advisors)
        .set({
          ...values,
          coverAlt: sql`case when ${advisors.coverUrl} is not distinct from ${values.coverUrl ?? null}::text then ${advisors.coverAlt} end`,
        })
        .where(eq(advisors.id, id))
        .returning({
          ...getTableColumns(advisors),
          pageCount: sql<number>`(select count(*)::int from investment_page_advisors pa where pa.advisor_id = ${advisors.id})`,
        });
      return row;
    },

    /** Flips `active`; the row as it now is. */
    async toggleAdvisor(id: number, at: Date, tx: Db = db) {
      const [row] = await tx
        .update(advisors)
        .set({ active: sql`not ${advisors.active}`, updatedAt: at })
        .where(eq(advisors.id, id))
        .returning({ id: advisors.id, active: advisors.active });
      return row;
    },

    async deleteAdvisor(id: number, tx: Db = db) {
      const [row] = await tx
        .delete(advisors)
        .where(eq(advisors.id, id))
        .returning({ id: advisors.id, coverUrl: advisors.coverUrl });
      return row;
    },

    /** Every advisor, for the page form's picker. */
    advisorOptions(tx: Db = db) {
      return tx
        .select({ id: advisors.id, name: advisors.name, active: advisors.active })
        .from(advisors)
        .orderBy(advisors.sortOrder, advisors.name, advisors.id);
    },

    // --- Investment pages -------------------------------------------------------------------

    async pagePage(
      filter: { page: number; per_page: number; search?: string; published?: boolean },
      tx: Db = db,
    ): Promise<{ rows: (InvestmentPageRow & { total: number })[] }> {
      const conditions: SQL[] = [sql`true`];
      if (filter.search) {
        const like = `%${filter.search}%`;
        conditions.push(sql`(p.title ilike ${like} or p.slug ilike ${like})`);
      }
      if (filter.published !== undefined) conditions.push(sql`p.published = ${filter.published}`);
      const rows = await queryRows<InvestmentPageRow & { total: number }>(
        tx,
        sql`${pageSelect(TOTAL)}
          where ${sql.join(conditions, sql` and `)}
          order by p.sort_order, p.title, p.id
          limit ${filter.per_page} offset ${(filter.page - 1) * filter.per_page}`,
      );
      return { rows };
    },

    async investmentPage(id: number, tx: Db = db): Promise<InvestmentPageRow | undefined> {
      const [row] = await queryRows<InvestmentPageRow>(tx, sql`${pageSelect()} where p.id = ${id}`);
      return row;
    },

    async pageExists(id: number, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: investmentPages.id })
        .from(investmentPages)
        .where(eq(investmentPages.id, id));
      return row !== undefined;
    },

    async insertPage(values: InvestmentPageValues, tx: Db = db) {
      const [row] = await tx.insert(investmentPages).values(values).returning();
      return row!;
    },

    /** Changes the page (the cover's alt goes with a changed cover); undefined: no such row. */
    async updatePage(id: number, values: Partial<InvestmentPageValues>, tx: Db = db) {
      const [row] = await tx
        .update(investmentPages)
        .set({
          ...values,
          coverAlt: sql`case when ${investmentPages.coverUrl} is not distinct from ${values.coverUrl ?? null}::text then ${investmentPages.coverAlt} end`,
        })
        .where(eq(investmentPages.id, id))
        .returning();
      return row;
    },

    async clearPageAdvisors(pageId: number, tx: Db = db) {
      await tx.delete(investmentPageAdvisors).where(eq(investmentPageAdvisors.pageId, pageId));
    },

    /**
     * Adds the page's advisors in the order of `ids` and answers them (name, active) in that
     * order; a missing advisor fails the foreign key.
     */
    async addPageAdvisors(
      pageId: number,
      ids: readonly number[],
      tx: Db = db,
    ): Promise<{ id: number; name: string; active: boolean }[]> {
      if (ids.length === 0) return [];
      return queryRows(
        tx,
        sql`with added as (
            insert into investment_page_advisors (page_id, advisor_id, position)
            select ${pageId}, t.id, t.ord
            from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as t(id, ord)
            returning advisor_id, position)
          select a.id, a.name, a.active from added join advisors a on a.id = added.advisor_id
          order by added.position`,
      );
    },

    async togglePage(id: number, at: Date, tx: Db = db) {
      const [row] = await tx
        .update(investmentPages)
        .set({ published: sql`not ${investmentPages.published}`, updatedAt: at })
        .where(eq(investmentPages.id, id))
        .returning({ id: investmentPages.id, published: investmentPages.published });
      return row;
    },

    async deletePage(id: number, tx: Db = db) {
      const [row] = await tx
        .delete(investmentPages)
        .where(eq(investmentPages.id, id))
        .returning({ id: investmentPages.id, coverUrl: investmentPages.coverUrl });
      return row;
    },

    /**
     * The site in one statement (kept per process by the service; tables: SITE_TABLES): active
     * advisors and published pages, each in its order, a page with its active advisors' ids.
     */
    async site(tx: Db = db): Promise<SiteRows> {
      const [row] = await queryRows<SiteRows>(
        tx,
        sql`select
          coalesce((select json_agg(x order by x.sort_order, x.name, x.id) from (
            select ${advisorColumns}, a.sort_order from advisors a where a.active) x),
            '[]'::json) as advisors,
          coalesce((select json_agg(y order by y.sort_order, y.title, y.id) from (
            select p.id, p.slug, p.title, p.summary, p.cover_url, p.cover_alt, p.content_html,
              p.sort_order,
              coalesce((select json_agg(pa.advisor_id order by pa.position)
                from investment_page_advisors pa
                join advisors a on a.id = pa.advisor_id and a.active
                where pa.page_id = p.id), '[]'::json) as advisor_ids
            from investment_pages p where p.published) y),
            '[]'::json) as pages`,
      );
      return row!;
    },
  };
}
export type AdvisorsQueries = ReturnType<typeof advisorsQueries>;
