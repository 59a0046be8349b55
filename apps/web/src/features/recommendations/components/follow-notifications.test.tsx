import { notifications } from '@mantine/notifications';
import type { RecommendationFollowedEvent, ServerTopicEvent } from '@app/shared';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStaffPage } from '../../../test/staff-page.tsx';
import { FollowNotifications } from './follow-notifications.tsx';

const watch = vi.hoisted(() => ({
  topic: null as string | null,
  onEvent: (_event: ServerTopicEvent): void => undefined,
}));
vi.mock('../../../lib/realtime/use-realtime-topic.ts', () => ({
  useRealtimeTopic: (topic: string | null, onEvent: (event: ServerTopicEvent) => void) => {
    watch.topic = topic;
    watch.onEvent = onEvent;
  },
}));
vi.mock('../../../lib/session/use-session.ts', () => ({
  useSession: () => ({ user: { id: 6, name: 'Carla Cliente' }, loggedIn: true }),
}));

const event = (extra: Partial<RecommendationFollowedEvent> = {}): RecommendationFollowedEvent => ({
  name: 'recommendation.followed',
  id: 42,
  brand: 'brazilian',
  kind: 'published',
  status: 'waiting',
  target: null,
  asset_code: 'PETR4',
  operation: 'buy',
  trade_method: { id: 8, name: 'Swing Trade Semanal' },
  analyst: { id: 2, name: 'Paulo Analista' },
  followed: ['trade_method'],
  at: '2026-11-25T15:00:00.000Z',
  ...extra,
});

afterEach(() => {
  act(() => notifications.clean());
});

describe('FollowNotifications', () => {
  it("watches the person's own topic and toasts what they follow, with a link to it", async () => {
    const { history, user } = renderStaffPage(
      {
        '/cliente': <FollowNotifications />,
        '/cliente/recomendacoes': <FollowNotifications />,
      },
      '/cliente',
    );
    expect(watch.topic).toBe('user:6');
    act(() => watch.onEvent(event()));
    expect(await screen.findByText('Nova recomendação: PETR4')).toBeInTheDocument();
    expect(screen.getByText('Swing Trade Semanal · Paulo Analista')).toBeInTheDocument();
    act(() =>
      watch.onEvent(event({ kind: 'stopped', status: 'stopped', at: '2026-11-25T16:00:00Z' })),
    );
    expect(await screen.findByText('PETR4: Stop')).toBeInTheDocument();

    await user.click(screen.getAllByRole('link', { name: 'Ver recomendação' })[0]!);
    expect(history.location.pathname).toBe('/cliente/recomendacoes');
    expect(history.location.search).toBe('?id=42');
  });
});
