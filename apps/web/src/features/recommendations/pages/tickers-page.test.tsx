import { notifications } from '@mantine/notifications';
import type { FinancialAsset, ListPage } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import { renderStaffPage } from '../../../test/staff-page.tsx';
import type * as TickersApi from '../api/tickers-api.ts';
import type { TickerFilters } from '../api/tickers-api.ts';
import { TickersPage } from './tickers-page.tsx';

const IN_USE = 'Este registro está em uso por outros registros e não pode ser excluído.';

const api = vi.hoisted(() => ({
  deleteTicker: vi.fn<(id: number) => Promise<void>>(),
  toggleTicker: vi.fn<(id: number) => Promise<unknown>>(),
  asked: [] as unknown[],
}));

const PETR4: FinancialAsset = {
  id: 1,
  code: 'PETR4',
  name: 'Petrobras PN',
  market: 'stocks',
  market_name: 'Ações',
  tick_size_cents: 1,
  lot_size: 100,
  for_setups: true,
  active: true,
  created_at: '2026-11-01T12:00:00.000Z',
};

vi.mock('../api/tickers-api.ts', async (original) => {
  const actual = await original<typeof TickersApi>();
  return {
    ...actual,
    tickerRecords: { ...actual.tickerRecords, remove: api.deleteTicker },
    toggleTicker: api.toggleTicker,
    tickersQuery: (filters: TickerFilters) =>
      queryOptions({
        queryKey: ['list-financial-assets', filters],
        queryFn: (): Promise<ListPage<FinancialAsset>> => {
          api.asked.push(filters);
          return Promise.resolve({ data: [PETR4], meta: { total: 1, page: 1, per_page: 20 } });
        },
      }),
  };
});

function renderList(rules?: Parameters<typeof renderStaffPage>[2]) {
  return renderStaffPage({ '/gestao-de-tickers': <TickersPage /> }, '/gestao-de-tickers', rules);
}

afterEach(() => {
  act(() => notifications.clean());
  api.deleteTicker.mockReset();
  api.toggleTicker.mockReset();
  api.asked = [];
});

describe('TickersPage', () => {
  it('says in a toast, in the API’s words, why a ticker in use stays', async () => {
    api.deleteTicker.mockRejectedValue(new ApiError(409, { error: IN_USE }));
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Excluir PETR4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir ticker' });
    expect(dialog).toHaveTextContent('Excluir o ticker PETR4?');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(api.deleteTicker).toHaveBeenCalledWith(1);
    expect(await screen.findByText(IN_USE)).toBeInTheDocument();
    expect(screen.getByTestId('ticker-row')).toHaveTextContent('PETR4');
  });

  it('switches a ticker off in its row and says so', async () => {
    api.toggleTicker.mockResolvedValue({ ...PETR4, active: false });
    const { user } = renderList();
    await user.click(await screen.findByRole('switch', { name: 'PETR4 ativo' }));
    expect(api.toggleTicker).toHaveBeenCalledWith(1);
    expect(await screen.findByText('PETR4 desativado.')).toBeInTheDocument();
  });

  it('asks the API for the market and the situation picked', async () => {
    const { user } = renderList();
    await screen.findByTestId('ticker-row');
    await user.click(screen.getByRole('combobox', { name: 'Mercado' }));
    await user.click(await screen.findByRole('option', { name: 'Mini-índice' }));
    await user.click(screen.getByRole('combobox', { name: 'Situação' }));
    await user.click(await screen.findByRole('option', { name: 'Inativo' }));
    await waitFor(() =>
      expect(api.asked).toContainEqual({
        page: 1,
        search: '',
        market: 'mini_index',
        active: 'false',
      }),
    );
  });

  it('shows only the state to whoever may only read', async () => {
    renderList([{ action: 'read', subject: 'Gestão de Tickers' }]);
    expect(await screen.findByTestId('ticker-row')).toHaveTextContent('Ativo');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir PETR4' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Novo ticker' })).not.toBeInTheDocument();
  });
});
