import { CHAT_MESSAGES } from '@app/shared';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import type { ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../platform/errors.ts';
import {
  IMAGE_DIMENSIONS_MESSAGE,
  imageHeader,
  tooManyPixels,
} from '../../platform/storage/images.ts';

/**
 * Chat attachments under `DATA_DIR/uploads/chat/` (docs/live.md): images (JPEG, PNG, WebP, GIF)
 * or PDF. What a file is comes from its first bytes, never from its name or declared type (a
 * renamed .exe is refused); an image's header must also be readable and declare at most
 * IMAGE_MAX_PIXELS; stored names are random (SECURITY.md 11). Over the size limit: 413.
 */

export type ChatFileMime =
  'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' | 'application/pdf';

const EXTENSIONS: Record<ChatFileMime, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
};
const KEY = /^[a-f0-9]{32}\.(jpg|png|webp|gif|pdf)$/;
/** Enough bytes to tell every accepted type. */
const HEAD_BYTES = 12;

const startsWith = (bytes: Buffer, magic: number[], at = 0) =>
  bytes.length >= at + magic.length && magic.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...Buffer.from(text, 'latin1')];

/** The type the first bytes say, or null for anything we do not accept. */
export function sniffChatFile(head: Buffer): ChatFileMime | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(head, ascii('%PDF-'))) return 'application/pdf';
  return null;
}

export const isImage = (mime: string) => mime.startsWith('image/');

function fileError(message: string, code: 'bad.request' | 'payload.too_large' = 'bad.request') {
  return new AppError(code, message, { error: { file: [message] } });
}

/** sharp's format name for each image type we accept. */
const SHARP_FORMATS: Partial<Record<ChatFileMime, string>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** A readable upload; busboy file streams mark `truncated` when they stopped at the limit. */
export type ChatUploadStream = Readable & { truncated?: boolean };

export interface StoredChatFile {
  key: string;
  mime: ChatFileMime;
  sizeBytes: number;
}

/** `folder`: the chat's `chat`; the help desk keeps its attachments beside, in `helpdesk`. */
export function chatFileStorage(dataDir: string, folder: 'chat' | 'helpdesk' = 'chat') {
  const dir = join(dataDir, 'uploads', folder);
  const pathOf = (key: string) => join(dir, key);

  return {
    /**
     * Streams an upload to disk, checking its first bytes and its size as they pass; a refused
     * upload is drained (the client is still sending) and nothing is kept.
     */
    async save(source: ChatUploadStream, maxBytes: number): Promise<StoredChatFile> {
      await mkdir(dir, { recursive: true });
      const temp = join(dir, `.upload-${randomBytes(12).toString('hex')}`);
      let size = 0;
      let head = Buffer.alloc(0);
      let mime: ChatFileMime | null = null;
      let problem: 'type' | 'size' | null = null;
      const check = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          if (head.length < HEAD_BYTES) {
            head = Buffer.concat([head, chunk]).subarray(0, HEAD_BYTES);
            if (head.length === HEAD_BYTES) {
              mime = sniffChatFile(head);
              if (!mime) problem ??= 'type';
            }
          }
          if (size > maxBytes) problem ??= 'size';
          callback(null, problem ? undefined : chunk);
        },
      });
      try {
        await pipeline(source, check, createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      // A file shorter than HEAD_BYTES never got sniffed above.
      if (head.length < HEAD_BYTES) mime = sniffChatFile(head);
      if (problem === 'size' || source.truncated === true) {
        await rm(temp, { force: true });
        throw fileError(CHAT_MESSAGES.fileTooLarge, 'payload.too_large');
      }
      if (size === 0) {
        await rm(temp, { force: true });
        throw fileError(CHAT_MESSAGES.fileMissing);
      }
      if (problem === 'type' || !mime) {
        await rm(temp, { force: true });
        throw fileError(CHAT_MESSAGES.fileType);
      }
      const format = SHARP_FORMATS[mime];
      if (format) {
        // An image must be one (its header readable, of the kind its first bytes say) and of a
        // size every viewer's browser can decode: read from the header, pixels never decoded.
        const header = await imageHeader(temp);
        const refusal =
          header?.format !== format
            ? CHAT_MESSAGES.fileType
            : tooManyPixels(header)
              ? IMAGE_DIMENSIONS_MESSAGE
              : null;
        if (refusal) {
          await rm(temp, { force: true });
          throw fileError(refusal);
        }
      }
      const key = `${randomBytes(16).toString('hex')}.${EXTENSIONS[mime]}`;
      await rename(temp, pathOf(key));
      return { key, mime, sizeBytes: size };
    },

    async open(key: string): Promise<{ stream: ReadStream; sizeBytes: number } | null> {
      if (!KEY.test(key)) return null;
      try {
        const { size } = await stat(pathOf(key));
        return { stream: createReadStream(pathOf(key)), sizeBytes: size };
      } catch {
        return null;
      }
    },

    async remove(key: string): Promise<void> {
      if (KEY.test(key)) await rm(pathOf(key), { force: true });
    },
  };
}
export type ChatFileStorage = ReturnType<typeof chatFileStorage>;

/** A person's file name, kept only for display: no path, no control characters, ≤ 120 chars. */
export function cleanFileName(name: string | undefined, mime: ChatFileMime): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 120);
  return cleaned || `arquivo.${EXTENSIONS[mime]}`;
}

/** `inline` for images, `attachment` for PDFs, with the name RFC 5987-encoded. */
export function chatContentDisposition(name: string, mime: string): string {
  const disposition = isImage(mime) ? 'inline' : 'attachment';
  const safe = name.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 120) || 'arquivo';
  return `${disposition}; filename*=UTF-8''${encodeURIComponent(safe)}`;
}
