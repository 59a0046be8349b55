import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local GLPI speaking the REST API's protocol (apirest.php) on 127.0.0.1: `initSession` with
 * App-Token + `Authorization: user_token …`, Session-Token on every other call, `Ticket`
 * create/get/update, `ITILFollowup` create, `killSession`; errors as ["ERROR_…", "message"].
 */
export interface FakeGlpi {
  url: string;
  tickets: Map<
    number,
    { name: string; content: string; status: number; urgency: number; priority: number }
  >;
  followups: { items_id: number; itemtype: string; content: string }[];
  /** Every call, as `METHOD path`. */
  calls: string[];
  openSessions: Set<string>;
  /** Makes the next calls fail with 500 (an unreachable GLPI). */
  down: boolean;
  close(): Promise<void>;
}

export const GLPI_APP_TOKEN = 'app-token-teste';
export const GLPI_USER_TOKEN = 'user-token-teste';

async function bodyOf(request: IncomingMessage): Promise<{ input?: Record<string, unknown> }> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as { input?: Record<string, unknown> }) : {};
}

export async function startFakeGlpi(): Promise<FakeGlpi> {
  let nextTicket = 100;
  let nextFollowup = 500;
  let nextSession = 1;
  const fake: Omit<FakeGlpi, 'url' | 'close'> = {
    tickets: new Map(),
    followups: [],
    calls: [],
    openSessions: new Set(),
    down: false,
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = (request.url ?? '').replace(/^\/apirest\.php\//, '').replace(/\?.*$/, '');
      fake.calls.push(`${request.method} ${path}`);
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (fake.down) return answer(500, ['ERROR', 'internal']);
      if (request.headers['app-token'] !== GLPI_APP_TOKEN)
        return answer(400, ['ERROR_WRONG_APP_TOKEN_PARAMETER', 'missing or wrong app_token']);
      if (path === 'initSession') {
        if (request.headers.authorization !== `user_token ${GLPI_USER_TOKEN}`)
          return answer(401, ['ERROR_GLPI_LOGIN_USER_TOKEN', 'parameter user_token seems invalid']);
        const token = `sess-${nextSession++}`;
        fake.openSessions.add(token);
        return answer(200, { session_token: token });
      }
      const session = request.headers['session-token'];
      if (typeof session !== 'string' || !fake.openSessions.has(session))
        return answer(401, ['ERROR_SESSION_TOKEN_INVALID', 'session_token seems invalid']);
      if (path === 'killSession') {
        fake.openSessions.delete(session);
        return answer(200, {});
      }
      if (path === 'Ticket' && request.method === 'POST') {
        const input = (await bodyOf(request)).input ?? {};
        const id = nextTicket++;
        fake.tickets.set(id, {
          name: String(input.name),
          content: String(input.content),
          status: 1,
          urgency: Number(input.urgency),
          priority: Number(input.priority),
        });
        return answer(201, { id, message: '' });
      }
      const ticket = /^Ticket\/(\d+)$/.exec(path);
      if (ticket) {
        const id = Number(ticket[1]);
        const stored = fake.tickets.get(id);
        if (!stored) return answer(404, ['ERROR_ITEM_NOT_FOUND', 'Item not found']);
        if (request.method === 'GET') return answer(200, { id, ...stored });
        if (request.method === 'PUT') {
          const input = (await bodyOf(request)).input ?? {};
          if (typeof input.status === 'number') stored.status = input.status;
          return answer(200, [{ [String(id)]: true, message: '' }]);
        }
      }
      if (path === 'ITILFollowup' && request.method === 'POST') {
        const input = (await bodyOf(request)).input ?? {};
        if (input.itemtype !== 'Ticket' || !fake.tickets.has(Number(input.items_id)))
          return answer(400, ['ERROR_GLPI_ADD', 'Item not found']);
        fake.followups.push({
          items_id: Number(input.items_id),
          itemtype: 'Ticket',
          content: String(input.content),
        });
        return answer(201, { id: nextFollowup++, message: '' });
      }
      return answer(400, ['ERROR_RESOURCE_NOT_FOUND_NOR_COMMONDBTM', 'resource not found']);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/apirest.php`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
