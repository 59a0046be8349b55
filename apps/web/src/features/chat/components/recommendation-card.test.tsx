import { MantineProvider } from '@mantine/core';
import type { ChatMessage, RecommendationPayload } from '@app/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '../../../i18n/react.tsx';
import { GuardedRouter, RouteTree } from '../../../lib/routing/guarded-router.tsx';
import { memoryHistory } from '../../../test/memory-history.ts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { chatMessage } from '../chat-fixtures.test-util.ts';
import '../i18n/index.ts';
import { latestRecommendationStatuses, newerStatusOf } from '../recommendation-cards.ts';
import { MessageRow } from './message-row.tsx';

/** A card the API posts for a published recommendation (no level: each viewer reads them). */
const card = (id: number, payload: Partial<RecommendationPayload>): ChatMessage =>
  chatMessage(id, {
    type: 5,
    message: `PETR4: ${id}`,
    user_chat: 'Paulo',
    payload: { ticker: 'PETR4', operation: 'compra', ...payload },
  });

/** The room's rows as the panel renders them, in a router that records where a link leads. */
function renderRows(messages: ChatMessage[]) {
  const latest = latestRecommendationStatuses(messages);
  const history = memoryHistory('/live');
  const routes = [
    {
      path: '/live',
      element: (
        <>
          {messages.map((m) => (
            <MessageRow
              key={m.id}
              message={m}
              moderator={false}
              canReply={false}
              staffView={false}
              selfId={null}
              currentStatus={newerStatusOf(m, latest)}
            />
          ))}
        </>
      ),
    },
    { path: '/cliente/recomendacoes', element: <p>página da recomendação</p> },
  ];
  render(
    <MantineProvider env="test">
      <I18nProvider i18n={i18n}>
        <GuardedRouter history={history}>
          <RouteTree routes={routes} />
        </GuardedRouter>
      </I18nProvider>
    </MantineProvider>,
  );
  return history;
}

describe('the recommendation card', () => {
  it('shows its status and links to the recommendation, without empty price boxes', async () => {
    const history = renderRows([card(1, { recommendation_id: 42, status: 'waiting' })]);
    const article = screen.getByRole('article', { name: 'Paulo' });
    expect(within(article).getByText('Aguardando entrada')).toBeInTheDocument();
    // The status is named as such for screen readers.
    expect(article).toHaveTextContent('Situação: Aguardando entrada');
    expect(within(article).queryByText('Entrada')).not.toBeInTheDocument();
    const link = within(article).getByRole('link', { name: 'Ver recomendação: PETR4' });
    expect(link).toHaveTextContent('Ver recomendação');
    expect(link).toHaveAttribute('href', '/cliente/recomendacoes?id=42');
    await userEvent.click(link);
    expect(history.location.pathname).toBe('/cliente/recomendacoes');
    expect(history.location.search).toBe('?id=42');
  });

  it('keeps each card of a recommendation with its own status, and the older say the current one', () => {
    renderRows([
      card(1, { recommendation_id: 42, status: 'waiting' }),
      chatMessage(2, { message: 'entrou?' }),
      card(3, { recommendation_id: 42, status: 'active' }),
      card(4, { recommendation_id: 42, status: 'stopped' }),
      card(5, { recommendation_id: 43, status: 'waiting', ticker: 'VALE3' }),
    ]);
    const cards = screen.getAllByRole('article', { name: 'Paulo' });
    // Each card keeps the status it was posted with.
    expect(
      cards.map((c) => within(c).getByText(/^(Aguardando entrada|Ativa|Stop)$/).textContent),
    ).toEqual(['Aguardando entrada', 'Ativa', 'Stop', 'Aguardando entrada']);
    expect(within(cards[0]!).getByText('Situação atual: Stop')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Situação atual: Stop')).toBeInTheDocument();
    // The newest card of each recommendation is the current status itself.
    expect(within(cards[2]!).queryByText(/Situação atual/)).not.toBeInTheDocument();
    expect(within(cards[3]!).queryByText(/Situação atual/)).not.toBeInTheDocument();
  });

  it('still shows the prices of a card typed in the chat (no recommendation behind it)', () => {
    renderRows([card(1, { entry_cents: 3700, stop_cents: 3600, target_cents: 3900 })]);
    const article = screen.getByRole('article', { name: 'Paulo' });
    expect(within(article).getByText('R$ 37,00')).toBeInTheDocument();
    expect(within(article).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('latestRecommendationStatuses', () => {
  it('takes the newest card by id, ignoring deleted cards and plain messages', () => {
    const latest = latestRecommendationStatuses([
      card(5, { recommendation_id: 42, status: 'active' }),
      card(3, { recommendation_id: 42, status: 'waiting' }),
      {
        ...card(7, { recommendation_id: 42, status: 'cancelled' }),
        deleted_at: '2026-11-23T13:05:00Z',
      },
      chatMessage(8),
    ]);
    expect(latest.get(42)).toEqual({ messageId: 5, status: 'active' });
    expect(newerStatusOf(card(3, { recommendation_id: 42, status: 'waiting' }), latest)).toBe(
      'active',
    );
    expect(
      newerStatusOf(card(5, { recommendation_id: 42, status: 'active' }), latest),
    ).toBeUndefined();
    expect(newerStatusOf(chatMessage(8), latest)).toBeUndefined();
  });
});
