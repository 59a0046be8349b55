import { ADVISOR_MESSAGES, INVESTMENT_PAGE_MESSAGES, SITE_CACHE_CONTROL } from '@app/shared';
import type {
  Advisor,
  InvestmentPage,
  ListPage,
  SiteAdvisor,
  SiteInvestmentPage,
  SiteInvestmentPageSummary,
} from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { DEMO_ADVISORS, DEMO_INVESTMENT_PAGES } from '../../seed/institutional.ts';
import { apiClient } from '../../test/http.ts';
import { countStatements } from '../../test/statements.ts';
import { createDemoApp } from '../../test/test-app.ts';
import type { TestDatabase } from '../../test/test-db.ts';
import { matchesEtag } from './advisors.routes.ts';

let app: App;
let database: TestDatabase;
let admin: string;
let analyst: string;
let customer: string;
const { login, get, send } = apiClient(() => app);

beforeAll(async () => {
  ({ app, database } = await createDemoApp(() => new Date()));
  admin = await login('admin@demo.lstrader.com.br');
  analyst = await login('analista@demo.lstrader.com.br');
  customer = await login('cliente@demo.lstrader.com.br');
});
afterAll(async () => {
  await app.close();
});

const advisor = {
  name: 'Gustavo Pereira',
  certifications: [
    { kind: 'ANCORD', number: '40.001' },
    { kind: 'CEA', number: 'CEA-777' },
  ],
  bio_html: '<p onclick="x()">Especialista em <b>crédito privado</b><script>alert(1)</script></p>',
  specialties: ['Crédito privado', 'Debêntures'],
  city: 'Recife',
  uf: 'PE',
  email: 'Gustavo.Pereira@libertainvestimentos.com.br',
  phone: '(81) 99876-5432',
  whatsapp: true,
  order: 0,
  active: true,
};

describe('the marketing site (public, cacheable)', () => {
  it('lists the active advisors in order with a strong ETag and Cache-Control', async () => {
    const res = await get('/api/list-site-advisors');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe(SITE_CACHE_CONTROL);
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    const { data } = res.json<{ data: SiteAdvisor[] }>();
    expect(data.map((a) => a.name)).toEqual(DEMO_ADVISORS.map((a) => a.name));
    expect(data[0]).not.toHaveProperty('user_id');
  });

  it('answers 304 without a body to If-None-Match, and runs no statement once warm', async () => {
    const first = await get('/api/list-site-investment-pages');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    const { result, statements } = await countStatements(database, () =>
      get('/api/list-site-investment-pages', undefined, { 'if-none-match': `W/${etag}, "x"` }),
    );
    expect(result.statusCode).toBe(304);
    expect(result.body).toBe('');
    expect(result.headers.etag).toBe(etag);
    expect(result.headers['cache-control']).toBe(SITE_CACHE_CONTROL);
    expect(statements).toEqual([]);
    const other = await get('/api/list-site-investment-pages', undefined, {
      'if-none-match': '"outra-versao"',
    });
    expect(other.statusCode).toBe(200);
    expect(other.json<{ data: SiteInvestmentPageSummary[] }>().data.map((p) => p.slug)).toEqual(
      DEMO_INVESTMENT_PAGES.map((p) => p.slug),
    );
  });

  it('shows one page with its content and advisors in order; unknown slugs are 404', async () => {
    const res = await get('/api/find-site-investment-page/renda-variavel');
    expect(res.statusCode).toBe(200);
    const page = res.json<SiteInvestmentPage>();
    expect(page.title).toBe('Renda variável');
    expect(page.advisors.map((a) => a.name)).toEqual(['Rafael Nogueira', 'Thiago Menezes']);
    expect(page.content_html).toContain('<h2>');
    expect((await get('/api/find-site-investment-page/nao-existe')).statusCode).toBe(404);
    expect((await get('/api/find-site-investment-page/..%2F')).statusCode).toBe(400);
    const one = await get(`/api/find-site-advisor/${page.advisors[0]!.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json<SiteAdvisor>().certifications[0]).toEqual({ kind: 'ANCORD', number: '23.918' });
    expect((await get('/api/find-site-advisor/999999')).statusCode).toBe(404);
  });

  it('compares If-None-Match as RFC 9110 says', () => {
    expect(matchesEtag('"a"', '"a"')).toBe(true);
    expect(matchesEtag('W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('"b", "a"', '"a"')).toBe(true);
    expect(matchesEtag('*', '"a"')).toBe(true);
    expect(matchesEtag('"b"', '"a"')).toBe(false);
    expect(matchesEtag(undefined, '"a"')).toBe(false);
  });
});

describe('advisors (staff, resource Assessores)', () => {
  let created: Advisor;

  it('refuses visitors (401), customers and analysts (403)', async () => {
    expect((await get('/api/list-advisors')).statusCode).toBe(401);
    expect((await get('/api/list-advisors', customer)).statusCode).toBe(403);
    expect((await send('POST', '/api/create-advisor', analyst, advisor)).statusCode).toBe(403);
    expect((await send('POST', '/api/create-advisor', undefined, advisor)).statusCode).toBe(401);
    expect((await send('DELETE', '/api/delete-advisor/1', customer)).statusCode).toBe(403);
    expect((await get('/api/list-investment-pages', customer)).statusCode).toBe(403);
    expect((await get('/api/select-advisors', customer)).statusCode).toBe(403);
  });

  it('answers 400 in pt-BR for bad fields', async () => {
    const res = await send('POST', '/api/create-advisor', admin, {
      ...advisor,
      name: '',
      uf: 'XX',
      email: 'não é e-mail',
      phone: null,
      certifications: [
        { kind: 'CVM', number: '1' },
        { kind: 'CVM', number: '2' },
      ],
    });
    expect(res.statusCode).toBe(400);
    const error = res.json<{ error: Record<string, string[]> }>().error;
    expect(error.name).toEqual([ADVISOR_MESSAGES.name]);
    expect(error.uf).toEqual([ADVISOR_MESSAGES.uf]);
    expect(error.email).toEqual([ADVISOR_MESSAGES.email]);
    expect(error.certifications).toEqual([ADVISOR_MESSAGES.certificationsDistinct]);
    const whatsapp = await send('POST', '/api/create-advisor', admin, { ...advisor, phone: null });
    expect(whatsapp.json()).toEqual({
      error: { whatsapp: [ADVISOR_MESSAGES.whatsappWithoutPhone] },
    });
  });

  it('creates with the bio sanitised, the e-mail lower-cased and the phone as digits', async () => {
    const before = await get('/api/list-site-advisors');
    const res = await send('POST', '/api/create-advisor', admin, advisor);
    expect(res.statusCode, res.body).toBe(201);
    created = res.json<Advisor>();
    expect(created).toMatchObject({
      bio_html: '<p>Especialista em <b>crédito privado</b></p>',
      email: 'gustavo.pereira@libertainvestimentos.com.br',
      phone: '81998765432',
      page_count: 0,
      user_id: null,
      user_name: null,
    });
    // The change reaches the site at once, with a new validator, read again in one statement.
    const { result: after, statements } = await countStatements(database, () =>
      get('/api/list-site-advisors', undefined, {
        'if-none-match': before.headers.etag as string,
      }),
    );
    expect(statements).toHaveLength(1);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json<{ data: SiteAdvisor[] }>().data[0]?.name).toBe('Gustavo Pereira');
    expect((await get(`/api/find-advisor/${created.id}`, admin)).json()).toEqual(created);
  });

  it('links a staff account once; a customer account is refused', async () => {
    const options = (await get('/api/select-advisor-users', admin)).json<
      { id: number; name: string }[]
    >();
    const vera = options.find((o) => o.name === 'Vera Vendedora')!;
    expect(options.some((o) => o.name === 'Carla Cliente')).toBe(false);
    const carla = (await get('/api/list-user?search=Carla', admin)).json<ListPage<{ id: number }>>()
      .data[0]!;
    const refused = await send('PUT', `/api/update-advisor/${created.id}`, admin, {
      ...advisor,
      user_id: carla.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: { user_id: [ADVISOR_MESSAGES.notStaff] } });
    const linked = await send('PUT', `/api/update-advisor/${created.id}`, admin, {
      ...advisor,
      user_id: vera.id,
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({ user_id: vera.id, user_name: 'Vera Vendedora' });
    const twice = await send('POST', '/api/create-advisor', admin, {
      ...advisor,
      name: 'Outro',
      user_id: vera.id,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: { user_id: [ADVISOR_MESSAGES.userTaken] } });
  });

  it('a deactivated advisor leaves the site; 404 for a missing one', async () => {
    const toggled = await send('PUT', `/api/toggle-active-advisor/${created.id}`, admin);
    expect(toggled.json()).toEqual({ id: created.id, active: false });
    expect((await get(`/api/find-site-advisor/${created.id}`)).statusCode).toBe(404);
    const list = await get('/api/list-advisors?active=false', admin);
    expect(list.json<ListPage<Advisor>>().data.map((a) => a.id)).toEqual([created.id]);
    expect((await send('PUT', '/api/update-advisor/999999', admin, advisor)).statusCode).toBe(404);
    expect((await send('PUT', '/api/toggle-active-advisor/999999', admin)).statusCode).toBe(404);
    await send('PUT', `/api/toggle-active-advisor/${created.id}`, admin);
  });
});

describe('investment pages (staff, resource Páginas de investimentos)', () => {
  let page: InvestmentPage;
  let ids: number[];
  const body = () => ({
    slug: 'Criptoativos ',
    title: 'Criptoativos',
    summary: 'Bitcoin e ETFs de cripto com a segurança da B3.',
    content_html: '<h2>Cripto</h2><img src="x" onerror="alert(1)"><p>Volátil.</p>',
    advisor_ids: ids,
    order: 9,
    published: false,
  });

  beforeAll(async () => {
    const options = (await get('/api/select-advisors', admin)).json<{ id: number }[]>();
    ids = [options[3]!.id, options[0]!.id];
  });

  it('creates a draft with its advisors in order; the site does not show it', async () => {
    const res = await send('POST', '/api/create-investment-page', admin, body());
    expect(res.statusCode, res.body).toBe(201);
    page = res.json<InvestmentPage>();
    expect(page.slug).toBe('criptoativos');
    expect(page.content_html).not.toContain('onerror');
    expect(page.advisor_ids).toEqual(ids);
    expect(page.advisors.map((a) => a.id)).toEqual(ids);
    expect((await get('/api/find-site-investment-page/criptoativos')).statusCode).toBe(404);
    expect((await get(`/api/find-investment-page/${page.id}`, admin)).json()).toEqual(page);
  });

  it('publishing shows it on the site with a new ETag', async () => {
    const before = await get('/api/list-site-investment-pages');
    const res = await send('PUT', `/api/update-investment-page/${page.id}`, admin, {
      ...body(),
      advisor_ids: [...ids].reverse(),
      published: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<InvestmentPage>().advisor_ids).toEqual([...ids].reverse());
    const after = await get('/api/list-site-investment-pages', undefined, {
      'if-none-match': before.headers.etag as string,
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const site = await get('/api/find-site-investment-page/criptoativos');
    expect(site.json<SiteInvestmentPage>().advisors.map((a) => a.id)).toEqual([...ids].reverse());
  });

  it('refuses a taken slug (409) and a missing advisor (400)', async () => {
    const taken = await send('POST', '/api/create-investment-page', admin, {
      ...body(),
      slug: 'renda-fixa',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: { slug: [INVESTMENT_PAGE_MESSAGES.slugTaken] } });
    const missing = await send('PUT', `/api/update-investment-page/${page.id}`, admin, {
      ...body(),
      advisor_ids: [999999],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: { advisor_ids: [ADVISOR_MESSAGES.notFound] } });
    // The refused update changed nothing.
    const kept = await get(`/api/find-investment-page/${page.id}`, admin);
    expect(kept.json<InvestmentPage>().advisor_ids).toEqual([...ids].reverse());
    const twice = await send('POST', '/api/create-investment-page', admin, {
      ...body(),
      slug: 'outra',
      advisor_ids: [ids[0], ids[0]],
    });
    expect(twice.json()).toEqual({
      error: { advisor_ids: [INVESTMENT_PAGE_MESSAGES.advisorsDistinct] },
    });
  });

  it('deleting an advisor takes them off the pages; deleting a page 404s afterwards', async () => {
    expect((await send('DELETE', `/api/delete-advisor/${ids[0]}`, admin)).statusCode).toBe(204);
    const site = await get('/api/find-site-investment-page/criptoativos');
    expect(site.json<SiteInvestmentPage>().advisors.map((a) => a.id)).toEqual([ids[1]]);
    expect((await send('DELETE', `/api/delete-investment-page/${page.id}`, admin)).statusCode).toBe(
      204,
    );
    expect((await get('/api/find-site-investment-page/criptoativos')).statusCode).toBe(404);
    expect((await get(`/api/find-investment-page/${page.id}`, admin)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/delete-investment-page/${page.id}`, admin)).statusCode).toBe(
      404,
    );
  });

  it('toggles publication and lists with filters', async () => {
    const list = await get('/api/list-investment-pages?published=true&search=fix', admin);
    const pages = list.json<ListPage<InvestmentPage>>();
    expect(pages.data.map((p) => p.slug)).toEqual(['renda-fixa']);
    expect(pages.meta.total).toBe(1);
    const id = pages.data[0]!.id;
    expect(
      (await send('PUT', `/api/toggle-published-investment-page/${id}`, admin)).json(),
    ).toEqual({ id, published: false });
    expect((await get('/api/find-site-investment-page/renda-fixa')).statusCode).toBe(404);
  });
});
