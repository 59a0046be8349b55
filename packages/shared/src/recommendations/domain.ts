import { valueOptions } from '../store/catalogue.contract.ts';

/**
 * Analyst recommendations (issue 15): the words of every select, and the rules that move a
 * recommendation through its life. Prices are integer cents of the asset's quote (an index's
 * points × 100), times are UTC. Everything here is pure: the API applies it to what it stored,
 * the web shows its names, and the track record is computed from the history it produces.
 */

export const RECOMMENDATION_STATUS_VALUES = [
  'waiting',
  'active',
  'partial',
  'gain',
  'stopped',
  'closed',
  'cancelled',
  'expired',
] as const;
export type RecommendationStatus = (typeof RECOMMENDATION_STATUS_VALUES)[number];
export const RECOMMENDATION_STATUS_NAMES: Record<RecommendationStatus, string> = {
  waiting: 'Aguardando entrada',
  active: 'Ativa',
  partial: 'Parcial',
  gain: 'Encerrada com ganho',
  stopped: 'Stop',
  closed: 'Encerrada',
  cancelled: 'Cancelada',
  expired: 'Expirada',
};
/** `select-recommendation-status`: the statuses still moving; `all-…`: every one. */
export const OPEN_RECOMMENDATION_STATUS_OPTIONS = valueOptions(
  ['waiting', 'active', 'partial'] as const,
  RECOMMENDATION_STATUS_NAMES,
);
export const ALL_RECOMMENDATION_STATUS_OPTIONS = valueOptions(
  RECOMMENDATION_STATUS_VALUES,
  RECOMMENDATION_STATUS_NAMES,
);

/** Still moving: levels may be hit, the analyst may act. */
export const OPEN_STATUSES: readonly RecommendationStatus[] = ['waiting', 'active', 'partial'];
/** In a position: the entry was reached. */
export const POSITIONED_STATUSES: readonly RecommendationStatus[] = ['active', 'partial'];

/** Every legal move; anything else is refused (the history only ever holds these). */
export const RECOMMENDATION_MOVES: Record<RecommendationStatus, readonly RecommendationStatus[]> = {
  waiting: ['active', 'cancelled', 'expired'],
  active: ['partial', 'gain', 'stopped', 'closed', 'expired'],
  partial: ['partial', 'gain', 'stopped', 'closed', 'expired'],
  gain: [],
  stopped: [],
  closed: [],
  cancelled: [],
  expired: [],
};

export function canMove(from: RecommendationStatus, to: RecommendationStatus): boolean {
  return RECOMMENDATION_MOVES[from].includes(to);
}

export const OPERATION_TYPE_VALUES = ['buy', 'sell'] as const;
export type OperationType = (typeof OPERATION_TYPE_VALUES)[number];
export const OPERATION_TYPE_NAMES: Record<OperationType, string> = { buy: 'Compra', sell: 'Venda' };

export const FREQUENCY_VALUES = ['day_trade', 'swing_trade', 'position', 'long_term'] as const;
export type Frequency = (typeof FREQUENCY_VALUES)[number];
export const FREQUENCY_NAMES: Record<Frequency, string> = {
  day_trade: 'Day trade',
  swing_trade: 'Swing trade',
  position: 'Position',
  long_term: 'Longo prazo',
};

export const STOP_CONDUCTION_VALUES = ['fixed', 'breakeven', 'trailing'] as const;
export type StopConduction = (typeof STOP_CONDUCTION_VALUES)[number];
export const STOP_CONDUCTION_NAMES: Record<StopConduction, string> = {
  fixed: 'Stop fixo',
  breakeven: 'Stop no preço de entrada após o 1º alvo',
  trailing: 'Stop móvel: sobe para o alvo anterior a cada alvo atingido',
};

export const TARGET_CONDUCTION_VALUES = ['partial', 'first', 'last'] as const;
export type TargetConduction = (typeof TARGET_CONDUCTION_VALUES)[number];
export const TARGET_CONDUCTION_NAMES: Record<TargetConduction, string> = {
  partial: 'Saídas parciais iguais em cada alvo',
  first: 'Saída total no primeiro alvo',
  last: 'Saída total no último alvo',
};

export const POSITION_SIZE_VALUES = ['third', 'two_thirds', 'full'] as const;
export type PositionSize = (typeof POSITION_SIZE_VALUES)[number];
export const POSITION_SIZE_NAMES: Record<PositionSize, string> = {
  third: '1/3 da posição',
  two_thirds: '2/3 da posição',
  full: 'Posição cheia',
};

export const MARKET_VALUES = [
  'stocks',
  'index',
  'mini_index',
  'mini_dollar',
  'options',
  'reits',
  'bdrs',
  'crypto',
] as const;
export type Market = (typeof MARKET_VALUES)[number];
export const MARKET_NAMES: Record<Market, string> = {
  stocks: 'Ações',
  index: 'Índice',
  mini_index: 'Mini-índice',
  mini_dollar: 'Mini-dólar',
  options: 'Opções',
  reits: 'FIIs',
  bdrs: 'BDRs',
  crypto: 'Cripto',
};

/** The levels an analyst sets (the stop may move later; the rest never does). */
export interface RecommendationLevels {
  operation: OperationType;
  /** The entry: a price (min = max) or a range. */
  entryMinCents: number;
  entryMaxCents: number;
  /** The targets in the order they are reached (away from the entry). */
  targetsCents: readonly number[];
  stopConduction: StopConduction;
  targetConduction: TargetConduction;
  validUntil: Date;
}

/** An exit of part of the position: `parts` out of the levels' `targetsCents.length`. */
export interface Exit {
  priceCents: number;
  parts: number;
}

/** Where a recommendation stands: what its history adds up to. */
export interface RecommendationState {
  status: RecommendationStatus;
  stopCents: number;
  /** The price the entry was taken at (null while waiting). */
  entryCents: number | null;
  /** How many targets were hit, in order. */
  targetsHit: number;
  exits: readonly Exit[];
  /** The newest quote applied: an older one is stale and moves nothing. */
  lastQuoteAt: Date | null;
}

/** Every kind of history line; `published` is the first one of each recommendation. */
export const RECOMMENDATION_EVENT_KIND_VALUES = [
  'published',
  'entered',
  'target',
  'stop_moved',
  'stopped',
  'closed',
  'cancelled',
  'expired',
] as const;
/** What the rules produce (the API writes `published` itself). */
export type RecommendationEventKind = Exclude<
  (typeof RECOMMENDATION_EVENT_KIND_VALUES)[number],
  'published'
>;

/** One line of the append-only history. `author` null: moved by a quote or by the clock. */
export interface RecommendationEvent {
  kind: RecommendationEventKind;
  from: RecommendationStatus;
  to: RecommendationStatus;
  /** The price it happened at (the fill, the new stop…); null for a cancel. */
  priceCents: number | null;
  at: Date;
  /** 1-based, for `target`. */
  target?: number;
  /** For `stop_moved`: the stop before. */
  previousStopCents?: number;
}

/** A quote: one trade (open = low = high = last) or a bar of them. */
export interface Quote {
  at: Date;
  openCents: number;
  lowCents: number;
  highCents: number;
  lastCents: number;
}

export function initialState(stopCents: number): RecommendationState {
  return {
    status: 'waiting',
    stopCents,
    entryCents: null,
    targetsHit: 0,
    exits: [],
    lastQuoteAt: null,
  };
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** Parts of the position still held. */
export function partsHeld(levels: RecommendationLevels, state: RecommendationState): number {
  return levels.targetsCents.length - state.exits.reduce((sum, e) => sum + e.parts, 0);
}

interface Move {
  state: RecommendationState;
  events: RecommendationEvent[];
}

function push(move: Move, event: RecommendationEvent, next: Partial<RecommendationState>): Move {
  return { state: { ...move.state, ...next }, events: [...move.events, event] };
}

/** The position's whole remainder leaves at `priceCents` with `to` as the status. */
function exitAll(
  levels: RecommendationLevels,
  move: Move,
  kind: 'stopped' | 'closed' | 'expired',
  to: RecommendationStatus,
  priceCents: number,
  at: Date,
): Move {
  const parts = partsHeld(levels, move.state);
  return push(
    move,
    { kind, from: move.state.status, to, priceCents, at },
    {
      status: to,
      exits: parts > 0 ? [...move.state.exits, { priceCents, parts }] : move.state.exits,
    },
  );
}

/** What hitting target `index` (0-based) does under the target and stop conductions. */
function hitTarget(
  levels: RecommendationLevels,
  move: Move,
  index: number,
  fillCents: number,
  at: Date,
): Move {
  const count = levels.targetsCents.length;
  const last = index === count - 1;
  const { targetConduction } = levels;
  const exitsAll = last || targetConduction === 'first';
  const parts = exitsAll ? partsHeld(levels, move.state) : targetConduction === 'partial' ? 1 : 0;
  const to: RecommendationStatus = exitsAll ? 'gain' : 'partial';
  let next = push(
    move,
    { kind: 'target', from: move.state.status, to, priceCents: fillCents, at, target: index + 1 },
    {
      status: to,
      targetsHit: index + 1,
      exits: parts > 0 ? [...move.state.exits, { priceCents: fillCents, parts }] : move.state.exits,
    },
  );
  if (exitsAll) return next;
  // The stop follows the conduction once a target is behind.
  const entry = next.state.entryCents ?? levels.entryMaxCents;
  const newStop =
    levels.stopConduction === 'breakeven' && index === 0
      ? entry
      : levels.stopConduction === 'trailing'
        ? index === 0
          ? entry
          : (levels.targetsCents[index - 1] ?? entry)
        : null;
  const better =
    newStop !== null &&
    (levels.operation === 'buy' ? newStop > next.state.stopCents : newStop < next.state.stopCents);
  if (better) {
    next = push(
      next,
      {
        kind: 'stop_moved',
        from: next.state.status,
        to: next.state.status,
        priceCents: newStop,
        at,
        previousStopCents: next.state.stopCents,
      },
      { stopCents: newStop },
    );
  }
  return next;
}

/**
 * Applies a quote. `previousCents` is the last price known before it (null: none), so a gap —
 * the price jumping over a level between two quotes — counts as crossing it, filled at the
 * quote's open (the first price after the gap), while a level touched inside a bar fills at the
 * level. Touching a level exactly counts. Within one bar the order of prices is unknown, so when
 * both the stop and a target are inside it the stop is taken first (the cautious reading), and
 * on the bar of the entry only the stop is checked. A quote not newer than the last one applied
 * is stale: nothing moves. Expiry is `applyClock`'s.
 */
export function applyQuote(
  levels: RecommendationLevels,
  state: RecommendationState,
  quote: Quote,
  previousCents: number | null,
): Move & { stale: boolean } {
  if (!OPEN_STATUSES.includes(state.status)) return { state, events: [], stale: false };
  if (state.lastQuoteAt !== null && quote.at <= state.lastQuoteAt)
    return { state, events: [], stale: true };
  if (quote.at >= levels.validUntil) return { state, events: [], stale: true };
  let low = Math.min(quote.lowCents, previousCents ?? quote.lowCents);
  let high = Math.max(quote.highCents, previousCents ?? quote.highCents);
  const open = quote.openCents;
  const buy = levels.operation === 'buy';
  let move: Move = { state: { ...state, lastQuoteAt: quote.at }, events: [] };

  if (move.state.status === 'waiting') {
    const { entryMinCents: min, entryMaxCents: max } = levels;
    if (high < min || low > max) return { ...move, stale: false };
    const gappedOver =
      previousCents !== null &&
      ((previousCents > max && open < min) || (previousCents < min && open > max));
    const fill = gappedOver ? open : clamp(open, min, max);
    move = push(
      move,
      { kind: 'entered', from: 'waiting', to: 'active', priceCents: fill, at: quote.at },
      { status: 'active', entryCents: fill },
    );
    // Only the stop on the entry's own bar (prices after the fill are unknown).
    const stop = move.state.stopCents;
    const stopInside = buy ? quote.lowCents <= stop : quote.highCents >= stop;
    if (stopInside) {
      const stopFill = buy
        ? Math.min(stop, Math.max(open, quote.lowCents))
        : Math.max(stop, Math.min(open, quote.highCents));
      move = exitAll(levels, move, 'stopped', 'stopped', stopFill, quote.at);
    }
    return { ...move, stale: false };
  }

  // In a position: the stop first when it is inside the bar, unless the bar opened beyond a
  // target (then that target was reached first).
  for (;;) {
    if (!POSITIONED_STATUSES.includes(move.state.status)) break;
    const stop = move.state.stopCents;
    const index = move.state.targetsHit;
    const target = levels.targetsCents[index];
    const stopHit = buy ? low <= stop : high >= stop;
    const targetHit = target !== undefined && (buy ? high >= target : low <= target);
    const openedBeyondTarget = target !== undefined && (buy ? open >= target : open <= target);
    if (targetHit && (!stopHit || openedBeyondTarget)) {
      const fill = buy ? Math.max(target, open) : Math.min(target, open);
      move = hitTarget(levels, move, index, fill, quote.at);
      // What follows the target happened inside this quote: the way up from the previous price
      // is behind it (a stop the target moved is checked against the quote's own prices only).
      low = quote.lowCents;
      high = quote.highCents;
      continue;
    }
    if (stopHit) {
      const fill = buy ? Math.min(stop, open) : Math.max(stop, open);
      move = exitAll(levels, move, 'stopped', 'stopped', fill, quote.at);
    }
    break;
  }
  return { ...move, stale: false };
}

/** The validity's end: waiting → expired; a position leaves at the last price known. */
export function applyClock(
  levels: RecommendationLevels,
  state: RecommendationState,
  at: Date,
  lastCents: number | null,
): Move {
  const move: Move = { state, events: [] };
  if (at < levels.validUntil || !OPEN_STATUSES.includes(state.status)) return move;
  if (state.status === 'waiting')
    return push(
      move,
      { kind: 'expired', from: 'waiting', to: 'expired', priceCents: null, at: levels.validUntil },
      { status: 'expired' },
    );
  const price = lastCents ?? state.entryCents ?? levels.entryMaxCents;
  return exitAll(levels, move, 'expired', 'expired', price, levels.validUntil);
}

export type AnalystAction =
  | { kind: 'cancel' }
  | { kind: 'close'; priceCents: number }
  | { kind: 'move_stop'; stopCents: number };

export const RECOMMENDATION_MESSAGES = {
  entryRange: 'A entrada mínima não pode ser maior que a máxima.',
  stopBeyondEntry: 'Numa compra o stop fica abaixo da entrada; numa venda, acima.',
  targetsBeyondEntry: 'Numa compra os alvos ficam acima da entrada; numa venda, abaixo.',
  targetsInOrder: 'Os alvos vão em ordem, cada um mais longe da entrada que o anterior.',
  targetsRequired: 'Informe ao menos um alvo.',
  illegalMove: 'Esta recomendação não pode mais mudar desse jeito.',
  cancelOnlyWaiting: 'Só uma recomendação aguardando entrada pode ser cancelada.',
  closeOnlyPositioned: 'Só uma recomendação ativa ou parcial pode ser encerrada.',
  stopSide: 'O stop precisa ficar do lado oposto aos alvos em relação à entrada.',
} as const;

/**
 * What an analyst does by hand: cancel before the entry, close a position at a price, move the
 * stop (it stays on the losing side of the entry for a waiting call, and below the next target
 * in a position). Returns the events, or the pt-BR reason it is refused.
 */
export function applyAction(
  levels: RecommendationLevels,
  state: RecommendationState,
  action: AnalystAction,
  at: Date,
): Move | { refused: string } {
  const move: Move = { state, events: [] };
  const buy = levels.operation === 'buy';
  switch (action.kind) {
    case 'cancel':
      if (state.status !== 'waiting') return { refused: RECOMMENDATION_MESSAGES.cancelOnlyWaiting };
      return push(
        move,
        { kind: 'cancelled', from: 'waiting', to: 'cancelled', priceCents: null, at },
        { status: 'cancelled' },
      );
    case 'close':
      if (!POSITIONED_STATUSES.includes(state.status))
        return { refused: RECOMMENDATION_MESSAGES.closeOnlyPositioned };
      return exitAll(levels, move, 'closed', 'closed', action.priceCents, at);
    case 'move_stop': {
      if (!OPEN_STATUSES.includes(state.status))
        return { refused: RECOMMENDATION_MESSAGES.illegalMove };
      // A waiting call's stop stays beyond the entry; a position's short of the next target.
      const limit =
        state.status === 'waiting'
          ? buy
            ? levels.entryMinCents
            : levels.entryMaxCents
          : levels.targetsCents[state.targetsHit];
      const ok = limit === undefined || (buy ? action.stopCents < limit : action.stopCents > limit);
      if (!ok) return { refused: RECOMMENDATION_MESSAGES.stopSide };
      return push(
        move,
        {
          kind: 'stop_moved',
          from: state.status,
          to: state.status,
          priceCents: action.stopCents,
          at,
          previousStopCents: state.stopCents,
        },
        { stopCents: action.stopCents },
      );
    }
  }
}

/**
 * The result of a finished recommendation, from its exits only: the weighted return in % of the
 * entry and in price units (cents), positive for a gain whatever the operation. Null when the
 * entry was never taken (cancelled, expired while waiting).
 */
export function resultOf(
  levels: Pick<RecommendationLevels, 'operation' | 'targetsCents'>,
  state: Pick<RecommendationState, 'entryCents' | 'exits'>,
): { percent: number; cents: number } | null {
  const entry = state.entryCents;
  if (entry === null || state.exits.length === 0) return null;
  const total = levels.targetsCents.length;
  const sign = levels.operation === 'buy' ? 1 : -1;
  let cents = 0;
  for (const exit of state.exits) cents += (sign * (exit.priceCents - entry) * exit.parts) / total;
  return { percent: entry === 0 ? 0 : (cents / entry) * 100, cents };
}

/**
 * What is wrong with a new recommendation's levels, field by field (none: `{}`): the entry range
 * in order, the stop on the losing side of the entry, the targets on the winning side, each
 * farther than the one before.
 */
export function levelsProblems(
  levels: Pick<
    RecommendationLevels,
    'operation' | 'entryMinCents' | 'entryMaxCents' | 'targetsCents'
  >,
  stopCents: number,
): Partial<Record<'entry' | 'stop' | 'targets', string>> {
  const problems: Partial<Record<'entry' | 'stop' | 'targets', string>> = {};
  const { entryMinCents: min, entryMaxCents: max, targetsCents: targets } = levels;
  const buy = levels.operation === 'buy';
  if (min > max) problems.entry = RECOMMENDATION_MESSAGES.entryRange;
  if (buy ? stopCents >= min : stopCents <= max)
    problems.stop = RECOMMENDATION_MESSAGES.stopBeyondEntry;
  if (targets.length === 0) problems.targets = RECOMMENDATION_MESSAGES.targetsRequired;
  else if (targets.some((t) => (buy ? t <= max : t >= min)))
    problems.targets = RECOMMENDATION_MESSAGES.targetsBeyondEntry;
  else if (targets.some((t, i) => i > 0 && (buy ? t <= targets[i - 1]! : t >= targets[i - 1]!)))
    problems.targets = RECOMMENDATION_MESSAGES.targetsInOrder;
  return problems;
}
