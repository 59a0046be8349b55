import { INTERNAL_POLICY_MESSAGES as M } from '@app/shared';
import type {
  InternalPolicy,
  InternalPolicyConfirmation,
  InternalPolicyReaders,
  InternalPolicyRow,
  InternalPolicyVersion,
  ListPage,
  MyInternalPolicy,
  MyInternalPolicyList,
  MyPendingInternalPolicies,
} from '@app/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { queryRows } from '../../platform/db/database.ts';
import { buildDemoPdf } from '../../seed/content-ebooks.ts';
import { apiClient, bearer } from '../../test/http.ts';
import { countStatements } from '../../test/statements.ts';
import { createDemoApp } from '../../test/test-app.ts';
import type { TestDatabase } from '../../test/test-db.ts';

const LIMIT = 32 * 1024;
const LIMIT_MESSAGE = 'Envie um arquivo PDF de até 32 KB.';

let app: App;
let database: TestDatabase;
let admin: string;
let analyst: string;
let analyst2: string;
let seller: string;
let support: string;
let customer: string;
let clock = new Date(Math.floor(Date.now() / 1000) * 1000);
const { login, get, send } = apiClient(() => app);
const post = (url: string, body: object | undefined, token?: string) =>
  send('POST', url, token, body);
const put = (url: string, body: object, token?: string) => send('PUT', url, token, body);

beforeAll(async () => {
  ({ app, database } = await createDemoApp(() => clock, { fileLimits: { policyBytes: LIMIT } }));
  admin = await login('admin@demo.lstrader.com.br');
  analyst = await login('analista@demo.lstrader.com.br');
  analyst2 = await login('analista2@demo.lstrader.com.br');
  seller = await login('vendedor@demo.lstrader.com.br');
  support = await login('suporte@demo.lstrader.com.br');
  customer = await login('cliente@demo.lstrader.com.br');
});
afterAll(async () => {
  await app.close();
});

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
    url: `/api/upload-internal-policy-file/${id}`,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
  });
}
const pdf = async (size?: number) => {
  const bytes = await buildDemoPdf({
    title: 'Código de conduta',
    subtitle: 'Teste',
    sections: [{ heading: 'Regras', paragraphs: ['Respeito.'] }],
  });
  if (size === undefined || size <= bytes.length) return bytes;
  return Buffer.concat([bytes, Buffer.from('%'), Buffer.alloc(size - bytes.length - 1, 0x41)]);
};

const ANALYST_PROFILE = 2;
const base = {
  title: 'Política de segurança da informação',
  category: 'Segurança da informação',
  summary: 'Senhas, dispositivos e dados de clientes.',
  body_html: '<p>Use senhas fortes.</p><script>alert(1)</script>',
  required_reading: true,
  audience: 'profiles',
  profile_ids: [ANALYST_PROFILE],
};

describe('who may call what', () => {
  it('answers 401 without a session and 403 without the resource', async () => {
    expect((await get('/api/list-internal-policies')).statusCode).toBe(401);
    expect((await get('/api/list-my-internal-policies')).statusCode).toBe(401);
    expect((await get('/api/list-internal-policies', analyst)).statusCode).toBe(403);
    expect((await post('/api/create-internal-policy', base, support)).statusCode).toBe(403);
    // Customers have no hub.
    expect((await get('/api/list-my-internal-policies', customer)).statusCode).toBe(403);
    expect((await get('/api/my-pending-internal-policies', customer)).statusCode).toBe(403);
    expect(
      (await post('/api/confirm-internal-policy/1', { version: 1 }, customer)).statusCode,
    ).toBe(403);
  });
});

describe('a policy, its versions and their confirmations', () => {
  let policy: InternalPolicy;

  it('refuses bad input in pt-BR', async () => {
    const bad = await post(
      '/api/create-internal-policy',
      { ...base, title: ' ', category: '', profile_ids: [] },
      admin,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: { title: [M.title], category: [M.category], profile_ids: [M.profiles] },
    });
    const customerProfile = await post(
      '/api/create-internal-policy',
      { ...base, profile_ids: [3] },
      admin,
    );
    expect(customerProfile.json()).toEqual({ error: { profile_ids: [M.customerProfile] } });
    const missing = await post(
      '/api/create-internal-policy',
      { ...base, profile_ids: [99_999] },
      admin,
    );
    expect(missing.statusCode).toBe(400);
    const empty = await post(
      '/api/create-internal-policy',
      { ...base, body_html: '<p></p>', publish: true },
      admin,
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: { body_html: [M.contentRequired] } });
    expect(
      (await post('/api/create-internal-policy', { ...base, extra: 1 }, admin)).statusCode,
    ).toBe(400);
  });

  it('creates a published version 1 with its HTML sanitised', async () => {
    const res = await post('/api/create-internal-policy', { ...base, publish: true }, admin);
    expect(res.statusCode, res.body).toBe(201);
    policy = res.json<InternalPolicy>();
    expect(policy).toMatchObject({
      title: base.title,
      body_html: '<p>Use senhas fortes.</p>',
      audience: 'profiles',
      profile_ids: [ANALYST_PROFILE],
      current_version: 1,
      latest_version: { version: 1, status: 'published' },
    });
    // Two analysts in the demo; nobody confirmed yet.
    expect(policy.versions).toEqual([
      expect.objectContaining({ version: 1, confirmed: 0, audience_size: 2 }),
    ]);
    const list = (
      await get(`/api/list-internal-policies?search=${encodeURIComponent('segurança da')}`, admin)
    ).json<ListPage<InternalPolicyRow>>();
    expect(list.data.find((r) => r.id === policy.id)).toMatchObject({
      current_version: 1,
      has_draft: false,
      profiles: ['Analista'],
      confirmed: 0,
      audience_size: 2,
    });
    expect((await get('/api/find-internal-policy/999999', admin)).statusCode).toBe(404);
  });

  it('shows it in the hub of the chosen profiles only, as a pending required reading', async () => {
    const mine = (
      await get('/api/list-my-internal-policies', analyst)
    ).json<MyInternalPolicyList>();
    expect(mine.data.find((p) => p.id === policy.id)).toMatchObject({
      version: 1,
      required_reading: true,
      confirmed_at: null,
    });
    expect(mine.categories).toContain('Segurança da informação');
    const pending = (
      await get('/api/my-pending-internal-policies', analyst)
    ).json<MyPendingInternalPolicies>();
    expect(pending.data.map((p) => p.id)).toContain(policy.id);
    expect(pending.count).toBe(pending.data.length);
    const sellers = (
      await get('/api/list-my-internal-policies', seller)
    ).json<MyInternalPolicyList>();
    expect(sellers.data.map((p) => p.id)).not.toContain(policy.id);
    expect((await get(`/api/find-my-internal-policy/${policy.id}`, seller)).statusCode).toBe(404);
    const view = (
      await get(`/api/find-my-internal-policy/${policy.id}`, analyst)
    ).json<MyInternalPolicy>();
    expect(view).toMatchObject({
      is_current: true,
      confirmed_at: null,
      document: { version: 1, body_html: '<p>Use senhas fortes.</p>', file: null },
    });
  });

  it('confirms once per person per version, in one statement with its audit line', async () => {
    await get('/api/my-pending-internal-policies', analyst); // warms the session
    clock = new Date(clock.getTime() + 60_000);
    const { result, statements } = await countStatements(database, () =>
      post(`/api/confirm-internal-policy/${policy.id}`, { version: 1 }, analyst),
    );
    expect(result.statusCode, result.body).toBe(201);
    expect(statements).toHaveLength(1);
    const first = result.json<InternalPolicyConfirmation>();
    expect(first).toEqual({
      policy_id: policy.id,
      version: 1,
      confirmed_at: clock.toISOString(),
      created: true,
    });
    clock = new Date(clock.getTime() + 60_000);
    const again = await post(`/api/confirm-internal-policy/${policy.id}`, { version: 1 }, analyst);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...first, created: false });
    const [audited] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from audit_logs
        where action = 'internal_policy.confirm' and target_id = ${String(policy.id)}`,
    );
    expect(audited!.n).toBe(1);
    const wrong = await post(`/api/confirm-internal-policy/${policy.id}`, { version: 2 }, analyst);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toEqual({ error: M.notCurrent });
    expect(
      (await post(`/api/confirm-internal-policy/${policy.id}`, { version: 1 }, seller)).statusCode,
    ).toBe(404);
    const pending = (
      await get('/api/my-pending-internal-policies', analyst)
    ).json<MyPendingInternalPolicies>();
    expect(pending.data.map((p) => p.id)).not.toContain(policy.id);
  });

  it('shows staff who confirmed and who has not, with search, filter and CSV', async () => {
    const v1 = policy.versions[0]!.id;
    const all = (
      await get(`/api/list-internal-policy-readers/${v1}`, admin)
    ).json<InternalPolicyReaders>();
    expect(all.summary).toEqual({ version: 1, confirmed: 1, pending: 1 });
    expect(all.data.map((r) => [r.name, r.confirmed_at !== null])).toEqual([
      ['Marina Analista', false],
      ['Paulo Analista', true],
    ]);
    const pending = (
      await get(`/api/list-internal-policy-readers/${v1}?status=pending`, admin)
    ).json<InternalPolicyReaders>();
    expect(pending.data.map((r) => r.name)).toEqual(['Marina Analista']);
    expect(pending.meta.total).toBe(1);
    const search = (
      await get(`/api/list-internal-policy-readers/${v1}?search=paulo`, admin)
    ).json<InternalPolicyReaders>();
    expect(search.data.map((r) => r.name)).toEqual(['Paulo Analista']);
    const csv = await get(`/api/export-internal-policy-readers/${v1}`, admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attachment');
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Pessoa;E-mail;Perfil;Situação;Confirmada em (São Paulo)');
    expect(lines.slice(1).map((l) => l.split(';').slice(0, 4).join(';'))).toEqual([
      'Marina Analista;analista2@demo.lstrader.com.br;Analista;Pendente',
      'Paulo Analista;analista@demo.lstrader.com.br;Analista;Confirmada',
    ]);
    // The confirmation's time, in São Paulo, to the minute.
    expect(lines[2]!.split(';')[4]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect((await get('/api/list-internal-policy-readers/999999', admin)).statusCode).toBe(404);
    expect((await get(`/api/list-internal-policy-readers/${v1}`, analyst)).statusCode).toBe(403);
  });

  it('keeps the published version frozen: a new text opens version 2 as a draft', async () => {
    // The same text: only the flag and audience change, no new version.
    const same = await put(
      `/api/update-internal-policy/${policy.id}`,
      { ...base, audience: 'all', profile_ids: [] },
      admin,
    );
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json<InternalPolicy>().versions).toHaveLength(1);
    expect(same.json<InternalPolicy>().audience).toBe('all');
    const res = await put(
      `/api/update-internal-policy/${policy.id}`,
      {
        ...base,
        audience: 'all',
        profile_ids: [],
        body_html: '<p>Use senhas fortes e autenticação em dois fatores.</p>',
        change_note: 'Dois fatores obrigatórios.',
      },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    policy = res.json<InternalPolicy>();
    expect(policy).toMatchObject({
      current_version: 1,
      latest_version: { version: 2, status: 'draft' },
      change_note: 'Dois fatores obrigatórios.',
    });
    // Readers still see version 1, confirmed.
    const view = (
      await get(`/api/find-my-internal-policy/${policy.id}`, analyst)
    ).json<MyInternalPolicy>();
    expect(view.document.version).toBe(1);
    expect(view.confirmed_at).not.toBeNull();
    // The database refuses to rewrite a published version.
    await expect(
      database.db.execute(
        sql`update internal_policy_versions set title = 'x' where id = ${policy.versions[1]!.id}`,
      ),
    ).rejects.toThrow();
  });

  it('publishes version 2: everyone confirms again; version 1 stays readable', async () => {
    const res = await post(`/api/publish-internal-policy/${policy.id}`, undefined, admin);
    expect(res.statusCode, res.body).toBe(200);
    policy = res.json<InternalPolicy>();
    expect(policy.current_version).toBe(2);
    expect(
      (await post(`/api/publish-internal-policy/${policy.id}`, undefined, admin)).json(),
    ).toEqual({ error: M.nothingToPublish });
    const view = (
      await get(`/api/find-my-internal-policy/${policy.id}`, analyst)
    ).json<MyInternalPolicy>();
    expect(view).toMatchObject({ is_current: true, confirmed_at: null, current_version: 2 });
    expect(view.document.change_note).toBe('Dois fatores obrigatórios.');
    expect(view.versions.map((v) => [v.version, v.confirmed_at !== null])).toEqual([
      [2, false],
      [1, true],
    ]);
    const old = (
      await get(`/api/find-my-internal-policy/${policy.id}?version=1`, analyst)
    ).json<MyInternalPolicy>();
    expect(old).toMatchObject({
      is_current: false,
      document: { version: 1, body_html: '<p>Use senhas fortes.</p>' },
    });
    expect(
      (await post(`/api/confirm-internal-policy/${policy.id}`, { version: 1 }, analyst)).statusCode,
    ).toBe(409);
    expect(
      (await get(`/api/find-my-internal-policy/${policy.id}?version=9`, analyst)).statusCode,
    ).toBe(404);
    // Audience 'all' now: the seller reads it too.
    expect(
      (await post(`/api/confirm-internal-policy/${policy.id}`, { version: 2 }, seller)).statusCode,
    ).toBe(201);
  });

  it('lists the hub in one statement and filters it', async () => {
    await get('/api/list-my-internal-policies', analyst2);
    const { result, statements } = await countStatements(database, () =>
      get('/api/list-my-internal-policies?status=pending&required=true', analyst2),
    );
    expect(result.statusCode).toBe(200);
    expect(statements).toHaveLength(1);
    const page = result.json<MyInternalPolicyList>();
    expect(page.data.map((p) => p.id)).toContain(policy.id);
    expect(page.data.every((p) => p.confirmed_at === null && p.required_reading)).toBe(true);
    const confirmed = (
      await get('/api/list-my-internal-policies?status=confirmed', seller)
    ).json<MyInternalPolicyList>();
    expect(confirmed.data.map((p) => p.id)).toContain(policy.id);
    const none = (
      await get(`/api/list-my-internal-policies?search=${encodeURIComponent('zzz-nada')}`, seller)
    ).json<MyInternalPolicyList>();
    expect(none).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('archives the policy: out of the lists and the hub', async () => {
    expect(
      (await send('DELETE', `/api/delete-internal-policy/${policy.id}`, analyst)).statusCode,
    ).toBe(403);
    const res = await send('DELETE', `/api/delete-internal-policy/${policy.id}`, admin);
    expect(res.statusCode).toBe(204);
    expect((await get(`/api/find-internal-policy/${policy.id}`, admin)).statusCode).toBe(404);
    expect((await get(`/api/find-my-internal-policy/${policy.id}`, analyst)).statusCode).toBe(404);
    expect(
      (await send('DELETE', `/api/delete-internal-policy/${policy.id}`, admin)).statusCode,
    ).toBe(404);
  });
});

describe('a policy as a PDF', () => {
  let policy: InternalPolicy;

  it('stores the PDF on the draft, publishes it and serves it through a signed link', async () => {
    policy = (
      await post(
        '/api/create-internal-policy',
        { ...base, title: 'Código de conduta', body_html: null, audience: 'all', profile_ids: [] },
        admin,
      )
    ).json<InternalPolicy>();
    expect(policy.latest_version.status).toBe('draft');
    expect(
      (await post(`/api/publish-internal-policy/${policy.id}`, undefined, admin)).json(),
    ).toEqual({ error: { body_html: [M.contentRequired] } });
    const bytes = await pdf();
    const res = await upload(policy.id, admin, {
      name: 'codigo-de-conduta.pdf',
      type: 'application/pdf',
      bytes,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<InternalPolicy>().file).toEqual({
      file_name: 'codigo-de-conduta.pdf',
      size_bytes: bytes.length,
    });
    expect(res.json<InternalPolicy>().versions).toHaveLength(1);
    expect(
      (await post(`/api/publish-internal-policy/${policy.id}`, undefined, admin)).statusCode,
    ).toBe(200);
    const view = (
      await get(`/api/find-my-internal-policy/${policy.id}`, support)
    ).json<MyInternalPolicy>();
    expect(view.document.body_html).toBeNull();
    const file = await app.inject({ method: 'GET', url: view.document.file!.view_url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('inline');
    expect(file.headers['content-disposition']).toContain('codigo-de-conduta-v1.pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('opens version 2 when a new PDF replaces a published one; version 1 keeps its file', async () => {
    const res = await upload(policy.id, admin, {
      name: 'codigo-v2.pdf',
      type: 'application/pdf',
      bytes: await pdf(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json<InternalPolicy>();
    expect(updated.latest_version).toMatchObject({ version: 2, status: 'draft' });
    expect(updated.versions.map((v) => v.file?.file_name)).toEqual([
      'codigo-v2.pdf',
      'codigo-de-conduta.pdf',
    ]);
    const v1 = (
      await get(`/api/find-internal-policy-version/${updated.versions[1]!.id}`, admin)
    ).json<InternalPolicyVersion>();
    expect(v1.status).toBe('published');
    expect((await app.inject({ method: 'GET', url: v1.file!.download_url })).statusCode).toBe(200);
  });

  it('answers 400 for anything but a PDF, 413 over the limit, 404 and 403', async () => {
    const expected = { error: { file: [LIMIT_MESSAGE] } };
    const text = await upload(policy.id, admin, {
      name: 'p.pdf',
      type: 'application/pdf',
      bytes: Buffer.from('texto'),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual(expected);
    const big = await upload(policy.id, admin, {
      name: 'p.pdf',
      type: 'application/pdf',
      bytes: await pdf(LIMIT + 1),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual(expected);
    expect((await upload(policy.id, admin)).json()).toEqual(expected);
    expect(
      (await upload(999_999, admin, { name: 'p.pdf', type: 'application/pdf', bytes: await pdf() }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await upload(policy.id, analyst, {
          name: 'p.pdf',
          type: 'application/pdf',
          bytes: await pdf(),
        })
      ).statusCode,
    ).toBe(403);
  });
});
