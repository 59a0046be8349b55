import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import type { ReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../errors.ts';

/**
 * Stored documents (ebook and research PDFs) under `DATA_DIR/uploads/files/`. Names are random
 * (SECURITY.md 11: a person's file name is never a path); a PDF must say so twice, in its declared
 * type and in its first bytes (`%PDF-`); uploads stream to disk with a size limit per kind.
 */

const KEY = /^[a-f0-9]{32}\.pdf$/;
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const PDF_TYPES = new Set(['application/pdf', 'application/x-pdf']);

export interface StoredFile {
  key: string;
  sizeBytes: number;
}

export interface PdfUploadRules {
  maxBytes: number;
  /** The pt-BR 400 message (type or size), e.g. 'Envie um arquivo PDF de até 50 MB.'. */
  message: string;
  /** The form field the message belongs to. */
  field: string;
}

/** A readable upload; busboy file streams mark `truncated` when they stopped at the limit. */
export type UploadStream = Readable & { truncated?: boolean };

export interface FileStorageOptions {
  /**
   * Bytes of a built-in document (the demo seed's PDFs: no upload behind them), written to disk
   * the first time its key is read.
   */
  builtIn?: (key: string) => Promise<Buffer | null>;
}

/** 400 for a file that is not a PDF; 413 for one over the size limit (same message and shape). */
function refused(rules: PdfUploadRules, tooLarge = false): AppError {
  return new AppError(tooLarge ? 'payload.too_large' : 'bad.request', rules.message, {
    error: { [rules.field]: [rules.message] },
  });
}

export function isPdf(bytes: Buffer): boolean {
  return bytes.length >= PDF_MAGIC.length && bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
}

export function fileStorage(dataDir: string, options: FileStorageOptions = {}) {
  const dir = join(dataDir, 'uploads', 'files');
  const pathOf = (key: string) => join(dir, key);
  const tempPath = () => join(dir, `.upload-${randomBytes(12).toString('hex')}`);
  const newKey = () => `${randomBytes(16).toString('hex')}.pdf`;

  async function materialise(key: string): Promise<boolean> {
    if (!options.builtIn) return false;
    const bytes = await options.builtIn(key);
    if (!bytes) return false;
    await mkdir(dir, { recursive: true });
    // Written aside and renamed: several processes sharing DATA_DIR may do it at once.
    const temp = tempPath();
    await writeFile(temp, bytes);
    await rename(temp, pathOf(key));
    return true;
  }

  return {
    dir,

    /**
     * Streams an upload to disk. The declared type must be a PDF's, the first bytes `%PDF-` and
     * the size at most `maxBytes`; otherwise nothing is kept: a 413 with `rules.message` over the
     * size (whatever the bytes), a 400 with it for anything else.
     */
    async savePdf(
      source: UploadStream,
      declaredType: string,
      rules: PdfUploadRules,
    ): Promise<StoredFile> {
      if (!PDF_TYPES.has(declaredType.toLowerCase())) {
        source.resume();
        throw refused(rules);
      }
      await mkdir(dir, { recursive: true });
      const temp = tempPath();
      let size = 0;
      let head = Buffer.alloc(0);
      let problem = false;
      let tooLarge = false;
      // Counts and checks as the bytes pass; a bad start or an oversize upload is drained (the
      // client is still sending) but no longer written.
      const check = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          if (head.length < PDF_MAGIC.length) {
            head = Buffer.concat([head, chunk]).subarray(0, PDF_MAGIC.length);
            if (head.length === PDF_MAGIC.length && !isPdf(head)) problem = true;
            else if (!PDF_MAGIC.subarray(0, head.length).equals(head)) problem = true;
          }
          if (size > rules.maxBytes) tooLarge = true;
          callback(null, problem || tooLarge ? undefined : chunk);
        },
      });
      try {
        await pipeline(source, check, createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      if (tooLarge || source.truncated === true) {
        await rm(temp, { force: true });
        throw refused(rules, true);
      }
      if (problem || !isPdf(head) || size === 0) {
        await rm(temp, { force: true });
        throw refused(rules);
      }
      const key = newKey();
      await rename(temp, pathOf(key));
      return { key, sizeBytes: size };
    },

    /** The same checks for bytes already in memory (seed, tests, migrations). */
    async savePdfBytes(
      bytes: Buffer,
      declaredType: string,
      rules: PdfUploadRules,
    ): Promise<StoredFile> {
      if (!PDF_TYPES.has(declaredType.toLowerCase()) || !isPdf(bytes)) throw refused(rules);
      if (bytes.length > rules.maxBytes) throw refused(rules, true);
      await mkdir(dir, { recursive: true });
      const key = newKey();
      await writeFile(pathOf(key), bytes, { mode: 0o600 });
      return { key, sizeBytes: bytes.length };
    },

    /** A stored file as a stream with its size; null when the key is unknown or malformed. */
    async open(key: string): Promise<{ stream: ReadStream; sizeBytes: number } | null> {
      if (!KEY.test(key)) return null;
      let size: number;
      try {
        size = (await stat(pathOf(key))).size;
      } catch {
        if (!(await materialise(key))) return null;
        size = (await stat(pathOf(key))).size;
      }
      return { stream: createReadStream(pathOf(key)), sizeBytes: size };
    },

    async remove(key: string | null | undefined): Promise<void> {
      if (key && KEY.test(key)) await rm(pathOf(key), { force: true });
    },
  };
}
export type FileStorage = ReturnType<typeof fileStorage>;

// ------------------------------------------------------------------ signed download links

export const SIGNING_KEY_FILE = 'file-signing.key';

/**
 * The secret that signs download links: FILE_SIGNING_SECRET when set; otherwise one made once and
 * kept in `DATA_DIR/file-signing.key`.
 */
export function loadSigningSecret(dataDir: string, configured?: string): Promise<Buffer> {
  return loadSecret(dataDir, SIGNING_KEY_FILE, configured);
}

/**
 * A secret from configuration when set; otherwise one made once and kept in `DATA_DIR/<file>`
 * (created exclusively, so processes sharing DATA_DIR that start together still agree on one).
 */
export async function loadSecret(
  dataDir: string,
  fileName: string,
  configured?: string,
): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  const path = join(dataDir, fileName);
  const read = async () => {
    const text = (await readFile(path, 'utf8')).trim();
    return text.length >= 64 ? Buffer.from(text, 'hex') : null;
  };
  try {
    const existing = await read();
    if (existing) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(path, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // Whoever won the race wrote it; a half-written file is read again until complete.
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const secret = await read();
    if (secret) return secret;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${path} não contém um segredo válido.`);
}

export interface SignedFile {
  key: string;
  userId: number;
  disposition: 'attachment' | 'inline';
}

export type VerifiedToken =
  { ok: true; file: SignedFile; expiresAt: Date } | { ok: false; reason: 'invalid' | 'expired' };

export const FILE_URL_PREFIX = '/api/files/';
const PAYLOAD_BYTES = 16 + 4 + 4 + 1;

/**
 * Short-lived links to a stored file: `/api/files/<payload>.<signature>`. The payload packs the
 * file key (16 bytes), the user id, the expiry (Unix seconds) and the disposition; the signature
 * is HMAC-SHA256 over it with the server's secret. The whole token stays under the router's
 * 100-character parameter limit. Anyone holding the link may fetch the file until it expires.
 */
export function urlSigner(secret: Buffer, now: () => Date, ttlSeconds: number) {
  const mac = (payload: Buffer) => createHmac('sha256', secret).update(payload).digest();
  return {
    sign(file: SignedFile): { url: string; expires_at: string } {
      if (!KEY.test(file.key)) throw new Error('Chave de arquivo inválida.');
      const expires = Math.floor(now().getTime() / 1000) + ttlSeconds;
      const payload = Buffer.alloc(PAYLOAD_BYTES);
      Buffer.from(file.key.slice(0, 32), 'hex').copy(payload, 0);
      payload.writeUInt32BE(file.userId, 16);
      payload.writeUInt32BE(expires, 20);
      payload.writeUInt8(file.disposition === 'inline' ? 1 : 0, 24);
      return {
        url: `${FILE_URL_PREFIX}${payload.toString('base64url')}.${mac(payload).toString('base64url')}`,
        expires_at: new Date(expires * 1000).toISOString(),
      };
    },

    verify(token: string): VerifiedToken {
      const match = /^([A-Za-z0-9_-]{34})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return { ok: false, reason: 'invalid' };
      const payload = Buffer.from(match[1]!, 'base64url');
      const given = Buffer.from(match[2]!, 'base64url');
      // base64url decoding ignores stray trailing bits: compare the canonical forms too.
      if (
        payload.length !== PAYLOAD_BYTES ||
        payload.toString('base64url') !== match[1] ||
        given.length !== 32 ||
        given.toString('base64url') !== match[2] ||
        !timingSafeEqual(mac(payload), given)
      )
        return { ok: false, reason: 'invalid' };
      const expiresAt = new Date(payload.readUInt32BE(20) * 1000);
      if (expiresAt.getTime() <= now().getTime()) return { ok: false, reason: 'expired' };
      return {
        ok: true,
        expiresAt,
        file: {
          key: `${payload.subarray(0, 16).toString('hex')}.pdf`,
          userId: payload.readUInt32BE(16),
          disposition: payload.readUInt8(24) === 1 ? 'inline' : 'attachment',
        },
      };
    },
  };
}
export type UrlSigner = ReturnType<typeof urlSigner>;

/** `attachment; filename*=UTF-8''<name>.pdf` (RFC 6266/5987), never a raw name in quotes. */
export function contentDisposition(name: string, disposition: 'attachment' | 'inline'): string {
  const safe = name.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 120) || 'documento';
  return `${disposition}; filename*=UTF-8''${encodeURIComponent(`${safe}.pdf`)}`;
}
