import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { at, levelsArb } from './domain.fixtures.ts';
import {
  applyAction,
  applyClock,
  applyQuote,
  canMove,
  initialState,
  levelsProblems,
  OPEN_STATUSES,
  partsHeld,
  RECOMMENDATION_MESSAGES,
  RECOMMENDATION_STATUS_VALUES,
  resultOf,
} from './domain.ts';
import type {
  Quote,
  RecommendationEvent,
  RecommendationLevels,
  RecommendationState,
  StopConduction,
  TargetConduction,
} from './domain.ts';

const trade = (minutes: number, cents: number): Quote => ({
  at: at(minutes),
  openCents: cents,
  lowCents: cents,
  highCents: cents,
  lastCents: cents,
});
const bar = (minutes: number, open: number, low: number, high: number, last: number): Quote => ({
  at: at(minutes),
  openCents: open,
  lowCents: low,
  highCents: high,
  lastCents: last,
});

/** Buy PETR4 between 37,00 and 37,50, stop 36,00, targets 38,50 / 39,50 / 40,50. */
const buy = (
  targetConduction: TargetConduction = 'partial',
  stopConduction: StopConduction = 'fixed',
): RecommendationLevels => ({
  operation: 'buy',
  entryMinCents: 3700,
  entryMaxCents: 3750,
  targetsCents: [3850, 3950, 4050],
  stopConduction,
  targetConduction,
  validUntil: at(60 * 24 * 30),
});
const sell: RecommendationLevels = {
  operation: 'sell',
  entryMinCents: 12_000_000,
  entryMaxCents: 12_000_000,
  targetsCents: [11_900_000, 11_800_000],
  stopConduction: 'fixed',
  targetConduction: 'partial',
  validUntil: at(600),
};

/** Feeds quotes in order, each with the one before as its previous price. */
function run(levels: RecommendationLevels, stop: number, quotes: Quote[]) {
  let state: RecommendationState = initialState(stop);
  const events: RecommendationEvent[] = [];
  let previous: number | null = null;
  for (const quote of quotes) {
    const move = applyQuote(levels, state, quote, previous);
    state = move.state;
    events.push(...move.events);
    previous = quote.lastCents;
  }
  return { state, events };
}

describe('the status machine', () => {
  it('allows exactly the moves of the life cycle', () => {
    const legal = RECOMMENDATION_STATUS_VALUES.flatMap((from) =>
      RECOMMENDATION_STATUS_VALUES.filter((to) => canMove(from, to)).map((to) => `${from}→${to}`),
    );
    expect(legal).toEqual([
      'waiting→active',
      'waiting→cancelled',
      'waiting→expired',
      'active→partial',
      'active→gain',
      'active→stopped',
      'active→closed',
      'active→expired',
      'partial→partial',
      'partial→gain',
      'partial→stopped',
      'partial→closed',
      'partial→expired',
    ]);
  });

  it('enters when a trade touches the entry exactly, at that price', () => {
    const { state, events } = run(buy(), 3600, [trade(0, 3800), trade(1, 3750)]);
    expect(state.status).toBe('active');
    expect(state.entryCents).toBe(3750);
    expect(events).toEqual([
      { kind: 'entered', from: 'waiting', to: 'active', priceCents: 3750, at: at(1) },
    ]);
  });

  it('does not enter a cent away from the range', () => {
    expect(run(buy(), 3600, [trade(0, 3800), trade(1, 3751)]).state.status).toBe('waiting');
  });

  it('fills a bar that dips into the range at the range, and a gap through it at the open', () => {
    expect(run(buy(), 3600, [bar(0, 3800, 3720, 3810, 3790)]).state.entryCents).toBe(3750);
    // From 38,00 straight to 36,90: the whole range was jumped; the fill is the open.
    const gap = run(buy(), 3500, [trade(0, 3800), trade(1, 3690)]);
    expect(gap.state.entryCents).toBe(3690);
  });

  it('stops a gap through the stop at the open, not at the stop', () => {
    const { state, events } = run(buy(), 3600, [trade(0, 3740), trade(1, 3650), trade(2, 3500)]);
    expect(state.status).toBe('stopped');
    expect(events.at(-1)).toMatchObject({ kind: 'stopped', priceCents: 3500, from: 'active' });
    expect(resultOf(buy(), state)?.cents).toBe(3500 - 3740);
  });

  it('takes partial exits at each target and moves a breakeven stop after the first', () => {
    const levels = buy('partial', 'breakeven');
    const { state, events } = run(levels, 3600, [trade(0, 3740), trade(1, 3850), trade(2, 3740)]);
    expect(events.map((e) => `${e.kind}:${e.to}:${e.priceCents}`)).toEqual([
      'entered:active:3740',
      'target:partial:3850',
      'stop_moved:partial:3740',
      'stopped:stopped:3740',
    ]);
    expect(state.exits).toEqual([
      { priceCents: 3850, parts: 1 },
      { priceCents: 3740, parts: 2 },
    ]);
    // One third at +1,10, two thirds at 0.
    expect(resultOf(levels, state)?.cents).toBeCloseTo(110 / 3);
  });

  it('trails the stop to the previous target', () => {
    const levels = buy('partial', 'trailing');
    const { state } = run(levels, 3600, [trade(0, 3740), trade(1, 3860), trade(2, 3960)]);
    expect(state.status).toBe('partial');
    expect(state.stopCents).toBe(3850);
  });

  it('closes with gain at the last target, or at the first with "first"', () => {
    const all = run(buy(), 3600, [trade(0, 3740), trade(1, 4100)]);
    expect(all.state.status).toBe('gain');
    expect(all.events.filter((e) => e.kind === 'target').map((e) => e.target)).toEqual([1, 2, 3]);
    const first = run(buy('first'), 3600, [trade(0, 3740), trade(1, 3855)]);
    expect(first.state).toMatchObject({ status: 'gain', exits: [{ priceCents: 3855, parts: 3 }] });
    const last = run(buy('last'), 3600, [trade(0, 3740), trade(1, 3855)]);
    expect(last.state).toMatchObject({ status: 'partial', exits: [] });
  });

  it('reads a bar holding both the stop and a target as the stop first', () => {
    const { state } = run(buy(), 3600, [trade(0, 3740), bar(1, 3700, 3590, 3900, 3800)]);
    expect(state.status).toBe('stopped');
  });

  it('but a bar that opens beyond the target reached it first', () => {
    const { state } = run(buy(), 3600, [trade(0, 3740), bar(1, 3870, 3590, 3880, 3600)]);
    expect(state.exits[0]).toEqual({ priceCents: 3870, parts: 1 });
    expect(state.status).toBe('stopped');
  });

  it('mirrors every rule for a sell', () => {
    const { state, events } = run(sell, 12_100_000, [
      trade(0, 12_050_000),
      trade(1, 12_000_000),
      trade(2, 11_900_000),
      trade(3, 11_750_000),
    ]);
    expect(events.map((e) => e.to)).toEqual(['active', 'partial', 'gain']);
    expect(resultOf(sell, state)).toEqual({
      cents: (100_000 + 250_000) / 2,
      percent: (175_000 / 12_000_000) * 100,
    });
  });

  it('ignores a stale quote (not newer than the last one applied)', () => {
    const first = applyQuote(buy(), initialState(3600), trade(5, 3740), null);
    const stale = applyQuote(buy(), first.state, trade(5, 3000), 3740);
    expect(stale).toMatchObject({ stale: true, events: [] });
    expect(stale.state).toBe(first.state);
    expect(applyQuote(buy(), first.state, trade(4, 3000), 3740).stale).toBe(true);
  });

  it('expires a waiting call, and closes a position at the last price at the end of validity', () => {
    const levels = buy();
    const waiting = applyClock(levels, initialState(3600), levels.validUntil, 3800);
    expect(waiting.events).toEqual([
      { kind: 'expired', from: 'waiting', to: 'expired', priceCents: null, at: levels.validUntil },
    ]);
    const active = run(levels, 3600, [trade(0, 3740)]).state;
    const ended = applyClock(levels, active, at(60 * 24 * 31), 3790);
    expect(ended.state).toMatchObject({
      status: 'expired',
      exits: [{ priceCents: 3790, parts: 3 }],
    });
    expect(applyClock(levels, active, at(10), 3790).events).toEqual([]);
  });

  it('lets the analyst cancel only before the entry, close only a position, keep the stop on its side', () => {
    const levels = buy();
    const waiting = initialState(3600);
    expect(applyAction(levels, waiting, { kind: 'close', priceCents: 3800 }, at(1))).toEqual({
      refused: RECOMMENDATION_MESSAGES.closeOnlyPositioned,
    });
    expect(applyAction(levels, waiting, { kind: 'move_stop', stopCents: 3700 }, at(1))).toEqual({
      refused: RECOMMENDATION_MESSAGES.stopSide,
    });
    const active = run(levels, 3600, [trade(0, 3740)]).state;
    expect(applyAction(levels, active, { kind: 'cancel' }, at(1))).toEqual({
      refused: RECOMMENDATION_MESSAGES.cancelOnlyWaiting,
    });
    const moved = applyAction(levels, active, { kind: 'move_stop', stopCents: 3700 }, at(2));
    expect(moved).toMatchObject({
      state: { stopCents: 3700 },
      events: [{ kind: 'stop_moved', previousStopCents: 3600, priceCents: 3700 }],
    });
    const closed = applyAction(levels, active, { kind: 'close', priceCents: 3800 }, at(3));
    expect(closed).toMatchObject({ state: { status: 'closed', exits: [{ parts: 3 }] } });
  });

  it('checks the levels a new call is made with', () => {
    expect(levelsProblems(buy(), 3600)).toEqual({});
    expect(levelsProblems({ ...buy(), entryMinCents: 3800 }, 3600)).toMatchObject({
      entry: RECOMMENDATION_MESSAGES.entryRange,
    });
    expect(levelsProblems(buy(), 3700)).toEqual({ stop: RECOMMENDATION_MESSAGES.stopBeyondEntry });
    expect(levelsProblems({ ...buy(), targetsCents: [3950, 3850] }, 3600)).toEqual({
      targets: RECOMMENDATION_MESSAGES.targetsInOrder,
    });
    expect(levelsProblems({ ...buy(), targetsCents: [3740] }, 3600)).toEqual({
      targets: RECOMMENDATION_MESSAGES.targetsBeyondEntry,
    });
    expect(levelsProblems(sell, 12_100_000)).toEqual({});
    expect(levelsProblems(sell, 11_990_000)).toEqual({
      stop: RECOMMENDATION_MESSAGES.stopBeyondEntry,
    });
  });
});

const pathArb = fc.array(
  fc.record({
    step: fc.integer({ min: 1, max: 30 }),
    move: fc.integer({ min: -3_000, max: 3_000 }),
    spread: fc.nat(500),
  }),
  { maxLength: 40 },
);

describe('the status machine, on random prices', () => {
  it('only ever makes legal moves, never sells more than it holds, and stops moving once finished', () => {
    fc.assert(
      fc.property(levelsArb, pathArb, ({ levels, stop }, path) => {
        let price = levels.entryMaxCents + 500;
        let minute = 0;
        const quotes = path.map(({ step, move, spread }) => {
          minute += step;
          const open = Math.max(1, price + move);
          price = Math.max(1, open + (move % 7));
          return bar(
            minute,
            open,
            Math.max(1, Math.min(open, price) - spread),
            Math.max(open, price) + spread,
            price,
          );
        });
        const { state, events } = run(levels, stop, quotes);
        for (const event of events) {
          if (event.kind === 'stop_moved') expect(event.from).toBe(event.to);
          else expect(canMove(event.from, event.to), `${event.from}→${event.to}`).toBe(true);
        }
        expect(partsHeld(levels, state)).toBeGreaterThanOrEqual(0);
        const finished = !OPEN_STATUSES.includes(state.status);
        if (finished && state.entryCents !== null) expect(partsHeld(levels, state)).toBe(0);
        if (finished) {
          const later = applyQuote(levels, state, trade(minute + 1, 1), price);
          expect(later.events).toEqual([]);
        }
        // The result is the exits' weighted distance from the entry, on the operation's side.
        const result = resultOf(levels, state);
        if (result && state.entryCents !== null) {
          const side = levels.operation === 'buy' ? 1 : -1;
          const expected = state.exits.reduce(
            (sum, e) =>
              sum +
              (side * (e.priceCents - state.entryCents!) * e.parts) / levels.targetsCents.length,
            0,
          );
          expect(result.cents).toBeCloseTo(expected, 6);
        }
      }),
    );
  });
});
