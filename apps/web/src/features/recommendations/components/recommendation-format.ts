import { formatCurrency, formatDateTimeSaoPaulo } from '@app/shared';

/** How the staff screens write a recommendation's prices and times (cents in, BRL out). */

/** "R$ 30,00", or "R$ 30,00 a R$ 30,50" for a range (`to` joins them). */
export function entryText(min: number, max: number, to: string): string {
  return min === max ? formatCurrency(min) : `${formatCurrency(min)} ${to} ${formatCurrency(max)}`;
}

export function targetsText(targets: readonly number[]): string {
  return targets.map((cents) => formatCurrency(cents)).join(' · ');
}

/** An instant in São Paulo time, "05/03/2026 14:30". */
export function saoPauloText(instant: string): string {
  return formatDateTimeSaoPaulo(instant, 'DD/MM/YYYY HH:mm') ?? '';
}

/** A result in %, signed, with two decimals: "+3,25%". */
export function percentText(percent: number): string {
  const text = Math.abs(percent).toLocaleString('pt-BR', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${percent > 0 ? '+' : percent < 0 ? '−' : ''}${text}%`;
}
