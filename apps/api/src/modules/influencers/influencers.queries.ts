import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { InfluencerLeadOutcome, InfluencerPeriod } from '@app/shared';
import { influencers } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { queryRows } from '../../platform/db/database.ts';

/** Every SQL statement of the influencers module. */

export type InfluencerRow = typeof influencers.$inferSelect;
export type InfluencerValues = Omit<typeof influencers.$inferInsert, 'id' | 'createdAt'>;

export interface ReportRow {
  influencer_id: number;
  name: string;
  code: string;
  active: boolean;
  signups: number;
  trials: number;
  paid_orders: number;
  revenue_cents: string | number;
}

export interface LeadRow {
  user_id: number;
  name: string;
  email: string;
  phone_number: string | null;
  arrived_at: Date | string;
  via: 'signup' | 'trial';
  trial_ends_at: Date | string | null;
  paid_orders: number;
  revenue_cents: string | number;
  outcome: InfluencerLeadOutcome;
  total: number;
}

/** The São Paulo days `from`..`to` (both included) as a half-open interval of instants. */
const periodCte = (period: InfluencerPeriod) => sql`period as (
  select (${period.from}::date)::timestamp at time zone 'America/Sao_Paulo' as starts,
         (${period.to}::date + 1)::timestamp at time zone 'America/Sao_Paulo' as ends)`;

/**
 * Who brought each person: the `utm_influenciador` of their sign-up, else of their first trial
 * that carried one (lower-cased: codes compare without case), with when and how they came.
 */
const attributedCte = sql`attributed as (
  select distinct on (user_id) user_id, key, via, arrived_at from (
    select u.id as user_id, lower(u.tracking ->> 'utm_influenciador') as key,
           'signup' as via, u.created_at as arrived_at, 0 as rank
      from users u
      where u.tracking ? 'utm_influenciador' and u.deleted_at is null
    union all
    select t.user_id, lower(t.tracking ->> 'utm_influenciador'), 'trial', t.starts_at, 1
      from user_trials t
      where t.tracking ? 'utm_influenciador'
  ) s
  order by user_id, rank, arrived_at)`;

export function influencersQueries(db: Db) {
  return {
    async page(
      filter: { page: number; per_page: number; search?: string; active?: boolean },
      tx: Db = db,
    ): Promise<{ rows: InfluencerRow[]; total: number }> {
      const conditions: (SQL | undefined)[] = [];
      if (filter.search)
        conditions.push(
          or(
            ilike(influencers.name, `%${filter.search}%`),
            ilike(influencers.code, `%${filter.search}%`),
          ),
        );
      if (filter.active !== undefined) conditions.push(eq(influencers.active, filter.active));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        tx
          .select()
          .from(influencers)
          .where(where)
          .orderBy(desc(influencers.active), influencers.name, influencers.id)
          .limit(filter.per_page)
          .offset((filter.page - 1) * filter.per_page),
        tx.select({ n: count() }).from(influencers).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async byId(id: number, tx: Db = db): Promise<InfluencerRow | undefined> {
      const [row] = await tx.select().from(influencers).where(eq(influencers.id, id));
      return row;
    },

    async insert(values: InfluencerValues, tx: Db = db): Promise<InfluencerRow> {
      const [row] = await tx.insert(influencers).values(values).returning();
      return row!;
    },

    async update(id: number, values: Partial<InfluencerValues>, tx: Db = db) {
      const [row] = await tx
        .update(influencers)
        .set(values)
        .where(eq(influencers.id, id))
        .returning();
      return row;
    },

    async toggle(id: number, at: Date, tx: Db = db) {
      const [row] = await tx
        .update(influencers)
        .set({ active: sql`not ${influencers.active}`, updatedAt: at })
        .where(eq(influencers.id, id))
        .returning({ id: influencers.id, active: influencers.active });
      return row;
    },

    async remove(id: number, tx: Db = db) {
      const [row] = await tx
        .delete(influencers)
        .where(eq(influencers.id, id))
        .returning({ id: influencers.id });
      return row;
    },

    /** The pages a tracking link may lead to: active landing pages and Liberta's store. */
    linkTargets(tx: Db = db) {
      return queryRows<{ kind: 'landing' | 'store'; path: string; title: string }>(
        tx,
        sql`select 'landing' as kind,
                 case l.kind when 'internal' then '/interna/' else '/lancamento/' end || l.slug as path,
                 l.title
            from landing_pages l where l.active
          union all
          select 'store', '/loja/' || p.slug, p.name
            from products p
            where p.active and p.available_in_store and p.deleted_at is null
              and (cardinality(p.brands) = 0 or 'liberta' = any(p.brands))
          order by 1, 3`,
      );
    },

    /**
     * Per influencer over the period (one statement): sign-ups and trials that carried their
     * code, and the paid orders (paid in the period, less refunds) of the people they brought.
     */
    report(period: InfluencerPeriod, tx: Db = db): Promise<ReportRow[]> {
      return queryRows<ReportRow>(
        tx,
        sql`with ${periodCte(period)}, ${attributedCte},
          signups as (
            select lower(u.tracking ->> 'utm_influenciador') as key, count(*)::int as n
            from users u, period
            where u.tracking ? 'utm_influenciador' and u.deleted_at is null
              and u.created_at >= period.starts and u.created_at < period.ends
            group by 1),
          trials as (
            select lower(t.tracking ->> 'utm_influenciador') as key, count(*)::int as n
            from user_trials t, period
            where t.tracking ? 'utm_influenciador'
              and t.starts_at >= period.starts and t.starts_at < period.ends
            group by 1),
          paid as (
            select a.key, count(*)::int as n, sum(o.total_cents - o.refunded_cents)::bigint as cents
            from orders o join attributed a on a.user_id = o.user_id, period
            where o.paid_at >= period.starts and o.paid_at < period.ends
            group by 1)
          select i.id as influencer_id, i.name, i.code, i.active,
                 coalesce(s.n, 0) as signups, coalesce(t.n, 0) as trials,
                 coalesce(p.n, 0) as paid_orders, coalesce(p.cents, 0) as revenue_cents
          from influencers i
          left join signups s on s.key = lower(i.code)
          left join trials t on t.key = lower(i.code)
          left join paid p on p.key = lower(i.code)
          order by coalesce(p.cents, 0) desc, coalesce(s.n, 0) desc, i.name, i.id`,
      );
    },

    /**
     * The people an influencer brought in the period (one statement, newest first), with how
     * it went: a paid order since (customer), a trial still running, a trial over, or neither.
     */
    leads(
      code: string,
      period: InfluencerPeriod,
      paging: { page: number; per_page: number },
      at: Date,
      tx: Db = db,
    ): Promise<LeadRow[]> {
      return queryRows<LeadRow>(
        tx,
        sql`with ${periodCte(period)}, ${attributedCte}
          select u.id as user_id, u.name, u.email, u.phone_number, a.arrived_at, a.via,
                 tr.ends_at as trial_ends_at,
                 coalesce(po.n, 0) as paid_orders, coalesce(po.cents, 0) as revenue_cents,
                 case when coalesce(po.n, 0) > 0 then 'customer'
                      when tr.ends_at > ${at.toISOString()}::timestamptz then 'in_trial'
                      when tr.ends_at is not null then 'trial_ended'
                      else 'signed_up' end as outcome,
                 count(*) over ()::int as total
          from attributed a
          join period on a.arrived_at >= period.starts and a.arrived_at < period.ends
          join users u on u.id = a.user_id
          left join lateral (select max(t.ends_at) as ends_at from user_trials t
                             where t.user_id = u.id) tr on true
          left join lateral (select count(*)::int as n,
                                    sum(o.total_cents - o.refunded_cents)::bigint as cents
                             from orders o where o.user_id = u.id and o.paid_at is not null) po on true
          where a.key = lower(${code})
          order by a.arrived_at desc, u.id desc
          limit ${paging.per_page} offset ${(paging.page - 1) * paging.per_page}`,
      );
    },
  };
}
export type InfluencersQueries = ReturnType<typeof influencersQueries>;
