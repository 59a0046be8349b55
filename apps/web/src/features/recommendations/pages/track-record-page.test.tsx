import { trackRecord, trackRecordSchema } from '@app/shared';
import type {
  ClosedCall,
  ClosedCallJson,
  ListPage,
  TrackRecordFigures,
  TrackRecordJson,
} from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStaffPage } from '../../../test/staff-page.tsx';
import type * as ClientApi from '../api/client-api.ts';
import type { TrackRecordFilters } from '../api/client-api.ts';
import { TrackRecordPage } from './track-record-page.tsx';

/** The API's answer for three closed calls, with the shared maths the API runs. */
const CALLS: ClosedCall[] = [
  { closedAt: new Date('2026-10-20T18:00:00Z'), percent: 2.5, cents: 88 },
  { closedAt: new Date('2026-11-04T18:00:00Z'), percent: -1.2, cents: -45 },
  { closedAt: new Date('2026-11-10T18:00:00Z'), percent: 3, cents: 120 },
];
const json = (f: TrackRecordFigures) => ({
  calls: f.calls,
  wins: f.wins,
  losses: f.losses,
  hit_rate: f.hitRate,
  average_gain_percent: f.averageGainPercent,
  average_loss_percent: f.averageLossPercent,
  average_gain_cents: f.averageGainCents,
  average_loss_cents: f.averageLossCents,
  payoff: f.payoff,
  expectancy_percent: f.expectancyPercent,
  worst_streak: f.worstStreak,
  total_percent: f.totalPercent,
});
const all = trackRecord(CALLS);
const marina = trackRecord(CALLS.slice(1));
const RECORD: TrackRecordJson = trackRecordSchema.parse({
  overall: json(all),
  months: all.months.map((m) => ({ month: m.month, figures: json(m) })),
  analysts: [
    { id: 3, name: 'Marina Analista', cnpi: 'EM-5678', figures: json(marina) },
    {
      id: 2,
      name: 'Paulo Analista',
      cnpi: 'EM-1234',
      figures: json(trackRecord(CALLS.slice(0, 1))),
    },
  ],
  trade_methods: [{ id: 2, name: 'Swing Trade Semanal', figures: json(all) }],
});

const CALL: ClosedCallJson = {
  id: 30,
  asset: { code: 'ITUB4', name: 'Itaú Unibanco PN', market: 'stocks' },
  operation: 'buy',
  analyst: { id: 3, name: 'Marina Analista', cnpi: 'EM-5678' },
  trade_method: { id: 2, name: 'Swing Trade Semanal' },
  published_at: '2026-11-09T13:00:00.000Z',
  entered_at: '2026-11-09T14:00:00.000Z',
  entry_cents: 3512,
  closed_at: '2026-11-10T18:00:00.000Z',
  status: 'gain',
  result_percent: 3,
  result_cents: 120,
};

const api = vi.hoisted(() => ({ asked: [] as unknown[] }));
const chart = vi.hoisted(() => ({ series: [] as { kind: string; data: unknown[] }[] }));

vi.mock('../api/client-api.ts', async (original) => ({
  ...(await original<typeof ClientApi>()),
  trackRecordQuery: (filters: TrackRecordFilters) =>
    queryOptions({
      queryKey: ['track-record', filters],
      queryFn: () => {
        api.asked.push(filters);
        return Promise.resolve(RECORD);
      },
    }),
  trackRecordCallsQuery: (filters: TrackRecordFilters, page: number) =>
    queryOptions({
      queryKey: ['track-record-calls', filters, page],
      queryFn: (): Promise<ListPage<ClosedCallJson>> =>
        Promise.resolve({ data: [CALL], meta: { total: 1, page: 1, per_page: 20 } }),
    }),
}));

// jsdom draws no canvas: the chart library is replaced by one that keeps what it was given.
vi.mock('lightweight-charts', () => ({
  HistogramSeries: 'histogram',
  LineSeries: 'line',
  CandlestickSeries: 'candles',
  LineStyle: { Solid: 0, Dashed: 2 },
  createChart: () => ({
    addSeries: (kind: string) => {
      const series = { kind, data: [] as unknown[] };
      chart.series.push(series);
      return {
        setData: (data: unknown[]) => (series.data = data),
        createPriceLine: () => ({}),
      };
    },
    timeScale: () => ({ fitContent: () => {} }),
    remove: () => {},
  }),
}));

afterEach(() => {
  api.asked = [];
  chart.series = [];
});

function renderRecord() {
  return renderStaffPage(
    { '/historico-de-recomendacoes': <TrackRecordPage /> },
    '/historico-de-recomendacoes',
    [],
  );
}

describe('TrackRecordPage', () => {
  it('shows the overall figures, per analyst, per method and by month from the API', async () => {
    renderRecord();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Histórico de recomendações' }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('figure-calls')).toHaveTextContent(
      '32 com ganho · 1 com perda',
    );
    expect(screen.getByTestId('figure-hit-rate')).toHaveTextContent('66,67%');
    expect(screen.getByTestId('figure-average-gain')).toHaveTextContent('+2,75%1,04 pts');
    expect(screen.getByTestId('figure-average-loss')).toHaveTextContent('-1,20%-0,45 pts');
    expect(screen.getByTestId('figure-payoff')).toHaveTextContent('2,29');
    expect(screen.getByTestId('figure-expectancy')).toHaveTextContent('+1,43%');
    expect(screen.getByTestId('figure-worst-streak')).toHaveTextContent('1 perda (-1,20%)');
    expect(screen.getByTestId('figure-total')).toHaveTextContent('+4,30%');

    const analysts = screen.getByTestId('by-analyst');
    const marinaRow = within(analysts).getByRole('row', { name: /Marina Analista/ });
    expect(marinaRow).toHaveTextContent('CNPI EM-5678');
    expect(marinaRow).toHaveTextContent('50,00%');
    expect(marinaRow).toHaveTextContent('+1,80%');
    expect(
      within(screen.getByTestId('by-method')).getByRole('row', { name: /Swing/ }),
    ).toHaveTextContent('66,67%');
    const months = screen.getByTestId('by-month');
    expect(within(months).getByRole('row', { name: /10\/2026/ })).toHaveTextContent('+2,50%');
    expect(within(months).getByRole('row', { name: /11\/2026/ })).toHaveTextContent('+1,80%');

    const call = screen.getByTestId('closed-call');
    expect(call).toHaveTextContent('ITUB4');
    expect(call).toHaveTextContent('R$ 35,12');
    expect(call).toHaveTextContent('10/11/2026 15:00');
    expect(call).toHaveTextContent('Encerrada com ganho');
    expect(call).toHaveTextContent('+3,00%');
  });

  it('draws each month’s result and the cumulative one', async () => {
    renderRecord();
    expect(await screen.findByTestId('track-record-chart')).toBeInTheDocument();
    await waitFor(() => expect(chart.series).toHaveLength(2));
    const line = chart.series.find((s) => s.kind === 'line')!;
    expect(line.data).toEqual([
      { time: '2026-10-01', value: 2.5 },
      { time: '2026-11-01', value: 4.3 },
    ]);
    const bars = chart.series.find((s) => s.kind === 'histogram')!;
    expect(bars.data).toMatchObject([
      { time: '2026-10-01', value: 2.5 },
      { time: '2026-11-01', value: 1.8 },
    ]);
  });

  it('filters by analyst and downloads the CSV with the same filters', async () => {
    const { user } = renderRecord();
    await screen.findByTestId('figure-calls');
    expect(screen.getByRole('link', { name: 'Baixar CSV' })).toHaveAttribute(
      'href',
      '/api/track-record.csv',
    );
    await user.click(screen.getByRole('combobox', { name: 'Analista' }));
    await user.click(await screen.findByRole('option', { name: 'Marina Analista' }));
    await waitFor(() =>
      expect(api.asked).toContainEqual({
        analystId: 3,
        tradeMethodId: null,
        from: null,
        to: null,
      }),
    );
    expect(screen.getByRole('link', { name: 'Baixar CSV' })).toHaveAttribute(
      'href',
      '/api/track-record.csv?analyst_id=3',
    );
  });
});
