import type { ListPage, Recommendation } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStaffPage } from '../../../test/staff-page.tsx';
import type * as PageApi from '../api/page.ts';
import { RecommendationStatusPage } from './recommendation-status-page.tsx';
import { ITUB4_CALL, SELECTS } from './recommendation-test-data.ts';

const api = vi.hoisted(() => ({
  asked: [] as Record<string, unknown>[],
  topics: [] as string[],
}));

const { events: _events, chats: _chats, ...ITUB4 } = ITUB4_CALL;
const STOPPED: Recommendation = {
  ...ITUB4,
  id: 57,
  status: 'stopped',
  status_changed_at: '2026-11-24T17:05:00.000Z',
  result_percent: -1.1683,
};

vi.mock('../api/page.ts', async (original) => ({
  ...(await original<typeof PageApi>()),
  getData: (path: string, query?: Record<string, unknown>) => {
    if (path === '/api/list-recommendation-status') {
      api.asked.push(query ?? {});
      const page: ListPage<Recommendation> = {
        data: [ITUB4, STOPPED],
        meta: { total: 2, page: 1, per_page: 20 },
      };
      return Promise.resolve(page);
    }
    return Promise.resolve(SELECTS[path] ?? []);
  },
}));
vi.mock('../../../lib/realtime/use-realtime-topic.ts', () => ({
  useRealtimeTopic: (topic: string) => {
    api.topics.push(topic);
  },
}));

afterEach(() => {
  api.asked = [];
  api.topics = [];
});

const renderBoard = (rules?: Parameters<typeof renderStaffPage>[2]) =>
  renderStaffPage(
    { '/status-das-recomendacoes': <RecommendationStatusPage brand="brazilian" /> },
    '/status-das-recomendacoes',
    rules,
  );

describe('RecommendationStatusPage', () => {
  it('shows each status since when, and the result of the closed ones', async () => {
    renderBoard();
    const [waiting, stopped] = (await screen.findAllByTestId('status-row')) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(within(waiting).getByText('Aguardando entrada')).toBeInTheDocument();
    expect(waiting).toHaveTextContent('20/11/2026 10:00');
    expect(waiting).toHaveTextContent('—');
    expect(within(stopped).getByText('Stop').closest('[data-status]')).toHaveAttribute(
      'data-status',
      'stopped',
    );
    expect(stopped).toHaveTextContent('24/11/2026 14:05');
    expect(stopped).toHaveTextContent('−1,17%');
    expect(api.topics).toContain('recs:brazilian');
  });

  it('filters by status from the API’s list, analyst, method and ticker', async () => {
    const { user } = renderBoard();
    await screen.findAllByTestId('status-row');
    await user.click(screen.getByRole('combobox', { name: 'Situação' }));
    await user.click(await screen.findByRole('option', { name: 'Parcial' }));
    await user.click(screen.getByRole('combobox', { name: 'Analista' }));
    await user.click(await screen.findByRole('option', { name: 'Paulo Analista' }));
    await user.click(screen.getByRole('combobox', { name: 'Método' }));
    await user.click(await screen.findByRole('option', { name: 'Swing Trade Semanal' }));
    await user.type(screen.getByLabelText('Buscar'), 'PETR');
    await waitFor(() =>
      expect(api.asked.at(-1)).toEqual({
        page: 1,
        per_page: 20,
        search: 'PETR',
        status: 'partial',
        analyst_id: 2,
        trade_method_id: 8,
      }),
    );
  });

  it('links to the detail only for those who manage recommendations', async () => {
    renderBoard([{ action: 'read', subject: 'Status das Recomendações' }]);
    const [row] = (await screen.findAllByTestId('status-row')) as [HTMLElement];
    expect(within(row).queryByRole('link')).toBeNull();
    expect(row).toHaveTextContent('ITUB4');
  });
});
