import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { App } from '../../app.ts';
import { queryRows } from '../../platform/db/database.ts';
import type { OutgoingMessage } from '../../platform/mail/outbox.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { DEMO_PASSWORD, seedDemo } from '../../seed/demo.ts';
import { testConfig } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import type { TestDatabase } from '../../test/test-db.ts';

let database: TestDatabase;
let app: App;
const sms: OutgoingMessage[] = [];
const mail: OutgoingMessage[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db);
  await database.db.execute(
    sql`insert into users (name, email, password_hash, profile_id) values ('Ana Assessora', 'ana@assessores.example.com', ${await hashPassword('x'.repeat(20))}, 2)`,
  );
  app = await buildApp({
    config: testConfig({
      ADVISOR_DOMAINS: 'assessores.example.com',
      LOGIN_IP_PER_MINUTE: '1000',
      LOGIN_IP_PER_HOUR: '1000',
    }),
    database,
    // Capturing senders: what the providers would deliver.
    mail: {
      send: (m) => (mail.push(m), Promise.resolve({ id: mail.length, status: 'stored' as const })),
      drain: () => Promise.resolve(),
      close: () => Promise.resolve(),
    },
    sms: {
      send: (m) => (sms.push(m), Promise.resolve({ id: sms.length, status: 'stored' as const })),
      drain: () => Promise.resolve(),
      close: () => Promise.resolve(),
    },
  });
});
afterAll(async () => {
  await app.close();
});

describe('advisor login', () => {
  it('lists the advisor domains and tells whether an e-mail may use them', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/get-unrestricted-domains' })).json(),
    ).toEqual({ domains: ['assessores.example.com'] });
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/login-advisor?email=ana@assessores.example.com',
        })
      ).json(),
    ).toEqual({ allowed: true });
    expect(
      (await app.inject({ method: 'GET', url: '/api/login-advisor?email=ana@gmail.com' })).json(),
    ).toEqual({ allowed: false });
  });

  it('mails a code only to advisor domains; the code signs the advisor in', async () => {
    const outside = await app.inject({
      method: 'POST',
      url: '/api/login-advisor',
      payload: { email: 'cliente@demo.lstrader.com.br' },
    });
    expect(outside.statusCode).toBe(400);
    const sent = await app.inject({
      method: 'POST',
      url: '/api/login-advisor',
      payload: { email: 'ana@assessores.example.com' },
    });
    expect(sent.statusCode).toBe(200);
    const code = /(\d{6})/.exec(mail.at(-1)!.text)?.[1];
    expect(mail.at(-1)).toMatchObject({ to: 'ana@assessores.example.com', kind: 'advisor_code' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'ana@assessores.example.com', code },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json<{ user: { name: string } }>().user.name).toBe('Ana Assessora');
  });
});

describe('phone confirmation by SMS', () => {
  it('sends a code to the number and confirms it as the person’s phone', async () => {
    const token = (
      await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'cliente@demo.lstrader.com.br', password: DEMO_PASSWORD },
      })
    ).json<{ access_token: string }>().access_token;
    const auth = { authorization: `Bearer ${token}` };
    const sent = await app.inject({
      method: 'POST',
      url: '/api/send-zenvia-token',
      headers: auth,
      payload: { phone_number: '(11) 91234-5678' },
    });
    expect(sent.statusCode).toBe(200);
    expect(sms.at(-1)).toMatchObject({ to: '11912345678', kind: 'phone_code' });
    const code = /(\d{6})/.exec(sms.at(-1)!.text)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/check-zenvia-token?code=${wrong}`,
          headers: auth,
        })
      ).json(),
    ).toEqual({ valid: false, phone_number: null });
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/check-zenvia-token?code=${code}`,
          headers: auth,
        })
      ).json(),
    ).toEqual({ valid: true, phone_number: '11912345678' });
    const [row] = await queryRows<{ phone_number: string; verified: boolean }>(
      database.db,
      sql`select phone_number, phone_verified_at is not null as verified from users where email = 'cliente@demo.lstrader.com.br'`,
    );
    expect(row).toEqual({ phone_number: '11912345678', verified: true });
    // A phone code is not a login code.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: 'cliente@demo.lstrader.com.br', code },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('landing-page data', () => {
  it('reports what is missing and completes it', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/ls-brazil-create-user',
      payload: {
        name: 'Lia Lançamento',
        email: 'lia@example.com',
        password: 'senha da lia longa',
        password_confirmation: 'senha da lia longa',
        phone_number: '11987654321',
        identifier: '52998224725',
        accept_terms: true,
      },
    });
    const { access_token: token, user } = res.json<{
      access_token: string;
      user: { id: number };
    }>();
    const auth = { authorization: `Bearer ${token}` };
    expect(
      (
        await app.inject({ method: 'GET', url: `/api/lp-check-user/${user.id}`, headers: auth })
      ).json(),
    ).toEqual({
      id: user.id,
      first_access: true,
      profile_complete: true,
      missing: [],
      trial_used: false,
    });
    const updated = await app.inject({
      method: 'POST',
      url: `/api/update-user-data/${user.id}`,
      headers: auth,
      payload: { name: 'Lia L. Silva' },
    });
    expect(updated.json()).toMatchObject({ name: 'Lia L. Silva' });
    expect(
      (await app.inject({ method: 'GET', url: `/api/lp-check-user/1`, headers: auth })).statusCode,
    ).toBe(403);
  });
});
