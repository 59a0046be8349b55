import { CUSTOMER_PROFILE_ID } from '@app/shared';
import type { InfluencerPeriod, SalesForceLeadFilters, SalesForceSituation } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { queryRows } from '../../platform/db/database.ts';

/** Every SQL statement of the sales-force panel (each read is one statement). */

type Stamp = Date | string;

export interface SummaryRow {
  advisor_name: string | null;
  customers: number;
  subscribers: number;
  trials_running: number;
  trials_converted: number;
  leads: number;
  converted_leads: number;
  open_leads: number;
  paid_orders: number;
  revenue_cents: string | number;
}

export interface CustomerRow {
  user_id: number;
  name: string;
  email: string;
  phone_number: string | null;
  situation: SalesForceSituation;
  signature_name: string | null;
  signature_ends_at: Stamp | null;
  trial_ends_at: Stamp | null;
  last_paid_at: Stamp | null;
  last_total_cents: number | null;
  since: Stamp;
  advisor_id: number;
  advisor_name: string;
  total: number;
}

export interface LeadRow {
  user_id: number;
  name: string;
  email: string;
  phone_number: string | null;
  arrived_at: Stamp;
  via: 'signup' | 'trial';
  code: string | null;
  influencer_id: number | null;
  influencer_name: string | null;
  trial_ends_at: Stamp | null;
  converted_at: Stamp | null;
  advisor_id: number | null;
  advisor_name: string | null;
  total: number;
}

/** null: every advisor's book; a number: that advisor's. */
export type BookScope = number | null;

const customer = (alias: string) => {
  const u = sql.raw(alias);
  return sql`${u}.profile_id = ${CUSTOMER_PROFILE_ID} and ${u}.deleted_at is null`;
};

/** The São Paulo days `from`..`to` (both included) as a half-open interval of instants. */
const periodCte = (period: InfluencerPeriod) => sql`period as (
  select (${period.from}::date)::timestamp at time zone 'America/Sao_Paulo' as starts,
         (${period.to}::date + 1)::timestamp at time zone 'America/Sao_Paulo' as ends)`;

/**
 * When and how each person became a lead: the influencers report's attribution (the
 * `utm_influenciador` of their sign-up, else of their first trial that carried one, lower-cased),
 * else their first trial without a code.
 */
const arrivalsCte = sql`arrivals as (
  select distinct on (user_id) user_id, key, via, arrived_at from (
    select u.id as user_id, lower(u.tracking ->> 'utm_influenciador') as key,
           'signup' as via, u.created_at as arrived_at, 0 as rank
      from users u
      where u.tracking ? 'utm_influenciador' and u.deleted_at is null
    union all
    select t.user_id, lower(t.tracking ->> 'utm_influenciador'), 'trial', t.starts_at,
           case when t.tracking ? 'utm_influenciador' then 1 else 2 end
      from user_trials t
  ) s
  order by user_id, rank, arrived_at)`;

/** The grant rule of the access module (started, not ended, not revoked) for a paid signature. */
const paidSignature = (at: string) => sql`g.kind = 'signature' and g.source <> 'trial'
  and g.revoked_at is null and g.starts_at <= ${at}::timestamptz
  and (g.ends_at is null or g.ends_at > ${at}::timestamptz)`;

const like = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function salesForceQueries(db: Db) {
  return {
    /**
     * The book's figures for the period (one statement): customers, subscribers and trials now,
     * trials converted, leads and their conversion, the revenue of paid orders. `advisor_name`
     * is null when a given advisor is no staff member.
     */
    async summary(
      scope: BookScope,
      period: InfluencerPeriod,
      at: Date,
      tx: Db = db,
    ): Promise<SummaryRow> {
      const now = at.toISOString();
      const [row] = await queryRows<SummaryRow>(
        tx,
        sql`with ${periodCte(period)}, ${arrivalsCte},
          book as (
            select ca.customer_id as user_id from customer_advisors ca
            join users u on u.id = ca.customer_id and ${customer('u')}
            where ${scope}::int is null or ca.advisor_id = ${scope}::int),
          period_leads as (
            select a.user_id, ca.advisor_id,
                   exists (select 1 from orders o where o.user_id = a.user_id
                           and o.paid_at >= a.arrived_at) as converted
            from arrivals a
            join period on a.arrived_at >= period.starts and a.arrived_at < period.ends
            join users u on u.id = a.user_id and ${customer('u')}
            left join customer_advisors ca on ca.customer_id = a.user_id),
          paid as (
            select count(*)::int as n, coalesce(sum(o.total_cents - o.refunded_cents), 0)::bigint as cents
            from orders o join book b on b.user_id = o.user_id, period
            where o.paid_at >= period.starts and o.paid_at < period.ends)
          select
            (select name from users where id = ${scope}::int
               and profile_id <> ${CUSTOMER_PROFILE_ID} and deleted_at is null) as advisor_name,
            (select count(*)::int from book) as customers,
            (select count(*)::int from book b where exists (
               select 1 from access_grants g where g.user_id = b.user_id and ${paidSignature(now)}))
              as subscribers,
            (select count(*)::int from book b where exists (
               select 1 from user_trials t where t.user_id = b.user_id
               and t.starts_at <= ${now}::timestamptz and t.ends_at > ${now}::timestamptz))
              as trials_running,
            (select count(*)::int from book b cross join period
               cross join lateral (select min(o.paid_at) as first_paid from orders o
                                   where o.user_id = b.user_id) f
               where f.first_paid >= period.starts and f.first_paid < period.ends
                 and exists (select 1 from user_trials t where t.user_id = b.user_id
                             and t.starts_at <= f.first_paid)) as trials_converted,
            (select count(*)::int from period_leads l
               where ${scope}::int is null or l.advisor_id = ${scope}::int) as leads,
            (select count(*)::int from period_leads l
               where l.converted and (${scope}::int is null or l.advisor_id = ${scope}::int))
              as converted_leads,
            (select count(*)::int from period_leads l where l.advisor_id is null and not l.converted)
              as open_leads,
            paid.n as paid_orders, paid.cents as revenue_cents
          from paid`,
      );
      return row!;
    },

    /** One page of the book's customers (one statement), by name. */
    customers(
      scope: BookScope,
      filter: {
        page: number;
        per_page: number;
        search?: string | undefined;
        situation?: SalesForceSituation | undefined;
      },
      at: Date,
      tx: Db = db,
    ): Promise<CustomerRow[]> {
      const now = at.toISOString();
      const conditions: SQL[] = [sql`(${scope}::int is null or ca.advisor_id = ${scope}::int)`];
      if (filter.search)
        conditions.push(
          sql`(u.name ilike ${like(filter.search)} or u.email ilike ${like(filter.search)})`,
        );
      return queryRows<CustomerRow>(
        tx,
        sql`select x.*, count(*) over ()::int as total from (
            select u.id as user_id, u.name, u.email, u.phone_number,
                   case when sig.name is not null then 'subscriber'
                        when tr.ends_at is not null then 'trial'
                        else 'inactive' end as situation,
                   sig.name as signature_name, sig.ends_at as signature_ends_at,
                   tr.ends_at as trial_ends_at,
                   lo.paid_at as last_paid_at, lo.total_cents as last_total_cents,
                   ca.assigned_at as since, adv.id as advisor_id, adv.name as advisor_name
            from customer_advisors ca
            join users u on u.id = ca.customer_id and ${customer('u')}
            join users adv on adv.id = ca.advisor_id
            left join lateral (
              select s.name, g.ends_at from access_grants g
              join signature_types s on s.id = g.target_id
              where g.user_id = u.id and ${paidSignature(now)}
              order by g.ends_at desc nulls first limit 1) sig on true
            left join lateral (
              select max(t.ends_at) as ends_at from user_trials t
              where t.user_id = u.id and t.starts_at <= ${now}::timestamptz
                and t.ends_at > ${now}::timestamptz) tr on true
            left join lateral (
              select o.paid_at, o.total_cents - o.refunded_cents as total_cents from orders o
              where o.user_id = u.id and o.paid_at is not null
              order by o.paid_at desc limit 1) lo on true
            where ${sql.join(conditions, sql` and `)}) x
          where ${filter.situation ?? null}::text is null or x.situation = ${filter.situation ?? null}::text
          order by x.name, x.user_id
          limit ${filter.per_page} offset ${(filter.page - 1) * filter.per_page}`,
      );
    },

    /**
     * The leads of the period (one statement), the open ones first, then the newest: who they
     * are, where they came from, whether they paid since and who took them. `paging` null: all.
     */
    leads(
      filter: SalesForceLeadFilters,
      me: number,
      paging: { page: number; per_page: number } | null,
      tx: Db = db,
    ): Promise<LeadRow[]> {
      const conditions: SQL[] = [sql`true`];
      if (filter.search)
        conditions.push(
          sql`(u.name ilike ${like(filter.search)} or u.email ilike ${like(filter.search)})`,
        );
      if (filter.status === 'open') conditions.push(sql`cv.paid_at is null`);
      if (filter.status === 'converted') conditions.push(sql`cv.paid_at is not null`);
      if (filter.source === 'influencer') conditions.push(sql`a.key is not null`);
      if (filter.source === 'trial') conditions.push(sql`a.key is null`);
      if (filter.owner === 'unassigned') conditions.push(sql`ca.advisor_id is null`);
      if (filter.owner === 'mine') conditions.push(sql`ca.advisor_id = ${me}`);
      if (filter.owner === 'others') conditions.push(sql`ca.advisor_id <> ${me}`);
      const page = paging
        ? sql`limit ${paging.per_page} offset ${(paging.page - 1) * paging.per_page}`
        : sql``;
      return queryRows<LeadRow>(
        tx,
        sql`with ${periodCte(filter)}, ${arrivalsCte}
          select u.id as user_id, u.name, u.email, u.phone_number, a.arrived_at, a.via,
                 a.key as code, i.id as influencer_id, i.name as influencer_name,
                 tr.ends_at as trial_ends_at, cv.paid_at as converted_at,
                 adv.id as advisor_id, adv.name as advisor_name,
                 count(*) over ()::int as total
          from arrivals a
          join period on a.arrived_at >= period.starts and a.arrived_at < period.ends
          join users u on u.id = a.user_id and ${customer('u')}
          left join influencers i on lower(i.code) = a.key
          left join customer_advisors ca on ca.customer_id = u.id
          left join users adv on adv.id = ca.advisor_id
          left join lateral (select max(t.ends_at) as ends_at from user_trials t
                             where t.user_id = u.id) tr on true
          left join lateral (select min(o.paid_at) as paid_at from orders o
                             where o.user_id = u.id and o.paid_at >= a.arrived_at) cv on true
          where ${sql.join(conditions, sql` and `)}
          order by (cv.paid_at is null) desc, a.arrived_at desc, u.id desc
          ${page}`,
      );
    },

    /** Staff members responsible for at least one customer, with how many (the manager's filter). */
    advisors(tx: Db = db) {
      return queryRows<{ id: number; name: string; customers: number }>(
        tx,
        sql`select adv.id, adv.name, count(*)::int as customers
          from customer_advisors ca
          join users adv on adv.id = ca.advisor_id and adv.deleted_at is null
          join users u on u.id = ca.customer_id and ${customer('u')}
          group by adv.id, adv.name
          order by adv.name, adv.id`,
      );
    },

    /**
     * Makes `advisor` responsible for the customer if nobody is (one statement; the primary key
     * settles a race: the second insert does nothing). The customer's id, or undefined.
     */
    async take(customerId: number, advisor: number, at: Date, tx: Db = db) {
      const [row] = await queryRows<{ customer_id: number }>(
        tx,
        sql`insert into customer_advisors (customer_id, advisor_id, assigned_by, assigned_at)
          select u.id, ${advisor}, ${advisor}, ${at.toISOString()}::timestamptz
          from users u where u.id = ${customerId} and ${customer('u')}
          on conflict (customer_id) do nothing
          returning customer_id`,
      );
      return row?.customer_id;
    },

    /** Whether the person is a customer, and who is responsible for them (one statement). */
    async holder(customerId: number, tx: Db = db) {
      const [row] = await queryRows<{ advisor_id: number | null; advisor_name: string | null }>(
        tx,
        sql`select ca.advisor_id, adv.name as advisor_name
          from users u
          left join customer_advisors ca on ca.customer_id = u.id
          left join users adv on adv.id = ca.advisor_id
          where u.id = ${customerId} and ${customer('u')}`,
      );
      return row;
    },
  };
}
export type SalesForceQueries = ReturnType<typeof salesForceQueries>;
