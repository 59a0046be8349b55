import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type sharpModule from 'sharp';
import { AppError } from '../errors.ts';

let loadingSharp: Promise<typeof sharpModule> | undefined;
/**
 * sharp (libvips: its thread pool and caches, ~7 MB and 4 threads) loads with the first picture,
 * not at boot. Its operation cache is off: a server decodes each upload once, and the cache
 * would keep up to 50 MB of decoded images alive for nothing.
 */
export function loadSharp(): Promise<typeof sharpModule> {
  loadingSharp ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loadingSharp;
}

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const ACCEPTED: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};
const FILE_NAME = /^[a-f0-9]{32}\.webp$/;
export const AVATAR_TYPE_MESSAGE = 'Envie uma imagem JPEG, PNG ou WebP de até 5 MB.';

/**
 * Profile pictures: the declared type must match what the bytes are (sharp reads the header), and
 * the picture is re-encoded (512×512 WebP, metadata dropped) so nothing but pixels is ever stored.
 * Names are random; the person's own file name is never used as a path (SECURITY.md 11).
 */
export function avatarStorage(dataDir: string) {
  const dir = join(dataDir, 'uploads', 'avatars');
  return {
    async save(bytes: Buffer, declaredType: string): Promise<string> {
      const expected = ACCEPTED[declaredType];
      if (!expected)
        throw new AppError('bad.request', AVATAR_TYPE_MESSAGE, {
          error: { image: [AVATAR_TYPE_MESSAGE] },
        });
      const sharp = await loadSharp();
      let format: string | undefined;
      try {
        format = (await sharp(bytes).metadata()).format;
      } catch {
        format = undefined;
      }
      if (format !== expected)
        throw new AppError('bad.request', AVATAR_TYPE_MESSAGE, {
          error: { image: [AVATAR_TYPE_MESSAGE] },
        });
      const output = await sharp(bytes)
        .rotate()
        .resize(512, 512, { fit: 'cover' })
        .webp({ quality: 82 })
        .toBuffer();
      const name = `${randomBytes(16).toString('hex')}.webp`;
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, name), output);
      return name;
    },
    async remove(name: string | null): Promise<void> {
      if (name && FILE_NAME.test(name)) await rm(join(dir, name), { force: true });
    },
    async read(name: string): Promise<Buffer | null> {
      if (!FILE_NAME.test(name)) return null;
      try {
        return await readFile(join(dir, name));
      } catch {
        return null;
      }
    },
  };
}
export type AvatarStorage = ReturnType<typeof avatarStorage>;
