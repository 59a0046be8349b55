import { formatCurrency, formatDateTimeSaoPaulo } from '@app/shared';
import type { Market, RecommendationStatus } from '@app/shared';
import classes from './client-recommendations.module.css';

/**
 * How the customers' screens write prices, results and times. Prices travel in integer cents of
 * the asset's quote: reais for stocks, FIIs, BDRs, options and crypto; points × 100 for the
 * index, the mini-índice and the mini-dólar (written as points, never as money).
 */

const POINT_MARKETS: readonly Market[] = ['index', 'mini_index', 'mini_dollar'];

const pointsFormat = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});
const percentFormat = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});
const ratioFormat = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function isPointMarket(market: Market): boolean {
  return POINT_MARKETS.includes(market);
}

/** A quote's price: `R$ 38,45` or, for an index, `128.455 pts`. */
export function formatPrice(cents: number, market: Market): string {
  if (isPointMarket(market)) return `${pointsFormat.format(cents / 100)} pts`;
  return formatCurrency(Math.round(cents));
}

/** A number of points (cents of the quote ÷ 100), e.g. an average gain: `1,25`. */
export function formatPoints(cents: number): string {
  return pointsFormat.format(cents / 100);
}

/** A result in %, signed: `+2,35%`, `-1,10%`, `0,00%`. */
export function formatPercent(percent: number): string {
  return `${percentFormat.format(percent)}%`;
}

/** A rate from 0 to 1 as a percentage without sign: `66,67%`. */
export function formatRate(rate: number): string {
  return `${ratioFormat.format(rate * 100)}%`;
}

/** A ratio such as the payoff: `1,85`. */
export function formatRatio(value: number): string {
  return ratioFormat.format(value);
}

/** A UTC instant in São Paulo time: `21/11/2026 14:05`. */
export function formatSaoPaulo(instant: string, pattern = 'DD/MM/YYYY HH:mm'): string {
  return formatDateTimeSaoPaulo(instant, pattern) ?? '';
}

/** A São Paulo month `2026-11` as `11/2026`. */
export function formatMonth(month: string): string {
  return `${month.slice(5, 7)}/${month.slice(0, 4)}`;
}

/**
 * The class of a result: green for a gain, red for a loss, none for nothing (the sign is always
 * written too). Readable on the light and the dark schemes.
 */
export function resultClass(value: number | null | undefined): string | undefined {
  if (value === null || value === undefined || value === 0) return undefined;
  return value > 0 ? classes.gain : classes.loss;
}

/** Still moving: levels may still be hit. */
export const OPEN_STATUS_LIST: readonly RecommendationStatus[] = ['waiting', 'active', 'partial'];
