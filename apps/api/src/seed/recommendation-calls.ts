import type { BrandId, RecommendationStatus } from '@app/shared';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import {
  accessGrants,
  analystCredentials,
  analystTradeMethods,
  financialAssets,
  quotes,
  recommendations,
  signatureTypeContents,
  signatureTypes,
  tradeMethods,
  tradeMethodSetups,
  users,
} from '../db/schema/index.ts';
import type { Db } from '../platform/db/database.ts';
import { accessService } from '../modules/access/access.service.ts';
import { recommendationService } from '../modules/recommendations/recommendations.service.ts';

/**
 * The demo's recommendations (issue 15): a second analyst, who opens which method, and thirty
 * calls across every status. Nothing here is a typed result: each call is published through the
 * service on the day it names, the demo quotes that followed are applied by the same rules a live
 * quote meets, and the analysts' cancels and closes are actions on the version they saw. The
 * levels are chosen from the demo quotes so each call ends where the demo needs one.
 */

type Outcome = RecommendationStatus;
interface Plan {
  code: string;
  method: 'metodo-mago' | 'swing-trade-semanal' | 'renda-com-opcoes';
  analyst: 'paulo' | 'marina';
  operation: 'buy' | 'sell';
  outcome: Outcome;
  /** The weekday of the demo period it was published on (0: the first). */
  day: number;
  brand: BrandId;
}

const P = (
  code: string,
  method: Plan['method'],
  analyst: Plan['analyst'],
  operation: Plan['operation'],
  outcome: Outcome,
  day: number,
  brand: BrandId = 'brazilian',
): Plan => ({ code, method, analyst, operation, outcome, day, brand });

export const DEMO_CALLS: readonly Plan[] = [
  P('PETR4', 'metodo-mago', 'paulo', 'buy', 'gain', 2),
  P('VALE3', 'swing-trade-semanal', 'paulo', 'buy', 'stopped', 3),
  P('ITUB4', 'swing-trade-semanal', 'marina', 'buy', 'gain', 4),
  P('WEGE3', 'metodo-mago', 'paulo', 'sell', 'gain', 5),
  P('BBAS3', 'swing-trade-semanal', 'marina', 'sell', 'stopped', 6),
  P('ABEV3', 'renda-com-opcoes', 'marina', 'buy', 'gain', 6),
  P('PRIO3', 'metodo-mago', 'paulo', 'buy', 'closed', 7),
  P('SUZB3', 'swing-trade-semanal', 'paulo', 'buy', 'gain', 8),
  P('BBDC4', 'renda-com-opcoes', 'marina', 'sell', 'gain', 9),
  P('MGLU3', 'metodo-mago', 'paulo', 'sell', 'stopped', 9),
  P('PETR4', 'swing-trade-semanal', 'marina', 'buy', 'stopped', 10),
  P('VALE3', 'metodo-mago', 'paulo', 'sell', 'gain', 11),
  P('ITUB4', 'renda-com-opcoes', 'marina', 'buy', 'expired', 11),
  P('HGLG11', 'swing-trade-semanal', 'paulo', 'buy', 'cancelled', 12),
  P('WEGE3', 'swing-trade-semanal', 'marina', 'buy', 'stopped', 13),
  P('AAPL34', 'swing-trade-semanal', 'paulo', 'buy', 'gain', 14, 'liberta'),
  P('NVDC34', 'swing-trade-semanal', 'marina', 'buy', 'stopped', 14, 'liberta'),
  P('KNRI11', 'renda-com-opcoes', 'marina', 'buy', 'closed', 15),
  P('BBAS3', 'metodo-mago', 'paulo', 'buy', 'expired', 15),
  P('ABEV3', 'swing-trade-semanal', 'paulo', 'sell', 'gain', 16, 'liberta'),
  P('PRIO3', 'swing-trade-semanal', 'marina', 'sell', 'closed', 17),
  P('SUZB3', 'metodo-mago', 'paulo', 'buy', 'partial', 18),
  P('PETR4', 'renda-com-opcoes', 'marina', 'buy', 'partial', 19),
  P('VALE3', 'swing-trade-semanal', 'paulo', 'buy', 'partial', 20, 'liberta'),
  P('ITUB4', 'metodo-mago', 'paulo', 'buy', 'active', 21),
  P('BBDC4', 'swing-trade-semanal', 'marina', 'sell', 'active', 22),
  P('MGLU3', 'swing-trade-semanal', 'paulo', 'buy', 'active', 23, 'liberta'),
  P('WEGE3', 'renda-com-opcoes', 'marina', 'buy', 'cancelled', 24),
  P('PETR4', 'metodo-mago', 'paulo', 'buy', 'waiting', 25),
  P('VALE3', 'swing-trade-semanal', 'marina', 'sell', 'waiting', 26, 'liberta'),
];

interface Bar {
  id: number;
  at: Date;
  open: number;
  high: number;
  low: number;
  close: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The levels that make a call end as planned over the bars that follow its publication. */
function levelsFor(plan: Plan, bars: readonly Bar[]) {
  const buy = plan.operation === 'buy';
  const first = bars[0]!;
  const later = bars.slice(1);
  const soon = later.slice(0, 5);
  const highest = Math.max(...bars.map((b) => b.high));
  const lowest = Math.min(...bars.map((b) => b.low));
  const step = Math.max(5, Math.round(first.close * 0.004));
  // Entered on the day it is published: the day's own range.
  const entry = { min: first.low, max: first.high };
  const beyondAll = buy ? highest + step * 4 : Math.max(step, lowest - step * 4);
  const safeStop = buy ? Math.max(step, lowest - step * 3) : highest + step * 3;
  const soonBest = buy ? Math.max(...soon.map((b) => b.high)) : Math.min(...soon.map((b) => b.low));
  const soonWorst = buy
    ? Math.min(...soon.map((b) => b.low))
    : Math.max(...soon.map((b) => b.high));
  const reachable = buy ? soonBest > entry.max : soonBest < entry.min;
  const stoppable = buy ? soonWorst < entry.min : soonWorst > entry.max;
  switch (plan.outcome) {
    case 'gain':
      if (!reachable) return null;
      return { entry, stop: safeStop, targets: [soonBest], conduction: 'first' as const };
    case 'partial':
      if (!reachable) return null;
      return {
        entry,
        stop: safeStop,
        targets: [soonBest, beyondAll],
        conduction: 'partial' as const,
      };
    case 'stopped':
      if (!stoppable) return null;
      return { entry, stop: soonWorst, targets: [beyondAll], conduction: 'first' as const };
    case 'active':
    case 'closed':
      return { entry, stop: safeStop, targets: [beyondAll], conduction: 'first' as const };
    case 'waiting':
    case 'cancelled':
    case 'expired': {
      // Never entered: the entry is beyond every price of the period.
      const far = buy ? Math.max(step * 4, lowest - step * 6) : highest + step * 6;
      return {
        entry: { min: far, max: far },
        stop: buy ? far - step * 3 : far + step * 3,
        targets: [buy ? far + step * 6 : far - step * 6],
        conduction: 'first' as const,
      };
    }
  }
}

export async function seedDemoCalls(db: Db, at: Date): Promise<void> {
  const [existing] = await db.select({ id: recommendations.id }).from(recommendations).limit(1);
  if (existing) return;

  // Marina Analista (demo.ts): the second analyst, in the options and the weekly swing methods.
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(users.email, [
        'analista@demo.lstrader.com.br',
        'analista2@demo.lstrader.com.br',
        'premium@demo.lstrader.com.br',
        'cortesia@demo.lstrader.com.br',
        'cliente@demo.lstrader.com.br',
      ]),
    );
  const person = (email: string) => people.find((p) => p.email === email)?.id;
  const paulo = person('analista@demo.lstrader.com.br');
  const marinaId = person('analista2@demo.lstrader.com.br');
  if (!paulo || !marinaId) return;
  const methods = new Map(
    (await db.select({ id: tradeMethods.id, slug: tradeMethods.slug }).from(tradeMethods)).map(
      (m) => [m.slug, m.id],
    ),
  );
  const method = (slug: Plan['method']) => methods.get(slug)!;
  await db
    .insert(analystCredentials)
    .values({
      userId: marinaId,
      cnpi: 'EM-3321',
      declarationAcceptedAt: new Date('2026-02-02T12:00:00Z'),
      conflictsOfInterest: '',
      bio: 'Analista CNPI especializada em opções e em carteiras de dividendos.',
    })
    .onConflictDoNothing();
  await db
    .insert(analystTradeMethods)
    .values([
      { userId: marinaId, tradeMethodId: method('renda-com-opcoes') },
      { userId: marinaId, tradeMethodId: method('swing-trade-semanal') },
    ])
    .onConflictDoNothing();

  // Who opens which method: LS Premium includes the Mago; the courtesy customer has the options
  // method as a courtesy; the weekly swing is sold in the store (Carla sees its calls locked).
  const [premium] = await db
    .select({ id: signatureTypes.id })
    .from(signatureTypes)
    .where(eq(signatureTypes.slug, 'ls-premium'));
  if (premium)
    await db
      .insert(signatureTypeContents)
      .values({
        signatureTypeId: premium.id,
        kind: 'trade_method',
        targetId: method('metodo-mago'),
      })
      .onConflictDoNothing();
  const courtesy = person('cortesia@demo.lstrader.com.br');
  if (courtesy)
    await db.insert(accessGrants).values({
      userId: courtesy,
      kind: 'trade_method',
      targetId: method('renda-com-opcoes'),
      startsAt: new Date(at.getTime() - 60 * DAY),
      endsAt: new Date(at.getTime() + 305 * DAY),
      source: 'courtesy',
      note: 'Cortesia de demonstração',
    });

  const setups = await db
    .select({ id: tradeMethodSetups.id, methodId: tradeMethodSetups.tradeMethodId })
    .from(tradeMethodSetups)
    .orderBy(asc(tradeMethodSetups.sortOrder), asc(tradeMethodSetups.id));
  const assets = new Map(
    (
      await db.select({ id: financialAssets.id, code: financialAssets.code }).from(financialAssets)
    ).map((a) => [a.code, a.id]),
  );

  let clock = at;
  const service = recommendationService({
    db,
    access: accessService(db, () => clock),
    now: () => clock,
    audit: () => Promise.resolve(),
    publish: () => Promise.resolve(),
  });
  const days = (
    await db
      .selectDistinct({ at: quotes.at })
      .from(quotes)
      .where(eq(quotes.source, 'cotahist'))
      .orderBy(asc(quotes.at))
  ).map((d) => d.at);
  if (days.length < 28) return;
  const author = (plan: Plan) => (plan.analyst === 'paulo' ? paulo : marinaId);

  for (const [index, plan] of DEMO_CALLS.entries()) {
    const assetId = assets.get(plan.code);
    if (!assetId) continue;
    // The planned day, or the next one whose prices let the call end as planned.
    let found: {
      publishedAt: Date;
      bars: Bar[];
      levels: NonNullable<ReturnType<typeof levelsFor>>;
    } | null = null;
    for (let shift = 0; !found && shift < 8; shift++) {
      const day = days[plan.day + shift];
      if (!day) break;
      // Published in the morning (São Paulo) of its day; that day's bar closes at 18:00.
      const publishedAt = new Date(day.getTime() - 7 * HOUR);
      const bars: Bar[] = (
        await db
          .select()
          .from(quotes)
          .where(and(eq(quotes.assetId, assetId), gt(quotes.at, publishedAt)))
          .orderBy(asc(quotes.at))
      ).map((q) => ({
        id: q.id,
        at: q.at,
        open: q.openCents,
        high: q.highCents,
        low: q.lowCents,
        close: q.closeCents,
      }));
      const levels = bars.length >= 2 ? levelsFor(plan, bars) : null;
      if (levels) found = { publishedAt, bars, levels };
    }
    if (!found) continue;
    const { publishedAt, bars, levels } = found;
    const setup =
      plan.method === 'metodo-mago'
        ? setups.filter((s) => s.methodId === method('metodo-mago'))[index % 3]?.id
        : undefined;
    const validUntil =
      plan.outcome === 'expired'
        ? new Date(publishedAt.getTime() + 3 * DAY)
        : new Date(at.getTime() + 20 * DAY);
    clock = publishedAt;
    const rec = await service.create(author(plan), plan.brand, {
      analyst_id: author(plan),
      trade_method_id: method(plan.method),
      setup_id: setup ?? null,
      asset_id: assetId,
      operation: plan.operation,
      frequency: plan.method === 'metodo-mago' ? 'day_trade' : 'swing_trade',
      entry_min_cents: levels.entry.min,
      entry_max_cents: levels.entry.max,
      stop_cents: levels.stop,
      targets_cents: levels.targets,
      stop_conduction: 'fixed',
      target_conduction: levels.conduction,
      position_size: index % 3 === 0 ? 'third' : 'full',
      rationale_html: `<p>${plan.operation === 'buy' ? 'Compra' : 'Venda'} de ${plan.code}: ${
        plan.operation === 'buy'
          ? 'preço acima das médias de 9 e 21 períodos, com volume crescente.'
          : 'perda de suporte relevante, com volume acima da média.'
      }</p>`,
      valid_until: validUntil.toISOString(),
      chat_ids: [],
    });
    if (plan.outcome === 'cancelled') {
      clock = new Date(publishedAt.getTime() + 2 * HOUR);
      await service.act(author(plan), plan.brand, rec.id, {
        version: rec.version,
        action: { kind: 'cancel', note: 'O cenário mudou antes da entrada.' },
      });
      continue;
    }
    clock = at;
    await service.applyQuotes(
      bars
        .filter((b) => b.at < validUntil)
        .map((b) => ({
          id: b.id,
          assetId,
          at: b.at,
          openCents: b.open,
          highCents: b.high,
          lowCents: b.low,
          lastCents: b.close,
        })),
    );
    if (plan.outcome === 'closed') {
      const [now] = await db
        .select({ version: recommendations.version, status: recommendations.status })
        .from(recommendations)
        .where(eq(recommendations.id, rec.id));
      const last = bars[Math.min(3, bars.length - 1)]!;
      if (now && (now.status === 'active' || now.status === 'partial')) {
        clock = new Date(last.at.getTime() + HOUR);
        await service.act(author(plan), plan.brand, rec.id, {
          version: now.version,
          action: {
            kind: 'close',
            price_cents: last.close,
            note: 'Encerrada antes do alvo: o volume secou.',
          },
        });
      }
    }
  }
  clock = at;
  await service.expireDue();
}
