import { count, eq, inArray } from 'drizzle-orm';
import { categories, courses, landingPages, videos } from '../db/schema/index.ts';
import type { Db } from '../platform/db/database.ts';
import { DEMO_VIDEOS } from './learning.ts';

const HOUR = 3_600_000;

/** LS Play demo library: public Vimeo and YouTube videos across the demo categories. */
export const DEMO_LS_PLAY = [
  {
    title: 'Abertura de mercado: o que olhar antes do pregão',
    category: 'day-trade',
    url: DEMO_VIDEOS.vimeo,
    minutes: 12,
    hoursAgo: 2,
    description:
      '<p>Agenda do dia, ajustes do mini-índice e os níveis que importam antes das 9h.</p>',
  },
  {
    title: 'Gestão de risco no day trade',
    category: 'day-trade',
    url: DEMO_VIDEOS.youtube,
    minutes: 18,
    hoursAgo: 30,
    description:
      '<p>Stop por operação, limite diário e tamanho de posição: as regras que mantêm você no jogo.</p>',
  },
  {
    title: 'Suportes e resistências na prática',
    category: 'analise-tecnica',
    url: DEMO_VIDEOS.vimeoBunny,
    minutes: 15,
    hoursAgo: 50,
    description: '<p>Como marcar zonas de preço que o mercado respeita e evitar as armadilhas.</p>',
  },
  {
    title: 'Médias móveis: quando usar e quando ignorar',
    category: 'analise-tecnica',
    url: DEMO_VIDEOS.vimeoBunny,
    minutes: 11,
    hoursAgo: 75,
    description: '<p>Médias de 9, 21 e 200 períodos em tendência e em lateralidade.</p>',
  },
  {
    title: 'Opções para iniciantes: calls e puts',
    category: 'opcoes',
    url: DEMO_VIDEOS.youtube,
    minutes: 22,
    hoursAgo: 100,
    description: '<p>O que é uma opção, prêmio, strike e vencimento, com exemplos em PETR4.</p>',
  },
  {
    title: 'Travas de alta: proteção com custo baixo',
    category: 'opcoes',
    url: DEMO_VIDEOS.vimeo,
    minutes: 16,
    hoursAgo: 130,
    description: '<p>Montando uma trava de alta com calls e calculando o risco máximo.</p>',
  },
] as const;

/**
 * Six LS Play videos, the launch page `black-friday-trader` (7 trial days, promoting
 * 'day-trade-do-zero') and the internal page `sobre-a-liberta`. Runs after the learning seed
 * (categories and courses); running it again changes nothing.
 */
export async function seedDemoVideosAndLandings(db: Db, at: Date = new Date()): Promise<void> {
  if (((await db.select({ n: count() }).from(videos))[0]?.n ?? 0) === 0) {
    const slugs = [...new Set(DEMO_LS_PLAY.map((v) => v.category))];
    const categoryIds = new Map(
      (
        await db
          .select({ id: categories.id, slug: categories.slug })
          .from(categories)
          .where(inArray(categories.slug, slugs))
      ).map((c) => [c.slug, c.id]),
    );
    await db.insert(videos).values(
      DEMO_LS_PLAY.map((v) => ({
        title: v.title,
        descriptionHtml: v.description,
        videoUrl: v.url,
        categoryId: categoryIds.get(v.category) ?? null,
        durationSeconds: v.minutes * 60,
        status: 'published' as const,
        publishedAt: new Date(at.getTime() - v.hoursAgo * HOUR),
      })),
    );
  }

  const [dayTrade] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.slug, 'day-trade-do-zero'));
  await db
    .insert(landingPages)
    .values([
      {
        kind: 'launch',
        slug: 'black-friday-trader',
        title: 'Black Friday Trader',
        headline: 'Sete dias grátis do Day Trade do Zero: aprenda a operar antes de investir.',
        bodyHtml:
          '<h2>O que você recebe</h2><ul><li>Acesso completo ao curso Day Trade do Zero por 7 dias</li>' +
          '<li>Aulas que retomam no segundo em que você parou, em qualquer aparelho</li>' +
          '<li>Condição especial de Black Friday para continuar depois do teste</li></ul>' +
          '<p>Deixe seus dados no formulário e comece hoje.</p>',
        videoUrl: DEMO_VIDEOS.vimeo,
        courseId: dayTrade?.id ?? null,
        ctaText: 'Quero meu teste grátis',
        trialDays: 7,
        active: true,
      },
      {
        kind: 'internal',
        slug: 'sobre-a-liberta',
        title: 'Sobre a Liberta',
        headline: 'Educação financeira e análises para investir com liberdade.',
        bodyHtml:
          '<p>A Liberta reúne cursos, relatórios de research, podcasts e o calendário do investidor ' +
          'em um só lugar, com analistas que acompanham o mercado todos os dias.</p>' +
          '<h2>Fale com a gente</h2><p>Deixe seu contato e um especialista retorna em até um dia útil.</p>',
        videoUrl: DEMO_VIDEOS.youtube,
        courseId: null,
        ctaText: 'Quero receber novidades',
        trialDays: 0,
        active: true,
      },
    ])
    .onConflictDoNothing();
}
