import { HELP_MESSAGES } from '@app/shared';
import type { HelpCategory, HelpCentre, HelpQuestion, ListPage } from '@app/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { queryRows } from '../../platform/db/database.ts';
import { apiClient } from '../../test/http.ts';
import { countStatements } from '../../test/statements.ts';
import { createDemoApp } from '../../test/test-app.ts';
import type { TestDatabase } from '../../test/test-db.ts';
import { helpfulRate, moved } from './help.service.ts';
import { textOfHtml } from './help-text.ts';

let app: App;
let database: TestDatabase;
let admin: string;
let support: string;
let customer: string;
const { login: tokenOf, get, send } = apiClient(() => app);
const LIBERTA = { origin: 'https://app.libertainvestimentos.com.br' };
const ANON = '3f9c2b1e-6a4d-4c8e-9b7a-2d5e8f1a0c3b';
const OTHER_ANON = '7a1d0c9e-2b3f-4e5a-8c6d-1f2e3d4c5b6a';

beforeAll(async () => {
  ({ app, database } = await createDemoApp(() => new Date()));
  admin = await tokenOf('admin@demo.lstrader.com.br');
  support = await tokenOf('suporte@demo.lstrader.com.br');
  customer = await tokenOf('cliente@demo.lstrader.com.br');
});
afterAll(async () => {
  await app.close();
});

const centre = async (query = '', headers: Record<string, string> = {}) => {
  const res = await get(`/api/help-centre${query}`, undefined, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<HelpCentre>();
};
const questionsOf = (c: HelpCentre) =>
  c.categories.flatMap((x) => x.questions.map((q) => q.question));
const listQuestions = async (query = '') => {
  const res = await get(`/api/list-faq-questions${query}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListPage<HelpQuestion>>();
};
const categoryBySlug = async (slug: string) => {
  const res = await get('/api/list-faq-categories', admin);
  return res.json<ListPage<HelpCategory>>().data.find((c) => c.slug === slug)!;
};
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);

describe('the public help centre', () => {
  it("answers each brand's active questions, grouped by category in order", async () => {
    const liberta = await centre('', LIBERTA);
    const brazilian = await centre();
    expect(liberta.categories.map((c) => c.slug)).toEqual([
      'conta-e-acesso',
      'assinaturas-e-pagamentos',
      'cursos-e-certificados',
      'transmissoes-ao-vivo',
      'privacidade-e-seguranca',
    ]);
    expect(questionsOf(liberta)).toContain('Onde assisto à TV Liberta?');
    expect(questionsOf(liberta)).not.toContain(
      'Por que a transmissão aparece com atraso para mim?',
    );
    expect(questionsOf(brazilian)).toContain('Por que a transmissão aparece com atraso para mim?');
    expect(questionsOf(brazilian)).not.toContain('Onde assisto à TV Liberta?');
    // An inactive question is not shown anywhere.
    expect(questionsOf(brazilian)).not.toContain('Posso mudar minhas preferências de cookies?');
    expect(liberta.total).toBe(questionsOf(liberta).length);
    expect(liberta.search).toBeNull();
  });

  it('is cacheable: public Cache-Control, a strong ETag and 304 for If-None-Match', async () => {
    const res = await get('/api/help-centre', undefined, LIBERTA);
    expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(String(res.headers.vary)).toMatch(/origin/i);
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/api/help-centre', undefined, { ...LIBERTA, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another brand's centre is another body and another tag.
    const other = await get('/api/help-centre', undefined, { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('reads once (one statement) and then serves the kept copy until staff change it', async () => {
    const origin = { origin: 'https://global.lstrader.com.br' };
    await get('/api/help-centre', undefined, origin);
    const warm = await countStatements(database, () => get('/api/help-centre', undefined, origin));
    expect(warm.result.statusCode).toBe(200);
    expect(warm.statements).toHaveLength(0);
    const searched = await countStatements(database, () =>
      get('/api/help-centre?search=pix', undefined, origin),
    );
    expect(searched.statements).toHaveLength(1);
  });

  it('searches on the server without regard to accents or case, and by Portuguese stems', async () => {
    const credit = await centre('?search=CARTAO%20de%20credito');
    expect(questionsOf(credit)).toEqual(['Quais formas de pagamento vocês aceitam?']);
    expect(credit.search).toBe('CARTAO de credito');
    // "transmissao" has no accent; the question has "transmissão".
    expect(questionsOf(await centre('?search=transmissao'))).toContain(
      'Por que a transmissão aparece com atraso para mim?',
    );
    // A stem: "cancelamento" finds "Como cancelo minha assinatura?".
    expect(questionsOf(await centre('?search=cancelamento'))).toContain(
      'Como cancelo minha assinatura?',
    );
    // The answer's text is searched too (not its tags).
    expect(questionsOf(await centre('?search=art.%2049'))).toEqual([
      'Como cancelo minha assinatura?',
    ]);
    expect(questionsOf(await centre('?search=strong'))).toEqual([]);
    const none = await centre('?search=xyzzy');
    expect(none).toEqual({ search: 'xyzzy', total: 0, categories: [] });
    // LIKE's wildcards are typed text: "%" finds the "90%" of an answer, "_" nothing.
    expect(questionsOf(await centre('?search=%25'))).toEqual([
      'Como recebo o certificado de conclusão?',
    ]);
    expect((await centre('?search=_')).total).toBe(0);
  });

  it('refuses an over-long search and unknown parameters', async () => {
    expect((await get(`/api/help-centre?search=${'a'.repeat(121)}`)).statusCode).toBe(400);
    expect((await get('/api/help-centre?foo=1')).statusCode).toBe(400);
  });
});

describe('"Isto foi útil?"', () => {
  let questionId: number;
  beforeAll(async () => {
    const list = await listQuestions('?search=esqueci%20minha%20senha');
    questionId = list.data[0]!.id;
  });
  const votes = async (id: number) =>
    (
      await rows<{ yes: number; no: number }>(sql`select
        count(*) filter (where helpful)::int as yes, count(*) filter (where not helpful)::int as no
        from help_feedback where question_id = ${id}`)
    )[0]!;

  it('keeps one vote per anonymous browser per question; voting again changes it', async () => {
    const before = await votes(questionId);
    const first = await send('POST', `/api/record-faq-feedback/${questionId}`, undefined, {
      helpful: false,
      anonymous_id: ANON,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ question_id: questionId, helpful: false });
    const again = await send('POST', `/api/record-faq-feedback/${questionId}`, undefined, {
      helpful: true,
      anonymous_id: ANON,
    });
    expect(again.json()).toEqual({ question_id: questionId, helpful: true });
    expect(await votes(questionId)).toEqual({ yes: before.yes + 1, no: before.no });
    await send('POST', `/api/record-faq-feedback/${questionId}`, undefined, {
      helpful: false,
      anonymous_id: OTHER_ANON,
    });
    expect(await votes(questionId)).toEqual({ yes: before.yes + 1, no: before.no + 1 });
  });

  it('counts a signed-in person once, whatever anonymous id they send', async () => {
    const before = await votes(questionId);
    for (const anonymous_id of [ANON, OTHER_ANON])
      expect(
        (
          await send('POST', `/api/record-faq-feedback/${questionId}`, customer, {
            helpful: true,
            anonymous_id,
          })
        ).statusCode,
      ).toBe(200);
    expect(await votes(questionId)).toEqual({ yes: before.yes + 1, no: before.no });
    const [mine] = await rows<{ user_id: number | null; anonymous_id: string | null }>(
      sql`select f.user_id, f.anonymous_id from help_feedback f join users u on u.id = f.user_id
           where f.question_id = ${questionId} and u.email = 'cliente@demo.lstrader.com.br'`,
    );
    expect(mine).toMatchObject({ anonymous_id: null });
  });

  it('keeps one vote when the same browser votes many times at once', async () => {
    const racer = '0b8e5a6f-1c2d-4e3f-9a8b-7c6d5e4f3a2b';
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        send('POST', `/api/record-faq-feedback/${questionId}`, undefined, {
          helpful: n % 2 === 0,
          anonymous_id: racer,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const kept = await rows<{ helpful: boolean }>(
      sql`select helpful from help_feedback where anonymous_id = ${racer}`,
    );
    expect(kept).toHaveLength(1);
  });

  it('asks a visitor for the anonymous id (400) and refuses a bad one', async () => {
    const missing = await send('POST', `/api/record-faq-feedback/${questionId}`, undefined, {
      helpful: true,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: { anonymous_id: [HELP_MESSAGES.voterRequired] } });
    const bad = await send('POST', `/api/record-faq-feedback/${questionId}`, undefined, {
      helpful: true,
      anonymous_id: 'não-é-uuid',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { anonymous_id: [HELP_MESSAGES.anonymousId] } });
  });

  it("answers 404 for a question the brand's centre does not show (inactive, other brand, none)", async () => {
    const [inactive] = (await listQuestions('?active=false')).data;
    const [lsOnly] = (await listQuestions('?search=atraso')).data;
    for (const [id, headers] of [
      [inactive!.id, {}],
      [lsOnly!.id, LIBERTA],
      [999_999, {}],
    ] as const) {
      const res = await send(
        'POST',
        `/api/record-faq-feedback/${id}`,
        undefined,
        { helpful: true, anonymous_id: ANON },
        headers,
      );
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toEqual({ error: HELP_MESSAGES.notFound });
    }
  });

  it('shows staff the counts and the helpful rate per question', async () => {
    const [row] = (await listQuestions('?search=esqueci%20minha%20senha')).data;
    const now = await votes(questionId);
    expect(row!.feedback).toEqual({
      helpful: now.yes,
      not_helpful: now.no,
      rate: Math.round((now.yes * 100) / (now.yes + now.no)),
    });
    expect(helpfulRate(0, 0)).toBeNull();
    expect(helpfulRate(2, 1)).toBe(67);
  });
});

describe('staff FAQ', () => {
  it('asks for a session and the resource: 401 without, 403 for a customer', async () => {
    expect((await get('/api/list-faq-questions')).statusCode).toBe(401);
    expect((await get('/api/list-faq-questions', customer)).statusCode).toBe(403);
    expect((await get('/api/list-faq-categories', customer)).statusCode).toBe(403);
    const body = { name: 'X', slug: 'x' };
    expect((await send('POST', '/api/create-faq-category', customer, body)).statusCode).toBe(403);
    expect((await send('DELETE', '/api/delete-faq-question/1', customer)).statusCode).toBe(403);
    // Support edits the FAQ but does not delete (its seeded flags).
    expect((await get('/api/list-faq-questions', support)).statusCode).toBe(200);
    expect((await send('DELETE', '/api/delete-faq-question/1', support)).statusCode).toBe(403);
  });

  it('refuses bad input with pt-BR messages', async () => {
    const category = await categoryBySlug('conta-e-acesso');
    const res = await send('POST', '/api/create-faq-question', admin, {
      category_id: category.id,
      question: 'Oi',
      answer: '<p></p>',
      brands: [],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: {
        question: [HELP_MESSAGES.question],
        answer: [HELP_MESSAGES.answer],
        brands: [HELP_MESSAGES.brands],
      },
    });
    const slug = await send('POST', '/api/create-faq-category', admin, {
      name: 'Dúvidas',
      slug: 'Dúvidas Gerais',
    });
    expect(slug.json()).toEqual({ error: { slug: [HELP_MESSAGES.slug] } });
    const taken = await send('POST', '/api/create-faq-category', admin, {
      name: 'Outra',
      slug: 'conta-e-acesso',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: { slug: ['Este valor já está em uso.'] } });
    const noCategory = await send('POST', '/api/create-faq-question', admin, {
      category_id: 999_999,
      question: 'Pergunta válida?',
      answer: '<p>Resposta</p>',
      brands: ['liberta'],
    });
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json()).toEqual({
      error: { category_id: ['O registro informado não existe.'] },
    });
    const script = await send('POST', '/api/create-faq-question', admin, {
      category_id: category.id,
      question: 'Pergunta válida?',
      answer: '<script>alert(1)</script>',
      brands: ['liberta'],
    });
    expect(script.json()).toEqual({ error: { answer: [HELP_MESSAGES.answer] } });
  });

  let created: HelpQuestion;
  let category: HelpCategory;
  it('creates a category and a question with the answer sanitised; the centre shows it at once', async () => {
    const before = await get('/api/help-centre', undefined, LIBERTA);
    const cat = await send('POST', '/api/create-faq-category', admin, {
      name: 'Investimentos',
      slug: 'investimentos',
      order: 9,
    });
    expect(cat.statusCode, cat.body).toBe(201);
    category = cat.json<HelpCategory>();
    expect(category).toMatchObject({ name: 'Investimentos', active: true, question_count: 0 });
    const res = await send('POST', '/api/create-faq-question', admin, {
      category_id: category.id,
      question: 'O que é o Tesouro Direto?',
      answer:
        '<p onclick="steal()">Títulos públicos <strong>federais</strong>.</p><script>alert(1)</script><a href="javascript:x()">veja</a>',
      brands: ['liberta'],
    });
    expect(res.statusCode, res.body).toBe(201);
    created = res.json<HelpQuestion>();
    expect(created).toMatchObject({
      category_id: category.id,
      category_name: 'Investimentos',
      brands: ['liberta'],
      active: true,
      feedback: { helpful: 0, not_helpful: 0, rate: null },
    });
    expect(created.answer).toBe(
      '<p>Títulos públicos <strong>federais</strong>.</p><a rel="noopener noreferrer" target="_blank">veja</a>',
    );
    const after = await get('/api/help-centre', undefined, LIBERTA);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const shown = after.json<HelpCentre>().categories.at(-1)!;
    expect(shown).toMatchObject({ slug: 'investimentos', questions: [{ id: created.id }] });
    expect(questionsOf(await centre('?search=tesouro', LIBERTA))).toEqual([
      'O que é o Tesouro Direto?',
    ]);
    expect(questionsOf(await centre('?search=tesouro'))).toEqual([]);
  });

  it('finds, updates and toggles a question; the centre follows', async () => {
    expect((await get(`/api/find-faq-question/${created.id}`, admin)).json()).toEqual(created);
    const updated = await send('PUT', `/api/update-faq-question/${created.id}`, support, {
      category_id: category.id,
      question: 'O que é o Tesouro Direto e como investir?',
      answer: '<p>Pela corretora, a partir de R$ 30,00.</p>',
      brands: ['liberta', 'brazilian'],
      order: 0,
      active: true,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ brands: ['liberta', 'brazilian'] });
    expect(questionsOf(await centre('?search=corretora'))).toEqual([
      'O que é o Tesouro Direto e como investir?',
    ]);
    const off = await send('POST', `/api/toggle-active-faq-question/${created.id}`, admin);
    expect(off.json()).toMatchObject({ active: false });
    expect(questionsOf(await centre('', LIBERTA))).not.toContain(
      'O que é o Tesouro Direto e como investir?',
    );
    const on = await send('POST', `/api/toggle-active-faq-question/${created.id}`, admin);
    expect(on.json()).toMatchObject({ active: true });
    // An inactive category hides its questions.
    await send('POST', `/api/toggle-active-faq-category/${category.id}`, admin);
    expect((await centre('', LIBERTA)).categories.map((c) => c.slug)).not.toContain(
      'investimentos',
    );
    await send('POST', `/api/toggle-active-faq-category/${category.id}`, admin);
  });

  it('moves questions within their category and categories in the centre', async () => {
    const account = await categoryBySlug('conta-e-acesso');
    const list = await listQuestions(`?category_id=${account.id}`);
    const [first, second] = list.data;
    const res = await send('PUT', `/api/move-faq-question/${second!.id}`, admin, {
      direction: 'up',
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = (await listQuestions(`?category_id=${account.id}`)).data.map((q) => q.id);
    expect(order.slice(0, 2)).toEqual([second!.id, first!.id]);
    expect(res.json<{ ids: number[] }>().ids).toEqual(order);
    expect(
      questionsOf(await centre()).indexOf(second!.question) <
        questionsOf(await centre()).indexOf(first!.question),
    ).toBe(true);
    // At the top already: nothing moves.
    const top = await send('PUT', `/api/move-faq-question/${second!.id}`, admin, {
      direction: 'up',
    });
    expect(top.json<{ ids: number[] }>().ids).toEqual(order);
    await send('PUT', `/api/move-faq-category/${account.id}`, admin, { direction: 'down' });
    expect((await centre()).categories.map((c) => c.slug).slice(0, 2)).toEqual([
      'assinaturas-e-pagamentos',
      'conta-e-acesso',
    ]);
    expect(
      (await send('PUT', '/api/move-faq-question/999999', admin, { direction: 'up' })).statusCode,
    ).toBe(404);
    expect(moved([1, 2, 3], 3, 'down')).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 1, 'down')).toEqual([2, 1, 3]);
  });

  it('refuses to delete a category with questions (409), then deletes question and category', async () => {
    const busy = await send('DELETE', `/api/delete-faq-category/${category.id}`, admin);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual({ error: HELP_MESSAGES.categoryInUse });
    await send('POST', `/api/record-faq-feedback/${created.id}`, undefined, {
      helpful: true,
      anonymous_id: ANON,
    });
    expect((await send('DELETE', `/api/delete-faq-question/${created.id}`, admin)).statusCode).toBe(
      204,
    );
    expect((await get(`/api/find-faq-question/${created.id}`, admin)).statusCode).toBe(404);
    expect(
      await rows(sql`select id from help_feedback where question_id = ${created.id}`),
    ).toHaveLength(0);
    expect(
      (await send('DELETE', `/api/delete-faq-category/${category.id}`, admin)).statusCode,
    ).toBe(204);
    expect((await get(`/api/find-faq-category/${category.id}`, admin)).statusCode).toBe(404);
    expect(
      (await send('DELETE', `/api/delete-faq-category/${category.id}`, admin)).statusCode,
    ).toBe(404);
  });

  it('filters the staff list by category, brand, situation and accent-free search', async () => {
    const liberta = await listQuestions('?brand=liberta&per_page=100');
    expect(liberta.data.every((q) => q.brands.includes('liberta'))).toBe(true);
    const inactive = await listQuestions('?active=false');
    expect(inactive.data.map((q) => q.question)).toEqual([
      'Posso mudar minhas preferências de cookies?',
    ]);
    const search = await listQuestions('?search=CERTIFICADO%20conclusao');
    expect(search.data.map((q) => q.question)).toEqual(['Como recebo o certificado de conclusão?']);
    const page2 = await listQuestions('?per_page=5&page=2');
    expect(page2.data).toHaveLength(5);
    expect(page2.meta).toMatchObject({ page: 2, per_page: 5 });
    expect(page2.meta.total).toBeGreaterThan(10);
    const options = await get('/api/select-faq-categories', admin);
    expect(options.json<{ name: string }[]>().map((o) => o.name)).toContain('Conta e acesso');
  });

  it('reads the text of an answer for the search', () => {
    expect(textOfHtml('<p>Pix &amp; boleto</p><ul><li>um</li><li>dois</li></ul>')).toBe(
      'Pix & boleto um dois',
    );
  });
});
