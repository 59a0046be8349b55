import {
  CUSTOMER_PROFILE_ID,
  NPS_MESSAGES,
  NPS_NO_ANSWER_MESSAGE,
  NPS_RATING_MESSAGE,
  NPS_SAVED_MESSAGE,
} from '@app/shared';
import type {
  ListPage,
  NpsPendingQuestion,
  NpsQuestion,
  NpsQuestionUser,
  NpsResults,
  NpsSend,
  NpsSendCheck,
} from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { apiClient } from '../../test/http.ts';
import { countStatements } from '../../test/statements.ts';
import { createDemoApp } from '../../test/test-app.ts';
import type { TestDatabase } from '../../test/test-db.ts';

let app: App;
let database: TestDatabase;
let admin: string;
let carla: string;
let paulo: string;
let categoryId: number;
const { login, get, send } = apiClient(() => app);
const post = (url: string, body: object | undefined, token?: string) =>
  send('POST', url, token, body);
const del = (url: string, token?: string) => send('DELETE', url, token);

beforeAll(async () => {
  ({ app, database } = await createDemoApp(() => new Date()));
  admin = await login('admin@demo.lstrader.com.br');
  carla = await login('cliente@demo.lstrader.com.br');
  paulo = await login('premium@demo.lstrader.com.br');
});
afterAll(async () => {
  await app.close();
});

const audience = (extra: object = {}) => ({
  profile_ids: [CUSTOMER_PROFILE_ID],
  signed_up_from: null,
  ...extra,
});

describe('NPS questions (staff, resource Nps)', () => {
  let rating: NpsQuestion;
  let open: NpsQuestion;

  it('offers the seeded categories', async () => {
    const res = await get('/api/select-nps-question-categories', admin);
    expect(res.statusCode).toBe(200);
    const names = res.json<{ id: number; name: string }[]>().map((c) => c.name);
    expect(names).toEqual(
      expect.arrayContaining(['Produto', 'Conteúdo', 'Atendimento', 'Plataforma', 'Transmissões']),
    );
    categoryId = res.json<{ id: number }[]>()[0]!.id;
    const options = (await get('/api/select-nps-audience-options', admin)).json<
      Record<string, { id: number; name: string }[]>
    >();
    expect(options.profiles!.map((p) => p.name)).toContain('Cliente');
    expect(options.courses!.length).toBeGreaterThan(0);
  });

  it('creates rating and open questions and says in pt-BR what is wrong', async () => {
    const bad = await post('/api/create-nps-question', { question: ' ', category_id: 0 }, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: { question: [NPS_MESSAGES.question], category_id: [NPS_MESSAGES.category] },
    });
    const missing = await post(
      '/api/create-nps-question',
      { question: 'Teste?', category_id: 999999 },
      admin,
    );
    expect(missing.statusCode).toBe(400);
    const created = await post(
      '/api/create-nps-question',
      {
        question: 'De 1 a 10, quanto você recomendaria o teste?',
        category_id: categoryId,
        order: 1,
      },
      admin,
    );
    expect(created.statusCode, created.body).toBe(201);
    rating = created.json<NpsQuestion>();
    expect(rating).toMatchObject({ open_question: false, active: true, sent: 0, answered: 0 });
    const second = await post(
      '/api/create-nps-question',
      {
        question: 'O que podemos melhorar no teste?',
        category_id: categoryId,
        open_question: true,
        order: 2,
      },
      admin,
    );
    open = second.json<NpsQuestion>();
    expect(open.open_question).toBe(true);
  });

  it('lists with search, category and active filters; finds, updates and toggles', async () => {
    const found = (
      await get('/api/list-nps-questions?search=recomendaria%20o%20teste', admin)
    ).json<ListPage<NpsQuestion>>();
    expect(found.data.map((q) => q.id)).toEqual([rating.id]);
    const ofCategory = (
      await get(`/api/list-nps-questions?category=${categoryId}&per_page=100`, admin)
    ).json<ListPage<NpsQuestion>>();
    expect(ofCategory.data.every((q) => q.category_id === categoryId)).toBe(true);
    const updated = await post(
      `/api/update-nps-question/${rating.id}`,
      {
        question: 'De 1 a 10, quanto você recomendaria o teste a um amigo?',
        category_id: categoryId,
        order: 1,
      },
      admin,
    );
    expect(updated.json()).toMatchObject({
      question: 'De 1 a 10, quanto você recomendaria o teste a um amigo?',
    });
    const off = await post(`/api/toggle-active-nps-question/${rating.id}`, undefined, admin);
    expect(off.json()).toMatchObject({ active: false });
    const inactive = (await get('/api/list-nps-questions?active=false', admin)).json<
      ListPage<NpsQuestion>
    >();
    expect(inactive.data.map((q) => q.id)).toContain(rating.id);
    // An inactive question is not sent.
    const refused = await post(
      '/api/send-nps-users',
      { question_ids: [rating.id], audience: audience() },
      admin,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: { question_ids: [NPS_MESSAGES.inactiveQuestion] } });
    await post(`/api/toggle-active-nps-question/${rating.id}`, undefined, admin);
    expect((await get(`/api/find-nps-question/${rating.id}`, admin)).json()).toMatchObject({
      active: true,
    });
    expect((await get('/api/find-nps-question/999999', admin)).statusCode).toBe(404);
  });

  describe('sending and answering', () => {
    let pending: NpsPendingQuestion[];

    it('says how many people a send reaches, and writes nothing', async () => {
      const none = await post('/api/check-users-nps-send', { question_ids: [] }, admin);
      expect(none.json()).toEqual({ error: { question_ids: [NPS_MESSAGES.questionsRequired] } });
      const dates = await post(
        '/api/check-users-nps-send',
        {
          question_ids: [rating.id],
          audience: { signed_up_from: '2026-02-01', signed_up_to: '2026-01-01' },
        },
        admin,
      );
      expect(dates.json()).toEqual({
        error: { 'audience.signed_up_to': [NPS_MESSAGES.dateRange] },
      });
      const res = await post(
        '/api/check-users-nps-send',
        { question_ids: [rating.id, open.id], audience: audience() },
        admin,
      );
      expect(res.statusCode, res.body).toBe(200);
      const check = res.json<NpsSendCheck>();
      expect(check.people).toBeGreaterThanOrEqual(4);
      expect(check).toMatchObject({ already_pending: 0, new_questions: check.people * 2 });
      const trial = (
        await post(
          '/api/check-users-nps-send',
          { question_ids: [rating.id], audience: audience({ trial: 'only' }) },
          admin,
        )
      ).json<NpsSendCheck>();
      expect(trial.people).toBeLessThan(check.people);
    });

    it('sends one row per person × question, skipping those already pending', async () => {
      const sent = await post(
        '/api/send-nps-users',
        { question_ids: [rating.id, open.id], audience: audience() },
        admin,
      );
      expect(sent.statusCode, sent.body).toBe(201);
      const { created } = sent.json<{ created: number }>();
      expect(created).toBeGreaterThanOrEqual(8);
      const again = await post(
        '/api/send-nps-users',
        { question_ids: [rating.id, open.id], audience: audience() },
        admin,
      );
      expect(again.json()).toMatchObject({ created: 0 });
      const check = (
        await post(
          '/api/check-users-nps-send',
          { question_ids: [rating.id, open.id], audience: audience() },
          admin,
        )
      ).json<NpsSendCheck>();
      expect(check).toMatchObject({ already_pending: created, new_questions: 0 });
      const rounds = (await get('/api/list-nps-sends', admin)).json<ListPage<NpsSend>>();
      expect(rounds.data[0]).toMatchObject({ created: 0, sent_by_name: 'Ana Admin' });
      expect(rounds.data[1]).toMatchObject({ created, pending: created, answered: 0 });
    });

    it("lists the person's pending questions in one statement", async () => {
      await get('/api/list-all-question-nps-user', carla); // warms the session
      const { result, statements } = await countStatements(database, () =>
        get('/api/list-all-question-nps-user', carla),
      );
      expect(result.statusCode).toBe(200);
      expect(statements).toHaveLength(1);
      pending = result
        .json<NpsPendingQuestion[]>()
        .filter((p) =>
          [rating.question, open.question].some((text) => p.question.startsWith(text.slice(0, 20))),
        );
      expect(pending.map((p) => p.open_question)).toEqual([false, true]);
    });

    it('refuses answers with the spec and contract messages', async () => {
      const [score, text] = pending as [NpsPendingQuestion, NpsPendingQuestion];
      const empty = await post('/api/create-nps-answer-user', { answers: [] }, carla);
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ error: { answers: [NPS_NO_ANSWER_MESSAGE] } });
      const eleven = await post(
        '/api/create-nps-answer-user',
        { answers: [{ id: score.nps_question_users_id, answer: 11 }] },
        carla,
      );
      expect(eleven.statusCode).toBe(400);
      expect(JSON.stringify(eleven.json())).toContain(NPS_RATING_MESSAGE);
      const wrongKind = await post(
        '/api/create-nps-answer-user',
        { answers: [{ id: score.nps_question_users_id, answer: 'ótimo' }] },
        carla,
      );
      expect(wrongKind.json()).toEqual({
        error: { 'answers.0.answer': [NPS_MESSAGES.textForRating] },
      });
      const long = await post(
        '/api/create-nps-answer-user',
        { answers: [{ id: text.nps_question_users_id, answer: 'x'.repeat(401) }] },
        carla,
      );
      expect(long.statusCode).toBe(400);
      // Someone else's question is not found among one's own.
      const others = await post(
        '/api/create-nps-answer-user',
        { answers: [{ id: score.nps_question_users_id, answer: 9 }] },
        paulo,
      );
      expect(others.json()).toEqual({ error: { 'answers.0.id': [NPS_MESSAGES.notYours] } });
      expect(
        (await get(`/api/find-nps-question-user/${score.nps_question_users_id}`, paulo)).statusCode,
      ).toBe(404);
    });

    it('saves the answers once, in the brand of the origin', async () => {
      const [score, text] = pending as [NpsPendingQuestion, NpsPendingQuestion];
      const res = await send(
        'POST',
        '/api/create-nps-answer-user',
        carla,
        {
          answers: [
            { id: score.nps_question_users_id, answer: 4 },
            { id: text.nps_question_users_id, answer: '  Mais aulas ao vivo de opções.  ' },
          ],
        },
        { origin: 'http://liberta.localhost:3000' },
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({ message: NPS_SAVED_MESSAGE, saved: 2 });
      const twice = await post(
        '/api/create-nps-answer-user',
        { answers: [{ id: score.nps_question_users_id, answer: 10 }] },
        carla,
      );
      expect(twice.json()).toEqual({ error: { 'answers.0.id': [NPS_MESSAGES.alreadyAnswered] } });
      const mine = (await get('/api/list-all-question-nps-user', carla)).json<
        NpsPendingQuestion[]
      >();
      expect(mine.map((p) => p.nps_question_users_id)).not.toContain(score.nps_question_users_id);
      const one = (
        await get(`/api/find-nps-question-user/${text.nps_question_users_id}`, carla)
      ).json<NpsQuestionUser>();
      expect(one).toMatchObject({ answer_text: 'Mais aulas ao vivo de opções.', score: null });
      const history = (await get(`/api/list-question-nps-user/${one.user_id}`, admin)).json<
        NpsQuestionUser[]
      >();
      expect(
        history.find((h) => h.nps_question_users_id === score.nps_question_users_id),
      ).toMatchObject({ score: 4 });
      expect((await get(`/api/list-question-nps-user/${one.user_id}`, paulo)).statusCode).toBe(404);
    });

    it('reads the NPS per question, category, brand and month, and the open answers', async () => {
      const res = await get(`/api/nps-results?question=${rating.id}`, admin);
      expect(res.statusCode, res.body).toBe(200);
      const results = res.json<NpsResults>();
      expect(results.overall).toMatchObject({
        answered: 1,
        detractors: 1,
        promoters: 0,
        nps: -100,
      });
      expect(results.overall.response_rate).toBeGreaterThan(0);
      expect(results.by_brand).toEqual([
        expect.objectContaining({ key: 'liberta', detractors: 1 }),
      ]);
      expect(results.by_month).toHaveLength(1);
      const all = (await get('/api/nps-results', admin)).json<NpsResults>();
      expect(all.by_category.map((c) => c.label)).toEqual(
        expect.arrayContaining(['Produto', 'Conteúdo', 'Atendimento']),
      );
      expect(all.by_question.map((q) => q.key)).toContain(String(rating.id));
      const answers = (
        await get(
          `/api/list-nps-answers?kind=open&search=op%C3%A7%C3%B5es&question=${open.id}`,
          admin,
        )
      ).json<ListPage<{ answer_text: string; user_name: string }>>();
      expect(answers.data).toEqual([
        expect.objectContaining({
          answer_text: 'Mais aulas ao vivo de opções.',
          user_name: 'Carla Cliente',
        }),
      ]);
      const csv = await get(`/api/export-nps-answers?question=${rating.id}`, admin);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.body).toContain('Carla Cliente;cliente@demo.lstrader.com.br;4');
    });

    it("opens a follow-up on a detractor's answer only", async () => {
      const detractor = (
        await get(`/api/list-nps-answers?kind=detractor&question=${rating.id}`, admin)
      ).json<ListPage<{ id: number }>>().data[0]!;
      const saved = await post(
        `/api/save-nps-follow-up/${detractor.id}`,
        { assigned_to: 1, note: 'Ligar para entender a nota.' },
        admin,
      );
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({
        follow_up: {
          status: 'open',
          assigned_name: 'Ana Admin',
          note: 'Ligar para entender a nota.',
        },
      });
      const closed = await post(
        `/api/save-nps-follow-up/${detractor.id}`,
        { status: 'closed', assigned_to: 1 },
        admin,
      );
      expect(
        closed.json<{ follow_up: { closed_at: string | null } }>().follow_up.closed_at,
      ).not.toBeNull();
      const openAnswer = pending[1]!.nps_question_users_id;
      const refused = await post(`/api/save-nps-follow-up/${openAnswer}`, {}, admin);
      expect(refused.json()).toEqual({ error: NPS_MESSAGES.followUpDetractorOnly });
    });

    it('re-sends a round (a new row for answered ones), withdraws pending ones', async () => {
      const rounds = (await get('/api/list-nps-sends', admin)).json<ListPage<NpsSend>>();
      const first = rounds.data[1]!;
      const again = await post(`/api/resend-nps-send/${first.id}`, undefined, admin);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toMatchObject({ created: 2 }); // Carla's two answered questions
      const mine = (await get('/api/list-all-question-nps-user', carla)).json<
        NpsPendingQuestion[]
      >();
      const newRow = mine.find((p) => p.question === open.question)!;
      expect(newRow).toBeDefined();
      expect(
        (await del(`/api/delete-nps-question-user/${newRow.nps_question_users_id}`, admin))
          .statusCode,
      ).toBe(204);
      expect(
        (
          await del(`/api/delete-nps-question-user/${pending[0]!.nps_question_users_id}`, admin)
        ).json(),
      ).toEqual({
        error: NPS_MESSAGES.answeredCannotWithdraw,
      });
      const withdrawn = await del(`/api/withdraw-nps-send/${first.id}`, admin);
      expect(withdrawn.json<{ withdrawn: number }>().withdrawn).toBeGreaterThan(0);
      const after = (await get('/api/list-nps-sends?per_page=100', admin)).json<
        ListPage<NpsSend>
      >();
      expect(after.data.find((r) => r.id === first.id)).toMatchObject({ pending: 0, answered: 2 });
    });

    it('keeps a question that was sent (409) and deletes one never sent', async () => {
      const res = await del(`/api/delete-nps-question/${rating.id}`, admin);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: NPS_MESSAGES.alreadySent });
      const fresh = (
        await post(
          '/api/create-nps-question',
          { question: 'Rascunho', category_id: categoryId },
          admin,
        )
      ).json<NpsQuestion>();
      expect((await del(`/api/delete-nps-question/${fresh.id}`, admin)).statusCode).toBe(204);
      expect((await del(`/api/delete-nps-question/${fresh.id}`, admin)).statusCode).toBe(404);
    });
  });

  it('is staff only, and the customer calls need a session', async () => {
    expect((await get('/api/list-nps-questions', carla)).statusCode).toBe(403);
    expect((await post('/api/send-nps-users', { question_ids: [1] }, carla)).statusCode).toBe(403);
    expect((await get('/api/nps-results', carla)).statusCode).toBe(403);
    expect((await get('/api/list-nps-questions')).statusCode).toBe(401);
    expect((await get('/api/list-all-question-nps-user')).statusCode).toBe(401);
    expect((await post('/api/create-nps-answer-user', { answers: [] })).statusCode).toBe(401);
  });
});
