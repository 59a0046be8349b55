import { CHAT_FILES_PER_MESSAGE, CHAT_MESSAGES, CHAT_UPLOAD_LIMIT } from '@app/shared';
import type { ChatFile, ChatMessage } from '@app/shared';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BYTES, chatWorld, history, post, upload } from './chat.fixtures.ts';
import type { ChatWorld } from './chat.fixtures.ts';
import { chatContentDisposition, cleanFileName, sniffChatFile } from './chat.files.ts';
import { IMAGE_DIMENSIONS_MESSAGE } from '../../platform/storage/images.ts';
import { pngDeclaring } from '../../test/images.ts';

const LIMIT = 2048;
let w: ChatWorld;
beforeAll(async () => {
  w = await chatWorld({ chatBytes: LIMIT });
});
afterAll(async () => {
  await w.app.close();
});

async function uploaded(
  token: string,
  file: { name: string; type: string; bytes: Buffer },
  chatId = w.chats.open,
): Promise<ChatFile> {
  const res = await upload(w, token, chatId, file);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ChatFile>();
}

describe('what a chat file is', () => {
  it('is told by its first bytes', () => {
    expect(sniffChatFile(BYTES.png)).toBe('image/png');
    expect(sniffChatFile(BYTES.jpeg)).toBe('image/jpeg');
    expect(sniffChatFile(BYTES.gif)).toBe('image/gif');
    expect(sniffChatFile(BYTES.webp)).toBe('image/webp');
    expect(sniffChatFile(BYTES.pdf)).toBe('application/pdf');
    expect(sniffChatFile(BYTES.exe)).toBeNull();
    expect(sniffChatFile(BYTES.text)).toBeNull();
    expect(sniffChatFile(Buffer.from('RIFF\0\0\0\0WAVE', 'latin1'))).toBeNull();
    expect(sniffChatFile(Buffer.alloc(0))).toBeNull();
  });

  it('keeps a display name without paths and serves images inline, PDFs as attachments', () => {
    expect(cleanFileName('C:\\temp\\..\\gráfico.png', 'image/png')).toBe('gráfico.png');
    expect(cleanFileName('../../etc/passwd', 'application/pdf')).toBe('passwd');
    expect(cleanFileName('', 'image/gif')).toBe('arquivo.gif');
    expect(chatContentDisposition('gráfico.png', 'image/png')).toBe(
      "inline; filename*=UTF-8''gr%C3%A1fico.png",
    );
    expect(chatContentDisposition('a"b;c.pdf', 'application/pdf')).toBe(
      "attachment; filename*=UTF-8''a_b_c.pdf",
    );
  });
});

describe('uploading and serving chat files', () => {
  it('takes each accepted image type and a PDF, and serves them to readers', async () => {
    const kinds = [
      ['grafico.png', 'image/png', BYTES.png, 'image/png'],
      ['foto.jpg', 'image/jpeg', BYTES.jpeg, 'image/jpeg'],
      ['anim.gif', 'image/gif', BYTES.gif, 'image/gif'],
      ['img.webp', 'image/webp', BYTES.webp, 'image/webp'],
      ['relatorio.pdf', 'application/pdf', BYTES.pdf, 'application/pdf'],
    ] as const;
    for (const [name, type, bytes, mime] of kinds) {
      const file = await uploaded(w.tokens.carla, { name, type, bytes });
      expect(file).toEqual({
        id: expect.any(Number) as number,
        name,
        mime,
        size_bytes: bytes.length,
        url: `/api/chat-file/${file.id}`,
      });
    }
  });

  it('attaches files to a message and serves them with safe headers', async () => {
    const png = await uploaded(w.tokens.carla, {
      name: 'grafico.png',
      type: 'image/png',
      bytes: BYTES.png,
    });
    const pdf = await uploaded(w.tokens.carla, {
      name: 'relatorio.pdf',
      type: 'application/pdf',
      bytes: BYTES.pdf,
    });
    // Before it is sent, only its uploader (and staff) may fetch it.
    expect((await w.client.get(png.url, w.tokens.bruno)).statusCode).toBe(404);
    expect((await w.client.get(png.url, w.tokens.carla)).statusCode).toBe(200);
    const message = await post(w, w.tokens.carla, w.chats.open, {
      message: 'veja',
      file_ids: [png.id, pdf.id],
    });
    expect(message.files_message).toEqual([png, pdf]);
    const seen = await history(w, w.tokens.bruno, w.chats.open);
    expect(seen.messages.find((m) => m.id === message.id)!.files_message).toEqual([png, pdf]);

    const image = await w.client.get(png.url, w.tokens.bruno);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toBe("inline; filename*=UTF-8''grafico.png");
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(BYTES.png)).toBe(true);
    const doc = await w.client.get(pdf.url, w.tokens.bruno);
    expect(doc.headers['content-type']).toBe('application/pdf');
    expect(doc.headers['content-disposition']).toBe("attachment; filename*=UTF-8''relatorio.pdf");
    expect(doc.headers['x-content-type-options']).toBe('nosniff');

    // Who may not read the chat may not read its files; a file of a hidden message is gone too.
    const restricted = await uploaded(
      w.tokens.admin,
      { name: 'r.png', type: 'image/png', bytes: BYTES.png },
      w.chats.private,
    );
    expect((await w.client.get(restricted.url, w.tokens.carla)).statusCode).toBe(403);
    await w.client.send('PUT', `/api/hide-chat-message/${message.id}`, w.tokens.admin);
    expect((await w.client.get(png.url, w.tokens.bruno)).statusCode).toBe(404);
    expect((await w.client.get(png.url, w.tokens.carla)).statusCode).toBe(200);
    expect((await w.client.get(png.url, w.tokens.admin)).statusCode).toBe(200);
    expect((await w.client.get('/api/chat-file/999999', w.tokens.admin)).statusCode).toBe(404);
  });

  it('refuses files by their bytes, size or absence with clear 4xx, keeping nothing', async () => {
    const cases = [
      [{ name: 'virus.png', type: 'image/png', bytes: BYTES.exe }, CHAT_MESSAGES.fileType],
      [{ name: 'nota.txt', type: 'text/plain', bytes: BYTES.text }, CHAT_MESSAGES.fileType],
      [{ name: 'nota.png', type: 'image/png', bytes: BYTES.text }, CHAT_MESSAGES.fileType],
      // PNG's magic number followed by no readable header: not an image.
      [
        {
          name: 'falso.png',
          type: 'image/png',
          bytes: Buffer.concat([BYTES.png.subarray(0, 8), Buffer.alloc(64, 1)]),
        },
        CHAT_MESSAGES.fileType,
      ],
      // A few bytes declaring a 20000 × 20000 canvas: refused from the header, never decoded.
      [
        { name: 'bomba.png', type: 'image/png', bytes: pngDeclaring(20_000, 20_000) },
        IMAGE_DIMENSIONS_MESSAGE,
      ],
      [{ name: 'vazio.png', type: 'image/png', bytes: Buffer.alloc(0) }, CHAT_MESSAGES.fileMissing],
    ] as const;
    for (const [file, message] of cases) {
      const res = await upload(w, w.tokens.carla, w.chats.open, file);
      expect(res.statusCode, file.name).toBe(400);
      expect(res.json(), file.name).toEqual({ error: { file: [message] } });
    }
    // Over the size limit: 413 Content Too Large, with the same field message.
    const big = await upload(w, w.tokens.carla, w.chats.open, {
      name: 'grande.png',
      type: 'image/png',
      bytes: Buffer.concat([BYTES.png, Buffer.alloc(LIMIT, 7)]),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ error: { file: [CHAT_MESSAGES.fileTooLarge] } });
    // The largest canvas allowed passes.
    await uploaded(w.tokens.carla, {
      name: 'amplo.png',
      type: 'image/png',
      bytes: pngDeclaring(8000, 5000),
    });
    const missing = await upload(w, w.tokens.carla, w.chats.open);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: { file: [CHAT_MESSAGES.fileMissing] } });
    const notMultipart = await w.client.send(
      'POST',
      `/api/upload-chat-file/${w.chats.open}`,
      w.tokens.carla,
      { file: 'x' },
    );
    expect(notMultipart.statusCode).toBe(400);
    // Exactly at the limit is fine.
    const exact = Buffer.concat([BYTES.png, Buffer.alloc(LIMIT - BYTES.png.length, 7)]);
    await uploaded(w.tokens.carla, { name: 'limite.png', type: 'image/png', bytes: exact });
    // Nothing half-written stays behind.
    const stored = await readdir(join(w.dataDir, 'uploads', 'chat'));
    expect(stored.filter((name) => name.startsWith('.upload-'))).toEqual([]);
  });

  it('refuses uploads to rooms the person may not read or that are closed', async () => {
    const file = { name: 'a.png', type: 'image/png', bytes: BYTES.png };
    expect((await upload(w, w.tokens.carla, w.chats.private, file)).statusCode).toBe(403);
    const closed = await upload(w, w.tokens.carla, w.chats.closed, file);
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toEqual({ error: CHAT_MESSAGES.chatClosed });
  });

  it(`attaches only one's own unsent files of the room, at most ${CHAT_FILES_PER_MESSAGE}`, async () => {
    const png = { name: 'a.png', type: 'image/png', bytes: BYTES.png };
    const mine = await Promise.all(
      Array.from({ length: CHAT_FILES_PER_MESSAGE + 1 }, () => uploaded(w.tokens.bruno, png)),
    );
    const tooMany = await w.client.send(
      'POST',
      `/api/create-chat-message/${w.chats.open}`,
      w.tokens.bruno,
      { message: 'muitos', file_ids: mine.map((f) => f.id) },
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ error: { file_ids: [CHAT_MESSAGES.tooManyFiles] } });
    const four = await post(w, w.tokens.bruno, w.chats.open, {
      message: '',
      file_ids: mine.slice(0, CHAT_FILES_PER_MESSAGE).map((f) => f.id),
    });
    expect(four.files_message).toHaveLength(CHAT_FILES_PER_MESSAGE);

    const theirs = await uploaded(w.tokens.carla, png);
    const sentAlready = mine[0]!;
    const otherRoom = await uploaded(w.tokens.admin, png, w.chats.private);
    for (const [token, id] of [
      [w.tokens.bruno, theirs.id],
      [w.tokens.bruno, sentAlready.id],
      [w.tokens.admin, otherRoom.id],
      [w.tokens.bruno, 999999],
    ] as const) {
      const res = await w.client.send('POST', `/api/create-chat-message/${w.chats.open}`, token, {
        message: 'com anexo',
        file_ids: [id],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { file_ids: [CHAT_MESSAGES.fileNotFound] } });
    }
    // The refused send left no message behind.
    const last = (await history(w, w.tokens.admin, w.chats.open)).messages.at(-1) as ChatMessage;
    expect(last.id).toBe(four.id);
  });

  it(`takes ${CHAT_UPLOAD_LIMIT.files} uploads per person per window, staff exempt`, async () => {
    const png = { name: 'a.png', type: 'image/png', bytes: BYTES.png };
    for (let i = 0; i < CHAT_UPLOAD_LIMIT.files; i += 1) await uploaded(w.tokens.caio, png);
    const refused = await upload(w, w.tokens.caio, w.chats.open, png);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: CHAT_MESSAGES.tooManyUploads,
      retry_after: CHAT_UPLOAD_LIMIT.windowSeconds,
    });
    expect(refused.headers['retry-after']).toBe(String(CHAT_UPLOAD_LIMIT.windowSeconds));
    w.clock.advance(CHAT_UPLOAD_LIMIT.windowSeconds * 1000);
    await uploaded(w.tokens.caio, png);
  });
});
