import type { InfluencerReport } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderStaffPage } from '../../../test/staff-page.tsx';
import type * as InfluencersApi from '../api/influencers-api.ts';
import type { Period } from '../api/influencers-api.ts';
import { ReportPanel } from './report-panel.tsx';

const api = vi.hoisted(() => ({
  periods: [] as Period[],
  downloadReportCsv: vi.fn<(period: Period) => Promise<void>>(),
}));

const REPORT: InfluencerReport = {
  from: '2026-10-28',
  to: '2026-11-26',
  data: [
    {
      influencer_id: 1,
      name: 'Rafa Profit',
      code: 'rafaprofit',
      active: true,
      signups: 1200,
      trials: 3,
      paid_orders: 2,
      revenue_cents: 149_700,
    },
    {
      influencer_id: 2,
      name: 'Leo Mercado',
      code: 'mercadocomleo',
      active: false,
      signups: 0,
      trials: 0,
      paid_orders: 0,
      revenue_cents: 0,
    },
  ],
  totals: { signups: 1200, trials: 3, paid_orders: 2, revenue_cents: 149_700 },
};

vi.mock('../api/influencers-api.ts', async (original) => ({
  ...(await original<typeof InfluencersApi>()),
  downloadReportCsv: api.downloadReportCsv,
  reportQuery: (period: Period) =>
    queryOptions({
      queryKey: ['influencer-report', period],
      queryFn: () => {
        api.periods.push(period);
        return Promise.resolve(REPORT);
      },
    }),
}));

beforeEach(() => {
  api.periods = [];
  api.downloadReportCsv.mockReset().mockResolvedValue();
});

describe('the influencer report', () => {
  it('shows each influencer’s figures in pt-BR, the totals, and downloads the CSV of the period', async () => {
    const { user } = renderStaffPage({ '/influencer': <ReportPanel /> }, '/influencer');
    const table = await screen.findByTestId('influencer-report');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Rafa Profit');
    expect(rows[1]).toHaveTextContent('1.200');
    expect(rows[1]).toHaveTextContent('R$ 1.497,00');
    expect(within(rows[2]!).getByText('Inativo')).toBeInTheDocument();
    expect(rows.at(-1)).toHaveTextContent(/Total.*1\.200.*3.*2.*R\$ 1\.497,00/);
    // The last 30 São Paulo days by default; the shortcut asks for 7.
    const [first] = api.periods;
    expect(Date.parse(first!.to) - Date.parse(first!.from)).toBe(29 * 86_400_000);
    await user.click(screen.getByRole('button', { name: 'Últimos 7 dias' }));
    const last = api.periods.at(-1)!;
    expect(Date.parse(last.to) - Date.parse(last.from)).toBe(6 * 86_400_000);
    await user.click(screen.getByRole('button', { name: 'Baixar CSV' }));
    expect(api.downloadReportCsv).toHaveBeenCalledWith(last);
  });
});
