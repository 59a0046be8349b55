import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { App } from '../app.ts';
import {
  commercialTablePrices,
  commercialTables,
  coupons,
  courses,
  ebooks,
  paymentTypes,
  productCategories,
  productItems,
  products,
  storeColors,
} from '../db/schema/index.ts';
import { testConfig } from '../test/test-app.ts';
import { createTestDatabase } from '../test/test-db.ts';
import type { TestDatabase } from '../test/test-db.ts';
import { seedDemo } from './demo.ts';
import { BUNDLE, seedDemoStore } from './store.ts';

let database: TestDatabase;
let app: App;

const TABLES = {
  productCategories,
  products,
  productItems,
  paymentTypes,
  coupons,
  storeColors,
  commercialTables,
  commercialTablePrices,
};

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES))
    out[name] = (await database.db.select({ n: count() }).from(table))[0]!.n;
  return out;
}

let first: Record<string, number>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db);
  first = await counts();
  // Again, both alone and through the whole demo seed.
  await seedDemoStore(database.db);
  await seedDemo(database.db);
  app = await buildApp({ config: testConfig(), database });
});
afterAll(async () => {
  await app.close();
});

describe('demo store seed', () => {
  it('changes nothing when it runs again', async () => {
    expect(first.products).toBeGreaterThan(0);
    expect(await counts()).toEqual(first);
  });

  it('sells every published course and ebook at its own price, found by store-product-for', async () => {
    const published = await database.db
      .select()
      .from(courses)
      .where(and(eq(courses.status, 'published'), isNull(courses.deletedAt)));
    expect(published.length).toBeGreaterThan(0);
    for (const course of published) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/store-product-for/course/${course.id}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        kind: 'course',
        name: course.title,
        price_cents: course.priceCents,
        max_installments: course.maxInstallments,
        category_slug: 'cursos',
        items: [{ kind: 'course', target_id: course.id, name: course.title }],
      });
    }
    for (const ebook of await database.db
      .select()
      .from(ebooks)
      .where(eq(ebooks.status, 'published'))) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/store-product-for/ebook/${ebook.id}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ kind: 'ebook', price_cents: ebook.priceCents });
    }
  });

  it('has the categories, one product per signature period and a cheaper bundle', async () => {
    const categories = await database.db.select().from(productCategories);
    expect(categories.map((c) => c.name).sort()).toEqual([
      'Assinaturas',
      'Combos',
      'Cursos',
      'E-books',
    ]);
    const signatures = await database.db
      .select()
      .from(products)
      .where(eq(products.kind, 'signature'));
    expect(signatures.map((s) => s.name).sort()).toEqual([
      'LS Premium — Anual',
      'LS Premium — Mensal',
      'Liberta Research — Anual',
    ]);
    expect(signatures.find((s) => s.name === 'LS Premium — Mensal')!.priceCents).toBe(9_990);
    expect(signatures.find((s) => s.name === 'Liberta Research — Anual')!.brands).toEqual([
      'liberta',
    ]);

    const [bundle] = await database.db
      .select()
      .from(products)
      .where(eq(products.slug, BUNDLE.slug));
    expect(bundle).toMatchObject({ name: 'Combo Trader Completo', kind: 'bundle', featured: true });
    const items = await database.db
      .select()
      .from(productItems)
      .where(eq(productItems.productId, bundle!.id));
    expect(items.map((i) => i.kind).sort()).toEqual(['course', 'course', 'ebook']);
    const parts = [
      ...(await database.db
        .select({ price: courses.priceCents })
        .from(courses)
        .where(inArray(courses.slug, BUNDLE.courses))),
      ...(await database.db
        .select({ price: ebooks.priceCents })
        .from(ebooks)
        .where(inArray(ebooks.slug, BUNDLE.ebooks))),
    ];
    expect(parts).toHaveLength(3);
    const sum = parts.reduce((total, p) => total + p.price, 0);
    expect(bundle!.priceCents).toBeLessThan(sum);
    expect(bundle!.priceCents).toBeGreaterThan(sum * 0.7);
  });

  it('has Pix with 5 %, the four coupons and one active palette per brand', async () => {
    const types = await database.db.select().from(paymentTypes);
    expect(types.map((t) => [t.method, t.name, t.discountBasisPoints]).sort()).toEqual([
      ['boleto', 'Boleto bancário', 0],
      ['card', 'Cartão de crédito', 0],
      ['pix', 'Pix', 500],
    ]);
    const byCode = new Map((await database.db.select().from(coupons)).map((c) => [c.code, c]));
    expect(byCode.get('BEMVINDO10')).toMatchObject({
      discountType: 'percent',
      percentBasisPoints: 1_000,
      maxUses: null,
      minCartCents: 0,
    });
    expect(byCode.get('PIX20')).toMatchObject({
      discountType: 'fixed',
      amountCents: 2_000,
      minCartCents: 10_000,
    });
    expect(byCode.get('EXPIRADO')!.endsAt!.getTime()).toBeLessThan(Date.now());
    expect(byCode.get('LIMITE1')!.maxUses).toBe(1);

    const palettes = await database.db.select().from(storeColors);
    for (const brand of ['brazilian', 'global', 'liberta'] as const)
      expect(palettes.filter((p) => p.brand === brand && p.active)).toHaveLength(1);
    expect(palettes.find((p) => p.brand === 'liberta' && p.active)!.name).toBe('Liberta escuro');
  });

  it('prices the courses 20 % lower in the Black Friday table', async () => {
    const rows = await database.db
      .select({ list: products.priceCents, table: commercialTablePrices.priceCents })
      .from(commercialTablePrices)
      .innerJoin(commercialTables, eq(commercialTables.id, commercialTablePrices.tableId))
      .innerJoin(products, eq(products.id, commercialTablePrices.productId))
      .where(eq(commercialTables.name, 'Tabela Black Friday'));
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.table).toBe(Math.floor(r.list * 0.8));
  });
});
