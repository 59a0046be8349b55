import type {
  ChatFile,
  ChatHistory,
  ChatMessage,
  ChatMessageInput,
  ChatReplay,
  HiddenMessages,
  ListPage,
  ModerationLogEntry,
  MutedUser,
  MuteInput,
  SlowMode,
} from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client/api-client.ts';
import { ApiError } from '../../lib/api-client/api-error.ts';
import { resolveBearerToken } from '../../lib/api-client/bearer-token.ts';
import { readSessionToken } from '../../lib/session/session.ts';

/** The chat's API calls (paths: `packages/shared/src/live/chat.contract.ts`). */

const get = async <T>(path: string, query?: Record<string, string | number | undefined>) =>
  (await apiRequest<T>(path, { query })).data;

const send = async <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
  (await apiRequest<T>(path, { method, ...(body === undefined ? {} : { body }) })).data;

export const chatKeys = {
  history: (chatId: number) => ['chat-history', chatId] as const,
  replay: (broadcastId: number) => ['chat-replay', broadcastId] as const,
  muted: (chatId: number) => ['chat-muted', chatId] as const,
  log: (chatId: number, page: number) => ['chat-moderation-log', chatId, page] as const,
};

export const fetchChatHistory = (
  chatId: number,
  cursor: { before_id?: number; after_id?: number; limit?: number } = {},
) => get<ChatHistory>(`/api/list-chat-messages/${chatId}`, cursor);

export const chatHistoryQuery = (chatId: number) =>
  queryOptions({
    queryKey: chatKeys.history(chatId),
    queryFn: () => fetchChatHistory(chatId),
    // The panel shows its own error state; realtime keeps it fresh.
    meta: { silent: true },
    staleTime: Infinity,
    retry: 1,
  });

export const chatReplayQuery = (broadcastId: number) =>
  queryOptions({
    queryKey: chatKeys.replay(broadcastId),
    queryFn: () => get<ChatReplay>(`/api/list-broadcast-chat-replay/${broadcastId}`),
    meta: { silent: true },
    staleTime: 5 * 60_000,
    retry: false,
  });

export const mutedUsersQuery = (chatId: number) =>
  queryOptions({
    queryKey: chatKeys.muted(chatId),
    queryFn: () => get<MutedUser[]>(`/api/list-chat-muted-users/${chatId}`),
  });

export const moderationLogQuery = (chatId: number, page: number) =>
  queryOptions({
    queryKey: chatKeys.log(chatId, page),
    queryFn: () =>
      get<ListPage<ModerationLogEntry>>(`/api/list-chat-moderation-log/${chatId}`, { page }),
    placeholderData: (previous) => previous,
  });

export const chatApi = {
  send: (chatId: number, input: ChatMessageInput) =>
    send<ChatMessage>('POST', `/api/create-chat-message/${chatId}`, input),
  hide: (id: number) => send<ChatMessage>('PUT', `/api/hide-chat-message/${id}`),
  unhide: (id: number) => send<ChatMessage>('PUT', `/api/unhide-chat-message/${id}`),
  remove: (id: number) => send<null>('DELETE', `/api/delete-chat-message/${id}`),
  hideUserMessages: (chatId: number, userId: number) =>
    send<HiddenMessages>('PUT', `/api/hide-chat-user-messages/${chatId}/${userId}`),
  mute: (chatId: number, input: MuteInput) =>
    send<MutedUser>('POST', `/api/mute-chat-user/${chatId}`, input),
  unmute: (chatId: number, userId: number) =>
    send<null>('DELETE', `/api/unmute-chat-user/${chatId}/${userId}`),
  slowMode: (chatId: number, seconds: number) =>
    send<SlowMode>('PUT', `/api/update-chat-slow-mode/${chatId}`, {
      seconds,
    }),
};

/** How many seconds a 429 asks to wait (`retry_after` in the body or the header). */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const body = error.body as { retry_after?: unknown } | null;
  const value = Number(body?.retry_after);
  return Number.isFinite(value) && value > 0 ? Math.ceil(value) : 1;
}

/**
 * Uploads one attachment with progress (fetch cannot report upload progress, so this one call
 * uses XMLHttpRequest with the same bearer token the API client sends).
 */
export function uploadChatFile(
  chatId: number,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<ChatFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/upload-chat-file/${chatId}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = resolveBearerToken(window.location, readSessionToken());
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        // not JSON: keep the text
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as ChatFile);
      else reject(new ApiError(xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError(0, null));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
