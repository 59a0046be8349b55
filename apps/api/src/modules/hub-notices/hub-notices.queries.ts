import type { HubNoticeStatus } from '@app/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { hubNoticeProfiles, hubNotices, profiles } from '../../db/schema/index.ts';
import { queryRows } from '../../platform/db/database.ts';
import type { Db } from '../../platform/db/database.ts';

/**
 * Every SQL statement of the hub notices. Raw reads answer timestamps as text or Dates depending
 * on the driver: the service normalises them. `at` is always an ISO instant (the service's clock).
 */

type Stamp = Date | string;

export interface NoticeRow {
  id: number;
  title: string;
  body_html: string;
  pinned: boolean;
  starts_at: Stamp;
  ends_at: Stamp | null;
  profile_ids: number[];
  profiles: string[];
  author_id: number | null;
  author_name: string | null;
  status: HubNoticeStatus;
  created_at: Stamp;
  updated_at: Stamp;
  total?: number;
}

export interface CurrentNoticeRow {
  id: number;
  title: string;
  body_html: string;
  pinned: boolean;
  starts_at: Stamp;
  ends_at: Stamp | null;
  author_name: string | null;
}

export type NoticeValues = Omit<typeof hubNotices.$inferInsert, 'id'>;

export interface NoticeFilter {
  search?: string | undefined;
  status?: HubNoticeStatus | undefined;
}

const likeTerm = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Where notice `n` stands at `at`. */
const statusAt = (at: string) => sql`case
    when n.starts_at > ${at}::timestamptz then 'scheduled'
    when n.ends_at is not null and n.ends_at <= ${at}::timestamptz then 'expired'
    else 'current' end`;

/** A notice with its audience (ids and names, by id) and its author's name. */
const record = (at: string) => sql`n.id, n.title, n.body_html, n.pinned, n.starts_at, n.ends_at,
  coalesce(a.ids, '{}') as profile_ids, coalesce(a.names, '{}') as profiles,
  n.author_id, u.name as author_name, ${statusAt(at)} as status, n.created_at, n.updated_at`;

const joins = sql`left join users u on u.id = n.author_id
  left join lateral (
    select array_agg(p.id order by p.id) as ids, array_agg(p.name order by p.id) as names
    from hub_notice_profiles np join profiles p on p.id = np.profile_id
    where np.notice_id = n.id
  ) a on true`;

function where(filter: NoticeFilter, at: string): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.search) parts.push(sql`n.title ilike ${likeTerm(filter.search)}`);
  if (filter.status) parts.push(sql`${statusAt(at)} = ${filter.status}`);
  return sql.join(parts, sql` and `);
}

export function hubNoticesQueries(db: Db) {
  return {
    /** One page of the staff list (newest start first), each row carrying the total. */
    page(filter: NoticeFilter, at: string, limit: number, offset: number, tx: Db = db) {
      return queryRows<NoticeRow>(
        tx,
        sql`select ${record(at)}, count(*) over ()::int as total
          from hub_notices n ${joins}
          where ${where(filter, at)}
          order by n.starts_at desc, n.id desc limit ${limit} offset ${offset}`,
      );
    },

    /** The total alone, for a page past the end. */
    async count(filter: NoticeFilter, at: string, tx: Db = db) {
      const [row] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from hub_notices n where ${where(filter, at)}`,
      );
      return row?.n ?? 0;
    },

    async find(id: number, at: string, tx: Db = db) {
      const [row] = await queryRows<NoticeRow>(
        tx,
        sql`select ${record(at)} from hub_notices n ${joins} where n.id = ${id}`,
      );
      return row;
    },

    async insert(values: NoticeValues, tx: Db = db) {
      const [row] = await tx.insert(hubNotices).values(values).returning({ id: hubNotices.id });
      return row!.id;
    },

    async update(id: number, values: Partial<NoticeValues>, tx: Db = db) {
      const [row] = await tx
        .update(hubNotices)
        .set(values)
        .where(eq(hubNotices.id, id))
        .returning({ id: hubNotices.id });
      return row !== undefined;
    },

    async setProfiles(noticeId: number, profileIds: number[], tx: Db = db) {
      await tx.delete(hubNoticeProfiles).where(eq(hubNoticeProfiles.noticeId, noticeId));
      if (profileIds.length > 0)
        await tx
          .insert(hubNoticeProfiles)
          .values(profileIds.map((profileId) => ({ noticeId, profileId })));
    },

    async remove(id: number, tx: Db = db) {
      const [row] = await tx
        .delete(hubNotices)
        .where(eq(hubNotices.id, id))
        .returning({ id: hubNotices.id });
      return row !== undefined;
    },

    async existingProfiles(ids: number[], tx: Db = db): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(inArray(profiles.id, ids));
      return rows.map((r) => r.id);
    },

    /** Staff profiles (everyone but customers) for the audience field. */
    profiles(customerProfileId: number, tx: Db = db) {
      return queryRows<{ id: number; name: string }>(
        tx,
        sql`select p.id, p.name from profiles p where p.id <> ${customerProfileId} order by p.id`,
      );
    },

    /**
     * What the hub home shows `profileId` at `at`, in one statement: notices inside their window
     * meant for everyone (no audience rows) or for this profile; pinned first, then the newest.
     */
    current(profileId: number, at: string, limit: number, tx: Db = db) {
      return queryRows<CurrentNoticeRow>(
        tx,
        sql`select n.id, n.title, n.body_html, n.pinned, n.starts_at, n.ends_at,
            u.name as author_name
          from hub_notices n
          left join users u on u.id = n.author_id
          where n.starts_at <= ${at}::timestamptz
            and (n.ends_at is null or n.ends_at > ${at}::timestamptz)
            and (
              not exists (select 1 from hub_notice_profiles np where np.notice_id = n.id)
              or exists (
                select 1 from hub_notice_profiles np
                where np.notice_id = n.id and np.profile_id = ${profileId}
              )
            )
          order by n.pinned desc, n.starts_at desc, n.id desc
          limit ${limit}`,
      );
    },
  };
}
