import type { TrackRecordJson } from '@app/shared';

/**
 * The data the track record's charts draw, computed from the API's figures (no chart library
 * here, so pages and tests can use it without loading one).
 */

/** São Paulo is UTC−3 all year (no daylight saving since 2019). */
const SAO_PAULO_OFFSET_S = 3 * 3600;

/** A UTC instant as the seconds the chart's axis shows as São Paulo's wall clock. */
export function saoPauloTimestamp(instant: string): number {
  return Math.floor(Date.parse(instant) / 1000) - SAO_PAULO_OFFSET_S;
}

export interface MonthPoint {
  /** The month's first day, `YYYY-MM-01` (the chart's business day). */
  time: string;
  /** What the month's calls summed to, in %. */
  monthly: number;
  /** The running sum from the first month, in %. */
  cumulative: number;
}

/** Each month's summed result and the running total, oldest first. */
export function monthSeries(months: TrackRecordJson['months']): MonthPoint[] {
  let running = 0;
  return months.map(({ month, figures }) => {
    running += figures.total_percent;
    return {
      time: `${month}-01`,
      monthly: figures.total_percent,
      cumulative: Math.round(running * 100) / 100,
    };
  });
}

export function chartColors(scheme: 'light' | 'dark') {
  const dark = scheme === 'dark';
  return {
    text: dark ? '#c9c9c9' : '#495057',
    grid: dark ? 'rgba(255,255,255,0.06)' : 'rgba(0,0,0,0.06)',
    up: dark ? '#38d9a9' : '#0c8599',
    down: dark ? '#ff8787' : '#e03131',
    entry: dark ? '#74c0fc' : '#1971c2',
    line: dark ? '#ffd43b' : '#5f3dc4',
  };
}
