import {
  ACCOUNT_DELETION_WORD,
  ANONYMISED_NAME,
  DATA_REQUEST_DEADLINE_DAYS,
  DATA_RIGHTS_MESSAGES,
} from '@app/shared';
import type { DataExport, DataRequest, ListPage } from '@app/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { queryRows } from '../../platform/db/database.ts';
import { apiClient } from '../../test/http.ts';
import { countStatements } from '../../test/statements.ts';
import { createDemoApp } from '../../test/test-app.ts';
import type { TestDatabase } from '../../test/test-db.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';

let app: App;
let database: TestDatabase;
let admin: string;
let support: string;
let seller: string;
const clock = new Date('2026-11-26T12:00:00.000Z');
const { login, get, send } = apiClient(() => app);
let seq = 0;

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);

/** A new customer (the demo customer's password), signed in. */
async function newCustomer(): Promise<{ token: string; id: number; email: string }> {
  seq += 1;
  const email = `titular${seq}@example.com`;
  const [row] = await rows<{ id: number }>(
    sql`insert into users (name, email, password_hash, profile_id)
        select ${`Titular ${seq}`}, ${email}, password_hash, 3
        from users where email = 'cliente@demo.lstrader.com.br'
        returning id`,
  );
  return { token: await login(email), id: row!.id, email };
}

beforeAll(async () => {
  ({ database, app } = await createDemoApp(() => clock));
  admin = await login('admin@demo.lstrader.com.br');
  support = await login('suporte@demo.lstrader.com.br');
  seller = await login('vendedor@demo.lstrader.com.br');
});
afterAll(async () => {
  await app.close();
});

describe('the export of my data', () => {
  it('gives everything stored about me as JSON, without secrets, in one statement', async () => {
    const carla = await login('cliente@demo.lstrader.com.br');
    const { result: res, statements } = await countStatements(database, () =>
      send('POST', '/api/export-my-data', carla),
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<DataExport>();
    expect(data.subject.email).toBe('cliente@demo.lstrader.com.br');
    expect(data.generated_at).toBe(clock.toISOString());
    expect(data.sections.profile).toHaveLength(1);
    // Carla's demo grants and sessions are hers; nothing of another person comes along.
    expect(data.sections.access_grants!.length).toBeGreaterThan(0);
    expect(data.sections.sessions!.length).toBeGreaterThan(0);
    // Her advisor and the appointment she booked with him (the staff agenda's demo).
    expect(data.sections.advisor).toEqual([
      { advisor_name: 'Paulo Analista', assigned_at: expect.any(String) as string },
    ]);
    expect(data.sections.advisor_appointments).toEqual([
      expect.objectContaining({ advisor_name: 'Paulo Analista', cancelled_at: null }),
    ]);
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/password_hash|token_hash|code_hash/);
    expect(text).not.toContain('admin@demo.lstrader.com.br');
    // The session (a new sign-in: not cached yet) and the export, then the request recorded and
    // the audit line; the person's name and e-mail come with the session, not read again.
    expect(
      statements.map((s) => s.trim().slice(0, 30).split(' ')[0]!.toLowerCase()),
      statements.join('\n---\n'),
    ).toEqual(['select', 'select', 'insert', 'insert']);
    const [request] = await rows<{ kind: string; status: string; channel: string }>(
      sql`select kind, status, channel from data_requests order by id desc limit 1`,
    );
    expect(request).toEqual({ kind: 'export', status: 'done', channel: 'self' });
  });

  it('needs a session', async () => {
    expect((await send('POST', '/api/export-my-data')).statusCode).toBe(401);
  });
});

describe('deleting my account', () => {
  it('checks the typed word and the password with the messages of the form', async () => {
    const person = await newCustomer();
    const noWord = await send('POST', '/api/delete-my-account', person.token, {
      password: DEMO_PASSWORD,
      confirmation: 'excluir',
    });
    expect(noWord.statusCode).toBe(400);
    expect(noWord.json()).toEqual({
      error: { confirmation: [DATA_RIGHTS_MESSAGES.confirmation] },
    });
    const wrong = await send('POST', '/api/delete-my-account', person.token, {
      password: 'outra-senha-qualquer',
      confirmation: ACCOUNT_DELETION_WORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: { password: [DATA_RIGHTS_MESSAGES.wrongPassword] } });
    // Nothing happened: the session still works.
    expect((await get('/api/user', person.token)).statusCode).toBe(200);
  });

  it('anonymises the person, ends every session, keeps paid records de-identified and queues the request', async () => {
    const person = await newCustomer();
    const other = await login(person.email);
    await rows(
      sql`insert into addresses (user_id, name, address, number, district, zip_code, city_id,
            state_id, country_id)
          select ${person.id}, 'Casa', 'Avenida Paulista', '1000', 'Bela Vista', '01310100',
            ci.id, st.id, st.country_id
          from cities ci join states st on st.id = ci.state_id limit 1`,
    );
    // A paid order of theirs, which the law makes us keep.
    const [product] = await rows<{ id: number }>(sql`select id from products limit 1`);
    const [order] = await rows<{ id: number }>(
      sql`with c as (insert into shopping_carts (user_id, brand, status)
                     values (${person.id}, 'brazilian', 'ordered') returning id)
          insert into orders (cart_id, idempotency_key, request_hash, user_id, brand,
            subtotal_cents, total_cents, method, customer_name, customer_email, customer_tax_id,
            status, paid_at)
          select c.id, 'k-' || c.id, 'h', ${person.id}, 'brazilian', 100, 100, 'pix',
            ${`Titular ${seq}`}, ${person.email}, '52998224725', 2, now()
          from c
          returning id`,
    );
    expect(product).toBeDefined();
    // Their advisor, and an appointment booked ahead with the subject in the notes.
    const [booking] = await rows<{ id: number }>(
      sql`with a as (insert into customer_advisors (customer_id, advisor_id, assigned_at)
                     select ${person.id}, id, now() from users
                     where email = 'analista@demo.lstrader.com.br')
          insert into staff_agenda_events (owner_id, kind, title, starts_at, ends_at, notes,
            customer_id, booked_at, ics_token_hash)
          select id, 'customer', ${`Atendimento: Titular ${seq}`}, '2027-02-02T17:00:00Z',
            '2027-02-02T17:30:00Z', 'Minha renda e meus filhos', ${person.id}, now(), 'h'
          from users where email = 'analista@demo.lstrader.com.br'
          returning id`,
    );

    const res = await send('POST', '/api/delete-my-account', person.token, {
      password: DEMO_PASSWORD,
      confirmation: ` ${ACCOUNT_DELETION_WORD} `,
    });
    expect(res.statusCode, res.body).toBe(204);

    // Both sessions end at once (the session caches were told).
    expect((await get('/api/user', person.token)).statusCode).toBe(401);
    expect((await get('/api/user', other)).statusCode).toBe(401);
    const [user] = await rows<Record<string, unknown>>(
      sql`select name, email, identifier, phone_number, deleted_at is not null as deleted
          from users where id = ${person.id}`,
    );
    expect(user).toEqual({
      name: ANONYMISED_NAME,
      email: `removido-${person.id}@anonimo.invalid`,
      identifier: null,
      phone_number: null,
      deleted: true,
    });
    expect(await rows(sql`select id from addresses where user_id = ${person.id}`)).toHaveLength(0);
    const [appointment] = await rows<Record<string, unknown>>(
      sql`select title, notes, ics_token_hash, cancelled_at is not null as cancelled
          from staff_agenda_events where id = ${booking!.id}`,
    );
    expect(appointment).toEqual({
      title: `Atendimento: ${ANONYMISED_NAME}`,
      notes: null,
      ics_token_hash: null,
      cancelled: true,
    });
    expect(
      await rows(sql`select 1 from customer_advisors where customer_id = ${person.id}`),
    ).toHaveLength(0);
    const [kept] = await rows<Record<string, unknown>>(
      sql`select customer_name, customer_email, customer_tax_id, total_cents
          from orders where id = ${order!.id}`,
    );
    expect(kept).toEqual({
      customer_name: ANONYMISED_NAME,
      customer_email: `removido-${person.id}@anonimo.invalid`,
      customer_tax_id: null,
      total_cents: 100,
    });
    // No row anywhere still names the old address.
    const [mentions] = await rows<{ n: number }>(
      sql`select (select count(*) from users where email = ${person.email})
               + (select count(*) from orders where customer_email = ${person.email})
               + (select count(*) from outbox_messages where recipient = ${person.email})
               as n`,
    );
    expect(Number(mentions!.n)).toBe(0);
    // The old password no longer signs in, and the address is free for a new account.
    const again = await send('POST', '/api/login', undefined, {
      email: person.email,
      password: DEMO_PASSWORD,
    });
    const nobody = await send('POST', '/api/login', undefined, {
      email: 'ninguem-cadastrado@example.com',
      password: DEMO_PASSWORD,
    });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect({ status: again.statusCode, body: again.json<unknown>() }).toEqual({
      status: nobody.statusCode,
      body: nobody.json<unknown>(),
    });

    const queue = await get(`/api/list-data-requests?user_id=${person.id}`, support);
    expect(queue.statusCode, queue.body).toBe(200);
    const [request] = queue.json<ListPage<DataRequest>>().data;
    expect(request).toMatchObject({
      kind: 'deletion',
      status: 'open',
      channel: 'self',
      anonymised: true,
      user_name: ANONYMISED_NAME,
      requested_at: clock.toISOString(),
      due_at: new Date(clock.getTime() + DATA_REQUEST_DEADLINE_DAYS * 86_400_000).toISOString(),
    });
    const [audit] = await rows<{ action: string }>(
      sql`select action from audit_logs where target_type = 'user'
            and target_id = ${String(person.id)} order by id desc limit 1`,
    );
    expect(audit!.action).toBe('privacy.account.deleted');
  });

  it('is for customers: a staff account is closed by the administration', async () => {
    const res = await send('POST', '/api/delete-my-account', seller, {
      password: DEMO_PASSWORD,
      confirmation: ACCOUNT_DELETION_WORD,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: DATA_RIGHTS_MESSAGES.staffAccount });
  });
});

describe('the staff queue', () => {
  it('registers a request for a customer, answers it once, and keeps who and when', async () => {
    const person = await newCustomer();
    const bad = await send('POST', `/api/create-data-request/${person.id}`, support, {
      kind: 'correction',
      note: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: { note: ['Descreva a solicitação (ao menos 3 caracteres).'] },
    });
    const created = await send('POST', `/api/create-data-request/${person.id}`, support, {
      kind: 'correction',
      note: 'Pediu por e-mail para corrigir a data de nascimento.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const request = created.json<DataRequest>();
    expect(request).toMatchObject({ status: 'open', channel: 'staff', kind: 'correction' });

    const empty = await send('POST', `/api/answer-data-request/${request.id}`, support, {
      answer: ' ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: { answer: [DATA_RIGHTS_MESSAGES.answerRequired] } });
    const answered = await send('POST', `/api/answer-data-request/${request.id}`, support, {
      answer: 'Data corrigida no cadastro e titular avisado por e-mail.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json<DataRequest>()).toMatchObject({
      status: 'done',
      answered_by_name: 'Sofia Suporte',
      answered_at: clock.toISOString(),
    });
    const twice = await send('POST', `/api/answer-data-request/${request.id}`, support, {
      answer: 'De novo.',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: DATA_RIGHTS_MESSAGES.alreadyAnswered });

    // The person sees their request and its answer.
    const mine = await get('/api/list-my-data-requests', person.token);
    expect(mine.json<DataRequest[]>().map((r) => r.answer)).toEqual([
      'Data corrigida no cadastro e titular avisado por e-mail.',
    ]);
  });

  it('lists open requests first by deadline, with search', async () => {
    const res = await get('/api/list-data-requests?status=open&search=titular', admin);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<ListPage<DataRequest>>();
    expect(page.data.every((r) => r.status === 'open')).toBe(true);
    const dues = page.data.map((r) => r.due_at);
    expect(dues).toEqual([...dues].sort());
    expect((await get('/api/list-data-requests?status=talvez', admin)).statusCode).toBe(400);
  });

  it('exports a customer for staff, audited, and refuses people without the resource', async () => {
    const person = await newCustomer();
    const res = await send('POST', `/api/export-customer-data/${person.id}`, support);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<DataExport>().subject.id).toBe(person.id);
    const [audit] = await rows<{ action: string }>(
      sql`select action from audit_logs order by id desc limit 1`,
    );
    expect(audit!.action).toBe('privacy.data.exported_by_staff');
    expect((await send('POST', '/api/export-customer-data/999999', support)).statusCode).toBe(404);

    const customer = await login('cliente@demo.lstrader.com.br');
    for (const [method, url] of [
      ['GET', '/api/list-data-requests'],
      ['POST', `/api/export-customer-data/${person.id}`],
      ['POST', `/api/answer-data-request/1`],
    ] as const) {
      expect(
        (await send(method, url, customer, method === 'POST' ? {} : undefined)).statusCode,
      ).toBe(403);
      expect((await send(method, url)).statusCode).toBe(401);
    }
    // A seller's profile has no queue either.
    expect((await get('/api/list-data-requests', seller)).statusCode).toBe(403);
  });
});
