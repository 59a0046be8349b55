import { eq, sql } from 'drizzle-orm';
import { biDashboards } from '../../db/schema/index.ts';
import { queryRows } from '../../platform/db/database.ts';
import type { Db } from '../../platform/db/database.ts';

/** Every SQL statement of the BI dashboards. The secret is read only by `forEmbed`. */

export interface DashboardRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  provider: 'metabase' | 'url';
  url: string;
  metabase_dashboard_id: number | null;
  has_secret: boolean;
  params: Record<string, string | number | (string | number)[]>;
  profile_ids: number[];
  active: boolean;
  updated_at: string;
  total?: number;
}

export type DashboardValues = Omit<typeof biDashboards.$inferInsert, 'id' | 'createdAt'>;

const likeTerm = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const COLUMNS = sql`d.id, d.slug, d.title, d.description, d.provider, d.url,
  d.metabase_dashboard_id, d.metabase_secret is not null as has_secret, d.params, d.profile_ids,
  d.active, d.updated_at`;

const returned = {
  id: biDashboards.id,
  slug: biDashboards.slug,
  title: biDashboards.title,
  description: biDashboards.description,
  provider: biDashboards.provider,
  url: biDashboards.url,
  metabase_dashboard_id: biDashboards.metabaseDashboardId,
  has_secret: sql<boolean>`${biDashboards.metabaseSecret} is not null`,
  params: biDashboards.params,
  profile_ids: biDashboards.profileIds,
  active: biDashboards.active,
  updated_at: biDashboards.updatedAt,
};

export function biDashboardQueries(db: Db) {
  return {
    page(search: string | undefined, limit: number, offset: number, tx: Db = db) {
      const where = search
        ? sql`d.title ilike ${likeTerm(search)} or d.slug ilike ${likeTerm(search)}`
        : sql`true`;
      return queryRows<DashboardRow>(
        tx,
        sql`select ${COLUMNS}, count(*) over ()::int as total from bi_dashboards d
          where ${where} order by d.title, d.id limit ${limit} offset ${offset}`,
      );
    },

    async count(search: string | undefined, tx: Db = db) {
      const where = search
        ? sql`d.title ilike ${likeTerm(search)} or d.slug ilike ${likeTerm(search)}`
        : sql`true`;
      const [row] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from bi_dashboards d where ${where}`,
      );
      return row?.n ?? 0;
    },

    async find(id: number, tx: Db = db) {
      const [row] = await queryRows<DashboardRow>(
        tx,
        sql`select ${COLUMNS} from bi_dashboards d where d.id = ${id}`,
      );
      return row;
    },

    async insert(values: DashboardValues, tx: Db = db) {
      const [row] = await tx.insert(biDashboards).values(values).returning(returned);
      return row as unknown as DashboardRow;
    },

    async update(id: number, values: Partial<DashboardValues>, tx: Db = db) {
      const [row] = await tx
        .update(biDashboards)
        .set(values)
        .where(eq(biDashboards.id, id))
        .returning(returned);
      return row as unknown as DashboardRow | undefined;
    },

    async remove(id: number, tx: Db = db) {
      const [row] = await tx
        .delete(biDashboards)
        .where(eq(biDashboards.id, id))
        .returning({ id: biDashboards.id });
      return row !== undefined;
    },

    /** An active dashboard `profileId` may open, with what signing needs (the secret too). */
    async forEmbed(slug: string, profileId: number, tx: Db = db) {
      const [row] = await queryRows<{
        slug: string;
        title: string;
        description: string;
        provider: 'metabase' | 'url';
        url: string;
        metabase_dashboard_id: number | null;
        metabase_secret: string | null;
        params: Record<string, string | number | (string | number)[]>;
      }>(
        tx,
        sql`select d.slug, d.title, d.description, d.provider, d.url, d.metabase_dashboard_id,
            d.metabase_secret, d.params
          from bi_dashboards d
          where d.slug = ${slug} and d.active
            and (${profileId} = any(d.profile_ids) or cardinality(d.profile_ids) = 0)`,
      );
      return row;
    },

    /** The active dashboards a profile may open, by title. */
    visible(profileId: number, tx: Db = db) {
      return queryRows<{ slug: string; title: string; description: string }>(
        tx,
        sql`select d.slug, d.title, d.description from bi_dashboards d
          where d.active and (${profileId} = any(d.profile_ids) or cardinality(d.profile_ids) = 0)
          order by d.title, d.id`,
      );
    },

    /** Staff profiles (everyone but customers) for the audience field. */
    profiles(customerProfileId: number, tx: Db = db) {
      return queryRows<{ id: number; name: string }>(
        tx,
        sql`select p.id, p.name from profiles p where p.id <> ${customerProfileId} order by p.id`,
      );
    },
  };
}
