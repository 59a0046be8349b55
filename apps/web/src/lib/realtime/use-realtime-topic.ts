import { useEffect, useRef } from 'react';
import type { ServerTopicEvent } from '@app/shared';
import { resolveBearerToken } from '../api-client/bearer-token.ts';
import { readSessionToken, subscribeSession } from '../session/session.ts';
import { realtimeClient, realtimeUrl } from './realtime-client.ts';
import type { RealtimeClient } from './realtime-client.ts';

let tabClient: RealtimeClient | null = null;
let stopWatchingSession: (() => void) | null = null;

/**
 * The tab's one realtime connection, made on first use. Its token is read the way the API client
 * reads it (the `token` query, the `/token/` path, then the stored session), so a page the API
 * serves with a token in its address watches with that same identity; a login or logout
 * reconnects it with the new token.
 */
export function tabRealtimeClient(): RealtimeClient {
  if (tabClient === null) {
    const client = realtimeClient({
      url: realtimeUrl(window.location),
      token: () => resolveBearerToken(window.location, readSessionToken()),
    });
    stopWatchingSession = subscribeSession(() => client.refreshToken());
    tabClient = client;
  }
  return tabClient;
}

/** Tests: forget the tab's connection (closing it). */
export function resetTabRealtimeClient(): void {
  stopWatchingSession?.();
  stopWatchingSession = null;
  tabClient?.close();
  tabClient = null;
}

export interface RealtimeTopicOptions {
  /** The server refused the topic (pt-BR message). */
  onError?: (message: string) => void;
  /** Confirmed, at first and after each reconnection: read the current state through the API now. */
  onSubscribed?: () => void;
}

/**
 * Calls `onEvent` for every event pushed on `topic` while the component is mounted; `null`
 * watches nothing (e.g. before the order exists). A push tells what changed while connected; a
 * page that must not miss a change also reads the state in `onSubscribed`.
 */
export function useRealtimeTopic(
  topic: string | null,
  onEvent: (event: ServerTopicEvent) => void,
  options: RealtimeTopicOptions = {},
): void {
  // The latest callbacks without resubscribing at every render.
  const latest = useRef({ onEvent, ...options });
  useEffect(() => {
    latest.current = { onEvent, ...options };
  });
  useEffect(() => {
    if (topic === null) return;
    return tabRealtimeClient().subscribe(topic, {
      onEvent: (event) => latest.current.onEvent(event),
      onError: (message) => latest.current.onError?.(message),
      onSubscribed: () => latest.current.onSubscribed?.(),
    });
  }, [topic]);
}
