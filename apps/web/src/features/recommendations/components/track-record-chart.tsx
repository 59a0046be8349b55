import { VisuallyHidden, useComputedColorScheme } from '@mantine/core';
import type { TrackRecordJson } from '@app/shared';
import { HistogramSeries, LineSeries, createChart } from 'lightweight-charts';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { chartColors, monthSeries } from './track-record-series.ts';
import '../i18n/index.ts';

/**
 * The track record by month with TradingView's lightweight-charts (loaded lazily): each month's
 * summed result in bars (green up, red down) and the cumulative result as a line, in %.
 */
export function TrackRecordChart({ months }: { months: TrackRecordJson['months'] }) {
  const { t } = useTranslation('recommendations');
  const scheme = useComputedColorScheme('light');
  const container = useRef<HTMLDivElement>(null);
  const points = useMemo(() => monthSeries(months), [months]);

  useEffect(() => {
    const element = container.current;
    if (!element || points.length === 0) return;
    const colors = chartColors(scheme);
    const percent = (value: number) =>
      `${value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;
    const chart = createChart(element, {
      autoSize: true,
      layout: { background: { color: 'transparent' }, textColor: colors.text },
      grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
      localization: { locale: 'pt-BR', priceFormatter: percent },
    });
    const bars = chart.addSeries(HistogramSeries, {
      title: t('recommendations.trackRecord.chartMonthly'),
      priceLineVisible: false,
    });
    bars.setData(
      points.map((p) => ({
        time: p.time,
        value: p.monthly,
        color: p.monthly >= 0 ? colors.up : colors.down,
      })),
    );
    const line = chart.addSeries(LineSeries, {
      title: t('recommendations.trackRecord.chartCumulative'),
      color: colors.line,
      lineWidth: 3,
      priceLineVisible: false,
    });
    line.setData(points.map((p) => ({ time: p.time, value: p.cumulative })));
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [points, scheme, t]);

  // A figure with its words for screen readers (the canvas has none; the tables have the
  // numbers). The chart keeps the library's attribution link, so it is not one image.
  return (
    <figure style={{ margin: 0 }}>
      <div
        ref={container}
        style={{ height: 280, width: '100%' }}
        data-testid="track-record-chart"
      />
      <VisuallyHidden component="figcaption">
        {t('recommendations.trackRecord.chartSummary')}
      </VisuallyHidden>
    </figure>
  );
}
