import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import {
  accessPeriods,
  auditLogs,
  couponRedemptions,
  coupons,
  courses,
  ebooks,
  orders,
  productCategories,
  products,
  shoppingCarts,
  signatureTypes,
  trails,
  users,
} from '../../db/schema/index.ts';
import { apiClient, bearer } from '../../test/http.ts';
import { createDemoApp } from '../../test/test-app.ts';
import type { TestDatabase } from '../../test/test-db.ts';

let database: TestDatabase;
let app: App;
let admin: string;
let seller: string;
let analyst: string;
let support: string;
let customer: string;
let customerId: number;
const clock = new Date('2026-11-23T12:00:00.000Z');
const HOUR = 3_600_000;

const LIBERTA = { origin: 'http://liberta.localhost:3000' };
const BRAZILIAN = { origin: 'http://localhost:3000' };

const course: Record<string, number> = {};
const period: Record<string, number> = {};
const category: Record<string, number> = {};
let ebookId: number;
let courseWithoutProduct: number;
let trailId: number;
let premiumId: number;
let researchTypeId: number;

const api = apiClient(() => app);
const { get, send } = api;
const fields = (body: string) => JSON.parse(body) as { error: Record<string, string[]> };

interface Product {
  id: number;
  slug: string;
  name: string;
  kind: string;
  category_id: number | null;
  category_name: string | null;
  price_cents: number;
  access_period_id: number | null;
  access_period_name: string | null;
  access_days: number | null;
  brands: string[];
  active: boolean;
  available_in_store: boolean;
  featured: boolean;
  items: { kind: string; target_id: number; name?: string }[];
}
interface StoreProduct {
  id: number;
  slug: string;
  name: string;
  kind: string;
  price_cents: number;
  featured: boolean;
  category_slug: string | null;
  items: { kind: string; target_id: number; name: string; slug: string | null }[];
}
interface Listed<T> {
  data: T[];
  meta: { total: number; page: number; per_page: number };
}
interface IdName {
  id: number;
  name: string;
}

async function productBySlug(slug: string) {
  const [row] = await database.db.select().from(products).where(eq(products.slug, slug));
  return row!;
}

/** A course product body; `over` replaces any field. */
const courseProduct = (over: object = {}) => ({
  name: 'Curso de Teste Avançado',
  kind: 'course',
  price_cents: 19_900,
  max_installments: 6,
  category_id: category.cursos,
  access_period_id: period['1 ano'],
  items: [{ kind: 'course', target_id: course['day-trade-do-zero'] }],
  ...over,
});

beforeAll(async () => {
  ({ database, app } = await createDemoApp(() => clock));
  [admin, seller, analyst, support, customer] = await api.demoTokens();
  const db = database.db;
  customerId = (
    await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'cliente@demo.lstrader.com.br'))
  )[0]!.id;
  for (const c of await db.select().from(courses)) course[c.slug] = c.id;
  for (const p of await db.select().from(accessPeriods)) period[p.name] = p.id;
  for (const c of await db.select().from(productCategories))
    category[c.slug.replace('-', '')] = c.id;
  ebookId = (
    await db
      .select({ id: ebooks.id })
      .from(ebooks)
      .where(eq(ebooks.slug, 'guia-pratico-do-mini-indice'))
  )[0]!.id;
  courseWithoutProduct = (
    await db
      .insert(courses)
      .values({ slug: 'curso-sem-produto', title: 'Curso sem produto', status: 'published' })
      .returning({ id: courses.id })
  )[0]!.id;
  trailId = (
    await db
      .insert(trails)
      .values({ slug: 'trilha-da-loja', title: 'Trilha da Loja', status: 'published' })
      .returning({ id: trails.id })
  )[0]!.id;
  for (const t of await db.select().from(signatureTypes)) {
    if (t.slug === 'ls-premium') premiumId = t.id;
    if (t.slug === 'liberta-research') researchTypeId = t.id;
  }
});
afterAll(async () => {
  await app.close();
});

// ------------------------------------------------------------------ access

describe('who may call what', () => {
  const STAFF_ROUTES: [string, string][] = [
    ['GET', '/api/list-products'],
    ['GET', '/api/find-product/1'],
    ['POST', '/api/create-product'],
    ['PUT', '/api/update-product/1'],
    ['DELETE', '/api/delete-product/1'],
    ['GET', '/api/list-product-categories'],
    ['POST', '/api/create-product-category'],
    ['PUT', '/api/update-product-category/1'],
    ['DELETE', '/api/delete-product-category/1'],
    ['GET', '/api/list-store-colors'],
    ['GET', '/api/find-store-color/1'],
    ['POST', '/api/create-store-color'],
    ['PUT', '/api/update-store-color/1'],
    ['DELETE', '/api/delete-store-color/1'],
    ['GET', '/api/list-commercial-tables'],
    ['GET', '/api/find-commercial-table/1'],
    ['POST', '/api/create-commercial-table'],
    ['PUT', '/api/update-commercial-table/1'],
    ['GET', '/api/list-coupons'],
    ['GET', '/api/find-coupon/1'],
    ['POST', '/api/create-coupon'],
    ['PUT', '/api/update-coupon/1'],
    ['DELETE', '/api/delete-coupon/1'],
    ['GET', '/api/select-product'],
    ['GET', '/api/select-product/1'],
    ['GET', '/api/select-product-category'],
    ['GET', '/api/select-product-access-period/1'],
    ['GET', '/api/select-product-by-commercial-table/1'],
    ['GET', '/api/select-discount-type'],
    ['GET', '/api/select-shopping-cart-type'],
    ['GET', '/api/select-order-status'],
    ['GET', '/api/select-order-type-refund'],
    ['GET', '/api/select-income-type'],
    ['GET', '/api/select-courtesy-types'],
    ['GET', '/api/select-seller'],
    ['GET', '/api/select-customer?search=carla'],
  ];
  const PUBLIC_ROUTES = [
    '/api/store-products',
    '/api/store-colors',
    '/api/select-payment-type',
    '/api/select-payment-discount-type',
  ];

  it('answers 401 without a session and 403 to a customer on every staff route', async () => {
    for (const [method, url] of STAFF_ROUTES) {
      const anonymous = await app.inject({ method: method as 'GET', url });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json()).toEqual({
        error: 'Sessão expirada ou inválida. Faça login novamente.',
      });
      const asCustomer = await app.inject({
        method: method as 'GET',
        url,
        headers: bearer(customer),
      });
      expect(asCustomer.statusCode, `${method} ${url}`).toBe(403);
      expect(asCustomer.json()).toEqual({
        error: 'Você não tem permissão para realizar esta ação.',
      });
    }
  });

  it('registers them all in the access table with the store resources', () => {
    const table = new Map(app.accessTable.map((e) => [`${e.method} ${e.url}`, e.access]));
    expect(table.get('GET /api/list-products')).toEqual({
      resource: 'Liberta Store Cadastro',
      action: 'read',
    });
    expect(table.get('DELETE /api/delete-store-color/:id')).toEqual({
      resource: 'Liberta Store Cores',
      action: 'delete',
    });
    expect(table.get('POST /api/create-coupon')).toEqual({ resource: 'Cupons', action: 'create' });
    expect(table.get('PUT /api/update-commercial-table/:id')).toEqual({
      resource: 'Liberta Store Cadastro',
      action: 'update',
    });
    for (const url of PUBLIC_ROUTES) expect(table.get(`GET ${url}`), url).toBe('public');
    expect(table.get('GET /api/store-product/:slug')).toBe('public');
    expect(table.get('GET /api/store-product-for/:kind/:targetId')).toBe('public');
  });

  it('opens the public routes to visitors', async () => {
    for (const url of PUBLIC_ROUTES) expect((await get(url)).statusCode, url).toBe(200);
  });

  it('follows the profiles: sellers edit products and coupons, not colours; analysts neither', async () => {
    expect((await get('/api/list-products', seller)).statusCode).toBe(200);
    expect((await get('/api/list-coupons', seller)).statusCode).toBe(200);
    expect((await get('/api/list-store-colors', seller)).statusCode).toBe(403);
    expect((await get('/api/list-products', analyst)).statusCode).toBe(403);
    expect((await get('/api/list-coupons', analyst)).statusCode).toBe(403);
    // Support helps customers: it may pick one, not edit the catalogue.
    expect((await get('/api/select-customer?search=carla', support)).statusCode).toBe(200);
    expect((await get('/api/list-products', support)).statusCode).toBe(403);
  });
});

// ------------------------------------------------------------------ products

describe('products', () => {
  let created: Product;

  it('lists with search, filters and pagination', async () => {
    const all = await get('/api/list-products?per_page=100', admin);
    expect(all.statusCode, all.body).toBe(200);
    const list = all.json<Listed<Product>>();
    expect(list.meta).toMatchObject({ page: 1, per_page: 100 });
    expect(list.meta.total).toBe(list.data.length);
    expect(list.data.map((p) => p.name)).toContain('Combo Trader Completo');

    const search = (await get('/api/list-products?search=combo', admin)).json<Listed<Product>>();
    expect(search.data.map((p) => p.slug)).toEqual(['combo-trader-completo']);
    expect(search.data[0]!.items).toHaveLength(3);

    const signatures = (await get('/api/list-products?kind=signature', admin)).json<
      Listed<Product>
    >();
    expect(signatures.data.map((p) => p.name).sort()).toEqual([
      'LS Premium — Anual',
      'LS Premium — Mensal',
      'Liberta Research — Anual',
    ]);
    const ofCategory = (await get(`/api/list-products?category_id=${category.ebooks}`, admin)).json<
      Listed<Product>
    >();
    expect(ofCategory.data.every((p) => p.kind === 'ebook')).toBe(true);
    expect(ofCategory.data.length).toBeGreaterThan(0);

    const page = (await get('/api/list-products?per_page=2&page=2', admin)).json<Listed<Product>>();
    expect(page.data).toHaveLength(2);
    expect(page.meta).toEqual({ total: list.meta.total, page: 2, per_page: 2 });
    expect(
      (await get('/api/list-products?active=false', admin)).json<Listed<Product>>().data,
    ).toEqual([]);
  });

  it('answers 400 on bad list queries', async () => {
    const res = await get('/api/list-products?kind=livro&per_page=500&extra=1', admin);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(fields(res.body).error).sort()).toEqual(['extra', 'kind', 'per_page']);
  });

  it('creates a product with a slug made from its name, unique', async () => {
    const res = await send('POST', '/api/create-product', seller, {
      ...courseProduct(),
      description_html: '<p onclick="x()">Aulas <b>práticas</b><script>alert(1)</script></p>',
      brands: ['liberta', 'liberta'],
    });
    expect(res.statusCode, res.body).toBe(201);
    created = res.json<Product>();
    expect(created).toMatchObject({
      slug: 'curso-de-teste-avancado',
      name: 'Curso de Teste Avançado',
      kind: 'course',
      category_name: 'Cursos',
      price_cents: 19_900,
      access_period_name: '1 ano',
      access_days: 365,
      brands: ['liberta'],
      active: true,
      available_in_store: true,
      items: [
        { kind: 'course', target_id: course['day-trade-do-zero'], name: 'Day Trade do Zero' },
      ],
    });
    const stored = await productBySlug('curso-de-teste-avancado');
    expect(stored.descriptionHtml).toBe('<p>Aulas <b>práticas</b></p>');

    const again = await send('POST', '/api/create-product', admin, courseProduct());
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<Product>().slug).toBe('curso-de-teste-avancado-2');

    const audit = await database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'product.create'));
    expect(audit.map((a) => a.targetId)).toContain(String(created.id));
  });

  it('answers 409 when the slug asked for is taken', async () => {
    const res = await send(
      'POST',
      '/api/create-product',
      admin,
      courseProduct({ slug: 'curso-de-teste-avancado' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: { slug: ['Já existe um produto com este endereço.'] },
    });
  });

  it('answers 400 with the fields at fault (schema)', async () => {
    const res = await send('POST', '/api/create-product', admin, {
      name: '',
      kind: 'livro',
      price_cents: -1,
      slug: 'Não Vale!',
      items: [],
      admin: true,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(fields(res.body).error).sort()).toEqual([
      'admin',
      'items',
      'kind',
      'name',
      'price_cents',
      'slug',
    ]);
    expect(fields(res.body).error.name).toEqual(['Informe o nome.']);
    const two = await send(
      'POST',
      '/api/create-product',
      admin,
      courseProduct({
        items: [
          { kind: 'course', target_id: course['day-trade-do-zero'] },
          { kind: 'course', target_id: course['opcoes-na-pratica'] },
        ],
      }),
    );
    expect(two.statusCode).toBe(400);
    expect(fields(two.body).error).toEqual({
      items: ['Apenas combos liberam mais de um conteúdo.'],
    });
  });

  it('answers 400 when what it sells does not exist or does not match its kind', async () => {
    const rule = async (body: object) => {
      const res = await send('POST', '/api/create-product', admin, courseProduct(body));
      expect(res.statusCode, res.body).toBe(400);
      return fields(res.body).error;
    };
    expect(await rule({ items: [{ kind: 'course', target_id: 999_999 }] })).toEqual({
      items: ['Curso #999999 não encontrado(a).'],
    });
    expect(await rule({ items: [{ kind: 'ebook', target_id: ebookId }] })).toEqual({
      items: ['Um produto do tipo curso libera um curso.'],
    });
    expect(
      await rule({ kind: 'signature', items: [{ kind: 'signature', target_id: 999_999 }] }),
    ).toEqual({ items: ['Assinatura #999999 não encontrado(a).'] });
    expect(
      await rule({
        kind: 'bundle',
        items: [
          { kind: 'course', target_id: course['day-trade-do-zero'] },
          { kind: 'course', target_id: course['day-trade-do-zero'] },
        ],
      }),
    ).toEqual({ items: ['Cada conteúdo só pode aparecer uma vez.'] });
    expect(await rule({ kind: 'bundle', items: [{ kind: 'broadcast', target_id: 1 }] })).toEqual({
      items: ['Transmissões ainda não podem ser vendidas como produto.'],
    });
    expect(await rule({ category_id: 999_999 })).toEqual({
      category_id: ['Categoria não encontrada.'],
    });
    expect(await rule({ access_period_id: 999_999 })).toEqual({
      access_period_id: ['Período de acesso não encontrado.'],
    });
    expect(await rule({ price_cents: 3_000_000_000 })).toEqual({
      price_cents: ['Valor acima do permitido.'],
    });
  });

  it('creates a bundle mixing kinds (course, ebook, trail)', async () => {
    const res = await send('POST', '/api/create-product', admin, {
      name: 'Combo da Trilha',
      kind: 'bundle',
      price_cents: 9_900,
      items: [
        { kind: 'trail', target_id: trailId },
        { kind: 'ebook', target_id: ebookId },
        { kind: 'course', target_id: course['opcoes-na-pratica'] },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Product>().items.map((i) => `${i.kind}:${i.name}`)).toEqual([
      'course:Opções na Prática',
      'ebook:Guia Prático do Mini-Índice',
      'trail:Trilha da Loja',
    ]);
  });

  it('finds, 404s and 400s by id', async () => {
    const res = await get(`/api/find-product/${created.id}`, seller);
    expect(res.statusCode).toBe(200);
    expect(res.json<Product>().slug).toBe('curso-de-teste-avancado');
    const missing = await get('/api/find-product/999999', admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Produto não encontrado.' });
    const bad = await get('/api/find-product/abc', admin);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fields(bad.body).error)).toEqual(['id']);
    expect((await get('/api/find-product/99999999999', admin)).statusCode).toBe(400);
  });

  it('updates, keeping the slug unless a new one is sent', async () => {
    const res = await send(
      'PUT',
      `/api/update-product/${created.id}`,
      seller,
      courseProduct({
        name: 'Curso de Teste (novo nome)',
        price_cents: 14_900,
        items: [{ kind: 'course', target_id: course['opcoes-na-pratica'] }],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Product>()).toMatchObject({
      slug: 'curso-de-teste-avancado',
      name: 'Curso de Teste (novo nome)',
      price_cents: 14_900,
      brands: [],
      items: [{ kind: 'course', target_id: course['opcoes-na-pratica'] }],
    });
    const taken = await send(
      'PUT',
      `/api/update-product/${created.id}`,
      admin,
      courseProduct({ slug: 'combo-trader-completo' }),
    );
    expect(taken.statusCode).toBe(409);
    expect(fields(taken.body).error.slug).toEqual(['Já existe um produto com este endereço.']);
    expect(
      (await send('PUT', '/api/update-product/999999', admin, courseProduct())).statusCode,
    ).toBe(404);
    const bad = await send('PUT', `/api/update-product/${created.id}`, admin, { name: 'X' });
    expect(bad.statusCode).toBe(400);
  });

  it('deletes softly: gone from lists and the store, the row (and its slug) stay', async () => {
    // Sellers edit products but do not delete them (their profile has no delete flag).
    expect((await send('DELETE', `/api/delete-product/${created.id}`, seller)).statusCode).toBe(
      403,
    );
    const res = await send('DELETE', `/api/delete-product/${created.id}`, admin);
    expect(res.statusCode).toBe(204);
    expect((await get(`/api/find-product/${created.id}`, admin)).statusCode).toBe(404);
    expect(
      (await get('/api/list-products?per_page=100', admin))
        .json<Listed<Product>>()
        .data.some((p) => p.id === created.id),
    ).toBe(false);
    expect((await get('/api/store-product/curso-de-teste-avancado')).statusCode).toBe(404);
    const row = await productBySlug('curso-de-teste-avancado');
    expect(row.deletedAt?.toISOString()).toBe(clock.toISOString());
    expect(row.active).toBe(false);
    expect((await send('DELETE', `/api/delete-product/${created.id}`, admin)).statusCode).toBe(404);
    // Its slug stays taken: an old link never opens another product.
    const again = await send('POST', '/api/create-product', admin, courseProduct());
    expect(again.json<Product>().slug).toBe('curso-de-teste-avancado-3');
    await send('DELETE', `/api/delete-product/${again.json<Product>().id}`, admin);
  });
});

// ------------------------------------------------------------------ categories

describe('product categories', () => {
  interface Category {
    id: number;
    name: string;
    slug: string;
    products_count: number;
  }
  let created: Category;

  it('lists the categories with their live products', async () => {
    const res = await get('/api/list-product-categories', seller);
    expect(res.statusCode).toBe(200);
    const list = res.json<Category[]>();
    expect(list.map((c) => c.name)).toEqual(['Assinaturas', 'Combos', 'Cursos', 'E-books']);
    expect(list.find((c) => c.slug === 'assinaturas')!.products_count).toBe(3);
  });

  it('creates with a slug from the name; 409 on a taken slug; 400 on a bad name', async () => {
    const res = await send('POST', '/api/create-product-category', seller, {
      name: 'Mentorias ao Vivo',
    });
    expect(res.statusCode, res.body).toBe(201);
    created = res.json<Category>();
    expect(created).toMatchObject({ slug: 'mentorias-ao-vivo', products_count: 0 });
    const taken = await send('POST', '/api/create-product-category', seller, {
      name: 'Outra',
      slug: 'cursos',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      error: { slug: ['Já existe uma categoria com este endereço.'] },
    });
    const bad = await send('POST', '/api/create-product-category', seller, { name: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad.body).error).toEqual({ name: ['Informe o nome.'] });
  });

  it('updates; 404 for an unknown id; 409 for a slug in use', async () => {
    const res = await send('PUT', `/api/update-product-category/${created.id}`, seller, {
      name: 'Mentorias',
      slug: 'mentorias',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Category>()).toMatchObject({ name: 'Mentorias', slug: 'mentorias' });
    expect(
      (await send('PUT', '/api/update-product-category/999999', seller, { name: 'Nada' }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await send('PUT', `/api/update-product-category/${created.id}`, seller, {
          name: 'Mentorias',
          slug: 'combos',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('refuses to delete a category products use (409), deletes an unused one', async () => {
    const used = await send('DELETE', `/api/delete-product-category/${category.cursos}`, admin);
    expect(used.statusCode).toBe(409);
    expect(used.json<{ error: string }>().error).toMatch(/tem produtos/);
    // A deleted product does not hold its category back.
    const product = await send(
      'POST',
      '/api/create-product',
      admin,
      courseProduct({ name: 'Mentoria avulsa', category_id: created.id }),
    );
    const productId = product.json<Product>().id;
    expect(
      (await send('DELETE', `/api/delete-product-category/${created.id}`, admin)).statusCode,
    ).toBe(409);
    await send('DELETE', `/api/delete-product/${productId}`, admin);
    expect(
      (await send('DELETE', `/api/delete-product-category/${created.id}`, admin)).statusCode,
    ).toBe(204);
    const [row] = await database.db.select().from(products).where(eq(products.id, productId));
    expect(row!.categoryId).toBeNull();
    expect(
      (await send('DELETE', `/api/delete-product-category/${created.id}`, admin)).statusCode,
    ).toBe(404);
  });
});

// ------------------------------------------------------------------ public store

describe('the public store', () => {
  it('sells what is active, in the store and in the brand; featured first', async () => {
    const brazilian = await get('/api/store-products', undefined, BRAZILIAN);
    expect(brazilian.statusCode).toBe(200);
    const list = brazilian.json<StoreProduct[]>();
    expect(list[0]!.slug).toBe('combo-trader-completo');
    expect(list[0]!.featured).toBe(true);
    const names = list.map((p) => p.name);
    expect(names).toContain('LS Premium — Anual');
    expect(names).not.toContain('Liberta Research — Anual');
    // Deleted products never show.
    expect(list.some((p) => p.slug === 'curso-de-teste-avancado')).toBe(false);
    expect(list.some((p) => p.slug === 'curso-de-teste-avancado-2')).toBe(true);

    const liberta = (await get('/api/store-products', undefined, LIBERTA)).json<StoreProduct[]>();
    expect(liberta.map((p) => p.name)).toContain('Liberta Research — Anual');
    // No Origin: the Host decides (localhost → Brazilian).
    const byHost = (await get('/api/store-products')).json<StoreProduct[]>();
    expect(byHost.map((p) => p.name)).not.toContain('Liberta Research — Anual');

    // Off the store or inactive: gone.
    const hidden = await send(
      'POST',
      '/api/create-product',
      admin,
      courseProduct({ name: 'Produto escondido', available_in_store: false }),
    );
    const inactive = await send(
      'POST',
      '/api/create-product',
      admin,
      courseProduct({ name: 'Produto inativo', active: false }),
    );
    const after = (await get('/api/store-products', undefined, BRAZILIAN)).json<StoreProduct[]>();
    expect(after.map((p) => p.name)).not.toContain('Produto escondido');
    expect(after.map((p) => p.name)).not.toContain('Produto inativo');
    await send('DELETE', `/api/delete-product/${hidden.json<Product>().id}`, admin);
    await send('DELETE', `/api/delete-product/${inactive.json<Product>().id}`, admin);
  });

  it('filters by search, kind and category slug; 400 on unknown query fields', async () => {
    const search = (await get('/api/store-products?search=premium')).json<StoreProduct[]>();
    expect(search.map((p) => p.name).sort()).toEqual(['LS Premium — Anual', 'LS Premium — Mensal']);
    const ebooksOnly = (await get('/api/store-products?kind=ebook')).json<StoreProduct[]>();
    expect(ebooksOnly.length).toBeGreaterThan(0);
    expect(ebooksOnly.every((p) => p.kind === 'ebook')).toBe(true);
    const combos = (await get('/api/store-products?category=combos')).json<StoreProduct[]>();
    expect(combos.map((p) => p.slug)).toEqual(['combo-trader-completo']);
    expect(combos[0]!.items.map((i) => i.slug).sort()).toEqual([
      'analise-tecnica-essencial',
      'day-trade-do-zero',
      'guia-pratico-do-mini-indice',
    ]);
    expect((await get('/api/store-products?category=nada')).json()).toEqual([]);
    const bad = await get('/api/store-products?kind=livro&page=2');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fields(bad.body).error).sort()).toEqual(['kind', 'page']);
  });

  it('opens a product page by slug only in a brand that sells it', async () => {
    const res = await get('/api/store-product/ls-premium-anual');
    expect(res.statusCode).toBe(200);
    expect(res.json<StoreProduct>()).toMatchObject({
      name: 'LS Premium — Anual',
      kind: 'signature',
      items: [{ kind: 'signature', target_id: premiumId, slug: 'ls-premium' }],
    });
    const research = await get('/api/store-product/liberta-research-anual', undefined, BRAZILIAN);
    expect(research.statusCode).toBe(404);
    expect(research.json()).toEqual({ error: 'Produto não encontrado.' });
    expect(
      (await get('/api/store-product/liberta-research-anual', undefined, LIBERTA)).statusCode,
    ).toBe(200);
    expect((await get('/api/store-product/nao-existe')).statusCode).toBe(404);
    expect((await get('/api/store-product/n%C3%A3o')).statusCode).toBe(400);
  });

  it("finds a content's own product: single-item, on sale here, cheapest first", async () => {
    const id = course['analise-tecnica-essencial']!;
    const first = await get(`/api/store-product-for/course/${id}`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<StoreProduct>()).toMatchObject({
      slug: 'analise-tecnica-essencial',
      items: [{ kind: 'course', target_id: id }],
    });
    // A cheaper single-item product of the same course wins; the bundle never counts.
    const cheaper = await send(
      'POST',
      '/api/create-product',
      admin,
      courseProduct({
        name: 'Análise Técnica — promoção',
        price_cents: 100,
        items: [{ kind: 'course', target_id: id }],
      }),
    );
    expect(cheaper.statusCode, cheaper.body).toBe(201);
    expect((await get(`/api/store-product-for/course/${id}`)).json<StoreProduct>().name).toBe(
      'Análise Técnica — promoção',
    );
    await send('DELETE', `/api/delete-product/${cheaper.json<Product>().id}`, admin);
    expect((await get(`/api/store-product-for/course/${id}`)).json<StoreProduct>().slug).toBe(
      'analise-tecnica-essencial',
    );

    const none = await get(`/api/store-product-for/course/${courseWithoutProduct}`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error: 'Este conteúdo não está à venda nesta loja.' });
    // Liberta Research is sold only in Liberta's store.
    expect(
      (await get(`/api/store-product-for/signature/${researchTypeId}`, undefined, BRAZILIAN))
        .statusCode,
    ).toBe(404);
    const inLiberta = await get(
      `/api/store-product-for/signature/${researchTypeId}`,
      undefined,
      LIBERTA,
    );
    expect(inLiberta.statusCode).toBe(200);
    expect(inLiberta.json<StoreProduct>().name).toBe('Liberta Research — Anual');
    // LS Premium: the monthly plan is the cheapest.
    expect(
      (await get(`/api/store-product-for/signature/${premiumId}`)).json<StoreProduct>().name,
    ).toBe('LS Premium — Mensal');
    const bad = await get('/api/store-product-for/livro/abc');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fields(bad.body).error).sort()).toEqual(['kind', 'targetId']);
  });
});

// ------------------------------------------------------------------ colours

describe('store colours', () => {
  interface Color {
    id: number;
    name: string;
    brand: string;
    primary_color: string;
    active: boolean;
  }
  const palette = (over: object = {}) => ({
    name: 'Liberta Black Friday',
    brand: 'liberta',
    primary_color: '#000000',
    secondary_color: '#f08c00',
    background_color: '#111111',
    text_color: '#ffffff',
    active: true,
    ...over,
  });
  let created: Color;
  let dark: Color;

  it('lists by brand and finds by id', async () => {
    const res = await get('/api/list-store-colors?brand=liberta', admin);
    expect(res.statusCode).toBe(200);
    const list = res.json<Listed<Color>>();
    expect(list.data.map((c) => [c.name, c.active])).toEqual([
      ['Liberta claro', false],
      ['Liberta escuro', true],
    ]);
    dark = list.data[1]!;
    expect((await get(`/api/find-store-color/${dark.id}`, admin)).json<Color>().name).toBe(
      'Liberta escuro',
    );
    expect((await get('/api/find-store-color/999999', admin)).statusCode).toBe(404);
    const active = (await get('/api/list-store-colors?active=true', admin)).json<Listed<Color>>();
    expect(active.data.map((c) => c.brand).sort()).toEqual(['brazilian', 'global', 'liberta']);
  });

  it("serves the active palette of the request's brand to visitors", async () => {
    const liberta = await get('/api/store-colors', undefined, LIBERTA);
    expect(liberta.json<Color[]>().map((c) => c.name)).toEqual(['Liberta escuro']);
    const brazilian = await get('/api/store-colors', undefined, BRAZILIAN);
    expect(brazilian.json<Color[]>().map((c) => c.name)).toEqual(['LS Trader']);
  });

  it('activating one deactivates the others of its brand only', async () => {
    const res = await send('POST', '/api/create-store-color', admin, palette());
    expect(res.statusCode, res.body).toBe(201);
    created = res.json<Color>();
    expect(created).toMatchObject({ active: true, primary_color: '#000000' });
    expect(
      (await get('/api/store-colors', undefined, LIBERTA)).json<Color[]>().map((c) => c.name),
    ).toEqual(['Liberta Black Friday']);
    expect(
      (await get('/api/store-colors', undefined, BRAZILIAN)).json<Color[]>().map((c) => c.name),
    ).toEqual(['LS Trader']);
    // Back to the dark palette.
    const back = await send(
      'PUT',
      `/api/update-store-color/${dark.id}`,
      admin,
      palette({ name: 'Liberta escuro', primary_color: '#F08C00' }),
    );
    expect(back.statusCode, back.body).toBe(200);
    expect((await get(`/api/find-store-color/${created.id}`, admin)).json<Color>().active).toBe(
      false,
    );
    expect(
      (await get('/api/store-colors', undefined, LIBERTA)).json<Color[]>().map((c) => c.name),
    ).toEqual(['Liberta escuro']);
    const audit = await database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'store_color.update'));
    expect(audit.map((a) => a.targetId)).toContain(String(dark.id));
  });

  it('answers 400 with the colour fields at fault', async () => {
    const res = await send(
      'POST',
      '/api/create-store-color',
      admin,
      palette({ primary_color: 'laranja', brand: 'outra', name: '' }),
    );
    expect(res.statusCode).toBe(400);
    const error = fields(res.body).error;
    expect(Object.keys(error).sort()).toEqual(['brand', 'name', 'primary_color']);
    expect(error.primary_color).toEqual(['Use uma cor no formato #RRGGBB.']);
    expect((await send('PUT', '/api/update-store-color/999999', admin, palette())).statusCode).toBe(
      404,
    );
  });

  it('deletes a palette', async () => {
    expect((await send('DELETE', `/api/delete-store-color/${created.id}`, admin)).statusCode).toBe(
      204,
    );
    expect((await send('DELETE', `/api/delete-store-color/${created.id}`, admin)).statusCode).toBe(
      404,
    );
  });
});

// ------------------------------------------------------------------ commercial tables

describe('commercial tables', () => {
  interface Table {
    id: number;
    name: string;
    active: boolean;
    products_count: number;
    prices: {
      product_id: number;
      product_name: string;
      list_price_cents: number;
      price_cents: number;
    }[];
  }
  let blackFriday: Table;
  let created: Table;

  it('lists and finds the Black Friday table with 20 % off the courses', async () => {
    const res = await get('/api/list-commercial-tables', seller);
    expect(res.statusCode).toBe(200);
    const list = res.json<Listed<Table>>();
    expect(list.data.map((t) => t.name)).toEqual(['Tabela Black Friday']);
    const found = await get(`/api/find-commercial-table/${list.data[0]!.id}`, seller);
    expect(found.statusCode).toBe(200);
    blackFriday = found.json<Table>();
    expect(blackFriday.prices.length).toBe(list.data[0]!.products_count);
    for (const p of blackFriday.prices)
      expect(p.price_cents).toBe(Math.floor(p.list_price_cents * 0.8));
    expect((await get('/api/find-commercial-table/999999', seller)).statusCode).toBe(404);
  });

  it('creates with prices; 400 for repeated or unknown products', async () => {
    const combo = await productBySlug('combo-trader-completo');
    const premium = await productBySlug('ls-premium-anual');
    const res = await send('POST', '/api/create-commercial-table', seller, {
      name: 'Tabela Parceiros',
      prices: [
        { product_id: combo.id, price_cents: 50_000 },
        { product_id: premium.id, price_cents: 80_000 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    created = res.json<Table>();
    expect(created).toMatchObject({ name: 'Tabela Parceiros', active: true, products_count: 2 });
    expect(created.prices.find((p) => p.product_id === combo.id)).toMatchObject({
      product_name: 'Combo Trader Completo',
      list_price_cents: combo.priceCents,
      price_cents: 50_000,
    });
    const repeated = await send('POST', '/api/create-commercial-table', seller, {
      name: 'Tabela X',
      prices: [
        { product_id: combo.id, price_cents: 1 },
        { product_id: combo.id, price_cents: 2 },
      ],
    });
    expect(repeated.statusCode).toBe(400);
    expect(fields(repeated.body).error).toEqual({
      prices: ['Cada produto só pode aparecer uma vez na tabela.'],
    });
    const unknown = await send('POST', '/api/create-commercial-table', seller, {
      name: 'Tabela X',
      prices: [{ product_id: 999_999, price_cents: 1 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(fields(unknown.body).error).toEqual({ prices: ['Produto #999999 não encontrado.'] });
    const bad = await send('POST', '/api/create-commercial-table', seller, {
      name: 'T',
      prices: [{ product_id: combo.id, price_cents: -5 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fields(bad.body).error).sort()).toEqual(['name', 'prices.0.price_cents']);
  });

  it('updates, replacing the prices; 404 for an unknown table', async () => {
    const combo = await productBySlug('combo-trader-completo');
    const res = await send('PUT', `/api/update-commercial-table/${created.id}`, seller, {
      name: 'Tabela Parceiros 2027',
      active: false,
      prices: [{ product_id: combo.id, price_cents: 45_000 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Table>()).toMatchObject({
      name: 'Tabela Parceiros 2027',
      active: false,
      products_count: 1,
      prices: [{ product_id: combo.id, price_cents: 45_000 }],
    });
    const inactive = (await get('/api/list-commercial-tables?active=false', seller)).json<
      Listed<Table>
    >();
    expect(inactive.data.map((t) => t.name)).toEqual(['Tabela Parceiros 2027']);
    expect(
      (
        await send('PUT', '/api/update-commercial-table/999999', seller, {
          name: 'Nada',
          prices: [],
        })
      ).statusCode,
    ).toBe(404);
  });

  it('answers select-product-by-commercial-table with the table price', async () => {
    const res = await get(`/api/select-product-by-commercial-table/${created.id}`, seller);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: (await productBySlug('combo-trader-completo')).id,
        name: 'Combo Trader Completo — R$ 450,00',
        price_cents: 45_000,
      },
    ]);
    expect((await get('/api/select-product-by-commercial-table/999999', seller)).statusCode).toBe(
      404,
    );
  });
});

// ------------------------------------------------------------------ coupons

describe('coupons', () => {
  interface Coupon {
    id: number;
    code: string;
    discount_type: string;
    percent_basis_points: number | null;
    amount_cents: number | null;
    ends_at: string | null;
    active: boolean;
    uses: number;
    held: number;
    product_ids: number[];
  }
  const coupon = (over: object = {}) => ({
    code: 'verao25',
    description: 'Verão',
    discount_type: 'percent',
    percent_basis_points: 2_500,
    amount_cents: 999,
    ...over,
  });
  let created: Coupon;

  /** Three orders of Carla with BEMVINDO10: one paid, one awaiting, one whose hold ran out. */
  async function redeem(couponId: number) {
    const db = database.db;
    const statuses = [
      { status: 'used' as const, heldUntil: null },
      { status: 'held' as const, heldUntil: new Date(clock.getTime() + HOUR) },
      { status: 'held' as const, heldUntil: new Date(clock.getTime() - HOUR) },
    ];
    for (const [n, s] of statuses.entries()) {
      const [cart] = await db
        .insert(shoppingCarts)
        .values({ userId: customerId, brand: 'brazilian', status: 'ordered', couponId })
        .returning({ id: shoppingCarts.id });
      const [order] = await db
        .insert(orders)
        .values({
          cartId: cart!.id,
          idempotencyKey: `cupom-${couponId}-${n}`,
          userId: customerId,
          brand: 'brazilian',
          subtotalCents: 10_000,
          totalCents: 9_000,
          couponId,
          method: 'pix',
          customerName: 'Carla Cliente',
          customerEmail: 'cliente@demo.lstrader.com.br',
        })
        .returning({ id: orders.id });
      await db.insert(couponRedemptions).values({
        couponId,
        orderId: order!.id,
        userId: customerId,
        status: s.status,
        heldUntil: s.heldUntil,
      });
    }
  }

  it('lists with search by code, active filter and uses/holds', async () => {
    const [welcome] = await database.db
      .select()
      .from(coupons)
      .where(eq(coupons.code, 'BEMVINDO10'));
    await redeem(welcome!.id);
    const res = await get('/api/list-coupons', seller);
    expect(res.statusCode).toBe(200);
    const list = res.json<Listed<Coupon>>();
    expect(list.data.map((c) => c.code)).toEqual(['BEMVINDO10', 'EXPIRADO', 'LIMITE1', 'PIX20']);
    expect(list.data[0]).toMatchObject({ uses: 1, held: 1 });
    expect(list.data[3]).toMatchObject({ uses: 0, held: 0, discount_type: 'fixed' });
    const search = (await get('/api/list-coupons?search=pix', seller)).json<Listed<Coupon>>();
    expect(search.data.map((c) => c.code)).toEqual(['PIX20']);
    // "_" is a letter in the search box, not a wildcard.
    expect((await get('/api/list-coupons?search=_', seller)).json<Listed<Coupon>>().data).toEqual(
      [],
    );
    const page = (await get('/api/list-coupons?per_page=1&page=2', seller)).json<Listed<Coupon>>();
    expect(page.meta).toEqual({ total: 4, page: 2, per_page: 1 });
    expect(page.data.map((c) => c.code)).toEqual(['EXPIRADO']);
    expect((await get('/api/list-coupons?active=maybe', seller)).statusCode).toBe(400);
  });

  it('creates with the code upper-cased, keeping only its own kind of value', async () => {
    const combo = await productBySlug('combo-trader-completo');
    const res = await send(
      'POST',
      '/api/create-coupon',
      seller,
      coupon({ product_ids: [combo.id], ends_at: '2026-12-31T23:59:59-03:00' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    created = res.json<Coupon>();
    expect(created).toMatchObject({
      code: 'VERAO25',
      percent_basis_points: 2_500,
      amount_cents: null,
      product_ids: [combo.id],
      ends_at: '2027-01-01T02:59:59.000Z',
      active: true,
      uses: 0,
      held: 0,
    });
  });

  it('answers 409 for a code in use', async () => {
    const res = await send('POST', '/api/create-coupon', seller, coupon({ code: 'bemvindo10' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: ['Já existe um cupom com este código.'] } });
    const update = await send(
      'PUT',
      `/api/update-coupon/${created.id}`,
      seller,
      coupon({ code: 'PIX20' }),
    );
    expect(update.statusCode).toBe(409);
  });

  it('answers 400 with the fields at fault', async () => {
    const rule = async (body: object) => {
      const res = await send('POST', '/api/create-coupon', seller, coupon(body));
      expect(res.statusCode, res.body).toBe(400);
      return fields(res.body).error;
    };
    expect(await rule({ percent_basis_points: null })).toEqual({
      percent_basis_points: ['Informe o percentual.'],
    });
    expect(await rule({ discount_type: 'fixed', amount_cents: null })).toEqual({
      amount_cents: ['Informe o valor do desconto.'],
    });
    expect(
      await rule({ starts_at: '2026-12-01T00:00:00Z', ends_at: '2026-11-01T00:00:00Z' }),
    ).toEqual({ ends_at: ['O fim da validade deve ser depois do início.'] });
    expect(await rule({ code: 'a b' })).toEqual({
      code: ['Use de 3 a 40 letras, números, hífen ou sublinhado.'],
    });
    expect(await rule({ product_ids: [999_999] })).toEqual({
      product_ids: ['Produto #999999 não encontrado.'],
    });
    expect(await rule({ max_uses: 5_000_000_000 })).toEqual({
      max_uses: ['Valor acima do permitido.'],
    });
  });

  it('finds and updates; 404 for unknown ids', async () => {
    expect((await get(`/api/find-coupon/${created.id}`, seller)).json<Coupon>().code).toBe(
      'VERAO25',
    );
    expect((await get('/api/find-coupon/999999', seller)).statusCode).toBe(404);
    const res = await send(
      'PUT',
      `/api/update-coupon/${created.id}`,
      seller,
      coupon({ code: 'VERAO30', discount_type: 'fixed', amount_cents: 3_000 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Coupon>()).toMatchObject({
      code: 'VERAO30',
      discount_type: 'fixed',
      amount_cents: 3_000,
      percent_basis_points: null,
      product_ids: [],
    });
    expect((await send('PUT', '/api/update-coupon/999999', seller, coupon())).statusCode).toBe(404);
  });

  it('deletes an unused coupon and deactivates a redeemed one', async () => {
    // Sellers keep coupons but do not delete them.
    expect((await send('DELETE', `/api/delete-coupon/${created.id}`, seller)).statusCode).toBe(403);
    const removed = await send('DELETE', `/api/delete-coupon/${created.id}`, admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ result: 'deleted', message: 'Cupom excluído.' });
    expect((await get(`/api/find-coupon/${created.id}`, admin)).statusCode).toBe(404);

    const [welcome] = await database.db
      .select()
      .from(coupons)
      .where(eq(coupons.code, 'BEMVINDO10'));
    const kept = await send('DELETE', `/api/delete-coupon/${welcome!.id}`, admin);
    expect(kept.statusCode).toBe(200);
    expect(kept.json<{ result: string }>().result).toBe('deactivated');
    const [row] = await database.db.select().from(coupons).where(eq(coupons.id, welcome!.id));
    expect(row!.active).toBe(false);
    const inactive = (await get('/api/list-coupons?active=false', admin)).json<Listed<Coupon>>();
    expect(inactive.data.map((c) => c.code)).toEqual(['BEMVINDO10']);
    expect((await send('DELETE', '/api/delete-coupon/999999', admin)).statusCode).toBe(404);
  });
});

// ------------------------------------------------------------------ selects

describe('store selects', () => {
  it('lists the products a courtesy can give to staff who create courtesies', async () => {
    const res = await get('/api/select-courtesy-products?search=premium', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json<IdName[]>().map((p) => p.name)).toEqual([
      'LS Premium — Anual',
      'LS Premium — Mensal',
    ]);
    expect((await get('/api/select-courtesy-products', customer)).statusCode).toBe(403);
    expect((await get('/api/select-courtesy-products')).statusCode).toBe(401);
  });

  it('lists products (search), products of a category and the categories', async () => {
    const all = await get('/api/select-product', seller);
    expect(all.statusCode).toBe(200);
    const names = all.json<IdName[]>().map((p) => p.name);
    expect(names).toContain('Combo Trader Completo');
    const search = await get('/api/select-product?search=premium', seller);
    expect(search.json<IdName[]>().map((p) => p.name)).toEqual([
      'LS Premium — Anual',
      'LS Premium — Mensal',
    ]);
    const combos = await get(`/api/select-product/${category.combos}`, seller);
    expect(combos.json()).toEqual([
      {
        id: (await productBySlug('combo-trader-completo')).id,
        name: 'Combo Trader Completo',
        price_cents: (await productBySlug('combo-trader-completo')).priceCents,
      },
    ]);
    expect((await get('/api/select-product/999999', seller)).statusCode).toBe(404);
    expect((await get('/api/select-product/abc', seller)).statusCode).toBe(400);
    const categories = await get('/api/select-product-category', seller);
    expect(categories.json<IdName[]>().map((c) => c.name)).toEqual([
      'Assinaturas',
      'Combos',
      'Cursos',
      'E-books',
    ]);
  });

  it('marks inactive products in the product select', async () => {
    const res = await send(
      'POST',
      '/api/create-product',
      admin,
      courseProduct({ name: 'Zeta inativo', active: false }),
    );
    const names = (await get('/api/select-product?search=zeta', seller)).json<IdName[]>();
    expect(names.map((n) => n.name)).toEqual(['Zeta inativo (inativo)']);
    await send('DELETE', `/api/delete-product/${res.json<Product>().id}`, admin);
  });

  it("gives a product's access periods: its own, plus its signature type's with prices", async () => {
    const monthly = await productBySlug('ls-premium-mensal');
    const res = await get(`/api/select-product-access-period/${monthly.id}`, seller);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: period['30 dias'], name: '30 dias', days: 30, price_cents: 9_990 },
      { id: period['1 ano'], name: '1 ano', days: 365, price_cents: 95_880 },
    ]);
    const courseProductRow = await productBySlug('day-trade-do-zero');
    expect(
      (await get(`/api/select-product-access-period/${courseProductRow.id}`, seller)).json(),
    ).toEqual([
      {
        id: period['Vitalício'],
        name: 'Vitalício',
        days: null,
        price_cents: courseProductRow.priceCents,
      },
    ]);
    expect((await get('/api/select-product-access-period/999999', seller)).statusCode).toBe(404);
  });

  it('gives the payment types to anyone, with their discounts', async () => {
    const types = await get('/api/select-payment-type');
    expect(types.json()).toEqual([
      expect.objectContaining({ method: 'pix', name: 'Pix', discount_basis_points: 500 }),
      expect.objectContaining({ method: 'card', name: 'Cartão de crédito' }),
      expect.objectContaining({ method: 'boleto', name: 'Boleto bancário' }),
    ]);
    const discounts = await get('/api/select-payment-discount-type');
    expect(discounts.json<IdName[]>().map((d) => d.name)).toEqual([
      'Pix — 5% de desconto',
      'Cartão de crédito — sem desconto',
      'Boleto bancário — sem desconto',
    ]);
  });

  it('answers the fixed lists', async () => {
    const names = async (url: string) =>
      (await get(url, admin)).json<{ id: number; name: string; value: string }[]>();
    expect(await names('/api/select-discount-type')).toEqual([
      { id: 1, value: 'percent', name: 'Percentual' },
      { id: 2, value: 'fixed', name: 'Valor fixo' },
    ]);
    expect((await names('/api/select-shopping-cart-type')).map((o) => o.name)).toEqual([
      'Carrinho do cliente',
      'Carrinho de visitante',
      'Venda assistida',
    ]);
    expect((await names('/api/select-order-status')).map((o) => [o.id, o.name])).toEqual([
      [1, 'Aguardando pagamento'],
      [2, 'Pago'],
      [3, 'Cancelado'],
      [4, 'Expirado'],
      [5, 'Estornado'],
      [6, 'Estornado parcialmente'],
    ]);
    expect(await names('/api/select-order-type-refund')).toEqual([
      { id: 1, value: 'full', name: 'Estorno total' },
      { id: 2, value: 'partial', name: 'Estorno parcial' },
    ]);
    expect((await names('/api/select-courtesy-types')).map((o) => o.name)).toEqual([
      'Cortesia comercial',
      'Parceria',
      'Suporte ao cliente',
      'Influenciador',
      'Colaborador',
    ]);
    expect((await names('/api/select-income-type')).map((o) => o.name)).toEqual([
      'Venda nova',
      'Renovação',
      'Upgrade',
      'Venda assistida',
    ]);
  });

  it('lists the sellers', async () => {
    const res = await get('/api/select-seller', admin);
    expect(res.json<IdName[]>().map((s) => s.name)).toEqual(['Vera Vendedora']);
  });

  it('searches customers (2+ characters, at most 20), never staff', async () => {
    const res = await get('/api/select-customer?search=CARLA', seller);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: customerId, name: 'Carla Cliente', email: 'cliente@demo.lstrader.com.br' },
    ]);
    expect((await get('/api/select-customer?search=vera', seller)).json()).toEqual([]);
    const byEmail = await get('/api/select-customer?search=cliente%40demo', seller);
    expect(byEmail.json<IdName[]>()).toHaveLength(1);

    const short = await get('/api/select-customer?search=c', seller);
    expect(short.statusCode).toBe(400);
    expect(fields(short.body).error).toEqual({
      search: ['Digite ao menos 2 caracteres para buscar.'],
    });
    const missing = await get('/api/select-customer', seller);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(fields(missing.body).error)).toEqual(['search']);

    await database.db.insert(users).values(
      Array.from({ length: 25 }, (_, n) => ({
        name: `Cliente Lote ${String(n).padStart(2, '0')}`,
        email: `lote${n}@example.com`,
        passwordHash: 'x',
        profileId: 3,
      })),
    );
    const many = await get('/api/select-customer?search=lote', seller);
    expect(many.json<IdName[]>()).toHaveLength(20);
    expect(many.json<IdName[]>()[0]!.name).toBe('Cliente Lote 00');
  });
});

// ------------------------------------------------------------------ hostile input

describe('input PostgreSQL cannot store', () => {
  it('answers 400 naming the field for a NUL byte (never a failed query)', async () => {
    const category = await send('POST', '/api/create-product-category', admin, {
      name: 'ab\u0000c',
    });
    expect(category.statusCode).toBe(400);
    expect(category.json()).toEqual({ error: { name: ['Caractere inválido.'] } });
    const table = await send('POST', '/api/create-commercial-table', admin, {
      name: 'Tabela',
      prices: [{ product_id: 1, price_cents: 1, note: 'x\u0000' }],
    });
    expect(table.json()).toEqual({ error: { 'prices.0.note': ['Caractere inválido.'] } });
    for (const url of [
      '/api/store-products?search=%00',
      '/api/list-products?search=a%00',
      '/api/select-customer?search=ab%00',
    ]) {
      const res = await get(url, admin);
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(fields(res.body).error)).toEqual(['search']);
    }
  });
});
