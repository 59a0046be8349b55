import { canMove, OPEN_STATUSES, POSITIONED_STATUSES, resultOf } from './domain.ts';
import type {
  Exit,
  RecommendationEventKind,
  RecommendationLevels,
  RecommendationState,
  RecommendationStatus,
} from './domain.ts';
import type { ClosedCall } from './track-record.ts';

/**
 * Reading a recommendation's stored history back into its state (ADR 0010). The history is the
 * only record nobody can rewrite (a trigger refuses UPDATE and DELETE on it), so the track record
 * is computed from it, not from the state columns kept beside it; the same replay is what a test
 * compares those columns with. Exits carry no size in the history: the levels' target conduction
 * gives it, as `applyQuote` decided it when the line was written.
 */

/** The statuses a call can end in once its entry was taken (the track record counts these). */
export const CLOSED_CALL_STATUS_VALUES = ['gain', 'stopped', 'closed', 'expired'] as const;
export type ClosedCallStatus = (typeof CLOSED_CALL_STATUS_VALUES)[number];

/** One stored history line (`published`, the first one, included). */
export interface HistoryLine {
  kind: RecommendationEventKind | 'published';
  to: RecommendationStatus;
  priceCents: number | null;
  at: Date;
  /** 1-based, for `target` (null when not stored). */
  target?: number | null;
}

export type ReplayLevels = Pick<
  RecommendationLevels,
  'operation' | 'targetsCents' | 'targetConduction'
> & { initialStopCents: number };

/** What the history adds up to (a quote that moved nothing leaves no line: no `lastQuoteAt`). */
export interface ReplayedState extends Omit<RecommendationState, 'lastQuoteAt'> {
  enteredAt: Date | null;
  /** When it reached a status it cannot leave (null while open). */
  endedAt: Date | null;
}

/** A history the rules could not have written (a bug, or a hand-made row). */
export class HistoryError extends Error {
  override name = 'HistoryError';
}

/** The status each kind of line may lead to (a stop move leaves the status as it is). */
const LEADS_TO: Record<Exclude<HistoryLine['kind'], 'published' | 'stop_moved'>, string[]> = {
  entered: ['active'],
  target: ['partial', 'gain'],
  stopped: ['stopped'],
  closed: ['closed'],
  expired: ['expired'],
  cancelled: ['cancelled'],
};

function priceOf(line: HistoryLine, index: number): number {
  if (line.priceCents === null)
    throw new HistoryError(`linha ${index + 1} (${line.kind}) sem preço`);
  return line.priceCents;
}

/** Replays `lines` (oldest first) from the published levels; throws `HistoryError` on a bad one. */
export function replayHistory(levels: ReplayLevels, lines: readonly HistoryLine[]): ReplayedState {
  const [first, ...rest] = lines;
  if (first?.kind !== 'published' || first.to !== 'waiting')
    throw new HistoryError('a história não começa com a publicação');
  const count = levels.targetsCents.length;
  const state: ReplayedState = {
    status: 'waiting',
    stopCents: levels.initialStopCents,
    entryCents: null,
    targetsHit: 0,
    exits: [],
    enteredAt: null,
    endedAt: null,
  };
  const held = () => count - state.exits.reduce((sum, e) => sum + e.parts, 0);
  const exit = (priceCents: number, parts: number) => {
    if (parts > 0) state.exits = [...state.exits, { priceCents, parts }];
  };

  for (const [offset, line] of rest.entries()) {
    const n = offset + 1;
    if (line.kind === 'published') throw new HistoryError(`linha ${n + 1}: publicada de novo`);
    if (line.kind === 'stop_moved') {
      if (line.to !== state.status || !OPEN_STATUSES.includes(state.status))
        throw new HistoryError(`linha ${n + 1}: stop movido em ${state.status}`);
      state.stopCents = priceOf(line, n);
      continue;
    }
    if (!LEADS_TO[line.kind].includes(line.to) || !canMove(state.status, line.to))
      throw new HistoryError(`linha ${n + 1}: ${line.kind} de ${state.status} para ${line.to}`);
    const from = state.status;
    switch (line.kind) {
      case 'entered':
        state.entryCents = priceOf(line, n);
        state.enteredAt = line.at;
        break;
      case 'target': {
        const index = state.targetsHit;
        if (line.target != null && line.target !== index + 1)
          throw new HistoryError(`linha ${n + 1}: alvo ${line.target} fora de ordem`);
        const exitsAll = index === count - 1 || levels.targetConduction === 'first';
        if (exitsAll !== (line.to === 'gain'))
          throw new HistoryError(`linha ${n + 1}: o alvo ${index + 1} não leva a ${line.to}`);
        exit(priceOf(line, n), exitsAll ? held() : levels.targetConduction === 'partial' ? 1 : 0);
        state.targetsHit = index + 1;
        break;
      }
      case 'stopped':
      case 'closed':
      case 'expired':
        // Expiring while waiting has no price and no position to leave.
        if (POSITIONED_STATUSES.includes(from)) exit(priceOf(line, n), held());
        break;
      case 'cancelled':
        break;
    }
    state.status = line.to;
    if (!OPEN_STATUSES.includes(state.status)) state.endedAt = line.at;
  }
  return state;
}

/** A finished call as the track record and its list show it. */
export interface ReplayedCall extends ClosedCall {
  status: ClosedCallStatus;
  entryCents: number;
  enteredAt: Date;
  exits: readonly Exit[];
}

const isClosedCallStatus = (status: RecommendationStatus): status is ClosedCallStatus =>
  (CLOSED_CALL_STATUS_VALUES as readonly string[]).includes(status);

/**
 * The call's result as its history tells it: null while open, and when it ended without an entry
 * (cancelled, expired while waiting), since nothing was ever at stake.
 */
export function closedCallFromHistory(
  levels: ReplayLevels,
  lines: readonly HistoryLine[],
): ReplayedCall | null {
  const state = replayHistory(levels, lines);
  const result = resultOf(levels, state);
  if (
    !isClosedCallStatus(state.status) ||
    result === null ||
    state.entryCents === null ||
    state.enteredAt === null ||
    state.endedAt === null
  )
    return null;
  return {
    status: state.status,
    entryCents: state.entryCents,
    enteredAt: state.enteredAt,
    exits: state.exits,
    closedAt: state.endedAt,
    percent: result.percent,
    cents: result.cents,
  };
}
