import { eq } from 'drizzle-orm';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { App } from '../../app.ts';
import { ebooks, signatureTypeContents, signatureTypes, users } from '../../db/schema/index.ts';
import type { Config } from '../../platform/config.ts';
import { buildDemoPdf } from '../../seed/content-ebooks.ts';
import { seedDemo } from '../../seed/demo.ts';
import { apiClient, bearer, multipartBody } from '../../test/http.ts';
import { testConfig } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import type { TestDatabase } from '../../test/test-db.ts';
import { accessService } from '../access/access.service.ts';

const LIMIT = 64 * 1024;
const LIMIT_MESSAGE = 'Envie um arquivo PDF de até 64 KB.';
const NO_ACCESS = 'Você não tem acesso a este conteúdo.';
const SEED_SLUG = 'guia-pratico-do-mini-indice';
const OTHER_SLUG = 'gestao-de-risco-para-traders';

let database: TestDatabase;
let config: Config;
let app: App;
let admin: string;
let customer: string;
let customerId: number;
/** The app's clock: tests move it to expire links and grants. */
let clock = new Date(Math.floor(Date.now() / 1000) * 1000);

const tokenOf = (target: App, email: string) => apiClient(() => target).login(email);
const { get, send } = apiClient(() => app);

const upload = (
  target: App,
  id: number,
  token: string,
  file?: { name: string; type: string; bytes: Buffer; field?: string },
) => {
  const body = file ? multipartBody({}, file) : multipartBody();
  return target.inject({
    method: 'POST',
    url: `/api/upload-ebook-file/${id}`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};
/** A real PDF padded (inside a comment after %%EOF, as PDF writers do) to `size` bytes. */
async function pdfOf(size?: number): Promise<Buffer> {
  const bytes = await buildDemoPdf({
    title: 'Teste',
    subtitle: 'PDF de teste',
    sections: [{ heading: 'Um', paragraphs: ['Olá'] }],
  });
  if (size === undefined || size <= bytes.length) return bytes;
  return Buffer.concat([bytes, Buffer.from('%'), Buffer.alloc(size - bytes.length - 1, 0x41)]);
}

async function ebookId(slug: string): Promise<number> {
  const [row] = await database.db
    .select({ id: ebooks.id })
    .from(ebooks)
    .where(eq(ebooks.slug, slug));
  return row!.id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db);
  config = testConfig({ LOGIN_IP_PER_MINUTE: '1000', LOGIN_IP_PER_HOUR: '1000' });
  app = await buildApp({
    config,
    database,
    now: () => clock,
    fileLimits: { ebookBytes: LIMIT },
  });
  admin = await tokenOf(app, 'admin@demo.lstrader.com.br');
  customer = await tokenOf(app, 'cliente@demo.lstrader.com.br');
  const [row] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'cliente@demo.lstrader.com.br'));
  customerId = row!.id;
});
afterAll(async () => {
  await app.close();
});

interface Detail {
  id: number;
  slug: string;
  title: string;
  status: string;
  description_html: string | null;
  file: { file_name: string; size_bytes: number } | null;
}

describe('staff ebook management', () => {
  let created: Detail;

  it('creates with a slug from the title and a sanitised description', async () => {
    const res = await send('POST', '/api/create-ebook', admin, {
      title: 'Análise Gráfica Essencial',
      author: 'Paulo Analista',
      pages: 120,
      description_html: '<p onclick="x()">Guia<script>alert(1)</script> <b>completo</b></p>',
      price_cents: 3_990,
      max_installments: 3,
      ad_texts: { liberta: 'Texto Liberta', brazilian: '' },
    });
    expect(res.statusCode, res.body).toBe(201);
    created = res.json<Detail>();
    expect(created).toMatchObject({
      slug: 'analise-grafica-essencial',
      status: 'draft',
      description_html: '<p>Guia <b>completo</b></p>',
      file: null,
      ad_texts: { liberta: 'Texto Liberta' },
    });
    expect(created).toEqual((await get(`/api/find-ebook/${created.id}`, admin)).json());
    const again = await send('POST', '/api/create-ebook', admin, {
      title: 'Análise Gráfica Essencial',
      price_cents: 0,
    });
    expect(again.json<Detail>().slug).toBe('analise-grafica-essencial-2');
    const taken = await send('POST', '/api/create-ebook', admin, {
      title: 'Outro',
      slug: SEED_SLUG,
      price_cents: 0,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ error: { slug: ['Já existe um e-book com este endereço.'] } });
  });

  it('answers 400 with the field errors', async () => {
    const res = await send('POST', '/api/create-ebook', admin, {
      title: '',
      price_cents: -1,
      slug: 'Não Vale!',
      pages: 0,
      intruso: 1,
    });
    expect(res.statusCode).toBe(400);
    const error = res.json<{ error: Record<string, string[]> }>().error;
    expect(Object.keys(error).sort()).toEqual(['intruso', 'pages', 'price_cents', 'slug', 'title']);
    const missingCategory = await send('POST', '/api/create-ebook', admin, {
      title: 'Com categoria',
      price_cents: 100,
      category_id: 999_999,
    });
    expect(missingCategory.json()).toEqual({
      error: { category_id: ['Categoria não encontrada.'] },
    });
  });

  it('finds, updates, lists with search/status/pages, selects and soft-deletes', async () => {
    expect((await get(`/api/find-ebook/${created.id}`, admin)).json()).toMatchObject({
      id: created.id,
      title: 'Análise Gráfica Essencial',
    });
    const updated = await send('PUT', `/api/update-ebook/${created.id}`, admin, {
      title: 'Análise Gráfica Essencial',
      price_cents: 4_490,
      status: 'published',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ price_cents: 4_490, status: 'published' });
    // A write answers the ebook as a later read shows it.
    expect(updated.json()).toEqual((await get(`/api/find-ebook/${created.id}`, admin)).json());

    const search = await get('/api/list-ebooks?search=gráfica&per_page=1', admin);
    expect(search.statusCode).toBe(200);
    expect(search.json()).toMatchObject({ meta: { total: 2, page: 1, per_page: 1 } });
    const drafts = (await get('/api/list-ebooks?status=draft', admin)).json<{
      data: { title: string; status: string }[];
    }>();
    expect(drafts.data.every((e) => e.status === 'draft')).toBe(true);
    const seeded = (await get('/api/list-ebooks?search=mini', admin)).json<{
      data: { slug: string; file: unknown }[];
    }>();
    expect(seeded.data[0]).toMatchObject({
      slug: SEED_SLUG,
      file: { file_name: `${SEED_SLUG}.pdf` },
    });
    expect((await get('/api/list-ebooks?status=outro', admin)).statusCode).toBe(400);

    const select = (await get('/api/select-ebook', admin)).json<{ id: number; name: string }[]>();
    expect(select).toContainEqual({ id: created.id, name: 'Análise Gráfica Essencial' });

    const removed = await send('DELETE', `/api/delete-ebook/${created.id}`, admin);
    expect(removed.statusCode).toBe(204);
    expect((await get(`/api/find-ebook/${created.id}`, admin)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/delete-ebook/${created.id}`, admin)).statusCode).toBe(404);
    expect(
      (await send('PUT', '/api/update-ebook/999999', admin, { title: 'Xx', price_cents: 1 }))
        .statusCode,
    ).toBe(404);
    const after = (await get('/api/select-ebook', admin)).json<{ id: number }[]>();
    expect(after.map((e) => e.id)).not.toContain(created.id);
  });

  it('keeps staff routes from customers', async () => {
    expect((await get('/api/list-ebooks', customer)).statusCode).toBe(403);
    expect((await send('POST', '/api/create-ebook', customer, { title: 'X' })).statusCode).toBe(
      403,
    );
    expect((await get('/api/list-ebooks')).statusCode).toBe(401);
  });
});

describe('ebook PDF upload', () => {
  let id: number;
  beforeAll(async () => {
    id = (
      await send('POST', '/api/create-ebook', admin, { title: 'Upload de Teste', price_cents: 0 })
    ).json<Detail>().id;
  });
  const stored = () => readdir(join(config.dataDir, 'uploads', 'files')).catch(() => []);

  it('stores a PDF under a random name and shows the person’s name only as a label', async () => {
    const bytes = await pdfOf();
    const res = await upload(app, id, admin, {
      name: '../../etc/meu ebook.pdf',
      type: 'application/pdf',
      bytes,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Detail>().file).toEqual({
      file_name: 'meu ebook.pdf',
      size_bytes: bytes.length,
    });
    expect(res.json()).toEqual((await get(`/api/find-ebook/${id}`, admin)).json());
    const [row] = await database.db.select().from(ebooks).where(eq(ebooks.id, id));
    expect(row!.fileKey).toMatch(/^[a-f0-9]{32}\.pdf$/);
    expect(await stored()).toContain(row!.fileKey);
  });

  it('replaces the previous file and deletes its bytes', async () => {
    const [before] = await database.db.select().from(ebooks).where(eq(ebooks.id, id));
    const res = await upload(app, id, admin, {
      name: 'v2.pdf',
      type: 'application/pdf',
      bytes: await pdfOf(2000),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [after] = await database.db.select().from(ebooks).where(eq(ebooks.id, id));
    expect(after!.fileKey).not.toBe(before!.fileKey);
    const names = await stored();
    expect(names).toContain(after!.fileKey);
    expect(names).not.toContain(before!.fileKey);
  });

  it('answers 400 (413 over the size) with a clear message for anything but a PDF within the limit', async () => {
    const expected = { error: { file: [LIMIT_MESSAGE] } };
    const filesBefore = (await stored()).length;
    const notPdf = await upload(app, id, admin, {
      name: 'capa.pdf',
      type: 'application/pdf',
      bytes: Buffer.from('GIF89a não é um PDF'),
    });
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json()).toEqual(expected);
    const wrongType = await upload(app, id, admin, {
      name: 'ebook.docx',
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      bytes: await pdfOf(),
    });
    expect(wrongType.json()).toEqual(expected);
    const atLimit = await upload(app, id, admin, {
      name: 'no-limite.pdf',
      type: 'application/pdf',
      bytes: await pdfOf(LIMIT),
    });
    expect(atLimit.statusCode, atLimit.body).toBe(200);
    const overLimit = await upload(app, id, admin, {
      name: 'grande.pdf',
      type: 'application/pdf',
      bytes: await pdfOf(LIMIT + 1),
    });
    // Over the limit: 413 Content Too Large, same field message.
    expect(overLimit.statusCode).toBe(413);
    expect(overLimit.json()).toEqual(expected);
    const noFile = await upload(app, id, admin);
    expect(noFile.json()).toEqual(expected);
    const json = await send('POST', `/api/upload-ebook-file/${id}`, admin, { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual(expected);
    // Refused uploads leave nothing behind (the accepted one replaced the previous file).
    expect((await stored()).length).toBe(filesBefore);
    expect(
      (
        await upload(app, 999_999, admin, {
          name: 'a.pdf',
          type: 'application/pdf',
          bytes: await pdfOf(),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await upload(app, id, customer, {
          name: 'a.pdf',
          type: 'application/pdf',
          bytes: await pdfOf(),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('accepts PDFs bigger than the 5 MB avatar limit with the real limits', async () => {
    // A second app on the same schema (each test file has one database); closing it must
    // leave the database to the first app.
    const real = await buildApp({
      config: testConfig({ LOGIN_IP_PER_MINUTE: '1000', LOGIN_IP_PER_HOUR: '1000' }),
      database: { ...database, close: () => Promise.resolve() },
    });
    try {
      const token = await tokenOf(real, 'admin@demo.lstrader.com.br');
      const big = await upload(real, id, token, {
        name: 'grande.pdf',
        type: 'application/pdf',
        bytes: await pdfOf(6 * 1024 * 1024),
      });
      expect(big.statusCode, big.body).toBe(200);
      expect(big.json<Detail>().file?.size_bytes).toBe(6 * 1024 * 1024);
      const notPdf = await upload(real, id, token, {
        name: 'x.pdf',
        type: 'application/pdf',
        bytes: Buffer.from('não'),
      });
      expect(notPdf.json()).toEqual({ error: { file: ['Envie um arquivo PDF de até 50 MB.'] } });
    } finally {
      await real.close();
    }
  });
});

describe('public ebook page', () => {
  it('opens without login with price and the brand’s ad text', async () => {
    const res = await get(`/api/public-ebook/${SEED_SLUG}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      slug: SEED_SLUG,
      title: 'Guia Prático do Mini-Índice',
      author: 'Paulo Analista',
      price_cents: 4_790,
      max_installments: 6,
      has_file: true,
      has_access: false,
      ad_text: 'O e-book que acompanha o curso Day Trade do Zero.',
    });
    expect(res.json()).not.toHaveProperty('file_key');
    const liberta = await get(`/api/public-ebook/${SEED_SLUG}`, undefined, {
      origin: 'http://liberta.localhost:3000',
    });
    expect(liberta.json<{ ad_text: string }>().ad_text).toBe(
      'Entenda o mini-índice antes de investir no mercado futuro.',
    );
    const global = await get(`/api/public-ebook/${SEED_SLUG}`, undefined, {
      origin: 'http://global.localhost:3000',
    });
    expect(global.json<{ ad_text: string | null }>().ad_text).toBeNull();
  });

  it('says has_access for a signed-in owner, and hides drafts and unknown slugs', async () => {
    const owned = await get(`/api/public-ebook/${SEED_SLUG}`, customer);
    expect(owned.json<{ has_access: boolean }>().has_access).toBe(true);
    const notOwned = await get(`/api/public-ebook/${OTHER_SLUG}`, customer);
    expect(notOwned.json<{ has_access: boolean }>().has_access).toBe(false);
    await send('POST', '/api/create-ebook', admin, {
      title: 'Rascunho Secreto',
      price_cents: 100,
    });
    expect((await get('/api/public-ebook/rascunho-secreto')).statusCode).toBe(404);
    expect((await get('/api/public-ebook/nao-existe')).statusCode).toBe(404);
    expect((await get('/api/public-ebook/..%2F..%2Fetc')).statusCode).toBe(400);
  });
});

describe('Meus E-books and downloads', () => {
  it('lists what Carla may read, with the access end', async () => {
    const res = await get('/api/my-ebooks', customer);
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json<{ slug: string; access_ends_at: string | null; has_file: boolean }[]>();
    expect(mine).toEqual([
      expect.objectContaining({ slug: SEED_SLUG, access_ends_at: null, has_file: true }),
    ]);
    expect((await get('/api/my-ebooks')).statusCode).toBe(401);
  });

  it('gives a 5-minute link that streams the PDF as an attachment', async () => {
    const id = await ebookId(SEED_SLUG);
    const res = await get(`/api/ebook-download/${id}`, customer);
    expect(res.statusCode, res.body).toBe(200);
    const link = res.json<{ url: string; expires_at: string }>();
    expect(link.url).toMatch(/^\/api\/files\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(link.expires_at).toBe(new Date(clock.getTime() + 300_000).toISOString());
    const file = await get(link.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${SEED_SLUG}.pdf`,
    );
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Number(file.headers['content-length'])).toBe(file.rawPayload.length);
    // "Ler agora": the same file shown in the browser.
    const read = await get(`/api/ebook-download/${id}?disposition=inline`, customer);
    const shown = await get(read.json<{ url: string }>().url);
    expect(shown.headers['content-disposition']).toBe(`inline; filename*=UTF-8''${SEED_SLUG}.pdf`);
    expect((await get(`/api/ebook-download/${id}?disposition=outro`, customer)).statusCode).toBe(
      400,
    );
  });

  it('refuses tampered and expired links', async () => {
    const id = await ebookId(SEED_SLUG);
    const { url } = (await get(`/api/ebook-download/${id}`, customer)).json<{ url: string }>();
    const [payload, signature] = url.replace('/api/files/', '').split('.') as [string, string];
    // The same signature on another file's key (the other seeded ebook's PDF).
    const [other] = await database.db
      .select({ key: ebooks.fileKey })
      .from(ebooks)
      .where(eq(ebooks.slug, OTHER_SLUG));
    const bytes = Buffer.from(payload, 'base64url');
    Buffer.from(other!.key!.slice(0, 32), 'hex').copy(bytes, 0);
    const forged = bytes.toString('base64url');
    const tampered = await get(`/api/files/${forged}.${signature}`);
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json()).toEqual({ error: 'Link de download inválido.' });
    expect((await get(`/api/files/${payload}.${'A'.repeat(43)}`)).statusCode).toBe(403);
    expect((await get('/api/files/qualquer-coisa')).statusCode).toBe(403);
    const started = clock;
    try {
      clock = new Date(started.getTime() + 299_999);
      expect((await get(url)).statusCode).toBe(200);
      clock = new Date(started.getTime() + 300_000);
      const expired = await get(url);
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toEqual({ error: 'Este link de download expirou. Gere um novo.' });
    } finally {
      clock = started;
    }
  });

  it('refuses a download without a grant with the access module’s 403', async () => {
    const id = await ebookId(OTHER_SLUG);
    const denied = await get(`/api/ebook-download/${id}`, customer);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ error: NO_ACCESS });
    // A signature that includes the ebook: the 403 names it, and holding it opens the ebook.
    const [type] = await database.db
      .insert(signatureTypes)
      .values({ name: 'E-books Ilimitados', slug: 'ebooks-ilimitados-teste' })
      .returning({ id: signatureTypes.id });
    await database.db
      .insert(signatureTypeContents)
      .values({ signatureTypeId: type!.id, kind: 'ebook', targetId: id });
    expect((await get(`/api/ebook-download/${id}`, customer)).json()).toEqual({
      error: NO_ACCESS,
      required_signatures: [
        {
          id: type!.id,
          name: 'E-books Ilimitados',
          slug: 'ebooks-ilimitados-teste',
          available_in_store: true,
        },
      ],
    });
    const access = accessService(database.db, () => clock);
    const grantId = await access.grant({
      userId: customerId,
      kind: 'signature',
      targetId: type!.id,
      startsAt: clock,
      endsAt: null,
      source: 'signature',
    });
    try {
      expect((await get(`/api/ebook-download/${id}`, customer)).statusCode).toBe(200);
      const mine = (await get('/api/my-ebooks', customer)).json<{ slug: string }[]>();
      expect(mine.map((e) => e.slug)).toContain(OTHER_SLUG);
    } finally {
      await access.revoke(grantId, clock);
    }
    expect((await get(`/api/ebook-download/${id}`, customer)).statusCode).toBe(403);
    // Staff with E-books may open any ebook; unknown ids are 404; visitors 401.
    expect((await get(`/api/ebook-download/${id}`, admin)).statusCode).toBe(200);
    expect((await get('/api/ebook-download/999999', customer)).statusCode).toBe(404);
    expect((await get(`/api/ebook-download/${id}`)).statusCode).toBe(401);
  });

  it('answers 404 for a granted ebook that has no file yet', async () => {
    const created = await send('POST', '/api/create-ebook', admin, {
      title: 'Sem Arquivo Ainda',
      price_cents: 100,
      status: 'published',
    });
    const id = created.json<Detail>().id;
    await send('POST', '/api/register-user-ebooks', admin, {
      user_id: customerId,
      ebook_ids: [id],
    });
    const res = await get(`/api/ebook-download/${id}`, customer);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Este e-book ainda não tem arquivo para download.' });
  });
});

describe('staff ebook grants', () => {
  it('grants until a time, lists by user, and access ends exactly then', async () => {
    const id = await ebookId(OTHER_SLUG);
    const endsAt = new Date(clock.getTime() + 3_600_000);
    const res = await send('POST', '/api/register-user-ebooks', admin, {
      user_id: customerId,
      ebook_ids: [id],
      ends_at: endsAt.toISOString(),
      note: 'Cortesia de teste',
    });
    expect(res.statusCode, res.body).toBe(200);
    const byUser = (await get(`/api/list-ebooks-by-user/${customerId}`, admin)).json<unknown>();
    expect(res.json()).toEqual(byUser);
    expect(byUser).toContainEqual(
      expect.objectContaining({
        target_id: id,
        name: 'Gestão de Risco para Traders',
        source: 'staff',
        status: 'active',
        ends_at: endsAt.toISOString(),
        note: 'Cortesia de teste',
      }),
    );
    const started = clock;
    try {
      clock = new Date(endsAt.getTime() - 1);
      expect((await get(`/api/ebook-download/${id}`, customer)).statusCode).toBe(200);
      const mine = (await get('/api/my-ebooks', customer)).json<
        { slug: string; access_ends_at: string | null }[]
      >();
      expect(mine.find((e) => e.slug === OTHER_SLUG)?.access_ends_at).toBe(endsAt.toISOString());
      clock = endsAt;
      expect((await get(`/api/ebook-download/${id}`, customer)).statusCode).toBe(403);
      const later = (await get('/api/my-ebooks', customer)).json<{ slug: string }[]>();
      expect(later.map((e) => e.slug)).not.toContain(OTHER_SLUG);
    } finally {
      clock = started;
    }
  });

  it('answers 400, 403 and 404 like the course grants', async () => {
    const id = await ebookId(OTHER_SLUG);
    const past = await send('POST', '/api/register-user-ebooks', admin, {
      user_id: customerId,
      ebook_ids: [id],
      ends_at: new Date(clock.getTime() - 1000).toISOString(),
    });
    expect(past.json()).toEqual({ error: { ends_at: ['A data final deve ser futura.'] } });
    const unknown = await send('POST', '/api/register-user-ebooks', admin, {
      user_id: customerId,
      ebook_ids: [999_999],
    });
    expect(unknown.json()).toEqual({ error: { ebook_ids: ['E-book não encontrado.'] } });
    const nobody = await send('POST', '/api/register-user-ebooks', admin, {
      user_id: 999_999,
      ebook_ids: [id],
    });
    expect(nobody.json()).toEqual({ error: { user_id: ['Usuário não encontrado.'] } });
    const empty = await send('POST', '/api/register-user-ebooks', admin, {
      user_id: customerId,
      ebook_ids: [],
    });
    expect(empty.statusCode).toBe(400);
    expect(
      (
        await send('POST', '/api/register-user-ebooks', customer, {
          user_id: customerId,
          ebook_ids: [id],
        })
      ).statusCode,
    ).toBe(403);
    expect((await get(`/api/list-ebooks-by-user/${customerId}`, customer)).statusCode).toBe(403);
    expect((await get('/api/list-ebooks-by-user/999999', admin)).statusCode).toBe(404);
  });
});
