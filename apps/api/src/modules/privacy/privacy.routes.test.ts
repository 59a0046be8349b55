import { PRIVACY_MESSAGES } from '@app/shared';
import type { ListPage, PrivacyPolicy, PublicPrivacyPolicy } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { apiClient } from '../../test/http.ts';
import { countStatements } from '../../test/statements.ts';
import { buildApp } from '../../app.ts';
import { createDemoApp, testConfig } from '../../test/test-app.ts';
import type { TestDatabase } from '../../test/test-db.ts';

let app: App;
let database: TestDatabase;
let admin: string;
let customer: string;
const { login: tokenOf, get, send } = apiClient(() => app);
const LIBERTA = { origin: 'https://app.libertainvestimentos.com.br' };
const ANON = '3f9c2b1e-6a4d-4c8e-9b7a-2d5e8f1a0c3b';

beforeAll(async () => {
  ({ app, database } = await createDemoApp(() => new Date()));
  admin = await tokenOf('admin@demo.lstrader.com.br');
  customer = await tokenOf('cliente@demo.lstrader.com.br');
});
afterAll(async () => {
  await app.close();
});

const activeOf = async (headers: Record<string, string> = {}) =>
  (await get('/api/find-liberta-privacy-policy', undefined, headers)).json<PublicPrivacyPolicy>();

describe('Política de Privacidade', () => {
  it("answers the active policy of the request's brand to a visitor, in one statement", async () => {
    const { result: res, statements } = await countStatements(database, () =>
      get('/api/find-liberta-privacy-policy', undefined, LIBERTA),
    );
    expect(res.statusCode, res.body).toBe(200);
    const policy = res.json<PublicPrivacyPolicy>();
    expect(policy.version).toBe(1);
    expect(policy.description).toContain('Liberta Educação e Conteúdo Financeiro');
    expect(policy.description).toContain('art. 18');
    expect(statements).toHaveLength(1);
    expect((await activeOf()).description).toContain('LS Trader Educação Financeira');
  });

  it('asks for a session and the resource: 401 without, 403 for a customer', async () => {
    expect((await get('/api/list-privacy-policy')).statusCode).toBe(401);
    expect((await get('/api/list-privacy-policy', customer)).statusCode).toBe(403);
    const body = { brand: 'liberta', description: '<p>x</p>' };
    expect((await send('POST', '/api/create-privacy-policy', customer, body)).statusCode).toBe(403);
    expect((await send('DELETE', '/api/delete-privacy-policy/1', customer)).statusCode).toBe(403);
  });

  it('refuses an empty text and an unknown brand with pt-BR messages', async () => {
    const empty = await send('POST', '/api/create-privacy-policy', admin, {
      brand: 'liberta',
      description: '<p></p>',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: { description: [PRIVACY_MESSAGES.description] } });
    const brand = await send('POST', '/api/create-privacy-policy', admin, {
      brand: 'marte',
      description: '<p>Texto</p>',
    });
    expect(brand.statusCode).toBe(400);
    expect(brand.json()).toMatchObject({ error: { brand: [PRIVACY_MESSAGES.brand] } });
    // Nothing readable left once the script is gone.
    const script = await send('POST', '/api/create-privacy-policy', admin, {
      brand: 'liberta',
      description: '<script>alert(1)</script>',
    });
    expect(script.statusCode).toBe(400);
    expect(script.json()).toEqual({ error: { description: [PRIVACY_MESSAGES.description] } });
  });

  let draft: PrivacyPolicy;
  it('sanitises the HTML on the server and numbers the draft as the next version', async () => {
    const res = await send('POST', '/api/create-privacy-policy', admin, {
      brand: 'liberta',
      description:
        '<p onclick="steal()">Nova política</p><script>alert(1)</script><a href="javascript:x()">link</a>',
    });
    expect(res.statusCode, res.body).toBe(201);
    draft = res.json<PrivacyPolicy>();
    expect(draft).toMatchObject({
      brand: 'liberta',
      version: 2,
      active: false,
      published_at: null,
    });
    expect(draft.description).toBe(
      '<p>Nova política</p><a rel="noopener noreferrer" target="_blank">link</a>',
    );
    expect(draft.created_by?.name).toBeTruthy();
    // A draft is edited in place.
    const edited = await send('PUT', `/api/update-privacy-policy/${draft.id}`, admin, {
      brand: 'liberta',
      description: '<p>Nova política, revisada</p>',
    });
    expect(edited.json<PrivacyPolicy>()).toMatchObject({ id: draft.id, version: 2 });
    expect((await activeOf(LIBERTA)).version).toBe(1);
  });

  it('keeps one active policy per brand: activating one deactivates the other', async () => {
    const res = await send('PUT', `/api/privacy-policy-toggle-active/${draft.id}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PrivacyPolicy>()).toMatchObject({ active: true });
    expect(res.json<PrivacyPolicy>().published_at).not.toBeNull();
    const page = (await get('/api/list-privacy-policy?brand=liberta', admin)).json<
      ListPage<PrivacyPolicy>
    >();
    expect(page.data.map((p) => [p.version, p.active])).toEqual([
      [2, true],
      [1, false],
    ]);
    const public2 = await activeOf(LIBERTA);
    expect(public2).toMatchObject({ version: 2, description: '<p>Nova política, revisada</p>' });
    // The other brands keep theirs.
    expect((await activeOf()).version).toBe(1);
  });

  it('makes a new version when a published one is edited, and keeps the old one', async () => {
    const res = await send('PUT', `/api/update-privacy-policy/${draft.id}`, admin, {
      brand: 'liberta',
      description: '<p>Versão 3</p>',
      active: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const next = res.json<PrivacyPolicy>();
    expect(next).toMatchObject({ version: 3, active: true, replaces_id: draft.id });
    const old = (await get(`/api/find-privacy-policy/${draft.id}`, admin)).json<PrivacyPolicy>();
    expect(old).toMatchObject({ active: false, description: '<p>Nova política, revisada</p>' });
    expect((await activeOf(LIBERTA)).description).toBe('<p>Versão 3</p>');
    // The brand of a policy does not change.
    const moved = await send('PUT', `/api/update-privacy-policy/${next.id}`, admin, {
      brand: 'global',
      description: '<p>Versão 3</p>',
    });
    expect(moved.statusCode).toBe(400);
  });

  it('deletes drafts only: a published version is kept (409), a missing one is 404', async () => {
    const kept = await send('DELETE', `/api/delete-privacy-policy/${draft.id}`, admin);
    expect(kept.statusCode).toBe(409);
    expect(kept.json()).toEqual({ error: PRIVACY_MESSAGES.publishedDelete });
    const made = await send('POST', '/api/create-privacy-policy', admin, {
      brand: 'global',
      description: '<p>Rascunho</p>',
    });
    const id = made.json<PrivacyPolicy>().id;
    expect((await send('DELETE', `/api/delete-privacy-policy/${id}`, admin)).statusCode).toBe(204);
    const gone = await get(`/api/find-privacy-policy/${id}`, admin);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: PRIVACY_MESSAGES.notFound });
  });

  it('answers 404 in pt-BR when the brand has no active policy', async () => {
    const page = (await get('/api/list-privacy-policy?brand=global', admin)).json<
      ListPage<PrivacyPolicy>
    >();
    const active = page.data.find((p) => p.active)!;
    await send('PUT', `/api/privacy-policy-toggle-active/${active.id}`, admin);
    const res = await get('/api/find-liberta-privacy-policy', undefined, {
      origin: 'https://global-staging.lstrader.com.br',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: PRIVACY_MESSAGES.noneActive });
    await send('PUT', `/api/privacy-policy-toggle-active/${active.id}`, admin);
  });

  it('lists every call in the OpenAPI document', async () => {
    const doc = (await get('/api/docs/json')).json<{ paths: Record<string, unknown> }>();
    for (const path of [
      '/api/list-privacy-policy',
      '/api/find-privacy-policy/{id}',
      '/api/create-privacy-policy',
      '/api/update-privacy-policy/{id}',
      '/api/privacy-policy-toggle-active/{id}',
      '/api/delete-privacy-policy/{id}',
      '/api/find-liberta-privacy-policy',
      '/api/record-cookie-consent',
    ])
      expect(Object.keys(doc.paths)).toContain(path);
  });
});

describe('cookie consent log', () => {
  const consent = {
    anonymous_id: ANON,
    decision: 'custom',
    statistics: true,
    preferences: false,
    marketing: false,
    banner_version: 1,
  };

  it("records a visitor's decision with the brand's active policy version", async () => {
    const res = await send('POST', '/api/record-cookie-consent', undefined, consent, LIBERTA);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ policy_version: 3 });
    const signedIn = await send('POST', '/api/record-cookie-consent', customer, {
      ...consent,
      decision: 'accept',
      statistics: true,
      preferences: true,
      marketing: true,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(201);
    expect(signedIn.json()).toMatchObject({ policy_version: 1 });
  });

  it('limits the log per IP before reading the body (429 with Retry-After)', async () => {
    const limited = await buildApp({
      config: testConfig({ LOGIN_IP_PER_MINUTE: '2', LOGIN_IP_PER_HOUR: '30' }),
      database: { ...database, close: async () => {} },
      now: () => new Date(),
    });
    try {
      const post = (remoteAddress: string, payload: object) =>
        limited.inject({
          method: 'POST',
          url: '/api/record-cookie-consent',
          payload,
          remoteAddress,
        });
      const first = [await post('10.9.9.9', consent), await post('10.9.9.9', { x: 1 })];
      expect(first.map((r) => r.statusCode)).toEqual([201, 400]);
      const third = await post('10.9.9.9', consent);
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect((await post('10.9.9.10', consent)).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it('refuses categories that contradict the decision, an old banner and a bad id', async () => {
    const mismatch = await send('POST', '/api/record-cookie-consent', undefined, {
      ...consent,
      decision: 'reject',
      marketing: true,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ error: { decision: [PRIVACY_MESSAGES.decisionMismatch] } });
    const old = await send('POST', '/api/record-cookie-consent', undefined, {
      ...consent,
      banner_version: 0,
    });
    expect(old.json()).toEqual({ error: { banner_version: [PRIVACY_MESSAGES.bannerVersion] } });
    const bad = await send('POST', '/api/record-cookie-consent', undefined, {
      ...consent,
      anonymous_id: 'x',
    });
    expect(bad.json()).toEqual({ error: { anonymous_id: [PRIVACY_MESSAGES.anonymousId] } });
  });
});
