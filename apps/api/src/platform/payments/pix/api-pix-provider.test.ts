import { createServer, type IncomingMessage } from 'node:http';
import { request } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiPixProvider, endpointUrl, type ApiPixOptions } from './api-pix-provider.ts';
import { decodeBrCode } from './brcode.ts';
import { createTestPki, startFakePsp, type FakePsp, type TestPki } from './fake-psp.ts';
import {
  PixProviderError,
  newTxid,
  parsePixWebhook,
  signWebhook,
  verifyWebhookSignature,
  WEBHOOK_SIGNATURE_HEADER,
  type PixPaymentNotice,
} from './provider.ts';

const PIX_KEY = '7d9f0335-8dcc-4054-9bf9-0dbd61d36906';
const CLIENT_ID = 'client-lstrader';
const CLIENT_SECRET = 's3gr3d0-do-cliente';

let pki: TestPki;
let psp: FakePsp;
const opened: { close(): void }[] = [];

beforeAll(async () => {
  pki = createTestPki();
  psp = await startFakePsp({
    pki,
    pixKey: PIX_KEY,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
  });
});
afterAll(async () => {
  await psp.close();
});
afterEach(() => {
  for (const provider of opened.splice(0)) provider.close();
});

function provider(overrides: Partial<ApiPixOptions> = {}) {
  const created = apiPixProvider({
    baseUrl: psp.url,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    cert: pki.client.cert,
    key: pki.client.key,
    ca: pki.ca.cert,
    pixKey: PIX_KEY,
    merchantName: 'LS Trader Educação',
    merchantCity: 'São Paulo',
    ...overrides,
  });
  opened.push(created);
  return created;
}

/** The error a promise rejects with, typed, so tests can look at code/status/detail. */
async function failure(promise: Promise<unknown>): Promise<PixProviderError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PixProviderError) return error;
    throw error;
  }
  throw new Error('esperava uma falha');
}

const callsSince = (from: number) => psp.calls.slice(from);

describe('OAuth2 token', () => {
  it('fetches with client credentials and the four scopes, then reuses it until near expiry', async () => {
    let clock = 1_000_000;
    const pix = provider({ now: () => clock });
    const tokensBefore = psp.tokenRequests;
    const from = psp.calls.length;
    const txid = newTxid();
    await pix.createCharge({ txid, amountCents: 1000, expiresInSeconds: 3600 });
    await pix.getCharge(txid);
    await pix.getCharge(txid);
    expect(psp.tokenRequests - tokensBefore).toBe(1);

    const [tokenCall, ...apiCalls] = callsSince(from);
    expect(tokenCall).toMatchObject({ method: 'POST', path: '/oauth/token' });
    expect(tokenCall!.authorization).toBe(
      `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`,
    );
    const form = new URLSearchParams(tokenCall!.body);
    expect(form.get('grant_type')).toBe('client_credentials');
    expect(form.get('scope')).toBe('cob.write cob.read pix.write pix.read');
    // Every call of this provider carried the same bearer token.
    expect(new Set(apiCalls.map((c) => c.authorization)).size).toBe(1);
    expect(apiCalls[0]!.authorization).toMatch(/^Bearer .+/);

    clock += 3539_000; // 61 s before expires_in (3600): still cached
    await pix.getCharge(txid);
    expect(psp.tokenRequests - tokensBefore).toBe(1);
    clock += 2_000; // 59 s before: inside the one-minute margin, renewed
    await pix.getCharge(txid);
    expect(psp.tokenRequests - tokensBefore).toBe(2);
  });

  it('fetches once for concurrent first calls', async () => {
    const pix = provider();
    const txid = newTxid();
    await provider().createCharge({ txid, amountCents: 500, expiresInSeconds: 60 });
    const before = psp.tokenRequests;
    await Promise.all([pix.getCharge(txid), pix.getCharge(txid), pix.getCharge(txid)]);
    expect(psp.tokenRequests - before).toBe(1);
  });

  it('drops a token the PSP revoked early and retries once', async () => {
    const pix = provider();
    const txid = newTxid();
    await pix.createCharge({ txid, amountCents: 700, expiresInSeconds: 60 });
    const before = psp.tokenRequests;
    psp.revokeTokens();
    await expect(pix.getCharge(txid)).resolves.toMatchObject({ status: 'ATIVA' });
    expect(psp.tokenRequests - before).toBe(1);
  });

  it('reports refused credentials without leaking the secret', async () => {
    const pix = provider({ clientSecret: 'segredo-errado-123' });
    const error = await failure(pix.getCharge(newTxid()));
    expect(error.code).toBe('unauthorized');
    expect(error.status).toBe(401);
    expect(error.message).toBe(
      'O PSP recusou a autenticação do Pix (client_id/client_secret ou escopos).',
    );
    expect(error.detail).toContain('invalid_client');
    const everything = `${error.message} ${error.detail ?? ''} ${error.stack ?? ''}`;
    expect(everything).not.toContain('segredo-errado-123');
    expect(everything).not.toContain(
      Buffer.from(`${CLIENT_ID}:segredo-errado-123`).toString('base64'),
    );
  });
});

describe('mTLS', () => {
  it('the PSP refuses a connection without a client certificate', async () => {
    const from = psp.calls.length;
    const outcome = await new Promise<string>((resolve) => {
      const req = request(
        `${psp.url}/oauth/token`,
        { method: 'POST', ca: pki.ca.cert, agent: false },
        (res) => resolve(`answered ${res.statusCode ?? 0}`),
      );
      req.on('error', (error: NodeJS.ErrnoException) => resolve(`refused ${error.code ?? ''}`));
      req.end('grant_type=client_credentials');
    });
    expect(outcome).toMatch(/^refused (ERR_SSL|ECONNRESET)/);
    expect(callsSince(from)).toHaveLength(0);
  });

  it('the PSP refuses a client certificate from another CA', async () => {
    const from = psp.calls.length;
    const pix = provider({ cert: pki.rogueClient.cert, key: pki.rogueClient.key });
    const error = await failure(pix.getCharge(newTxid()));
    // TLS 1.3: the refusal arrives as an alert or, racing it, as a reset of the connection.
    expect(['tls', 'network']).toContain(error.code);
    expect(error.message).toMatch(/certificado/);
    expect(callsSince(from)).toHaveLength(0);
  });

  it('we refuse a PSP whose certificate our CA did not sign', async () => {
    const from = psp.calls.length;
    const pix = provider({ ca: pki.rogueCa });
    const error = await failure(pix.getCharge(newTxid()));
    expect(error.code).toBe('tls');
    expect(error.message).toBe(
      'Falha na conexão segura (mTLS) com o PSP: confira certificado, chave e CA.',
    );
    expect(callsSince(from)).toHaveLength(0);
  });

  it('the client certificate the PSP accepted is ours', async () => {
    const from = psp.calls.length;
    await provider().createCharge({ txid: newTxid(), amountCents: 1, expiresInSeconds: 60 });
    expect(callsSince(from).map((c) => c.clientCertificate)).toEqual([
      'lstrader-client',
      'lstrader-client',
    ]);
  });

  it('a key that does not match the certificate fails at construction', () => {
    expect(() => provider({ key: pki.rogueClient.key })).toThrow(PixProviderError);
    expect(() => provider({ key: pki.rogueClient.key })).toThrow(/não combinam/);
  });
});

describe('charges', () => {
  it('creates a cob: body in the API Pix format, the PSP’s BR Code, expiry from calendario', async () => {
    const pix = provider();
    const txid = newTxid();
    const from = psp.calls.length;
    const charge = await pix.createCharge({
      txid,
      amountCents: 1000,
      expiresInSeconds: 1800,
      payer: { name: '  Maria   da Silva ', taxId: '529.982.247-25' },
      description: 'Pedido 123 — Curso de Day Trade',
    });
    const cob = psp.cobs.get(txid)!;
    const put = callsSince(from).find((c) => c.method === 'PUT')!;
    expect(put.path).toBe(`/v2/cob/${txid}`);
    expect(JSON.parse(put.body)).toEqual({
      calendario: { expiracao: 1800 },
      devedor: { cpf: '52998224725', nome: 'Maria da Silva' },
      valor: { original: '10.00' },
      chave: PIX_KEY,
      solicitacaoPagador: 'Pedido 123 — Curso de Day Trade',
    });
    expect(charge).toEqual({
      txid,
      brCode: expect.any(String) as string,
      locationUrl: cob.location,
      expiresAt: new Date(Date.parse(cob.calendario.criacao) + 1800 * 1000),
      status: 'ATIVA',
    });
    const decoded = decodeBrCode(charge.brCode);
    expect(decoded).toMatchObject({ crcValid: true, kind: 'dynamic', locationUrl: cob.location });
    // The PSP's own pixCopiaECola (its merchant name), not one we built.
    expect(decoded.merchantName).toBe('PSP Fake Recebedor');
  });

  it('builds the dynamic BR Code from location when the PSP sends no pixCopiaECola', async () => {
    const bare = await startFakePsp({
      pki,
      pixKey: PIX_KEY,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      omitPixCopiaECola: true,
    });
    try {
      const pix = provider({ baseUrl: bare.url });
      const txid = newTxid();
      const charge = await pix.createCharge({ txid, amountCents: 2500, expiresInSeconds: 600 });
      expect(decodeBrCode(charge.brCode)).toMatchObject({
        crcValid: true,
        kind: 'dynamic',
        locationUrl: bare.cobs.get(txid)!.location,
        merchantName: 'LS Trader Educacao',
        merchantCity: 'Sao Paulo',
        txid: '***',
      });
      expect(decodeBrCode(charge.brCode).fields['01']).toBe('12');
    } finally {
      await bare.close();
    }
  });

  it.each([
    [1, '0.01'],
    [10, '0.10'],
    [123456789, '1234567.89'], // R$ 1.234.567,89
    [999_999_999_999, '9999999999.99'],
  ])('sends %i cents as valor.original %s and reads it back', async (amountCents, valor) => {
    const pix = provider();
    const txid = newTxid();
    await pix.createCharge({ txid, amountCents, expiresInSeconds: 60 });
    expect(psp.cobs.get(txid)!.valor.original).toBe(valor);
    const paid = psp.pay(txid);
    const state = await pix.getCharge(txid);
    expect(state.payments).toEqual([{ ...paid, amountCents }]);
  });

  it('gets the state: ATIVA without payments, then CONCLUIDA with the pix', async () => {
    const pix = provider();
    const txid = newTxid();
    await pix.createCharge({ txid, amountCents: 4990, expiresInSeconds: 60 });
    expect(await pix.getCharge(txid)).toEqual({ txid, status: 'ATIVA', payments: [] });
    const paid = psp.pay(txid);
    const state = await pix.getCharge(txid);
    expect(state.status).toBe('CONCLUIDA');
    expect(state.payments).toEqual([paid]);
    expect(paid.endToEndId).toMatch(/^E12345678\d{12}[A-Za-z0-9]{11}$/);
  });

  it('shows the PSP removing an expired cob', async () => {
    const pix = provider();
    const txid = newTxid();
    await pix.createCharge({ txid, amountCents: 100, expiresInSeconds: 1 });
    psp.expire(txid);
    expect((await pix.getCharge(txid)).status).toBe('REMOVIDA_PELO_PSP');
  });

  it('cancels with PATCH status REMOVIDA_PELO_USUARIO_RECEBEDOR; a paid cob cannot be', async () => {
    const pix = provider();
    const txid = newTxid();
    await pix.createCharge({ txid, amountCents: 100, expiresInSeconds: 60 });
    const from = psp.calls.length;
    await pix.cancelCharge(txid);
    const patch = callsSince(from).find((c) => c.method === 'PATCH')!;
    expect(JSON.parse(patch.body)).toEqual({ status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR' });
    expect((await pix.getCharge(txid)).status).toBe('REMOVIDA_PELO_USUARIO_RECEBEDOR');

    const paidTxid = newTxid();
    await pix.createCharge({ txid: paidTxid, amountCents: 100, expiresInSeconds: 60 });
    psp.pay(paidTxid);
    const error = await failure(pix.cancelCharge(paidTxid));
    expect(error).toMatchObject({ code: 'invalid_request', status: 400 });
    expect(error.detail).toContain('A cobrança está CONCLUIDA e não pode ser removida.');
  });
});

describe('refunds', () => {
  it('PUT /v2/pix/{e2eid}/devolucao/{id} with valor; over the paid amount is refused', async () => {
    const pix = provider();
    const txid = newTxid();
    await pix.createCharge({ txid, amountCents: 10_000, expiresInSeconds: 60 });
    const paid = psp.pay(txid);
    const from = psp.calls.length;
    const refund = await pix.refund({
      endToEndId: paid.endToEndId,
      refundId: 'DEV1',
      amountCents: 2550,
    });
    expect(refund).toEqual({
      id: 'DEV1',
      endToEndId: paid.endToEndId,
      amountCents: 2550,
      status: 'EM_PROCESSAMENTO',
    });
    const put = callsSince(from).find((c) => c.method === 'PUT')!;
    expect(put.path).toBe(`/v2/pix/${paid.endToEndId}/devolucao/DEV1`);
    expect(JSON.parse(put.body)).toEqual({ valor: '25.50' });

    const over = await failure(
      pix.refund({ endToEndId: paid.endToEndId, refundId: 'DEV2', amountCents: 7451 }),
    );
    expect(over).toMatchObject({ code: 'invalid_request', status: 400 });
    expect(over.detail).toContain('ultrapassa');
    await expect(
      pix.refund({ endToEndId: paid.endToEndId, refundId: 'DEV3', amountCents: 7450 }),
    ).resolves.toMatchObject({ amountCents: 7450 });
  });

  it('an unknown end-to-end id is not_found', async () => {
    const error = await failure(
      provider().refund({ endToEndId: `E${'0'.repeat(31)}`, refundId: 'X1', amountCents: 1 }),
    );
    expect(error).toMatchObject({ code: 'not_found', status: 404 });
    expect(error.detail).toContain('Pix não encontrado.');
  });
});

describe('error mapping', () => {
  it('404 and 409 from problem+json carry the PSP’s title, detail and violations', async () => {
    const pix = provider();
    const missing = await failure(pix.getCharge(newTxid()));
    expect(missing).toMatchObject({
      code: 'not_found',
      status: 404,
      message: 'O PSP não encontrou o recurso Pix pedido.',
      detail: 'Cobrança não encontrada. — Nenhuma cobrança para o txid informado.',
    });

    const txid = newTxid();
    await pix.createCharge({ txid, amountCents: 100, expiresInSeconds: 60 });
    const duplicate = await failure(
      pix.createCharge({ txid, amountCents: 100, expiresInSeconds: 60 }),
    );
    expect(duplicate).toMatchObject({ code: 'conflict', status: 409 });

    const wrongKey = await failure(
      provider({ pixKey: 'outra@example.com' }).createCharge({
        txid: newTxid(),
        amountCents: 100,
        expiresInSeconds: 60,
      }),
    );
    expect(wrongKey).toMatchObject({ code: 'invalid_request', status: 400 });
    expect(wrongKey.detail).toContain('cob.chave: chave não pertence ao recebedor');
  });

  it.each([
    [403, 'forbidden'],
    [429, 'rate_limited'],
    [500, 'unavailable'],
    [503, 'unavailable'],
    [418, 'invalid_response'],
  ] as const)('HTTP %i → %s', async (status, code) => {
    const pix = provider();
    psp.failNext(status, { title: 'Falhou', detail: `motivo ${status}` });
    const error = await failure(pix.getCharge(newTxid()));
    expect(error).toMatchObject({ code, status, detail: `Falhou — motivo ${status}` });
  });

  it('a 2xx answer outside the standard is invalid_response', async () => {
    const pix = provider();
    psp.failNext(200, { status: 'PAGO' });
    const error = await failure(pix.getCharge(newTxid()));
    expect(error.code).toBe('invalid_response');
    expect(error.message).toContain('fora do padrão API Pix');
  });

  it('gives up after the timeout', async () => {
    const pix = provider({ timeoutMs: 300 });
    await pix.createCharge({ txid: newTxid(), amountCents: 1, expiresInSeconds: 60 }); // token
    psp.delayNext(2000);
    const started = Date.now();
    const error = await failure(pix.getCharge(newTxid()));
    expect(error.code).toBe('timeout');
    expect(error.message).toBe('O PSP não respondeu em 0.3 s.');
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('checks input before any request', async () => {
    const pix = provider();
    const from = psp.calls.length;
    const cases: [Promise<unknown>, RegExp][] = [
      [pix.getCharge('curto'), /txid/],
      [pix.createCharge({ txid: newTxid(), amountCents: 0, expiresInSeconds: 60 }), /Valor/],
      [pix.createCharge({ txid: newTxid(), amountCents: 1.5, expiresInSeconds: 60 }), /Valor/],
      [pix.createCharge({ txid: newTxid(), amountCents: 1, expiresInSeconds: 0 }), /Expiração/],
      [
        pix.createCharge({
          txid: newTxid(),
          amountCents: 1,
          expiresInSeconds: 60,
          payer: { name: 'Fulano', taxId: '111.111.111-11' },
        }),
        /CPF\/CNPJ/,
      ],
      [pix.refund({ endToEndId: 'E1', refundId: 'D1', amountCents: 1 }), /endToEndId/],
      [
        pix.refund({ endToEndId: `E${'1'.repeat(31)}`, refundId: 'D-1', amountCents: 1 }),
        /devolução/,
      ],
    ];
    for (const [promise, message] of cases) {
      const error = await failure(promise);
      expect(error.code).toBe('invalid_input');
      expect(error.message).toMatch(message);
    }
    expect(callsSince(from)).toHaveLength(0);
    expect(() => provider({ baseUrl: 'http://127.0.0.1:1' })).toThrow(/HTTPS/);
    expect(() => provider({ pixKey: 'minha chave' })).toThrow(/Chave Pix inválida/);
    expect(() => provider({ merchantCity: '' })).toThrow(/Cidade/);
  });

  it('only ever talks to the configured base URL, keeping its path prefix', () => {
    const base = new URL('https://api.psp.example/pix/api/');
    expect(endpointUrl(base, '/v2/cob/abc').href).toBe(
      'https://api.psp.example/pix/api/v2/cob/abc',
    );
    expect(endpointUrl(base, '/v2/cob/..%2F..%2Fx').origin).toBe('https://api.psp.example');
  });
});

describe('webhook', () => {
  const e2e = 'E18236120202508151234s0123456789';

  it('parses valor strings into exact cents', () => {
    const notices = parsePixWebhook({
      pix: [
        {
          endToEndId: e2e,
          txid: 'A'.repeat(32),
          valor: '0.01',
          horario: '2025-08-15T12:34:56.789Z',
        },
        {
          endToEndId: e2e.replace('0123', '9999'),
          txid: 'ABC',
          valor: '1234.50',
          horario: '2025-08-15T09:00:00-03:00',
          infoPagador: 'pedido 42',
          chave: PIX_KEY,
        },
        { endToEndId: e2e, txid: 'B'.repeat(26), valor: '0.29', horario: '2025-08-15T12:00:00Z' },
        {
          endToEndId: e2e,
          txid: 'C'.repeat(26),
          valor: '9999999999.99',
          horario: '2025-08-15T12:00:00Z',
        },
      ],
    });
    expect(notices.map((n) => n.amountCents)).toEqual([1, 123450, 29, 999_999_999_999]);
    expect(notices[1]!.paidAt.toISOString()).toBe('2025-08-15T12:00:00.000Z');
    expect(notices[0]).toEqual({
      endToEndId: e2e,
      txid: 'A'.repeat(32),
      amountCents: 1,
      paidAt: new Date('2025-08-15T12:34:56.789Z'),
    });
  });

  it('leaves out transfers without txid (nothing of ours to match)', () => {
    expect(
      parsePixWebhook({
        pix: [{ endToEndId: e2e, valor: '5.00', horario: '2025-08-15T12:00:00Z' }],
      }),
    ).toEqual([]);
  });

  it.each([
    ['null', null],
    ['a string', 'pix'],
    ['no pix', {}],
    ['pix not an array', { pix: {} }],
    ['an entry that is not an object', { pix: ['E123'] }],
  ])('rejects a body that is %s', (_label, body) => {
    expect(() => parsePixWebhook(body)).toThrow(PixProviderError);
  });

  it.each([
    ['valor without cents', { valor: '10' }],
    ['valor with one decimal', { valor: '10.0' }],
    ['valor with comma', { valor: '10,00' }],
    ['negative valor', { valor: '-1.00' }],
    ['exponent', { valor: '1e3' }],
    ['valor as number', { valor: 10 }],
    ['zero', { valor: '0.00' }],
    ['11 integer digits', { valor: '12345678901.00' }],
    ['short end-to-end id', { endToEndId: 'E123' }],
    ['txid with dash', { txid: 'abc-123' }],
    ['horario not ISO', { horario: '15/08/2025 12:00' }],
    ['horario without offset', { horario: '2025-08-15T12:00:00' }],
  ])('rejects an entry with %s', (_label, change) => {
    const entry = {
      endToEndId: e2e,
      txid: 'T'.repeat(30),
      valor: '1.00',
      horario: '2025-08-15T12:00:00Z',
    };
    expect(parsePixWebhook({ pix: [entry] })).toHaveLength(1);
    try {
      parsePixWebhook({ pix: [entry, { ...entry, ...change }] });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(PixProviderError);
      expect((error as PixProviderError).code).toBe('invalid_request');
      expect((error as PixProviderError).detail).toMatch(/^pix\.1\./);
    }
  });

  it('verifies the HMAC signature: good, bad, wrong length', () => {
    const secret = 'webhook-secret';
    const raw = JSON.stringify({ pix: [] });
    const good = signWebhook(secret, raw);
    expect(good).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(secret, raw, good)).toBe(true);
    expect(verifyWebhookSignature(secret, Buffer.from(raw), good.toUpperCase())).toBe(true);
    const flipped = `${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}`;
    expect(verifyWebhookSignature(secret, raw, flipped)).toBe(false);
    expect(verifyWebhookSignature('outro', raw, good)).toBe(false);
    expect(verifyWebhookSignature(secret, `${raw} `, good)).toBe(false);
    expect(verifyWebhookSignature(secret, raw, good.slice(0, 62))).toBe(false);
    expect(verifyWebhookSignature(secret, raw, `${good}00`)).toBe(false);
    expect(verifyWebhookSignature(secret, raw, `sha256=${good}`)).toBe(false);
    expect(verifyWebhookSignature(secret, raw, 'z'.repeat(64))).toBe(false);
    expect(verifyWebhookSignature(secret, raw, [good])).toBe(false);
    expect(verifyWebhookSignature(secret, raw, undefined)).toBe(false);
    expect(verifyWebhookSignature('', raw, good)).toBe(false);
  });

  it('the fake PSP delivers a signed webhook our parser accepts after a payment', async () => {
    const secret = 'segredo-do-webhook';
    const received: PixPaymentNotice[][] = [];
    const hook = createServer((req: IncomingMessage, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const raw = Buffer.concat(chunks);
        if (!verifyWebhookSignature(secret, raw, req.headers[WEBHOOK_SIGNATURE_HEADER])) {
          res.statusCode = 401;
          return res.end('assinatura inválida');
        }
        received.push(parsePixWebhook(JSON.parse(raw.toString('utf8'))));
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/api/webhooks/pix`;
    try {
      const pix = provider();
      const txid = newTxid();
      await pix.createCharge({ txid, amountCents: 123450, expiresInSeconds: 60 });
      const paid = psp.pay(txid);
      expect(await psp.deliverWebhook(url, paid, { secret })).toEqual({ status: 200, body: 'ok' });
      expect(received).toEqual([[paid]]);
      expect(await psp.deliverWebhook(url, paid, { secret: 'outro' })).toMatchObject({
        status: 401,
      });
      expect(received).toHaveLength(1);
    } finally {
      await new Promise<void>((resolve) => hook.close(() => resolve()));
    }
  });
});

describe('txid', () => {
  it('newTxid: 32 crypto-random alphanumerics, valid for the API Pix', () => {
    const ids = new Set(Array.from({ length: 2000 }, () => newTxid()));
    expect(ids.size).toBe(2000);
    for (const id of ids) expect(id).toMatch(/^[a-zA-Z0-9]{32}$/);
    // Every one of the 62 characters shows up (no alphabet slice left out by the sampling).
    expect(new Set([...ids].join('')).size).toBe(62);
  });
});
