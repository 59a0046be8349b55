import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import {
  accessGrants,
  accessPeriods,
  addresses,
  auditLogs,
  cities,
  countries,
  courses,
  courtesies,
  lessons,
  orderProducts,
  orderRefunds,
  orders,
  outboxMessages,
  productItems,
  products,
  shoppingCarts,
  signatureTypes,
  states,
  trails,
  userTrials,
  users,
} from '../../db/schema/index.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { apiClient } from '../../test/http.ts';
import { createDemoApp } from '../../test/test-app.ts';
import type { TestDatabase } from '../../test/test-db.ts';
import { accessService } from '../access/access.service.ts';

let database: TestDatabase;
let app: App;
let admin: string;
let seller: string;
let analyst: string;
let support: string;
let customer: string;
let carlaId: number;
let adminId: number;
/** The app's clock: fixed, so ends and report days are exact. */
const clock = new Date('2026-11-23T12:00:00.000Z');
const DAY = 86_400_000;

let opcoesId: number;
let lockedLessonId: number;
let trailId: number;
let premiumId: number;
/** Products: a 30-day course, a lifetime bundle, a signature, and three that cannot be given. */
const product: Record<
  'course' | 'bundle' | 'signature' | 'inactive' | 'deleted' | 'empty',
  number
> = {
  course: 0,
  bundle: 0,
  signature: 0,
  inactive: 0,
  deleted: 0,
  empty: 0,
};
let orderIds: number[] = [];

const api = apiClient(() => app);
const { login: tokenOf, get, send } = api;
const errorOf = (res: { json: <T>() => T }) => res.json<{ error: unknown }>().error;
const fieldsOf = (res: { json: <T>() => T }) =>
  Object.keys(res.json<{ error: Record<string, string[]> }>().error).sort();

interface Customer {
  id: number;
  name: string;
  email: string;
  identifier: string | null;
  phone_number: string | null;
  orders_count: number;
  paid_cents: number;
  birth_date: string | null;
  trial: boolean;
  deleted_at: string | null;
}
interface Courtesy {
  id: number;
  user_id: number;
  user_name: string;
  product_id: number;
  product_name: string;
  type: string;
  type_name: string;
  starts_at: string;
  ends_at: string | null;
  note: string | null;
  created_by_name: string | null;
  revoked_at: string | null;
}
interface Page<T> {
  data: T[];
  meta: { total: number; page: number; per_page: number };
}

/** A staff-made order of Carla's with one product line (and its cart, which orders need). */
async function insertOrder(values: {
  status: number;
  total: number;
  refunded?: number;
  createdAt: Date;
  product: string;
  amount?: number;
}): Promise<number> {
  const db = database.db;
  const [cart] = await db
    .insert(shoppingCarts)
    .values({ userId: carlaId, brand: 'brazilian', status: 'ordered' })
    .returning({ id: shoppingCarts.id });
  const [order] = await db
    .insert(orders)
    .values({
      cartId: cart!.id,
      idempotencyKey: `teste-${cart!.id}`,
      userId: carlaId,
      brand: 'brazilian',
      status: values.status,
      subtotalCents: values.total,
      totalCents: values.total,
      refundedCents: values.refunded ?? 0,
      method: 'pix',
      customerName: 'Carla Cliente',
      customerEmail: 'cliente@demo.lstrader.com.br',
      paidAt: values.status === 1 || values.status === 3 ? null : values.createdAt,
      createdAt: values.createdAt,
    })
    .returning({ id: orders.id });
  await db.insert(orderProducts).values({
    orderId: order!.id,
    productId: product.course,
    name: values.product,
    kind: 'course',
    amount: values.amount ?? 1,
    unitPriceCents: values.total,
    totalCents: values.total,
  });
  return order!.id;
}

beforeAll(async () => {
  ({ database, app } = await createDemoApp(() => clock, {}, { salesForce: false }));
  [admin, seller, analyst, support, customer] = await api.demoTokens();
  const db = database.db;
  const idOf = async (email: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  carlaId = await idOf('cliente@demo.lstrader.com.br');
  adminId = await idOf('admin@demo.lstrader.com.br');
  const period = new Map((await db.select().from(accessPeriods)).map((p) => [p.name, p.id]));
  opcoesId = (
    await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, 'opcoes-na-pratica'))
  )[0]!.id;
  lockedLessonId = (
    await db
      .select({ id: lessons.id })
      .from(lessons)
      .where(and(eq(lessons.courseId, opcoesId), eq(lessons.freePreview, false)))
      .orderBy(asc(lessons.id))
      .limit(1)
  )[0]!.id;
  trailId = (
    await db
      .insert(trails)
      .values({ slug: 'trilha-cortesia', title: 'Trilha da Cortesia', status: 'published' })
      .returning({ id: trails.id })
  )[0]!.id;
  // A signature of our own that includes nothing: LS Premium would reopen Opções na Prática.
  premiumId = (
    await db
      .insert(signatureTypes)
      .values({ name: 'Clube Cortesia', slug: 'clube-cortesia' })
      .returning({ id: signatureTypes.id })
  )[0]!.id;

  const insertProduct = async (
    slug: string,
    values: Partial<typeof products.$inferInsert>,
    items: { kind: 'course' | 'trail' | 'signature'; targetId: number }[],
  ) => {
    const [row] = await db
      .insert(products)
      .values({ slug, name: slug, kind: 'course', priceCents: 19_900, ...values })
      .returning({ id: products.id });
    if (items.length > 0)
      await db.insert(productItems).values(items.map((i) => ({ ...i, productId: row!.id })));
    return row!.id;
  };
  product.course = await insertProduct(
    'opcoes-30-dias',
    { name: 'Opções na Prática — 30 dias', accessPeriodId: period.get('30 dias')! },
    [{ kind: 'course', targetId: opcoesId }],
  );
  product.bundle = await insertProduct(
    'combo-vitalicio',
    { name: 'Combo Vitalício', kind: 'bundle', accessPeriodId: null },
    [
      { kind: 'course', targetId: opcoesId },
      { kind: 'trail', targetId: trailId },
    ],
  );
  product.signature = await insertProduct(
    'premium-1-ano',
    { name: 'Clube Cortesia — 1 ano', kind: 'signature', accessPeriodId: period.get('1 ano')! },
    [{ kind: 'signature', targetId: premiumId }],
  );
  product.inactive = await insertProduct('inativo', { active: false }, [
    { kind: 'course', targetId: opcoesId },
  ]);
  product.deleted = await insertProduct('apagado', { deletedAt: clock }, [
    { kind: 'course', targetId: opcoesId },
  ]);
  product.empty = await insertProduct('vazio', {}, []);

  // Carla's orders: paid 100,00; refunded 50,00 (all); partly refunded 80,00 (30,00 back);
  // pending 70,00; cancelled 20,00. Counted: 3 orders, 100 + 0 + 50 = 150,00 kept.
  orderIds = [];
  for (const [i, o] of [
    { status: 2, total: 10_000, product: 'Curso A', amount: 2 },
    { status: 5, total: 5_000, refunded: 5_000, product: 'Curso B' },
    { status: 6, total: 8_000, refunded: 3_000, product: 'Curso C' },
    { status: 1, total: 7_000, product: 'Curso D' },
    { status: 3, total: 2_000, product: 'Curso E' },
  ].entries())
    orderIds.push(
      await insertOrder({ ...o, createdAt: new Date(clock.getTime() - (10 - i) * DAY) }),
    );
  await db.insert(orderRefunds).values([
    {
      orderId: orderIds[1]!,
      type: 'full',
      amountCents: 5_000,
      reason: 'Desistiu da compra',
      createdBy: adminId,
      createdAt: new Date(clock.getTime() - 5 * DAY),
    },
    {
      orderId: orderIds[2]!,
      type: 'partial',
      amountCents: 3_000,
      reason: 'Desconto combinado',
      createdBy: adminId,
      createdAt: new Date(clock.getTime() - 4 * DAY),
    },
  ]);

  // One address of Carla's (a small place of our own: the IBGE list is not needed here).
  await db
    .insert(countries)
    .values({ id: 9_901, name: 'Brasil', isoCode: 'BR' })
    .onConflictDoNothing();
  await db
    .insert(states)
    .values({ id: 9_901, uf: 'SP', name: 'São Paulo', countryId: 9_901 })
    .onConflictDoNothing();
  await db
    .insert(cities)
    .values({ id: 990_001, name: 'São Paulo', stateId: 9_901 })
    .onConflictDoNothing();
  await db.insert(addresses).values({
    userId: carlaId,
    name: 'Casa',
    address: 'Avenida Paulista',
    number: '1000',
    district: 'Bela Vista',
    zipCode: '01310100',
    cityId: 990_001,
    stateId: 9_901,
    countryId: 9_901,
  });
});
afterAll(async () => {
  await app.close();
});

describe('create-customer', () => {
  it('creates a profile-3 account with canonical e-mail, CPF and phone, sending nothing', async () => {
    const [before] = await database.db.select({ n: count() }).from(outboxMessages);
    const res = await send('POST', '/api/create-customer', seller, {
      name: '  João da Silva ',
      email: 'Joao.Silva@Example.com',
      identifier: '529.982.247-25',
      phone_number: '(11) 98765-4321',
      birth_date: '1990-05-17',
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<Customer>();
    expect(created).toMatchObject({
      name: 'João da Silva',
      email: 'joao.silva@example.com',
      identifier: '52998224725',
      phone_number: '11987654321',
      birth_date: '1990-05-17',
      orders_count: 0,
      paid_cents: 0,
      trial: false,
      deleted_at: null,
    });
    const [row] = await database.db.select().from(users).where(eq(users.id, created.id));
    expect(row!.profileId).toBe(3);
    // A random password, hashed with argon2id like every other account.
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const [after] = await database.db.select({ n: count() }).from(outboxMessages);
    expect(after!.n).toBe(before!.n);
    const [entry] = await database.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'customer.create'), eq(auditLogs.targetId, String(created.id))),
      );
    expect(entry).toBeDefined();
  });

  it('accepts a valid alphanumeric CNPJ and stores it canonical (upper case, no mask)', async () => {
    const res = await send('POST', '/api/create-customer', admin, {
      name: 'Empresa Nova Ltda',
      email: 'financeiro@empresanova.com.br',
      identifier: '12.abc.345/01de-35',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Customer>().identifier).toBe('12ABC34501DE35');
  });

  it('answers 400 with the field for an invalid CPF, phone, missing fields or unknown fields', async () => {
    const cpf = await send('POST', '/api/create-customer', admin, {
      name: 'Fulano de Tal',
      email: 'fulano@example.com',
      identifier: '111.111.111-11',
    });
    expect(cpf.statusCode).toBe(400);
    expect(cpf.json()).toEqual({ error: { identifier: ['CPF ou CNPJ inválido'] } });
    const phone = await send('POST', '/api/create-customer', admin, {
      name: 'Fulano de Tal',
      email: 'fulano@example.com',
      phone_number: '(00) 1234',
    });
    expect(phone.statusCode).toBe(400);
    expect(phone.json()).toEqual({ error: { phone_number: ['Telefone inválido'] } });
    // PostgreSQL text cannot hold NUL: a 400 here, not a 500 from the database.
    const nul = await send('POST', '/api/create-customer', admin, {
      name: 'Nome\u0000Oculto',
      email: 'nul@example.com',
    });
    expect(nul.json()).toEqual({ error: { name: ['O texto contém um caractere inválido.'] } });
    const missing = await send('POST', '/api/create-customer', admin, { profile_id: 1 });
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toEqual(['email', 'name', 'profile_id']);
  });

  it('answers 409 with a pt-BR message for an e-mail already in use (any case)', async () => {
    const res = await send('POST', '/api/create-customer', admin, {
      name: 'Outra Carla',
      email: 'CLIENTE@demo.lstrader.com.br',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { email: ['Este e-mail já está cadastrado.'] } });
  });

  it('answers 401 without a session and 403 to customers and analysts', async () => {
    const body = { name: 'Sem Sessão', email: 'semsessao@example.com' };
    expect((await send('POST', '/api/create-customer', undefined, body)).statusCode).toBe(401);
    expect((await send('POST', '/api/create-customer', customer, body)).statusCode).toBe(403);
    expect((await send('POST', '/api/create-customer', analyst, body)).statusCode).toBe(403);
  });
});

describe('list-customer and find-customer', () => {
  it('lists customers only, with paid orders and what was kept after refunds', async () => {
    const res = await get('/api/list-customer?search=demo.lstrader', seller);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<Page<Customer>>();
    // Staff accounts share the domain but are not customers (Carla and the live demo's three).
    expect(page.data.map((c) => c.email)).toEqual([
      'cliente@demo.lstrader.com.br',
      'cortesia@demo.lstrader.com.br',
      'premium@demo.lstrader.com.br',
      'trial@demo.lstrader.com.br',
    ]);
    expect(page.data[0]).toMatchObject({ id: carlaId, orders_count: 3, paid_cents: 15_000 });
    expect(page.meta).toEqual({ total: 4, page: 1, per_page: 20 });
  });

  it('searches by name, e-mail and masked or bare CPF, and pages', async () => {
    const byCpf = await get(
      `/api/list-customer?search=${encodeURIComponent('529.982.247')}`,
      admin,
    );
    expect(byCpf.json<Page<Customer>>().data.map((c) => c.name)).toEqual(['João da Silva']);
    const byName = await get('/api/list-customer?search=jo%C3%A3o', admin);
    expect(byName.json<Page<Customer>>().data.map((c) => c.email)).toEqual([
      'joao.silva@example.com',
    ]);
    const paged = await get('/api/list-customer?per_page=3&page=2&sort=email', admin);
    const page = paged.json<Page<Customer>>();
    expect(page.meta).toEqual({ total: 6, page: 2, per_page: 3 });
    expect(page.data.map((c) => c.email)).toEqual([
      'joao.silva@example.com',
      'premium@demo.lstrader.com.br',
      'trial@demo.lstrader.com.br',
    ]);
  });

  it('answers 400 on bad query parameters, 401 and 403', async () => {
    const bad = await get('/api/list-customer?per_page=1000&profile_id=1', admin);
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['per_page', 'profile_id']);
    expect((await get('/api/list-customer')).statusCode).toBe(401);
    expect((await get('/api/list-customer', customer)).statusCode).toBe(403);
    expect((await get('/api/list-customer', analyst)).statusCode).toBe(403);
    expect((await get('/api/list-customer', support)).statusCode).toBe(200);
  });

  it('finds a customer; staff accounts and unknown ids are 404; bad ids 400', async () => {
    const res = await get(`/api/find-customer/${carlaId}`, support);
    expect(res.statusCode).toBe(200);
    expect(res.json<Customer>()).toMatchObject({
      id: carlaId,
      name: 'Carla Cliente',
      orders_count: 3,
      paid_cents: 15_000,
      trial: false,
    });
    expect((await get(`/api/find-customer/${adminId}`, admin)).json()).toEqual({
      error: 'Cliente não encontrado.',
    });
    expect((await get('/api/find-customer/999999', admin)).statusCode).toBe(404);
    expect((await get('/api/find-customer/3000000000', admin)).statusCode).toBe(400);
    expect((await get('/api/find-customer/abc', admin)).statusCode).toBe(400);
    expect((await get(`/api/find-customer/${carlaId}`)).statusCode).toBe(401);
    expect((await get(`/api/find-customer/${carlaId}`, customer)).statusCode).toBe(403);
  });

  it('shows a trial running now', async () => {
    const [created] = await database.db
      .insert(users)
      .values({
        name: 'Teste Trial',
        email: 'trial@example.com',
        passwordHash: 'x',
        profileId: 3,
      })
      .returning({ id: users.id });
    await database.db.insert(userTrials).values({
      userId: created!.id,
      days: 7,
      startsAt: new Date(clock.getTime() - DAY),
      endsAt: new Date(clock.getTime() + 6 * DAY),
    });
    expect((await get(`/api/find-customer/${created!.id}`, admin)).json<Customer>().trial).toBe(
      true,
    );
  });
});

describe('update-customer and update-customer-contact-data', () => {
  let joaoId: number;
  beforeAll(async () => {
    joaoId = (
      await database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'joao.silva@example.com'))
    )[0]!.id;
  });

  it('updates the form fields; an empty CPF clears it', async () => {
    const res = await send('PUT', `/api/update-customer/${joaoId}`, seller, {
      name: 'João Silva Souza',
      email: 'joao.souza@example.com',
      identifier: '',
      phone_number: '+55 21 3333-4444',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Customer>()).toMatchObject({
      name: 'João Silva Souza',
      email: 'joao.souza@example.com',
      identifier: null,
      phone_number: '2133334444',
      birth_date: '1990-05-17',
    });
    const [entry] = await database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'customer.update'), eq(auditLogs.targetId, String(joaoId))));
    expect(entry!.details).toEqual({ fields: ['name', 'email', 'identifier', 'phone_number'] });
  });

  it('answers 409 for another account e-mail, 400, 404, 401 and 403', async () => {
    const url = `/api/update-customer/${joaoId}`;
    const taken = await send('PUT', url, admin, {
      name: 'João',
      email: 'admin@demo.lstrader.com.br',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: { email: ['Este e-mail já está cadastrado.'] } });
    const bad = await send('PUT', url, admin, { name: 'J', email: 'não é e-mail' });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['email', 'name']);
    const body = { name: 'Ninguém Aqui', email: 'ninguem@example.com' };
    expect((await send('PUT', '/api/update-customer/999999', admin, body)).statusCode).toBe(404);
    expect((await send('PUT', `/api/update-customer/${adminId}`, admin, body)).statusCode).toBe(
      404,
    );
    expect((await send('PUT', url, undefined, body)).statusCode).toBe(401);
    expect((await send('PUT', url, customer, body)).statusCode).toBe(403);
    expect((await send('PUT', url, analyst, body)).statusCode).toBe(403);
  });

  it('changes only e-mail and phone, keeping the previous e-mail in the audit log', async () => {
    const url = `/api/update-customer-contact-data/${joaoId}`;
    const res = await send('PUT', url, support, {
      email: 'Joao.Contato@Example.com',
      phone_number: '(11) 91234-5678',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Customer>()).toMatchObject({
      name: 'João Silva Souza',
      email: 'joao.contato@example.com',
      phone_number: '11912345678',
    });
    const [entry] = await database.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.action, 'customer.contact.update'),
          eq(auditLogs.targetId, String(joaoId)),
        ),
      );
    expect(entry!.details).toEqual({
      fields: ['email', 'phone_number'],
      previous_email: 'joao.souza@example.com',
    });
    const phoneOnly = await send('PUT', url, support, { phone_number: null });
    expect(phoneOnly.json<Customer>()).toMatchObject({
      email: 'joao.contato@example.com',
      phone_number: null,
    });
  });

  it('contact: 400 for nothing to change or other fields, 409, 404, 401, 403', async () => {
    const url = `/api/update-customer-contact-data/${joaoId}`;
    const empty = await send('PUT', url, admin, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: 'Informe o e-mail ou o telefone.' });
    const other = await send('PUT', url, admin, { name: 'Outro Nome' });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ error: { name: ['Campo não permitido.'] } });
    const taken = await send('PUT', url, admin, { email: 'cliente@demo.lstrader.com.br' });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toEqual({ email: ['Este e-mail já está cadastrado.'] });
    const body = { phone_number: '11912345678' };
    expect(
      (await send('PUT', '/api/update-customer-contact-data/999999', admin, body)).statusCode,
    ).toBe(404);
    expect((await send('PUT', url, undefined, body)).statusCode).toBe(401);
    expect((await send('PUT', url, customer, body)).statusCode).toBe(403);
    expect((await send('PUT', url, analyst, body)).statusCode).toBe(403);
  });
});

describe('delete-customer', () => {
  it('soft-deletes, ends the sessions at once and keeps the history readable', async () => {
    const [row] = await database.db
      .insert(users)
      .values({
        name: 'Cliente Que Sai',
        email: 'sai@example.com',
        passwordHash: await hashPassword(DEMO_PASSWORD),
        profileId: 3,
      })
      .returning({ id: users.id });
    const id = row!.id;
    const token = await tokenOf('sai@example.com');
    expect((await get(`/api/customer-details/${id}`, token)).statusCode).toBe(200);

    // Sellers register customers but do not delete them.
    expect((await send('DELETE', `/api/delete-customer/${id}`, seller)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/delete-customer/${id}`, customer)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/delete-customer/${id}`)).statusCode).toBe(401);
    const res = await send('DELETE', `/api/delete-customer/${id}`, admin);
    expect(res.statusCode, res.body).toBe(204);

    expect((await get(`/api/customer-details/${id}`, token)).statusCode).toBe(401);
    const found = await get(`/api/find-customer/${id}`, admin);
    expect(found.json<Customer>().deleted_at).toBe(clock.toISOString());
    const listed = await get('/api/list-customer?search=sai%40example', admin);
    expect(listed.json<Page<Customer>>().meta.total).toBe(0);
    expect((await send('DELETE', `/api/delete-customer/${id}`, admin)).statusCode).toBe(404);
    expect(
      (await send('PUT', `/api/update-customer/${id}`, admin, { name: 'Volta', email: 'v@x.com' }))
        .statusCode,
    ).toBe(404);
    expect((await send('DELETE', `/api/delete-customer/${adminId}`, admin)).statusCode).toBe(404);
    expect((await send('DELETE', '/api/delete-customer/0', admin)).statusCode).toBe(400);
  });
});

describe('customer-details', () => {
  interface Details extends Customer {
    addresses: { name: string | null; address: string; name_city: string; zip_code: string }[];
    access_summary: Record<string, number>;
    active_products: { kind: string; name: string; status: string }[];
    last_orders: { id: number; status_name: string; products_summary: string }[];
    refunded_cents: number;
    active_courtesies: number;
  }

  it('lets the customer read their own details for the checkout', async () => {
    const res = await get(`/api/customer-details/${carlaId}`, customer);
    expect(res.statusCode, res.body).toBe(200);
    const details = res.json<Details>();
    expect(details).toMatchObject({
      id: carlaId,
      email: 'cliente@demo.lstrader.com.br',
      orders_count: 3,
      paid_cents: 15_000,
      refunded_cents: 8_000,
    });
    expect(details.addresses).toEqual([
      expect.objectContaining({
        name: 'Casa',
        address: 'Avenida Paulista',
        name_city: 'São Paulo',
        zip_code: '01310100',
      }),
    ]);
    // The 5 newest orders, newest first, whatever their status.
    expect(details.last_orders.map((o) => o.id)).toEqual([...orderIds].reverse());
    expect(details.last_orders.at(-1)).toMatchObject({
      status_name: 'Pago',
      products_summary: '2x Curso A',
    });
  });

  it("is 403 for someone else's details, whether the account exists or not", async () => {
    const res = await get(`/api/customer-details/${adminId}`, customer);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Você não tem permissão para realizar esta ação.' });
    expect((await get('/api/customer-details/999999', customer)).statusCode).toBe(403);
  });

  it('lets staff with Clientes read any customer; 404 for staff ids; 400; 401', async () => {
    expect((await get(`/api/customer-details/${carlaId}`, support)).statusCode).toBe(200);
    expect((await get(`/api/customer-details/${carlaId}`, analyst)).statusCode).toBe(403);
    expect((await get(`/api/customer-details/${adminId}`, seller)).statusCode).toBe(404);
    // Staff reading themself (buying as anyone else) is allowed.
    expect((await get(`/api/customer-details/${adminId}`, admin)).statusCode).toBe(200);
    expect((await get('/api/customer-details/x1', seller)).statusCode).toBe(400);
    expect((await get(`/api/customer-details/${carlaId}`)).statusCode).toBe(401);
  });
});

describe('a customer history', () => {
  it('lists orders newest first, paged, with status names and product lines', async () => {
    const res = await get(`/api/list-customer-orders/${carlaId}?per_page=2`, seller);
    expect(res.statusCode, res.body).toBe(200);
    const page =
      res.json<Page<{ id: number; status: number; status_name: string; total_cents: number }>>();
    expect(page.meta).toEqual({ total: 5, page: 1, per_page: 2 });
    expect(page.data.map((o) => [o.id, o.status_name])).toEqual([
      [orderIds[4], 'Cancelado'],
      [orderIds[3], 'Aguardando pagamento'],
    ]);
    expect((await get(`/api/list-customer-orders/${carlaId}?per_page=0`, seller)).statusCode).toBe(
      400,
    );
    expect((await get('/api/list-customer-orders/999999', seller)).statusCode).toBe(404);
    expect((await get(`/api/list-customer-orders/${carlaId}`, customer)).statusCode).toBe(403);
    expect((await get(`/api/list-customer-orders/${carlaId}`)).statusCode).toBe(401);
  });

  it('lists the refunds of the customer orders with who made them', async () => {
    const res = await get(`/api/list-customer-refunds/${carlaId}`, support);
    expect(res.statusCode, res.body).toBe(200);
    const page =
      res.json<
        Page<{ order_id: number; type: string; amount_cents: number; created_by_name: string }>
      >();
    expect(page.meta.total).toBe(2);
    expect(page.data.map((r) => [r.order_id, r.type, r.amount_cents, r.created_by_name])).toEqual([
      [orderIds[2], 'partial', 3_000, 'Ana Admin'],
      [orderIds[1], 'full', 5_000, 'Ana Admin'],
    ]);
    expect((await get(`/api/list-customer-refunds/${carlaId}?sort=name`, support)).statusCode).toBe(
      400,
    );
    expect((await get('/api/list-customer-refunds/999999', support)).statusCode).toBe(404);
    expect((await get(`/api/list-customer-refunds/${carlaId}`, customer)).statusCode).toBe(403);
    expect((await get(`/api/list-customer-refunds/${carlaId}`)).statusCode).toBe(401);
  });
});

describe('courtesies', () => {
  let courseCourtesy: Courtesy;
  /** What Carla could open before (the demo seed gives her two courses and an e-book). */
  let before: Record<string, number>;
  type Summary = { access_summary: Record<string, number>; active_courtesies: number };
  const lesson = () => get(`/api/course-lesson/${lockedLessonId}`, customer);
  const access = () => accessService(database.db, () => clock);

  it('the course is closed before any courtesy', async () => {
    expect((await lesson()).statusCode).toBe(403);
    before = (await get(`/api/customer-details/${carlaId}`, admin)).json<Summary>().access_summary;
  });

  it("opens the product's contents at once, for the product's access period", async () => {
    const res = await send('POST', '/api/create-user-courtesy', seller, {
      user_id: carlaId,
      product_id: product.course,
      type: 'support',
      note: 'Compensação pela instabilidade',
    });
    expect(res.statusCode, res.body).toBe(201);
    courseCourtesy = res.json<Courtesy>();
    expect(courseCourtesy).toMatchObject({
      user_id: carlaId,
      user_name: 'Carla Cliente',
      product_id: product.course,
      product_name: 'Opções na Prática — 30 dias',
      type: 'support',
      type_name: 'Suporte ao cliente',
      starts_at: clock.toISOString(),
      ends_at: new Date(clock.getTime() + 30 * DAY).toISOString(),
      note: 'Compensação pela instabilidade',
      created_by_name: 'Vera Vendedora',
      revoked_at: null,
    });
    expect((await lesson()).statusCode).toBe(200);
    expect(await access().has(carlaId, 'course', opcoesId)).toBe(true);
    const grants = await database.db
      .select()
      .from(accessGrants)
      .where(
        and(eq(accessGrants.source, 'courtesy'), eq(accessGrants.sourceId, courseCourtesy.id)),
      );
    expect(grants.map((g) => [g.kind, g.targetId, g.endsAt?.toISOString()])).toEqual([
      ['course', opcoesId, courseCourtesy.ends_at],
    ]);
    const [entry] = await database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'courtesy.create'));
    expect(entry!.details).toMatchObject({ courtesy_id: courseCourtesy.id, grants: 1 });
  });

  it('answers 409 for a second courtesy of the same product in the same period', async () => {
    const res = await send('POST', '/api/create-user-courtesy', admin, {
      user_id: carlaId,
      product_id: product.course,
      type: 'commercial',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error:
        'Esta pessoa já tem uma cortesia deste produto nesse período. Cancele-a antes de dar outra.',
    });
    // One that starts when the first ends is a renewal, not a duplicate.
    const next = await send('POST', '/api/create-user-courtesy', admin, {
      user_id: carlaId,
      product_id: product.course,
      type: 'commercial',
      starts_at: courseCourtesy.ends_at,
    });
    expect(next.statusCode, next.body).toBe(201);
    expect(
      (await send('PUT', `/api/revoke-user-courtesy/${next.json<Courtesy>().id}`, admin))
        .statusCode,
    ).toBe(200);
  });

  it('gives every item of a bundle, lifetime when the product has no period, or until a chosen end', async () => {
    const lifetime = await send('POST', '/api/create-user-courtesy', admin, {
      user_id: adminId,
      product_id: product.bundle,
      type: 'employee',
      ends_at: null,
    });
    expect(lifetime.statusCode, lifetime.body).toBe(201);
    const bundle = lifetime.json<Courtesy>();
    expect(bundle).toMatchObject({ ends_at: null, type_name: 'Colaborador' });
    const grants = await database.db
      .select()
      .from(accessGrants)
      .where(and(eq(accessGrants.source, 'courtesy'), eq(accessGrants.sourceId, bundle.id)));
    expect(grants.map((g) => [g.kind, g.targetId, g.endsAt]).sort()).toEqual([
      ['course', opcoesId, null],
      ['trail', trailId, null],
    ]);
    const ends = '2027-01-31T23:59:00-03:00';
    const chosen = await send('POST', '/api/create-user-courtesy', admin, {
      user_id: carlaId,
      product_id: product.signature,
      type: 'influencer',
      ends_at: ends,
    });
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect(chosen.json<Courtesy>().ends_at).toBe(new Date(ends).toISOString());
  });

  it('answers 400 naming the field for unknown or deleted people and unusable products', async () => {
    const post = (body: object) => send('POST', '/api/create-user-courtesy', admin, body);
    const base = { user_id: carlaId, product_id: product.bundle, type: 'support' };
    expect((await post({ ...base, user_id: 999_999 })).json()).toEqual({
      error: { user_id: ['Usuário não encontrado.'] },
    });
    const [gone] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'sai@example.com'));
    expect((await post({ ...base, user_id: gone!.id })).statusCode).toBe(400);
    expect((await post({ ...base, product_id: product.inactive })).json()).toEqual({
      error: { product_id: ['Este produto está desativado.'] },
    });
    expect((await post({ ...base, product_id: product.deleted })).json()).toEqual({
      error: { product_id: ['Produto não encontrado.'] },
    });
    expect((await post({ ...base, product_id: product.empty })).json()).toEqual({
      error: { product_id: ['Este produto não libera nenhum conteúdo.'] },
    });
    expect(
      (
        await post({ ...base, starts_at: '2026-12-10T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' })
      ).json(),
    ).toEqual({ error: { ends_at: ['O fim da cortesia deve ser depois do início.'] } });
    expect(
      (
        await post({ ...base, starts_at: '2026-01-01T00:00:00Z', ends_at: '2026-02-01T00:00:00Z' })
      ).json(),
    ).toEqual({ error: { ends_at: ['O fim da cortesia deve ser no futuro.'] } });
    expect((await post({ ...base, starts_at: '0000-01-01T00:00:00Z' })).json()).toEqual({
      error: { starts_at: ['Data inválida.'] },
    });
    const shape = await post({ user_id: 'x', type: 'vip', extra: true });
    expect(shape.statusCode).toBe(400);
    expect(fieldsOf(shape)).toEqual(['extra', 'product_id', 'type', 'user_id']);
    expect((await post({ ...base, product_id: 3_000_000_000 })).statusCode).toBe(400);
  });

  it('gives one courtesy when the same one is sent twice at once', async () => {
    const body = { user_id: adminId, product_id: product.course, type: 'employee' };
    const results = await Promise.all([
      send('POST', '/api/create-user-courtesy', admin, body),
      send('POST', '/api/create-user-courtesy', admin, body),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const [given] = await database.db
      .select({ n: count() })
      .from(accessGrants)
      .where(
        and(
          eq(accessGrants.userId, adminId),
          eq(accessGrants.source, 'courtesy'),
          eq(accessGrants.targetId, opcoesId),
          eq(accessGrants.kind, 'course'),
        ),
      );
    // The bundle's lifetime grant plus this one.
    expect(given!.n).toBe(2);
  });

  it('answers 401 and 403 (customers, analysts) on create', async () => {
    const body = { user_id: carlaId, product_id: product.bundle, type: 'support' };
    expect((await send('POST', '/api/create-user-courtesy', undefined, body)).statusCode).toBe(401);
    expect((await send('POST', '/api/create-user-courtesy', customer, body)).statusCode).toBe(403);
    expect((await send('POST', '/api/create-user-courtesy', analyst, body)).statusCode).toBe(403);
    // Support reads and updates customers but does not give courtesies.
    expect((await send('POST', '/api/create-user-courtesy', support, body)).statusCode).toBe(403);
  });

  it("lists the customer's grants: contents by default, signatures with type=3", async () => {
    const contents = await get(`/api/list-customer-products/${carlaId}`, seller);
    expect(contents.statusCode, contents.body).toBe(200);
    const page =
      contents.json<
        Page<{ kind: string; target_id: number; name: string; source: string; status: string }>
      >();
    expect(page.data.every((p) => ['course', 'ebook', 'trail', 'research'].includes(p.kind))).toBe(
      true,
    );
    // Newest first: the renewal (cancelled) before the first courtesy (active).
    expect(
      page.data
        .filter((p) => p.target_id === opcoesId)
        .map((p) => [p.kind, p.name, p.source, p.status]),
    ).toEqual([
      ['course', 'Opções na Prática', 'courtesy', 'revoked'],
      ['course', 'Opções na Prática', 'courtesy', 'active'],
    ]);
    const signatures = await get(`/api/list-customer-products/${carlaId}?type=3`, seller);
    expect(signatures.json<Page<{ kind: string; target_id: number; name: string }>>().data).toEqual(
      [
        expect.objectContaining({
          kind: 'signature',
          target_id: premiumId,
          name: 'Clube Cortesia',
        }),
      ],
    );
    const paged = await get(`/api/list-customer-products/${carlaId}?per_page=1&page=2`, seller);
    expect(paged.json()).toEqual({
      meta: { total: page.meta.total, page: 2, per_page: 1 },
      data: [page.data[1]],
    });
    expect((await get(`/api/list-customer-products/${carlaId}?type=abc`, seller)).statusCode).toBe(
      400,
    );
    expect((await get('/api/list-customer-products/999999', seller)).statusCode).toBe(404);
    expect((await get(`/api/list-customer-products/${carlaId}`, customer)).statusCode).toBe(403);
    expect((await get(`/api/list-customer-products/${carlaId}`)).statusCode).toBe(401);
  });

  it('shows active access and courtesies in the customer details', async () => {
    const res = await get(`/api/customer-details/${carlaId}`, admin);
    const details = res.json<Summary & { active_products: { kind: string; name: string }[] }>();
    expect(details.access_summary).toEqual({
      ...before,
      course: before.course! + 1,
      signature: before.signature! + 1,
    });
    expect(details.active_products.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Opções na Prática', 'Clube Cortesia']),
    );
    // The demo seed's grants carry no courtesy row: only the two given here count.
    expect(details.active_courtesies).toBe(2);
  });

  it('revoking closes the course at once; a second revoke is 409', async () => {
    const res = await send('PUT', `/api/revoke-user-courtesy/${courseCourtesy.id}`, seller);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Courtesy>().revoked_at).toBe(clock.toISOString());
    expect((await lesson()).statusCode).toBe(403);
    expect(await access().has(carlaId, 'course', opcoesId)).toBe(false);
    const again = await send('PUT', `/api/revoke-user-courtesy/${courseCourtesy.id}`, seller);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Esta cortesia já foi cancelada.' });
    const entries = await database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'courtesy.revoke'));
    expect(entries.map((e) => e.details)).toContainEqual({
      courtesy_id: courseCourtesy.id,
      revoked_grants: 1,
    });
  });

  it('revoke: 404, 400, 401, 403', async () => {
    expect((await send('PUT', '/api/revoke-user-courtesy/999999', admin)).statusCode).toBe(404);
    expect((await send('PUT', '/api/revoke-user-courtesy/-1', admin)).statusCode).toBe(400);
    const url = `/api/revoke-user-courtesy/${courseCourtesy.id}`;
    expect((await send('PUT', url)).statusCode).toBe(401);
    expect((await send('PUT', url, customer)).statusCode).toBe(403);
    expect((await send('PUT', url, analyst)).statusCode).toBe(403);
  });

  it("lists the customer's courtesies newest first", async () => {
    const res = await get(`/api/list-customer-courtesy-report/${carlaId}`, support);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<Page<Courtesy>>();
    expect(page.meta.total).toBe(3);
    expect(page.data.map((c) => [c.product_name, c.revoked_at !== null])).toEqual([
      ['Clube Cortesia — 1 ano', false],
      ['Opções na Prática — 30 dias', true],
      ['Opções na Prática — 30 dias', true],
    ]);
    expect(
      (await get(`/api/list-customer-courtesy-report/${carlaId}?type=support`, support)).statusCode,
    ).toBe(400);
    expect((await get('/api/list-customer-courtesy-report/999999', support)).statusCode).toBe(404);
    expect((await get(`/api/list-customer-courtesy-report/${carlaId}`, customer)).statusCode).toBe(
      403,
    );
    expect((await get(`/api/list-customer-courtesy-report/${carlaId}`)).statusCode).toBe(401);
  });
});

describe('create-user-courtesy-report', () => {
  const url = '/api/create-user-courtesy-report';
  beforeAll(async () => {
    // 31/10 23:30 and 01/11 00:30 in São Paulo (UTC-3): either side of a day boundary.
    await database.db.insert(courtesies).values([
      {
        userId: carlaId,
        productId: product.course,
        type: 'partnership',
        startsAt: new Date('2026-11-01T02:30:00Z'),
        endsAt: new Date('2026-12-01T02:30:00Z'),
        createdBy: adminId,
        createdAt: new Date('2026-11-01T02:30:00Z'),
      },
      {
        userId: carlaId,
        productId: product.bundle,
        type: 'influencer',
        startsAt: new Date('2026-11-01T03:30:00Z'),
        note: '=HYPERLINK("http://x","clique"), parceria',
        createdBy: adminId,
        createdAt: new Date('2026-11-01T03:30:00Z'),
        revokedAt: new Date('2026-11-02T12:00:00Z'),
      },
    ]);
  });

  it('answers JSON rows of the days asked, in São Paulo time, optionally by type', async () => {
    const day = await send('POST', url, support, { from: '2026-11-01', to: '2026-11-01' });
    expect(day.statusCode, day.body).toBe(200);
    const report = day.json<{
      from: string;
      to: string;
      type: null;
      total: number;
      data: Courtesy[];
    }>();
    expect(report).toMatchObject({ from: '2026-11-01', to: '2026-11-01', type: null, total: 1 });
    expect(report.data.map((c) => c.product_name)).toEqual(['Combo Vitalício']);
    const october = await send('POST', url, admin, { from: '2026-10-31', to: '2026-10-31' });
    expect(october.json<{ data: Courtesy[] }>().data.map((c) => c.type)).toEqual(['partnership']);
    const typed = await send('POST', url, admin, {
      from: '2026-10-01',
      to: '2026-11-30',
      type: 'influencer',
    });
    const rows = typed.json<{ data: Courtesy[] }>().data;
    expect(rows.map((c) => c.type)).toEqual(['influencer', 'influencer']);
    expect(rows.map((c) => c.created_by_name)).toEqual(['Ana Admin', 'Ana Admin']);
  });

  it('answers a CSV file (BOM, header, São Paulo times, formulas neutralised)', async () => {
    const res = await send('POST', url, seller, {
      from: '2026-11-01',
      to: '2026-11-01',
      format: 'csv',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="cortesias-2026-11-01-a-2026-11-01.csv"',
    );
    expect(res.body).toBe(
      '\uFEFFData,Cliente,E-mail,Produto,Tipo,Início,Fim,Situação,Criada por,Cancelada em,Observação\r\n' +
        '01/11/2026 00:30,Carla Cliente,cliente@demo.lstrader.com.br,Combo Vitalício,Influenciador,' +
        '01/11/2026 00:30,Vitalícia,Cancelada,Ana Admin,02/11/2026 09:00,' +
        '"\'=HYPERLINK(""http://x"",""clique""), parceria"\r\n',
    );
    const entries = await database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'courtesy.report'));
    expect(entries.map((e) => e.details)).toContainEqual({
      from: '2026-11-01',
      to: '2026-11-01',
      type: null,
      format: 'csv',
      rows: 1,
    });
  });

  it('answers 400 for a period backwards, impossible dates or unknown fields', async () => {
    const backwards = await send('POST', url, admin, { from: '2026-11-02', to: '2026-11-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({
      error: { to: ['A data final deve ser igual ou posterior à inicial.'] },
    });
    const impossible = await send('POST', url, admin, { from: '2026-02-30', to: '2026-03-01' });
    expect(impossible.statusCode).toBe(400);
    expect(fieldsOf(impossible)).toEqual(['from']);
    const zero = await send('POST', url, admin, { from: '0000-01-01', to: '2026-03-01' });
    expect(zero.json()).toEqual({ error: { from: ['Data inválida.'] } });
    const extra = await send('POST', url, admin, {
      from: '2026-01-01',
      to: '2026-01-02',
      format: 'xls',
    });
    expect(fieldsOf(extra)).toEqual(['format']);
  });

  it('answers 401 and 403', async () => {
    const body = { from: '2026-11-01', to: '2026-11-01' };
    expect((await send('POST', url, undefined, body)).statusCode).toBe(401);
    expect((await send('POST', url, customer, body)).statusCode).toBe(403);
    expect((await send('POST', url, analyst, body)).statusCode).toBe(403);
  });
});
