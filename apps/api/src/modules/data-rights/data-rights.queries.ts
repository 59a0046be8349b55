import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { queryRows } from '../../platform/db/database.ts';
import type { Db } from '../../platform/db/database.ts';

/** Every SQL statement of the data subjects' rights: the export, the anonymisation, the queue. */

export interface SubjectRow {
  id: number;
  name: string;
  email: string;
  password_hash: string;
  profile_id: number;
  deleted_at: Date | null;
}

export interface DataRequestRow {
  id: number;
  user_id: number;
  user_name: string;
  user_email: string;
  anonymised: boolean;
  kind: 'export' | 'deletion' | 'correction' | 'information' | 'other';
  status: 'open' | 'done';
  channel: 'self' | 'staff';
  brand: string;
  note: string | null;
  answer: string | null;
  requested_at: Date;
  due_at: Date;
  answered_at: Date | null;
  answered_by_name: string | null;
}

export interface NewDataRequest {
  userId: number;
  kind: DataRequestRow['kind'];
  status: DataRequestRow['status'];
  channel: DataRequestRow['channel'];
  brand: string;
  note: string | null;
  answer: string | null;
  requestedAt: Date;
  dueAt: Date;
  /** Staff who registered it (null: the person themself). */
  createdBy: number | null;
  /** Answered at once (an export): who and when. */
  answeredAt: Date | null;
  answeredBy: number | null;
}

/** A JSON list of the rows of `query` (an empty list when none). */
const rowsOf = (query: SQL) =>
  sql`coalesce((select json_agg(row_to_json(x)) from (${query}) x), '[]'::json)`;

/**
 * The sections of the export, each the person's rows as stored, without secrets: no password or
 * token hashes, no message bodies (links in them may still sign in), no other person's data.
 */
function exportSections(userId: number): SQL {
  const sections: [string, SQL][] = [
    [
      'profile',
      sql`select id, name, nickname, email, identifier, phone_number, gender, birth_date,
                 ocupation, interests, first_access, phone_verified_at, tracking, created_at,
                 updated_at
          from users where id = ${userId}`,
    ],
    [
      'addresses',
      sql`select a.id, a.name, a.address, a.number, a.complement, a.district, a.zip_code,
                 ci.name as city, st.name as state, a.created_at, a.updated_at
          from addresses a
          left join cities ci on ci.id = a.city_id
          left join states st on st.id = a.state_id
          where a.user_id = ${userId} order by a.id`,
    ],
    [
      'sessions',
      sql`select id, created_at, last_used_at, expires_at, revoked_at, host(ip) as ip, user_agent,
                 (impersonator_user_id is not null) as opened_by_staff
          from sessions where user_id = ${userId} order by id`,
    ],
    [
      'trials',
      sql`select id, days, starts_at, ends_at, tracking, created_at
          from user_trials where user_id = ${userId} order by id`,
    ],
    [
      'access_grants',
      sql`select id, kind, target_id, starts_at, ends_at, source, revoked_at, note, created_at
          from access_grants where user_id = ${userId} order by id`,
    ],
    [
      'courtesies',
      sql`select id, product_id, type, starts_at, ends_at, note, revoked_at, created_at
          from courtesies where user_id = ${userId} order by id`,
    ],
    [
      'lesson_progress',
      sql`select lesson_id, course_id, position_seconds, furthest_seconds, duration_seconds,
                 completed_at, updated_at
          from lesson_progress where user_id = ${userId} order by course_id, lesson_id`,
    ],
    [
      'certificates',
      sql`select code, course_id, student_name, course_title, workload_minutes, issued_at
          from certificates where user_id = ${userId} order by issued_at`,
    ],
    [
      'content_completions',
      sql`select kind, target_id, completed_at
          from content_completions where user_id = ${userId} order by completed_at`,
    ],
    [
      'orders',
      sql`select o.id, o.brand, o.status, o.subtotal_cents, o.coupon_discount_cents,
                 o.payment_discount_cents, o.total_cents, o.refunded_cents, o.coupon_code,
                 o.method, o.installments, o.customer_name, o.customer_email, o.customer_tax_id,
                 o.paid_at, o.cancelled_at, o.created_at,
                 coalesce((select json_agg(json_build_object('product_id', op.product_id,
                   'name', op.name, 'amount', op.amount, 'unit_price_cents', op.unit_price_cents,
                   'total_cents', op.total_cents) order by op.id)
                   from order_products op where op.order_id = o.id), '[]'::json) as lines,
                 coalesce((select json_agg(json_build_object('method', pay.method,
                   'status', pay.status, 'amount_cents', pay.amount_cents,
                   'installments', pay.installments, 'card_brand', pay.card_brand,
                   'card_last4', pay.card_last4, 'paid_at', pay.paid_at,
                   'created_at', pay.created_at) order by pay.id)
                   from order_payments pay where pay.order_id = o.id), '[]'::json) as payments
          from orders o where o.user_id = ${userId} order by o.id`,
    ],
    [
      'carts',
      sql`select c.id, c.brand, c.status, c.coupon_id, c.installments, c.terms_accepted_at,
                 c.created_at, c.updated_at,
                 coalesce((select json_agg(json_build_object('product_id', scp.product_id,
                   'amount', scp.amount) order by scp.id)
                   from shopping_cart_products scp where scp.cart_id = c.id), '[]'::json) as lines
          from shopping_carts c where c.user_id = ${userId} order by c.id`,
    ],
    [
      'coupon_redemptions',
      sql`select coupon_id, order_id, status, held_until, created_at
          from coupon_redemptions where user_id = ${userId} order by id`,
    ],
    [
      'chat_messages',
      sql`select id, chat_id, broadcast_id, message, type, hidden, deleted_at, created_at
          from chat_messages where user_id = ${userId} order by id`,
    ],
    [
      'chat_mutes',
      sql`select chat_id, muted_at, expires_at, reason, unmuted_at
          from chat_mutes where user_id = ${userId} order by id`,
    ],
    [
      'recommendation_follows',
      sql`select kind, target_id, brand, in_app, email_digest, created_at
          from recommendation_follows where user_id = ${userId} order by created_at`,
    ],
    [
      'landing_leads',
      sql`select l.landing_page_id, l.name, l.email, l.phone_number, l.utm, l.created_at
          from landing_leads l
          where l.user_id = ${userId}
             or lower(l.email) = (select email from users where id = ${userId})
          order by l.id`,
    ],
    [
      'messages_sent_to_you',
      sql`select m.channel, m.subject, m.kind, m.status, m.created_at, m.sent_at
          from outbox_messages m
          where m.recipient in (select email from users where id = ${userId}
                                union all
                                select phone_number from users
                                where id = ${userId} and phone_number is not null)
          order by m.id`,
    ],
    [
      'activity_log',
      sql`select at, action, target_type, target_id, host(ip) as ip
          from audit_logs
          where actor_user_id = ${userId} or on_behalf_of_user_id = ${userId}
          order by id desc limit 1000`,
    ],
    [
      'nps_answers',
      sql`select q.question, a.score, a.answer_text, a.brand, a.created_at, a.answered_at
          from nps_question_users a join nps_questions q on q.id = a.question_id
          where a.user_id = ${userId} order by a.id`,
    ],
    [
      'help_feedback',
      sql`select q.question, f.helpful, f.brand, f.created_at, f.updated_at
          from help_feedback f join help_questions q on q.id = f.question_id
          where f.user_id = ${userId} order by f.id`,
    ],
    [
      'advisor',
      sql`select u.name as advisor_name, a.assigned_at
          from customer_advisors a join users u on u.id = a.advisor_id
          where a.customer_id = ${userId}`,
    ],
    [
      'advisor_appointments',
      sql`select e.title, e.starts_at, e.ends_at, e.location, e.video_url, e.notes, e.booked_at,
                 e.cancelled_at, u.name as advisor_name
          from staff_agenda_events e join users u on u.id = e.owner_id
          where e.customer_id = ${userId} order by e.starts_at`,
    ],
    [
      'cookie_consents',
      sql`select brand, decision, statistics, preferences, marketing, banner_version,
                 policy_version, decided_at
          from cookie_consents where user_id = ${userId} order by id`,
    ],
    [
      'data_requests',
      sql`select kind, status, channel, note, answer, requested_at, due_at, answered_at
          from data_requests where user_id = ${userId} order by id`,
    ],
  ];
  return sql`json_build_object(${sql.join(
    sections.map(([name, query]) => sql`${name}::text, ${rowsOf(query)}`),
    sql`, `,
  )})`;
}

const requestColumns = sql`r.id, r.user_id, u.name as user_name, u.email as user_email,
  (u.deleted_at is not null and r.kind = 'deletion' and u.email like 'removido-%') as anonymised,
  r.kind, r.status, r.channel, r.brand, r.note, r.answer, r.requested_at, r.due_at,
  r.answered_at, a.name as answered_by_name`;
const requestFrom = sql`from data_requests r
  join users u on u.id = r.user_id
  left join users a on a.id = r.answered_by`;

export function dataRightsQueries(db: Db) {
  return {
    /** The account as the rules need it (password hash to confirm a deletion). */
    async subject(userId: number, tx?: Db): Promise<SubjectRow | null> {
      const [row] = await queryRows<SubjectRow>(
        tx ?? db,
        sql`select id, name, email, password_hash, profile_id, deleted_at
            from users where id = ${userId}`,
      );
      return row ?? null;
    },

    /** Everything stored about a person, in one statement (sections: `exportSections`). */
    async exportOf(userId: number): Promise<Record<string, Record<string, unknown>[]>> {
      const [row] = await queryRows<{ sections: Record<string, Record<string, unknown>[]> }>(
        db,
        sql`select ${exportSections(userId)} as sections`,
      );
      return row!.sections;
    },

    /**
     * De-identifies a person in one statement: the account row keeps its id (orders, chat and
     * the request point at it) with no name, e-mail, CPF, phone, birth date, avatar, interests or
     * UTM data; addresses, follows, reset links and codes and the open carts go; every session
     * ends; orders, certificates, leads and trials lose the name, e-mail, CPF and UTM data they
     * copied; messages sent to the old address lose it. `anonymousEmail` is unique per id.
     */
    async anonymise(
      userId: number,
      anonymousEmail: string,
      anonymousName: string,
      unusableHash: string,
      at: Date,
      tx: Db,
    ): Promise<{ old_email: string; old_phone: string | null } | null> {
      const [row] = await queryRows<{ old_email: string; old_phone: string | null }>(
        tx,
        sql`with old as (
              select id, email, phone_number from users
              where id = ${userId} and deleted_at is null for update),
            u as (
              update users set name = ${anonymousName}, nickname = null,
                email = ${anonymousEmail}, identifier = null, password_hash = ${unusableHash},
                phone_number = null, gender = null, birth_date = null, ocupation = null,
                avatar_path = null, interests = '[]'::jsonb, tracking = null,
                phone_verified_at = null, deleted_at = ${at}, updated_at = ${at}
              where id in (select id from old)
              returning id),
            s as (
              update sessions set revoked_at = ${at}
              where user_id in (select id from u) and revoked_at is null),
            ad as (delete from addresses where user_id in (select id from u)),
            f as (delete from recommendation_follows where user_id in (select id from u)),
            pr as (delete from password_resets where user_id in (select id from u)),
            ac as (delete from auth_codes where user_id in (select id from u)),
            cp as (
              delete from shopping_cart_products where cart_id in (
                select id from shopping_carts
                where user_id in (select id from u) and status = 'open')),
            ca as (
              delete from shopping_carts
              where user_id in (select id from u) and status = 'open'
                and not exists (select 1 from orders o where o.cart_id = shopping_carts.id)),
            o as (
              update orders set customer_name = ${anonymousName},
                customer_email = ${anonymousEmail}, customer_tax_id = null, address_id = null,
                updated_at = ${at}
              where user_id in (select id from u)),
            ce as (
              update certificates set student_name = ${anonymousName}
              where user_id in (select id from u)),
            t as (update user_trials set tracking = null where user_id in (select id from u)),
            l as (
              update landing_leads set name = ${anonymousName}, email = ${anonymousEmail},
                phone_number = null, utm = null
              where user_id in (select id from u)
                 or lower(email) = (select email from old)),
            -- The advisor's agenda keeps the appointment without the name or the subject; the
            -- ones still ahead are cancelled (nobody will come), and the advisor link goes.
            sa as (
              update staff_agenda_events set title = 'Atendimento: ' || ${anonymousName}::text,
                notes = null, ics_token_hash = null,
                cancelled_at = case when starts_at > ${at} then coalesce(cancelled_at, ${at})
                                    else cancelled_at end
              where customer_id in (select id from u)),
            sad as (delete from customer_advisors where customer_id in (select id from u)),
            m as (
              update outbox_messages set recipient = ${anonymousEmail}
              where recipient = (select email from old)
                 or recipient = (select phone_number from old))
            select old.email as old_email, old.phone_number as old_phone
            from old join u on u.id = old.id`,
      );
      return row ?? null;
    },

    async insertRequest(values: NewDataRequest, tx?: Db): Promise<number> {
      const [row] = await queryRows<{ id: number }>(
        tx ?? db,
        sql`insert into data_requests (user_id, kind, status, channel, brand, note, answer,
              requested_at, due_at, answered_at, answered_by, created_by)
            values (${values.userId}, ${values.kind}, ${values.status}, ${values.channel},
              ${values.brand}, ${values.note}, ${values.answer}, ${values.requestedAt},
              ${values.dueAt}, ${values.answeredAt}, ${values.answeredBy}, ${values.createdBy})
            returning id`,
      );
      return row!.id;
    },

    async request(id: number): Promise<DataRequestRow | null> {
      const [row] = await queryRows<DataRequestRow>(
        db,
        sql`select ${requestColumns} ${requestFrom} where r.id = ${id}`,
      );
      return row ?? null;
    },

    /** One page of the queue: open first by deadline, then the answered, newest first. */
    async list(filter: {
      page: number;
      perPage: number;
      search?: string | undefined;
      status?: DataRequestRow['status'] | undefined;
      kind?: DataRequestRow['kind'] | undefined;
      userId?: number | undefined;
    }): Promise<{ rows: DataRequestRow[]; total: number }> {
      const where: SQL[] = [sql`true`];
      if (filter.status) where.push(sql`r.status = ${filter.status}`);
      if (filter.kind) where.push(sql`r.kind = ${filter.kind}`);
      if (filter.userId) where.push(sql`r.user_id = ${filter.userId}`);
      if (filter.search) {
        const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        where.push(sql`(u.name ilike ${pattern} or u.email ilike ${pattern}
          or r.note ilike ${pattern} or r.id::text = ${filter.search})`);
      }
      const rows = await queryRows<DataRequestRow & { total: number }>(
        db,
        sql`select ${requestColumns}, count(*) over ()::int as total ${requestFrom}
            where ${sql.join(where, sql` and `)}
            order by (r.status = 'open') desc,
              case when r.status = 'open' then r.due_at end asc,
              r.requested_at desc, r.id desc
            limit ${filter.perPage} offset ${(filter.page - 1) * filter.perPage}`,
      );
      return {
        rows: rows.map(({ total: _total, ...row }) => row),
        total: rows[0]?.total ?? 0,
      };
    },

    /** open → done, once; false when it was already answered (or does not exist). */
    async answer(id: number, answer: string, by: number, at: Date): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`update data_requests set status = 'done', answer = ${answer}, answered_at = ${at},
              answered_by = ${by}
            where id = ${id} and status = 'open' returning id`,
      );
      return rows.length > 0;
    },
  };
}

export type DataRightsQueries = ReturnType<typeof dataRightsQueries>;
