import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { queryRows } from '../../platform/db/database.ts';
import { memoryLimitStore } from '../../platform/limits/limit-store.ts';
import { DEMO_PASSWORD, seedDemo } from '../../seed/demo.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import type { TestDatabase } from '../../test/test-db.ts';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../test/test-app.ts';

const CLIENT = 'cliente@demo.lstrader.com.br';
const ADMIN = 'admin@demo.lstrader.com.br';

let database: TestDatabase;
let app: App;
let clock = new Date('2026-11-22T12:00:00Z');
let limits = memoryLimitStore(() => clock.getTime());

async function login(email: string, password: string, ip = '10.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: ip,
  });
}

async function tokenOf(email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await login(
    email,
    password,
    `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  );
  expect(res.statusCode).toBe(200);
  return res.json<{ access_token: string }>().access_token;
}

async function outboxFor(recipient: string) {
  return queryRows<{ body_text: string; kind: string; subject: string | null }>(
    database.db,
    sql`select body_text, kind, subject from outbox_messages where recipient = ${recipient} order by id desc`,
  );
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, clock);
  app = await buildApp({
    config: testConfig({ PUBLIC_URL: 'http://localhost:3000' }),
    database,
    now: () => clock,
    limitStore: {
      hit: (k, w) => limits.hit(k, w),
      get: (k) => limits.get(k),
      set: (k, t) => limits.set(k, t),
      delete: (...k) => limits.delete(...k),
    },
    authLimits: { ipPerMinute: 1000, ipPerHour: 1000 },
  });
});
afterAll(async () => {
  await app.close();
});
beforeEach(() => {
  clock = new Date(clock.getTime() + 60 * 60_000);
  limits = memoryLimitStore(() => clock.getTime());
});

describe('login, session payload and logout', () => {
  it('logs in, serves the session payload with permissions, and logs out for good', async () => {
    const res = await login(CLIENT, DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      access_token: string;
      user: {
        id: number;
        profile: {
          profile_id: number;
          permissions: { permission: { name: string }; read: number }[];
        };
      };
      show_trial: boolean;
      trial_days: number;
    }>();
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user.profile.profile_id).toBe(3);
    expect(body.user.profile.permissions.map((p) => p.permission.name)).toContain('Cliente-Feed');
    // Carla never had a trial: she is offered TRIAL_DAYS (7 by default).
    expect(body).toMatchObject({ show_trial: true, trial_days: 7, method_user_product_id: [] });

    const auth = { authorization: `Bearer ${body.access_token}` };
    const me = await app.inject({ method: 'GET', url: '/api/user', headers: auth });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      access_token: body.access_token,
      first_access: 1,
      delay_broadcast: 0,
      chat_config: { analyst_message_size: 100, client_message_size: 20 },
      user: { email: CLIENT },
    });

    expect(
      (await app.inject({ method: 'POST', url: '/api/logout', headers: auth })).statusCode,
    ).toBe(204);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: auth })).statusCode).toBe(
      401,
    );
  });

  it('stores only a hash of the token and issues a new token at every login', async () => {
    const first = await tokenOf(CLIENT);
    const second = await tokenOf(CLIENT);
    expect(first).not.toBe(second);
    const rows = await queryRows<{ token_hash: string }>(
      database.db,
      sql`select token_hash from sessions`,
    );
    expect(rows.some((r) => r.token_hash === first)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('answers one generic message for a wrong password and for an unknown e-mail', async () => {
    const wrong = await login(CLIENT, 'senha-errada-123');
    const unknown = await login('ninguem@example.com', 'senha-errada-123');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'E-mail ou senha inválidos.' });
    }
  });

  it('ends a staff session after its idle timeout and a customer one only later', async () => {
    const staff = await tokenOf(ADMIN);
    const customer = await tokenOf(CLIENT);
    clock = new Date(clock.getTime() + 3 * 3600_000);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/user',
          headers: { authorization: `Bearer ${staff}` },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/user',
          headers: { authorization: `Bearer ${customer}` },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('logs every login success and failure with time, actor and IP, never the password', async () => {
    await login(CLIENT, 'outra-senha-errada', '10.1.2.3');
    const rows = await queryRows<{ action: string; ip: string; details: Record<string, unknown> }>(
      database.db,
      sql`select action, host(ip) as ip, details from audit_logs where action like 'auth.login.%' order by id desc limit 1`,
    );
    expect(rows[0]).toMatchObject({ action: 'auth.login.failure', ip: '10.1.2.3' });
    expect(JSON.stringify(rows[0])).not.toContain('outra-senha-errada');
  });
});

describe('rate limits (SECURITY.md 1-3)', () => {
  it('locks an account at the 11th failure within 15 minutes, even for the right password', async () => {
    const email = 'vendedor@demo.lstrader.com.br';
    for (let i = 0; i < 10; i++)
      expect((await login(email, `errada-${i}-xyz`, `10.2.0.${i}`)).statusCode).toBe(400);
    const eleventh = await login(email, 'errada-11-xyz', '10.2.1.1');
    expect(eleventh.statusCode).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThanOrEqual(300);
    expect((await login(email, DEMO_PASSWORD, '10.2.1.2')).statusCode).toBe(429);
    clock = new Date(clock.getTime() + 4 * 60_000);
    expect((await login(email, DEMO_PASSWORD, '10.2.1.3')).statusCode).toBe(429);
    clock = new Date(clock.getTime() + 16 * 60_000);
    expect((await login(email, DEMO_PASSWORD, '10.2.1.4')).statusCode).toBe(200);
  });

  it('limits attempts per IP per minute and per hour', async () => {
    const limited = await buildApp({
      config: testConfig({ LOGIN_IP_PER_MINUTE: '6', LOGIN_IP_PER_HOUR: '30' }),
      database: { ...database, close: async () => {} },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 7; i++) {
        const res = await limited.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: `x${i}@example.com`, password: 'qualquer-coisa' },
          remoteAddress: '10.3.3.3',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 6).every((s) => s === 400)).toBe(true);
      expect(statuses[6]).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('lets a locked account reset its password and refuses the 5th reset request in an hour', async () => {
    const email = 'analista@demo.lstrader.com.br';
    for (let i = 0; i < 10; i++) await login(email, `errada-${i}-abc`, `10.4.0.${i}`);
    expect((await login(email, DEMO_PASSWORD)).statusCode).toBe(429);
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (
          await app.inject({
            method: 'POST',
            url: '/api/forgot-password',
            payload: { email },
            remoteAddress: `10.5.0.${i}`,
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});

describe('sign-up and e-mail check', () => {
  const signUp = (overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/ls-brazil-create-user',
      headers,
      payload: {
        name: 'Nova Pessoa',
        email: 'nova.pessoa@example.com',
        password: 'uma senha bem comprida',
        password_confirmation: 'uma senha bem comprida',
        phone_number: '(11) 98765-4321',
        identifier: '529.982.247-25',
        accept_terms: true,
        ...overrides,
      },
    });

  it('creates a customer, signs them in, and keeps complete UTM data only', async () => {
    const res = await signUp(
      {},
      { 'utm-source': 'google', 'utm-medium': 'cpc', 'utm-campaign': 'lancamento' },
    );
    expect(res.statusCode).toBe(201);
    const token = res.json<{ access_token: string }>().access_token;
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/user',
          headers: { authorization: `Bearer ${token}` },
        })
      ).json(),
    ).toMatchObject({
      user: {
        email: 'nova.pessoa@example.com',
        identifier: '52998224725',
        profile: { profile_id: 3 },
      },
    });
    const partial = await signUp({ email: 'parcial@example.com' }, { 'utm-source': 'google' });
    expect(partial.statusCode).toBe(201);
    const rows = await queryRows<{ email: string; tracking: unknown }>(
      database.db,
      sql`select email, tracking from users where email in ('nova.pessoa@example.com', 'parcial@example.com') order by email`,
    );
    expect(rows).toEqual([
      {
        email: 'nova.pessoa@example.com',
        tracking: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'lancamento' },
      },
      { email: 'parcial@example.com', tracking: null },
    ]);
  });

  it('offers a new customer the trial until it is used; staff are never offered one', async () => {
    const res = await signUp({ email: 'oferta.teste@example.com' });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ access_token: string; show_trial: boolean; trial_days: number }>();
    expect(body).toMatchObject({ show_trial: true, trial_days: 7 });
    const auth = { authorization: `Bearer ${body.access_token}` };
    const me = async () =>
      (await app.inject({ method: 'GET', url: '/api/user', headers: auth })).json<{
        show_trial: boolean;
        trial_days: number;
      }>();
    expect(await me()).toMatchObject({ show_trial: true, trial_days: 7 });
    // Started: the days left show; a second start is refused.
    const started = await app.inject({
      method: 'POST',
      url: '/api/user-trial-access',
      headers: auth,
    });
    expect(started.statusCode).toBe(201);
    clock = new Date(clock.getTime() + 2 * 86_400_000);
    expect(await me()).toMatchObject({ show_trial: true, trial_days: 5 });
    // Over: none is offered again.
    clock = new Date(clock.getTime() + 6 * 86_400_000);
    const later = await login('oferta.teste@example.com', 'uma senha bem comprida');
    expect(later.json()).toMatchObject({ show_trial: false, trial_days: 0 });
    const staff = await login(ADMIN, DEMO_PASSWORD);
    expect(staff.json()).toMatchObject({ show_trial: false, trial_days: 0 });
  });

  it('refuses a taken e-mail, a common password and a profile field as field errors', async () => {
    const taken = await signUp({ email: CLIENT });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ error: { email: ['Este e-mail já está cadastrado.'] } });
    const common = await signUp({
      email: 'comum@example.com',
      password: 'password123',
      password_confirmation: 'password123',
    });
    expect(common.json()).toEqual({
      error: { password: ['Esta senha é muito comum. Escolha outra.'] },
    });
    const escalation = await signUp({ email: 'esperto@example.com', profile_id: 1 });
    expect(escalation.statusCode).toBe(400);
    expect(escalation.json<{ error: Record<string, string[]> }>().error).toHaveProperty(
      'profile_id',
    );
  });

  it('says whether an e-mail has an account, with or without the trailing slash', async () => {
    expect(
      (await app.inject({ method: 'GET', url: `/api/check-email/?email=${CLIENT}` })).json(),
    ).toEqual({ exists: true });
    expect(
      (await app.inject({ method: 'GET', url: '/api/check-email?email=livre@example.com' })).json(),
    ).toEqual({ exists: false });
  });
});

describe('password reset', () => {
  it('mails a single-use link; the new password works, the old one and old sessions do not', async () => {
    const email = 'reset.me@example.com';
    const created = await app.inject({
      method: 'POST',
      url: '/api/ls-brazil-create-user',
      payload: {
        name: 'Reset Me',
        email,
        password: 'senha antiga longa',
        password_confirmation: 'senha antiga longa',
        phone_number: '11987654321',
        identifier: '52998224725',
        accept_terms: true,
      },
    });
    const oldToken = created.json<{ access_token: string }>().access_token;

    const forgot = await app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email },
      headers: { origin: 'http://liberta.localhost:3000' },
    });
    expect(forgot.json()).toEqual({
      message: 'Se o e-mail estiver cadastrado, enviaremos um link para redefinir a senha.',
    });
    const [mail] = await outboxFor(email);
    expect(mail?.kind).toBe('password_reset');
    const token = /http:\/\/liberta\.localhost:3000\/redefinir-senha\?token=([A-Za-z0-9_-]+)/.exec(
      mail!.body_text,
    )?.[1];
    expect(token).toBeDefined();

    const reset = await app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: {
        token,
        password: 'senha nova e longa',
        password_confirmation: 'senha nova e longa',
      },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(email, 'senha antiga longa')).statusCode).toBe(400);
    expect((await login(email, 'senha nova e longa')).statusCode).toBe(200);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/user',
          headers: { authorization: `Bearer ${oldToken}` },
        })
      ).statusCode,
    ).toBe(401);

    const again = await app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: 'outra senha longa', password_confirmation: 'outra senha longa' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'Link inválido ou expirado. Peça um novo.' });
  });

  it('answers the same for an unknown e-mail and sends nothing; links never point at foreign origins', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: 'desconhecido@example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(await outboxFor('desconhecido@example.com')).toEqual([]);
    await app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: CLIENT },
      headers: { origin: 'https://evil.example' },
    });
    const [mail] = await outboxFor(CLIENT);
    expect(mail?.body_text).toContain('http://localhost:3000/redefinir-senha?token=');
    expect(mail?.body_text).not.toContain('evil');
  });

  it('expires links after 60 minutes', async () => {
    await app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: ADMIN } });
    const [mail] = await outboxFor(ADMIN);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.body_text)?.[1];
    clock = new Date(clock.getTime() + 61 * 60_000);
    const res = await app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: {
        token,
        password: 'nova senha do admin',
        password_confirmation: 'nova senha do admin',
      },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('login with a one-time code', () => {
  it('sends a 6-digit code that logs in once; a wrong code does not', async () => {
    const sent = await app.inject({
      method: 'POST',
      url: '/api/ls-brazil-send-auth-code',
      payload: { email: CLIENT },
    });
    expect(sent.statusCode).toBe(200);
    const [mail] = await outboxFor(CLIENT);
    expect(mail?.kind).toBe('login_code');
    const code = /(\d{6})/.exec(mail!.body_text)?.[1];
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: CLIENT, code: wrong },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Código inválido ou expirado.' });
    expect(
      (await app.inject({ method: 'POST', url: '/api/login', payload: { email: CLIENT, code } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'POST', url: '/api/login', payload: { email: CLIENT, code } }))
        .statusCode,
    ).toBe(400);
  });
});

describe('every non-public route (SECURITY.md 8)', () => {
  it('answers 401 without a token and 403 to a customer lacking the permission', async () => {
    const customer = await tokenOf(CLIENT);
    const granted = await queryRows<{ name: string }>(
      database.db,
      sql`select p.name from profile_permissions pp join permissions p on p.id = pp.permission_id where pp.profile_id = 3 and pp.read = 1`,
    );
    const customerCan = new Set(granted.map((g) => g.name));
    const guarded = app.accessTable.filter((entry) => entry.access !== 'public');
    expect(guarded.length).toBeGreaterThan(0);
    for (const entry of guarded) {
      const url = entry.url.replaceAll(/:[A-Za-z_]+/g, '1');
      const anonymous = await app.inject({ method: entry.method as 'GET', url });
      expect(anonymous.statusCode, `${entry.method} ${entry.url} sem token`).toBe(401);
      if (entry.access === 'public') continue;
      const allowed =
        entry.access.resource === 'Auth' ||
        (entry.access.action === 'read' && customerCan.has(entry.access.resource));
      if (allowed) continue;
      const denied = await app.inject({
        method: entry.method as 'GET',
        url,
        headers: { authorization: `Bearer ${customer}` },
      });
      expect(denied.statusCode, `${entry.method} ${entry.url} como cliente`).toBe(403);
    }
  });
});
