import type { Market } from '@app/shared';
import { eq } from 'drizzle-orm';
import {
  accessPeriods,
  analystCredentials,
  analystTradeMethods,
  financialAssets,
  tradeMethods,
  tradeMethodSetups,
  users,
} from '../db/schema/index.ts';
import type { Db } from '../platform/db/database.ts';
import { ensureProduct } from './store.ts';

/**
 * Demo tickers (issue 15): twenty B3 instruments across the markets the recommendations use, with
 * their real tick sizes and standard lots. Their quotes in the demo are demo data, not B3's.
 */
export const DEMO_TICKERS: readonly {
  code: string;
  name: string;
  market: Market;
  tickSizeCents: number;
  lotSize: number;
  forSetups?: boolean;
}[] = [
  {
    code: 'PETR4',
    name: 'Petrobras PN',
    market: 'stocks',
    tickSizeCents: 1,
    lotSize: 100,
    forSetups: true,
  },
  {
    code: 'VALE3',
    name: 'Vale ON',
    market: 'stocks',
    tickSizeCents: 1,
    lotSize: 100,
    forSetups: true,
  },
  {
    code: 'ITUB4',
    name: 'Itaú Unibanco PN',
    market: 'stocks',
    tickSizeCents: 1,
    lotSize: 100,
    forSetups: true,
  },
  { code: 'BBDC4', name: 'Bradesco PN', market: 'stocks', tickSizeCents: 1, lotSize: 100 },
  {
    code: 'BBAS3',
    name: 'Banco do Brasil ON',
    market: 'stocks',
    tickSizeCents: 1,
    lotSize: 100,
    forSetups: true,
  },
  { code: 'WEGE3', name: 'WEG ON', market: 'stocks', tickSizeCents: 1, lotSize: 100 },
  { code: 'ABEV3', name: 'Ambev ON', market: 'stocks', tickSizeCents: 1, lotSize: 100 },
  { code: 'MGLU3', name: 'Magazine Luiza ON', market: 'stocks', tickSizeCents: 1, lotSize: 100 },
  {
    code: 'PRIO3',
    name: 'PRIO ON',
    market: 'stocks',
    tickSizeCents: 1,
    lotSize: 100,
    forSetups: true,
  },
  { code: 'SUZB3', name: 'Suzano ON', market: 'stocks', tickSizeCents: 1, lotSize: 100 },
  { code: 'IBOV', name: 'Ibovespa', market: 'index', tickSizeCents: 1, lotSize: 1 },
  {
    code: 'WINZ26',
    name: 'Mini Ibovespa dez/2026',
    market: 'mini_index',
    tickSizeCents: 500,
    lotSize: 1,
    forSetups: true,
  },
  {
    code: 'WDOZ26',
    name: 'Mini dólar dez/2026',
    market: 'mini_dollar',
    tickSizeCents: 50,
    lotSize: 1,
    forSetups: true,
  },
  {
    code: 'PETRL400',
    name: 'Opção de compra PETR4 dez/2026',
    market: 'options',
    tickSizeCents: 1,
    lotSize: 100,
  },
  { code: 'HGLG11', name: 'CSHG Logística FII', market: 'reits', tickSizeCents: 1, lotSize: 1 },
  {
    code: 'KNRI11',
    name: 'Kinea Renda Imobiliária FII',
    market: 'reits',
    tickSizeCents: 1,
    lotSize: 1,
  },
  { code: 'AAPL34', name: 'Apple BDR', market: 'bdrs', tickSizeCents: 1, lotSize: 1 },
  { code: 'NVDC34', name: 'NVIDIA BDR', market: 'bdrs', tickSizeCents: 1, lotSize: 1 },
  { code: 'BTC', name: 'Bitcoin (em reais)', market: 'crypto', tickSizeCents: 1, lotSize: 1 },
  { code: 'ETH', name: 'Ethereum (em reais)', market: 'crypto', tickSizeCents: 1, lotSize: 1 },
];

/** Three demo methods: the Mago with its setups, a weekly swing method and an options one. */
export const DEMO_METHODS = [
  {
    name: 'Método Mago',
    slug: 'metodo-mago',
    descriptionHtml:
      '<p>Operações de day trade e swing em mini-índice, mini-dólar e ações líquidas, com setups de rompimento, pullback e falha.</p>',
    setups: ['Rompimento de topo', 'Pullback na média de 20', 'Falha de fundo'],
  },
  {
    name: 'Swing Trade Semanal',
    slug: 'swing-trade-semanal',
    descriptionHtml:
      '<p>Uma seleção semanal de ações para carregar de alguns dias a poucas semanas, com stop e alvos definidos.</p>',
    setups: [],
  },
  {
    name: 'Renda com Opções',
    slug: 'renda-com-opcoes',
    descriptionHtml:
      '<p>Estruturas com opções para gerar renda sobre a carteira, com risco definido na entrada.</p>',
    setups: [],
  },
] as const;

export async function seedDemoRecommendations(db: Db): Promise<void> {
  await db
    .insert(financialAssets)
    .values(DEMO_TICKERS.map((t) => ({ ...t, forSetups: t.forSetups ?? false })))
    .onConflictDoNothing();
  for (const [order, { setups, ...method }] of DEMO_METHODS.entries()) {
    const [row] = await db
      .insert(tradeMethods)
      .values({ ...method, sortOrder: order })
      .onConflictDoNothing()
      .returning();
    if (!row || setups.length === 0) continue;
    await db
      .insert(tradeMethodSetups)
      .values(setups.map((name, index) => ({ tradeMethodId: row.id, name, sortOrder: index })));
  }
  // The weekly swing method is sold on its own in the store (a year of calls).
  const [swing] = await db
    .select({ id: tradeMethods.id })
    .from(tradeMethods)
    .where(eq(tradeMethods.slug, 'swing-trade-semanal'));
  const [year] = await db
    .select({ id: accessPeriods.id })
    .from(accessPeriods)
    .where(eq(accessPeriods.days, 365));
  if (swing)
    await ensureProduct(
      db,
      {
        slug: 'swing-trade-semanal-1-ano',
        name: 'Swing Trade Semanal — 1 ano',
        kind: 'trade_method',
        descriptionHtml:
          '<p>Um ano das recomendações semanais de swing trade: ativo, entrada, stop e alvos de ' +
          'cada operação, com o status ao vivo e o histórico completo.</p>',
        priceCents: 59_700,
        maxInstallments: 12,
        accessPeriodId: year?.id ?? null,
        sortOrder: 40,
      },
      [{ kind: 'trade_method', targetId: swing.id }],
    );

  // Paulo Analista: CNPI, the declaration, and the Mago and the weekly swing method.
  const [paulo] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'analista@demo.lstrader.com.br'));
  if (!paulo) return;
  await db
    .insert(analystCredentials)
    .values({
      userId: paulo.id,
      cnpi: 'EM-2150',
      declarationAcceptedAt: new Date('2026-01-05T12:00:00Z'),
      conflictsOfInterest: 'Possui posição própria em PETR4 e VALE3.',
      bio: 'Analista CNPI desde 2014, especialista em análise técnica de mini-índice e ações.',
    })
    .onConflictDoNothing();
  const methods = await db
    .select({ id: tradeMethods.id, slug: tradeMethods.slug })
    .from(tradeMethods);
  await db
    .insert(analystTradeMethods)
    .values(
      methods
        .filter((m) => m.slug === 'metodo-mago' || m.slug === 'swing-trade-semanal')
        .map((m) => ({ userId: paulo.id, tradeMethodId: m.id })),
    )
    .onConflictDoNothing();
}
