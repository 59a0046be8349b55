import {
  parseServerFrame,
  parseTopic,
  REALTIME_BEARER_PREFIX,
  REALTIME_PATH,
  REALTIME_PROTOCOL,
} from '@app/shared';
import type { ClientFrame, ServerTopicEvent } from '@app/shared';

/** The part of the browser's WebSocket the client uses: tests hand in a fake. */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
export type WebSocketFactory = (url: string, protocols: string[]) => WebSocketLike;

const OPEN = 1;

export interface TopicHandlers {
  /** Every event of the topic, in order; the events of a `batch` frame one by one. */
  onEvent: (event: ServerTopicEvent) => void;
  /** The server refused the topic (pt-BR message, ready to show). */
  onError?: (message: string) => void;
  /**
   * The server confirmed the subscription: at first and after every reconnection. Events from
   * here on arrive as pushes, so this is when a page reads the current state through the API;
   * nothing that happened while the socket was down is missed.
   */
  onSubscribed?: () => void;
}

export interface RealtimeClientOptions {
  /** `ws(s)://host/api/realtime` (see realtimeUrl). */
  url: string;
  /** The session token, or a getter read at every (re)connection so a login or logout is seen. */
  token: string | null | (() => string | null);
  createSocket?: WebSocketFactory;
  random?: () => number;
  /** The client's own liveness check: a dead connection is not noticed by the browser. */
  pingIntervalMs?: number;
  pongTimeoutMs?: number;
  /** How long the socket stays open after its last topic went (a re-render re-subscribes). */
  idleCloseMs?: number;
}

export interface RealtimeClient {
  /** Watches `topic` until the returned function is called; reconnects and re-subscribes by itself. */
  subscribe(topic: string, handlers: TopicHandlers): () => void;
  /** Reconnects at once when the token changed since the socket opened (login, logout). */
  refreshToken(): void;
  close(): void;
}

const FIRST_STEP_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/**
 * Exponential back-off with jitter, 0.5 s at the least and 30 s at the most: the step doubles
 * from 1 s up to 30 s and each wait falls between half the step and all of it, so the clients a
 * restarted server dropped do not all come back in the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(MAX_DELAY_MS, FIRST_STEP_MS * 2 ** Math.min(attempt, 16));
  return Math.round(step / 2 + (step / 2) * random());
}

/** The endpoint on the page's own origin (the API serves the SPA; Vite proxies it in dev). */
export function realtimeUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${REALTIME_PATH}`;
}

/** A token the handshake can carry (a subprotocol is an HTTP token: no spaces or separators). */
const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

/**
 * One WebSocket for any number of topics. It connects while at least one topic is watched,
 * reconnects with back-off, subscribes its topics again after every reconnection (the server
 * forgets them with the socket) and reads only frames the shared schemas accept.
 */
export function realtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const createSocket: WebSocketFactory =
    options.createSocket ?? ((url, protocols) => new WebSocket(url, protocols));
  const random = options.random ?? Math.random;
  const pingIntervalMs = options.pingIntervalMs ?? 25_000;
  const pongTimeoutMs = options.pongTimeoutMs ?? 10_000;
  const idleCloseMs = options.idleCloseMs ?? 5_000;
  const readToken = () => (typeof options.token === 'function' ? options.token() : options.token);

  const topics = new Map<string, Set<TopicHandlers>>();
  let socket: WebSocketLike | null = null;
  let socketToken: string | null = null;
  let attempt = 0;
  let closed = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;

  const send = (frame: ClientFrame) => {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(frame));
  };

  /** Forgets the current socket without waiting for its close event (a dead one may never send it). */
  const drop = () => {
    clearInterval(pingTimer);
    clearTimeout(pongTimer);
    const current = socket;
    socket = null;
    if (!current) return;
    current.onopen = null;
    current.onmessage = null;
    current.onclose = null;
    current.onerror = null;
    try {
      current.close(1000);
    } catch {
      // Already closed: nothing to do.
    }
  };

  const scheduleReconnect = () => {
    clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
    if (closed || topics.size === 0) return;
    reconnectTimer = setTimeout(connect, reconnectDelay(attempt, random));
    attempt += 1;
  };

  const deliver = (topic: string, call: (handlers: TopicHandlers) => void) => {
    for (const handlers of [...(topics.get(topic) ?? [])]) {
      try {
        call(handlers);
      } catch (error) {
        // One broken listener must not keep the event from the others.
        console.error(error);
      }
    }
  };

  const onMessage = (data: unknown) => {
    // Any frame proves the connection alive.
    clearTimeout(pongTimer);
    if (typeof data !== 'string') return;
    const frame = parseServerFrame(data);
    // A frame we cannot read (say, an event of a newer server) is dropped, not fatal.
    if (frame === null) return;
    switch (frame.type) {
      case 'event':
        deliver(frame.topic, (handlers) => handlers.onEvent(frame.event));
        return;
      case 'batch':
        // A coalesced topic's window (the chat): each event in order, as if they came one by
        // one; a listener that unsubscribes during the batch gets none of the rest.
        for (const event of frame.events)
          deliver(frame.topic, (handlers) => handlers.onEvent(event));
        return;
      case 'error':
        if (frame.topic !== undefined) {
          const message = frame.message;
          deliver(frame.topic, (handlers) => handlers.onError?.(message));
        }
        return;
      case 'subscribed':
        deliver(frame.topic, (handlers) => handlers.onSubscribed?.());
        return;
      case 'pong':
        return;
    }
  };

  function connect(): void {
    clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
    if (closed || socket !== null || topics.size === 0) return;
    const token = readToken();
    socketToken = token;
    const protocols =
      token !== null && TOKEN.test(token)
        ? [REALTIME_PROTOCOL, `${REALTIME_BEARER_PREFIX}${token}`]
        : [REALTIME_PROTOCOL];
    let ws: WebSocketLike;
    try {
      ws = createSocket(options.url, protocols);
    } catch {
      scheduleReconnect();
      return;
    }
    socket = ws;
    ws.onopen = () => {
      attempt = 0;
      for (const topic of topics.keys()) send({ type: 'subscribe', topic });
      pingTimer = setInterval(() => {
        send({ type: 'ping' });
        clearTimeout(pongTimer);
        pongTimer = setTimeout(() => {
          drop();
          scheduleReconnect();
        }, pongTimeoutMs);
      }, pingIntervalMs);
    };
    ws.onmessage = (event) => onMessage(event.data);
    ws.onclose = () => {
      drop();
      scheduleReconnect();
    };
    // A failed connection also closes; the close handler does the work.
    ws.onerror = () => {};
  }

  return {
    subscribe(topic, handlers) {
      if (parseTopic(topic) === null) throw new Error(`tópico inválido: ${topic}`);
      clearTimeout(idleTimer);
      // Its own entry: the same handlers subscribed twice are two subscriptions.
      const entry: TopicHandlers = { ...handlers };
      let set = topics.get(topic);
      if (!set) {
        set = new Set();
        topics.set(topic, set);
        send({ type: 'subscribe', topic });
      }
      set.add(entry);
      // Not while a reconnection is waiting its turn: the back-off holds for new topics too.
      if (socket === null && reconnectTimer === undefined) connect();
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        const current = topics.get(topic);
        if (!current?.delete(entry) || current.size > 0) return;
        topics.delete(topic);
        send({ type: 'unsubscribe', topic });
        if (topics.size > 0) return;
        clearTimeout(idleTimer);
        idleTimer = setTimeout(() => {
          if (topics.size > 0) return;
          clearTimeout(reconnectTimer);
          reconnectTimer = undefined;
          drop();
        }, idleCloseMs);
      };
    },
    refreshToken() {
      if (closed || readToken() === socketToken) return;
      if (socket === null && reconnectTimer === undefined) return;
      drop();
      attempt = 0;
      connect();
    },
    close() {
      closed = true;
      clearTimeout(reconnectTimer);
      clearTimeout(idleTimer);
      drop();
      topics.clear();
    },
  };
}
