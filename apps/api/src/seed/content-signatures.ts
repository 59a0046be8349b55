import { count, inArray, isNull } from 'drizzle-orm';
import {
  accessPeriods,
  courses,
  researchReports,
  signatureTypeAccessPeriods,
  signatureTypeContents,
  signatureTypes,
} from '../db/schema/index.ts';
import type { Db } from '../platform/db/database.ts';

interface DemoSignature {
  name: string;
  slug: string;
  subtitle: string;
  description: string;
  benefits: string[];
  /** Access period name → price in cents; the first is the default period. */
  periods: [string, number][];
  courses: string[];
  /** Include every research report present when the seed runs. */
  research: boolean;
}

export const DEMO_SIGNATURES: DemoSignature[] = [
  {
    name: 'LS Premium',
    slug: 'ls-premium',
    subtitle: 'Cursos avançados, transmissões e recomendações em uma só assinatura',
    description:
      '<p>A assinatura completa para quem opera todos os dias: os cursos avançados da LS Trader, ' +
      'as salas ao vivo com os analistas e as recomendações com entrada, alvo e stop.</p>',
    benefits: [
      'Curso Opções na Prática completo',
      'Salas ao vivo com os analistas',
      'Recomendações com entrada, alvo e stop',
      'Certificado de conclusão dos cursos',
    ],
    periods: [
      ['30 dias', 9_990],
      ['1 ano', 95_880],
    ],
    courses: ['opcoes-na-pratica'],
    research: false,
  },
  {
    name: 'Liberta Research',
    slug: 'liberta-research',
    subtitle: 'Relatórios de research dos analistas da Liberta',
    description:
      '<p>Análises de empresas, carteiras recomendadas e relatórios setoriais, publicados ' +
      'toda semana pelos analistas da Liberta.</p>',
    benefits: [
      'Relatórios semanais de research',
      'Carteiras recomendadas',
      'Alertas de novos relatórios',
    ],
    periods: [['1 ano', 59_880]],
    courses: [],
    research: true,
  },
];

/**
 * Demo signature types (issue 4): LS Premium includes "Opções na Prática", Liberta Research the
 * research reports. Nobody holds them, so Carla sees the subscribe prompt on that course.
 * Skipped when any signature type exists.
 */
export async function seedDemoSignatures(db: Db): Promise<void> {
  if (((await db.select({ n: count() }).from(signatureTypes))[0]?.n ?? 0) > 0) return;
  const periods = new Map(
    (await db.select().from(accessPeriods)).map((p) => [p.name, p.id] as const),
  );
  for (const [order, s] of DEMO_SIGNATURES.entries()) {
    const priced = s.periods
      .map(([name, price]) => ({ periodId: periods.get(name), price }))
      .filter((p): p is { periodId: number; price: number } => p.periodId !== undefined);
    const [type] = await db
      .insert(signatureTypes)
      .values({
        name: s.name,
        slug: s.slug,
        subtitle: s.subtitle,
        descriptionHtml: s.description,
        benefits: s.benefits,
        priceCents: priced[0]?.price ?? 0,
        accessPeriodId: priced[0]?.periodId ?? null,
        sortOrder: order + 1,
        availableInStore: true,
        active: true,
      })
      .returning({ id: signatureTypes.id });
    if (priced.length > 0)
      await db.insert(signatureTypeAccessPeriods).values(
        priced.map((p) => ({
          signatureTypeId: type!.id,
          accessPeriodId: p.periodId,
          priceCents: p.price,
        })),
      );
    const courseRows =
      s.courses.length === 0
        ? []
        : await db.select({ id: courses.id }).from(courses).where(inArray(courses.slug, s.courses));
    const researchRows = s.research
      ? await db
          .select({ id: researchReports.id })
          .from(researchReports)
          .where(isNull(researchReports.deletedAt))
      : [];
    const contents = [
      ...courseRows.map((c) => ({ kind: 'course' as const, targetId: c.id })),
      ...researchRows.map((r) => ({ kind: 'research' as const, targetId: r.id })),
    ];
    if (contents.length > 0)
      await db
        .insert(signatureTypeContents)
        .values(contents.map((c) => ({ signatureTypeId: type!.id, ...c })))
        .onConflictDoNothing();
  }
}
