import type { Market } from '@app/shared';
import { financialAssets } from '../db/schema/index.ts';
import type { Db } from '../platform/db/database.ts';

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

export async function seedDemoRecommendations(db: Db): Promise<void> {
  await db
    .insert(financialAssets)
    .values(DEMO_TICKERS.map((t) => ({ ...t, forSetups: t.forSetups ?? false })))
    .onConflictDoNothing();
}
