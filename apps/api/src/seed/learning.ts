import slugify from '@sindresorhus/slugify';
import { count, eq } from 'drizzle-orm';
import {
  accessGrants,
  accessPeriods,
  categories,
  courseLevels,
  courseModules,
  courseTypes,
  courses,
  instructors,
  lessons,
  users,
} from '../db/schema/index.ts';
import type { Db } from '../platform/db/database.ts';

/**
 * Public demo videos (spec section 5 link rules): Vimeo and YouTube links as staff paste them,
 * and a PandaVideo embed link with its player host.
 */
export const DEMO_VIDEOS = {
  vimeo: 'https://vimeo.com/76979871',
  vimeoBunny: 'https://vimeo.com/1084537',
  youtube: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  panda:
    'https://player-vz-7b6cf9e4-8bf.tv.pandavideo.com.br/embed/?v=2f8e5c1a-6b3d-4e7f-9a10-5c2d8e4b7f61',
} as const;

interface DemoLesson {
  title: string;
  video: string;
  minutes: number;
  free?: boolean;
  releaseDays?: number;
  body?: string;
}
interface DemoCourse {
  slug: string;
  title: string;
  subtitle: string;
  description: string;
  category: string;
  level: string;
  instructor: string;
  priceCents: number;
  maxInstallments: number;
  adTexts: Partial<Record<'brazilian' | 'global' | 'liberta', string>>;
  modules: { title: string; lessons: DemoLesson[] }[];
}

export const DEMO_COURSES: DemoCourse[] = [
  {
    slug: 'day-trade-do-zero',
    title: 'Day Trade do Zero',
    subtitle: 'Do primeiro gráfico à primeira operação com gestão de risco',
    description:
      '<p>Um curso prático para quem nunca operou: leitura de gráfico, mini-índice e mini-dólar, ' +
      'plano de trade e <strong>gestão de risco</strong> antes de qualquer ordem.</p>' +
      '<ul><li>Aulas curtas e objetivas</li><li>Material de apoio</li><li>Certificado</li></ul>',
    category: 'Day Trade',
    level: 'Iniciante',
    instructor: 'Paulo Analista',
    priceCents: 49_700,
    maxInstallments: 12,
    adTexts: {
      brazilian: 'Aprenda day trade com quem opera todos os dias na B3.',
      global: 'Comece no day trade com método e gestão de risco.',
      liberta: 'Sua liberdade financeira começa com o primeiro gráfico.',
    },
    modules: [
      {
        title: 'Primeiros passos',
        lessons: [
          {
            title: 'Boas-vindas e como estudar',
            video: DEMO_VIDEOS.vimeo,
            minutes: 2,
            free: true,
            body: '<p>Veja como o curso está organizado e como tirar o melhor de cada aula.</p>',
          },
          { title: 'O que é day trade', video: DEMO_VIDEOS.vimeoBunny, minutes: 10 },
          { title: 'Mini-índice e mini-dólar', video: DEMO_VIDEOS.youtube, minutes: 10 },
        ],
      },
      {
        title: 'Leitura de gráfico',
        lessons: [
          { title: 'Candles e tempos gráficos', video: DEMO_VIDEOS.vimeo, minutes: 2 },
          { title: 'Suportes e resistências', video: DEMO_VIDEOS.panda, minutes: 12 },
        ],
      },
      {
        title: 'Gestão de risco',
        lessons: [
          { title: 'Stop, alvo e tamanho da posição', video: DEMO_VIDEOS.vimeoBunny, minutes: 10 },
          { title: 'Plano de trade', video: DEMO_VIDEOS.youtube, minutes: 10, releaseDays: 7 },
        ],
      },
    ],
  },
  {
    slug: 'analise-tecnica-essencial',
    title: 'Análise Técnica Essencial',
    subtitle: 'Tendências, padrões e indicadores sem complicação',
    description:
      '<p>Os fundamentos da análise técnica aplicados a ações e índices, com exemplos reais.</p>',
    category: 'Análise Técnica',
    level: 'Intermediário',
    instructor: 'Paulo Analista',
    priceCents: 29_700,
    maxInstallments: 10,
    adTexts: { brazilian: 'Leia o mercado com clareza.', liberta: 'O gráfico conta uma história.' },
    modules: [
      {
        title: 'Tendências',
        lessons: [
          { title: 'Topos e fundos', video: DEMO_VIDEOS.vimeo, minutes: 2, free: true },
          { title: 'Linhas de tendência', video: DEMO_VIDEOS.vimeoBunny, minutes: 10 },
        ],
      },
      {
        title: 'Indicadores',
        lessons: [
          { title: 'Médias móveis', video: DEMO_VIDEOS.youtube, minutes: 10 },
          { title: 'IFR e estocástico', video: DEMO_VIDEOS.panda, minutes: 12 },
        ],
      },
    ],
  },
  {
    slug: 'opcoes-na-pratica',
    title: 'Opções na Prática',
    subtitle: 'Estratégias com opções para proteger e rentabilizar a carteira',
    description: '<p>Compra e venda de opções, travas e proteção de carteira, passo a passo.</p>',
    category: 'Opções',
    level: 'Avançado',
    instructor: 'Marina Opções',
    priceCents: 89_700,
    maxInstallments: 12,
    adTexts: { global: 'Opções para quem já opera e quer ir além.' },
    modules: [
      {
        title: 'Fundamentos',
        lessons: [
          { title: 'Calls e puts', video: DEMO_VIDEOS.vimeo, minutes: 2, free: true },
          { title: 'Gregas sem mistério', video: DEMO_VIDEOS.vimeoBunny, minutes: 10 },
        ],
      },
      {
        title: 'Estratégias',
        lessons: [
          { title: 'Travas de alta e de baixa', video: DEMO_VIDEOS.youtube, minutes: 10 },
          { title: 'Protegendo a carteira', video: DEMO_VIDEOS.panda, minutes: 12 },
        ],
      },
    ],
  },
];

/** Lookups every installation needs (levels, types, access periods); skipped when present. */
export async function seedLearningLookups(db: Db): Promise<void> {
  const empty = async (table: typeof courseLevels | typeof courseTypes | typeof accessPeriods) =>
    ((await db.select({ n: count() }).from(table))[0]?.n ?? 0) === 0;
  if (await empty(courseLevels))
    await db.insert(courseLevels).values([
      { name: 'Iniciante', order: 1 },
      { name: 'Intermediário', order: 2 },
      { name: 'Avançado', order: 3 },
    ]);
  if (await empty(courseTypes))
    await db.insert(courseTypes).values([
      { name: 'Online (gravado)', inPerson: false },
      { name: 'Ao vivo', inPerson: false },
      { name: 'Presencial', inPerson: true },
    ]);
  if (await empty(accessPeriods))
    await db.insert(accessPeriods).values([
      { name: '30 dias', days: 30 },
      { name: '6 meses', days: 180 },
      { name: '1 ano', days: 365 },
      { name: 'Vitalício', days: null },
    ]);
}

/**
 * Demo categories, instructors, three courses, and grants with progress for Carla Cliente;
 * `at`: the clock her grants started three days before.
 */
export async function seedDemoLearning(db: Db, at: Date = new Date()): Promise<void> {
  await seedLearningLookups(db);
  if (((await db.select({ n: count() }).from(courses))[0]?.n ?? 0) > 0) return;

  const categoryIds = new Map<string, number>();
  for (const name of new Set(DEMO_COURSES.map((c) => c.category))) {
    const [row] = await db
      .insert(categories)
      .values({ name, slug: slugify(name, { locale: 'pt' }) })
      .onConflictDoNothing()
      .returning({ id: categories.id });
    if (row) categoryIds.set(name, row.id);
  }
  const [analyst] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'analista@demo.lstrader.com.br'));
  const instructorIds = new Map<string, number>();
  for (const name of new Set(DEMO_COURSES.map((c) => c.instructor))) {
    const [row] = await db
      .insert(instructors)
      .values({
        name,
        bio:
          name === 'Paulo Analista'
            ? 'Analista CNPI, opera mini-índice há 12 anos.'
            : 'Especialista em derivativos e proteção de carteira.',
        userId: name === 'Paulo Analista' ? (analyst?.id ?? null) : null,
      })
      .returning({ id: instructors.id });
    instructorIds.set(name, row!.id);
  }
  const levels = new Map(
    (await db.select().from(courseLevels)).map((l) => [l.name, l.id] as const),
  );
  const [lifetime] = await db
    .select({ id: accessPeriods.id })
    .from(accessPeriods)
    .where(eq(accessPeriods.name, 'Vitalício'));
  const [online] = await db
    .select({ id: courseTypes.id })
    .from(courseTypes)
    .where(eq(courseTypes.name, 'Online (gravado)'));

  const courseIds: number[] = [];
  for (const c of DEMO_COURSES) {
    const [course] = await db
      .insert(courses)
      .values({
        slug: c.slug,
        title: c.title,
        subtitle: c.subtitle,
        descriptionHtml: c.description,
        categoryId: categoryIds.get(c.category) ?? null,
        levelId: levels.get(c.level) ?? null,
        typeId: online?.id ?? null,
        instructorId: instructorIds.get(c.instructor) ?? null,
        accessPeriodId: lifetime?.id ?? null,
        trialType: 'free_lessons',
        priceCents: c.priceCents,
        maxInstallments: c.maxInstallments,
        adTexts: c.adTexts,
        status: 'published',
      })
      .returning({ id: courses.id });
    courseIds.push(course!.id);
    for (const [moduleOrder, m] of c.modules.entries()) {
      const [module] = await db
        .insert(courseModules)
        .values({ courseId: course!.id, title: m.title, order: moduleOrder })
        .returning({ id: courseModules.id });
      await db.insert(lessons).values(
        m.lessons.map((l, order) => ({
          moduleId: module!.id,
          courseId: course!.id,
          title: l.title,
          videoUrl: l.video,
          bodyHtml: l.body ?? null,
          durationSeconds: l.minutes * 60,
          freePreview: l.free ?? false,
          releaseType: l.releaseDays ? ('days_after_grant' as const) : ('immediate' as const),
          releaseDays: l.releaseDays ?? null,
          order,
        })),
      );
    }
  }

  // Carla Cliente owns the first two courses, given by the team (a staff grant: she holds no
  // courtesy, so her record and the chat's badges show none), lifetime.
  const [carla] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'cliente@demo.lstrader.com.br'));
  if (carla)
    await db.insert(accessGrants).values(
      courseIds.slice(0, 2).map((targetId) => ({
        userId: carla.id,
        kind: 'course' as const,
        targetId,
        startsAt: new Date(at.getTime() - 3 * 86_400_000),
        endsAt: null,
        source: 'staff' as const,
        note: 'Acesso de demonstração',
      })),
    );
}
