import { applyAction, applyClock, applyQuote, initialState, resultOf } from '@app/shared';
import type {
  BrandId,
  OperationType,
  RecommendationEvent,
  RecommendationLevels,
  RecommendationState,
  StopConduction,
  TargetConduction,
} from '@app/shared';
import { recommendationEvents, recommendations } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

/**
 * Test-only: recommendations with their history, written as the recommendations service writes
 * them (the events the shared rules return for each quote or action, and the state they add up
 * to in the state columns), so the track record can be tested before that service exists.
 */

/** A trade at one price, the analyst closing or cancelling, or the validity running out. */
export type Step =
  | { quote: number; at: string }
  | { close: number; at: string }
  | { cancel: true; at: string }
  | { expire: true };

export interface CallSpec {
  brand?: BrandId;
  analystId: number;
  methodId: number;
  assetId: number;
  operation: OperationType;
  entry: number;
  stop: number;
  targets: number[];
  stopConduction?: StopConduction;
  targetConduction?: TargetConduction;
  publishedAt: string;
  validUntil?: string;
  steps: Step[];
}

export async function insertCall(
  db: Db,
  spec: CallSpec,
): Promise<{ id: number; state: RecommendationState }> {
  const levels: RecommendationLevels = {
    operation: spec.operation,
    entryMinCents: spec.entry,
    entryMaxCents: spec.entry,
    targetsCents: spec.targets,
    stopConduction: spec.stopConduction ?? 'fixed',
    targetConduction: spec.targetConduction ?? 'partial',
    validUntil: new Date(spec.validUntil ?? '2026-12-31T21:00:00Z'),
  };
  let state = initialState(spec.stop);
  const events: (RecommendationEvent & { authorId: number | null })[] = [];
  let previous: number | null = null;
  for (const step of spec.steps) {
    let moved: { state: RecommendationState; events: RecommendationEvent[] };
    let authorId: number | null = null;
    if ('quote' in step) {
      const price = step.quote;
      const at = new Date(step.at);
      moved = applyQuote(
        levels,
        state,
        { at, openCents: price, lowCents: price, highCents: price, lastCents: price },
        previous,
      );
      previous = price;
    } else if ('expire' in step) {
      moved = applyClock(levels, state, levels.validUntil, previous);
    } else {
      const action =
        'close' in step
          ? { kind: 'close' as const, priceCents: step.close }
          : { kind: 'cancel' as const };
      const result = applyAction(levels, state, action, new Date(step.at));
      if ('refused' in result) throw new Error(`passo recusado: ${result.refused}`);
      moved = result;
      authorId = spec.analystId;
    }
    state = moved.state;
    events.push(...moved.events.map((e) => ({ ...e, authorId })));
  }

  const result = resultOf(levels, state);
  const last = events.at(-1);
  const [row] = await db
    .insert(recommendations)
    .values({
      brand: spec.brand ?? 'brazilian',
      analystId: spec.analystId,
      tradeMethodId: spec.methodId,
      assetId: spec.assetId,
      operation: spec.operation,
      frequency: 'swing_trade',
      entryMinCents: spec.entry,
      entryMaxCents: spec.entry,
      initialStopCents: spec.stop,
      targetsCents: spec.targets,
      stopConduction: levels.stopConduction,
      targetConduction: levels.targetConduction,
      positionSize: 'full',
      validUntil: levels.validUntil,
      publishedAt: new Date(spec.publishedAt),
      createdBy: spec.analystId,
      status: state.status,
      stopCents: state.stopCents,
      entryCents: state.entryCents,
      targetsHit: state.targetsHit,
      exits: [...state.exits],
      lastQuoteAt: state.lastQuoteAt,
      statusChangedAt: last?.at ?? new Date(spec.publishedAt),
      closedAt: result ? (last?.at ?? null) : null,
      resultPercent: result?.percent ?? null,
      resultCents: result?.cents ?? null,
      version: events.length,
    })
    .returning({ id: recommendations.id });
  const id = row!.id;
  await db.insert(recommendationEvents).values([
    {
      recommendationId: id,
      kind: 'published',
      fromStatus: null,
      toStatus: 'waiting',
      at: new Date(spec.publishedAt),
      authorId: spec.analystId,
    },
    ...events.map((e) => ({
      recommendationId: id,
      kind: e.kind,
      fromStatus: e.from,
      toStatus: e.to,
      priceCents: e.priceCents,
      target: e.target ?? null,
      previousStopCents: e.previousStopCents ?? null,
      at: e.at,
      authorId: e.authorId,
    })),
  ]);
  return { id, state };
}
