import { addDays, saoPauloDay, saoPauloInstant, weekStart } from '@app/shared';
import { count, eq, inArray } from 'drizzle-orm';
import { calendarEvents, courses, podcasts, trailItems, trails } from '../db/schema/index.ts';
import type { Db } from '../platform/db/database.ts';
import { DEMO_VIDEOS } from './learning.ts';

/** A public test MP3 (SoundHelix examples) so the demo's `<audio>` players really play. */
const DEMO_MP3 = (n: number) => `https://www.soundhelix.com/examples/mp3/SoundHelix-Song-${n}.mp3`;

export const DEMO_PODCASTS = [
  {
    title: 'Ep. 1 — Como montar seu plano de trade',
    description:
      '<p>Gerenciamento de risco, stop diário e o diário de operações: o básico que separa o trader do apostador.</p>',
    audioUrl: DEMO_MP3(1),
    videoUrl: null,
    durationSeconds: 31 * 60 + 12,
    daysAgo: 21,
  },
  {
    title: 'Ep. 2 — Psicologia do trader: lidando com o stop',
    description: '<p>Por que aceitar a perda pequena é a habilidade mais lucrativa do mercado.</p>',
    audioUrl: DEMO_MP3(2),
    videoUrl: DEMO_VIDEOS.youtube,
    durationSeconds: 42 * 60 + 5,
    daysAgo: 14,
  },
  {
    title: 'Ep. 3 — Copom, juros e o mini-índice',
    description: '<p>Como a decisão da Selic mexe com o WIN e com a curva de juros (DI1F27).</p>',
    audioUrl: 'https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk',
    videoUrl: null,
    durationSeconds: 38 * 60 + 47,
    daysAgo: 7,
  },
  {
    title: 'Ep. 4 — Payroll e dólar: o que observar na sexta',
    description: '<p>O relatório de emprego americano e seus efeitos no USDBRL e no WDO.</p>',
    audioUrl: null,
    videoUrl: DEMO_VIDEOS.vimeo,
    durationSeconds: 27 * 60 + 30,
    daysAgo: 2,
  },
] as const;

interface DemoEvent {
  title: string;
  description: string;
  /** Days after the Monday of the current São Paulo week. */
  day: number;
  /** São Paulo time; null for a day-only event. */
  time: string | null;
  importance: 1 | 2 | 3;
  country: 'BR' | 'US';
  assets: string[];
}

/** About two weeks of a real economic agenda, from the Monday of the week the seed runs. */
export const DEMO_CALENDAR: DemoEvent[] = [
  {
    title: 'Boletim Focus',
    description: 'Projeções do mercado para inflação, Selic, câmbio e PIB.',
    day: 0,
    time: '08:25',
    importance: 1,
    country: 'BR',
    assets: ['DI1F27'],
  },
  {
    title: 'IPCA-15 (mensal)',
    description: 'Prévia da inflação oficial.',
    day: 1,
    time: '09:00',
    importance: 2,
    country: 'BR',
    assets: ['DI1F27', 'WIN'],
  },
  {
    title: 'Decisão do FOMC (juros dos EUA)',
    description: 'Decisão de juros do Federal Reserve, seguida da coletiva do presidente do Fed.',
    day: 2,
    time: '15:00',
    importance: 3,
    country: 'US',
    assets: ['USDBRL', 'WDO', 'DI1F27', 'WIN'],
  },
  {
    title: 'Copom: decisão da taxa Selic',
    description: 'Comunicado do Comitê de Política Monetária após o fechamento do mercado.',
    day: 2,
    time: '18:30',
    importance: 3,
    country: 'BR',
    assets: ['DI1F27', 'WIN', 'USDBRL'],
  },
  {
    title: 'Pedidos de seguro-desemprego',
    description: 'Pedidos iniciais semanais nos EUA.',
    day: 3,
    time: '10:30',
    importance: 1,
    country: 'US',
    assets: ['USDBRL'],
  },
  {
    title: 'Payroll (criação de vagas fora do setor agrícola)',
    description: 'Relatório de emprego dos EUA; costuma mexer forte com dólar e juros.',
    day: 4,
    time: '10:30',
    importance: 3,
    country: 'US',
    assets: ['USDBRL', 'WDO', 'WIN'],
  },
  {
    title: 'Ata do Copom',
    description: 'Detalhes da última decisão de juros.',
    day: 8,
    time: '08:00',
    importance: 2,
    country: 'BR',
    assets: ['DI1F27'],
  },
  {
    title: 'IPCA (mensal)',
    description: 'Inflação oficial do Brasil, divulgada pelo IBGE.',
    day: 9,
    time: '09:00',
    importance: 3,
    country: 'BR',
    assets: ['DI1F27', 'WIN', 'USDBRL'],
  },
  {
    title: 'CPI — inflação ao consumidor dos EUA',
    description: 'Índice de preços ao consumidor, núcleo e cheio.',
    day: 9,
    time: '10:30',
    importance: 3,
    country: 'US',
    assets: ['USDBRL', 'WDO'],
  },
  {
    title: 'Vencimento de opções sobre o Ibovespa',
    description: 'Dia de vencimento: volatilidade maior no índice.',
    day: 9,
    time: null,
    importance: 2,
    country: 'BR',
    assets: ['WIN', 'IBOV'],
  },
  {
    title: 'PIB trimestral',
    description: 'Produto Interno Bruto do trimestre, pelo IBGE.',
    day: 10,
    time: '09:00',
    importance: 3,
    country: 'BR',
    assets: ['DI1F27', 'WIN'],
  },
  {
    title: 'Vendas no varejo (PMC)',
    description: 'Pesquisa Mensal de Comércio.',
    day: 11,
    time: '09:00',
    importance: 1,
    country: 'BR',
    assets: ['WIN'],
  },
  {
    title: 'Balança comercial',
    description: 'Saldo mensal de exportações e importações.',
    day: 11,
    time: null,
    importance: 1,
    country: 'BR',
    assets: ['USDBRL'],
  },
];

async function courseIds(db: Db, slugs: string[]) {
  const rows = await db
    .select({ id: courses.id, slug: courses.slug })
    .from(courses)
    .where(inArray(courses.slug, slugs));
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/**
 * Demo podcasts, investor calendar events for this week and the next, and the trail "Do zero ao
 * primeiro trade" (two of Carla's courses and an episode) plus one with a course she lacks.
 * Runs once: an existing trail, podcast or event table leaves that part alone.
 */
export async function seedDemoTrailsPodcastsCalendar(db: Db, at: Date = new Date()): Promise<void> {
  if (((await db.select({ n: count() }).from(podcasts))[0]?.n ?? 0) === 0) {
    await db.insert(podcasts).values(
      DEMO_PODCASTS.map((p) => ({
        title: p.title,
        descriptionHtml: p.description,
        audioUrl: p.audioUrl,
        videoUrl: p.videoUrl,
        durationSeconds: p.durationSeconds,
        status: 'published' as const,
        publishedAt: new Date(at.getTime() - p.daysAgo * 86_400_000),
      })),
    );
  }

  if (((await db.select({ n: count() }).from(calendarEvents))[0]?.n ?? 0) === 0) {
    const monday = weekStart(saoPauloDay(at));
    await db.insert(calendarEvents).values(
      DEMO_CALENDAR.map((e) => ({
        title: e.title,
        description: e.description,
        startsAt: new Date(saoPauloInstant(addDays(monday, e.day), e.time)),
        hasTime: e.time !== null,
        importance: e.importance,
        country: e.country,
        assets: e.assets,
      })),
    );
  }

  const [existing] = await db
    .select({ id: trails.id })
    .from(trails)
    .where(eq(trails.slug, 'do-zero-ao-primeiro-trade'));
  if (existing) return;
  const ids = await courseIds(db, [
    'day-trade-do-zero',
    'analise-tecnica-essencial',
    'opcoes-na-pratica',
  ]);
  const episodes = await db
    .select({ id: podcasts.id, title: podcasts.title })
    .from(podcasts)
    .where(
      inArray(
        podcasts.title,
        DEMO_PODCASTS.map((p) => p.title),
      ),
    );
  const episode = (index: number) =>
    episodes.find((e) => e.title === DEMO_PODCASTS[index]?.title)?.id;
  const demo = [
    {
      slug: 'do-zero-ao-primeiro-trade',
      title: 'Do zero ao primeiro trade',
      description:
        '<p>O caminho completo para quem está começando: fundamentos do day trade, leitura de gráfico e a cabeça do trader, até a primeira operação com plano.</p>',
      items: [
        { kind: 'course' as const, targetId: ids.get('day-trade-do-zero') },
        { kind: 'podcast' as const, targetId: episode(1) },
        { kind: 'course' as const, targetId: ids.get('analise-tecnica-essencial') },
      ],
    },
    {
      slug: 'protegendo-a-carteira',
      title: 'Protegendo a carteira com opções',
      description:
        '<p>Entenda juros e dólar na agenda da semana e aprenda a usar opções para proteger seus investimentos.</p>',
      items: [
        { kind: 'podcast' as const, targetId: episode(2) },
        { kind: 'course' as const, targetId: ids.get('opcoes-na-pratica') },
      ],
    },
  ];
  for (const trail of demo) {
    const [row] = await db
      .insert(trails)
      .values({
        slug: trail.slug,
        title: trail.title,
        descriptionHtml: trail.description,
        status: 'published',
      })
      .onConflictDoNothing()
      .returning({ id: trails.id });
    const steps = trail.items.filter(
      (item): item is { kind: 'course' | 'podcast'; targetId: number } =>
        item.targetId !== undefined,
    );
    if (row && steps.length > 0)
      await db
        .insert(trailItems)
        .values(steps.map((step, order) => ({ trailId: row.id, ...step, order })));
  }
}
