import { QUOTE_MESSAGES, cotahistFileMessage } from '@app/shared';
import type { Readable } from 'node:stream';
import type { Entry, ZipFile } from 'yauzl';
import { AppError } from '../../platform/errors.ts';

/**
 * A COTAHIST upload as it arrives: the .TXT B3 publishes, or the .ZIP it is downloaded in (one
 * .TXT inside). What the bytes are is decided by the bytes (a ZIP starts with `PK\3\4`); the
 * declared type only has to agree with them (SECURITY.md 11). Sizes are checked on the upload
 * and again on what a ZIP inflates to, so a small ZIP never grows past the limit in memory.
 */

/** The default limit of an upload and of the .TXT inside a ZIP: a month of B3 (a year is ~0.5 GB). */
export const COTAHIST_MAX_BYTES = 64 * 1024 * 1024;

/** A ZIP of B3's has one file; more than a few entries is something else. */
const MAX_ZIP_ENTRIES = 16;

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ZIP_TYPES = new Set([
  'application/zip',
  'application/x-zip',
  'application/x-zip-compressed',
  'multipart/x-zip',
]);
const TEXT_TYPES = new Set(['text/plain']);
/** What browsers send for a file they do not know: the bytes decide. */
const ANY_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

export interface CotahistUpload {
  bytes: Buffer;
  /** The part's declared Content-Type. */
  mimetype: string;
}

export function notCotahist(message: string = QUOTE_MESSAGES.notCotahist): AppError {
  return new AppError('bad.request', message, { error: { file: [message] } });
}

export function cotahistTooLarge(maxBytes: number): AppError {
  const message = cotahistFileMessage(maxBytes);
  return new AppError('payload.too_large', message, { error: { file: [message] } });
}

/** A readable upload; busboy file streams mark `truncated` when they stopped at the limit. */
export type UploadStream = Readable & { truncated?: boolean };

/** Reads an upload into memory, refusing (413) one over `maxBytes`. */
export async function readUpload(stream: UploadStream, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Past the limit the rest is drained (the client is still sending), not kept.
    if (size > maxBytes) tooLarge = true;
    else chunks.push(chunk);
  }
  if (tooLarge || stream.truncated === true) throw cotahistTooLarge(maxBytes);
  return Buffer.concat(chunks);
}

const isZip = (bytes: Buffer) =>
  bytes.length >= ZIP_MAGIC.length && bytes.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC);

async function entriesOf(zip: ZipFile): Promise<Entry[]> {
  const entries: Entry[] = [];
  for await (const entry of zip.eachEntry()) entries.push(entry);
  return entries;
}

/** The one .TXT of a ZIP, inflated, at most `maxBytes`. */
async function unzipText(bytes: Buffer, maxBytes: number): Promise<Buffer> {
  let zip: ZipFile;
  try {
    // yauzl is loaded by the first upload, not with the app.
    const { fromBufferPromise } = await import('yauzl');
    zip = await fromBufferPromise(bytes, { autoClose: false, validateEntrySizes: true });
  } catch {
    throw notCotahist();
  }
  try {
    if (zip.entryCount > MAX_ZIP_ENTRIES) throw notCotahist();
    const texts = (await entriesOf(zip)).filter(
      (entry) => /\.txt$/i.test(entry.fileName) && !entry.fileName.endsWith('/'),
    );
    const [entry] = texts;
    if (texts.length !== 1 || !entry || entry.isEncrypted() || !entry.canDecodeFileData())
      throw notCotahist();
    if (entry.uncompressedSize > maxBytes) throw cotahistTooLarge(maxBytes);
    // yauzl also refuses a stream that inflates past the size its entry declares.
    const stream = await zip.openReadStreamPromise(entry);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) {
        stream.destroy();
        throw cotahistTooLarge(maxBytes);
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw notCotahist();
  } finally {
    zip.close();
  }
}

/**
 * The COTAHIST text of an upload (.TXT, or a .ZIP with one .TXT). B3 writes it in ASCII (Latin-1
 * at most), one byte per character, so it is read as Latin-1: a line's length is its bytes'.
 * 400 when the declared type and the bytes disagree or the ZIP holds no single .TXT; 413 when the
 * text is over `maxBytes`. Whether the text is a COTAHIST file is the parser's to say.
 */
export async function cotahistText(upload: CotahistUpload, maxBytes: number): Promise<string> {
  const type = upload.mimetype.toLowerCase().split(';')[0]!.trim();
  const zip = isZip(upload.bytes);
  const agrees = ANY_TYPES.has(type) || (zip ? ZIP_TYPES.has(type) : TEXT_TYPES.has(type));
  if (!agrees) throw notCotahist();
  if (upload.bytes.length > maxBytes) throw cotahistTooLarge(maxBytes);
  const text = zip ? await unzipText(upload.bytes, maxBytes) : upload.bytes;
  return text.toString('latin1');
}
