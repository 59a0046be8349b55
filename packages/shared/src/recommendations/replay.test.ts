import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { at, levelsArb } from './domain.fixtures.ts';
import { applyAction, applyClock, applyQuote, initialState, resultOf } from './domain.ts';
import type { AnalystAction, Quote, RecommendationEvent, RecommendationState } from './domain.ts';
import {
  CLOSED_CALL_STATUS_VALUES,
  closedCallFromHistory,
  HistoryError,
  replayHistory,
} from './replay.ts';
import type { HistoryLine, ReplayLevels } from './replay.ts';

const line = (
  kind: HistoryLine['kind'],
  to: HistoryLine['to'],
  priceCents: number | null,
  minutes: number,
  target?: number,
): HistoryLine => ({ kind, to, priceCents, at: at(minutes), target: target ?? null });

/** Buy at 100,00, stop 95,00, targets 105,00 / 110,00, equal partial exits. */
const levels: ReplayLevels = {
  operation: 'buy',
  targetsCents: [10_500, 11_000],
  targetConduction: 'partial',
  initialStopCents: 9_500,
};

describe('replayHistory', () => {
  it('reads the entry, a partial exit, the stop moved to the entry and the stop', () => {
    const history = [
      line('published', 'waiting', null, 0),
      line('entered', 'active', 10_000, 10),
      line('target', 'partial', 10_500, 20, 1),
      line('stop_moved', 'partial', 10_000, 20),
      line('stopped', 'stopped', 10_000, 30),
    ];
    expect(replayHistory(levels, history)).toEqual({
      status: 'stopped',
      stopCents: 10_000,
      entryCents: 10_000,
      targetsHit: 1,
      exits: [
        { priceCents: 10_500, parts: 1 },
        { priceCents: 10_000, parts: 1 },
      ],
      enteredAt: at(10),
      endedAt: at(30),
    });
    // Half the position made 5,00 on 100,00: 2.5 % and 250 cents.
    expect(closedCallFromHistory(levels, history)).toMatchObject({
      status: 'stopped',
      entryCents: 10_000,
      closedAt: at(30),
      percent: 2.5,
      cents: 250,
    });
  });

  it('counts no call that ended without an entry, nor one still open', () => {
    const published = line('published', 'waiting', null, 0);
    expect(
      closedCallFromHistory(levels, [published, line('cancelled', 'cancelled', null, 5)]),
    ).toBeNull();
    expect(
      closedCallFromHistory(levels, [published, line('expired', 'expired', null, 5)]),
    ).toBeNull();
    expect(
      closedCallFromHistory(levels, [published, line('entered', 'active', 10_000, 5)]),
    ).toBeNull();
  });

  it('refuses a history the rules could not have written', () => {
    const published = line('published', 'waiting', null, 0);
    const entered = line('entered', 'active', 10_000, 5);
    const bad: HistoryLine[][] = [
      [],
      [entered],
      [published, line('stopped', 'stopped', 9_500, 5)],
      [published, entered, line('target', 'gain', 10_500, 6, 1)],
      [published, entered, line('target', 'partial', 11_000, 6, 2)],
      [published, line('entered', 'active', null, 5)],
      [published, entered, line('closed', 'closed', 10_100, 6), line('closed', 'closed', 1, 7)],
      [published, line('cancelled', 'cancelled', null, 5), line('stop_moved', 'cancelled', 1, 6)],
      [published, published],
    ];
    for (const history of bad) expect(() => replayHistory(levels, history)).toThrow(HistoryError);
  });
});

/** A step of a call's life: a bar of prices, or something the analyst does. */
const stepArb = fc.oneof(
  {
    weight: 20,
    arbitrary: fc.record({
      kind: fc.constant('quote' as const),
      step: fc.integer({ min: 1, max: 30 }),
      move: fc.integer({ min: -3_000, max: 3_000 }),
      spread: fc.nat(500),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('close' as const),
      move: fc.integer({ min: -2_000, max: 2_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('move_stop' as const),
      move: fc.integer({ min: -2_000, max: 2_000 }),
    }),
  },
);

describe('replayHistory, on random lives', () => {
  it('gives back the state the rules reached, and the same result, from the lines they wrote', () => {
    fc.assert(
      fc.property(
        levelsArb,
        fc.array(stepArb, { maxLength: 40 }),
        fc.boolean(),
        ({ levels, stop }, steps, runClock) => {
          let state: RecommendationState = initialState(stop);
          const events: RecommendationEvent[] = [];
          // Near the entry, so most lives take it.
          let price = levels.entryMaxCents + 50;
          let previous: number | null = null;
          let minute = 0;
          for (const step of steps) {
            if (step.kind === 'quote') {
              minute += step.step;
              const open = Math.max(1, price + step.move);
              price = Math.max(1, open + (step.move % 7));
              const quote: Quote = {
                at: at(minute),
                openCents: open,
                lowCents: Math.max(1, Math.min(open, price) - step.spread),
                highCents: Math.max(open, price) + step.spread,
                lastCents: price,
              };
              const move = applyQuote(levels, state, quote, previous);
              previous = price;
              state = move.state;
              events.push(...move.events);
              continue;
            }
            const action: AnalystAction =
              step.kind === 'cancel'
                ? { kind: 'cancel' }
                : step.kind === 'close'
                  ? { kind: 'close', priceCents: Math.max(1, price + step.move) }
                  : { kind: 'move_stop', stopCents: Math.max(1, state.stopCents + step.move) };
            const move = applyAction(levels, state, action, at(minute));
            if ('refused' in move) continue;
            state = move.state;
            events.push(...move.events);
          }
          if (runClock) {
            const move = applyClock(levels, state, levels.validUntil, previous);
            state = move.state;
            events.push(...move.events);
          }

          const lines: HistoryLine[] = [
            { kind: 'published', to: 'waiting', priceCents: null, at: at(0) },
            ...events.map((e) => ({
              kind: e.kind,
              to: e.to,
              priceCents: e.priceCents,
              at: e.at,
              target: e.target ?? null,
            })),
          ];
          const replay: ReplayLevels = { ...levels, initialStopCents: stop };
          const replayed = replayHistory(replay, lines);
          expect(replayed).toMatchObject({
            status: state.status,
            stopCents: state.stopCents,
            entryCents: state.entryCents,
            targetsHit: state.targetsHit,
            exits: state.exits,
          });
          const result = resultOf(levels, state);
          const call = closedCallFromHistory(replay, lines);
          // Counted: ended in a closed-call status with an entry taken (a result from its exits).
          const counted =
            (CLOSED_CALL_STATUS_VALUES as readonly string[]).includes(state.status) &&
            result !== null;
          expect(call !== null).toBe(counted);
          if (call) {
            expect(result).toEqual({ percent: call.percent, cents: call.cents });
            expect(call.closedAt).toEqual(events.at(-1)?.at);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
