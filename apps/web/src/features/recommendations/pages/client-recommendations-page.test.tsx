import { notifications } from '@mantine/notifications';
import { guestUserData, recommendationDetailSchema, recommendationSchema } from '@app/shared';
import type {
  ClosedCallJson,
  ListPage,
  Recommendation,
  RecommendationDetail,
  TrackRecordJson,
} from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../../lib/realtime/fake-socket.ts';
import { resetTabRealtimeClient } from '../../../lib/realtime/use-realtime-topic.ts';
import { clearSession, saveSession } from '../../../lib/session/session.ts';
import { getPromptState, closeSubscribePrompt } from '../../../lib/session/subscribe-prompt.ts';
import { renderStaffPage } from '../../../test/staff-page.tsx';
import type * as ClientApi from '../api/client-api.ts';
import type { ClientFilters, TrackRecordFilters } from '../api/client-api.ts';
import { ClientRecommendationsPage } from './client-recommendations-page.tsx';

const CUSTOMER = [{ action: 'read' as const, subject: 'Cliente-Recomendações' }];

/** Paulo's day trade on PETR4, which the reader's method opens. */
const PETR4: Recommendation = recommendationSchema.parse({
  id: 11,
  analyst: {
    id: 2,
    name: 'Paulo Analista',
    cnpi: 'EM-1234',
    conflicts_of_interest: 'Detém ações da Petrobras em carteira própria.',
  },
  trade_method: { id: 1, name: 'Método Mago' },
  setup: { id: 3, name: 'Rompimento de topo' },
  asset: { id: 1, code: 'PETR4', name: 'Petrobras PN', market: 'stocks' },
  operation: 'buy',
  frequency: 'day_trade',
  status: 'partial',
  status_changed_at: '2026-11-20T15:30:00.000Z',
  published_at: '2026-11-20T12:00:00.000Z',
  valid_until: '2026-11-20T20:55:00.000Z',
  unlocked: true,
  levels: {
    entry_min_cents: 3820,
    entry_max_cents: 3840,
    initial_stop_cents: 3760,
    stop_cents: 3830,
    targets_cents: [3900, 3980],
    stop_conduction: 'breakeven',
    target_conduction: 'partial',
    position_size: 'two_thirds',
    entry_cents: 3835,
    targets_hit: 1,
    rationale_html:
      '<p>Rompimento do topo de <strong>38,00</strong>.</p><p>Volume acima da média.</p>',
  },
  result_percent: null,
  result_cents: null,
  version: 4,
});

/** Marina's swing call on VALE3, in a method the reader does not have. */
const VALE3: Recommendation = recommendationSchema.parse({
  id: 12,
  analyst: { id: 3, name: 'Marina Analista', cnpi: 'EM-5678', conflicts_of_interest: '' },
  trade_method: { id: 2, name: 'Swing Trade Semanal' },
  setup: null,
  asset: { id: 2, code: 'VALE3', name: 'Vale ON', market: 'stocks' },
  operation: 'sell',
  frequency: 'swing_trade',
  status: 'active',
  status_changed_at: '2026-11-19T14:00:00.000Z',
  published_at: '2026-11-19T13:00:00.000Z',
  valid_until: '2026-11-27T20:55:00.000Z',
  unlocked: false,
  levels: null,
  result_percent: null,
  result_cents: null,
  required_signatures: [
    { id: 4, name: 'LS Premium', slug: 'ls-premium', available_in_store: true },
    { id: 5, name: 'Clube do Swing', slug: 'clube-do-swing', available_in_store: false },
  ],
  store_products: [
    {
      id: 40,
      name: 'Swing Trade Semanal — 1 ano',
      slug: 'swing-trade-semanal-1-ano',
      price_cents: 59_700,
    },
  ],
  version: 2,
});

const PETR4_DETAIL: RecommendationDetail = recommendationDetailSchema.parse({
  ...PETR4,
  chats: [],
  events: [
    {
      id: 1,
      kind: 'published',
      from_status: null,
      to_status: 'waiting',
      price_cents: null,
      target: null,
      previous_stop_cents: null,
      at: '2026-11-20T12:00:00.000Z',
      author_name: 'Paulo Analista',
      note: null,
    },
    {
      id: 2,
      kind: 'entered',
      from_status: 'waiting',
      to_status: 'active',
      price_cents: 3835,
      target: null,
      previous_stop_cents: null,
      at: '2026-11-20T13:05:00.000Z',
      author_name: null,
      note: null,
    },
    {
      id: 3,
      kind: 'target',
      from_status: 'active',
      to_status: 'partial',
      price_cents: 3900,
      target: 1,
      previous_stop_cents: null,
      at: '2026-11-20T15:30:00.000Z',
      author_name: null,
      note: null,
    },
    {
      id: 4,
      kind: 'stop_moved',
      from_status: 'partial',
      to_status: 'partial',
      price_cents: 3830,
      target: null,
      previous_stop_cents: 3760,
      at: '2026-11-20T15:30:00.000Z',
      author_name: null,
      note: null,
    },
  ],
});

const EMPTY_RECORD: TrackRecordJson = {
  overall: {
    calls: 0,
    wins: 0,
    losses: 0,
    hit_rate: null,
    average_gain_percent: null,
    average_loss_percent: null,
    average_gain_cents: null,
    average_loss_cents: null,
    payoff: null,
    expectancy_percent: null,
    worst_streak: { losses: 0, percent: 0 },
    total_percent: 0,
  },
  months: [],
  analysts: [],
  trade_methods: [],
};

const CLOSED_CALL: ClosedCallJson = {
  id: 30,
  asset: { code: 'ITUB4', name: 'Itaú Unibanco PN', market: 'stocks' },
  operation: 'buy',
  analyst: { id: 3, name: 'Marina Analista', cnpi: 'EM-5678' },
  trade_method: { id: 2, name: 'Swing Trade Semanal' },
  published_at: '2026-11-03T13:00:00.000Z',
  entered_at: '2026-11-03T14:00:00.000Z',
  entry_cents: 3512,
  closed_at: '2026-11-06T18:10:00.000Z',
  status: 'gain',
  result_percent: 2.5,
  result_cents: 88,
};

const api = vi.hoisted(() => ({
  listed: [] as unknown[],
  list: [] as Recommendation[],
}));

vi.mock('../api/client-api.ts', async (original) => ({
  ...(await original<typeof ClientApi>()),
  clientRecommendationsQuery: (filters: ClientFilters) =>
    queryOptions({
      queryKey: ['list-customer-recommendations', filters],
      queryFn: (): Promise<ListPage<Recommendation>> => {
        api.listed.push(filters);
        return Promise.resolve({
          data: api.list,
          meta: { total: api.list.length, page: 1, per_page: 12 },
        });
      },
    }),
  clientRecommendationQuery: (id: number) =>
    queryOptions({
      queryKey: ['find-recommendation', id],
      queryFn: () => Promise.resolve(PETR4_DETAIL),
    }),
  trackRecordQuery: (filters: TrackRecordFilters) =>
    queryOptions({
      queryKey: ['track-record', filters],
      queryFn: () => Promise.resolve(EMPTY_RECORD),
    }),
  trackRecordCallsQuery: (filters: TrackRecordFilters, page: number) =>
    queryOptions({
      queryKey: ['track-record-calls', filters, page],
      queryFn: (): Promise<ListPage<ClosedCallJson>> =>
        Promise.resolve({ data: [CLOSED_CALL], meta: { total: 1, page: 1, per_page: 20 } }),
    }),
}));

const TOKEN = 't'.repeat(43);

function renderPage(path = '/cliente/recomendacoes') {
  return renderStaffPage(
    {
      '/cliente/recomendacoes': <ClientRecommendationsPage brand="brazilian" />,
      '/login': <h1>Entrar</h1>,
    },
    path,
    CUSTOMER,
  );
}

const socket = () => {
  const last = FakeSocket.all.at(-1);
  if (!last) throw new Error('no socket');
  return last;
};

const card = (code: string) =>
  screen
    .getAllByTestId('recommendation-card')
    .find((element) => within(element).queryByRole('heading', { name: code }))!;

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  api.listed = [];
  api.list = [PETR4, VALE3];
  saveSession({ token: TOKEN, user: { ...guestUserData(), id: 9, name: 'Célia Cortesia' } });
});

afterEach(() => {
  act(() => notifications.clean());
  closeSubscribePrompt();
  resetTabRealtimeClient();
  vi.unstubAllGlobals();
  clearSession();
});

describe('ClientRecommendationsPage', () => {
  it('shows the levels of a call the reader’s method opens, and locks the other one', async () => {
    renderPage();
    await screen.findAllByTestId('recommendation-card');
    const open = card('PETR4');
    expect(open).not.toHaveAttribute('data-locked');
    expect(open).toHaveTextContent('Compra');
    expect(open).toHaveTextContent('Parcial');
    expect(open).toHaveTextContent('Método Mago · Rompimento de topo · Day trade');
    expect(open).toHaveTextContent('Paulo Analista · CNPI EM-1234');
    const levels = within(open).getByTestId('levels');
    expect(levels).toHaveTextContent('R$ 38,20 a R$ 38,40');
    expect(levels).toHaveTextContent('Entrou a R$ 38,35');
    expect(levels).toHaveTextContent('R$ 38,30');
    expect(levels).toHaveTextContent('inicial R$ 37,60');
    expect(levels).toHaveTextContent('Alvo 1: R$ 39,00 (atingido)');
    expect(levels).toHaveTextContent('Alvo 2: R$ 39,80');
    // São Paulo times: 20:55 UTC is 17:55 in Brasília.
    expect(open).toHaveTextContent('Válida até 20/11/2026 17:55');

    const locked = card('VALE3');
    expect(locked).toHaveAttribute('data-locked', 'true');
    expect(locked).toHaveTextContent('Venda');
    expect(locked).toHaveTextContent('Marina Analista · CNPI EM-5678');
    expect(within(locked).queryByTestId('levels')).not.toBeInTheDocument();
    expect(within(locked).getByTestId('blurred-levels')).toHaveTextContent('Níveis bloqueados');
    expect(within(locked).getByTestId('locked-prompt')).toHaveTextContent(
      'Disponível para assinantes de LS Premium ou Clube do Swing',
    );
    expect(within(locked).getByRole('link', { name: 'LS Premium' })).toHaveAttribute(
      'href',
      '/assinaturas/ls-premium',
    );
    // Not sold in the store: the list of signatures.
    expect(within(locked).getByRole('link', { name: 'Clube do Swing' })).toHaveAttribute(
      'href',
      '/assinaturas',
    );
    // The method sold on its own in the store: its product page, with the price.
    expect(within(locked).getByTestId('locked-products')).toHaveTextContent(
      'Compre na loja: Swing Trade Semanal — 1 ano por R$ 597,00',
    );
    expect(
      within(locked).getByRole('link', { name: /Swing Trade Semanal — 1 ano/ }),
    ).toHaveAttribute('href', '/loja/swing-trade-semanal-1-ano');
  });

  it('opens the subscribe prompt for the first signature of a locked call', async () => {
    const { user } = renderPage();
    await screen.findAllByTestId('recommendation-card');
    await user.click(within(card('VALE3')).getByRole('button', { name: 'Quero assinar' }));
    expect(getPromptState()).toMatchObject({
      open: true,
      signatureName: 'LS Premium',
      signatureSlug: 'ls-premium',
    });
  });

  it('refetches the list and says what changed when the brand’s topic tells a change', async () => {
    renderPage();
    await screen.findAllByTestId('recommendation-card');
    act(() => socket().open());
    expect(socket().sent).toContainEqual({ type: 'subscribe', topic: 'recs:brazilian' });
    act(() => socket().receive({ type: 'subscribed', topic: 'recs:brazilian' }));
    await waitFor(() => expect(api.listed.length).toBeGreaterThanOrEqual(2));
    const before = api.listed.length;
    // The first target of PETR4 is hit: the list is read again and a toast says so.
    api.list = [{ ...PETR4, status: 'gain', result_percent: 1.7 }, VALE3];
    act(() =>
      socket().receive({
        type: 'event',
        topic: 'recs:brazilian',
        event: {
          name: 'recommendation.changed',
          id: PETR4.id,
          trade_method_id: 1,
          asset_id: 1,
          asset_code: 'PETR4',
          operation: 'buy',
          kind: 'target',
          status: 'gain',
          target: 1,
          at: '2026-11-20T16:00:00.000Z',
          version: 5,
        },
      }),
    );
    expect(await screen.findByText('PETR4: alvo 1 atingido')).toBeInTheDocument();
    await waitFor(() => expect(api.listed.length).toBeGreaterThan(before));
    await waitFor(() => expect(card('PETR4')).toHaveTextContent('Encerrada com ganho'));
    expect(card('PETR4')).toHaveTextContent('Resultado: +1,70%');

    act(() =>
      socket().receive({
        type: 'event',
        topic: 'recs:brazilian',
        event: {
          name: 'recommendation.changed',
          id: 40,
          trade_method_id: 2,
          asset_id: 2,
          asset_code: 'VALE3',
          operation: 'sell',
          kind: 'published',
          status: 'waiting',
          target: null,
          at: '2026-11-20T16:05:00.000Z',
          version: 1,
        },
      }),
    );
    expect(await screen.findByText('Nova recomendação: VALE3 (venda)')).toBeInTheDocument();
  });

  it('asks the API for the status and method picked', async () => {
    const { user } = renderPage();
    await screen.findAllByTestId('recommendation-card');
    await user.click(screen.getByRole('combobox', { name: 'Situação' }));
    await user.click(await screen.findByRole('option', { name: 'Finalizadas' }));
    await user.click(screen.getByRole('combobox', { name: 'Método' }));
    await user.click(await screen.findByRole('option', { name: 'Swing Trade Semanal' }));
    await waitFor(() =>
      expect(api.listed).toContainEqual({ page: 1, status: 'finished', tradeMethodId: 2 }),
    );
  });

  it('opens the detail in the same route with the rationale, the CVM declaration and the history', async () => {
    const { user, history } = renderPage();
    await screen.findAllByTestId('recommendation-card');
    await user.click(screen.getByRole('button', { name: 'Ver detalhes da recomendação PETR4' }));
    expect(history.location.search).toBe('?id=11');
    const dialog = await screen.findByRole('dialog', { name: 'PETR4 · Compra' });
    await within(dialog).findByText('Fundamentação');
    // The rich text as the analyst wrote it (the API keeps it to the allowlist).
    expect(within(dialog).getByTestId('rationale')).toHaveTextContent(
      'Rompimento do topo de 38,00.',
    );
    expect(dialog.querySelector('[data-testid="rationale"] strong')).toHaveTextContent('38,00');
    // The method and the analyst can be followed from here.
    const follow = within(dialog).getByTestId('follow-buttons');
    expect(
      within(follow).getByRole('button', { name: 'Seguir método: Método Mago' }),
    ).toBeInTheDocument();
    expect(
      within(follow).getByRole('button', { name: 'Seguir analista: Paulo Analista' }),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Declaração de Paulo Analista');
    expect(dialog).toHaveTextContent('refletem única e exclusivamente as minhas opiniões pessoais');
    expect(dialog).toHaveTextContent('Detém ações da Petrobras em carteira própria.');
    expect(dialog).toHaveTextContent('Stop no preço de entrada após o 1º alvo');
    const recommendationHistory = within(dialog).getByTestId('history');
    // 13:05 UTC is 10:05 in São Paulo; the stop's move shows where it was.
    expect(recommendationHistory).toHaveTextContent('Entrada a R$ 38,35');
    expect(recommendationHistory).toHaveTextContent('20/11/2026 10:05:00 · pela cotação');
    expect(recommendationHistory).toHaveTextContent('Alvo 1 atingido a R$ 39,00');
    expect(recommendationHistory).toHaveTextContent('Stop movido de R$ 37,60 para R$ 38,30');
    expect(recommendationHistory).toHaveTextContent('20/11/2026 09:00:00 · por Paulo Analista');
    // Who sees the levels sees them on the candles too.
    expect(within(dialog).getByText('Gráfico com entrada, stop e alvos')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(history.location.search).toBe(''));
  });

  it('shows a visitor the closed calls’ results and a way in, never a level', async () => {
    clearSession();
    const { user, history } = renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Recomendações dos nossos analistas' }),
    ).toBeInTheDocument();
    const row = await screen.findByTestId('closed-call');
    expect(row).toHaveTextContent('ITUB4');
    expect(row).toHaveTextContent('R$ 35,12');
    expect(row).toHaveTextContent('+2,50%');
    expect(api.listed).toEqual([]);
    expect(FakeSocket.all).toEqual([]);
    expect(screen.getByRole('link', { name: 'Conhecer as assinaturas' })).toHaveAttribute(
      'href',
      '/assinaturas',
    );
    expect(screen.getByRole('link', { name: 'Ver o histórico completo' })).toHaveAttribute(
      'href',
      '/historico-de-recomendacoes',
    );
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(history.location.pathname).toBe('/login');
  });
});
