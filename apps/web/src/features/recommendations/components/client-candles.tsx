import { Center, Loader, Text, useComputedColorScheme } from '@mantine/core';
import type { RecommendationDetail } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { CandlestickSeries, LineStyle, createChart } from 'lightweight-charts';
import type { UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { quotesQuery } from '../api/client-api.ts';
import { chartColors, saoPauloTimestamp } from './track-record-series.ts';
import '../i18n/index.ts';

const DAY_MS = 86_400_000;

/**
 * The recommendation's candles (`list-quotes`, from the day before it was published to its end
 * or now) with its entry, stop and targets as price lines. Times on the axis are São Paulo's.
 * Loaded lazily with TradingView's lightweight-charts; shown only where quotes exist.
 */
export function ClientCandles({ recommendation: rec }: { recommendation: RecommendationDetail }) {
  const { t } = useTranslation('recommendations');
  const scheme = useComputedColorScheme('light');
  const container = useRef<HTMLDivElement>(null);
  const from = new Date(Date.parse(rec.published_at) - DAY_MS).toISOString();
  const open = ['waiting', 'active', 'partial'].includes(rec.status);
  // An open call's window ends now; rounded to the minute so the query key stays put.
  const to = open
    ? new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString()
    : new Date(Date.parse(rec.status_changed_at) + DAY_MS).toISOString();
  const quotes = useQuery(quotesQuery(rec.asset.id, from, to));
  const levels = rec.levels;

  useEffect(() => {
    const element = container.current;
    if (!element || !quotes.data || quotes.data.length === 0 || !levels) return;
    const colors = chartColors(scheme);
    const chart = createChart(element, {
      autoSize: true,
      layout: { background: { color: 'transparent' }, textColor: colors.text },
      grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
      timeScale: { timeVisible: true, secondsVisible: false },
      localization: { locale: 'pt-BR' },
    });
    const series = chart.addSeries(CandlestickSeries, {
      upColor: colors.up,
      downColor: colors.down,
      wickUpColor: colors.up,
      wickDownColor: colors.down,
      borderVisible: false,
    });
    const seen = new Set<number>();
    series.setData(
      quotes.data
        .map((q) => ({
          time: saoPauloTimestamp(q.at) as UTCTimestamp,
          open: q.open_cents / 100,
          high: q.high_cents / 100,
          low: q.low_cents / 100,
          close: q.close_cents / 100,
        }))
        .filter((bar) => (seen.has(bar.time) ? false : (seen.add(bar.time), true))),
    );
    const line = (cents: number, color: string, title: string, style = LineStyle.Solid) =>
      series.createPriceLine({
        price: cents / 100,
        color,
        lineWidth: 2,
        lineStyle: style,
        axisLabelVisible: true,
        title,
      });
    line(
      levels.entry_cents ?? levels.entry_min_cents,
      colors.entry,
      t('recommendations.client.entry'),
    );
    if (levels.entry_cents === null && levels.entry_max_cents !== levels.entry_min_cents)
      line(
        levels.entry_max_cents,
        colors.entry,
        t('recommendations.client.entry'),
        LineStyle.Dashed,
      );
    line(levels.stop_cents, colors.down, t('recommendations.client.stop'));
    levels.targets_cents.forEach((target, index) =>
      line(
        target,
        colors.up,
        t('recommendations.client.targetN', { n: index + 1 }),
        LineStyle.Dashed,
      ),
    );
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [quotes.data, levels, scheme, t]);

  if (quotes.isPending)
    return (
      <Center h={280}>
        <Loader aria-label={t('recommendations.client.detail.chartLoading')} />
      </Center>
    );
  if (quotes.isError || quotes.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('recommendations.client.detail.noQuotes')}
      </Text>
    );
  return <div ref={container} style={{ height: 300, width: '100%' }} data-testid="candles" />;
}
