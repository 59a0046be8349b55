import { HUB_HOME_NOTICES_LIMIT, HUB_NOTICE_MESSAGES as M } from '@app/shared';
import type { HubNotice, ListPage, MyHubNotices } from '@app/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { apiClient } from '../../test/http.ts';
import { countStatements } from '../../test/statements.ts';
import { createDemoApp } from '../../test/test-app.ts';
import type { TestDatabase } from '../../test/test-db.ts';

const DAY = 24 * 3_600_000;
let clock = new Date('2025-06-10T15:00:00.000Z');
let app: App;
let database: TestDatabase;
let admin: string;
let vera: string; // Vendedor (profile 4): reads hub-home here, may not manage it
let paulo: string; // Analista (profile 2): reads the hub home like every staff profile
let carla: string; // a customer
const { demoTokens, get, send } = apiClient(() => app);
const post = (url: string, body: object | undefined, token?: string) =>
  send('POST', url, token, body);
const after = (ms: number) => new Date(clock.getTime() + ms).toISOString();

beforeAll(async () => {
  ({ app, database } = await createDemoApp(() => clock));
  // Sellers open the hub home (read) but do not manage its notices.
  await database.db.execute(sql`
    insert into profile_permissions (profile_id, permission_id, "create", read, update, delete, manage, menu)
    select 4, p.id, 0, 1, 0, 0, 0, 1 from permissions p where p.name = 'hub-home'
    on conflict (profile_id, permission_id) do update set read = 1`);
  [admin, vera, paulo, , carla] = await demoTokens();
});
afterAll(async () => {
  await app.close();
});

const notice = {
  title: 'Reunião geral na sexta',
  body_html: '<p>Todos no auditório às <strong>17h</strong>.</p>',
  pinned: false,
  profile_ids: [],
};

describe('hub notices (staff: hub-home)', () => {
  let created: HubNotice;

  it('asks for a session and for the resource', async () => {
    expect((await get('/api/list-hub-notices')).statusCode).toBe(401);
    expect((await post('/api/create-hub-notice', notice)).statusCode).toBe(401);
    expect((await get('/api/find-hub-notice/1')).statusCode).toBe(401);
    expect((await post('/api/update-hub-notice/1', notice)).statusCode).toBe(401);
    expect((await send('DELETE', '/api/delete-hub-notice/1')).statusCode).toBe(401);
    expect((await get('/api/my-hub-notices')).statusCode).toBe(401);
    // Reading the home is not managing its notices.
    expect((await get('/api/list-hub-notices', vera)).statusCode).toBe(403);
    expect((await get('/api/find-hub-notice/1', vera)).statusCode).toBe(403);
    expect((await post('/api/create-hub-notice', notice, vera)).statusCode).toBe(403);
    expect((await post('/api/update-hub-notice/1', notice, vera)).statusCode).toBe(403);
    expect((await send('DELETE', '/api/delete-hub-notice/1', vera)).statusCode).toBe(403);
    expect((await get('/api/select-hub-notice-profiles', vera)).statusCode).toBe(403);
    // Every staff profile opens the intranet's home; a customer does not.
    expect((await get('/api/my-hub-notices', paulo)).statusCode).toBe(200);
    expect((await get('/api/my-hub-notices', carla)).statusCode).toBe(403);
    expect((await post('/api/create-hub-notice', notice, carla)).statusCode).toBe(403);
  });

  it('refuses bad input in pt-BR', async () => {
    const bad = await post(
      '/api/create-hub-notice',
      { ...notice, title: 'x', body_html: '<p> </p>', ends_at: 'amanhã' },
      admin,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: { title: [M.title], body_html: [M.body], ends_at: [M.date] },
    });
    const window = await post(
      '/api/create-hub-notice',
      { ...notice, starts_at: after(DAY), ends_at: after(DAY / 2) },
      admin,
    );
    expect(window.json()).toEqual({ error: { ends_at: [M.endAfterStart] } });
    // No start is "now": an end already past is refused too (never a 5xx from the check).
    const past = await post('/api/create-hub-notice', { ...notice, ends_at: after(-DAY) }, admin);
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ error: { ends_at: [M.endAfterStart] } });
    const customer = await post('/api/create-hub-notice', { ...notice, profile_ids: [3] }, admin);
    expect(customer.json()).toEqual({ error: { profile_ids: [M.customerProfile] } });
    const missing = await post('/api/create-hub-notice', { ...notice, profile_ids: [999] }, admin);
    expect(missing.json()).toEqual({ error: { profile_ids: [M.profileMissing] } });
    const unknown = await post('/api/create-hub-notice', { ...notice, extra: 1 }, admin);
    expect(unknown.statusCode).toBe(400);
    // Only a script: nothing is left once sanitised.
    const script = await post(
      '/api/create-hub-notice',
      { ...notice, body_html: '<script>alert(1)</script>' },
      admin,
    );
    expect(script.statusCode).toBe(400);
    expect((await get('/api/find-hub-notice/abc', admin)).statusCode).toBe(400);
  });

  it('creates a notice with its author, sanitised body and audience', async () => {
    const res = await post(
      '/api/create-hub-notice',
      {
        ...notice,
        body_html:
          '<p onclick="x()">Todos às 17h <script>alert(1)</script><a href="https://x.y">mapa</a></p>',
        profile_ids: [4, 4, 2],
        pinned: true,
      },
      admin,
    );
    expect(res.statusCode, res.body).toBe(201);
    created = res.json<HubNotice>();
    expect(created).toMatchObject({
      title: notice.title,
      pinned: true,
      profile_ids: [2, 4],
      profiles: ['Analista', 'Vendedor'],
      status: 'current',
      starts_at: clock.toISOString(),
      ends_at: null,
      author: { name: expect.any(String) as string },
    });
    expect(created.body_html).not.toMatch(/script|onclick/);
    expect(created.body_html).toContain('rel="noopener noreferrer"');
    const found = await get(`/api/find-hub-notice/${created.id}`, admin);
    expect(found.statusCode).toBe(200);
    expect(found.json<HubNotice>()).toEqual(created);
  });

  it('lists notices with search, status and pages', async () => {
    const res = await get('/api/list-hub-notices?search=reuni%C3%A3o&status=current', admin);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<ListPage<HubNotice>>();
    expect(page.data.map((n) => n.id)).toEqual([created.id]);
    expect(page.meta).toEqual({ total: 1, page: 1, per_page: 20 });
    const expired = (await get('/api/list-hub-notices?status=expired', admin)).json<
      ListPage<HubNotice>
    >();
    expect(expired.data.map((n) => n.title)).toEqual(['Manutenção do sistema de ramais']);
    expect((await get('/api/list-hub-notices?status=talvez', admin)).statusCode).toBe(400);
    const beyond = (await get('/api/list-hub-notices?page=50', admin)).json<ListPage<HubNotice>>();
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.total).toBeGreaterThan(1);
    const profiles = (await get('/api/select-hub-notice-profiles', admin)).json<{ id: number }[]>();
    expect(profiles.map((p) => p.id)).not.toContain(3);
  });

  it('updates a notice, or answers 404', async () => {
    const res = await post(
      `/api/update-hub-notice/${created.id}`,
      { ...notice, title: 'Reunião geral adiada', profile_ids: [] },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<HubNotice>()).toMatchObject({
      title: 'Reunião geral adiada',
      pinned: false,
      profile_ids: [],
      profiles: [],
    });
    expect((await post('/api/update-hub-notice/99999', notice, admin)).statusCode).toBe(404);
    expect((await get('/api/find-hub-notice/99999', admin)).statusCode).toBe(404);
    const bad = await post(`/api/update-hub-notice/${created.id}`, { title: '' }, admin);
    expect(bad.statusCode).toBe(400);
  });

  it('deletes a notice, then it is gone', async () => {
    expect((await send('DELETE', `/api/delete-hub-notice/${created.id}`, admin)).statusCode).toBe(
      204,
    );
    expect((await get(`/api/find-hub-notice/${created.id}`, admin)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/delete-hub-notice/${created.id}`, admin)).statusCode).toBe(
      404,
    );
  });
});

describe('the hub home notices (GET /api/my-hub-notices)', () => {
  const titles = (body: MyHubNotices) => body.data.map((n) => n.title);

  it('shows the notices in their window for the profile, pinned first, in one statement', async () => {
    const { result, statements } = await countStatements(database, () =>
      get('/api/my-hub-notices', vera),
    );
    expect(result.statusCode, result.body).toBe(200);
    expect(statements).toHaveLength(1);
    // The seed: pinned first; the sellers' notice for Vera; the ended and the future one never.
    expect(titles(result.json<MyHubNotices>())).toEqual([
      'Novo endereço do escritório a partir de segunda-feira',
      'Treinamento de segurança da informação na quinta',
      'Campanha de assinaturas anuais: meta do mês',
    ]);
    const forAdmin = titles((await get('/api/my-hub-notices', admin)).json<MyHubNotices>());
    expect(forAdmin).toEqual([
      'Novo endereço do escritório a partir de segunda-feira',
      'Treinamento de segurança da informação na quinta',
    ]);
  });

  it('follows the clock: a scheduled notice shows from its start, an ended one no more', async () => {
    const soon = await post(
      '/api/create-hub-notice',
      {
        ...notice,
        title: 'Começa em uma hora',
        starts_at: after(3_600_000),
        ends_at: after(3 * 3_600_000),
      },
      admin,
    );
    expect(soon.statusCode).toBe(201);
    expect(titles((await get('/api/my-hub-notices', admin)).json<MyHubNotices>())).not.toContain(
      'Começa em uma hora',
    );
    clock = new Date(clock.getTime() + 2 * 3_600_000);
    const shown = titles((await get('/api/my-hub-notices', admin)).json<MyHubNotices>());
    expect(shown).toContain('Começa em uma hora');
    // The newest start comes first among the unpinned.
    expect(shown.indexOf('Começa em uma hora')).toBeLessThan(
      shown.indexOf('Treinamento de segurança da informação na quinta'),
    );
    clock = new Date(clock.getTime() + 2 * 3_600_000);
    expect(titles((await get('/api/my-hub-notices', admin)).json<MyHubNotices>())).not.toContain(
      'Começa em uma hora',
    );
  });

  it('is bounded', async () => {
    for (let i = 0; i < HUB_HOME_NOTICES_LIMIT + 2; i += 1)
      expect(
        (await post('/api/create-hub-notice', { ...notice, title: `Aviso número ${i}` }, admin))
          .statusCode,
      ).toBe(201);
    const body = (await get('/api/my-hub-notices', admin)).json<MyHubNotices>();
    expect(body.data).toHaveLength(HUB_HOME_NOTICES_LIMIT);
    expect(body.data[0]!.pinned).toBe(true);
    expect(body.data[1]!.title).toBe(`Aviso número ${HUB_HOME_NOTICES_LIMIT + 1}`);
  });
});
