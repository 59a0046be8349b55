import { formatDateTimeSaoPaulo } from '../dates/dates.ts';

/** A finished call as the track record counts it: when it ended and what it returned. */
export interface ClosedCall {
  closedAt: Date;
  /** Return in % of the entry (positive: a gain, whatever the operation). */
  percent: number;
  /** Return in price units (cents of the quote; an index's points × 100). */
  cents: number;
}

export interface TrackRecordFigures {
  calls: number;
  wins: number;
  losses: number;
  /** Wins ÷ calls (a call that returned exactly 0 is neither). Null without calls. */
  hitRate: number | null;
  averageGainPercent: number | null;
  averageLossPercent: number | null;
  averageGainCents: number | null;
  averageLossCents: number | null;
  /** Average gain ÷ |average loss|: null without both. */
  payoff: number | null;
  /** What a call returned on average, in %: hit rate × average gain + loss rate × average loss. */
  expectancyPercent: number | null;
  /** The longest run of losses in a row (by the time they ended) and what it summed to, in %. */
  worstStreak: { losses: number; percent: number };
  /** The sum of every call's %. */
  totalPercent: number;
}

export interface TrackRecord extends TrackRecordFigures {
  /** The same figures per São Paulo month (`YYYY-MM`), oldest first. */
  months: ({ month: string } & TrackRecordFigures)[];
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? null : values.reduce((sum, v) => sum + v, 0) / values.length;

function figures(calls: readonly ClosedCall[]): TrackRecordFigures {
  const ordered = [...calls].sort((a, b) => a.closedAt.getTime() - b.closedAt.getTime());
  const wins = ordered.filter((c) => c.percent > 0);
  const losses = ordered.filter((c) => c.percent < 0);
  const averageGainPercent = mean(wins.map((c) => c.percent));
  const averageLossPercent = mean(losses.map((c) => c.percent));
  let worst = { losses: 0, percent: 0 };
  let run = { losses: 0, percent: 0 };
  for (const call of ordered) {
    if (call.percent < 0) {
      run = { losses: run.losses + 1, percent: run.percent + call.percent };
      if (run.losses > worst.losses || (run.losses === worst.losses && run.percent < worst.percent))
        worst = run;
    } else run = { losses: 0, percent: 0 };
  }
  return {
    calls: ordered.length,
    wins: wins.length,
    losses: losses.length,
    hitRate: ordered.length === 0 ? null : wins.length / ordered.length,
    averageGainPercent,
    averageLossPercent,
    averageGainCents: mean(wins.map((c) => c.cents)),
    averageLossCents: mean(losses.map((c) => c.cents)),
    payoff:
      averageGainPercent !== null && averageLossPercent !== null && averageLossPercent !== 0
        ? averageGainPercent / Math.abs(averageLossPercent)
        : null,
    expectancyPercent: mean(ordered.map((c) => c.percent)),
    worstStreak: worst,
    totalPercent: ordered.reduce((sum, c) => sum + c.percent, 0),
  };
}

/** The track record of a set of finished calls (an analyst's, a method's, everyone's). */
export function trackRecord(calls: readonly ClosedCall[]): TrackRecord {
  const byMonth = new Map<string, ClosedCall[]>();
  for (const call of calls) {
    const month = formatDateTimeSaoPaulo(call.closedAt, 'YYYY-MM') ?? '';
    byMonth.set(month, [...(byMonth.get(month) ?? []), call]);
  }
  return {
    ...figures(calls),
    months: [...byMonth.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, monthCalls]) => ({ month, ...figures(monthCalls) })),
  };
}
