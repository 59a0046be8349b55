import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** Status of an immediate charge (`cob`) in the Banco Central's API Pix. */
export type CobStatus =
  'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR' | 'REMOVIDA_PELO_PSP';

export const COB_STATUSES = [
  'ATIVA',
  'CONCLUIDA',
  'REMOVIDA_PELO_USUARIO_RECEBEDOR',
  'REMOVIDA_PELO_PSP',
] as const satisfies readonly CobStatus[];

export interface PixCharge {
  /** The txid the payment will report: store this one (the static mode shortens it). */
  txid: string;
  /** "Pix Copia e Cola"; render it with `brCodeQrPngDataUrl`. */
  brCode: string;
  locationUrl: string | null;
  expiresAt: Date;
  status: CobStatus;
}

export interface PixPaymentNotice {
  endToEndId: string;
  txid: string;
  amountCents: number;
  paidAt: Date;
}

export interface PixChargeState {
  txid: string;
  status: CobStatus;
  payments: PixPaymentNotice[];
}

export interface PixRefund {
  id: string;
  endToEndId: string;
  amountCents: number;
  status: 'EM_PROCESSAMENTO' | 'DEVOLVIDO' | 'NAO_REALIZADO';
}

export interface CreateChargeInput {
  txid: string;
  amountCents: number;
  expiresInSeconds: number;
  payer?: { name: string; taxId: string };
  description?: string;
}

export interface PixProvider {
  readonly name: 'static' | 'api-pix';
  /**
   * The charge is made here, with no network call and nothing kept by a PSP: the orders module
   * may make it before the order is written and write both in one statement.
   */
  readonly local: boolean;
  createCharge(input: CreateChargeInput): Promise<PixCharge>;
  getCharge(txid: string): Promise<PixChargeState>;
  cancelCharge(txid: string): Promise<void>;
  refund(input: { endToEndId: string; refundId: string; amountCents: number }): Promise<PixRefund>;
}

export type PixProviderErrorCode =
  | 'invalid_input'
  | 'invalid_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  | 'unavailable'
  | 'timeout'
  | 'tls'
  | 'network'
  | 'invalid_response';

/**
 * What a provider throws. `message` is pt-BR and safe to log or show to staff; `detail` is the
 * PSP's own explanation (problem+json title/detail/violações) with our credentials redacted.
 */
export class PixProviderError extends Error {
  override name = 'PixProviderError';
  readonly code: PixProviderErrorCode;
  readonly status: number | undefined;
  readonly detail: string | undefined;

  constructor(
    code: PixProviderErrorCode,
    message: string,
    options: { status?: number; detail?: string; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.status = options.status;
    this.detail = options.detail;
  }
}

// ───────────────────────────── identifiers ─────────────────────────────

/** API Pix txid of a `cob`: 26 to 35 letters and digits. */
export const API_PIX_TXID_PATTERN = /^[a-zA-Z0-9]{26,35}$/;
/** End-to-end id of an SPI payment: 32 letters and digits (E + ISPB + date-time + sequence). */
export const END_TO_END_ID_PATTERN = /^[a-zA-Z0-9]{32}$/;
/** Refund (`devolucao`) id chosen by us: 1 to 35 letters and digits. */
export const REFUND_ID_PATTERN = /^[a-zA-Z0-9]{1,35}$/;

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * 32 random alphanumerics (~190 bits): valid for the API Pix (26–35) and, cut to its first 25,
 * still unguessable for a static code. Bytes ≥ 248 are redrawn so every letter is equally likely.
 */
export function newTxid(length = 32): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length)) {
      if (byte < 248 && out.length < length) out += ALPHANUMERIC.charAt(byte % 62);
    }
  }
  return out;
}

// ───────────────────────────── money ─────────────────────────────

const VALOR = /^(\d{1,10})\.(\d{2})$/;

/**
 * API Pix `valor` (`"10.00"`, pattern `\d{1,10}\.\d{2}`) to integer cents by joining the digit
 * strings — never through a float, so "0.29" is 29 and not 28.999…
 */
export function parseValor(valor: string): number {
  const match = VALOR.exec(valor);
  if (!match) throw new RangeError(`valor fora do formato da API Pix: ${JSON.stringify(valor)}`);
  return Number(`${match[1]}${match[2]}`);
}

const valorSchema = z
  .string()
  .regex(VALOR, 'valor deve ter o formato 0.00')
  .transform(parseValor)
  .refine((cents) => cents > 0, 'valor deve ser maior que zero');

// ───────────────────────────── webhook ─────────────────────────────

const webhookPix = z.object({
  endToEndId: z.string().regex(END_TO_END_ID_PATTERN, 'endToEndId inválido'),
  // Optional in the standard: a transfer to the key without a QR code has no txid.
  txid: z
    .string()
    .regex(/^[a-zA-Z0-9]{1,35}$/, 'txid inválido')
    .optional(),
  valor: valorSchema,
  horario: z.iso.datetime({ offset: true }),
});

const webhookBody = z.object({ pix: z.array(webhookPix).max(1000) });

/**
 * The body the PSP POSTs to our webhook (`{ pix: [{ endToEndId, txid, valor, horario, … }] }`).
 * Throws a `PixProviderError('invalid_request')` when it is malformed. Entries without txid are
 * left out: they are plain transfers to the key that match no charge of ours.
 */
export function parsePixWebhook(body: unknown): PixPaymentNotice[] {
  const parsed = webhookBody.safeParse(body);
  if (!parsed.success)
    throw new PixProviderError('invalid_request', 'Notificação Pix malformada.', {
      detail: parsed.error.issues
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .join('; '),
    });
  return parsed.data.pix.flatMap((pix) =>
    pix.txid === undefined
      ? []
      : [
          {
            endToEndId: pix.endToEndId,
            txid: pix.txid,
            amountCents: pix.valor,
            paidAt: new Date(pix.horario),
          },
        ],
  );
}

/** Header our webhook reads the signature from. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-pix-signature';

/** HMAC-SHA256 of the raw request body, lowercase hex. An empty secret would sign for anyone. */
export function signWebhook(secret: string, rawBody: string | Buffer): string {
  if (!secret) throw new PixProviderError('invalid_input', 'Segredo do webhook Pix vazio.');
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/**
 * Checks `x-pix-signature` against the raw body (the exact bytes received, before JSON parsing).
 * Anything but 64 hex characters is false; the comparison itself is constant-time.
 */
export function verifyWebhookSignature(
  secret: string,
  rawBody: string | Buffer,
  signatureHeader: string | string[] | undefined,
): boolean {
  if (!secret || typeof signatureHeader !== 'string' || !/^[0-9a-fA-F]{64}$/.test(signatureHeader))
    return false;
  const expected = Buffer.from(signWebhook(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signatureHeader, 'hex'));
}
