import { BI_MESSAGES } from '@app/shared';
import type { BiDashboard, BiEmbed, ListPage } from '@app/shared';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { apiClient } from '../../test/http.ts';
import { createDemoApp } from '../../test/test-app.ts';

let app: App;
let admin: string;
let vera: string; // Vendedor (profile 4)
let paulo: string; // Analista (profile 2)
let carla: string; // a customer
const SECRET = 'a'.repeat(64);
const { demoTokens, get, send } = apiClient(() => app);
const post = (url: string, body: object | undefined, token?: string) =>
  send('POST', url, token, body);

beforeAll(async () => {
  ({ app } = await createDemoApp(() => new Date()));
  [admin, vera, paulo, , carla] = await demoTokens();
});
afterAll(async () => {
  await app.close();
});

const metabase = {
  slug: 'receita-diaria',
  title: 'Receita diária',
  provider: 'metabase',
  url: 'https://metabase.libertainvestimentos.com.br',
  metabase_dashboard_id: 42,
  metabase_secret: SECRET,
  params: { marca: 'liberta' },
  profile_ids: [4],
};

describe('BI dashboards (staff: hub-home)', () => {
  let created: BiDashboard;

  it('guards the staff routes', async () => {
    expect((await get('/api/list-bi-dashboards')).statusCode).toBe(401);
    expect((await get('/api/list-bi-dashboards', vera)).statusCode).toBe(403);
    expect((await post('/api/create-bi-dashboard', metabase, carla)).statusCode).toBe(403);
  });

  it('refuses bad input in pt-BR, an origin outside BI_FRAME_ORIGINS and a missing secret', async () => {
    const bad = await post(
      '/api/create-bi-dashboard',
      { ...metabase, slug: 'Cadastro!', url: 'http://x', metabase_dashboard_id: null },
      admin,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: {
        slug: [BI_MESSAGES.slug],
        url: [BI_MESSAGES.url],
        metabase_dashboard_id: [BI_MESSAGES.dashboardId],
      },
    });
    const reserved = await post(
      '/api/create-bi-dashboard',
      { ...metabase, slug: 'cadastro' },
      admin,
    );
    expect(reserved.json()).toEqual({ error: { slug: [BI_MESSAGES.reservedSlug] } });
    const elsewhere = await post(
      '/api/create-bi-dashboard',
      { ...metabase, url: 'https://evil.example.com' },
      admin,
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual({ error: { url: [BI_MESSAGES.origin] } });
    const noSecret = await post(
      '/api/create-bi-dashboard',
      { ...metabase, metabase_secret: '' },
      admin,
    );
    expect(noSecret.json()).toEqual({ error: { metabase_secret: [BI_MESSAGES.secret] } });
  });

  it('stores a dashboard and never answers its secret', async () => {
    const res = await post('/api/create-bi-dashboard', metabase, admin);
    expect(res.statusCode, res.body).toBe(201);
    created = res.json<BiDashboard>();
    expect(created).toMatchObject({ slug: 'receita-diaria', has_secret: true, profile_ids: [4] });
    expect(res.body).not.toContain(SECRET);
    const dup = await post('/api/create-bi-dashboard', metabase, admin);
    expect(dup.statusCode).toBe(409);
    const list = await get('/api/list-bi-dashboards?search=receita', admin);
    expect(list.body).not.toContain(SECRET);
    expect(list.json<ListPage<BiDashboard>>().data.map((d) => d.slug)).toEqual(['receita-diaria']);
    // An empty secret on update keeps the stored one.
    const updated = await post(
      `/api/update-bi-dashboard/${created.id}`,
      { ...metabase, metabase_secret: '', title: 'Receita do dia' },
      admin,
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<BiDashboard>()).toMatchObject({
      title: 'Receita do dia',
      has_secret: true,
    });
  });

  it('signs the Metabase embed (HS256, dashboard, params, exp ≤ 10 min) for allowed profiles only', async () => {
    const res = await get('/api/bi-dashboard-embed/receita-diaria', vera);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const embed = res.json<BiEmbed>();
    const match =
      /^https:\/\/metabase\.libertainvestimentos\.com\.br\/embed\/dashboard\/([^#]+)#/.exec(
        embed.embed_url,
      );
    expect(match).not.toBeNull();
    const { payload, protectedHeader } = await jwtVerify(
      match![1]!,
      new TextEncoder().encode(SECRET),
      { algorithms: ['HS256'] },
    );
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload.resource).toEqual({ dashboard: 42 });
    expect(payload.params).toEqual({ marca: 'liberta' });
    const ttl = payload.exp! - Math.floor(Date.now() / 1000);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(600);
    await expect(jwtVerify(match![1]!, new TextEncoder().encode('b'.repeat(64)))).rejects.toThrow();
    // Paulo's profile (Analista) is not in the list; customers never see dashboards.
    expect((await get('/api/bi-dashboard-embed/receita-diaria', paulo)).statusCode).toBe(404);
    expect((await get('/api/bi-dashboard-embed/receita-diaria', carla)).statusCode).toBe(404);
    expect((await get('/api/bi-dashboard-embed/receita-diaria')).statusCode).toBe(401);
    expect((await get('/api/bi-dashboard-embed/nao-existe', vera)).statusCode).toBe(404);
    const mine = (await get('/api/list-my-bi-dashboards', vera)).json<{ slug: string }[]>();
    expect(mine.map((d) => d.slug)).toContain('receita-diaria');
    const theirs = (await get('/api/list-my-bi-dashboards', paulo)).json<{ slug: string }[]>();
    expect(theirs.map((d) => d.slug)).not.toContain('receita-diaria');
  });

  it('embeds a URL dashboard as it is, and allows its origin in the CSP frame-src', async () => {
    const res = await get('/api/bi-dashboard-embed/atendimento', paulo);
    expect(res.statusCode).toBe(200);
    expect(res.json<BiEmbed>()).toMatchObject({ expires_at: null });
    expect(res.json<BiEmbed>().embed_url).toMatch(/^https:\/\/lookerstudio\.google\.com\//);
    // The page that frames it may frame its origin (the JSON answer itself frames nothing).
    const page = await get('/hub/dashboards/atendimento');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain('https://lookerstudio.google.com');
    expect(page.headers['content-security-policy']).toContain(
      'https://metabase.libertainvestimentos.com.br',
    );
  });

  it('deletes a dashboard, then it is gone', async () => {
    expect((await send('DELETE', `/api/delete-bi-dashboard/${created.id}`, vera)).statusCode).toBe(
      403,
    );
    expect((await send('DELETE', `/api/delete-bi-dashboard/${created.id}`, admin)).statusCode).toBe(
      204,
    );
    expect((await get(`/api/find-bi-dashboard/${created.id}`, admin)).statusCode).toBe(404);
    expect((await get('/api/bi-dashboard-embed/receita-diaria', vera)).statusCode).toBe(404);
  });
});
