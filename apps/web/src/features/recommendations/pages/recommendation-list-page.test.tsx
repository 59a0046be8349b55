import type { ListPage, Recommendation, ServerTopicEvent } from '@app/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStaffPage } from '../../../test/staff-page.tsx';
import type * as PageApi from '../api/page.ts';
import { RecommendationListPage } from './recommendation-list-page.tsx';
import { ITUB4_CALL, SELECTS } from './recommendation-test-data.ts';

const api = vi.hoisted(() => ({
  lists: [] as Record<string, unknown>[],
  rows: [] as Recommendation[],
  push: null as ((event: ServerTopicEvent) => void) | null,
}));

vi.mock('../api/page.ts', async (original) => ({
  ...(await original<typeof PageApi>()),
  getData: (path: string, query?: Record<string, unknown>) => {
    if (path === '/api/list-recommendations') {
      api.lists.push(query ?? {});
      const page: ListPage<Recommendation> = {
        data: api.rows,
        meta: { total: api.rows.length, page: 1, per_page: 20 },
      };
      return Promise.resolve(page);
    }
    return Promise.resolve(SELECTS[path] ?? []);
  },
}));
vi.mock('../../../lib/realtime/use-realtime-topic.ts', () => ({
  useRealtimeTopic: (_topic: string, onEvent: (event: ServerTopicEvent) => void) => {
    api.push = onEvent;
  },
}));

const { events: _events, chats: _chats, ...ITUB4 } = ITUB4_CALL;
const PETR4_SELL: Recommendation = {
  ...ITUB4,
  id: 56,
  operation: 'sell',
  status: 'gain',
  asset: { id: 1, code: 'PETR4', name: 'Petrobras PN', market: 'stocks' },
  setup: null,
  trade_method: { id: 8, name: 'Swing Trade Semanal' },
  levels: {
    ...ITUB4.levels!,
    entry_min_cents: 3200,
    entry_max_cents: 3200,
    stop_cents: 3300,
    initial_stop_cents: 3300,
    targets_cents: [3100],
  },
  result_percent: 3.125,
};

function renderList(rules?: Parameters<typeof renderStaffPage>[2]) {
  return renderStaffPage(
    {
      '/recomendacoes': <RecommendationListPage brand="global" />,
      '/recomendacoes/cadastro': <p>Formulário</p>,
      '/recomendacoes/:id': <p>Detalhe</p>,
    },
    '/recomendacoes',
    rules,
  );
}

afterEach(() => {
  api.lists = [];
  api.rows = [];
  api.push = null;
});

describe('RecommendationListPage', () => {
  it('shows each call with its levels, dates and colour-coded status, linked to its page', async () => {
    api.rows = [ITUB4, PETR4_SELL];
    const { user, history } = renderList();
    const rows = await screen.findAllByTestId('recommendation-row');
    expect(rows).toHaveLength(2);
    const [itub, petr] = rows as [HTMLElement, HTMLElement];
    expect(itub).toHaveTextContent('Compra');
    expect(itub).toHaveTextContent('Paulo Analista');
    expect(itub).toHaveTextContent('Método Mago · Rompimento de topo');
    expect(itub).toHaveTextContent('R$ 37,66 a R$ 38,39');
    expect(itub).toHaveTextContent('R$ 37,21');
    expect(itub).toHaveTextContent('R$ 40,15 · R$ 42,00');
    expect(itub).toHaveTextContent('20/11/2026 10:00');
    expect(itub).toHaveTextContent('27/11/2026 18:00');
    expect(within(itub).getByText('Aguardando entrada').closest('[data-status]')).toHaveAttribute(
      'data-status',
      'waiting',
    );
    expect(petr).toHaveTextContent('Venda');
    expect(within(petr).getByText('Encerrada com ganho').closest('[data-status]')).toHaveAttribute(
      'data-status',
      'gain',
    );
    await user.click(within(itub).getByRole('link', { name: 'ITUB4' }));
    expect(history.location.pathname).toBe('/recomendacoes/55');
  });

  it('asks the API for the ticker, status group, analyst, method and operation picked', async () => {
    const { user } = renderList();
    await user.type(screen.getByLabelText('Buscar'), 'itub');
    await waitFor(() => expect(api.lists.at(-1)).toMatchObject({ search: 'itub' }));
    await user.click(screen.getByRole('combobox', { name: 'Situação' }));
    await user.click(await screen.findByRole('option', { name: /^Abertas/ }));
    await user.click(screen.getByRole('combobox', { name: 'Analista' }));
    await user.click(await screen.findByRole('option', { name: 'Marina Analista' }));
    await user.click(screen.getByRole('combobox', { name: 'Método' }));
    await user.click(await screen.findByRole('option', { name: 'Método Mago' }));
    await user.click(screen.getByRole('combobox', { name: 'Operação' }));
    await user.click(await screen.findByRole('option', { name: 'Venda' }));
    await waitFor(() =>
      expect(api.lists.at(-1)).toEqual({
        page: 1,
        per_page: 20,
        search: 'itub',
        status: 'open',
        analyst_id: 3,
        trade_method_id: 7,
        operation: 'sell',
      }),
    );
    // The group of every finished call, and each status on its own ("Encerrada" too).
    await user.click(screen.getByRole('combobox', { name: 'Situação' }));
    await user.click(await screen.findByRole('option', { name: 'Finalizadas (todas)' }));
    await waitFor(() => expect(api.lists.at(-1)).toMatchObject({ status: 'finished' }));
    await user.click(screen.getByRole('combobox', { name: 'Situação' }));
    await user.click(await screen.findByRole('option', { name: 'Encerrada' }));
    await waitFor(() => expect(api.lists.at(-1)).toMatchObject({ status: 'closed' }));
  });

  it('reads the list again when a recommendation changes on recs:<brand>', async () => {
    api.rows = [ITUB4];
    renderList();
    await screen.findAllByTestId('recommendation-row');
    const before = api.lists.length;
    api.rows = [{ ...ITUB4, status: 'active' }];
    act(() =>
      api.push?.({
        name: 'recommendation.changed',
        id: 55,
        trade_method_id: 7,
        asset_id: 4,
        asset_code: 'ITUB4',
        operation: 'buy',
        kind: 'entered',
        status: 'active',
        target: null,
        at: '2026-11-21T14:30:00.000Z',
        version: 2,
      }),
    );
    expect(await screen.findByText('Ativa')).toBeInTheDocument();
    expect(api.lists.length).toBeGreaterThan(before);
  });

  it('offers "Nova recomendação" only to those who may create', async () => {
    renderList([{ action: 'read', subject: 'Recomendações' }]);
    await screen.findByRole('heading', { name: 'Recomendações' });
    expect(screen.queryByRole('link', { name: 'Nova recomendação' })).toBeNull();
  });
});
