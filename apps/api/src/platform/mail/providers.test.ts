import { createServer as createHttpsServer } from 'node:https';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { queryRows } from '../db/database.ts';
import { seedDemo } from '../../seed/demo.ts';
import { testConfig } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import type { TestDatabase } from '../../test/test-db.ts';
import { deliveringSender } from './outbox.ts';
import { smtpTransport } from './smtp.ts';
import { zenviaNumber, zenviaTransport } from './zenvia.ts';

const quiet = { error: () => undefined };
let tls: { key: string; cert: string };

beforeAll(async () => {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 2, value: 'localhost' },
        ],
      },
    ],
  });
  tls = { key: pems.private, cert: pems.cert };
});

interface Received {
  from: string;
  to: string[];
  raw: string;
  user: string | undefined;
  secure: boolean;
}

/** A local SMTP server (smtp-server) that accepts one account and keeps what it receives. */
async function fakeSmtp(options: { startTls: boolean }) {
  const received: Received[] = [];
  const server = new SMTPServer({
    secure: false,
    hideSTARTTLS: !options.startTls,
    allowInsecureAuth: !options.startTls,
    key: tls.key,
    cert: tls.cert,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3nha')
        return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: session.user as string | undefined,
          secure: session.secure,
        });
        callback();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    received,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Quoted-printable soft line breaks would split long links: undo them before searching. */
function unfold(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

describe('SMTP provider (nodemailer)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('stores the message, delivers it over STARTTLS with authentication, and marks it sent', async () => {
    const smtp = await fakeSmtp({ startTls: true });
    const transport = smtpTransport({
      url: `smtp://mailer:s3nha@127.0.0.1:${smtp.port}`,
      from: 'LS Trader <nao-responda@lstrader.com.br>',
      tls: { ca: tls.cert },
    });
    const sender = deliveringSender(database.db, 'email', transport, quiet);
    try {
      const { id, status } = await sender.send({
        to: 'aluno@example.com',
        subject: 'Seu código de acesso',
        text: 'Use o código 123456 para entrar.',
        kind: 'login_code',
      });
      expect(status).toBe('stored');
      await sender.drain();
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail).toMatchObject({
        from: 'nao-responda@lstrader.com.br',
        to: ['aluno@example.com'],
        user: 'mailer',
        secure: true,
      });
      expect(mail!.raw).toContain('Subject: =?UTF-8?Q?Seu_c=C3=B3digo_de_acesso?=');
      expect(unfold(mail!.raw)).toContain('Use o c=C3=B3digo 123456 para entrar.');
      const [row] = await queryRows<{ status: string; provider: string; sent_at: Date | null }>(
        database.db,
        sql`select status, provider, sent_at from outbox_messages where id = ${id}`,
      );
      expect(row).toMatchObject({ status: 'sent', provider: 'smtp' });
      expect(row!.sent_at).not.toBeNull();
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('keeps the message as failed, with the server’s reason, when the server refuses the login', async () => {
    const smtp = await fakeSmtp({ startTls: false });
    const transport = smtpTransport({
      url: `smtp://mailer:errada@127.0.0.1:${smtp.port}`,
      from: 'nao-responda@lstrader.com.br',
    });
    const sender = deliveringSender(database.db, 'email', transport, quiet);
    try {
      const { id } = await sender.send({ to: 'b@example.com', text: 'oi', kind: 'test' });
      await sender.drain();
      expect(smtp.received).toHaveLength(0);
      const [row] = await queryRows<{ status: string; error: string }>(
        database.db,
        sql`select status, error from outbox_messages where id = ${id}`,
      );
      expect(row!.status).toBe('failed');
      expect(row!.error).toMatch(/Invalid username or password/);
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('is what the app uses with MAIL_PROVIDER=smtp: the reset link arrives by SMTP', async () => {
    const smtp = await fakeSmtp({ startTls: false });
    const appDatabase = await createTestDatabase();
    await seedDemo(appDatabase.db);
    const app = await buildApp({
      database: appDatabase,
      config: testConfig({
        MAIL_PROVIDER: 'smtp',
        SMTP_URL: `smtp://mailer:s3nha@127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'Liberta <contato@liberta.example>',
      }),
    });
    try {
      const forgot = await app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { email: 'cliente@demo.lstrader.com.br' },
        headers: { origin: 'http://liberta.localhost:3000' },
      });
      expect(forgot.statusCode).toBe(200);
      await app.close(); // drains the delivery
      expect(smtp.received).toHaveLength(1);
      const token = /redefinir-senha\?token=([A-Za-z0-9_-]+)/.exec(unfold(smtp.received[0]!.raw));
      expect(token?.[1]).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      expect(smtp.received[0]!.from).toBe('contato@liberta.example');
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});

interface ZenviaCall {
  path: string | undefined;
  token: string | undefined;
  body: { from: string; to: string; contents: { type: string; text: string }[] };
}

/** A local HTTPS server speaking Zenvia's SMS API v2. */
async function fakeZenvia() {
  const calls: ZenviaCall[] = [];
  const server = createHttpsServer(
    { key: tls.key, cert: tls.cert },
    (req: IncomingMessage, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const call: ZenviaCall = {
          path: req.url,
          token: req.headers['x-api-token'] as string | undefined,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as ZenviaCall['body'],
        };
        calls.push(call);
        res.setHeader('content-type', 'application/json');
        if (call.token !== 'tok-123') {
          res.statusCode = 401;
          return res.end(
            JSON.stringify({ code: 'AUTHENTICATION_ERROR', message: 'Invalid token' }),
          );
        }
        res.end(
          JSON.stringify({ id: 'msg-1', from: call.body.from, to: call.body.to, direction: 'OUT' }),
        );
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    calls,
    url: `https://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('Zenvia SMS provider', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('posts the SMS to /v2/channels/sms/messages over HTTPS with the API token', async () => {
    const zenvia = await fakeZenvia();
    const sender = deliveringSender(
      database.db,
      'sms',
      zenviaTransport({ baseUrl: zenvia.url, token: 'tok-123', from: 'lstrader', ca: tls.cert }),
      quiet,
    );
    try {
      const { id } = await sender.send({
        to: '(11) 98765-4321',
        text: 'Seu código LS Trader: 654321',
        kind: 'login_code',
      });
      await sender.drain();
      expect(zenvia.calls).toEqual([
        {
          path: '/v2/channels/sms/messages',
          token: 'tok-123',
          body: {
            from: 'lstrader',
            to: '5511987654321',
            contents: [{ type: 'text', text: 'Seu código LS Trader: 654321' }],
          },
        },
      ]);
      const [row] = await queryRows<{ status: string; provider: string; channel: string }>(
        database.db,
        sql`select status, provider, channel from outbox_messages where id = ${id}`,
      );
      expect(row).toEqual({ status: 'sent', provider: 'zenvia', channel: 'sms' });
    } finally {
      await zenvia.close();
    }
  });

  it('records Zenvia’s refusal on the message and does not throw at the caller', async () => {
    const zenvia = await fakeZenvia();
    const sender = deliveringSender(
      database.db,
      'sms',
      zenviaTransport({ baseUrl: zenvia.url, token: 'errado', from: 'lstrader', ca: tls.cert }),
      quiet,
    );
    try {
      const { id } = await sender.send({ to: '11987654321', text: 'x', kind: 'login_code' });
      await sender.drain();
      const [row] = await queryRows<{ status: string; error: string }>(
        database.db,
        sql`select status, error from outbox_messages where id = ${id}`,
      );
      expect(row).toEqual({ status: 'failed', error: 'Zenvia respondeu 401: Invalid token' });
    } finally {
      await zenvia.close();
    }
  });

  it('refuses a server whose certificate it cannot verify', async () => {
    const zenvia = await fakeZenvia();
    const sender = deliveringSender(
      database.db,
      'sms',
      zenviaTransport({ baseUrl: zenvia.url, token: 'tok-123', from: 'lstrader' }),
      quiet,
    );
    try {
      const { id } = await sender.send({ to: '11987654321', text: 'x', kind: 'login_code' });
      await sender.drain();
      expect(zenvia.calls).toHaveLength(0);
      const [row] = await queryRows<{ status: string; error: string }>(
        database.db,
        sql`select status, error from outbox_messages where id = ${id}`,
      );
      expect(row!.status).toBe('failed');
      expect(row!.error).toMatch(/self-signed|certificate/i);
    } finally {
      await zenvia.close();
    }
  });

  it('only speaks HTTPS and writes Brazilian numbers with the country code', () => {
    expect(() => zenviaTransport({ baseUrl: 'http://127.0.0.1:1', token: 't', from: 'f' })).toThrow(
      'A API da Zenvia só é chamada por HTTPS.',
    );
    expect(zenviaNumber('(21) 99876-5432')).toBe('5521998765432');
    expect(zenviaNumber('+55 21 99876-5432')).toBe('5521998765432');
  });
});
