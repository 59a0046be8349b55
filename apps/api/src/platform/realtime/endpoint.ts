import websocket from '@fastify/websocket';
import type { WebSocket } from '@fastify/websocket';
import {
  isConfiguredOrigin,
  parseClientFrame,
  parseTopic,
  REALTIME_BEARER_PREFIX,
  REALTIME_MAX_FRAME_BYTES,
  REALTIME_MAX_SUBSCRIPTIONS,
  REALTIME_MESSAGES,
  REALTIME_PATH,
  REALTIME_PROTOCOL,
} from '@app/shared';
import type { BrandOriginRule, ServerFrame } from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Session, SessionResolver } from '../access.ts';
import { AppError } from '../errors.ts';
import { createFanout, forEachInSlices } from './fanout.ts';
import type { FanoutSocket } from './fanout.ts';
import { grantDelay } from './realtime.ts';
import type { Realtime } from './realtime.ts';

export interface RealtimeLimits {
  maxSubscriptions: number;
  /** Larger frames close the socket with 1009 (the protocol's frames are tiny). */
  maxFrameBytes: number;
  /** A protocol ping this often; a socket that did not answer the previous one is dropped. */
  heartbeatMs: number;
  /**
   * Frames a socket may have waiting: each subscribe may ask the database, one at a time. Room
   * for a reconnecting client re-subscribing all its topics at once, and then some.
   */
  maxPendingFrames: number;
  /** Bytes queued for a socket that does not read; past this it is dropped, not buffered. */
  maxBufferedBytes: number;
  /** When the app stops, how long a socket has to answer the close handshake. */
  closeGraceMs: number;
}

export const DEFAULT_REALTIME_LIMITS: RealtimeLimits = {
  maxSubscriptions: REALTIME_MAX_SUBSCRIPTIONS,
  maxFrameBytes: REALTIME_MAX_FRAME_BYTES,
  heartbeatMs: 30_000,
  maxPendingFrames: 2 * REALTIME_MAX_SUBSCRIPTIONS,
  maxBufferedBytes: 1_048_576,
  closeGraceMs: 2_000,
};

export interface RealtimeEndpointOptions {
  realtime: Realtime;
  /** The same resolver the HTTP access guard uses: one notion of a valid session. */
  resolveSession: SessionResolver;
  /** Origins allowed to open a socket: the CORS rule (the brand table). */
  brandTable: readonly BrandOriginRule[];
  limits?: Partial<RealtimeLimits>;
}

/** The session token's shape (bearerToken in the identity module accepts the same). */
const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

/**
 * The token of a handshake: the offered subprotocol `bearer.<token>` (what browsers can send), or
 * the `token` query parameter. An `Authorization` header, for clients that can set one, was
 * already read by the access guard.
 */
function handshakeToken(request: FastifyRequest): string | null {
  const offered = request.headers['sec-websocket-protocol'];
  if (typeof offered === 'string') {
    for (const part of offered.split(',')) {
      const protocol = part.trim();
      if (protocol.startsWith(REALTIME_BEARER_PREFIX)) {
        const token = protocol.slice(REALTIME_BEARER_PREFIX.length);
        return TOKEN.test(token) ? token : null;
      }
    }
  }
  const fromQuery = new URL(request.url, 'http://localhost').searchParams.get('token');
  return fromQuery !== null && TOKEN.test(fromQuery) ? fromQuery : null;
}

function messageText(data: Buffer | ArrayBuffer | Buffer[]): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
}

interface Connection {
  socket: WebSocket;
  request: FastifyRequest;
  session: Session | null;
  /** Came with a valid token: its session is checked again at every subscribe. */
  authenticated: boolean;
  /** topic → its unsubscribe from the process's fan-out (one bus subscription per topic). */
  subscriptions: Map<string, () => void>;
  alive: boolean;
  closed: boolean;
  pending: number;
  queue: Promise<void>;
}

/**
 * `GET /api/realtime`: the one WebSocket endpoint (protocol in README.md beside this file).
 * Public in the route table because the handshake authenticates itself; what a socket may watch
 * is decided per topic by the authorizers modules registered on `app.realtime`. A plain HTTP GET
 * gets 426.
 */
export async function registerRealtimeEndpoint(
  app: FastifyInstance,
  options: RealtimeEndpointOptions,
): Promise<void> {
  const { realtime, resolveSession, brandTable } = options;
  const limits: RealtimeLimits = { ...DEFAULT_REALTIME_LIMITS, ...options.limits };
  const connections = new Set<Connection>();
  const bySocket = new WeakMap<FanoutSocket, Connection>();
  const fanout = createFanout({
    bus: realtime.bus,
    coalesceWindowFor: (topic) => realtime.coalesceWindowFor(topic),
    maxBufferedBytes: limits.maxBufferedBytes,
    onSlowSocket: (socket) =>
      bySocket.get(socket)?.request.log.info('realtime: socket sem leitura encerrado'),
  });

  const send = (connection: Connection, frame: ServerFrame): void => {
    const { socket } = connection;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > limits.maxBufferedBytes) {
      // It stopped reading; holding ever more for it would let one client eat the process memory.
      connection.request.log.info('realtime: socket sem leitura encerrado');
      socket.terminate();
      return;
    }
    socket.send(JSON.stringify(frame));
  };

  const subscribe = async (connection: Connection, topic: string): Promise<void> => {
    if (connection.subscriptions.has(topic)) {
      send(connection, { type: 'subscribed', topic });
      return;
    }
    if (connection.subscriptions.size >= limits.maxSubscriptions) {
      send(connection, { type: 'error', topic, message: REALTIME_MESSAGES.tooManySubscriptions });
      return;
    }
    const parsed = parseTopic(topic);
    const authorizer = parsed ? realtime.authorizerFor(parsed.prefix) : undefined;
    if (!parsed || !authorizer) {
      send(connection, { type: 'error', topic, message: REALTIME_MESSAGES.forbidden });
      return;
    }
    let delayMs: number | null;
    try {
      if (connection.authenticated) {
        // A socket outlives its handshake: a session ended since (logout, revocation, timeout)
        // opens nothing new.
        connection.session = await resolveSession(connection.request);
        if (connection.session === null) {
          connection.authenticated = false;
          send(connection, { type: 'error', topic, message: REALTIME_MESSAGES.sessionEnded });
          return;
        }
      }
      delayMs = grantDelay(await authorizer(connection.session, parsed.id));
    } catch (error) {
      connection.request.log.error({ err: error, topic }, 'realtime: falha ao autorizar o canal');
      send(connection, { type: 'error', topic, message: REALTIME_MESSAGES.unavailable });
      return;
    }
    // Closed while we asked: subscribing now would leave a handler nobody removes.
    if (connection.closed) return;
    if (delayMs === null) {
      connection.request.log.info(
        { topic, user: connection.session?.userId ?? null },
        'realtime: canal negado',
      );
      send(connection, { type: 'error', topic, message: REALTIME_MESSAGES.forbidden });
      return;
    }
    connection.subscriptions.set(
      topic,
      fanout.subscribe(topic, { socket: connection.socket, delayMs }),
    );
    send(connection, { type: 'subscribed', topic });
  };

  const handle = async (connection: Connection, text: string): Promise<void> => {
    if (connection.closed) return;
    const frame = parseClientFrame(text);
    if (frame === null) {
      send(connection, { type: 'error', message: REALTIME_MESSAGES.invalidFrame });
      return;
    }
    switch (frame.type) {
      case 'ping':
        send(connection, { type: 'pong' });
        return;
      case 'unsubscribe':
        connection.subscriptions.get(frame.topic)?.();
        connection.subscriptions.delete(frame.topic);
        return;
      case 'subscribe':
        await subscribe(connection, frame.topic);
        return;
    }
  };

  const serve = (socket: WebSocket, request: FastifyRequest): void => {
    const connection: Connection = {
      socket,
      request,
      session: request.session,
      authenticated: request.session !== null,
      subscriptions: new Map(),
      alive: true,
      closed: false,
      pending: 0,
      queue: Promise.resolve(),
    };
    connections.add(connection);
    bySocket.set(socket, connection);
    request.log.debug({ user: connection.session?.userId ?? null }, 'realtime: conectado');

    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('message', (data, isBinary) => {
      if (isBinary) {
        send(connection, { type: 'error', message: REALTIME_MESSAGES.invalidFrame });
        return;
      }
      if (connection.pending >= limits.maxPendingFrames) {
        socket.close(1008, 'Mensagens demais.');
        return;
      }
      // One frame at a time per socket: a subscribe waiting on its authorizer is answered before
      // an unsubscribe sent after it is applied, so the outcome follows the order sent.
      connection.pending += 1;
      const text = messageText(data);
      connection.queue = connection.queue
        .then(() => handle(connection, text))
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'realtime: falha ao tratar mensagem');
        })
        .finally(() => {
          connection.pending -= 1;
        });
    });
    socket.on('close', () => {
      connection.closed = true;
      for (const unsubscribe of connection.subscriptions.values()) unsubscribe();
      connection.subscriptions.clear();
      connections.delete(connection);
      request.log.debug('realtime: desconectado');
    });
  };

  // Browsers do not see half-open TCP connections die; the protocol ping finds them. A slice of
  // sockets per turn of the loop: pinging 10,000 sockets in one turn held every request up for
  // about a second every heartbeat.
  const heartbeat = setInterval(() => {
    forEachInSlices([...connections], (connection) => {
      if (!connections.has(connection)) return;
      if (!connection.alive) {
        connection.socket.terminate();
        return;
      }
      connection.alive = false;
      connection.socket.ping();
    });
  }, limits.heartbeatMs);
  heartbeat.unref();

  // Before the plugin's own preClose (which closes without a code): 1001 tells clients to
  // reconnect, to another process; a client that does not answer is cut after the grace time,
  // so closing the app never waits on it.
  app.addHook('preClose', (done) => {
    clearInterval(heartbeat);
    for (const { socket } of connections) {
      socket.close(1001, 'Servidor encerrando.');
      setTimeout(() => socket.terminate(), limits.closeGraceMs).unref();
    }
    done();
  });
  app.addHook('onClose', async () => {
    fanout.close();
    await realtime.bus.close();
  });

  await app.register(websocket, {
    options: {
      maxPayload: limits.maxFrameBytes,
      // Select our protocol name, never the offered `bearer.<token>` (it would echo the token).
      handleProtocols: (protocols) =>
        protocols.has(REALTIME_PROTOCOL) ? REALTIME_PROTOCOL : false,
    },
    // Socket errors come from clients (bad frames, resets): info, not error. ws has already
    // started closing on a protocol error; anything else is cut.
    errorHandler: (error, socket, request) => {
      request.log.info({ err: error }, 'realtime: erro no socket');
      if (socket.readyState === socket.OPEN) socket.terminate();
    },
  });

  app.route({
    method: 'GET',
    url: REALTIME_PATH,
    config: { access: 'public' },
    // The protocol is not OpenAPI-shaped; README.md beside this file documents it.
    schema: { hide: true },
    onRequest: async (request) => {
      if (!request.ws) return;
      const origin = request.headers.origin;
      // Browsers send Origin on every WebSocket handshake but apply no CORS to it, so this is
      // the CORS rule for sockets: other sites' pages cannot use the endpoint (tokens are not
      // cookies, so this is defence in depth). Non-browser clients send no Origin.
      if (origin !== undefined && !isConfiguredOrigin(origin, brandTable)) {
        request.log.warn({ origin }, 'realtime: origem recusada');
        throw new AppError('auth.forbidden');
      }
      if (request.session !== null) return;
      const token = handshakeToken(request);
      if (token === null) return;
      // The guard's resolver reads the Authorization header: give it the token there, so the
      // socket's session is decided exactly as an HTTP request's (and again at each subscribe).
      request.headers.authorization = `Bearer ${token}`;
      request.session = await resolveSession(request);
    },
    handler: async (_request, reply) =>
      reply
        .code(426)
        .header('upgrade', 'websocket')
        .send({ error: 'Este endereço aceita apenas conexões WebSocket.' }),
    wsHandler: serve,
  });
}
