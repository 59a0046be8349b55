import sharp from 'sharp';
import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { App } from '../../app.ts';
import {
  broadcastPrograms,
  courses,
  ebooks,
  podcasts,
  products,
  trails,
} from '../../db/schema/index.ts';
import { DEMO_PASSWORD, seedDemo } from '../../seed/demo.ts';
import { multipartBody } from '../../test/http.ts';
import { testConfig } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import type { TestDatabase } from '../../test/test-db.ts';
import { pngDeclaring } from '../../test/images.ts';
import { IMAGE_DIMENSIONS_MESSAGE } from '../../platform/storage/images.ts';
import { COVER_ALT_MESSAGE } from './covers.service.ts';
import { titleLines } from './cover-art.ts';

let app: App;
let database: TestDatabase;
let analyst: string;
let customer: string;

/** A multipart body by hand: what a browser's FormData sends. */

const jpeg = () =>
  sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: 200, g: 90, b: 20 } },
  })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db);
  app = await buildApp({
    config: testConfig({ LOGIN_IP_PER_MINUTE: '1000', LOGIN_IP_PER_HOUR: '1000' }),
    database,
  });
  const login = async (email: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: DEMO_PASSWORD },
      })
    ).json<{ access_token: string }>().access_token;
  analyst = await login('analista@demo.lstrader.com.br');
  customer = await login('cliente@demo.lstrader.com.br');
});
afterAll(async () => {
  await app.close();
});

describe('demo covers', () => {
  it('gives every demo course, e-book, trail, product, programme and podcast a cover with alt text', async () => {
    for (const table of [courses, ebooks, trails, products, broadcastPrograms, podcasts]) {
      const rows = await database.db
        .select({ url: table.coverUrl, alt: table.coverAlt })
        .from(table);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.url).toMatch(/^\/api\/cover-art\/[a-z]+\/[a-z]+\.svg\?title=/);
        expect(row.alt).toMatch(/^Capa: .+ com o título “.+”$/);
      }
      expect(await database.db.select().from(table).where(isNull(table.coverUrl))).toEqual([]);
    }
  });

  it('draws a title card in the colours of the brand that asks, escaping the title', async () => {
    const [course] = await database.db
      .select({ url: courses.coverUrl, title: courses.title })
      .from(courses)
      .limit(1);
    const art = (host: string) =>
      app.inject({ method: 'GET', url: course!.url!, headers: { host } });
    const brazilian = await art('localhost:3000');
    expect(brazilian.statusCode).toBe(200);
    expect(brazilian.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(brazilian.body).toContain('#1c7ed6');
    expect(brazilian.body).toContain(titleLines(course!.title)[0]);
    const liberta = await art('liberta.localhost:3000');
    expect(liberta.body).toContain('#f08c00');
    expect(liberta.body).not.toContain('#1c7ed6');
    // Decoded by sharp as a real 1280 × 720 picture.
    const meta = await sharp(Buffer.from(brazilian.body)).metadata();
    expect([meta.width, meta.height]).toEqual([1280, 720]);

    const hostile = await app.inject({
      method: 'GET',
      url: `/api/cover-art/course/candles.svg?title=${encodeURIComponent('<script>x()</script> & "aspas"')}`,
    });
    expect(hostile.statusCode).toBe(200);
    expect(hostile.body).not.toContain('<script>');
    expect(hostile.body).toContain('&lt;script&gt;');
    for (const url of [
      '/api/cover-art/course/unknown.svg?title=x',
      '/api/cover-art/movie/candles.svg?title=x',
      '/api/cover-art/course/candles.svg',
    ])
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(400);
  });
});

describe('cover upload (staff)', () => {
  const upload = (
    kind: string,
    id: number,
    token: string,
    fields: Record<string, string>,
    file?: { type: string; bytes: Buffer },
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/update-${kind}-cover/${id}`,
      ...(() => {
        const body = multipartBody(fields, file && { field: 'image', name: 'capa', ...file });
        return {
          payload: body.payload,
          headers: { ...body.headers, authorization: `Bearer ${token}` },
        };
      })(),
    });

  it('checks and re-encodes the picture like an avatar, keeps the alt text, and serves it', async () => {
    const [course] = await database.db.select({ id: courses.id }).from(courses).limit(1);
    const res = await upload(
      'course',
      course!.id,
      analyst,
      { alt: 'Mesa de operações com três monitores' },
      { type: 'image/jpeg', bytes: await jpeg() },
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ cover_url: string; cover_alt: string }>();
    expect(body.cover_url).toMatch(/^\/api\/cover\/[a-f0-9]{32}\.webp$/);
    expect(body.cover_alt).toBe('Mesa de operações com três monitores');
    const served = await app.inject({ method: 'GET', url: body.cover_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
      'webp',
      1280,
      720,
      undefined,
    ]);
    // The course answers carry it.
    const found = await app.inject({
      method: 'GET',
      url: `/api/find-course/${course!.id}`,
      headers: { authorization: `Bearer ${analyst}` },
    });
    expect(found.json()).toMatchObject({
      cover_url: body.cover_url,
      cover_alt: 'Mesa de operações com três monitores',
    });
  });

  it('refuses a missing alt text, a file that is not what it says, a huge canvas, customers and unknown ids', async () => {
    const [ebook] = await database.db.select({ id: ebooks.id }).from(ebooks).limit(1);
    const noAlt = await upload(
      'ebook',
      ebook!.id,
      analyst,
      {},
      { type: 'image/jpeg', bytes: await jpeg() },
    );
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json()).toEqual({ error: { alt: [COVER_ALT_MESSAGE] } });
    const fake = await upload(
      'ebook',
      ebook!.id,
      analyst,
      { alt: 'x' },
      { type: 'image/png', bytes: Buffer.from('<svg onload="alert(1)"/>') },
    );
    expect(fake.statusCode).toBe(400);
    const bomb = await upload(
      'ebook',
      ebook!.id,
      analyst,
      { alt: 'x' },
      { type: 'image/png', bytes: pngDeclaring(20_000, 20_000) },
    );
    expect(bomb.json()).toEqual({ error: { image: [IMAGE_DIMENSIONS_MESSAGE] } });
    const asCustomer = await upload(
      'ebook',
      ebook!.id,
      customer,
      { alt: 'x' },
      { type: 'image/jpeg', bytes: await jpeg() },
    );
    expect(asCustomer.statusCode).toBe(403);
    const missing = await upload(
      'podcast',
      999_999,
      analyst,
      { alt: 'x' },
      {
        type: 'image/jpeg',
        bytes: await jpeg(),
      },
    );
    expect(missing.statusCode).toBe(404);
    // Nothing changed on the refused e-book.
    const [after] = await database.db.select({ url: ebooks.coverUrl }).from(ebooks).limit(1);
    expect(after!.url).toMatch(/^\/api\/cover-art\//);
  });

  it('crops an e-book cover upright, as a book stands (800 × 1200)', async () => {
    const [ebook] = await database.db.select({ id: ebooks.id }).from(ebooks).limit(1);
    const res = await upload(
      'ebook',
      ebook!.id,
      analyst,
      { alt: 'Capa de livro com um gráfico' },
      { type: 'image/jpeg', bytes: await jpeg() },
    );
    expect(res.statusCode, res.body).toBe(200);
    const served = await app.inject({
      method: 'GET',
      url: res.json<{ cover_url: string }>().cover_url,
    });
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([800, 1200]);
  });

  it('lets staff remove a cover', async () => {
    const [trail] = await database.db.select({ id: trails.id }).from(trails).limit(1);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/remove-trail-cover/${trail!.id}`,
      headers: { authorization: `Bearer ${analyst}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cover_url: null, cover_alt: null });
  });
});
