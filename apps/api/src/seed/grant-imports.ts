import { eq, inArray } from 'drizzle-orm';
import {
  accessGrants,
  courses,
  grantImports,
  products,
  signatureTypes,
  users,
} from '../db/schema/index.ts';
import type { Db } from '../platform/db/database.ts';

const DAY_MS = 86_400_000;

/**
 * Demo XP client releases and e-mail binds (issue 17): codes and addresses still waiting for
 * their person, one past its end date, and one of each already applied (with the grants it
 * wrote), so both staff lists show every state on a first start. Times follow `at`.
 */
export async function seedDemoGrantImports(db: Db, at: Date): Promise<void> {
  const [already] = await db.select({ id: grantImports.id }).from(grantImports).limit(1);
  if (already) return;
  const courseRows = await db
    .select({ id: courses.id, slug: courses.slug })
    .from(courses)
    .where(
      inArray(courses.slug, [
        'day-trade-do-zero',
        'analise-tecnica-essencial',
        'opcoes-na-pratica',
      ]),
    );
  const course = (slug: string) => courseRows.find((c) => c.slug === slug)?.id;
  const [research] = await db
    .select({ id: signatureTypes.id })
    .from(signatureTypes)
    .where(eq(signatureTypes.slug, 'liberta-research'));
  const [combo] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, 'combo-trader-completo'));
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'admin@demo.lstrader.com.br'));
  const [seller] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'vendedor@demo.lstrader.com.br'));
  const [premium] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'premium@demo.lstrader.com.br'));
  const dayTrade = course('day-trade-do-zero');
  const analysis = course('analise-tecnica-essencial');
  const options = course('opcoes-na-pratica');
  if (!dayTrade || !analysis || !options || !research || !admin || !seller || !premium) return;

  const ago = (days: number) => new Date(at.getTime() - days * DAY_MS);
  const ahead = (days: number) => new Date(at.getTime() + days * DAY_MS);
  const bindKey = (
    email: string,
    p: number | null,
    s: number | null,
    c: number[],
    days: number | null,
    endsOn: string | null,
  ) =>
    `${email}|p:${p ?? ''}|s:${s ?? ''}|c:${[...c].sort((a, b) => a - b).join(',')}|d:${days ?? ''}|e:${endsOn ?? ''}`;

  const xp = (code: string, values: Partial<typeof grantImports.$inferInsert>) => ({
    kind: 'xp' as const,
    code,
    key: code,
    createdBy: seller.id,
    ...values,
  });
  await db.insert(grantImports).values([
    xp('4830172', {
      signatureTypeId: research.id,
      days: 90,
      createdAt: ago(12),
      note: 'Campanha XP novembro',
    }),
    xp('5129904', {
      signatureTypeId: research.id,
      courseIds: [analysis],
      days: 180,
      createdAt: ago(9),
    }),
    xp('6021337', { courseIds: [dayTrade, analysis], endsAt: ahead(60), createdAt: ago(6) }),
    xp('3318450', {
      courseIds: [options],
      days: 30,
      createdAt: ago(3),
      note: 'Indicação do assessor Bruno Lima',
    }),
    xp('2904418', { courseIds: [dayTrade], endsAt: ago(2), createdAt: ago(40) }),
  ]);
  const [applied] = await db
    .insert(grantImports)
    .values(
      xp('7745120', {
        courseIds: [options],
        days: 365,
        createdAt: ago(20),
        appliedAt: ago(18),
        appliedUserId: premium.id,
      }),
    )
    .returning({ id: grantImports.id });

  const bind = (
    email: string,
    values: {
      productId?: number;
      signatureTypeId?: number;
      courseIds?: number[];
      days?: number;
      endsOn?: string;
    },
    extra: Partial<typeof grantImports.$inferInsert> = {},
  ) => ({
    kind: 'email_bind' as const,
    email,
    key: bindKey(
      email,
      values.productId ?? null,
      values.signatureTypeId ?? null,
      values.courseIds ?? [],
      values.days ?? null,
      values.endsOn ?? null,
    ),
    productId: values.productId ?? null,
    signatureTypeId: values.signatureTypeId ?? null,
    courseIds: values.courseIds ?? [],
    days: values.days ?? null,
    // Access ends when the São Paulo day ends (UTC−3).
    endsAt: values.endsOn ? new Date(Date.parse(`${values.endsOn}T03:00:00Z`) + DAY_MS) : null,
    createdBy: admin.id,
    ...extra,
  });
  const nextYear = new Date(at.getTime() + 300 * DAY_MS).toISOString().slice(0, 10);
  await db
    .insert(grantImports)
    .values([
      bind(
        'mariana.souza@gmail.com',
        { courseIds: [dayTrade], days: 365 },
        { createdAt: ago(8), note: 'Compra no evento Expert XP' },
      ),
      bind(
        'rafael.tavares@outlook.com',
        { signatureTypeId: research.id, days: 30 },
        { createdAt: ago(5) },
      ),
      ...(combo
        ? [
            bind(
              'camila.ferreira@uol.com.br',
              { productId: combo.id, days: 180 },
              { createdAt: ago(4), note: 'Venda por boleto fora da plataforma' },
            ),
          ]
        : []),
      bind(
        'joao.pedro.alves@gmail.com',
        { courseIds: [analysis, options], endsOn: nextYear },
        { createdAt: ago(1) },
      ),
    ]);
  const [appliedBind] = await db
    .insert(grantImports)
    .values(
      bind(
        'premium@demo.lstrader.com.br',
        { courseIds: [analysis], days: 365 },
        {
          createdAt: ago(15),
          appliedAt: ago(15),
          appliedUserId: premium.id,
          note: 'Compra presencial no evento de lançamento',
        },
      ),
    )
    .returning({ id: grantImports.id });

  // The grants those two wrote, as the apply writes them.
  await db.insert(accessGrants).values([
    {
      userId: premium.id,
      kind: 'course',
      targetId: options,
      startsAt: ago(18),
      endsAt: new Date(ago(18).getTime() + 365 * DAY_MS),
      source: 'xp',
      sourceId: applied!.id,
    },
    {
      userId: premium.id,
      kind: 'course',
      targetId: analysis,
      startsAt: ago(15),
      endsAt: new Date(ago(15).getTime() + 365 * DAY_MS),
      source: 'email_bind',
      sourceId: appliedBind!.id,
    },
  ]);
}
