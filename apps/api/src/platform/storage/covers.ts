import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { reencodeImage } from './avatars.ts';

export { COVER_MAX_BYTES } from '@app/shared';
export const COVER_TYPE_MESSAGE = 'Envie a capa como imagem JPEG, PNG ou WebP de até 5 MB.';
const FILE_NAME = /^[a-f0-9]{32}\.webp$/;
/** Where an uploaded cover is served (`GET /api/cover/:file`). */
export const COVER_PATH = '/api/cover/';

/**
 * Covers of courses, e-books, trails, products, programmes and podcasts: checked and re-encoded as
 * avatars are (reencodeImage), cropped to their kind's size (COVER_SIZES: 1280 × 720, an e-book
 * 800 × 1200) as WebP, under DATA_DIR/uploads/covers with random names.
 */
export function coverStorage(dataDir: string) {
  const dir = join(dataDir, 'uploads', 'covers');
  return {
    async save(
      bytes: Buffer,
      declaredType: string,
      size: { width: number; height: number },
    ): Promise<string> {
      const output = await reencodeImage(bytes, declaredType, {
        field: 'image',
        message: COVER_TYPE_MESSAGE,
        ...size,
      });
      const name = `${randomBytes(16).toString('hex')}.webp`;
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, name), output);
      return name;
    },
    /** Removes a stored cover given its URL; other URLs (links, the seed's art) are left. */
    async removeUrl(url: string | null): Promise<void> {
      const name = url?.startsWith(COVER_PATH) ? url.slice(COVER_PATH.length) : null;
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
export type CoverStorage = ReturnType<typeof coverStorage>;
