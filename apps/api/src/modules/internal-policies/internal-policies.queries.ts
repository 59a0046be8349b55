import { CUSTOMER_PROFILE_ID } from '@app/shared';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import {
  internalPolicies,
  internalPolicyProfiles,
  internalPolicyVersions,
  profiles,
} from '../../db/schema/index.ts';
import { auditInputs, auditInsertFrom } from '../../platform/audit.queries.ts';
import type { AuditValues } from '../../platform/audit.queries.ts';
import { queryRows } from '../../platform/db/database.ts';
import type { Db } from '../../platform/db/database.ts';

/** Every SQL statement of the internal policies and their confirmations. */

export type PolicyRow = typeof internalPolicies.$inferSelect;
export type VersionRow = typeof internalPolicyVersions.$inferSelect;
type Timestamp = Date | string;

/** `%` and `_` typed by someone are searched for as themselves. */
const likeTerm = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Is the person `u` (a `users` row alias) in the audience of the policy `p`? Staff only (never
 * the customer profile), not deleted, and every staff profile or one of the chosen ones.
 */
const inAudience = (u: SQL, p: SQL) => sql`(${u}.deleted_at is null
  and ${u}.profile_id <> ${CUSTOMER_PROFILE_ID}
  and (${p}.audience = 'all' or exists (select 1 from internal_policy_profiles pp
        where pp.policy_id = ${p}.id and pp.profile_id = ${u}.profile_id)))`;

/** A profile's view of a policy: published, not archived, meant for that profile. */
const visibleTo = (profileId: number, p: SQL) => sql`(${p}.deleted_at is null
  and ${p}.current_version_id is not null
  and ${profileId}::int <> ${CUSTOMER_PROFILE_ID}
  and (${p}.audience = 'all' or exists (select 1 from internal_policy_profiles pp
        where pp.policy_id = ${p}.id and pp.profile_id = ${profileId}::int)))`;

export interface StaffFilter {
  search?: string | undefined;
  category?: string | undefined;
  status?: 'draft' | 'published' | undefined;
  required?: boolean | undefined;
}

export interface StaffListRow {
  id: number;
  title: string;
  category: string;
  required_reading: boolean;
  audience: 'all' | 'profiles';
  profiles: string[];
  current_version: number | null;
  has_draft: boolean;
  published_at: Timestamp | null;
  confirmed: number;
  audience_size: number;
  updated_at: Timestamp;
  total: number;
}

export interface VersionJson {
  id: number;
  version: number;
  title: string;
  summary: string | null;
  change_note: string | null;
  published_at: string | null;
  published_by: { id: number; name: string } | null;
  has_body: boolean;
  file_name: string | null;
  file_size_bytes: number | null;
  has_file: boolean;
  confirmed: number;
}

export interface PolicyRecordRow {
  id: number;
  category: string;
  required_reading: boolean;
  audience: 'all' | 'profiles';
  current_version_id: number | null;
  updated_at: Timestamp;
  profile_ids: number[];
  audience_size: number;
  latest_body_html: string | null;
  versions: VersionJson[];
}

export interface VersionViewRow {
  id: number;
  policy_id: number;
  version: number;
  title: string;
  summary: string | null;
  body_html: string | null;
  change_note: string | null;
  published_at: Timestamp | null;
  file_key: string | null;
  file_name: string | null;
  file_size_bytes: number | null;
}

export interface ReadersFilter {
  search?: string | undefined;
  status?: 'confirmed' | 'pending' | undefined;
}

export interface ReadersRow {
  version: number;
  published: boolean;
  confirmed: number;
  pending: number;
  total: number;
  people: {
    user_id: number;
    name: string;
    email: string;
    profile: string;
    confirmed_at: string | null;
  }[];
}

export interface HubFilter {
  search?: string | undefined;
  category?: string | undefined;
  status?: 'pending' | 'confirmed' | undefined;
  required?: boolean | undefined;
}

export interface HubListRow {
  total: number;
  categories: string[];
  rows: {
    id: number;
    title: string;
    summary: string | null;
    category: string;
    required_reading: boolean;
    version: number;
    published_at: string;
    confirmed_at: string | null;
  }[];
}

export interface HubViewRow extends VersionViewRow {
  category: string;
  required_reading: boolean;
  current_version: number;
  confirmed_at: Timestamp | null;
  versions: { version: number; published_at: string; confirmed_at: string | null }[];
}

export type PolicyValues = Pick<
  typeof internalPolicies.$inferInsert,
  'category' | 'requiredReading' | 'audience'
>;
export type VersionValues = Pick<
  typeof internalPolicyVersions.$inferInsert,
  'title' | 'summary' | 'bodyHtml' | 'changeNote'
>;

export function internalPoliciesQueries(db: Db) {
  return {
    /** One page of the staff list, with each policy's current confirmations and audience. */
    async staffPage(filter: StaffFilter, limit: number, offset: number, tx: Db = db) {
      const where = [sql`p.deleted_at is null`];
      if (filter.search)
        where.push(
          sql`(coalesce(cv.title, lv.title) ilike ${likeTerm(filter.search)} or p.category ilike ${likeTerm(filter.search)})`,
        );
      if (filter.category) where.push(sql`p.category = ${filter.category}`);
      if (filter.status === 'draft') where.push(sql`p.current_version_id is null`);
      if (filter.status === 'published') where.push(sql`p.current_version_id is not null`);
      if (filter.required !== undefined) where.push(sql`p.required_reading = ${filter.required}`);
      return queryRows<StaffListRow>(
        tx,
        sql`select p.id, coalesce(cv.title, lv.title) as title, p.category, p.required_reading,
            p.audience,
            coalesce((select array_agg(pr.name order by pr.id) from internal_policy_profiles pp
              join profiles pr on pr.id = pp.profile_id where pp.policy_id = p.id), '{}') as profiles,
            cv.version as current_version, lv.published_at is null as has_draft,
            cv.published_at,
            case when cv.id is null then 0 else (select count(*)::int
              from internal_policy_confirmations c join users u on u.id = c.user_id
              where c.version_id = cv.id and ${inAudience(sql`u`, sql`p`)}) end as confirmed,
            (select count(*)::int from users u where ${inAudience(sql`u`, sql`p`)}) as audience_size,
            p.updated_at, count(*) over ()::int as total
          from internal_policies p
          join lateral (select v.title, v.published_at from internal_policy_versions v
            where v.policy_id = p.id order by v.version desc limit 1) lv on true
          left join internal_policy_versions cv on cv.id = p.current_version_id
          where ${sql.join(where, sql` and `)}
          order by p.updated_at desc, p.id desc
          limit ${limit} offset ${offset}`,
      );
    },

    async staffCount(filter: StaffFilter, tx: Db = db): Promise<number> {
      const rows = await this.staffPage(filter, 1, 0, tx);
      return rows[0]?.total ?? 0;
    },

    /** The staff record: the policy, its profiles, its versions (newest first) with counts. */
    async record(id: number, tx: Db = db): Promise<PolicyRecordRow | undefined> {
      const [row] = await queryRows<PolicyRecordRow>(
        tx,
        sql`select p.id, p.category, p.required_reading, p.audience, p.current_version_id,
            p.updated_at,
            coalesce((select array_agg(pp.profile_id order by pp.profile_id)
              from internal_policy_profiles pp where pp.policy_id = p.id), '{}') as profile_ids,
            (select count(*)::int from users u where ${inAudience(sql`u`, sql`p`)}) as audience_size,
            (select v.body_html from internal_policy_versions v where v.policy_id = p.id
              order by v.version desc limit 1) as latest_body_html,
            (select json_agg(json_build_object(
                'id', v.id, 'version', v.version, 'title', v.title, 'summary', v.summary,
                'change_note', v.change_note, 'published_at', v.published_at,
                'published_by', case when pb.id is null then null
                  else json_build_object('id', pb.id, 'name', pb.name) end,
                'has_body', v.body_html is not null, 'has_file', v.file_key is not null,
                'file_name', v.file_name, 'file_size_bytes', v.file_size_bytes,
                'confirmed', (select count(*) from internal_policy_confirmations c
                  join users u on u.id = c.user_id
                  where c.version_id = v.id and ${inAudience(sql`u`, sql`p`)}))
              order by v.version desc)
              from internal_policy_versions v left join users pb on pb.id = v.published_by
              where v.policy_id = p.id) as versions
          from internal_policies p
          where p.id = ${id} and p.deleted_at is null`,
      );
      return row;
    },

    /** The category and profile choices of the staff form. */
    async options(tx: Db = db) {
      const [row] = await queryRows<{
        profiles: { id: number; name: string }[];
        categories: string[];
      }>(
        tx,
        sql`select
            coalesce((select json_agg(json_build_object('id', pr.id, 'name', pr.name)
              order by pr.id) from profiles pr where pr.id <> ${CUSTOMER_PROFILE_ID}), '[]')
              as profiles,
            coalesce((select array_agg(distinct p.category order by p.category)
              from internal_policies p where p.deleted_at is null), '{}') as categories`,
      );
      return row!;
    },

    /** Which of these ids are profiles (a missing one is the caller's 400). */
    async existingProfiles(ids: number[], tx: Db = db): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(inArray(profiles.id, ids));
      return rows.map((r) => r.id);
    },

    /** Locks a live policy and reads its newest version (the edit decides from both). */
    async lockWithLatest(id: number, tx: Db) {
      const [policy] = await tx
        .select()
        .from(internalPolicies)
        .where(and(eq(internalPolicies.id, id), isNull(internalPolicies.deletedAt)))
        .for('update');
      if (!policy) return undefined;
      const [latest] = await tx
        .select()
        .from(internalPolicyVersions)
        .where(eq(internalPolicyVersions.policyId, id))
        .orderBy(desc(internalPolicyVersions.version))
        .limit(1);
      return { policy, latest: latest! };
    },

    async insertPolicy(
      values: PolicyValues & {
        createdBy: number;
        updatedBy: number;
        createdAt: Date;
        updatedAt: Date;
      },
      tx: Db = db,
    ): Promise<PolicyRow> {
      const [row] = await tx.insert(internalPolicies).values(values).returning();
      return row!;
    },

    async updatePolicy(
      id: number,
      values: Partial<PolicyValues> & {
        updatedBy?: number;
        updatedAt?: Date;
        currentVersionId?: number;
        deletedAt?: Date;
      },
      tx: Db = db,
    ): Promise<void> {
      await tx.update(internalPolicies).set(values).where(eq(internalPolicies.id, id));
    },

    /** The audience's profiles, replaced as a whole (none for 'all'). */
    async setProfiles(policyId: number, profileIds: number[], tx: Db): Promise<void> {
      await tx.delete(internalPolicyProfiles).where(eq(internalPolicyProfiles.policyId, policyId));
      if (profileIds.length > 0)
        await tx
          .insert(internalPolicyProfiles)
          .values(profileIds.map((profileId) => ({ policyId, profileId })));
    },

    async insertVersion(
      values: VersionValues & {
        policyId: number;
        version: number;
        createdBy: number;
        createdAt: Date;
        updatedAt: Date;
        fileKey?: string | null;
        fileName?: string | null;
        fileSizeBytes?: number | null;
      },
      tx: Db = db,
    ): Promise<VersionRow> {
      const [row] = await tx.insert(internalPolicyVersions).values(values).returning();
      return row!;
    },

    /** Changes a draft (the trigger refuses a published version). */
    async updateDraft(
      versionId: number,
      values: Partial<VersionValues> & {
        updatedAt: Date;
        fileKey?: string | null;
        fileName?: string | null;
        fileSizeBytes?: number | null;
        publishedAt?: Date;
        publishedBy?: number;
      },
      tx: Db = db,
    ): Promise<VersionRow | undefined> {
      const [row] = await tx
        .update(internalPolicyVersions)
        .set(values)
        .where(
          and(eq(internalPolicyVersions.id, versionId), isNull(internalPolicyVersions.publishedAt)),
        )
        .returning();
      return row;
    },

    /** Is a stored file still held by some version (else it may be removed from disk)? */
    async fileInUse(key: string, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: internalPolicyVersions.id })
        .from(internalPolicyVersions)
        .where(eq(internalPolicyVersions.fileKey, key))
        .limit(1);
      return row !== undefined;
    },

    /** A version of a live policy, for staff (drafts too). */
    async staffVersion(versionId: number, tx: Db = db): Promise<VersionViewRow | undefined> {
      const [row] = await queryRows<VersionViewRow>(
        tx,
        sql`select v.id, v.policy_id, v.version, v.title, v.summary, v.body_html, v.change_note,
            v.published_at, v.file_key, v.file_name, v.file_size_bytes
          from internal_policy_versions v join internal_policies p on p.id = v.policy_id
          where v.id = ${versionId} and p.deleted_at is null`,
      );
      return row;
    },

    /**
     * Who should confirm a version and who did: the audience now, plus anyone who confirmed it
     * (someone who moved to another profile still appears as confirmed). One statement: the
     * counts, the filtered total and the page.
     */
    async readers(
      versionId: number,
      filter: ReadersFilter,
      limit: number,
      offset: number,
      tx: Db = db,
    ): Promise<ReadersRow | undefined> {
      const where = [sql`true`];
      if (filter.search)
        where.push(
          sql`(people.name ilike ${likeTerm(filter.search)} or people.email ilike ${likeTerm(filter.search)})`,
        );
      if (filter.status === 'confirmed') where.push(sql`people.confirmed_at is not null`);
      if (filter.status === 'pending') where.push(sql`people.confirmed_at is null`);
      const matching = sql.join(where, sql` and `);
      const [row] = await queryRows<ReadersRow>(
        tx,
        sql`with target as (
            -- id is the policy id: the audience test reads it.
            select p.id, v.id as version_id, v.version, v.published_at, p.audience
            from internal_policy_versions v join internal_policies p on p.id = v.policy_id
            where v.id = ${versionId} and p.deleted_at is null),
          people as (
            select u.id as user_id, u.name, u.email, pr.name as profile, c.confirmed_at
            from target p cross join users u
            join profiles pr on pr.id = u.profile_id
            left join internal_policy_confirmations c
              on c.version_id = p.version_id and c.user_id = u.id
            where c.user_id is not null or ${inAudience(sql`u`, sql`p`)}),
          picked as (
            select * from people where ${matching}
            order by (people.confirmed_at is not null), people.name, people.user_id
            limit ${limit} offset ${offset})
          select t.version, t.published_at is not null as published,
            (select count(*)::int from people where confirmed_at is not null) as confirmed,
            (select count(*)::int from people where confirmed_at is null) as pending,
            (select count(*)::int from people where ${matching}) as total,
            coalesce((select json_agg(json_build_object('user_id', picked.user_id,
                'name', picked.name, 'email', picked.email, 'profile', picked.profile,
                'confirmed_at', picked.confirmed_at)
              order by (picked.confirmed_at is not null), picked.name, picked.user_id)
              from picked), '[]') as people
          from target t`,
      );
      return row;
    },

    /** The person's page of the hub (one statement: the page, its total and the categories). */
    async hubPage(
      userId: number,
      profileId: number,
      filter: HubFilter,
      limit: number,
      offset: number,
      tx: Db = db,
    ): Promise<HubListRow> {
      const where = [sql`true`];
      if (filter.search)
        where.push(
          sql`(mine.title ilike ${likeTerm(filter.search)} or mine.summary ilike ${likeTerm(filter.search)} or mine.category ilike ${likeTerm(filter.search)})`,
        );
      if (filter.category) where.push(sql`mine.category = ${filter.category}`);
      if (filter.status === 'confirmed') where.push(sql`mine.confirmed_at is not null`);
      if (filter.status === 'pending') where.push(sql`mine.confirmed_at is null`);
      if (filter.required !== undefined)
        where.push(sql`mine.required_reading = ${filter.required}`);
      const matching = sql.join(where, sql` and `);
      const [row] = await queryRows<HubListRow>(
        tx,
        sql`with mine as (
            select p.id, cv.title, cv.summary, p.category, p.required_reading, cv.version,
              cv.published_at, c.confirmed_at
            from internal_policies p
            join internal_policy_versions cv on cv.id = p.current_version_id
            left join internal_policy_confirmations c
              on c.version_id = cv.id and c.user_id = ${userId}
            where ${visibleTo(profileId, sql`p`)}),
          picked as (
            select * from mine where ${matching}
            order by (mine.confirmed_at is null and mine.required_reading) desc,
              mine.published_at desc, mine.id desc
            limit ${limit} offset ${offset})
          select (select count(*)::int from mine where ${matching}) as total,
            coalesce((select array_agg(distinct category order by category) from mine), '{}')
              as categories,
            coalesce((select json_agg(picked order by (picked.confirmed_at is null
                and picked.required_reading) desc, picked.published_at desc, picked.id desc)
              from picked), '[]') as rows`,
      );
      return row!;
    },

    /** The person's pending required readings (the hub home's card). */
    async pendingRequired(userId: number, profileId: number, tx: Db = db) {
      return queryRows<{
        id: number;
        title: string;
        category: string;
        version: number;
        published_at: Timestamp;
      }>(
        tx,
        sql`select p.id, cv.title, p.category, cv.version, cv.published_at
          from internal_policies p
          join internal_policy_versions cv on cv.id = p.current_version_id
          where p.required_reading and ${visibleTo(profileId, sql`p`)}
            and not exists (select 1 from internal_policy_confirmations c
              where c.version_id = cv.id and c.user_id = ${userId})
          order by cv.published_at, p.id`,
      );
    },

    /** A published version of a policy the person may read (the current one by default). */
    async hubView(
      policyId: number,
      version: number | undefined,
      userId: number,
      profileId: number,
      tx: Db = db,
    ): Promise<HubViewRow | undefined> {
      const [row] = await queryRows<HubViewRow>(
        tx,
        sql`select v.id, p.id as policy_id, v.version, v.title, v.summary, v.body_html,
            v.change_note, v.published_at, v.file_key, v.file_name, v.file_size_bytes,
            p.category, p.required_reading, cur.version as current_version, c.confirmed_at,
            (select json_agg(json_build_object('version', v2.version,
                'published_at', v2.published_at, 'confirmed_at', c2.confirmed_at)
              order by v2.version desc)
              from internal_policy_versions v2
              left join internal_policy_confirmations c2
                on c2.version_id = v2.id and c2.user_id = ${userId}
              where v2.policy_id = p.id and v2.published_at is not null) as versions
          from internal_policies p
          join internal_policy_versions cur on cur.id = p.current_version_id
          join internal_policy_versions v on v.policy_id = p.id and v.published_at is not null
            and v.version = coalesce(${version ?? null}::int, cur.version)
          left join internal_policy_confirmations c on c.version_id = v.id and c.user_id = ${userId}
          where p.id = ${policyId} and ${visibleTo(profileId, sql`p`)}`,
      );
      return row;
    },

    /**
     * "Li e concordo" of the current version `version`, with its audit line, in one statement.
     * Nothing is returned when the person may not read the policy, the version is not the
     * current one, or they had already confirmed it.
     */
    async confirm(
      policyId: number,
      version: number,
      userId: number,
      profileId: number,
      at: Date,
      auditLine: AuditValues,
      tx: Db = db,
    ) {
      const [row] = await queryRows<{ confirmed_at: Timestamp }>(
        tx,
        sql`with target as (
            select cv.id as version_id from internal_policies p
            join internal_policy_versions cv on cv.id = p.current_version_id
            where p.id = ${policyId} and cv.version = ${version} and ${visibleTo(profileId, sql`p`)}),
          made as (
            insert into internal_policy_confirmations (version_id, user_id, confirmed_at)
            select version_id, ${userId}, ${at} from target
            on conflict do nothing
            returning version_id, confirmed_at),
          logged as (${auditInsertFrom(auditInputs(auditLine), sql`made`, sql`${policyId}::int`)})
          select confirmed_at from made`,
      );
      return row;
    },

    /** Why a confirmation made nothing: the current version and this person's confirmation. */
    async confirmationState(policyId: number, userId: number, profileId: number, tx: Db = db) {
      const [row] = await queryRows<{ current_version: number; confirmed_at: Timestamp | null }>(
        tx,
        sql`select cv.version as current_version, c.confirmed_at
          from internal_policies p
          join internal_policy_versions cv on cv.id = p.current_version_id
          left join internal_policy_confirmations c on c.version_id = cv.id and c.user_id = ${userId}
          where p.id = ${policyId} and ${visibleTo(profileId, sql`p`)}`,
      );
      return row;
    },
  };
}
export type InternalPoliciesQueries = ReturnType<typeof internalPoliciesQueries>;
