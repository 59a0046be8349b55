import { mkdtempSync } from 'node:fs';
import { readFile, readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildDemoPdf, demoDocument, demoFileKey } from '../../seed/content-ebooks.ts';
import { ConfigError, parseConfig } from '../config.ts';
import { AppError } from '../errors.ts';
import {
  SIGNING_KEY_FILE,
  contentDisposition,
  fileStorage,
  isPdf,
  loadSigningSecret,
  urlSigner,
} from './files.ts';

const rules = { maxBytes: 4096, message: 'Envie um arquivo PDF de até 4 KB.', field: 'file' };
const pdf = (size = 600) => {
  const head = Buffer.from('%PDF-1.7\n%âãÏÓ\n', 'latin1');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
};
const dataDir = () => mkdtempSync(join(tmpdir(), 'files-test-'));
/** A stream delivering `bytes` in chunks, like an upload arriving over the network. */
const streamOf = (bytes: Buffer, chunk = 256) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / chunk) }, (_, i) =>
      bytes.subarray(i * chunk, (i + 1) * chunk),
    ),
  );

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('file storage', () => {
  it('keeps a PDF under DATA_DIR/uploads/files with a random name, never the person’s', async () => {
    const dir = dataDir();
    const files = fileStorage(dir);
    const bytes = pdf(1000);
    const a = await files.savePdf(streamOf(bytes), 'application/pdf', rules);
    const b = await files.savePdf(streamOf(bytes), 'application/pdf', rules);
    expect(a.key).toMatch(/^[a-f0-9]{32}\.pdf$/);
    expect(b.key).not.toBe(a.key);
    expect(a.sizeBytes).toBe(1000);
    expect(await readFile(join(dir, 'uploads', 'files', a.key))).toEqual(bytes);
    expect((await stat(join(dir, 'uploads', 'files', a.key))).mode & 0o777).toBe(0o600);
    expect((await readdir(files.dir)).sort()).toEqual([a.key, b.key].sort());
  });

  it('refuses bytes that are not a PDF even when declared as one, and keeps nothing', async () => {
    const files = fileStorage(dataDir());
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(300)]);
    const error = await refusal(files.savePdf(streamOf(png), 'application/pdf', rules));
    expect(error.status).toBe(400);
    expect(error.body).toEqual({ error: { file: ['Envie um arquivo PDF de até 4 KB.'] } });
    // "%PD" then something else, split across chunks.
    const almost = Buffer.concat([Buffer.from('%PDX-1.4'), Buffer.alloc(100)]);
    await refusal(files.savePdf(streamOf(almost, 2), 'application/pdf', rules));
    await refusal(files.savePdf(streamOf(Buffer.alloc(0)), 'application/pdf', rules));
    expect(await readdir(files.dir)).toEqual([]);
  });

  it('refuses a PDF declared with another type', async () => {
    const files = fileStorage(dataDir());
    const error = await refusal(files.savePdf(streamOf(pdf()), 'image/png', rules));
    expect(error.message).toBe('Envie um arquivo PDF de até 4 KB.');
    await refusal(files.savePdfBytes(pdf(), 'text/plain', rules));
  });

  it('accepts exactly the limit and refuses one byte more (counted or truncated)', async () => {
    const files = fileStorage(dataDir());
    expect((await files.savePdf(streamOf(pdf(4096)), 'application/pdf', rules)).sizeBytes).toBe(
      4096,
    );
    await refusal(files.savePdf(streamOf(pdf(4097)), 'application/pdf', rules));
    // busboy stops at its limit and marks the stream truncated.
    const cut = Object.assign(streamOf(pdf(100)), { truncated: true });
    await refusal(files.savePdf(cut, 'application/pdf', rules));
    await refusal(files.savePdfBytes(pdf(4097), 'application/pdf', rules));
    expect(await readdir(files.dir)).toHaveLength(1);
  });

  it('opens as a stream, refuses malformed keys and deletes', async () => {
    const files = fileStorage(dataDir());
    const saved = await files.savePdfBytes(pdf(700), 'application/pdf', rules);
    const opened = await files.open(saved.key);
    expect(opened?.sizeBytes).toBe(700);
    const chunks: Buffer[] = [];
    for await (const chunk of opened!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(pdf(700));
    for (const bad of ['../../etc/passwd', `../${saved.key}`, 'x.pdf', `${saved.key}/..`])
      expect(await files.open(bad)).toBeNull();
    expect(await files.open(`${'0'.repeat(32)}.pdf`)).toBeNull();
    await files.remove(saved.key);
    expect(await files.open(saved.key)).toBeNull();
    await files.remove('../../etc/passwd');
  });

  it('writes a built-in demo document on its first read', async () => {
    const files = fileStorage(dataDir(), { builtIn: demoDocument });
    const key = demoFileKey('guia-do-mini-indice');
    expect(key).toMatch(/^[a-f0-9]{32}\.pdf$/);
    const opened = await files.open(key);
    expect(opened).not.toBeNull();
    const chunks: Buffer[] = [];
    for await (const chunk of opened!.stream) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect(isPdf(bytes)).toBe(true);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(5);
    expect(await readdir(files.dir)).toEqual([key]);
    expect(await files.open(`${'b'.repeat(32)}.pdf`)).toBeNull();
  });

  it('builds demo PDFs with a page per section', async () => {
    const bytes = await buildDemoPdf({
      title: 'Título com acentuação',
      subtitle: 'Subtítulo',
      sections: [
        { heading: 'Um', paragraphs: ['texto '.repeat(200)] },
        { heading: 'Dois', paragraphs: ['mais'] },
      ],
    });
    expect(isPdf(bytes)).toBe(true);
    const parsed = await PDFDocument.load(bytes);
    expect(parsed.getPageCount()).toBe(3);
    expect(parsed.getTitle()).toBe('Título com acentuação');
  });
});

describe('signed download links', () => {
  const secret = Buffer.alloc(32, 7);
  let clock = new Date('2026-03-01T12:00:00.000Z');
  const signer = urlSigner(secret, () => clock, 300);
  const file = { key: `${'ab'.repeat(16)}.pdf`, userId: 9, disposition: 'attachment' } as const;
  const tokenOf = (url: string) => url.replace('/api/files/', '');

  it('round-trips key, user and disposition in a short token that expires after 5 minutes', () => {
    clock = new Date('2026-03-01T12:00:00.000Z');
    const signed = signer.sign(file);
    expect(signed.url).toMatch(/^\/api\/files\/[A-Za-z0-9_-]{34}\.[A-Za-z0-9_-]{43}$/);
    // The router refuses path parameters over 100 characters.
    expect(tokenOf(signed.url).length).toBeLessThanOrEqual(100);
    expect(signed.expires_at).toBe('2026-03-01T12:05:00.000Z');
    expect(signer.verify(tokenOf(signed.url))).toMatchObject({ ok: true, file });
    const inline = signer.sign({ ...file, disposition: 'inline' });
    expect(signer.verify(tokenOf(inline.url))).toMatchObject({
      ok: true,
      file: { disposition: 'inline' },
    });
    clock = new Date('2026-03-01T12:04:59.999Z');
    expect(signer.verify(tokenOf(signed.url)).ok).toBe(true);
    clock = new Date('2026-03-01T12:05:00.000Z');
    expect(signer.verify(tokenOf(signed.url))).toEqual({ ok: false, reason: 'expired' });
    expect(() => signer.sign({ ...file, key: '../x.pdf' })).toThrow();
  });

  it('refuses a changed payload, a changed signature and another secret', () => {
    clock = new Date('2026-03-01T12:00:00.000Z');
    const token = tokenOf(signer.sign(file).url);
    const [payload, signature] = token.split('.') as [string, string];
    const bytes = Buffer.from(payload, 'base64url');
    bytes.writeUInt32BE(1, 16); // another user
    expect(signer.verify(`${bytes.toString('base64url')}.${signature}`)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const later = Buffer.from(payload, 'base64url');
    later.writeUInt32BE(later.readUInt32BE(20) + 86_400, 20); // a longer life
    expect(signer.verify(`${later.toString('base64url')}.${signature}`).ok).toBe(false);
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BA' : 'AA'}`;
    expect(signer.verify(`${payload}.${flipped}`)).toEqual({ ok: false, reason: 'invalid' });
    const other = urlSigner(Buffer.alloc(32, 8), () => clock, 300);
    expect(other.verify(token)).toEqual({ ok: false, reason: 'invalid' });
    for (const junk of ['', 'abc', `${payload}.`, `.${signature}`, `${payload}.${signature}.x`])
      expect(signer.verify(junk).ok).toBe(false);
  });

  it('names the download safely', () => {
    expect(contentDisposition('guia-do-mini-indice', 'attachment')).toBe(
      "attachment; filename*=UTF-8''guia-do-mini-indice.pdf",
    );
    expect(contentDisposition('../a b"\r\n', 'inline')).toBe(
      "inline; filename*=UTF-8''---a-b---.pdf",
    );
  });
});

describe('the signing secret', () => {
  it('uses FILE_SIGNING_SECRET when configured', async () => {
    const dir = dataDir();
    const secret = await loadSigningSecret(dir, 'x'.repeat(40));
    expect(secret.toString()).toBe('x'.repeat(40));
    expect(await readdir(dir)).toEqual([]);
  });

  it('otherwise makes one, keeps it in DATA_DIR and every process agrees on it', async () => {
    const dir = dataDir();
    const all = await Promise.all(Array.from({ length: 6 }, () => loadSigningSecret(dir)));
    expect(all[0]!.length).toBe(32);
    for (const s of all) expect(s.equals(all[0]!)).toBe(true);
    expect((await stat(join(dir, SIGNING_KEY_FILE))).mode & 0o777).toBe(0o600);
    expect((await loadSigningSecret(dir)).equals(all[0]!)).toBe(true);
  });

  it('is an optional config variable of at least 32 characters', () => {
    expect(parseConfig({}).fileSigningSecret).toBeUndefined();
    expect(parseConfig({ FILE_SIGNING_SECRET: 's'.repeat(32) }).fileSigningSecret).toBe(
      's'.repeat(32),
    );
    expect(() => parseConfig({ FILE_SIGNING_SECRET: 'curto' })).toThrow(ConfigError);
  });
});
