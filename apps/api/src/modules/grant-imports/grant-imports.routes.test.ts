import { GRANT_IMPORT_MESSAGES as M } from '@app/shared';
import type {
  GrantImport,
  GrantImportOptions,
  GrantImportPreview,
  ListPage,
  MyCourse,
} from '@app/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { queryRows } from '../../platform/db/database.ts';
import { apiClient } from '../../test/http.ts';
import { createDemoApp } from '../../test/test-app.ts';
import type { TestDatabase } from '../../test/test-db.ts';

let app: App;
let database: TestDatabase;
let admin: string;
let seller: string;
let analyst: string;
let customer: string;
let options: GrantImportOptions;
let courseA: { id: number; name: string };
let courseB: { id: number; name: string };
let signature: { id: number; name: string };
const { login, get, send } = apiClient(() => app);
const post = (url: string, body: object | undefined, token?: string) =>
  send('POST', url, token, body);
const put = (url: string, body: object, token?: string) => send('PUT', url, token, body);
const del = (url: string, token?: string) => send('DELETE', url, token);

const person = (email: string, extra: object = {}) => ({
  name: 'Pessoa Liberada',
  email,
  password: 'uma senha bem comprida',
  password_confirmation: 'uma senha bem comprida',
  phone_number: '(11) 98765-4321',
  identifier: '529.982.247-25',
  accept_terms: true,
  ...extra,
});
const signUp = (email: string, extra: object = {}) =>
  post('/api/ls-brazil-create-user', person(email, extra));
const tokenOf = (res: { json: <T>() => T }) => res.json<{ access_token: string }>().access_token;

async function myCourseIds(token: string): Promise<number[]> {
  const res = await get('/api/my-courses', token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MyCourse[]>().map((c) => c.id);
}

/** The grants a release wrote (source `xp` / `email_bind`, source id = the release). */
async function grantsOf(source: 'xp' | 'email_bind', id: number) {
  return queryRows<{ user_id: number; kind: string; target_id: number }>(
    database.db,
    sql`select user_id, kind, target_id from access_grants
        where source = ${source} and source_id = ${id} order by kind, target_id`,
  );
}

beforeAll(async () => {
  ({ app, database } = await createDemoApp(() => new Date()));
  admin = await login('admin@demo.lstrader.com.br');
  seller = await login('vendedor@demo.lstrader.com.br');
  analyst = await login('analista@demo.lstrader.com.br');
  customer = await login('cliente@demo.lstrader.com.br');
  options = (await get('/api/select-xp-release-options', admin)).json<GrantImportOptions>();
  [courseA, courseB] = options.courses as [typeof courseA, typeof courseB];
  signature = options.signature_types[0]!;
});
afterAll(async () => {
  await app.close();
});

describe('XP client releases (resource Liberação de cliente XP)', () => {
  let release: GrantImport;

  it('guards every call: 401 without a session, 403 for a customer or an analyst', async () => {
    expect((await get('/api/list-xp-releases')).statusCode).toBe(401);
    expect((await get('/api/list-xp-releases', customer)).statusCode).toBe(403);
    expect((await get('/api/list-xp-releases', analyst)).statusCode).toBe(403);
    expect((await get('/api/list-email-binds', customer)).statusCode).toBe(403);
    expect(
      (await post('/api/preview-xp-releases', { csv: 'codigo\n1234' }, customer)).statusCode,
    ).toBe(403);
    expect((await get('/api/list-xp-releases', seller)).statusCode).toBe(200);
    expect(options.courses.length).toBeGreaterThan(1);
    expect(options.signature_types.length).toBeGreaterThan(0);
  });

  it('refuses bad input in pt-BR', async () => {
    const bad = await post(
      '/api/create-xp-release',
      { code: '12a', course_ids: [], days: 30, ends_on: '2099-01-01' },
      admin,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: { code: [M.code], course_ids: [M.releases], ends_on: [M.bothPeriods] },
    });
    const unknown = await post(
      '/api/create-xp-release',
      { code: '700001', course_ids: [999999], days: 30 },
      admin,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: { course_ids: [M.unknownCourse('999999')] } });
    const past = await post(
      '/api/create-xp-release',
      { code: '700001', course_ids: [courseA.id], ends_on: '2020-01-01' },
      admin,
    );
    expect(past.json()).toEqual({ error: { ends_on: [M.endsOnPast] } });
  });

  it('creates one by one, finds, lists with search and status, and refuses the code twice', async () => {
    const created = await post(
      '/api/create-xp-release',
      { code: '700.001', course_ids: [courseA.id], signature_type_id: signature.id, days: 30 },
      seller,
    );
    expect(created.statusCode, created.body).toBe(201);
    release = created.json<GrantImport>();
    expect(release).toMatchObject({
      code: '700001',
      status: 'pending',
      courses: [courseA],
      signature_type: signature,
      days: 30,
      applied_user: null,
    });
    const again = await post(
      '/api/create-xp-release',
      { code: '700001', course_ids: [courseB.id], days: 5 },
      admin,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { code: [M.codeTaken] } });
    expect((await get(`/api/find-xp-release/${release.id}`, admin)).json()).toEqual(release);
    expect((await get('/api/find-xp-release/999999', admin)).statusCode).toBe(404);
    const found = (await get('/api/list-xp-releases?search=700001&status=pending', admin)).json<
      ListPage<GrantImport>
    >();
    expect(found.data.map((r) => r.id)).toEqual([release.id]);
    expect(found.meta.total).toBe(1);
    const applied = (await get('/api/list-xp-releases?search=700001&status=applied', admin)).json<
      ListPage<GrantImport>
    >();
    expect(applied.data).toEqual([]);
    // The e-mail binds are another list.
    expect((await get(`/api/find-email-bind/${release.id}`, admin)).statusCode).toBe(404);
  });

  it('updates a pending release', async () => {
    const res = await put(
      `/api/update-xp-release/${release.id}`,
      { code: '700001', course_ids: [courseA.id, courseB.id], days: 60 },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    release = res.json<GrantImport>();
    expect(release).toMatchObject({ days: 60, signature_type: null });
    expect(release.courses.map((c) => c.id).sort()).toEqual([courseA.id, courseB.id].sort());
  });

  it('answers whether a code is available, to anyone, without saying whose it is', async () => {
    const yes = await get('/api/check-xpcode?code=700001');
    expect(yes.statusCode).toBe(200);
    expect(yes.json()).toEqual({ available: true });
    expect((await get('/api/check-xpcode?code=999999999')).json()).toEqual({
      available: false,
    });
    expect((await get('/api/check-xpcode?code=abc')).json()).toEqual({ available: false });
    // The phone confirmation keeps its meaning and its guard.
    expect((await get('/api/check-zenvia-token?code=123456')).statusCode).toBe(401);
  });

  it('previews a CSV line by line and imports only the valid lines, once', async () => {
    const csv = [
      'codigo;assinatura;cursos;dias;fim',
      `710001;;${courseA.id};30;`,
      `12;;${courseA.id};30;`,
      `710002;nao-existe;;30;`,
      `710003;;999999;30;`,
      `710004;;${courseA.id};;`,
      `710005;;${courseA.id};0;`,
      `710006;;${courseA.id};;31/02/2099`,
      `710001;;${courseB.id};10;`,
      `700001;;${courseA.id};30;`,
      `710007;${signature.id};${courseA.id}|${courseB.id};;31/12/2099`,
    ].join('\n');
    const preview = await post('/api/preview-xp-releases', { csv }, admin);
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json<GrantImportPreview>();
    expect(body.rows.map((r) => [r.line, r.errors])).toEqual([
      [2, []],
      [3, [M.code]],
      [4, [M.unknownSignature]],
      [5, [M.unknownCourse('999999')]],
      [6, [M.period]],
      [7, [M.days]],
      [8, [M.endsOn]],
      [9, [M.duplicateInFile(2)]],
      [10, [M.codeTaken]],
      [11, []],
    ]);
    expect(body.rows[9]).toMatchObject({
      signature_type: signature.name,
      courses: [courseA.name, courseB.name],
      ends_on: '2099-12-31',
    });
    expect(body).toMatchObject({ valid: 2, invalid: 8 });
    // Nothing was written by the preview.
    expect((await get('/api/check-xpcode?code=710001')).json()).toEqual({ available: false });

    const imported = await post('/api/import-xp-releases', { csv }, admin);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual({ created: 2, applied: 0, skipped: 8 });
    const twice = await post('/api/import-xp-releases', { csv }, admin);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ error: { csv: [M.csvNothingValid] } });
    const list = (await get('/api/list-xp-releases?search=71000', admin)).json<
      ListPage<GrantImport>
    >();
    expect(list.data.map((r) => r.code).sort()).toEqual(['710001', '710007']);
    expect(list.data.find((r) => r.code === '710007')?.ends_on).toBe('2099-12-31');

    const noHeader = await post('/api/preview-xp-releases', { csv: 'email\nx@y.com' }, admin);
    expect(noHeader.json()).toEqual({ error: { csv: [M.csvHeader('codigo')] } });
  });

  it('a sign-up with a released code gets its grants once; the code is then used', async () => {
    const res = await signUp('xp.cliente@example.com', { xp_code: '700001' });
    expect(res.statusCode, res.body).toBe(201);
    const token = tokenOf(res);
    expect(await myCourseIds(token)).toEqual(expect.arrayContaining([courseA.id, courseB.id]));
    const after = (await get(`/api/find-xp-release/${release.id}`, admin)).json<GrantImport>();
    expect(after).toMatchObject({
      status: 'applied',
      applied_user: { email: 'xp.cliente@example.com', name: 'Pessoa Liberada' },
    });
    expect(after.applied_at).not.toBeNull();
    expect(await grantsOf('xp', release.id)).toHaveLength(2);
    expect((await get('/api/check-xpcode?code=700001')).json()).toEqual({ available: false });

    const second = await signUp('xp.outra@example.com', { xp_code: '700001' });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ error: { xp_code: [M.codeUnavailable] } });
    const redeemAgain = await post('/api/redeem-xp-code', { xp_code: '700001' }, token);
    expect(redeemAgain.statusCode).toBe(400);
    expect(await grantsOf('xp', release.id)).toHaveLength(2);
    const audit = await queryRows<{ action: string }>(
      database.db,
      sql`select action from audit_logs where action = 'xp_release.applied'
          and details->>'release_id' = ${String(release.id)}`,
    );
    expect(audit).toHaveLength(1);
  });

  it('an applied release cannot be deleted or changed; a pending one is deleted', async () => {
    expect((await del(`/api/delete-xp-release/${release.id}`, admin)).statusCode).toBe(409);
    const change = await put(
      `/api/update-xp-release/${release.id}`,
      { code: '700001', course_ids: [courseA.id], days: 5 },
      admin,
    );
    expect(change.statusCode).toBe(409);
    const pending = (await get('/api/list-xp-releases?search=710001', admin)).json<
      ListPage<GrantImport>
    >().data[0]!;
    expect((await del(`/api/delete-xp-release/${pending.id}`, seller)).statusCode).toBe(403);
    expect((await del(`/api/delete-xp-release/${pending.id}`, admin)).statusCode).toBe(204);
    expect((await del(`/api/delete-xp-release/${pending.id}`, admin)).statusCode).toBe(404);
    expect((await get('/api/check-xpcode?code=710001')).json()).toEqual({ available: false });
  });

  it('two people redeeming one code at once: one gets it, grants are written once', async () => {
    await post(
      '/api/create-xp-release',
      { code: '720001', course_ids: [courseB.id], days: 10 },
      admin,
    );
    const [ana, bia] = await Promise.all([
      signUp('corrida.ana@example.com'),
      signUp('corrida.bia@example.com'),
    ]);
    const tokens = [tokenOf(ana), tokenOf(bia)];
    const answers = await Promise.all(
      [...tokens, ...tokens].map((t) => post('/api/redeem-xp-code', { xp_code: '720001' }, t)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400]);
    const [row] = (await get('/api/list-xp-releases?search=720001', admin)).json<
      ListPage<GrantImport>
    >().data;
    const grants = await grantsOf('xp', row!.id);
    expect(grants).toEqual([
      { user_id: row!.applied_user!.id, kind: 'course', target_id: courseB.id },
    ]);
  });

  it('the profile redeems a code (signed in); an unknown code is a 400', async () => {
    expect((await post('/api/redeem-xp-code', { xp_code: '720001' })).statusCode).toBe(401);
    const bad = await post('/api/redeem-xp-code', { xp_code: 'x' }, customer);
    expect(bad.json()).toEqual({ error: { xp_code: [M.code] } });
    const unknown = await post('/api/redeem-xp-code', { xp_code: '55555555' }, customer);
    expect(unknown.json()).toEqual({ error: { xp_code: [M.codeUnavailable] } });
    const ok = await post('/api/redeem-xp-code', { xp_code: '710007' }, customer);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ message: M.codeRedeemed, grants: 3 });
    expect(await myCourseIds(customer)).toEqual(expect.arrayContaining([courseA.id, courseB.id]));
  });
});

describe('E-mail binds (resource Email binds)', () => {
  it('binds an address with an account at once, and one without it when the account is made', async () => {
    const existing = await post(
      '/api/create-email-bind',
      { email: 'Vendedor@demo.lstrader.com.br', course_ids: [courseA.id], days: 30 },
      admin,
    );
    expect(existing.statusCode, existing.body).toBe(201);
    expect(existing.json<GrantImport>()).toMatchObject({
      status: 'applied',
      applied_user: { email: 'vendedor@demo.lstrader.com.br' },
    });
    const twice = await post(
      '/api/create-email-bind',
      { email: 'vendedor@demo.lstrader.com.br', course_ids: [courseA.id], days: 30 },
      admin,
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: { email: [M.bindTaken] } });

    const later = await post(
      '/api/create-email-bind',
      { email: 'compra.externa@example.com', course_ids: [courseB.id], ends_on: '2099-06-30' },
      admin,
    );
    const bind = later.json<GrantImport>();
    expect(bind).toMatchObject({ status: 'pending', ends_on: '2099-06-30' });
    const res = await signUp('compra.externa@example.com');
    expect(res.statusCode).toBe(201);
    expect(await myCourseIds(tokenOf(res))).toContain(courseB.id);
    expect((await get(`/api/find-email-bind/${bind.id}`, admin)).json()).toMatchObject({
      status: 'applied',
      applied_user: { email: 'compra.externa@example.com' },
    });
    expect(await grantsOf('email_bind', bind.id)).toHaveLength(1);
  });

  it('applies binds to accounts staff create (customer and user)', async () => {
    const csv = [
      'email,produto,assinatura,cursos,dias',
      `balcao@example.com,,,${courseA.id},15`,
      `equipe@example.com,,,${courseB.id},15`,
    ].join('\n');
    expect((await post('/api/import-email-binds', { csv }, admin)).json()).toEqual({
      created: 2,
      applied: 0,
      skipped: 0,
    });
    const customerRes = await post(
      '/api/create-customer',
      { name: 'Cliente do Balcão', email: 'balcao@example.com' },
      admin,
    );
    expect(customerRes.statusCode, customerRes.body).toBe(201);
    const userRes = await post(
      '/api/create-user',
      {
        name: 'Pessoa da Equipe',
        email: 'equipe@example.com',
        password: 'senha longa da equipe',
        profile_id: 3,
      },
      admin,
    );
    expect(userRes.statusCode, userRes.body).toBe(201);
    const binds = (
      await get('/api/list-email-binds?status=applied&search=example.com', admin)
    ).json<ListPage<GrantImport>>();
    expect(binds.data.map((b) => b.email)).toEqual(
      expect.arrayContaining(['balcao@example.com', 'equipe@example.com']),
    );
  });

  it('an import racing the sign-up of its address applies the bind exactly once', async () => {
    for (const n of [1, 2, 3, 4]) {
      const email = `corrida${n}@example.com`;
      const csv = `email;cursos;dias\n${email};${courseA.id}|${courseB.id};7`;
      const [imported, signed] = await Promise.all([
        post('/api/import-email-binds', { csv }, admin),
        signUp(email),
      ]);
      expect(imported.statusCode, imported.body).toBe(200);
      expect(signed.statusCode).toBe(201);
      const [bind] = (await get(`/api/list-email-binds?search=${email}`, admin)).json<
        ListPage<GrantImport>
      >().data;
      expect(bind).toMatchObject({ status: 'applied', applied_user: { email } });
      expect(await grantsOf('email_bind', bind!.id)).toHaveLength(2);
      // Importing it again changes nothing.
      expect((await post('/api/import-email-binds', { csv }, admin)).statusCode).toBe(400);
      expect(await grantsOf('email_bind', bind!.id)).toHaveLength(2);
    }
  });

  it('deletes a pending bind, not an applied one; filters pending ones', async () => {
    const pending = (
      await post(
        '/api/create-email-bind',
        { email: 'ninguem@example.com', signature_type_id: signature.id, days: 10 },
        admin,
      )
    ).json<GrantImport>();
    const list = (await get('/api/list-email-binds?status=pending', admin)).json<
      ListPage<GrantImport>
    >();
    expect(list.data.every((b) => b.status === 'pending')).toBe(true);
    expect(list.data.map((b) => b.id)).toContain(pending.id);
    expect((await del(`/api/delete-email-bind/${pending.id}`, admin)).statusCode).toBe(204);
    const applied = (await get('/api/list-email-binds?status=applied', admin)).json<
      ListPage<GrantImport>
    >().data[0]!;
    expect((await del(`/api/delete-email-bind/${applied.id}`, admin)).statusCode).toBe(409);
    expect((await del(`/api/delete-xp-release/${applied.id}`, admin)).statusCode).toBe(404);
  });

  it('a bind may name a product: its items are granted', async () => {
    const products = (await get('/api/select-email-bind-options', admin)).json<GrantImportOptions>()
      .products;
    expect(products.length).toBeGreaterThan(0);
    const bind = (
      await post(
        '/api/create-email-bind',
        { email: 'cliente@demo.lstrader.com.br', product_id: products[0]!.id, days: 3 },
        admin,
      )
    ).json<GrantImport>();
    expect(bind.status).toBe('applied');
    const items = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from product_items where product_id = ${products[0]!.id}`,
    );
    expect(await grantsOf('email_bind', bind.id)).toHaveLength(items[0]!.n);
  });
});
