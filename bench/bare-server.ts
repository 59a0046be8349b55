/** The baseline of every run: a bare Fastify route, no plugins, no logging, same machine, same run. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
