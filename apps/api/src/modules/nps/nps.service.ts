import {
  BRANDS,
  formatDateTimeSaoPaulo,
  NPS_MESSAGES,
  NPS_SAVED_MESSAGE,
  npsScore,
} from '@app/shared';
import type {
  BrandId,
  NpsFigure,
  NpsQuestion,
  NpsQuestionUser,
  NpsResults,
  NpsSend,
  npsAnswerInputSchema,
  npsAnswerListQuerySchema,
  npsAudienceSchema,
  npsFollowUpInputSchema,
  npsQuestionInputSchema,
  npsQuestionListQuerySchema,
  npsResultsQuerySchema,
  npsSendInputSchema,
  npsSendListQuerySchema,
} from '@app/shared';
import type { z } from 'zod';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, isForeignKeyViolation } from '../../platform/errors.ts';
import { PT_BR_SPREADSHEET, toCsv } from '../landings/csv.ts';
import { npsQueries } from './nps.queries.ts';
import type { AnswerRow, FigureRow, QuestionRow, ResultsFilter } from './nps.queries.ts';

type QuestionInput = z.output<typeof npsQuestionInputSchema>;
type QuestionListQuery = z.output<typeof npsQuestionListQuerySchema>;
type SendInput = z.output<typeof npsSendInputSchema>;
type Audience = z.output<typeof npsAudienceSchema>;
type SendListQuery = z.output<typeof npsSendListQuerySchema>;
type AnswerInput = z.output<typeof npsAnswerInputSchema>;
type ResultsQuery = z.output<typeof npsResultsQuerySchema>;
type AnswerListQuery = z.output<typeof npsAnswerListQuerySchema>;
type FollowUpInput = z.output<typeof npsFollowUpInputSchema>;

export interface NpsDeps {
  db: Db;
  now: () => Date;
  audit: (entry: AuditEntry) => Promise<void>;
}

/** Who asks: their id and whether they hold the staff resource (they may read anyone's). */
export interface Reader {
  userId: number;
  staff: boolean;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const notFound = () => new AppError('resource.not_found', NPS_MESSAGES.notFound);
const fieldError = (field: string, message: string) =>
  new AppError('bad.request', message, { error: { [field]: [message] } });

function toQuestion(row: QuestionRow): NpsQuestion {
  return {
    id: row.id,
    question: row.question,
    category_id: row.categoryId,
    category_name: row.categoryName,
    open_question: row.openQuestion,
    active: row.active,
    order: row.sortOrder,
    sent: row.sent,
    answered: row.answered,
    created_at: row.createdAt.toISOString(),
  };
}

function values(input: QuestionInput) {
  return {
    question: input.question,
    categoryId: input.category_id,
    openQuestion: input.open_question,
    active: input.active,
    sortOrder: input.order,
  };
}

function toFigure(row: FigureRow | undefined, key: string, label: string): NpsFigure {
  const sent = row?.sent ?? 0;
  const answered = row?.answered ?? 0;
  const counts = {
    promoters: row?.promoters ?? 0,
    passives: row?.passives ?? 0,
    detractors: row?.detractors ?? 0,
  };
  return {
    key,
    label,
    sent,
    answered,
    response_rate: sent === 0 ? null : Math.round((answered * 1000) / sent) / 10,
    ...counts,
    nps: npsScore(counts),
  };
}

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
const monthLabel = (key: string) => {
  const [year, month] = key.split('-');
  return `${MONTHS[Number(month) - 1] ?? month}/${year}`;
};

function toAnswer(row: AnswerRow) {
  const f = row.follow_up;
  return {
    id: row.id,
    question_id: row.question_id,
    question: row.question,
    category_name: row.category_name,
    user_id: row.user_id,
    user_name: row.user_name,
    user_email: row.user_email,
    score: row.score,
    answer_text: row.answer_text,
    brand: row.brand,
    answered_at: iso(row.answered_at),
    follow_up: f
      ? {
          ...f,
          created_at: iso(f.created_at),
          closed_at: f.closed_at ? iso(f.closed_at) : null,
        }
      : null,
  };
}

/** NPS surveys: questions, sends to an audience, the person's answers, the results. */
export function npsService({ db, now, audit }: NpsDeps) {
  const q = npsQueries(db);
  const changed = (action: string, targetType: string, id: number) =>
    audit({ action: `nps.${action}`, targetType, targetId: id });

  const resultsFilter = (query: ResultsQuery): ResultsFilter => ({
    questionId: query.question,
    categoryId: query.category,
    brand: query.brand,
    from: query.from,
    to: query.to,
  });

  async function findQuestion(id: number) {
    const row = await q.findQuestion(id);
    if (!row) throw notFound();
    return toQuestion(row);
  }

  /** The questions of a send, all existing and active; else a 400 naming `question_ids`. */
  async function sendable(ids: number[]) {
    const unique = [...new Set(ids)];
    const rows = await q.questionsIn(unique);
    if (rows.length !== unique.length) throw fieldError('question_ids', NPS_MESSAGES.notFound);
    if (rows.some((r) => !r.active))
      throw fieldError('question_ids', NPS_MESSAGES.inactiveQuestion);
    return unique;
  }

  async function send(ids: number[], audience: Audience, userId: number) {
    const questionIds = await sendable(ids);
    const at = now();
    const result = await db.transaction((tx) => q.send(questionIds, audience, userId, at, tx));
    await changed('send', 'nps_send', result.id);
    return result;
  }

  return {
    categories: () => q.categories(),
    audienceOptions: () => q.audienceOptions(),

    async list(query: QuestionListQuery) {
      const { rows, total } = await q.questionPage(
        { search: query.search, categoryId: query.category, active: query.active },
        query.per_page,
        (query.page - 1) * query.per_page,
      );
      return {
        data: rows.map(toQuestion),
        meta: { total, page: query.page, per_page: query.per_page },
      };
    },

    find: findQuestion,

    async create(input: QuestionInput) {
      const id = await q.insertQuestion(values(input));
      await changed('question.create', 'nps_question', id);
      return findQuestion(id);
    },

    async update(id: number, input: QuestionInput) {
      if (!(await q.updateQuestion(id, values(input), now()))) throw notFound();
      await changed('question.update', 'nps_question', id);
      return findQuestion(id);
    },

    async toggleActive(id: number) {
      if (!(await q.toggleActive(id, now()))) throw notFound();
      const question = await findQuestion(id);
      await changed(
        question.active ? 'question.activate' : 'question.deactivate',
        'nps_question',
        id,
      );
      return question;
    },

    async remove(id: number) {
      try {
        if (!(await q.removeQuestion(id))) throw notFound();
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new AppError('conflict', NPS_MESSAGES.alreadySent);
        throw error;
      }
      await changed('question.delete', 'nps_question', id);
    },

    /** What a send would do now: a read, it writes nothing. */
    async check(input: SendInput) {
      const questionIds = [...new Set(input.question_ids)];
      const { people, pending } = await q.check(questionIds, input.audience, now().toISOString());
      return {
        people,
        already_pending: pending,
        new_questions: people * questionIds.length - pending,
      };
    },

    async send(input: SendInput, userId: number) {
      const result = await send(input.question_ids, input.audience, userId);
      return { id: result.id, created: result.created };
    },

    /** A round again, to the audience as its filters reach it now (answered ones get a new row). */
    async resend(sendId: number, userId: number) {
      const round = await q.findSend(sendId);
      if (!round) throw new AppError('resource.not_found', NPS_MESSAGES.sendNotFound);
      const result = await send(round.questionIds, round.audience, userId);
      return { id: result.id, created: result.created };
    },

    async sends(
      query: SendListQuery,
    ): Promise<{ data: NpsSend[]; meta: { total: number; page: number; per_page: number } }> {
      const offset = (query.page - 1) * query.per_page;
      const rows = await q.sendPage(query.per_page, offset);
      const total = rows[0]?.total ?? (offset === 0 ? 0 : await q.countSends());
      return {
        data: rows.map((r) => ({
          id: r.id,
          question_ids: r.question_ids,
          questions: r.questions,
          audience: r.audience,
          created: r.created,
          sent_by_name: r.sent_by_name,
          pending: r.pending,
          answered: r.answered,
          created_at: iso(r.created_at),
        })),
        meta: { total, page: query.page, per_page: query.per_page },
      };
    },

    async withdrawSend(sendId: number) {
      const round = await q.findSend(sendId);
      if (!round) throw new AppError('resource.not_found', NPS_MESSAGES.sendNotFound);
      const withdrawn = await q.withdrawPending(sendId);
      await changed('send.withdraw', 'nps_send', sendId);
      return { withdrawn };
    },

    async withdrawOne(id: number) {
      const outcome = await q.withdrawOne(id);
      if (outcome === 'missing')
        throw new AppError('resource.not_found', NPS_MESSAGES.questionUserNotFound);
      if (outcome === 'answered')
        throw new AppError('conflict', NPS_MESSAGES.answeredCannotWithdraw);
      await changed('question_user.withdraw', 'nps_question_user', id);
    },

    /** The person's pending questions (the modal): one statement. */
    pending: (userId: number) => q.pendingOf(userId),

    /** Every question sent to a person: their own, or anyone's for staff. */
    async ofUser(reader: Reader, userId: number): Promise<NpsQuestionUser[]> {
      if (!reader.staff && reader.userId !== userId)
        throw new AppError('resource.not_found', NPS_MESSAGES.questionUserNotFound);
      const rows = await q.questionUsers({ userId });
      return rows.map((r) => ({
        ...r,
        answered_at: r.answered_at?.toISOString() ?? null,
        created_at: r.created_at.toISOString(),
      }));
    },

    async findQuestionUser(reader: Reader, id: number): Promise<NpsQuestionUser> {
      const [row] = await q.questionUsers({ id });
      if (!row || (!reader.staff && row.user_id !== reader.userId))
        throw new AppError('resource.not_found', NPS_MESSAGES.questionUserNotFound);
      return {
        ...row,
        answered_at: row.answered_at?.toISOString() ?? null,
        created_at: row.created_at.toISOString(),
      };
    },

    /**
     * Saves a person's answers: each id must be one of their own pending questions, answered
     * once, a score for a rating question and a text for an open one. Two statements: the rows
     * named, then one update of them (a parallel save that got there first leaves nothing).
     */
    async answer(userId: number, input: AnswerInput, brand: BrandId) {
      const ids = input.answers.map((a) => a.id);
      if (new Set(ids).size !== ids.length) throw fieldError('answers', NPS_MESSAGES.duplicated);
      const targets = new Map((await q.answerTargets(ids)).map((t) => [t.id, t]));
      const answers = input.answers.map((a, index) => {
        const target = targets.get(a.id);
        if (!target || target.user_id !== userId)
          throw fieldError(`answers.${index}.id`, NPS_MESSAGES.notYours);
        if (target.answered) throw fieldError(`answers.${index}.id`, NPS_MESSAGES.alreadyAnswered);
        if (target.open_question && typeof a.answer !== 'string')
          throw fieldError(`answers.${index}.answer`, NPS_MESSAGES.ratingForOpen);
        if (!target.open_question && typeof a.answer !== 'number')
          throw fieldError(`answers.${index}.answer`, NPS_MESSAGES.textForRating);
        return {
          id: a.id,
          score: typeof a.answer === 'number' ? a.answer : null,
          text: typeof a.answer === 'string' ? a.answer : null,
        };
      });
      const saved = await q.answer(userId, answers, brand, now());
      if (saved.length === 0) throw fieldError('answers', NPS_MESSAGES.alreadyAnswered);
      return { message: NPS_SAVED_MESSAGE, saved: saved.length };
    },

    /** Every figure: overall, per question, category, brand and São Paulo month. */
    async results(query: ResultsQuery): Promise<NpsResults> {
      const rows = await q.figures(resultsFilter(query));
      const of = (dimension: FigureRow['dimension']) =>
        rows.filter((r) => r.dimension === dimension);
      const overall = of('overall')[0];
      const byLabel = (a: NpsFigure, b: NpsFigure) => a.label.localeCompare(b.label, 'pt-BR');
      return {
        overall: toFigure(overall, 'all', 'Geral'),
        by_question: of('question')
          .sort(
            (a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0) || Number(a.key) - Number(b.key),
          )
          .map((r) => toFigure(r, r.key ?? '', r.label ?? '')),
        by_category: of('category')
          .map((r) => toFigure(r, r.key ?? '', r.label ?? ''))
          .sort(byLabel),
        by_brand: of('brand')
          .filter((r) => r.key !== null)
          .map((r) => toFigure(r, r.key!, BRANDS[r.key as BrandId]?.name ?? r.key!))
          .sort(byLabel),
        by_month: of('month')
          .map((r) => toFigure(r, r.key ?? '', monthLabel(r.key ?? '')))
          .sort((a, b) => a.key.localeCompare(b.key)),
      };
    },

    async answers(query: AnswerListQuery) {
      const filter = { ...resultsFilter(query), search: query.search, kind: query.kind };
      const offset = (query.page - 1) * query.per_page;
      const rows = await q.answerPage(filter, query.per_page, offset);
      const total = rows[0]?.total ?? (offset === 0 ? 0 : await q.countAnswers(filter));
      return {
        data: rows.map(toAnswer),
        meta: { total, page: query.page, per_page: query.per_page },
      };
    },

    /** The answers as a CSV for pt-BR spreadsheets; audited (it carries personal data). */
    async csv(query: AnswerListQuery, userId: number) {
      const filter = { ...resultsFilter(query), search: query.search, kind: query.kind };
      const rows = await q.answerPage(filter, 50_000, 0);
      await audit({ action: 'nps.answers.export', targetType: 'user', targetId: userId });
      const csv = toCsv(
        [
          'Data (São Paulo)',
          'Pergunta',
          'Categoria',
          'Pessoa',
          'E-mail',
          'Nota',
          'Resposta',
          'Marca',
        ],
        rows.map((r) => [
          formatDateTimeSaoPaulo(iso(r.answered_at)) ?? '',
          r.question,
          r.category_name,
          r.user_name,
          r.user_email,
          r.score,
          r.answer_text,
          r.brand ? BRANDS[r.brand].name : '',
        ]),
        PT_BR_SPREADSHEET,
      );
      const today = now().toISOString().slice(0, 10);
      return { fileName: `respostas-nps-${today}.csv`, csv };
    },

    /** Opens or changes the follow-up of a detractor's answer (score 1 to 6). */
    async followUp(questionUserId: number, input: FollowUpInput) {
      const answer = await q.answerScore(questionUserId);
      if (!answer?.answeredAt)
        throw new AppError('resource.not_found', NPS_MESSAGES.questionUserNotFound);
      if (answer.score === null || answer.score > 6)
        throw new AppError('bad.request', NPS_MESSAGES.followUpDetractorOnly);
      const id = await q.saveFollowUp(
        questionUserId,
        { assignedTo: input.assigned_to, note: input.note, status: input.status },
        now(),
      );
      await changed('follow_up.save', 'nps_follow_up', id);
      const [row] = await q.answerById(questionUserId);
      return toAnswer(row!);
    },
  };
}
export type NpsService = ReturnType<typeof npsService>;
