import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { App } from '../../app.ts';
import { DEMO_PASSWORD, seedDemo } from '../../seed/demo.ts';
import { multipartBody } from '../../test/http.ts';
import type { MultipartFile } from '../../test/http.ts';
import { testConfig } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import { pngDeclaring } from '../../test/images.ts';
import { IMAGE_DIMENSIONS_MESSAGE } from '../../platform/storage/images.ts';

let app: App;
let token: string;
let userId: number;
let admin: string;

/** A multipart body by hand: what a browser's FormData sends. */
const multipart = (fields: Record<string, string>, file?: MultipartFile) =>
  multipartBody(fields, file && { field: 'image', ...file });

const png = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();

beforeAll(async () => {
  const database = await createTestDatabase();
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
    ).json<{ access_token: string; user: { id: number } }>();
  const me = await login('cliente@demo.lstrader.com.br');
  token = me.access_token;
  userId = me.user.id;
  admin = (await login('admin@demo.lstrader.com.br')).access_token;
});
afterAll(async () => {
  await app.close();
});

describe('profile picture', () => {
  it('re-encodes an upload to a 512×512 WebP served inline with nosniff', async () => {
    const body = multipart(
      {},
      { name: '../../etc/passwd.png', type: 'image/png', bytes: await png() },
    );
    const res = await app.inject({
      method: 'POST',
      url: `/api/update-user-profile-image/${userId}`,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json<{ avatar_url: string }>().avatar_url;
    expect(url).toMatch(/^\/api\/user-avatar\/[a-f0-9]{32}\.webp$/);
    const image = await app.inject({ method: 'GET', url });
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['content-disposition']).toContain('inline');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });

    const removed = await app.inject({
      method: 'PUT',
      url: `/api/remove-user-profile-image/${userId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.json<{ avatar_url: string | null }>().avatar_url).toBeNull();
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('refuses content that is not what it claims, and anything but JPEG/PNG/WebP', async () => {
    const fake = multipart(
      {},
      { name: 'foto.png', type: 'image/png', bytes: Buffer.from('<script>alert(1)</script>') },
    );
    const res = await app.inject({
      method: 'POST',
      url: `/api/update-user-profile-image/${userId}`,
      headers: { ...fake.headers, authorization: `Bearer ${token}` },
      payload: fake.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { image: ['Envie uma imagem JPEG, PNG ou WebP de até 5 MB.'] },
    });
    const gif = multipart(
      {},
      {
        name: 'a.gif',
        type: 'image/gif',
        bytes: await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
          .gif()
          .toBuffer(),
      },
    );
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/update-user-profile-image/${userId}`,
          headers: { ...gif.headers, authorization: `Bearer ${token}` },
          payload: gif.payload,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('answers 413 over 5 MB', async () => {
    const big = multipart(
      {},
      { name: 'grande.png', type: 'image/png', bytes: Buffer.alloc(5 * 1024 * 1024 + 10, 1) },
    );
    const res = await app.inject({
      method: 'POST',
      url: `/api/update-user-profile-image/${userId}`,
      headers: { ...big.headers, authorization: `Bearer ${token}` },
      payload: big.payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'O conteúdo enviado é maior que o permitido.' });
  });

  it('refuses a picture declaring a huge canvas from its header, naming the limit', async () => {
    const bomb = multipart(
      {},
      { name: 'bomba.png', type: 'image/png', bytes: pngDeclaring(20_000, 20_000) },
    );
    const res = await app.inject({
      method: 'POST',
      url: `/api/update-user-profile-image/${userId}`,
      headers: { ...bomb.headers, authorization: `Bearer ${token}` },
      payload: bomb.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { image: [IMAGE_DIMENSIONS_MESSAGE] } });
  });

  it('never serves a path outside the avatar folder', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/user-avatar/..%2F..%2Fpostgres%2FPG_VERSION' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('create-user as multipart (spec section 7)', () => {
  it('creates a user from form fields with a picture', async () => {
    const body = multipart(
      {
        name: 'Marcos Multipart',
        email: 'marcos@example.com',
        password: 'senha do marcos longa',
        profile_id: '2',
        identifier: '',
      },
      { name: 'eu.png', type: 'image/png', bytes: await png() },
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/create-user',
      headers: { ...body.headers, authorization: `Bearer ${admin}` },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Marcos Multipart', profile_id: 2, identifier: null });
    expect(res.json<{ avatar_url: string | null }>().avatar_url).toMatch(/\.webp$/);
  });

  it('rejects unknown form fields like JSON ones', async () => {
    const body = multipart({
      name: 'X Y',
      email: 'xy@example.com',
      password: 'senha longa xy 123',
      profile_id: '2',
      is_admin: '1',
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/create-user',
      headers: { ...body.headers, authorization: `Bearer ${admin}` },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: Record<string, string[]> }>().error).toHaveProperty('is_admin');
  });
});
