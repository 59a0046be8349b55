import { createRequire } from 'node:module';
import { isValidCnpj, isValidCpf } from '@app/shared';

/**
 * Pix BR Code ("Pix Copia e Cola"): the EMV® QRCPS-MPM payload of the Banco Central's
 * "Manual de Padrões para Iniciação do Pix" (static §2.6, dynamic §2.7). Every field is
 * ID (2 digits) + length (2 digits) + value, in the manual's order, ending with the CRC field
 * `63`, whose CRC16-CCITT-FALSE covers the whole payload including the literal `6304`.
 *
 * Written here rather than taken from `pix-utils` (installed, 2.8.2): that library measures
 * lengths in UTF-16 units after only stripping accents (so `Ø`, `ł` or an emoji break the
 * lengths), takes the amount as a float, writes a 3-digit length when the account template
 * passes 99 characters, does not check keys or txids, and cannot put an amount in a dynamic
 * code. The tests still compare our output with it for plain ASCII inputs.
 */

/** The GUI of the Pix arrangement inside the merchant account template (ID 26). */
export const PIX_GUI = 'br.gov.bcb.pix';
/** The manual caps the whole payload (QR code capacity at error correction M). */
export const BR_CODE_MAX_LENGTH = 512;
export const MERCHANT_NAME_MAX = 25;
export const MERCHANT_CITY_MAX = 15;
/** Static txids: up to 25 alphanumerics (manual, field 62-05); `***` when there is none. */
export const STATIC_TXID_PATTERN = /^[A-Za-z0-9]{1,25}$/;
const NO_TXID = '***';
/** Field 54 holds at most 13 characters: 10 integer digits, the dot, 2 decimals. */
export const MAX_AMOUNT_CENTS = 999_999_999_999;

export class BrCodeError extends Error {
  override name = 'BrCodeError';
}

// ───────────────────────────── CRC ─────────────────────────────

/**
 * CRC16-CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final XOR) of the UTF-8 bytes,
 * as 4 uppercase hex digits. Pass the payload up to and including `6304`.
 */
export function crc16(payload: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(payload, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

// ───────────────────────────── values ─────────────────────────────

/** Integer cents as the `"10.00"` text of field 54 and of the API Pix — string arithmetic only. */
export function formatCents(amountCents: number): string {
  assertAmountCents(amountCents);
  const digits = String(amountCents).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

export function assertAmountCents(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
    throw new BrCodeError(
      `Valor inválido: informe centavos inteiros maiores que zero (recebido ${String(amountCents)}).`,
    );
  if (amountCents > MAX_AMOUNT_CENTS)
    throw new BrCodeError('Valor acima do máximo que o BR Code comporta (R$ 9.999.999.999,99).');
}

// Letters NFD does not decompose into base letter + mark.
const FOLDED: Readonly<Record<string, string>> = {
  ß: 'ss',
  Æ: 'AE',
  æ: 'ae',
  Œ: 'OE',
  œ: 'oe',
  Ø: 'O',
  ø: 'o',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Þ: 'TH',
  þ: 'th',
  ı: 'i',
};

/**
 * Text for the name, city and description fields: the EMV "ans" set (printable ASCII,
 * 0x20–0x7E). Accents are stripped (São → Sao), a few letters folded (ß → ss), other whitespace
 * becomes a space, anything else is dropped; then spaces are collapsed and the text is cut to
 * `maxLength`. ASCII also makes characters and bytes the same thing, which the lengths rely on.
 */
export function toBrCodeText(value: string, maxLength: number): string {
  const ascii = value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\x20-\x7e]/gu, (char) => FOLDED[char] ?? (/\s/u.test(char) ? ' ' : ''))
    .replace(/ {2,}/g, ' ')
    .trim();
  return ascii.slice(0, maxLength).trimEnd();
}

function merchantText(value: string, maxLength: number, label: string): string {
  const text = toBrCodeText(value, maxLength);
  if (!text) throw new BrCodeError(`${label} vazio: informe letras ou números.`);
  return text;
}

export type PixKeyType = 'cpf' | 'cnpj' | 'phone' | 'email' | 'evp';

const EMAIL_KEY =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const EVP_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A Pix key as DICT registers it: CPF (11 digits) or CNPJ (14 characters, the alphanumeric
 * CNPJ included) without mask and with valid check digits, a Brazilian phone `+55DDNNNNNNNN(N)`,
 * an e-mail (≤ 77 characters, stored lowercase by DICT), or an EVP (random UUID, lowercase).
 */
export function parsePixKey(input: string): { type: PixKeyType; value: string } {
  const key = input.trim();
  if (/^\d{11}$/.test(key)) {
    if (!isValidCpf(key)) throw new BrCodeError('Chave Pix CPF com dígitos verificadores errados.');
    return { type: 'cpf', value: key };
  }
  if (/^[0-9A-Z]{12}\d{2}$/.test(key)) {
    if (!isValidCnpj(key))
      throw new BrCodeError('Chave Pix CNPJ com dígitos verificadores errados.');
    return { type: 'cnpj', value: key };
  }
  if (key.startsWith('+')) {
    if (!/^\+55[1-9]{2}\d{8,9}$/.test(key))
      throw new BrCodeError('Chave Pix telefone deve ter o formato +55DDNNNNNNNNN.');
    return { type: 'phone', value: key };
  }
  if (key.includes('@')) {
    const email = key.toLowerCase();
    if (email.length > 77 || !EMAIL_KEY.test(email))
      throw new BrCodeError('Chave Pix e-mail inválida (até 77 caracteres, um endereço válido).');
    return { type: 'email', value: email };
  }
  const evp = key.toLowerCase();
  if (EVP_KEY.test(evp)) return { type: 'evp', value: evp };
  if (/^[\d.\-/\s()]+$/.test(key))
    throw new BrCodeError(
      'Chave Pix CPF/CNPJ/telefone inválida: CPF e CNPJ só com dígitos, telefone como +55DDNNNNNNNNN.',
    );
  throw new BrCodeError(
    'Chave Pix inválida: use CPF, CNPJ, telefone +55, e-mail ou chave aleatória (UUID).',
  );
}

// ───────────────────────────── encoding ─────────────────────────────

function tlv(id: string, value: string): string {
  if (!/^[\x20-\x7e]*$/.test(value))
    throw new BrCodeError(`Campo ${id} do BR Code com caracteres fora do ASCII imprimível.`);
  if (value.length === 0 || value.length > 99)
    throw new BrCodeError(`Campo ${id} do BR Code deve ter de 1 a 99 caracteres.`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** Appends field 63: the CRC is computed over everything before it plus `6304`. */
function withCrc(body: string): string {
  const unsigned = `${body}6304`;
  const payload = `${unsigned}${crc16(unsigned)}`;
  if (payload.length > BR_CODE_MAX_LENGTH)
    throw new BrCodeError(`BR Code passa de ${BR_CODE_MAX_LENGTH} caracteres.`);
  return payload;
}

/** The fields after the merchant account template, common to static and dynamic codes. */
function tail(input: {
  amountCents?: number | undefined;
  merchantName: string;
  merchantCity: string;
  txid: string;
}): string {
  return [
    tlv('52', '0000'),
    tlv('53', '986'),
    input.amountCents === undefined ? '' : tlv('54', formatCents(input.amountCents)),
    tlv('58', 'BR'),
    tlv('59', merchantText(input.merchantName, MERCHANT_NAME_MAX, 'Nome do recebedor')),
    tlv('60', merchantText(input.merchantCity, MERCHANT_CITY_MAX, 'Cidade do recebedor')),
    tlv('62', tlv('05', input.txid)),
  ].join('');
}

export interface StaticBrCodeInput {
  key: string;
  /** Omitted only for an open-amount code (the payer types it), like the manual's example. */
  amountCents?: number;
  merchantName: string;
  merchantCity: string;
  /** Up to 25 alphanumerics; omitted (or `***`) when the payment needs no reconciliation id. */
  txid?: string;
  /** Field 26-02, shown by some banks; cut to what still fits in the 99-character template. */
  description?: string;
}

/**
 * A static BR Code (§2.6): key, amount and txid travel in the code itself, no point of
 * initiation field (the manual's example omits it), reusable until the key is removed.
 */
export function buildStaticBrCode(input: StaticBrCodeInput): string {
  const key = parsePixKey(input.key).value;
  if (input.amountCents !== undefined) assertAmountCents(input.amountCents);
  const txid = input.txid === undefined || input.txid === NO_TXID ? NO_TXID : input.txid;
  if (txid !== NO_TXID && !STATIC_TXID_PATTERN.test(txid))
    throw new BrCodeError(
      'txid do Pix estático deve ter de 1 a 25 letras ou dígitos (sem acentos).',
    );
  const account = tlv('00', PIX_GUI) + tlv('01', key);
  // The whole template 26 is capped at 99; the description takes whatever the key leaves.
  const room = 99 - account.length - 4;
  const description = room > 0 ? toBrCodeText(input.description ?? '', room) : '';
  return withCrc(
    tlv('00', '01') +
      tlv('26', description ? account + tlv('02', description) : account) +
      tail({ ...input, txid }),
  );
}

/** The location as the manual wants it: host and path, without `https://`. */
export function normalizeLocationUrl(locationUrl: string): string {
  const location = locationUrl.trim().replace(/^https:\/\//i, '');
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(location))
    throw new BrCodeError('A URL de location do Pix deve ser HTTPS (informe sem o esquema).');
  if (!/^[\x21-\x7e]+$/.test(location) || location.length > 77)
    throw new BrCodeError(
      'URL de location do Pix inválida (ASCII sem espaços, até 77 caracteres).',
    );
  let url: URL;
  try {
    url = new URL(`https://${location}`);
  } catch {
    throw new BrCodeError('URL de location do Pix inválida.');
  }
  if (!url.hostname.includes('.') || url.pathname.length <= 1)
    throw new BrCodeError('URL de location do Pix deve ter domínio e caminho.');
  return location;
}

export interface DynamicBrCodeInput {
  /** The `location` the PSP returned for the cob (with or without `https://`). */
  locationUrl: string;
  /** Optional: the payer's bank takes the amount from the payload the location serves. */
  amountCents?: number;
  merchantName: string;
  merchantCity: string;
}

/**
 * A dynamic BR Code (§2.7): point of initiation 12 (one use), the location URL in 26-25, and
 * txid `***` — the real txid, amount and expiry come from the signed payload at the location.
 */
export function buildDynamicBrCode(input: DynamicBrCodeInput): string {
  const location = normalizeLocationUrl(input.locationUrl);
  if (input.amountCents !== undefined) assertAmountCents(input.amountCents);
  return withCrc(
    tlv('00', '01') +
      tlv('01', '12') +
      tlv('26', tlv('00', PIX_GUI) + tlv('25', location)) +
      tail({ ...input, txid: NO_TXID }),
  );
}

// ───────────────────────────── decoding ─────────────────────────────

export interface BrCodeEntry {
  id: string;
  length: number;
  value: string;
  /** Sub-fields of a template (26–51, 62, 64, 80–99). */
  children?: BrCodeEntry[];
}

export interface DecodedBrCode {
  /** Top-level fields in payload order. */
  entries: BrCodeEntry[];
  /** The same by ID; templates as `{ subId: value }`. */
  fields: Record<string, string | Record<string, string>>;
  /** Field 63 as written, and the CRC the rest of the payload actually has. */
  crc: string | null;
  computedCrc: string | null;
  crcValid: boolean;
  kind: 'static' | 'dynamic' | 'unknown';
  pixKey?: string;
  locationUrl?: string;
  description?: string;
  amountCents?: number;
  merchantName?: string;
  merchantCity?: string;
  txid?: string;
}

const isTemplate = (id: number) =>
  (id >= 26 && id <= 51) || id === 62 || id === 64 || (id >= 80 && id <= 99);

/** Splits a TLV string; lengths count characters (code points), as EMV defines them. */
function parseTlv(text: string, depth: number): BrCodeEntry[] {
  const chars = Array.from(text);
  const entries: BrCodeEntry[] = [];
  let at = 0;
  while (at < chars.length) {
    const header = chars.slice(at, at + 4).join('');
    if (!/^\d{4}$/.test(header))
      throw new BrCodeError(`BR Code malformado na posição ${at}: esperado ID e tamanho.`);
    const id = header.slice(0, 2);
    const length = Number(header.slice(2));
    if (at + 4 + length > chars.length)
      throw new BrCodeError(`Campo ${id} do BR Code passa do fim do texto.`);
    const value = chars.slice(at + 4, at + 4 + length).join('');
    const entry: BrCodeEntry = { id, length, value };
    if (depth === 0 && isTemplate(Number(id))) entry.children = parseTlv(value, depth + 1);
    entries.push(entry);
    at += 4 + length;
  }
  return entries;
}

function centsOf(amount: string): number | undefined {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) return undefined;
  return Number(`${match[1]}${(match[2] ?? '').padEnd(2, '0')}`);
}

/**
 * Our own TLV reader (independent of the generator and of pix-utils, so tests are not
 * circular). Throws on a structurally broken payload; a wrong CRC is reported, not thrown.
 */
export function decodeBrCode(payload: string): DecodedBrCode {
  const entries = parseTlv(payload, 0);
  const fields: DecodedBrCode['fields'] = {};
  for (const entry of entries) {
    if (entry.id in fields) throw new BrCodeError(`Campo ${entry.id} repetido no BR Code.`);
    fields[entry.id] = entry.children
      ? Object.fromEntries(entry.children.map((child) => [child.id, child.value]))
      : entry.value;
  }
  const last = entries.at(-1);
  // Parsing consumed the whole payload, so a last field 63 is literally its last 8 characters.
  const hasCrc = last?.id === '63' && last.length === 4;
  const computedCrc = hasCrc ? crc16(payload.slice(0, -4)) : null;
  const crc = hasCrc ? last.value : null;
  const account = entries.find(
    (e) => e.children?.some((c) => c.id === '00' && c.value.toLowerCase() === PIX_GUI) ?? false,
  );
  const sub = (entry: BrCodeEntry | undefined, id: string) =>
    entry?.children?.find((c) => c.id === id)?.value;
  const text = (id: string) => entries.find((e) => e.id === id)?.value;
  const pixKey = sub(account, '01');
  const locationUrl = sub(account, '25');
  const amount = text('54');
  const decoded: DecodedBrCode = {
    entries,
    fields,
    crc,
    computedCrc,
    crcValid: hasCrc && crc === computedCrc,
    kind: locationUrl ? 'dynamic' : pixKey ? 'static' : 'unknown',
  };
  const optional = {
    pixKey,
    locationUrl,
    description: sub(account, '02'),
    amountCents: amount === undefined ? undefined : centsOf(amount),
    merchantName: text('59'),
    merchantCity: text('60'),
    txid: sub(
      entries.find((e) => e.id === '62'),
      '05',
    ),
  };
  for (const [name, value] of Object.entries(optional))
    if (value !== undefined) Object.assign(decoded, { [name]: value });
  return decoded;
}

// ───────────────────────────── QR image ─────────────────────────────

interface QrCodeLibrary {
  toDataURL(
    text: string,
    options: { errorCorrectionLevel: 'L' | 'M' | 'Q' | 'H'; type: 'image/png'; margin: number },
  ): Promise<string>;
  toString(
    text: string,
    options: { errorCorrectionLevel: 'L' | 'M' | 'Q' | 'H'; type: 'svg'; margin: number },
  ): Promise<string>;
}

// `qrcode` ships no types and @types/qrcode is not installed; a local interface keeps the one
// call we make typed without a global `declare module` that would clash once the types arrive.
const qrcode = createRequire(import.meta.url)('qrcode') as QrCodeLibrary;

/**
 * The BR Code as a PNG data URL. Error correction M (a symbol survives ~15 % damage, e.g. a
 * glare on a phone screen) at a size that still scans well; the 4-module quiet zone is the QR
 * standard's minimum.
 */
export function brCodeQrPngDataUrl(payload: string): Promise<string> {
  return qrcode.toDataURL(payload, { errorCorrectionLevel: 'M', type: 'image/png', margin: 4 });
}

/**
 * The BR Code as an SVG document (same symbol as the PNG): what `GET /api/pix-qrcode/:txid`
 * serves. About five times cheaper than the PNG, sharp at any size; only paths, no text.
 */
export function brCodeQrSvg(payload: string): Promise<string> {
  return qrcode.toString(payload, { errorCorrectionLevel: 'M', type: 'svg', margin: 4 });
}
