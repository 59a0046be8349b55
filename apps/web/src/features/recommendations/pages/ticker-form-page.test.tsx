import { notifications } from '@mantine/notifications';
import { TICKER_MESSAGES } from '@app/shared';
import type { FinancialAsset, FinancialAssetInput } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import { renderStaffPage } from '../../../test/staff-page.tsx';
import type * as TickersApi from '../api/tickers-api.ts';
import { TickerFormPage } from './ticker-form-page.tsx';

const api = vi.hoisted(() => ({
  saveTicker: vi.fn<(id: number | null, input: FinancialAssetInput) => Promise<unknown>>(),
  stored: null as FinancialAsset | null,
}));

vi.mock('../api/tickers-api.ts', async (original) => {
  const actual = await original<typeof TickersApi>();
  return {
    ...actual,
    tickerRecords: {
      ...actual.tickerRecords,
      save: api.saveTicker,
      load: (id: number) =>
        queryOptions({
          queryKey: ['find-financial-asset', id],
          queryFn: () => Promise.resolve(api.stored),
        }),
    },
  };
});

const WIN: FinancialAsset = {
  id: 12,
  code: 'WINZ26',
  name: 'Mini Ibovespa dez/2026',
  market: 'mini_index',
  market_name: 'Mini-índice',
  tick_size_cents: 500,
  lot_size: 1,
  for_setups: true,
  active: true,
  created_at: '2026-11-01T12:00:00.000Z',
};

function renderForm(path = '/gestao-de-tickers/cadastro') {
  api.saveTicker.mockImplementation((id, input) =>
    Promise.resolve({ ...WIN, id: id ?? 40, code: input.code.toUpperCase() }),
  );
  const page = <TickerFormPage />;
  return renderStaffPage(
    {
      '/gestao-de-tickers': <p>Lista de tickers</p>,
      '/gestao-de-tickers/cadastro': page,
      '/gestao-de-tickers/editar/:id': page,
    },
    path,
  );
}

afterEach(() => {
  act(() => notifications.clean());
  api.saveTicker.mockReset();
  api.stored = null;
});

const sent = () => api.saveTicker.mock.calls[0]![1];

describe('TickerFormPage', () => {
  it('sends the code in capitals and the tick in cents, then goes back to the list', async () => {
    const { user, history } = renderForm();
    await user.type(screen.getByLabelText(/^Código/), 'vale 3');
    expect(screen.getByLabelText(/^Código/)).toHaveValue('VALE3');
    await user.type(screen.getByLabelText(/^Nome/), 'Vale ON');
    const tick = screen.getByLabelText(/^Tick mínimo/);
    expect(tick).toHaveValue('0,01');
    await user.clear(tick);
    await user.type(tick, '0,05');
    await user.click(screen.getByRole('switch', { name: /^Oferecido aos setups/ }));
    await user.click(screen.getByRole('button', { name: 'Cadastrar ticker' }));
    await waitFor(() => expect(api.saveTicker).toHaveBeenCalledTimes(1));
    expect(api.saveTicker.mock.calls[0]![0]).toBeNull();
    expect(sent()).toEqual({
      code: 'VALE3',
      name: 'Vale ON',
      market: 'stocks',
      tick_size_cents: 5,
      lot_size: 100,
      for_setups: true,
      active: true,
    });
    expect(await screen.findByText('Ticker VALE3 cadastrado.')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/gestao-de-tickers');
  });

  it('says what is missing in the contract’s words, and sends nothing', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/^Código/), 'P4');
    await user.clear(screen.getByLabelText(/^Tick mínimo/));
    await user.clear(screen.getByLabelText(/^Lote padrão/));
    await user.click(screen.getByRole('button', { name: 'Cadastrar ticker' }));
    expect(await screen.findByText(TICKER_MESSAGES.code)).toBeInTheDocument();
    expect(screen.getByText(TICKER_MESSAGES.name)).toBeInTheDocument();
    expect(screen.getByText(TICKER_MESSAGES.tickSize)).toBeInTheDocument();
    expect(screen.getByText(TICKER_MESSAGES.lotSize)).toBeInTheDocument();
    expect(api.saveTicker).not.toHaveBeenCalled();
  });

  it('refuses a tick that is not an amount in reais', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/^Código/), 'ABEV3');
    await user.type(screen.getByLabelText(/^Nome/), 'Ambev ON');
    await user.clear(screen.getByLabelText(/^Tick mínimo/));
    await user.type(screen.getByLabelText(/^Tick mínimo/), 'um centavo');
    await user.click(screen.getByRole('button', { name: 'Cadastrar ticker' }));
    expect(await screen.findByText('Informe um valor em reais, como 20,00.')).toBeInTheDocument();
    expect(api.saveTicker).not.toHaveBeenCalled();
  });

  it('shows a stored ticker as it is (the tick back in reais) and saves it by id', async () => {
    api.stored = WIN;
    const { user } = renderForm('/gestao-de-tickers/editar/12');
    expect(
      await screen.findByRole('heading', { name: 'WINZ26 · Mini Ibovespa dez/2026' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Tick mínimo/)).toHaveValue('5,00');
    expect(screen.getByLabelText(/^Lote padrão/)).toHaveValue('1');
    expect(screen.getByRole('switch', { name: /^Oferecido aos setups/ })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: /^Ativo/ }));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(api.saveTicker).toHaveBeenCalledTimes(1));
    expect(api.saveTicker.mock.calls[0]![0]).toBe(12);
    expect(sent()).toMatchObject({ code: 'WINZ26', tick_size_cents: 500, active: false });
  });

  it('puts a taken code (409) under the code field and stays', async () => {
    const { user, history } = renderForm();
    api.saveTicker.mockRejectedValue(
      new ApiError(409, { error: { code: [TICKER_MESSAGES.codeTaken] } }),
    );
    await user.type(screen.getByLabelText(/^Código/), 'PETR4');
    await user.type(screen.getByLabelText(/^Nome/), 'Outra Petrobras');
    await user.click(screen.getByRole('button', { name: 'Cadastrar ticker' }));
    expect(await screen.findByText(TICKER_MESSAGES.codeTaken)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Código/)).toHaveAttribute('aria-invalid', 'true');
    expect(history.location.pathname).toBe('/gestao-de-tickers/cadastro');
  });
});
