/**
 * The fan-out baseline: a bare `ws` server that broadcasts every message posted to it to all its
 * sockets at once, one `event` frame per message, serialised once. No auth, no database, no
 * coalescing: what the chat's fan-out is compared with in the same run (bench/fanout.ts).
 */
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';

const sockets = new Set<WebSocket>();
const server = createServer((request, response) => {
  if (request.method !== 'POST' || request.url !== '/send') {
    response.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    // The posted body is the chat message object; the frame is the one the API would send
    // without coalescing.
    const message = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { chat_id: number };
    const frame = Buffer.from(
      JSON.stringify({
        type: 'event',
        topic: `chat:${message.chat_id}`,
        event: { name: 'chat.messages', chat_id: message.chat_id, messages: [message] },
      }),
    );
    for (const socket of sockets) socket.send(frame, { binary: false });
    response.writeHead(201, { 'content-type': 'application/json' }).end('{}');
  });
});
const wss = new WebSocketServer({ server, perMessageDeflate: false });
wss.on('connection', (socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
  // Like the API: a subscribe is answered with `subscribed` (here without asking anyone).
  socket.on('message', (data: Buffer) => {
    const { topic } = JSON.parse(data.toString('utf8')) as { topic: string };
    socket.send(JSON.stringify({ type: 'subscribed', topic }));
  });
});
// Like Fastify's default: idle keep-alive connections stay open long enough for the senders.
server.keepAliveTimeout = 72_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  for (const socket of sockets) socket.terminate();
  server.close(() => process.exit(0));
});
