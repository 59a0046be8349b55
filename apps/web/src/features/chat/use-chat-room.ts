import { chatModerationTopic, chatTopic } from '@app/shared';
import type { ChatHistory, ChatMessage, ChatMessageInput, ServerTopicEvent } from '@app/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client/api-error.ts';
import { errorMessageOf } from '../../lib/api-client/query-client.ts';
import { useRealtimeTopic } from '../../lib/realtime/use-realtime-topic.ts';
import { readUserData } from '../../lib/session/session.ts';
import {
  chatApi,
  chatHistoryQuery,
  chatKeys,
  fetchChatHistory,
  retryAfterSeconds,
} from './chat-api.ts';
import {
  addMessages,
  emptyChatState,
  lastMessageId,
  mergeMessages,
  newArrivals,
  newClientId,
  removeMessages,
  settlePending,
} from './chat-store.ts';
import type { ChatState } from './chat-store.ts';

export type SendResult =
  | { ok: true; message: ChatMessage }
  | { ok: false; retryAfter: number; error: string }
  | { ok: false; retryAfter: null; error: string };

export interface Announcement {
  key: number;
  text: string;
}

const MAX_ANNOUNCEMENTS = 5;

/**
 * One chat room: history, older pages, realtime (one by one or in batches), catch-up after a
 * reconnect, optimistic sends with retries under the same client id.
 */
export function useChatRoom(chatId: number) {
  const queryClient = useQueryClient();
  const history = useQuery(chatHistoryQuery(chatId));
  const [state, setState] = useState<ChatState>(emptyChatState);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [announcements, setAnnouncements] = useState<Announcement[]>([]);
  const selfId = readUserData()?.id ?? null;
  /** Every id this view has held: only ids never seen are announced. */
  const seen = useRef(new Set<number>());
  const resetFrom = useRef<ChatMessage[] | null>(null);
  const messagesRef = useRef(state.messages);
  messagesRef.current = state.messages;

  // (Re)load from the history; realtime messages newer than it are kept.
  useEffect(() => {
    const data = history.data;
    if (!data || resetFrom.current === data.messages) return;
    resetFrom.current = data.messages;
    for (const m of data.messages) seen.current.add(m.id);
    setState((s) => {
      const last = lastMessageId(data.messages);
      const newer = s.messages.filter((m) => m.id > last);
      return {
        messages: mergeMessages(data.messages, newer),
        pending: settlePending(s.pending, data.messages),
        hasOlder: data.has_older,
      };
    });
  }, [history.data]);

  const patchHistory = useCallback(
    (patch: Partial<ChatHistory>) =>
      queryClient.setQueryData<ChatHistory>(chatKeys.history(chatId), (d) =>
        d ? { ...d, ...patch } : d,
      ),
    [queryClient, chatId],
  );

  const announce = useCallback((messages: ChatMessage[]) => {
    if (messages.length === 0) return;
    setAnnouncements((list) =>
      [
        ...list,
        ...messages.map((m) => ({
          key: m.id,
          text: `${m.user_chat}: ${m.type === 5 && m.payload ? `${m.payload.ticker} ${m.payload.operation}` : m.message}`,
        })),
      ].slice(-MAX_ANNOUNCEMENTS),
    );
  }, []);

  const moderator = history.data?.moderator ?? false;
  const onEvent = useCallback(
    (event: ServerTopicEvent) => {
      switch (event.name) {
        case 'chat.messages': {
          if (event.chat_id !== chatId) return;
          const fresh = newArrivals(messagesRef.current, event.messages, selfId).filter(
            (m) => !seen.current.has(m.id) && !m.hidden,
          );
          for (const m of event.messages) seen.current.add(m.id);
          announce(fresh);
          setState((s) => addMessages(s, event.messages));
          return;
        }
        case 'chat.messages.removed':
          // Customers keep their own hidden messages (docs/live.md); staff get updates instead.
          setState((s) =>
            removeMessages(
              s,
              event.message_ids,
              (m) => event.reason === 'hidden' && m.user_id === selfId,
            ),
          );
          return;
        case 'chat.message.updated':
          setState((s) => addMessages(s, [event.message]));
          return;
        case 'chat.mute':
          void queryClient.invalidateQueries({ queryKey: chatKeys.muted(chatId) });
          return;
        case 'chat.settings':
          patchHistory({ slow_mode_seconds: event.slow_mode_seconds, chat_open: event.chat_open });
          return;
        case 'order.status':
        case 'recommendation.changed':
        case 'recommendation.followed':
          return;
      }
    },
    [announce, chatId, patchHistory, queryClient, selfId],
  );

  const catchUp = useCallback(async () => {
    const after = lastMessageId(messagesRef.current);
    try {
      const page = await fetchChatHistory(chatId, { after_id: after });
      if (page.truncated) {
        await queryClient.refetchQueries({ queryKey: chatKeys.history(chatId) });
        return;
      }
      for (const m of page.messages) seen.current.add(m.id);
      setState((s) => addMessages(s, page.messages));
      patchHistory({ slow_mode_seconds: page.slow_mode_seconds, chat_open: page.chat_open });
    } catch {
      // The next reconnect tries again; the list keeps what it has.
    }
  }, [chatId, patchHistory, queryClient]);

  const topic = history.data ? (moderator ? chatModerationTopic(chatId) : chatTopic(chatId)) : null;
  // A delayed viewer's socket only carries what is published after it subscribed, and their
  // history stops `delay` seconds ago: once the delay has passed, one more catch-up fills that span.
  const delaySeconds = history.data?.delay_seconds ?? 0;
  const delayedCatchUp = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (delayedCatchUp.current) clearTimeout(delayedCatchUp.current);
    },
    [],
  );
  const onSubscribed = useCallback(() => {
    void catchUp();
    if (delaySeconds <= 0) return;
    if (delayedCatchUp.current) clearTimeout(delayedCatchUp.current);
    delayedCatchUp.current = setTimeout(() => void catchUp(), delaySeconds * 1000 + 500);
  }, [catchUp, delaySeconds]);
  useRealtimeTopic(topic, onEvent, { onSubscribed });

  const loadOlder = useCallback(async () => {
    const first = messagesRef.current[0];
    if (!first || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const page = await fetchChatHistory(chatId, { before_id: first.id });
      for (const m of page.messages) seen.current.add(m.id);
      setState((s) => ({ ...addMessages(s, page.messages), hasOlder: page.has_older }));
    } finally {
      setLoadingOlder(false);
    }
  }, [chatId, loadingOlder]);

  const sendWith = useCallback(
    async (input: ChatMessageInput, clientId: string): Promise<SendResult> => {
      const pendingRow = {
        client_id: clientId,
        input,
        status: 'sending' as const,
        created_at: new Date().toISOString(),
      };
      setState((s) => ({
        ...s,
        pending: [...s.pending.filter((p) => p.client_id !== clientId), pendingRow],
      }));
      try {
        const message = await chatApi.send(chatId, { ...input, client_id: clientId });
        seen.current.add(message.id);
        setState((s) => addMessages(s, [message]));
        return { ok: true, message };
      } catch (error) {
        const wait = retryAfterSeconds(error);
        const text = errorMessageOf(error);
        const rejected = error instanceof ApiError && error.status >= 400 && error.status < 500;
        setState((s) => ({
          ...s,
          pending:
            wait !== null || rejected
              ? s.pending.filter((p) => p.client_id !== clientId)
              : s.pending.map((p) =>
                  p.client_id === clientId ? { ...p, status: 'failed' as const, error: text } : p,
                ),
        }));
        return { ok: false, retryAfter: wait, error: text };
      }
    },
    [chatId],
  );

  const send = useCallback((input: ChatMessageInput) => sendWith(input, newClientId()), [sendWith]);
  const retry = useCallback(
    (clientId: string) => {
      const row = state.pending.find((p) => p.client_id === clientId);
      return row ? sendWith(row.input, clientId) : Promise.resolve(null);
    },
    [sendWith, state.pending],
  );
  const discard = useCallback(
    (clientId: string) =>
      setState((s) => ({ ...s, pending: s.pending.filter((p) => p.client_id !== clientId) })),
    [],
  );
  /** A moderation answer (hide, unhide…) applied at once; realtime confirms it later. */
  const applyMessage = useCallback(
    (message: ChatMessage) => setState((s) => addMessages(s, [message])),
    [],
  );

  return {
    history,
    state,
    selfId,
    moderator,
    chatOpen: history.data?.chat_open ?? true,
    slowModeSeconds: history.data?.slow_mode_seconds ?? 0,
    loadingOlder,
    loadOlder,
    send,
    retry,
    discard,
    applyMessage,
    announcements,
  };
}

export type ChatRoom = ReturnType<typeof useChatRoom>;
