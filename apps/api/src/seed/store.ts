import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  accessPeriods,
  commercialTablePrices,
  commercialTables,
  coupons,
  courses,
  ebooks,
  paymentTypes,
  productCategories,
  productItems,
  products,
  signatureTypeAccessPeriods,
  signatureTypes,
  storeColors,
} from '../db/schema/index.ts';
import type { GrantKind } from '../db/schema/index.ts';
import type { Db } from '../platform/db/database.ts';

/**
 * The demo store (issue 5): what the catalogue sells once the demo contents exist. Every insert
 * skips rows already there (by slug, method, code, or name), so running it again changes
 * nothing and staff edits survive `npm run seed`.
 */

export const DEMO_PRODUCT_CATEGORIES = [
  { name: 'Cursos', slug: 'cursos' },
  { name: 'E-books', slug: 'e-books' },
  { name: 'Assinaturas', slug: 'assinaturas' },
  { name: 'Combos', slug: 'combos' },
] as const;

export const DEMO_PAYMENT_TYPES = [
  { method: 'pix', name: 'Pix', discountBasisPoints: 500, sortOrder: 1 },
  { method: 'card', name: 'Cartão de crédito', discountBasisPoints: 0, sortOrder: 2 },
  { method: 'boleto', name: 'Boleto bancário', discountBasisPoints: 0, sortOrder: 3 },
] as const;

export const DEMO_COUPONS: (typeof coupons.$inferInsert)[] = [
  {
    code: 'BEMVINDO10',
    description: 'Boas-vindas: 10% de desconto na primeira compra',
    discountType: 'percent',
    percentBasisPoints: 1_000,
  },
  {
    code: 'PIX20',
    description: 'R$ 20,00 de desconto em compras a partir de R$ 100,00',
    discountType: 'fixed',
    amountCents: 2_000,
    minCartCents: 10_000,
  },
  {
    code: 'EXPIRADO',
    description: 'Campanha encerrada (mostra a mensagem de cupom expirado)',
    discountType: 'percent',
    percentBasisPoints: 1_500,
    startsAt: new Date('2025-01-01T03:00:00.000Z'),
    endsAt: new Date('2025-02-01T03:00:00.000Z'),
  },
  {
    code: 'LIMITE1',
    description: 'Vale uma única vez (mostra a mensagem de limite de usos)',
    discountType: 'percent',
    percentBasisPoints: 1_500,
    maxUses: 1,
  },
];

/** Each brand's store palette; Liberta's dark one is active (its app opens in the dark skin). */
export const DEMO_STORE_COLORS: (typeof storeColors.$inferInsert)[] = [
  {
    name: 'Liberta escuro',
    brand: 'liberta',
    primaryColor: '#F08C00',
    secondaryColor: '#12B886',
    backgroundColor: '#1A1B1E',
    textColor: '#F8F9FA',
    active: true,
  },
  {
    name: 'Liberta claro',
    brand: 'liberta',
    primaryColor: '#F08C00',
    secondaryColor: '#0CA678',
    backgroundColor: '#FFFFFF',
    textColor: '#212529',
    active: false,
  },
  {
    name: 'LS Trader',
    brand: 'brazilian',
    primaryColor: '#1C7ED6',
    secondaryColor: '#37B24D',
    backgroundColor: '#FFFFFF',
    textColor: '#212529',
    active: true,
  },
  {
    name: 'LS Global',
    brand: 'global',
    primaryColor: '#5F3DC4',
    secondaryColor: '#F59F00',
    backgroundColor: '#FFFFFF',
    textColor: '#212529',
    active: true,
  },
];

export const BUNDLE = {
  name: 'Combo Trader Completo',
  slug: 'combo-trader-completo',
  courses: ['day-trade-do-zero', 'analise-tecnica-essencial'],
  ebooks: ['guia-pratico-do-mini-indice'],
  /** The combo costs this share of its parts (in basis points): 15 % off. */
  priceBasisPoints: 8_500,
};

export const BLACK_FRIDAY = { name: 'Tabela Black Friday', priceBasisPoints: 8_000 };

/** "Mensal", "Anual"… for the common periods; the period's own name otherwise. */
function periodLabel(period: { name: string; days: number | null }): string {
  switch (period.days) {
    case 30:
      return 'Mensal';
    case 180:
      return 'Semestral';
    case 365:
      return 'Anual';
    case null:
      return 'Vitalício';
    default:
      return period.name;
  }
}

const PERIOD_SLUG: Record<string, string> = {
  Mensal: 'mensal',
  Semestral: 'semestral',
  Anual: 'anual',
  Vitalício: 'vitalicio',
};

type ProductValues = Omit<typeof products.$inferInsert, 'id'> & { slug: string };

/**
 * One product with its items, in one transaction, only when its slug is free: a product that
 * exists (the demo's, or staff's under that slug) is left as it is.
 */
export async function ensureProduct(
  db: Db,
  values: ProductValues,
  items: { kind: GrantKind; targetId: number }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values(values)
      .onConflictDoNothing({ target: products.slug })
      .returning({ id: products.id });
    if (!row) return;
    await tx
      .insert(productItems)
      .values(items.map((i) => ({ productId: row.id, ...i })))
      .onConflictDoNothing();
  });
}

export async function seedDemoStore(db: Db): Promise<void> {
  // ------------------------------------------------------------ categories
  await db
    .insert(productCategories)
    .values([...DEMO_PRODUCT_CATEGORIES])
    .onConflictDoNothing({ target: productCategories.slug });
  const category = new Map(
    (await db.select().from(productCategories)).map((c) => [c.slug, c.id] as const),
  );
  const lifetime = (
    await db.select({ id: accessPeriods.id }).from(accessPeriods).where(isNull(accessPeriods.days))
  )[0]?.id;

  // ------------------------------------------------------------ courses and ebooks
  const publishedCourses = await db
    .select()
    .from(courses)
    .where(and(eq(courses.status, 'published'), isNull(courses.deletedAt)))
    .orderBy(asc(courses.id));
  for (const [order, c] of publishedCourses.entries())
    await ensureProduct(
      db,
      {
        slug: c.slug,
        name: c.title,
        kind: 'course',
        categoryId: category.get('cursos') ?? null,
        descriptionHtml: c.descriptionHtml,
        coverUrl: c.coverUrl,
        priceCents: c.priceCents,
        maxInstallments: c.maxInstallments,
        accessPeriodId: c.accessPeriodId,
        sortOrder: 10 + order,
      },
      [{ kind: 'course', targetId: c.id }],
    );
  const publishedEbooks = await db
    .select()
    .from(ebooks)
    .where(and(eq(ebooks.status, 'published'), isNull(ebooks.deletedAt)))
    .orderBy(asc(ebooks.id));
  for (const [order, e] of publishedEbooks.entries())
    await ensureProduct(
      db,
      {
        slug: e.slug,
        name: e.title,
        kind: 'ebook',
        categoryId: category.get('e-books') ?? null,
        descriptionHtml: e.descriptionHtml,
        coverUrl: e.coverUrl,
        priceCents: e.priceCents,
        maxInstallments: e.maxInstallments,
        accessPeriodId: e.accessPeriodId,
        sortOrder: 30 + order,
      },
      [{ kind: 'ebook', targetId: e.id }],
    );

  // ------------------------------------------------------------ signatures: one per period
  const periods = await db
    .select({
      typeId: signatureTypeAccessPeriods.signatureTypeId,
      typeName: signatureTypes.name,
      typeSlug: signatureTypes.slug,
      description: signatureTypes.descriptionHtml,
      periodId: accessPeriods.id,
      periodName: accessPeriods.name,
      days: accessPeriods.days,
      price: signatureTypeAccessPeriods.priceCents,
    })
    .from(signatureTypeAccessPeriods)
    .innerJoin(signatureTypes, eq(signatureTypes.id, signatureTypeAccessPeriods.signatureTypeId))
    .innerJoin(accessPeriods, eq(accessPeriods.id, signatureTypeAccessPeriods.accessPeriodId))
    .where(eq(signatureTypes.active, true))
    .orderBy(asc(signatureTypes.sortOrder), asc(signatureTypes.id), asc(accessPeriods.id));
  for (const [order, p] of periods.entries()) {
    const label = periodLabel({ name: p.periodName, days: p.days });
    await ensureProduct(
      db,
      {
        slug: `${p.typeSlug}-${PERIOD_SLUG[label] ?? `periodo-${p.periodId}`}`,
        name: `${p.typeName} — ${label}`,
        kind: 'signature',
        categoryId: category.get('assinaturas') ?? null,
        descriptionHtml: p.description,
        priceCents: p.price,
        accessPeriodId: p.periodId,
        // Long plans in installments; a monthly plan is paid at once.
        maxInstallments: p.days === null || p.days >= 180 ? 12 : 1,
        // Liberta's research is sold only in Liberta's store (shows the brand filter).
        brands: p.typeSlug.startsWith('liberta') ? ['liberta'] : [],
        sortOrder: 50 + order,
      },
      [{ kind: 'signature', targetId: p.typeId }],
    );
  }

  // ------------------------------------------------------------ the bundle
  const bundleCourses = await db
    .select({ id: courses.id, price: courses.priceCents })
    .from(courses)
    .where(and(inArray(courses.slug, BUNDLE.courses), isNull(courses.deletedAt)));
  const bundleEbooks = await db
    .select({ id: ebooks.id, price: ebooks.priceCents })
    .from(ebooks)
    .where(and(inArray(ebooks.slug, BUNDLE.ebooks), isNull(ebooks.deletedAt)));
  if (
    bundleCourses.length === BUNDLE.courses.length &&
    bundleEbooks.length === BUNDLE.ebooks.length
  ) {
    const sum = [...bundleCourses, ...bundleEbooks].reduce((total, c) => total + c.price, 0);
    await ensureProduct(
      db,
      {
        slug: BUNDLE.slug,
        name: BUNDLE.name,
        kind: 'bundle',
        categoryId: category.get('combos') ?? null,
        descriptionHtml:
          '<p>Do zero à rotina de operação: Day Trade do Zero, Análise Técnica Essencial e o ' +
          'Guia Prático do Mini-Índice, por menos do que os três separados.</p>',
        // Whole reais, below the sum of the parts.
        priceCents: Math.floor((sum * BUNDLE.priceBasisPoints) / 10_000 / 100) * 100,
        maxInstallments: 12,
        accessPeriodId: lifetime ?? null,
        featured: true,
        sortOrder: 1,
      },
      [
        ...bundleCourses.map((c) => ({ kind: 'course' as const, targetId: c.id })),
        ...bundleEbooks.map((e) => ({ kind: 'ebook' as const, targetId: e.id })),
      ],
    );
  }

  // ------------------------------------------------------------ payment types and coupons
  await db
    .insert(paymentTypes)
    .values([...DEMO_PAYMENT_TYPES])
    .onConflictDoNothing({ target: paymentTypes.method });
  await db.insert(coupons).values(DEMO_COUPONS).onConflictDoNothing({ target: coupons.code });

  // ------------------------------------------------------------ store colours
  const colors = await db.select().from(storeColors);
  const missingColors = DEMO_STORE_COLORS.filter(
    (c) => !colors.some((existing) => existing.brand === c.brand && existing.name === c.name),
  ).map((c) => ({
    ...c,
    // A brand that already has an active palette (staff's choice) keeps it.
    active: c.active === true && !colors.some((e) => e.brand === c.brand && e.active),
  }));
  if (missingColors.length > 0) await db.insert(storeColors).values(missingColors);

  // ------------------------------------------------------------ commercial table
  const [existingTable] = await db
    .select({ id: commercialTables.id })
    .from(commercialTables)
    .where(eq(commercialTables.name, BLACK_FRIDAY.name));
  if (!existingTable) {
    const courseProducts = await db
      .select({ id: products.id, price: products.priceCents })
      .from(products)
      .where(and(eq(products.kind, 'course'), isNull(products.deletedAt)))
      .orderBy(asc(products.id));
    await db.transaction(async (tx) => {
      const [table] = await tx
        .insert(commercialTables)
        .values({ name: BLACK_FRIDAY.name })
        .returning({ id: commercialTables.id });
      if (courseProducts.length > 0)
        await tx.insert(commercialTablePrices).values(
          courseProducts.map((p) => ({
            tableId: table!.id,
            productId: p.id,
            priceCents: Math.floor((p.price * BLACK_FRIDAY.priceBasisPoints) / 10_000),
          })),
        );
    });
  }
}
