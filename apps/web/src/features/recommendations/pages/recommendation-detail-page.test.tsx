import { notifications } from '@mantine/notifications';
import { RECOMMENDATION_FORM_MESSAGES, RECOMMENDATION_MESSAGES } from '@app/shared';
import type {
  RecommendationActionRequest,
  RecommendationDetail,
  ServerTopicEvent,
} from '@app/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import { renderStaffPage } from '../../../test/staff-page.tsx';
import type * as PageApi from '../api/page.ts';
import type * as RecommendationsApi from '../api/recommendations-api.ts';
import { RecommendationDetailPage } from './recommendation-detail-page.tsx';
import { ITUB4_CALL } from './recommendation-test-data.ts';

const api = vi.hoisted(() => ({
  act: vi.fn<(id: number, body: RecommendationActionRequest) => Promise<unknown>>(),
  stored: null as RecommendationDetail | null,
  reads: 0,
  topics: [] as string[],
  push: null as ((event: ServerTopicEvent) => void) | null,
}));

vi.mock('../api/page.ts', async (original) => ({
  ...(await original<typeof PageApi>()),
  getData: (path: string) => {
    if (path === '/api/find-recommendation-admin/55' && api.stored) {
      api.reads += 1;
      return Promise.resolve(api.stored);
    }
    return Promise.reject(new ApiError(404, { error: RECOMMENDATION_FORM_MESSAGES.notFound }));
  },
}));
vi.mock('../api/recommendations-api.ts', async (original) => ({
  ...(await original<typeof RecommendationsApi>()),
  actOnRecommendation: api.act,
}));
vi.mock('../../../lib/realtime/use-realtime-topic.ts', () => ({
  useRealtimeTopic: (topic: string, onEvent: (event: ServerTopicEvent) => void) => {
    api.topics.push(topic);
    api.push = onEvent;
  },
}));

/** The call after the stop moved (by someone else, or by this person). */
const MOVED: RecommendationDetail = {
  ...ITUB4_CALL,
  version: 2,
  levels: { ...ITUB4_CALL.levels!, stop_cents: 3750 },
  events: [
    ...ITUB4_CALL.events!,
    {
      id: 502,
      kind: 'stop_moved',
      from_status: 'waiting',
      to_status: 'waiting',
      price_cents: 3750,
      target: null,
      previous_stop_cents: 3721,
      at: '2026-11-21T14:30:00.000Z',
      author_name: 'Marina Analista',
      note: 'Fundo mais alto',
    },
  ],
};

function renderDetail(path = '/recomendacoes/55') {
  return renderStaffPage(
    {
      '/recomendacoes': <p>Lista</p>,
      '/recomendacoes/:id': <RecommendationDetailPage brand="brazilian" />,
    },
    path,
  );
}

afterEach(() => {
  act(() => notifications.clean());
  api.act.mockReset();
  api.stored = null;
  api.reads = 0;
  api.topics = [];
  api.push = null;
});

describe('RecommendationDetailPage', () => {
  it('shows the levels, the CVM credentials, the chats and the history', async () => {
    api.stored = MOVED;
    renderDetail();
    expect(await screen.findByRole('heading', { name: /ITUB4/ })).toBeInTheDocument();
    const levels = screen.getByRole('region', { name: 'Níveis' });
    expect(levels).toHaveTextContent('R$ 37,66 a R$ 38,39');
    expect(levels).toHaveTextContent('R$ 37,50');
    expect(levels).toHaveTextContent('Stop inicial: R$ 37,21');
    expect(levels).toHaveTextContent('Alvo 2 R$ 42,00');
    const analyst = screen.getByRole('region', { name: /^Analista/ });
    expect(analyst).toHaveTextContent('CNPI EM-2150');
    expect(analyst).toHaveTextContent('Declaro que as recomendações refletem');
    expect(analyst).toHaveTextContent('Possui posição própria em PETR4.');
    expect(screen.getByRole('region', { name: /^Salas/ })).toHaveTextContent('Sala do Mago');
    const lines = screen.getAllByTestId('history-line');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Publicada');
    expect(lines[0]).toHaveTextContent('20/11/2026 10:00 · Ana Admin');
    // São Paulo time, who moved it, from where to where, and why.
    expect(lines[1]).toHaveTextContent('21/11/2026 11:30 · Marina Analista');
    expect(lines[1]).toHaveTextContent('Stop de R$ 37,21 para R$ 37,50');
    expect(lines[1]).toHaveTextContent('Fundo mais alto');
    expect(api.topics).toContain('recs:brazilian');
  });

  it('names the quote as the author of an automatic move', async () => {
    api.stored = {
      ...ITUB4_CALL,
      status: 'active',
      events: [
        ...ITUB4_CALL.events!,
        {
          id: 503,
          kind: 'entered',
          from_status: 'waiting',
          to_status: 'active',
          price_cents: 3770,
          target: null,
          previous_stop_cents: null,
          at: '2026-11-21T14:30:00.000Z',
          author_name: null,
          note: null,
        },
      ],
    };
    renderDetail();
    const lines = await screen.findAllByTestId('history-line');
    expect(lines[1]).toHaveTextContent('Entrada atingida');
    expect(lines[1]).toHaveTextContent('Automático, pela cotação');
    expect(lines[1]).toHaveTextContent('Preço: R$ 37,70');
    // In a position: close, no cancel.
    expect(screen.getByRole('button', { name: 'Encerrar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar recomendação' })).toBeNull();
  });

  it('moves the stop on the version seen, in cents, with the note', async () => {
    api.stored = ITUB4_CALL;
    api.act.mockImplementation(() => {
      api.stored = MOVED;
      return Promise.resolve(MOVED);
    });
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Mover stop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mover stop' });
    await user.type(within(dialog).getByLabelText(/^Novo stop/), '37,50');
    await user.type(within(dialog).getByLabelText(/^Observação/), 'Fundo mais alto');
    await user.click(within(dialog).getByRole('button', { name: 'Mover o stop' }));
    await waitFor(() => expect(api.act).toHaveBeenCalledTimes(1));
    expect(api.act).toHaveBeenCalledWith(55, {
      version: 1,
      action: { kind: 'move_stop', stop_cents: 3750, note: 'Fundo mais alto' },
    });
    expect(await screen.findByText('Stop de ITUB4 movido.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('history-line')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says in pt-BR that it changed meanwhile (409) and shows it as it is now', async () => {
    api.stored = ITUB4_CALL;
    api.act.mockImplementation(() => {
      // Someone else moved it first: the API refuses the old version.
      api.stored = MOVED;
      return Promise.reject(
        new ApiError(409, { error: RECOMMENDATION_FORM_MESSAGES.changedMeanwhile }),
      );
    });
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Mover stop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mover stop' });
    await user.type(within(dialog).getByLabelText(/^Novo stop/), '37,40');
    await user.click(within(dialog).getByRole('button', { name: 'Mover o stop' }));
    expect(
      await screen.findByText(RECOMMENDATION_FORM_MESSAGES.changedMeanwhile),
    ).toBeInTheDocument();
    // The current state, reloaded: Marina's move is there, the dialog closed to show it.
    await waitFor(() => expect(screen.getAllByTestId('history-line')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('history-line')[1]).toHaveTextContent('Marina Analista');
    expect(screen.getByRole('region', { name: 'Níveis' })).toHaveTextContent('R$ 37,50');
  });

  it('shows a refused move in the dialog, in the API’s words', async () => {
    api.stored = ITUB4_CALL;
    api.act.mockRejectedValue(new ApiError(400, { error: RECOMMENDATION_MESSAGES.stopSide }));
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Mover stop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mover stop' });
    await user.type(within(dialog).getByLabelText(/^Novo stop/), '39,00');
    await user.click(within(dialog).getByRole('button', { name: 'Mover o stop' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      RECOMMENDATION_MESSAGES.stopSide,
    );
  });

  it('cancels a waiting call only after the confirmation', async () => {
    api.stored = ITUB4_CALL;
    api.act.mockResolvedValue({ ...ITUB4_CALL, status: 'cancelled', version: 2 });
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Cancelar recomendação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar recomendação' });
    expect(dialog).toHaveTextContent('Cancelar a recomendação de ITUB4?');
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    expect(api.act).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancelar recomendação' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Cancelar recomendação',
      }),
    );
    await waitFor(() =>
      expect(api.act).toHaveBeenCalledWith(55, { version: 1, action: { kind: 'cancel' } }),
    );
    expect(await screen.findByText('Recomendação de ITUB4 cancelada.')).toBeInTheDocument();
  });

  it('reads the recommendation again when a change arrives on recs:<brand>', async () => {
    api.stored = ITUB4_CALL;
    renderDetail();
    await screen.findByRole('heading', { name: /ITUB4/ });
    const before = api.reads;
    api.stored = MOVED;
    act(() =>
      api.push?.({
        name: 'recommendation.changed',
        id: 55,
        trade_method_id: 7,
        asset_id: 4,
        asset_code: 'ITUB4',
        operation: 'buy',
        kind: 'stop_moved',
        status: 'waiting',
        target: null,
        at: '2026-11-21T14:30:00.000Z',
        version: 2,
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('history-line')).toHaveLength(2));
    expect(api.reads).toBeGreaterThan(before);
  });

  it('says when the recommendation does not exist', async () => {
    renderDetail('/recomendacoes/99');
    expect(
      await screen.findByRole('heading', { name: 'Recomendação não encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para as recomendações' })).toBeInTheDocument();
  });
});
