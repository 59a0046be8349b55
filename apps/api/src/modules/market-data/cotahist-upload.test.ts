import { QUOTE_MESSAGES, cotahistFileMessage } from '@app/shared';
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { DEMO_COTAHIST_PATH } from '../../seed/cotahist-demo.ts';
import { zipOf } from '../../test/zip.ts';
import { AppError } from '../../platform/errors.ts';
import { cotahistText, readUpload } from './cotahist-upload.ts';

const demo = readFileSync(DEMO_COTAHIST_PATH);
const LIMIT = 200 * 1024;

/** What a refused upload answers: status and body. */
async function refusal(work: Promise<unknown>): Promise<{ status: number; body: unknown }> {
  try {
    await work;
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, body: error.body };
    throw error;
  }
  throw new Error('the upload was accepted');
}
const notCotahist = { status: 400, body: { error: { file: [QUOTE_MESSAGES.notCotahist] } } };
const tooLarge = { status: 413, body: { error: { file: [cotahistFileMessage(LIMIT)] } } };

describe('a COTAHIST upload', () => {
  it('reads a .TXT as Latin-1, one character a byte', async () => {
    const text = await cotahistText({ bytes: demo, mimetype: 'text/plain' }, LIMIT);
    expect(text).toBe(demo.toString('latin1'));
    const accented = Buffer.from([0x41, 0xc7, 0x0d, 0x0a]); // "AÇ\r\n" in Latin-1
    expect(await cotahistText({ bytes: accented, mimetype: 'text/plain' }, LIMIT)).toBe('AÇ\r\n');
  });

  it('reads the one .TXT inside a ZIP, as B3 publishes the file', async () => {
    const zip = zipOf([{ name: 'COTAHIST_D25112026.TXT', bytes: demo }]);
    expect(zip.length).toBeLessThan(demo.length / 3);
    for (const mimetype of [
      'application/zip',
      'application/x-zip-compressed',
      'application/octet-stream',
    ])
      expect(await cotahistText({ bytes: zip, mimetype }, LIMIT)).toBe(demo.toString('latin1'));
    // A folder entry and a read-me beside it change nothing.
    const withOthers = zipOf([
      { name: 'cotacoes/', bytes: Buffer.alloc(0) },
      { name: 'LEIAME.pdf', bytes: Buffer.from('%PDF-1.4') },
      { name: 'cotacoes/COTAHIST_D25112026.txt', bytes: demo },
    ]);
    expect(await cotahistText({ bytes: withOthers, mimetype: 'application/zip' }, LIMIT)).toBe(
      demo.toString('latin1'),
    );
  });

  it('refuses a declared type the bytes contradict, and a ZIP without exactly one .TXT', async () => {
    const zip = zipOf([{ name: 'COTAHIST.TXT', bytes: demo }]);
    expect(await refusal(cotahistText({ bytes: zip, mimetype: 'text/plain' }, LIMIT))).toEqual(
      notCotahist,
    );
    expect(
      await refusal(cotahistText({ bytes: demo, mimetype: 'application/zip' }, LIMIT)),
    ).toEqual(notCotahist);
    expect(await refusal(cotahistText({ bytes: demo, mimetype: 'image/png' }, LIMIT))).toEqual(
      notCotahist,
    );
    const none = zipOf([{ name: 'cotacoes.csv', bytes: Buffer.from('a;b') }]);
    const two = zipOf([
      { name: 'A.TXT', bytes: demo },
      { name: 'B.TXT', bytes: demo },
    ]);
    for (const bytes of [none, two, Buffer.from('PK\u0003\u0004 não é um zip')])
      expect(await refusal(cotahistText({ bytes, mimetype: 'application/zip' }, LIMIT))).toEqual(
        notCotahist,
      );
  });

  it('answers 413 for a text over the limit, whether sent as it is or inflated from a small ZIP', async () => {
    const big = Buffer.concat([demo, demo]);
    expect(await refusal(cotahistText({ bytes: big, mimetype: 'text/plain' }, LIMIT))).toEqual(
      tooLarge,
    );
    // 10 MB of spaces deflate to a few KB: the entry's size is checked before inflating.
    const bomb = zipOf([{ name: 'COTAHIST.TXT', bytes: Buffer.alloc(10 * 1024 * 1024, 0x20) }]);
    expect(bomb.length).toBeLessThan(LIMIT);
    expect(
      await refusal(cotahistText({ bytes: bomb, mimetype: 'application/zip' }, LIMIT)),
    ).toEqual(tooLarge);
    // One that lies about its size is stopped by the inflation itself.
    const liar = zipOf([
      { name: 'COTAHIST.TXT', bytes: Buffer.alloc(10 * 1024 * 1024, 0x20), declaredSize: 1000 },
    ]);
    expect(
      (await refusal(cotahistText({ bytes: liar, mimetype: 'application/zip' }, LIMIT))).status,
    ).toBe(400);
  });

  it('reads a stream up to the limit and refuses one past it, or one busboy cut short', async () => {
    expect(
      await readUpload(Readable.from([demo.subarray(0, 10), demo.subarray(10)]), LIMIT),
    ).toEqual(demo);
    const over = Readable.from([Buffer.alloc(LIMIT), Buffer.alloc(1)]);
    expect(await refusal(readUpload(over, LIMIT))).toEqual(tooLarge);
    const cut = Object.assign(Readable.from([Buffer.alloc(10)]), { truncated: true });
    expect(await refusal(readUpload(cut, LIMIT))).toEqual(tooLarge);
  });
});
