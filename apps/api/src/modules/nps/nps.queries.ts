import { and, asc, desc, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { BrandId, NpsAudience } from '@app/shared';
import {
  npsFollowUps,
  npsQuestionCategories,
  npsQuestionUsers,
  npsQuestions,
  npsSends,
  users,
} from '../../db/schema/index.ts';
import { queryRows } from '../../platform/db/database.ts';
import type { Db } from '../../platform/db/database.ts';
import { activeGrant, reachableTargets } from '../access/access.queries.ts';

/** Every SQL statement of the NPS surveys (the service holds the rules). */

export type QuestionValues = Omit<
  typeof npsQuestions.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>;

export interface QuestionFilter {
  search?: string | undefined;
  categoryId?: number | undefined;
  active?: boolean | undefined;
}

/** `%` and `_` typed by someone are searched for as themselves. */
const likeTerm = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function questionWhere(filter: QuestionFilter): SQL | undefined {
  return and(
    filter.search ? ilike(npsQuestions.question, likeTerm(filter.search)) : undefined,
    filter.categoryId !== undefined ? eq(npsQuestions.categoryId, filter.categoryId) : undefined,
    filter.active !== undefined ? eq(npsQuestions.active, filter.active) : undefined,
  );
}

const questionColumns = {
  id: npsQuestions.id,
  question: npsQuestions.question,
  categoryId: npsQuestions.categoryId,
  categoryName: npsQuestionCategories.name,
  openQuestion: npsQuestions.openQuestion,
  active: npsQuestions.active,
  sortOrder: npsQuestions.sortOrder,
  createdAt: npsQuestions.createdAt,
  sent: sql<number>`(select count(*) from nps_question_users s where s.question_id = ${npsQuestions.id})`.mapWith(
    Number,
  ),
  answered:
    sql<number>`(select count(*) from nps_question_users s where s.question_id = ${npsQuestions.id} and s.answered_at is not null)`.mapWith(
      Number,
    ),
};
export interface QuestionRow {
  id: number;
  question: string;
  categoryId: number;
  categoryName: string;
  openQuestion: boolean;
  active: boolean;
  sortOrder: number;
  createdAt: Date;
  sent: number;
  answered: number;
}

/**
 * The people an audience reaches at `at`, as a `where` on `users u`: every filter narrows, an
 * empty list is "any". Grants are the access module's rules (`activeGrant`, `reachableTargets`).
 */
export function audienceWhere(a: NpsAudience, at: string): SQL {
  const parts: SQL[] = [sql`u.deleted_at is null`];
  const list = (values: number[]) => sql`${`{${values.join(',')}}`}::int[]`;
  if (a.profile_ids.length > 0) parts.push(sql`u.profile_id = any(${list(a.profile_ids)})`);
  if (a.signature_type_ids.length > 0)
    parts.push(sql`exists (select 1 from access_grants g where g.user_id = u.id
      and g.kind = 'signature' and g.target_id = any(${list(a.signature_type_ids)})
      and ${activeGrant('g', at)})`);
  if (a.course_ids.length > 0)
    parts.push(sql`exists (select 1 from ${reachableTargets(sql`u.id`, 'course', at)} rt
      where rt.target_id = any(${list(a.course_ids)}))`);
  if (a.product_ids.length > 0)
    parts.push(sql`exists (select 1 from orders o join order_products op on op.order_id = o.id
      where o.user_id = u.id and o.paid_at is not null and o.status in (2, 6)
        and op.product_id = any(${list(a.product_ids)}))`);
  if (a.trial !== 'any') {
    const inTrial = sql`exists (select 1 from user_trials t where t.user_id = u.id
      and t.starts_at <= ${at}::timestamptz and t.ends_at > ${at}::timestamptz)`;
    parts.push(a.trial === 'only' ? inTrial : sql`not ${inTrial}`);
  }
  const spDay = sql`(u.created_at at time zone 'America/Sao_Paulo')::date`;
  if (a.signed_up_from) parts.push(sql`${spDay} >= ${a.signed_up_from}::date`);
  if (a.signed_up_to) parts.push(sql`${spDay} <= ${a.signed_up_to}::date`);
  return sql.join(parts, sql` and `);
}

export interface ResultsFilter {
  questionId?: number | undefined;
  categoryId?: number | undefined;
  brand?: BrandId | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * The rows a result counts: answered or still pending; a row's day is its answer's (else its
 * send's), in São Paulo. With a brand chosen only answers count (a pending row has no brand).
 */
function resultsWhere(f: ResultsFilter): SQL {
  const parts: SQL[] = [sql`true`];
  const spDay = sql`(coalesce(qu.answered_at, qu.created_at) at time zone 'America/Sao_Paulo')::date`;
  if (f.questionId !== undefined) parts.push(sql`qu.question_id = ${f.questionId}`);
  if (f.categoryId !== undefined) parts.push(sql`q.category_id = ${f.categoryId}`);
  if (f.brand) parts.push(sql`qu.brand = ${f.brand}`);
  if (f.from) parts.push(sql`${spDay} >= ${f.from}::date`);
  if (f.to) parts.push(sql`${spDay} <= ${f.to}::date`);
  return sql.join(parts, sql` and `);
}

export interface FigureRow {
  dimension: 'overall' | 'question' | 'category' | 'brand' | 'month';
  key: string | null;
  label: string | null;
  sort_order: number | null;
  sent: number;
  answered: number;
  promoters: number;
  passives: number;
  detractors: number;
}

export interface AnswerFilter extends ResultsFilter {
  search?: string | undefined;
  kind?: 'open' | 'detractor' | undefined;
}

export interface AnswerRow {
  id: number;
  question_id: number;
  question: string;
  category_name: string;
  user_id: number;
  user_name: string;
  user_email: string;
  score: number | null;
  answer_text: string | null;
  brand: BrandId | null;
  answered_at: Date | string;
  follow_up: {
    id: number;
    status: 'open' | 'closed';
    assigned_to: number | null;
    assigned_name: string | null;
    note: string | null;
    created_at: string;
    closed_at: string | null;
  } | null;
  total: number;
}

function answerWhere(f: AnswerFilter): SQL {
  const parts: SQL[] = [sql`qu.answered_at is not null`, resultsWhere(f)];
  if (f.kind === 'open') parts.push(sql`qu.answer_text is not null`);
  if (f.kind === 'detractor') parts.push(sql`qu.score <= 6`);
  if (f.search)
    parts.push(sql`(qu.answer_text ilike ${likeTerm(f.search)} or q.question ilike ${likeTerm(f.search)}
      or u.name ilike ${likeTerm(f.search)} or u.email ilike ${likeTerm(f.search)})`);
  return sql.join(parts, sql` and `);
}

const answerSelect = sql`select qu.id, qu.question_id, q.question, c.name as category_name,
    qu.user_id, u.name as user_name, u.email as user_email, qu.score, qu.answer_text, qu.brand,
    qu.answered_at,
    (select json_build_object('id', f.id, 'status', f.status, 'assigned_to', f.assigned_to,
        'assigned_name', a.name, 'note', f.note, 'created_at', f.created_at,
        'closed_at', f.closed_at)
       from nps_follow_ups f left join users a on a.id = f.assigned_to
      where f.question_user_id = qu.id) as follow_up,
    count(*) over ()::int as total
  from nps_question_users qu
  join nps_questions q on q.id = qu.question_id
  join nps_question_categories c on c.id = q.category_id
  join users u on u.id = qu.user_id`;

export function npsQueries(db: Db) {
  return {
    categories(tx: Db = db) {
      return tx
        .select({ id: npsQuestionCategories.id, name: npsQuestionCategories.name })
        .from(npsQuestionCategories)
        .orderBy(asc(npsQuestionCategories.sortOrder), asc(npsQuestionCategories.name));
    },

    /** The audience filters' choices, in one statement. */
    async audienceOptions(tx: Db = db) {
      const [row] = await queryRows<{
        profiles: { id: number; name: string }[];
        signature_types: { id: number; name: string }[];
        products: { id: number; name: string }[];
        courses: { id: number; name: string }[];
      }>(
        tx,
        sql`select
          coalesce((select json_agg(json_build_object('id', id, 'name', name) order by name)
            from profiles), '[]') as profiles,
          coalesce((select json_agg(json_build_object('id', id, 'name', name) order by name)
            from signature_types), '[]') as signature_types,
          coalesce((select json_agg(json_build_object('id', id, 'name', name) order by name)
            from products), '[]') as products,
          coalesce((select json_agg(json_build_object('id', id, 'name', title) order by title)
            from courses), '[]') as courses`,
      );
      return row!;
    },

    /** One page by order then id, with the filter's total (one statement; past the end, two). */
    async questionPage(filter: QuestionFilter, limit: number, offset: number, tx: Db = db) {
      const rows = await tx
        .select({ ...questionColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(npsQuestions)
        .innerJoin(npsQuestionCategories, eq(npsQuestionCategories.id, npsQuestions.categoryId))
        .where(questionWhere(filter))
        .orderBy(asc(npsQuestions.sortOrder), asc(npsQuestions.id))
        .limit(limit)
        .offset(offset);
      if (rows.length > 0 || offset === 0) return { rows, total: rows[0]?.total ?? 0 };
      const [counted] = await tx
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(npsQuestions)
        .where(questionWhere(filter));
      return { rows: [], total: counted?.total ?? 0 };
    },

    async findQuestion(id: number, tx: Db = db): Promise<QuestionRow | undefined> {
      const [row] = await tx
        .select(questionColumns)
        .from(npsQuestions)
        .innerJoin(npsQuestionCategories, eq(npsQuestionCategories.id, npsQuestions.categoryId))
        .where(eq(npsQuestions.id, id));
      return row;
    },

    async insertQuestion(values: QuestionValues, tx: Db = db) {
      const [row] = await tx.insert(npsQuestions).values(values).returning({ id: npsQuestions.id });
      return row!.id;
    },

    async updateQuestion(id: number, values: QuestionValues, at: Date, tx: Db = db) {
      const rows = await tx
        .update(npsQuestions)
        .set({ ...values, updatedAt: at })
        .where(eq(npsQuestions.id, id))
        .returning({ id: npsQuestions.id });
      return rows.length > 0;
    },

    async toggleActive(id: number, at: Date, tx: Db = db) {
      const rows = await tx
        .update(npsQuestions)
        .set({ active: sql`not ${npsQuestions.active}`, updatedAt: at })
        .where(eq(npsQuestions.id, id))
        .returning({ id: npsQuestions.id });
      return rows.length > 0;
    },

    /** Whether a row was deleted (a question sent to someone stays: the foreign key refuses). */
    async removeQuestion(id: number, tx: Db = db) {
      const rows = await tx
        .delete(npsQuestions)
        .where(eq(npsQuestions.id, id))
        .returning({ id: npsQuestions.id });
      return rows.length > 0;
    },

    /** The questions of `ids` that exist, with whether they are active. */
    questionsIn(ids: number[], tx: Db = db) {
      return queryRows<{ id: number; question: string; active: boolean }>(
        tx,
        sql`select id, question, active from nps_questions
          where id = any(${`{${ids.join(',')}}`}::int[]) order by sort_order, id`,
      );
    },

    /** What a send would do at `at`: the people reached and the pairs new or already pending. */
    async check(questionIds: number[], audience: NpsAudience, at: string, tx: Db = db) {
      const [row] = await queryRows<{ people: number; pending: number }>(
        tx,
        sql`with people as (select u.id from users u where ${audienceWhere(audience, at)})
          select (select count(*) from people)::int as people,
            (select count(*) from nps_question_users qu join people p on p.id = qu.user_id
              where qu.answered_at is null
                and qu.question_id = any(${`{${questionIds.join(',')}}`}::int[]))::int as pending`,
      );
      return row!;
    },

    /**
     * Sends: one round row, then one row per person × question, skipping pairs already pending
     * (the partial unique index); the round keeps how many it created. Three statements (pass a
     * transaction).
     */
    async send(
      questionIds: number[],
      audience: NpsAudience,
      sentBy: number,
      at: Date,
      tx: Db,
    ): Promise<{ id: number; created: number }> {
      const [round] = await tx
        .insert(npsSends)
        .values({ questionIds, audience, created: 0, sentBy, createdAt: at })
        .returning({ id: npsSends.id });
      const iso = at.toISOString();
      const [made] = await queryRows<{ created: number }>(
        tx,
        sql`with made as (
            insert into nps_question_users (question_id, user_id, send_id, created_at)
            select q.id, u.id, ${round!.id}, ${iso}::timestamptz
            from users u cross join (select unnest(${`{${questionIds.join(',')}}`}::int[]) as id) q
            where ${audienceWhere(audience, iso)}
            on conflict (question_id, user_id) where answered_at is null do nothing
            returning 1)
          update nps_sends set created = (select count(*) from made)
          where id = ${round!.id} returning created`,
      );
      return { id: round!.id, created: made?.created ?? 0 };
    },

    findSend(id: number, tx: Db = db) {
      return tx
        .select({ id: npsSends.id, questionIds: npsSends.questionIds, audience: npsSends.audience })
        .from(npsSends)
        .where(eq(npsSends.id, id))
        .then((rows) => rows[0]);
    },

    /** The rounds, newest first, with their questions and how many are pending and answered. */
    sendPage(limit: number, offset: number, tx: Db = db) {
      return queryRows<{
        id: number;
        question_ids: number[];
        questions: string[];
        audience: unknown;
        created: number;
        sent_by_name: string | null;
        pending: number;
        answered: number;
        created_at: Date | string;
        total: number;
      }>(
        tx,
        sql`select s.id, s.question_ids, s.audience, s.created, u.name as sent_by_name,
            s.created_at, count(*) over ()::int as total,
            coalesce((select json_agg(q.question order by q.sort_order, q.id) from nps_questions q
              where q.id in (select jsonb_array_elements_text(s.question_ids)::int)), '[]') as questions,
            (select count(*) from nps_question_users qu
              where qu.send_id = s.id and qu.answered_at is null)::int as pending,
            (select count(*) from nps_question_users qu
              where qu.send_id = s.id and qu.answered_at is not null)::int as answered
          from nps_sends s left join users u on u.id = s.sent_by
          order by s.created_at desc, s.id desc limit ${limit} offset ${offset}`,
      );
    },

    async countSends(tx: Db = db) {
      const [row] = await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(npsSends);
      return row?.n ?? 0;
    },

    /** Withdraws a round's pending rows; how many. */
    async withdrawPending(sendId: number, tx: Db = db) {
      const rows = await tx
        .delete(npsQuestionUsers)
        .where(and(eq(npsQuestionUsers.sendId, sendId), isNull(npsQuestionUsers.answeredAt)))
        .returning({ id: npsQuestionUsers.id });
      return rows.length;
    },

    /** Withdraws one pending row: 'deleted', 'answered' or 'missing'. */
    async withdrawOne(id: number, tx: Db = db): Promise<'deleted' | 'answered' | 'missing'> {
      const [row] = await queryRows<{ outcome: 'deleted' | 'answered' | 'missing' }>(
        tx,
        sql`with gone as (delete from nps_question_users where id = ${id} and answered_at is null
            returning id)
          select case when exists (select 1 from gone) then 'deleted'
            when exists (select 1 from nps_question_users where id = ${id}) then 'answered'
            else 'missing' end as outcome`,
      );
      return row!.outcome;
    },

    /** The person's pending questions (active ones), by the questions' order: one statement. */
    pendingOf(userId: number, tx: Db = db) {
      return tx
        .select({
          nps_question_users_id: npsQuestionUsers.id,
          question: npsQuestions.question,
          open_question: npsQuestions.openQuestion,
        })
        .from(npsQuestionUsers)
        .innerJoin(npsQuestions, eq(npsQuestions.id, npsQuestionUsers.questionId))
        .where(
          and(
            eq(npsQuestionUsers.userId, userId),
            isNull(npsQuestionUsers.answeredAt),
            eq(npsQuestions.active, true),
          ),
        )
        .orderBy(asc(npsQuestions.sortOrder), asc(npsQuestionUsers.id));
    },

    /** Question-user rows with their question, of one person or one row. */
    questionUsers(where: { userId?: number; id?: number }, tx: Db = db) {
      return tx
        .select({
          nps_question_users_id: npsQuestionUsers.id,
          question_id: npsQuestions.id,
          question: npsQuestions.question,
          open_question: npsQuestions.openQuestion,
          category_name: npsQuestionCategories.name,
          user_id: npsQuestionUsers.userId,
          user_name: users.name,
          score: npsQuestionUsers.score,
          answer_text: npsQuestionUsers.answerText,
          answered_at: npsQuestionUsers.answeredAt,
          created_at: npsQuestionUsers.createdAt,
        })
        .from(npsQuestionUsers)
        .innerJoin(npsQuestions, eq(npsQuestions.id, npsQuestionUsers.questionId))
        .innerJoin(npsQuestionCategories, eq(npsQuestionCategories.id, npsQuestions.categoryId))
        .innerJoin(users, eq(users.id, npsQuestionUsers.userId))
        .where(
          and(
            where.userId !== undefined ? eq(npsQuestionUsers.userId, where.userId) : undefined,
            where.id !== undefined ? eq(npsQuestionUsers.id, where.id) : undefined,
          ),
        )
        .orderBy(desc(npsQuestionUsers.createdAt), desc(npsQuestionUsers.id))
        .limit(500);
    },

    /** The rows answered ids name, whoever they belong to (the service checks). */
    answerTargets(ids: number[], tx: Db = db) {
      return queryRows<{
        id: number;
        user_id: number;
        answered: boolean;
        open_question: boolean;
      }>(
        tx,
        sql`select qu.id, qu.user_id, qu.answered_at is not null as answered, q.open_question
          from nps_question_users qu join nps_questions q on q.id = qu.question_id
          where qu.id = any(${`{${ids.join(',')}}`}::int[])`,
      );
    },

    /**
     * Records the answers of one person in one statement; only their own pending rows move (a
     * second, parallel save finds them answered). The ids saved.
     */
    async answer(
      userId: number,
      answers: { id: number; score: number | null; text: string | null }[],
      brand: BrandId,
      at: Date,
      tx: Db = db,
    ) {
      const rows = await queryRows<{ id: number }>(
        tx,
        sql`update nps_question_users qu
          set score = v.score, answer_text = v.text,
            answered_at = ${at.toISOString()}::timestamptz, brand = ${brand}
          from jsonb_to_recordset(${JSON.stringify(answers)}::jsonb)
            as v(id int, score smallint, text text)
          where qu.id = v.id and qu.user_id = ${userId} and qu.answered_at is null
          returning qu.id`,
      );
      return rows.map((r) => r.id);
    },

    /** Every figure of the results in one statement (grouping sets). */
    figures(filter: ResultsFilter, tx: Db = db) {
      const month = sql`to_char(coalesce(qu.answered_at, qu.created_at) at time zone 'America/Sao_Paulo', 'YYYY-MM')`;
      return queryRows<FigureRow>(
        tx,
        sql`select
            case when grouping(q.id) = 0 then 'question'
                 when grouping(c.id) = 0 then 'category'
                 when grouping(qu.brand) = 0 then 'brand'
                 when grouping(${month}) = 0 then 'month'
                 else 'overall' end as dimension,
            coalesce(q.id::text, c.id::text, qu.brand, ${month}) as key,
            case when grouping(q.id) = 0 then min(q.question)
                 when grouping(c.id) = 0 then min(c.name) end as label,
            case when grouping(q.id) = 0 then min(q.sort_order) end as sort_order,
            count(*)::int as sent,
            count(qu.answered_at)::int as answered,
            count(*) filter (where qu.score >= 9)::int as promoters,
            count(*) filter (where qu.score between 7 and 8)::int as passives,
            count(*) filter (where qu.score <= 6)::int as detractors
          from nps_question_users qu
          join nps_questions q on q.id = qu.question_id
          join nps_question_categories c on c.id = q.category_id
          where ${resultsWhere(filter)}
          group by grouping sets ((), (q.id), (c.id), (qu.brand), (${month}))`,
      );
    },

    /** One page of answers, newest first, with the filter's total. */
    answerPage(filter: AnswerFilter, limit: number, offset: number, tx: Db = db) {
      return queryRows<AnswerRow>(
        tx,
        sql`${answerSelect} where ${answerWhere(filter)}
          order by qu.answered_at desc, qu.id desc limit ${limit} offset ${offset}`,
      );
    },

    answerById(id: number, tx: Db = db) {
      return queryRows<AnswerRow>(tx, sql`${answerSelect} where qu.id = ${id}`);
    },

    async countAnswers(filter: AnswerFilter, tx: Db = db) {
      const [row] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from nps_question_users qu
          join nps_questions q on q.id = qu.question_id join users u on u.id = qu.user_id
          where ${answerWhere(filter)}`,
      );
      return row?.n ?? 0;
    },

    /** A detractor's answer or not, and whether it exists (the follow-up's check). */
    async answerScore(id: number, tx: Db = db) {
      const [row] = await tx
        .select({ score: npsQuestionUsers.score, answeredAt: npsQuestionUsers.answeredAt })
        .from(npsQuestionUsers)
        .where(eq(npsQuestionUsers.id, id));
      return row;
    },

    /** Opens or changes the follow-up of an answer (one statement). */
    async saveFollowUp(
      questionUserId: number,
      values: { assignedTo: number | null; note: string | null; status: 'open' | 'closed' },
      at: Date,
      tx: Db = db,
    ) {
      const closedAt = values.status === 'closed' ? at : null;
      const [row] = await tx
        .insert(npsFollowUps)
        .values({ questionUserId, ...values, createdAt: at, closedAt })
        .onConflictDoUpdate({
          target: npsFollowUps.questionUserId,
          set: {
            assignedTo: values.assignedTo,
            note: values.note,
            status: values.status,
            closedAt:
              values.status === 'closed'
                ? sql`coalesce(${npsFollowUps.closedAt}, ${at.toISOString()}::timestamptz)`
                : null,
          },
        })
        .returning({ id: npsFollowUps.id });
      return row!.id;
    },
  };
}
export type NpsQueries = ReturnType<typeof npsQueries>;
