import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { App } from '../../app.ts';
import {
  researchReports,
  signatureTypeContents,
  signatureTypes,
  users,
} from '../../db/schema/index.ts';
import { DEMO_RESEARCH, buildDemoPdf } from '../../seed/content-ebooks.ts';
import { seedDemo } from '../../seed/demo.ts';
import { apiClient, bearer } from '../../test/http.ts';
import { testConfig } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import type { TestDatabase } from '../../test/test-db.ts';
import { accessService } from '../access/access.service.ts';

const LIMIT = 32 * 1024;
const LIMIT_MESSAGE = 'Envie um arquivo PDF de até 32 KB.';
const NO_ACCESS = 'Você não tem acesso a este conteúdo.';
const [OPEN_HTML, OPEN_PDF, GATED] = DEMO_RESEARCH.map((r) => r.title) as [string, string, string];

let database: TestDatabase;
let app: App;
let admin: string;
let analyst: string;
let customer: string;
let customerId: number;
let clock = new Date(Math.floor(Date.now() / 1000) * 1000);

const { login: tokenOf, get, send } = apiClient(() => app);

function upload(id: number, token: string, file?: { name: string; type: string; bytes: Buffer }) {
  const boundary = `----teste${Math.random().toString(16).slice(2)}`;
  const parts = file
    ? [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
        ),
        file.bytes,
        Buffer.from('\r\n'),
      ]
    : [];
  return app.inject({
    method: 'POST',
    url: `/api/upload-research-file/${id}`,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
  });
}
const pdf = async (size?: number) => {
  const bytes = await buildDemoPdf({
    title: 'Relatório',
    subtitle: 'Teste',
    sections: [{ heading: 'Resumo', paragraphs: ['Compra.'] }],
  });
  if (size === undefined || size <= bytes.length) return bytes;
  return Buffer.concat([bytes, Buffer.from('%'), Buffer.alloc(size - bytes.length - 1, 0x41)]);
};

async function reportId(title: string): Promise<number> {
  const [row] = await database.db
    .select({ id: researchReports.id })
    .from(researchReports)
    .where(eq(researchReports.title, title));
  return row!.id;
}

interface Admin {
  id: number;
  title: string;
  status: string;
  published_at: string | null;
  author: string | null;
  assets: string[];
  body_html: string | null;
  file: { file_name: string; size_bytes: number } | null;
  signatures: string[];
}
interface Item {
  id: number;
  title: string;
  locked: boolean;
  published_at: string;
  has_body: boolean;
  has_file: boolean;
  required_signatures?: { id: number; name: string; slug: string; available_in_store: boolean }[];
}

let gatingType: { id: number; name: string; slug: string };

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db);
  app = await buildApp({
    config: testConfig({ LOGIN_IP_PER_MINUTE: '1000', LOGIN_IP_PER_HOUR: '1000' }),
    database,
    now: () => clock,
    fileLimits: { researchBytes: LIMIT },
  });
  admin = await tokenOf('admin@demo.lstrader.com.br');
  analyst = await tokenOf('analista@demo.lstrader.com.br');
  customer = await tokenOf('cliente@demo.lstrader.com.br');
  const [row] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'cliente@demo.lstrader.com.br'));
  customerId = row!.id;
  // The demo gates its premium report with the seeded signature types; this file uses its own
  // so it does not depend on that seed.
  await database.db.delete(signatureTypeContents).where(eq(signatureTypeContents.kind, 'research'));
  const [type] = await database.db
    .insert(signatureTypes)
    .values({ name: 'Research Teste', slug: 'research-teste' })
    .returning({ id: signatureTypes.id, name: signatureTypes.name, slug: signatureTypes.slug });
  gatingType = type!;
  await database.db
    .insert(signatureTypeContents)
    .values({ signatureTypeId: type!.id, kind: 'research', targetId: await reportId(GATED) });
});
afterAll(async () => {
  await app.close();
});

describe('staff research reports', () => {
  let report: Admin;

  it('creates a rich-text report with sanitised HTML, tickers and its author', async () => {
    const res = await send('POST', '/api/create-research-report', analyst, {
      title: 'Vale (VALE3): minério em alta',
      summary: 'Resumo do relatório.',
      body_html: '<h2>Tese</h2><p onclick="x()">Compra<script>alert(1)</script></p>',
      assets: ['vale3', 'VALE3', ' bova11 '],
      status: 'published',
    });
    expect(res.statusCode, res.body).toBe(201);
    report = res.json<Admin>();
    expect(report).toMatchObject({
      title: 'Vale (VALE3): minério em alta',
      body_html: '<h2>Tese</h2><p>Compra</p>',
      assets: ['VALE3', 'BOVA11'],
      status: 'published',
      published_at: clock.toISOString(),
      author: 'Paulo Analista',
      file: null,
      signatures: [],
    });
    // A write answers the report as a later read shows it.
    expect(report).toEqual((await get(`/api/find-research-report/${report.id}`, admin)).json());
  });

  it('answers 400 with field errors, and refuses publishing an empty report', async () => {
    const bad = await send('POST', '/api/create-research-report', admin, {
      title: '',
      assets: ['PETR4', 'não é ticker'],
      status: 'talvez',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ error: object }>().error).sort()).toEqual([
      'assets.1',
      'status',
      'title',
    ]);
    const empty = await send('POST', '/api/create-research-report', admin, {
      title: 'Sem conteúdo',
      status: 'published',
    });
    expect(empty.json()).toEqual({
      error: { body_html: ['Escreva o relatório ou envie um PDF antes de publicar.'] },
    });
    const draft = await send('POST', '/api/create-research-report', admin, {
      title: 'Rascunho de PDF',
    });
    expect(draft.statusCode, draft.body).toBe(201);
    expect(draft.json()).toMatchObject({ status: 'draft', published_at: null });
  });

  it('finds, updates, lists with search/status/pages and soft-deletes', async () => {
    expect((await get(`/api/find-research-report/${report.id}`, admin)).json()).toMatchObject({
      id: report.id,
    });
    const updated = await send('PUT', `/api/update-research-report/${report.id}`, admin, {
      title: 'Vale (VALE3): minério em alta',
      body_html: '<p>Nova versão</p>',
      assets: ['VALE3'],
      status: 'published',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    // Publishing again keeps the first publication time.
    expect(updated.json()).toMatchObject({
      body_html: '<p>Nova versão</p>',
      published_at: report.published_at,
    });
    expect(updated.json()).toEqual(
      (await get(`/api/find-research-report/${report.id}`, admin)).json(),
    );
    const byTicker = (await get('/api/list-research-reports?search=VALE3', admin)).json<{
      data: Admin[];
    }>();
    expect(byTicker.data.map((r) => r.title)).toEqual(
      expect.arrayContaining(['Vale (VALE3): minério em alta', GATED]),
    );
    const page = (await get('/api/list-research-reports?per_page=2&page=2', admin)).json<{
      data: Admin[];
      meta: object;
    }>();
    expect(page.meta).toEqual({ total: 5, page: 2, per_page: 2 });
    const drafts = (await get('/api/list-research-reports?status=draft', admin)).json<{
      data: Admin[];
    }>();
    expect(drafts.data.map((r) => r.title)).toEqual(['Rascunho de PDF']);
    const gated = (
      await get(`/api/find-research-report/${await reportId(GATED)}`, admin)
    ).json<unknown>();
    expect(gated).toMatchObject({ signatures: ['Research Teste'] });

    expect(
      (await send('DELETE', `/api/delete-research-report/${report.id}`, admin)).statusCode,
    ).toBe(204);
    expect((await get(`/api/find-research-report/${report.id}`, admin)).statusCode).toBe(404);
    expect(
      (
        await send('PUT', `/api/update-research-report/${report.id}`, admin, {
          title: 'Outro título',
        })
      ).statusCode,
    ).toBe(404);
    expect((await send('DELETE', '/api/delete-research-report/999999', admin)).statusCode).toBe(
      404,
    );
  });

  it('keeps staff routes from customers', async () => {
    expect((await get('/api/list-research-reports', customer)).statusCode).toBe(403);
    expect(
      (await send('POST', '/api/create-research-report', customer, { title: 'X' })).statusCode,
    ).toBe(403);
    expect((await get('/api/list-research-reports')).statusCode).toBe(401);
  });
});

describe('research PDF upload', () => {
  it('stores a PDF and lets the report be published with it', async () => {
    const draft = (
      await send('POST', '/api/create-research-report', admin, { title: 'Itaú (ITUB4): 3T' })
    ).json<Admin>();
    const bytes = await pdf();
    const res = await upload(draft.id, admin, {
      name: 'itub4.pdf',
      type: 'application/pdf',
      bytes,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Admin>().file).toEqual({ file_name: 'itub4.pdf', size_bytes: bytes.length });
    expect(res.json()).toEqual((await get(`/api/find-research-report/${draft.id}`, admin)).json());
    const published = await send('PUT', `/api/update-research-report/${draft.id}`, admin, {
      title: 'Itaú (ITUB4): 3T',
      status: 'published',
    });
    expect(published.statusCode, published.body).toBe(200);
  });

  it('answers 400 for anything but a PDF, 413 over the limit, 404 and 403', async () => {
    const id = await reportId(OPEN_HTML);
    const expected = { error: { file: [LIMIT_MESSAGE] } };
    const text = await upload(id, admin, {
      name: 'r.pdf',
      type: 'application/pdf',
      bytes: Buffer.from('texto'),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual(expected);
    expect(
      (await upload(id, admin, { name: 'r.png', type: 'image/png', bytes: await pdf() })).json(),
    ).toEqual(expected);
    const big = await upload(id, admin, {
      name: 'r.pdf',
      type: 'application/pdf',
      bytes: await pdf(LIMIT + 1),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual(expected);
    expect((await upload(id, admin)).json()).toEqual(expected);
    expect(
      (await upload(999_999, admin, { name: 'r.pdf', type: 'application/pdf', bytes: await pdf() }))
        .statusCode,
    ).toBe(404);
    expect(
      (await upload(id, customer, { name: 'r.pdf', type: 'application/pdf', bytes: await pdf() }))
        .statusCode,
    ).toBe(403);
  });
});

describe('client research list', () => {
  it('shows published reports newest first, gated ones locked with their signatures', async () => {
    const res = await get('/api/list-research', customer);
    expect(res.statusCode, res.body).toBe(200);
    const { data, meta } = res.json<{ data: Item[]; meta: { total: number } }>();
    const titles = data.map((r) => r.title);
    expect(titles).toEqual(expect.arrayContaining([OPEN_HTML, OPEN_PDF, GATED]));
    expect(titles).not.toContain('Rascunho de PDF');
    expect(meta.total).toBe(data.length);
    const times = data.map((r) => r.published_at);
    expect([...times].sort().reverse()).toEqual(times);
    const byTitle = new Map(data.map((r) => [r.title, r]));
    expect(byTitle.get(OPEN_HTML)).toMatchObject({
      locked: false,
      has_body: true,
      has_file: false,
    });
    expect(byTitle.get(OPEN_HTML)).not.toHaveProperty('required_signatures');
    expect(byTitle.get(OPEN_PDF)).toMatchObject({ locked: false, has_body: false, has_file: true });
    expect(byTitle.get(GATED)).toMatchObject({
      locked: true,
      required_signatures: [{ ...gatingType, available_in_store: true }],
    });
  });

  it('searches, pages, hides scheduled reports and is open to visitors', async () => {
    const search = (await get('/api/list-research?search=petr4', customer)).json<{
      data: Item[];
    }>();
    expect(search.data.map((r) => r.title)).toEqual([OPEN_PDF]);
    const paged = (await get('/api/list-research?per_page=1&page=2', customer)).json<{
      data: Item[];
      meta: object;
    }>();
    expect(paged.data).toHaveLength(1);
    expect(paged.meta).toMatchObject({ page: 2, per_page: 1 });
    const future = await send('POST', '/api/create-research-report', admin, {
      title: 'Agendado para amanhã',
      body_html: '<p>Em breve</p>',
      status: 'published',
      published_at: new Date(clock.getTime() + 86_400_000).toISOString(),
    });
    expect(future.statusCode, future.body).toBe(201);
    const titles = (await get('/api/list-research', customer))
      .json<{ data: Item[] }>()
      .data.map((r) => r.title);
    expect(titles).not.toContain('Agendado para amanhã');
    const visitor = await get('/api/list-research');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json<{ data: Item[] }>().data.find((r) => r.title === GATED)?.locked).toBe(true);
    // Staff may read everything: nothing is locked for them.
    const staff = (await get('/api/list-research', admin)).json<{ data: Item[] }>();
    expect(staff.data.every((r) => !r.locked)).toBe(true);
    expect((await get('/api/list-research?per_page=1000', customer)).statusCode).toBe(400);
  });
});

describe('reading a report', () => {
  it('opens rich text to any customer when no signature includes it', async () => {
    const res = await get(`/api/find-research/${await reportId(OPEN_HTML)}`, customer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      title: OPEN_HTML,
      file: null,
      assets: ['IBOV', 'WIN', 'WDO'],
    });
    expect(res.json<{ body_html: string }>().body_html).toContain('<h2>Ibovespa</h2>');
    const download = await get(`/api/research-download/${await reportId(OPEN_HTML)}`, customer);
    expect(download.statusCode).toBe(404);
    expect(download.json()).toEqual({ error: 'Este relatório não tem PDF.' });
  });

  it('gives a PDF report as an inline viewer link and a download link', async () => {
    const res = await get(`/api/find-research/${await reportId(OPEN_PDF)}`, customer);
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json<{
      file: { view_url: string; download_url: string; expires_at: string; file_name: string };
    }>().file;
    expect(file.expires_at).toBe(new Date(clock.getTime() + 300_000).toISOString());
    const view = await get(file.view_url);
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('application/pdf');
    expect(view.headers['content-disposition']).toBe(
      "inline; filename*=UTF-8''petrobras-petr4-resultado-do-3-trimestre.pdf",
    );
    expect(view.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const saved = await get(file.download_url);
    expect(saved.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''/);
    expect(saved.headers['cache-control']).toBe('private, no-store');
    const link = await get(`/api/research-download/${await reportId(OPEN_PDF)}`, customer);
    expect(link.statusCode).toBe(200);
    expect((await get(link.json<{ url: string }>().url)).statusCode).toBe(200);
    const inline = await get(
      `/api/research-download/${await reportId(OPEN_PDF)}?disposition=inline`,
      customer,
    );
    expect((await get(inline.json<{ url: string }>().url)).headers['content-disposition']).toMatch(
      /^inline; /,
    );
  });

  it('refuses a gated report with the access module’s 403 naming the signature', async () => {
    const id = await reportId(GATED);
    const res = await get(`/api/find-research/${id}`, customer);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: NO_ACCESS,
      required_signatures: [{ ...gatingType, available_in_store: true }],
    });
    expect((await get(`/api/research-download/${id}`, customer)).statusCode).toBe(403);
    // Staff with Research preview it.
    expect((await get(`/api/find-research/${id}`, admin)).statusCode).toBe(200);
  });

  it('opens a gated report while the signature grant lasts, and not a moment longer', async () => {
    const id = await reportId(GATED);
    const access = accessService(database.db, () => clock);
    const endsAt = new Date(clock.getTime() + 3_600_000);
    const signatureGrant = await access.grant({
      userId: customerId,
      kind: 'signature',
      targetId: gatingType.id,
      startsAt: clock,
      endsAt,
      source: 'signature',
    });
    const started = clock;
    try {
      clock = new Date(endsAt.getTime() - 1);
      expect((await get(`/api/find-research/${id}`, customer)).statusCode).toBe(200);
      const item = (await get('/api/list-research', customer))
        .json<{ data: Item[] }>()
        .data.find((r) => r.id === id);
      expect(item).toMatchObject({ locked: false });
      expect(item).not.toHaveProperty('required_signatures');
      clock = endsAt;
      expect((await get(`/api/find-research/${id}`, customer)).statusCode).toBe(403);
    } finally {
      clock = started;
      await access.revoke(signatureGrant, clock);
    }
    expect((await get(`/api/find-research/${id}`, customer)).statusCode).toBe(403);
    // A direct grant of the report opens it too.
    const grantId = await access.grant({
      userId: customerId,
      kind: 'research',
      targetId: id,
      startsAt: clock,
      endsAt: null,
      source: 'courtesy',
    });
    expect((await get(`/api/find-research/${id}`, customer)).statusCode).toBe(200);
    await access.revoke(grantId, clock);
    expect((await get(`/api/find-research/${id}`, customer)).statusCode).toBe(403);
  });

  it('answers 404 for drafts, deleted and unknown reports and 401 for visitors', async () => {
    const draft = (
      await send('POST', '/api/create-research-report', admin, {
        title: 'Ainda não',
        body_html: '<p>x</p>',
      })
    ).json<Admin>();
    expect((await get(`/api/find-research/${draft.id}`, customer)).statusCode).toBe(404);
    expect((await get(`/api/find-research/${draft.id}`, admin)).statusCode).toBe(200);
    expect((await get('/api/find-research/999999', customer)).statusCode).toBe(404);
    expect((await get('/api/research-download/999999', customer)).statusCode).toBe(404);
    expect((await get(`/api/find-research/${draft.id}`)).statusCode).toBe(401);
    expect((await get(`/api/research-download/${draft.id}`)).statusCode).toBe(401);
  });

  it('stops old links when the PDF is replaced', async () => {
    const id = await reportId(OPEN_PDF);
    const old = (await get(`/api/research-download/${id}`, customer)).json<{ url: string }>();
    const res = await upload(id, admin, {
      name: 'nova.pdf',
      type: 'application/pdf',
      bytes: await pdf(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(old.url)).statusCode).toBe(404);
    const fresh = (await get(`/api/research-download/${id}`, customer)).json<{ url: string }>();
    expect((await get(fresh.url)).statusCode).toBe(200);
  });
});
