import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { App } from '../../app.ts';
import { queryRows } from '../../platform/db/database.ts';
import { DEMO_PASSWORD, seedDemo } from '../../seed/demo.ts';
import { apiClient, bearer } from '../../test/http.ts';
import { testConfig } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import type { TestDatabase } from '../../test/test-db.ts';

let database: TestDatabase;
let app: App;
let admin: string;
let customer: string;
let customerId: number;

const { login: tokenOf } = apiClient(() => app);

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db);
  // A place for addresses (the IBGE seed has its own tests).
  await database.db.execute(
    sql`insert into countries (id, name, iso_code) values (1058, 'Brasil', 'BR')`,
  );
  await database.db.execute(
    sql`insert into states (id, uf, name, country_id) values (35, 'SP', 'São Paulo', 1058), (33, 'RJ', 'Rio de Janeiro', 1058)`,
  );
  await database.db.execute(
    sql`insert into cities (id, name, state_id) values (3550308, 'São Paulo', 35), (3509502, 'Campinas', 35), (3304557, 'Rio de Janeiro', 33)`,
  );
  app = await buildApp({
    config: testConfig({ LOGIN_IP_PER_MINUTE: '1000', LOGIN_IP_PER_HOUR: '1000' }),
    database,
  });
  admin = await tokenOf('admin@demo.lstrader.com.br');
  customer = await tokenOf('cliente@demo.lstrader.com.br');
  customerId = (
    await app.inject({ method: 'GET', url: '/api/user', headers: bearer(customer) })
  ).json<{ user: { id: number } }>().user.id;
});
afterAll(async () => {
  await app.close();
});

describe('staff user administration', () => {
  it('lists with search and pagination, finds, creates, updates and soft-deletes', async () => {
    const list = await app.inject({
      method: 'GET',
      url: '/api/list-user?search=carla&per_page=5',
      headers: bearer(admin),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      data: [{ email: 'cliente@demo.lstrader.com.br', profile_name: 'Cliente' }],
      meta: { total: 1, page: 1, per_page: 5 },
    });

    const created = await app.inject({
      method: 'POST',
      url: '/api/create-user',
      headers: bearer(admin),
      payload: {
        name: 'Sara Suporte',
        email: 'sara@example.com',
        password: 'senha longa da sara',
        profile_id: 2,
        phone_number: '(21) 3456-7890',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const sara = created.json<{ id: number; phone_number: string }>();
    expect(sara.phone_number).toBe('2134567890');

    const updated = await app.inject({
      method: 'POST',
      url: `/api/update-user/${sara.id}`,
      headers: bearer(admin),
      payload: { nickname: 'Sarinha' },
    });
    expect(updated.json()).toMatchObject({ nickname: 'Sarinha', name: 'Sara Suporte' });

    const saraToken = await tokenOf('sara@example.com', 'senha longa da sara');
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/delete-user/${sara.id}`,
          headers: bearer(admin),
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (await app.inject({ method: 'GET', url: '/api/user', headers: bearer(saraToken) }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/find-user/${sara.id}`,
          headers: bearer(admin),
        })
      ).statusCode,
    ).toBe(404);
    const audit = await queryRows<{ action: string }>(
      database.db,
      sql`select action from audit_logs where target_id = ${String(sara.id)} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['user.create', 'user.update', 'user.delete']);
  });

  it('refuses a customer (403) and keeps staff from deleting themselves', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/list-user', headers: bearer(customer) }))
        .statusCode,
    ).toBe(403);
    const me = (
      await app.inject({ method: 'GET', url: '/api/user', headers: bearer(admin) })
    ).json<{ user: { id: number } }>().user.id;
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/delete-user/${me}`,
          headers: bearer(admin),
        })
      ).statusCode,
    ).toBe(409);
  });

  it('sets a new password for someone and ends their sessions', async () => {
    const vendedor = await tokenOf('vendedor@demo.lstrader.com.br');
    const id = (
      await app.inject({ method: 'GET', url: '/api/user', headers: bearer(vendedor) })
    ).json<{ user: { id: number } }>().user.id;
    const res = await app.inject({
      method: 'PUT',
      url: `/api/user-new-password/${id}`,
      headers: bearer(admin),
      payload: { new_password: 'nova senha do vendedor' },
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/user', headers: bearer(vendedor) })).statusCode,
    ).toBe(401);
    await tokenOf('vendedor@demo.lstrader.com.br', 'nova senha do vendedor');
  });
});

describe('staff revoking sessions', () => {
  it('ends every session of a person at once', async () => {
    const a = await tokenOf('analista@demo.lstrader.com.br');
    const b = await tokenOf('analista@demo.lstrader.com.br');
    const id = (await app.inject({ method: 'GET', url: '/api/user', headers: bearer(a) })).json<{
      user: { id: number };
    }>().user.id;
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/revoke-user-sessions/${id}`,
          headers: bearer(admin),
        })
      ).statusCode,
    ).toBe(200);
    for (const t of [a, b])
      expect(
        (await app.inject({ method: 'GET', url: '/api/user', headers: bearer(t) })).statusCode,
      ).toBe(401);
  });
});

describe('own profile', () => {
  it("reads and edits one's own profile but not someone else's", async () => {
    const mine = await app.inject({
      method: 'POST',
      url: `/api/update-user-profile/${customerId}`,
      headers: bearer(customer),
      payload: { nickname: 'Carlinha', birth_date: '1990-05-17' },
    });
    expect(mine.json()).toMatchObject({ nickname: 'Carlinha', birth_date: '1990-05-17' });
    const adminId = (
      await app.inject({ method: 'GET', url: '/api/user', headers: bearer(admin) })
    ).json<{ user: { id: number } }>().user.id;
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/find-user-profile/${adminId}`,
          headers: bearer(customer),
        })
      ).statusCode,
    ).toBe(403);
    const escalate = await app.inject({
      method: 'POST',
      url: `/api/update-user-profile/${customerId}`,
      headers: bearer(customer),
      payload: { profile_id: 1 },
    });
    expect(escalate.statusCode).toBe(400);
  });

  it('changes the password with the current one and signs out other devices only', async () => {
    const other = await tokenOf('cliente@demo.lstrader.com.br');
    const wrong = await app.inject({
      method: 'PUT',
      url: `/api/user-change-password/${customerId}`,
      headers: bearer(customer),
      payload: {
        current_password: 'nao-e-essa',
        new_password: 'carla nova senha',
        new_password_confirmation: 'carla nova senha',
      },
    });
    expect(wrong.json()).toEqual({ error: { current_password: ['Senha atual incorreta.'] } });
    const ok = await app.inject({
      method: 'PUT',
      url: `/api/user-change-password/${customerId}`,
      headers: bearer(customer),
      payload: {
        current_password: DEMO_PASSWORD,
        new_password: 'carla nova senha',
        new_password_confirmation: 'carla nova senha',
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/user', headers: bearer(other) })).statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/user', headers: bearer(customer) })).statusCode,
    ).toBe(200);
  });
});

describe('addresses', () => {
  it('creates, lists, updates and deletes own addresses; another person gets 404', async () => {
    const payload = {
      name: 'Casa',
      address: 'Avenida Paulista',
      number: '1000',
      district: 'Bela Vista',
      zip_code: '01310-100',
      city_id: 3550308,
      uf_id: 35,
    };
    const created = await app.inject({
      method: 'POST',
      url: '/api/create-user-address',
      headers: bearer(customer),
      payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const address = created.json<{ id: number }>();
    expect(created.json()).toMatchObject({
      zip_code: '01310100',
      name_city: 'São Paulo',
      name_uf: 'São Paulo',
      country: 'Brasil',
    });
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/select-user-addresses',
          headers: bearer(customer),
        })
      ).json(),
    ).toHaveLength(1);

    const mismatch = await app.inject({
      method: 'PUT',
      url: `/api/update-user-address/${address.id}`,
      headers: bearer(customer),
      payload: { ...payload, city_id: 3304557 },
    });
    expect(mismatch.json()).toEqual({
      error: { city_id: ['A cidade não pertence ao estado escolhido.'] },
    });

    // A write answers the address as a later read shows it.
    const details = async () =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/find-user-address-details/${address.id}`,
          headers: bearer(customer),
        })
      ).json<unknown>();
    expect(created.json()).toEqual(await details());
    const updated = await app.inject({
      method: 'PUT',
      url: `/api/update-user-address/${address.id}`,
      headers: bearer(customer),
      payload: { ...payload, name: 'Trabalho', city_id: 3509502, complement: 'Sala 2' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Trabalho',
      complement: 'Sala 2',
      city_id: 3509502,
      name_city: 'Campinas',
    });
    expect(updated.json()).toEqual(await details());

    const stranger = await app.inject({
      method: 'POST',
      url: '/api/ls-brazil-create-user',
      payload: {
        name: 'Outra Pessoa',
        email: 'outra@example.com',
        password: 'senha da outra pessoa',
        password_confirmation: 'senha da outra pessoa',
        phone_number: '11987654321',
        identifier: '52998224725',
        accept_terms: true,
      },
    });
    const strangerToken = stranger.json<{ access_token: string }>().access_token;
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/find-user-address-details/${address.id}`,
          headers: bearer(strangerToken),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/delete-user-address/${address.id}`,
          headers: bearer(strangerToken),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/delete-user-address/${address.id}`,
          headers: bearer(customer),
        })
      ).statusCode,
    ).toBe(204);
  });
});

describe('trial', () => {
  it('starts once, shows in the session, and keeps complete UTM data', async () => {
    const fresh = await app.inject({
      method: 'POST',
      url: '/api/ls-brazil-create-user',
      payload: {
        name: 'Teste Trial',
        email: 'trial@example.com',
        password: 'senha do trial longa',
        password_confirmation: 'senha do trial longa',
        phone_number: '11987654321',
        identifier: '52998224725',
        accept_terms: true,
      },
    });
    const token = fresh.json<{ access_token: string }>().access_token;
    const started = await app.inject({
      method: 'POST',
      url: '/api/user-trial-access/',
      headers: {
        ...bearer(token),
        'utm-source': 'ig',
        'utm-medium': 'social',
        'utm-campaign': 'trial',
      },
    });
    expect(started.statusCode).toBe(201);
    expect(
      (await app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json(),
    ).toMatchObject({ show_trial: true, trial_days: 7 });
    expect(
      (await app.inject({ method: 'POST', url: '/api/user-trial-access', headers: bearer(token) }))
        .statusCode,
    ).toBe(409);
    const mine = await app.inject({
      method: 'GET',
      url: '/api/list-user-trial/',
      headers: bearer(token),
    });
    expect(mine.json()).toMatchObject({ meta: { total: 1 } });
    expect(
      (await app.inject({ method: 'GET', url: '/api/list-trial', headers: bearer(admin) })).json<{
        meta: { total: number };
      }>().meta.total,
    ).toBeGreaterThanOrEqual(1);
  });
});

describe('staff acting as a customer', () => {
  it('needs a reason, audits every call on behalf of the customer, and returns to the staff user', async () => {
    const noReason = await app.inject({
      method: 'GET',
      url: `/api/login-as-customer/${customerId}`,
      headers: bearer(admin),
    });
    expect(noReason.statusCode).toBe(400);
    const res = await app.inject({
      method: 'GET',
      url: `/api/login-as-customer/${customerId}?reason=${encodeURIComponent('Chamado 123: conferir acesso')}`,
      headers: bearer(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    const asCustomer = res.json<{ access_token: string; user: { id: number } }>();
    expect(asCustomer.user.id).toBe(customerId);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/select-user-addresses',
          headers: bearer(asCustomer.access_token),
        })
      ).statusCode,
    ).toBe(200);
    // The customer session cannot do staff things.
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/list-user',
          headers: bearer(asCustomer.access_token),
        })
      ).statusCode,
    ).toBe(403);

    const back = await app.inject({
      method: 'GET',
      url: `/api/login-as-customer/${customerId}?returnMain=1`,
      headers: bearer(admin),
    });
    expect(back.json<{ user: { email: string } }>().user.email).toBe('admin@demo.lstrader.com.br');
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/user',
          headers: bearer(asCustomer.access_token),
        })
      ).statusCode,
    ).toBe(401);

    const log = await app.inject({
      method: 'GET',
      url: '/api/list-audit-logs?per_page=50',
      headers: bearer(admin),
    });
    const actions = log.json<{
      data: {
        action: string;
        actor_name: string | null;
        on_behalf_of_name: string | null;
        details: Record<string, unknown> | null;
      }[];
    }>().data;
    expect(actions.find((a) => a.action === 'staff.login_as_customer')?.details).toMatchObject({
      reason: 'Chamado 123: conferir acesso',
    });
    const onBehalf = actions.filter((a) => a.action === 'impersonation.request');
    expect(onBehalf.length).toBeGreaterThanOrEqual(2);
    expect(onBehalf[0]).toMatchObject({
      actor_name: 'Ana Admin',
      on_behalf_of_name: 'Carla Cliente',
    });
    expect(actions.some((a) => a.action === 'staff.login_as_customer.return')).toBe(true);
  });

  it('only works for customers and only for staff allowed to', async () => {
    const adminId = (
      await app.inject({ method: 'GET', url: '/api/user', headers: bearer(admin) })
    ).json<{ user: { id: number } }>().user.id;
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/login-as-customer/${adminId}?reason=teste%20qualquer`,
          headers: bearer(admin),
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/login-as-customer/${customerId}?reason=teste%20qualquer`,
          headers: bearer(customer),
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('profiles and permissions', () => {
  it('edits a profile, and the change reaches the user on the next refresh', async () => {
    const entries = (
      await app.inject({
        method: 'GET',
        url: '/api/find-profile-permissions/3',
        headers: bearer(admin),
      })
    ).json<{ permission_id: number; permission: { name: string }; read: number }[]>();
    const farol = entries.find((e) => e.permission.name === 'Farol')!;
    expect(farol.read).toBe(0);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/update-profile-permissions/3',
      headers: bearer(admin),
      payload: {
        entries: [
          {
            permission_id: farol.permission_id,
            create: 0,
            read: 1,
            update: 0,
            delete: 0,
            manage: 0,
            menu: 1,
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    // The answer is the table as a later read shows it.
    const after = await app.inject({
      method: 'GET',
      url: '/api/find-profile-permissions/3',
      headers: bearer(admin),
    });
    expect(res.json()).toEqual(after.json());
    expect(
      res.json<typeof entries>().find((e) => e.permission_id === farol.permission_id),
    ).toMatchObject({ read: 1 });
    const me = await app.inject({ method: 'GET', url: '/api/user', headers: bearer(customer) });
    expect(
      me
        .json<{
          user: { profile: { permissions: { permission: { name: string }; read: number }[] } };
        }>()
        .user.profile.permissions.find((p) => p.permission.name === 'Farol')?.read,
    ).toBe(1);
  });

  it('will not let an administrator remove their own access to the editor', async () => {
    const entries = (
      await app.inject({
        method: 'GET',
        url: '/api/find-profile-permissions/1',
        headers: bearer(admin),
      })
    ).json<{ permission_id: number; permission: { name: string } }[]>();
    const editor = entries.find((e) => e.permission.name === 'Perfis e Permissões')!;
    const res = await app.inject({
      method: 'PUT',
      url: '/api/update-profile-permissions/1',
      headers: bearer(admin),
      payload: {
        entries: [
          {
            permission_id: editor.permission_id,
            create: 0,
            read: 0,
            update: 0,
            delete: 0,
            manage: 0,
            menu: 0,
          },
        ],
      },
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('the people selects (spec section 7)', () => {
  it('names the companies, the genders and the base profiles; a customer reads only genders', async () => {
    const get = (url: string, token: string) =>
      app.inject({ method: 'GET', url, headers: bearer(token) });

    const companies = await get('/api/select-company', admin);
    expect(companies.statusCode).toBe(200);
    expect(companies.json()).toEqual([
      { id: 1, value: 'brazilian', name: 'LS Trader' },
      { id: 2, value: 'global', name: 'LS Global' },
      { id: 3, value: 'liberta', name: 'Liberta' },
    ]);

    const genders = await get('/api/select-gender', customer);
    expect(genders.statusCode).toBe(200);
    expect(genders.json<{ value: string; name: string }[]>().map((g) => g.name)).toEqual([
      'Feminino',
      'Masculino',
      'Outro',
      'Prefiro não informar',
    ]);

    const bases = await get('/api/select-base-profile', admin);
    expect(bases.statusCode).toBe(200);
    expect(bases.json<{ name: string }[]>().map((p) => p.name)).toEqual(
      expect.arrayContaining(['Administrador', 'Cliente']),
    );

    expect((await get('/api/select-company', customer)).statusCode).toBe(403);
    expect((await get('/api/select-base-profile', customer)).statusCode).toBe(403);
  });
});
