import { MantineProvider } from '@mantine/core';
import type { ChatHistory, ChatMessage, ServerTopicEvent } from '@app/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '../../../i18n/react.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { chatMessage, replayMessage } from '../chat-fixtures.test-util.ts';
import { ChatPanel } from '../index.ts';

// Mantine's autosize textarea listens to `document.fonts`, which jsdom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

interface Watch {
  topic: string | null;
  onEvent: (event: ServerTopicEvent) => void;
  onSubscribed?: () => void;
}
const watch: Watch = { topic: null, onEvent: () => undefined };

vi.mock('../../../lib/realtime/use-realtime-topic.ts', () => ({
  useRealtimeTopic: (
    topic: string | null,
    onEvent: (event: ServerTopicEvent) => void,
    options: { onSubscribed?: () => void } = {},
  ) => {
    watch.topic = topic;
    watch.onEvent = onEvent;
    watch.onSubscribed = options.onSubscribed;
  },
}));

const history = (messages: ChatMessage[], extra: Partial<ChatHistory> = {}): ChatHistory => ({
  chat_id: 1,
  messages,
  has_older: false,
  truncated: false,
  chat_open: true,
  slow_mode_seconds: 0,
  moderator: false,
  delay_seconds: 0,
  ...extra,
});

type Answer = (url: URL) => unknown;
let answer: Answer;
const requests: string[] = [];

beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = new URL(
        input instanceof Request ? input.url : input.toString(),
        'http://localhost',
      );
      requests.push(url.pathname + url.search);
      return Promise.resolve(
        new Response(JSON.stringify(answer(url)), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  watch.topic = null;
});

function renderPanel(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <I18nProvider i18n={i18n}>{ui}</I18nProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const announcer = () => screen.getByRole('log', { name: 'Novas mensagens do chat' });

describe('ChatPanel live', () => {
  it('announces only newly arrived messages, never the history or older pages', async () => {
    answer = (url) =>
      url.searchParams.has('before_id')
        ? history([chatMessage(1, { message: 'antiga' })])
        : url.searchParams.has('after_id')
          ? history([])
          : history([chatMessage(2, { message: 'do histórico' }), chatMessage(3)], {
              has_older: true,
            });
    renderPanel(<ChatPanel chatId={1} mode="live" height={500} />);
    await waitFor(() => expect(watch.topic).toBe('chat:1'));
    expect(announcer()).toBeEmptyDOMElement();

    act(() => {
      // A batch frame delivers its events one by one.
      watch.onEvent({
        name: 'chat.messages',
        chat_id: 1,
        messages: [chatMessage(4, { message: 'bom dia, sala!', user_chat: 'Célia' })],
      });
      watch.onEvent({
        name: 'chat.messages',
        chat_id: 1,
        messages: [chatMessage(3), chatMessage(5, { message: 'compra?' })],
      });
    });
    expect(announcer()).toHaveTextContent('Célia: bom dia, sala!');
    expect(announcer()).toHaveTextContent('Paulo P.: compra?');
    expect(announcer().querySelectorAll('p')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Carregar mensagens anteriores' }));
    await waitFor(() => expect(requests.some((r) => r.includes('before_id=2'))).toBe(true));
    expect(announcer()).not.toHaveTextContent('antiga');
    expect(announcer().querySelectorAll('p')).toHaveLength(2);
    // The list itself is not a live region.
    expect(screen.getByRole('list', { name: 'Mensagens do chat' })).not.toHaveAttribute(
      'aria-live',
    );
  });

  it('catches up after a reconnect from the last id it holds and subscribes moderators to chatmod', async () => {
    answer = (url) =>
      url.searchParams.has('after_id')
        ? history([chatMessage(8), chatMessage(9, { message: 'perdida' })], { moderator: true })
        : history([chatMessage(7), chatMessage(8)], { moderator: true });
    renderPanel(<ChatPanel chatId={1} mode="live" staffView height={500} />);
    await waitFor(() => expect(watch.topic).toBe('chatmod:1'));
    act(() => watch.onSubscribed?.());
    await waitFor(() => expect(requests).toContain('/api/list-chat-messages/1?after_id=8'));
  });

  it('shows the closed state instead of the composer', async () => {
    answer = () => history([], { chat_open: false });
    renderPanel(<ChatPanel chatId={1} mode="live" height={500} />);
    expect(
      await screen.findByText('Este chat está fechado para novas mensagens.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Mensagem' })).toBeNull();
  });
});

describe('ChatPanel replay', () => {
  it('reveals messages as the video reaches them and hides them again on a seek back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let time = 0;
    answer = () => ({
      broadcast_id: 5,
      chat_id: 1,
      started_at: '2026-11-23T12:00:00.000Z',
      ended_at: '2026-11-23T13:00:00.000Z',
      messages: [replayMessage(1, 10), replayMessage(2, 20)],
    });
    renderPanel(
      <ChatPanel chatId={1} mode="replay" broadcastId={5} getVideoTime={() => time} height={500} />,
    );
    expect(
      await screen.findByText('Nenhuma mensagem até este ponto do vídeo.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Replay do chat')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    time = 15;
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.queryByText('Nenhuma mensagem até este ponto do vídeo.')).toBeNull();
    time = 5;
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.getByText('Nenhuma mensagem até este ponto do vídeo.')).toBeInTheDocument();
    vi.useRealTimers();
  });
});
