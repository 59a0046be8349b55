/**
 * Test helper: a local PSP speaking the API Pix over HTTPS with mTLS, plus the certificates it
 * needs, generated at runtime with `openssl` (nothing secret is committed). Not exported from
 * `index.ts`, so production code never loads it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { buildDynamicBrCode, formatCents } from './brcode.ts';
import {
  API_PIX_TXID_PATTERN,
  WEBHOOK_SIGNATURE_HEADER,
  newTxid,
  parseValor,
  signWebhook,
  type CobStatus,
  type PixPaymentNotice,
} from './provider.ts';

// ───────────────────────────── certificates ─────────────────────────────

export interface Pem {
  cert: string;
  key: string;
}

export interface TestPki {
  /** The PSP's CA: signs its server certificate and the client certificates it accepts. */
  ca: Pem;
  server: Pem;
  /** Our client certificate, signed by the PSP's CA. */
  client: Pem;
  /** A client certificate from another CA: the PSP must refuse it. */
  rogueClient: Pem;
  /** That other CA's certificate: trusting only it, we must refuse the PSP. */
  rogueCa: string;
}

export function hasOpenssl(): boolean {
  return spawnSync('openssl', ['version'], { stdio: 'ignore' }).status === 0;
}

/** Two CAs, a server certificate for 127.0.0.1/localhost and two client certificates (P-256). */
export function createTestPki(): TestPki {
  if (!hasOpenssl())
    throw new Error(
      'openssl não encontrado no PATH: os testes de mTLS geram certificados com ele.',
    );
  const dir = mkdtempSync(join(tmpdir(), 'fake-psp-pki-'));
  const file = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  const newKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  const read = (name: string): Pem => ({
    cert: readFileSync(file(`${name}.crt`), 'utf8'),
    key: readFileSync(file(`${name}.key`), 'utf8'),
  });
  const ca = (name: string) =>
    openssl(
      'req',
      '-x509',
      ...newKey,
      '-keyout',
      file(`${name}.key`),
      '-out',
      file(`${name}.crt`),
      '-days',
      '2',
      '-subj',
      `/CN=${name}`,
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign',
    );
  const leaf = (name: string, caName: string, extensions: string) => {
    writeFileSync(file(`${name}.ext`), extensions);
    openssl(
      'req',
      ...newKey,
      '-keyout',
      file(`${name}.key`),
      '-out',
      file(`${name}.csr`),
      '-subj',
      `/CN=${name}`,
    );
    openssl(
      'x509',
      '-req',
      '-in',
      file(`${name}.csr`),
      '-CA',
      file(`${caName}.crt`),
      '-CAkey',
      file(`${caName}.key`),
      '-set_serial',
      `0x${randomBytes(8).toString('hex')}`,
      '-days',
      '2',
      '-out',
      file(`${name}.crt`),
      '-extfile',
      file(`${name}.ext`),
    );
  };
  try {
    ca('fake-psp-ca');
    ca('rogue-ca');
    leaf(
      'fake-psp-server',
      'fake-psp-ca',
      'basicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\nsubjectAltName=IP:127.0.0.1,DNS:localhost\n',
    );
    leaf(
      'lstrader-client',
      'fake-psp-ca',
      'basicConstraints=CA:FALSE\nextendedKeyUsage=clientAuth\n',
    );
    leaf('rogue-client', 'rogue-ca', 'basicConstraints=CA:FALSE\nextendedKeyUsage=clientAuth\n');
    return {
      ca: read('fake-psp-ca'),
      server: read('fake-psp-server'),
      client: read('lstrader-client'),
      rogueClient: read('rogue-client'),
      rogueCa: read('rogue-ca').cert,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ───────────────────────────── the fake PSP ─────────────────────────────

interface FakeRefund {
  id: string;
  rtrId: string;
  valor: string;
  horario: { solicitacao: string };
  status: 'EM_PROCESSAMENTO' | 'DEVOLVIDO' | 'NAO_REALIZADO';
}

interface FakePix {
  endToEndId: string;
  txid: string;
  valor: string;
  horario: string;
  chave: string;
  devolucoes: FakeRefund[];
}

export interface FakeCob {
  txid: string;
  status: CobStatus;
  calendario: { criacao: string; expiracao: number };
  location: string;
  devedor?: { cpf?: string; cnpj?: string; nome: string };
  valor: { original: string };
  chave: string;
  solicitacaoPagador?: string;
  pix: FakePix[];
}

export interface FakePspCall {
  method: string;
  path: string;
  /** CN of the client certificate the TLS handshake accepted. */
  clientCertificate: string | undefined;
  authorization: string | undefined;
  body: string;
}

export interface FakePspOptions {
  pki: TestPki;
  pixKey: string;
  clientId?: string;
  clientSecret?: string;
  tokenTtlSeconds?: number;
  /** Answer cobs without `pixCopiaECola`, like PSPs that only return the location. */
  omitPixCopiaECola?: boolean;
  merchantName?: string;
  merchantCity?: string;
}

export interface FakePsp {
  url: string;
  readonly tokenRequests: number;
  readonly calls: FakePspCall[];
  readonly cobs: Map<string, FakeCob>;
  /** The payer pays: the cob becomes CONCLUIDA with one pix (the cob's amount by default). */
  pay(txid: string, options?: { amountCents?: number; endToEndId?: string }): PixPaymentNotice;
  /** The PSP removes the cob after its expiry (the API Pix has no "expired" status). */
  expire(txid: string): void;
  /** Invalidates every token, as a PSP does when it rotates keys. */
  revokeTokens(): void;
  /** The next API call (not the token) answers this status and problem+json. */
  failNext(status: number, problem?: Record<string, unknown>): void;
  /** The next request of any kind waits this long before answering. */
  delayNext(ms: number): void;
  /** POSTs `{ pix: [...] }` to our webhook with the `x-pix-signature` HMAC of the raw body. */
  deliverWebhook(
    url: string,
    notice: PixPaymentNotice | PixPaymentNotice[],
    options: { secret: string; signature?: string },
  ): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

const ERROR_BASE = 'https://pix.bcb.gov.br/api/v2/error';

function send(res: ServerResponse, status: number, body: unknown, type = 'application/json') {
  res.statusCode = status;
  res.setHeader('content-type', type);
  res.end(JSON.stringify(body));
}

function problem(
  res: ServerResponse,
  status: number,
  type: string,
  title: string,
  detail: string,
  violacoes?: { razao: string; propriedade: string }[],
) {
  send(
    res,
    status,
    { type: `${ERROR_BASE}/${type}`, title, status, detail, ...(violacoes ? { violacoes } : {}) },
    'application/problem+json',
  );
}

function newEndToEndId(at: Date): string {
  const stamp = at.toISOString().replace(/\D/g, '').slice(0, 12); // yyyyMMddHHmm
  return `E12345678${stamp}${newTxid(11)}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function jsonBody(raw: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(raw);
    return isRecord(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export async function startFakePsp(options: FakePspOptions): Promise<FakePsp> {
  const clientId = options.clientId ?? 'client-lstrader';
  const clientSecret = options.clientSecret ?? 's3gr3d0-do-cliente';
  const tokens = new Map<string, number>(); // token → expires at (ms)
  const cobs = new Map<string, FakeCob>();
  const calls: FakePspCall[] = [];
  let tokenRequests = 0;
  let nextFailure: { status: number; problem?: Record<string, unknown> } | undefined;
  let nextDelay = 0;

  const merchant = {
    merchantName: options.merchantName ?? 'PSP Fake Recebedor',
    merchantCity: options.merchantCity ?? 'SAO PAULO',
  };

  function cobView(cob: FakeCob) {
    return {
      calendario: cob.calendario,
      txid: cob.txid,
      revisao: 0,
      loc: { id: 789, location: cob.location, tipoCob: 'cob' },
      location: cob.location,
      status: cob.status,
      ...(cob.devedor ? { devedor: cob.devedor } : {}),
      valor: cob.valor,
      chave: cob.chave,
      ...(cob.solicitacaoPagador ? { solicitacaoPagador: cob.solicitacaoPagador } : {}),
      ...(options.omitPixCopiaECola
        ? {}
        : { pixCopiaECola: buildDynamicBrCode({ locationUrl: cob.location, ...merchant }) }),
      ...(cob.pix.length > 0 ? { pix: cob.pix } : {}),
    };
  }

  function issueToken(req: IncomingMessage, raw: string, res: ServerResponse) {
    tokenRequests++;
    const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
    const form = new URLSearchParams(raw);
    if (req.headers.authorization !== expected)
      return send(res, 401, {
        error: 'invalid_client',
        error_description: 'Client authentication failed',
      });
    if (form.get('grant_type') !== 'client_credentials')
      return send(res, 400, { error: 'unsupported_grant_type' });
    const ttl = options.tokenTtlSeconds ?? 3600;
    const token = randomBytes(24).toString('base64url');
    tokens.set(token, Date.now() + ttl * 1000);
    send(res, 200, {
      access_token: token,
      token_type: 'Bearer',
      expires_in: ttl,
      scope: form.get('scope') ?? '',
    });
  }

  function putCob(txid: string, raw: string, res: ServerResponse) {
    const body = jsonBody(raw);
    const violacoes: { razao: string; propriedade: string }[] = [];
    if (!API_PIX_TXID_PATTERN.test(txid))
      violacoes.push({ razao: 'txid fora do padrão [a-zA-Z0-9]{26,35}', propriedade: 'txid' });
    const calendario = isRecord(body?.calendario) ? body.calendario : {};
    const valor = isRecord(body?.valor) ? body.valor : {};
    const expiracao = calendario.expiracao;
    if (typeof expiracao !== 'number' || !Number.isInteger(expiracao) || expiracao <= 0)
      violacoes.push({ razao: 'expiração inválida', propriedade: 'cob.calendario.expiracao' });
    if (typeof valor.original !== 'string' || !/^\d{1,10}\.\d{2}$/.test(valor.original))
      violacoes.push({ razao: 'valor fora do padrão', propriedade: 'cob.valor.original' });
    if (body?.chave !== options.pixKey)
      violacoes.push({ razao: 'chave não pertence ao recebedor', propriedade: 'cob.chave' });
    if (violacoes.length > 0 || !body || typeof valor.original !== 'string')
      return problem(
        res,
        400,
        'CobOperacaoInvalida',
        'Cobrança inválida.',
        'A requisição que busca criar uma cobrança não respeita o schema ou está semanticamente errada.',
        violacoes,
      );
    if (cobs.has(txid))
      return problem(
        res,
        409,
        'CobOperacaoInvalida',
        'Cobrança inválida.',
        'Já existe uma cobrança com este txid.',
      );
    const devedor = isRecord(body.devedor) ? (body.devedor as FakeCob['devedor']) : undefined;
    const cob: FakeCob = {
      txid,
      status: 'ATIVA',
      calendario: { criacao: new Date().toISOString(), expiracao: expiracao as number },
      location: `pix.example.com/qr/v2/${randomUUID()}`,
      ...(devedor ? { devedor } : {}),
      valor: { original: valor.original },
      chave: options.pixKey,
      ...(typeof body.solicitacaoPagador === 'string'
        ? { solicitacaoPagador: body.solicitacaoPagador }
        : {}),
      pix: [],
    };
    cobs.set(txid, cob);
    send(res, 201, cobView(cob));
  }

  function patchCob(cob: FakeCob, raw: string, res: ServerResponse) {
    const body = jsonBody(raw);
    if (body?.status !== 'REMOVIDA_PELO_USUARIO_RECEBEDOR')
      return problem(res, 400, 'CobOperacaoInvalida', 'Cobrança inválida.', 'status inválido.', [
        { razao: 'só REMOVIDA_PELO_USUARIO_RECEBEDOR', propriedade: 'cob.status' },
      ]);
    if (cob.status !== 'ATIVA')
      return problem(
        res,
        400,
        'CobOperacaoInvalida',
        'Cobrança inválida.',
        `A cobrança está ${cob.status} e não pode ser removida.`,
      );
    cob.status = 'REMOVIDA_PELO_USUARIO_RECEBEDOR';
    send(res, 200, cobView(cob));
  }

  function putRefund(e2eid: string, id: string, raw: string, res: ServerResponse) {
    const pix = [...cobs.values()].flatMap((c) => c.pix).find((p) => p.endToEndId === e2eid);
    if (!pix)
      return problem(
        res,
        404,
        'PixNaoEncontrado',
        'Pix não encontrado.',
        'Nenhum Pix com este endToEndId.',
      );
    const body = jsonBody(raw);
    const valor = body?.valor;
    if (typeof valor !== 'string' || !/^\d{1,10}\.\d{2}$/.test(valor) || parseValor(valor) === 0)
      return problem(
        res,
        400,
        'DevolucaoOperacaoInvalida',
        'Devolução inválida.',
        'valor inválido.',
        [{ razao: 'valor fora do padrão', propriedade: 'valor' }],
      );
    const existing = pix.devolucoes.find((d) => d.id === id);
    if (existing) {
      if (existing.valor === valor) return send(res, 201, existing);
      return problem(
        res,
        409,
        'DevolucaoOperacaoInvalida',
        'Devolução inválida.',
        'Id de devolução já usado com outro valor.',
      );
    }
    const refunded = pix.devolucoes.reduce((sum, d) => sum + parseValor(d.valor), 0);
    if (refunded + parseValor(valor) > parseValor(pix.valor))
      return problem(
        res,
        400,
        'DevolucaoOperacaoInvalida',
        'Devolução inválida.',
        'O valor da devolução ultrapassa o valor do Pix ainda não devolvido.',
      );
    const refund: FakeRefund = {
      id,
      rtrId: `D12345678${new Date().toISOString().replace(/\D/g, '').slice(0, 12)}${newTxid(11)}`,
      valor,
      horario: { solicitacao: new Date().toISOString() },
      status: 'EM_PROCESSAMENTO',
    };
    pix.devolucoes.push(refund);
    send(res, 201, refund);
  }

  function api(req: IncomingMessage, path: string, raw: string, res: ServerResponse) {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const expiresAt = bearer === undefined ? undefined : tokens.get(bearer);
    if (expiresAt === undefined || expiresAt <= Date.now())
      return problem(
        res,
        401,
        'AcessoNegado',
        'Acesso negado.',
        'Token ausente, inválido ou expirado.',
      );
    if (nextFailure) {
      const failure = nextFailure;
      nextFailure = undefined;
      res.statusCode = failure.status;
      res.setHeader('content-type', 'application/problem+json');
      return res.end(JSON.stringify(failure.problem ?? { title: 'Falha', status: failure.status }));
    }
    const cobMatch = /^\/v2\/cob\/([^/]+)$/.exec(path);
    if (cobMatch) {
      const txid = decodeURIComponent(cobMatch[1] ?? '');
      if (req.method === 'PUT') return putCob(txid, raw, res);
      const cob = cobs.get(txid);
      if (!cob)
        return problem(
          res,
          404,
          'CobNaoEncontrado',
          'Cobrança não encontrada.',
          'Nenhuma cobrança para o txid informado.',
        );
      if (req.method === 'GET') return send(res, 200, cobView(cob));
      if (req.method === 'PATCH') return patchCob(cob, raw, res);
    }
    const refundMatch = /^\/v2\/pix\/([^/]+)\/devolucao\/([^/]+)$/.exec(path);
    if (refundMatch && req.method === 'PUT')
      return putRefund(
        decodeURIComponent(refundMatch[1] ?? ''),
        decodeURIComponent(refundMatch[2] ?? ''),
        raw,
        res,
      );
    problem(res, 404, 'NaoEncontrado', 'Não encontrado.', `${req.method ?? ''} ${path}`);
  }

  const server = createServer(
    {
      key: options.pki.server.key,
      cert: options.pki.server.cert,
      ca: options.pki.ca.cert,
      // mTLS: no client certificate signed by our CA, no connection.
      requestCert: true,
      rejectUnauthorized: true,
    },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const path = new URL(req.url ?? '/', 'https://fake-psp').pathname;
        const peer = (req.socket as TLSSocket).getPeerCertificate();
        calls.push({
          method: req.method ?? '',
          path,
          clientCertificate: typeof peer.subject?.CN === 'string' ? peer.subject.CN : undefined,
          authorization: req.headers.authorization,
          body: raw,
        });
        const answer = () => {
          if (req.method === 'POST' && path === '/oauth/token') issueToken(req, raw, res);
          else api(req, path, raw, res);
        };
        const delay = nextDelay;
        nextDelay = 0;
        if (delay > 0) setTimeout(answer, delay);
        else answer();
      });
    },
  );
  server.on('tlsClientError', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function activeCob(txid: string): FakeCob {
    const cob = cobs.get(txid);
    if (!cob) throw new Error(`cob ${txid} não existe no PSP fake`);
    return cob;
  }

  return {
    url: `https://127.0.0.1:${port}`,
    get tokenRequests() {
      return tokenRequests;
    },
    calls,
    cobs,
    pay(txid, payment = {}) {
      const cob = activeCob(txid);
      if (cob.status !== 'ATIVA') throw new Error(`cob ${txid} está ${cob.status}`);
      const paidAt = new Date();
      const amountCents = payment.amountCents ?? parseValor(cob.valor.original);
      const endToEndId = payment.endToEndId ?? newEndToEndId(paidAt);
      cob.pix.push({
        endToEndId,
        txid,
        valor: formatCents(amountCents),
        horario: paidAt.toISOString(),
        chave: cob.chave,
        devolucoes: [],
      });
      cob.status = 'CONCLUIDA';
      return { endToEndId, txid, amountCents, paidAt };
    },
    expire(txid) {
      activeCob(txid).status = 'REMOVIDA_PELO_PSP';
    },
    revokeTokens() {
      tokens.clear();
    },
    failNext(status, body) {
      nextFailure = { status, ...(body ? { problem: body } : {}) };
    },
    delayNext(ms) {
      nextDelay = ms;
    },
    async deliverWebhook(url, notice, { secret, signature }) {
      const notices = Array.isArray(notice) ? notice : [notice];
      const raw = JSON.stringify({
        pix: notices.map((n) => ({
          endToEndId: n.endToEndId,
          txid: n.txid,
          valor: formatCents(n.amountCents),
          chave: options.pixKey,
          horario: n.paidAt.toISOString(),
        })),
      });
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [WEBHOOK_SIGNATURE_HEADER]: signature ?? signWebhook(secret, raw),
        },
        body: raw,
      });
      return { status: response.status, body: await response.text() };
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
