import { Agent, request } from 'node:https';
import { createSecureContext } from 'node:tls';
import { z } from 'zod';
import { isValidCnpj, isValidCpf } from '@app/shared';
import {
  BrCodeError,
  parsePixKey,
  MAX_AMOUNT_CENTS,
  buildDynamicBrCode,
  decodeBrCode,
  formatCents,
} from './brcode.ts';
import {
  API_PIX_TXID_PATTERN,
  COB_STATUSES,
  END_TO_END_ID_PATTERN,
  PixProviderError,
  REFUND_ID_PATTERN,
  parseValor,
  type CreateChargeInput,
  type PixCharge,
  type PixChargeState,
  type PixProvider,
  type PixRefund,
} from './provider.ts';

export interface ApiPixOptions {
  /** The PSP's API Pix server (PIX_API_URL), `https://…`; `/v2/cob/…` is appended to its path. */
  baseUrl: string;
  /** OAuth2 token endpoint (PIX_TOKEN_URL); `{baseUrl}/oauth/token` unless the PSP keeps it elsewhere. */
  tokenUrl?: string;
  clientId: string;
  clientSecret: string;
  /** Client certificate and private key (PEM) the PSP issued for mTLS. */
  cert: string | Buffer;
  key: string | Buffer;
  /** CA(s) to trust for the PSP's server certificate; the system roots when omitted. */
  ca?: string | Buffer | (string | Buffer)[];
  /** The receiving Pix key registered at this PSP (`chave` of every cob). */
  pixKey: string;
  /** Used only to build the BR Code from `location` when the PSP sends no `pixCopiaECola`. */
  merchantName: string;
  merchantCity: string;
  /** Per request, token fetch included. */
  timeoutMs?: number;
  /** Clock for the token cache (ms since the epoch). */
  now?: () => number;
}

export interface ApiPixProvider extends PixProvider {
  /** Closes the kept-alive TLS connections (at shutdown, and in tests). */
  close(): void;
}

export const API_PIX_SCOPES = 'cob.write cob.read pix.write pix.read';
const DEFAULT_TIMEOUT_MS = 10_000;
const MAX_RESPONSE_BYTES = 1024 * 1024;

// ───────────────────────────── pure helpers ─────────────────────────────

/** `base` + `path`, refusing anything that would leave the configured origin. */
export function endpointUrl(base: URL, path: string): URL {
  const url = new URL(base.href);
  url.pathname = `${base.pathname.replace(/\/+$/, '')}${path}`;
  url.search = '';
  url.hash = '';
  if (url.origin !== base.origin) throw new Error('URL fora do PSP configurado');
  return url;
}

function httpsUrl(value: string, label: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new PixProviderError('invalid_input', `${label} do Pix inválida.`);
  }
  if (url.protocol !== 'https:')
    throw new PixProviderError('invalid_input', `${label} do Pix deve ser HTTPS.`);
  return url;
}

/** The payer as the API Pix `devedor`: `cpf` or `cnpj` (digits, no mask) and `nome`. */
export function devedorOf(payer: { name: string; taxId: string }) {
  const taxId = payer.taxId.replace(/[.\-/\s]/g, '').toUpperCase();
  const nome = payer.name.trim().replace(/\s+/g, ' ');
  if (!nome || nome.length > 200)
    throw new PixProviderError('invalid_input', 'Nome do pagador deve ter de 1 a 200 caracteres.');
  if (/^\d{11}$/.test(taxId) && isValidCpf(taxId)) return { cpf: taxId, nome };
  if (/^[0-9A-Z]{12}\d{2}$/.test(taxId) && isValidCnpj(taxId)) return { cnpj: taxId, nome };
  throw new PixProviderError('invalid_input', 'CPF/CNPJ do pagador inválido.');
}

function assertCents(amountCents: number, label: string): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > MAX_AMOUNT_CENTS)
    throw new PixProviderError(
      'invalid_input',
      `${label} deve ser em centavos inteiros, de 1 a 999999999999.`,
    );
}

const problemSchema = z
  .object({
    title: z.string(),
    detail: z.string(),
    violacoes: z.array(
      z.object({ razao: z.string().optional(), propriedade: z.string().optional() }).partial(),
    ),
    // OAuth2 errors (RFC 6749 §5.2) and the `nome`/`mensagem` some PSPs use.
    error: z.string(),
    error_description: z.string(),
    nome: z.string(),
    mensagem: z.string(),
  })
  .partial();

/**
 * The PSP's explanation from a problem+json (API Pix), OAuth2 or plain body, at most 500
 * characters, with the given secrets blanked in case the PSP echoes what we sent.
 */
export function problemDetail(body: string, secrets: readonly string[]): string | undefined {
  let detail = body.trim().slice(0, 500);
  try {
    const parsed = problemSchema.safeParse(JSON.parse(body));
    if (parsed.success) {
      const p = parsed.data;
      const parts = [
        p.title,
        p.detail,
        p.error,
        p.error_description,
        p.nome,
        p.mensagem,
        ...(p.violacoes ?? []).map((v) => [v.propriedade, v.razao].filter(Boolean).join(': ')),
      ].filter((part): part is string => Boolean(part));
      if (parts.length > 0) detail = parts.join(' — ').slice(0, 500);
    }
  } catch {
    // Not JSON: keep the raw text.
  }
  for (const secret of secrets) if (secret) detail = detail.split(secret).join('[oculto]');
  return detail || undefined;
}

const STATUS_MESSAGES: Record<number, [PixProviderError['code'], string]> = {
  400: ['invalid_request', 'O PSP recusou a requisição Pix: dados inválidos.'],
  401: ['unauthorized', 'O PSP não aceitou a autenticação (token de acesso).'],
  403: ['forbidden', 'O PSP negou acesso: confira os escopos da aplicação e o certificado.'],
  404: ['not_found', 'O PSP não encontrou o recurso Pix pedido.'],
  409: ['conflict', 'O PSP recusou a requisição Pix: conflito com o estado atual.'],
  422: ['invalid_request', 'O PSP recusou a requisição Pix: dados inválidos.'],
  429: ['rate_limited', 'O PSP limitou as requisições Pix; tente novamente em instantes.'],
};

/** An HTTP answer outside 2xx as a typed error (pt-BR message + the PSP's detail). */
export function httpError(status: number, body: string, secrets: readonly string[]) {
  const [code, message] =
    STATUS_MESSAGES[status] ??
    (status >= 500
      ? ['unavailable', `O PSP está indisponível (HTTP ${status}).`]
      : ['invalid_response', `Resposta inesperada do PSP (HTTP ${status}).`]);
  const detail = problemDetail(body, secrets);
  return new PixProviderError(code, message, {
    status,
    ...(detail === undefined ? {} : { detail }),
  });
}

const TLS_ERROR = /SSL|TLS|CERT|EPROTO|SELF_SIGNED|UNABLE_TO_VERIFY|ALTNAME/i;

/** Connection-level failures: TLS/mTLS problems vs. the PSP being unreachable. */
function transportError(error: unknown, timedOut: boolean, timeoutMs: number) {
  if (timedOut)
    return new PixProviderError(
      'timeout',
      `O PSP não respondeu em ${Math.round(timeoutMs / 100) / 10} s.`,
      { cause: error },
    );
  const code = error instanceof Error ? ((error as NodeJS.ErrnoException).code ?? '') : '';
  const message = error instanceof Error ? error.message : String(error);
  // A refused client certificate shows up as a TLS alert or, under TLS 1.3, as a reset.
  if (TLS_ERROR.test(code) || /certificate|ssl|tls/i.test(message))
    return new PixProviderError(
      'tls',
      'Falha na conexão segura (mTLS) com o PSP: confira certificado, chave e CA.',
      { detail: `${code} ${message}`.trim().slice(0, 300), cause: error },
    );
  // Under TLS 1.3 the server checks our certificate after the handshake, so a refused client
  // certificate often reaches us only as a reset: say so instead of a bare network error.
  const reset = code === 'ECONNRESET' || /socket hang up/i.test(message);
  return new PixProviderError(
    'network',
    reset
      ? 'O PSP encerrou a conexão sem responder: confira o certificado do cliente (mTLS) e a rede.'
      : 'Não foi possível falar com o PSP do Pix.',
    { detail: `${code} ${message}`.trim().slice(0, 300), cause: error },
  );
}

// ───────────────────────────── response schemas ─────────────────────────────

const valor = z
  .string()
  .regex(/^\d{1,10}\.\d{2}$/)
  .transform(parseValor);

const tokenSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().regex(/^bearer$/i),
  expires_in: z.coerce.number().int().positive(),
});

const cobPixSchema = z.object({
  endToEndId: z.string().regex(END_TO_END_ID_PATTERN),
  txid: z.string().optional(),
  valor,
  horario: z.iso.datetime({ offset: true }),
});

const cobSchema = z.object({
  txid: z.string(),
  status: z.enum(COB_STATUSES),
  calendario: z.object({
    criacao: z.string(),
    // Some PSPs send the number as a string ("3600").
    expiracao: z.coerce.number().int().positive().optional(),
  }),
  location: z.string().optional(),
  loc: z.object({ location: z.string().optional() }).optional(),
  pixCopiaECola: z.string().optional(),
  pix: z.array(cobPixSchema).optional(),
});

const refundSchema = z.object({
  id: z.string(),
  rtrId: z.string().optional(),
  valor,
  status: z.enum(['EM_PROCESSAMENTO', 'DEVOLVIDO', 'NAO_REALIZADO']),
});

function parseResponse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new PixProviderError(
    'invalid_response',
    `Resposta do PSP fora do padrão API Pix (${what}).`,
    {
      detail: parsed.error.issues
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .join('; ')
        .slice(0, 500),
    },
  );
}

/** The PSP's `pixCopiaECola` when it is a well-formed BR Code with a valid CRC. */
function usableBrCode(pixCopiaECola: string | undefined): string | undefined {
  if (!pixCopiaECola) return undefined;
  try {
    return decodeBrCode(pixCopiaECola).crcValid ? pixCopiaECola : undefined;
  } catch {
    return undefined;
  }
}

// ───────────────────────────── adapter ─────────────────────────────

interface HttpAnswer {
  status: number;
  body: string;
}

/**
 * The Banco Central's API Pix (the standard every PSP exposes): OAuth2 client credentials and
 * every call over mTLS with the certificate the PSP issued. Only the configured base URL (and
 * token URL) is ever contacted; the `location` the PSP returns is embedded in the BR Code,
 * never fetched.
 */
export function apiPixProvider(options: ApiPixOptions): ApiPixProvider {
  const base = httpsUrl(options.baseUrl, 'URL da API');
  const tokenUrl = options.tokenUrl
    ? httpsUrl(options.tokenUrl, 'URL do token')
    : endpointUrl(base, '/oauth/token');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');

  // Fail at boot on an unreadable PEM or a key that does not match the certificate.
  try {
    createSecureContext({ cert: options.cert, key: options.key, ca: options.ca });
  } catch (error) {
    throw new PixProviderError(
      'invalid_input',
      'Certificado/chave do mTLS do Pix inválidos ou que não combinam.',
      { cause: error },
    );
  }
  // The key goes into every cob; name/city only into the location fallback. Check all at boot.
  let pixKey: string;
  try {
    pixKey = parsePixKey(options.pixKey).value;
    buildDynamicBrCode({
      locationUrl: 'pix.example.com/qr/check',
      merchantName: options.merchantName,
      merchantCity: options.merchantCity,
    });
  } catch (error) {
    if (error instanceof BrCodeError)
      throw new PixProviderError('invalid_input', error.message, { cause: error });
    throw error;
  }

  const agent = new Agent({
    cert: options.cert,
    key: options.key,
    ...(options.ca === undefined ? {} : { ca: options.ca }),
    keepAlive: true,
    maxSockets: 16,
  });

  function send(
    url: URL,
    method: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<HttpAnswer> {
    if (url.origin !== base.origin && url.origin !== tokenUrl.origin)
      return Promise.reject(new Error('URL fora do PSP configurado'));
    const signal = AbortSignal.timeout(timeoutMs);
    return new Promise<HttpAnswer>((resolve, reject) => {
      const fail = (error: unknown) => reject(transportError(error, signal.aborted, timeoutMs));
      const req = request(
        url,
        {
          method,
          agent,
          signal,
          headers: {
            accept: 'application/json',
            ...headers,
            ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_RESPONSE_BYTES) {
              res.destroy();
              reject(new PixProviderError('invalid_response', 'Resposta do PSP grande demais.'));
              return;
            }
            chunks.push(chunk);
          });
          res.on('error', fail);
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
          );
        },
      );
      req.on('error', fail);
      req.end(body);
    });
  }

  // ── token: cached until shortly before it expires, one fetch at a time ──
  let token: { value: string; refreshAt: number } | undefined;
  let fetching: Promise<string> | undefined;
  /** What an error detail must never show, should the PSP echo our request. */
  const secrets = () => [options.clientSecret, basic, token?.value ?? ''];

  async function fetchToken(): Promise<string> {
    const form = new URLSearchParams({ grant_type: 'client_credentials', scope: API_PIX_SCOPES });
    const answer = await send(
      tokenUrl,
      'POST',
      {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      form.toString(),
    );
    if (answer.status === 400 || answer.status === 401) {
      const detail = problemDetail(answer.body, secrets());
      throw new PixProviderError(
        'unauthorized',
        'O PSP recusou a autenticação do Pix (client_id/client_secret ou escopos).',
        { status: answer.status, ...(detail === undefined ? {} : { detail }) },
      );
    }
    if (answer.status < 200 || answer.status >= 300)
      throw httpError(answer.status, answer.body, secrets());
    const parsed = parseResponse(tokenSchema, jsonOf(answer.body), 'token');
    // Renew a minute early (or at half-life for short tokens) so no call carries a dying token.
    const margin = Math.min(60, Math.floor(parsed.expires_in / 2));
    token = {
      value: parsed.access_token,
      refreshAt: now() + (parsed.expires_in - margin) * 1000,
    };
    return parsed.access_token;
  }

  function accessToken(): Promise<string> {
    if (token && now() < token.refreshAt) return Promise.resolve(token.value);
    fetching ??= fetchToken().finally(() => {
      fetching = undefined;
    });
    return fetching;
  }

  function jsonOf(body: string): unknown {
    try {
      return JSON.parse(body) as unknown;
    } catch {
      throw new PixProviderError('invalid_response', 'O PSP respondeu algo que não é JSON.');
    }
  }

  /** One API call; a 401 drops the cached token (revoked early) and retries once. */
  async function call(method: string, path: string, payload?: unknown): Promise<unknown> {
    const url = endpointUrl(base, path);
    const body = payload === undefined ? undefined : JSON.stringify(payload);
    for (let attempt = 0; ; attempt++) {
      const bearer = await accessToken();
      const answer = await send(
        url,
        method,
        {
          authorization: `Bearer ${bearer}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body,
      );
      if (answer.status === 401 && attempt === 0) {
        if (token?.value === bearer) token = undefined;
        continue;
      }
      if (answer.status < 200 || answer.status >= 300)
        throw httpError(answer.status, answer.body, secrets());
      return jsonOf(answer.body);
    }
  }

  function assertTxid(txid: string): void {
    if (!API_PIX_TXID_PATTERN.test(txid))
      throw new PixProviderError('invalid_input', 'txid deve ter de 26 a 35 letras ou dígitos.');
  }

  const cobPath = (txid: string) => `/v2/cob/${encodeURIComponent(txid)}`;

  function toCharge(cob: z.infer<typeof cobSchema>, input: CreateChargeInput): PixCharge {
    if (cob.txid !== input.txid)
      throw new PixProviderError('invalid_response', 'O PSP devolveu a cobrança de outro txid.');
    const location = cob.location ?? cob.loc?.location ?? null;
    let brCode = usableBrCode(cob.pixCopiaECola);
    if (!brCode && location) {
      try {
        brCode = buildDynamicBrCode({
          locationUrl: location,
          merchantName: options.merchantName,
          merchantCity: options.merchantCity,
        });
      } catch (error) {
        throw new PixProviderError('invalid_response', 'O PSP devolveu uma location inválida.', {
          cause: error,
        });
      }
    }
    if (!brCode)
      throw new PixProviderError('invalid_response', 'O PSP não devolveu BR Code nem location.');
    const created = Date.parse(cob.calendario.criacao);
    const expiration = cob.calendario.expiracao ?? input.expiresInSeconds;
    return {
      txid: cob.txid,
      brCode,
      locationUrl: location,
      expiresAt: new Date((Number.isNaN(created) ? now() : created) + expiration * 1000),
      status: cob.status,
    };
  }

  return {
    name: 'api-pix',
    local: false,

    async createCharge(input) {
      assertTxid(input.txid);
      assertCents(input.amountCents, 'Valor da cobrança');
      if (
        !Number.isSafeInteger(input.expiresInSeconds) ||
        input.expiresInSeconds <= 0 ||
        input.expiresInSeconds > 2_147_483_647
      )
        throw new PixProviderError(
          'invalid_input',
          'Expiração deve ser um número inteiro de segundos maior que zero.',
        );
      const solicitacao = input.description?.trim().slice(0, 140);
      const cob = await call('PUT', cobPath(input.txid), {
        calendario: { expiracao: input.expiresInSeconds },
        ...(input.payer ? { devedor: devedorOf(input.payer) } : {}),
        valor: { original: formatCents(input.amountCents) },
        chave: pixKey,
        ...(solicitacao ? { solicitacaoPagador: solicitacao } : {}),
      });
      return toCharge(parseResponse(cobSchema, cob, 'cob'), input);
    },

    async getCharge(txid): Promise<PixChargeState> {
      assertTxid(txid);
      const cob = parseResponse(cobSchema, await call('GET', cobPath(txid)), 'cob');
      return {
        txid: cob.txid,
        status: cob.status,
        payments: (cob.pix ?? []).map((pix) => ({
          endToEndId: pix.endToEndId,
          txid: pix.txid ?? cob.txid,
          amountCents: pix.valor,
          paidAt: new Date(pix.horario),
        })),
      };
    },

    async cancelCharge(txid) {
      assertTxid(txid);
      await call('PATCH', cobPath(txid), { status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR' });
    },

    async refund(input): Promise<PixRefund> {
      if (!END_TO_END_ID_PATTERN.test(input.endToEndId))
        throw new PixProviderError('invalid_input', 'endToEndId deve ter 32 letras ou dígitos.');
      if (!REFUND_ID_PATTERN.test(input.refundId))
        throw new PixProviderError(
          'invalid_input',
          'Id da devolução deve ter de 1 a 35 letras ou dígitos.',
        );
      assertCents(input.amountCents, 'Valor da devolução');
      const path = `/v2/pix/${encodeURIComponent(input.endToEndId)}/devolucao/${encodeURIComponent(input.refundId)}`;
      const answer = parseResponse(
        refundSchema,
        await call('PUT', path, { valor: formatCents(input.amountCents) }),
        'devolução',
      );
      return {
        id: answer.id,
        endToEndId: input.endToEndId,
        amountCents: answer.valor,
        status: answer.status,
      };
    },

    close() {
      agent.destroy();
    },
  };
}
