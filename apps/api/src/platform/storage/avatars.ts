import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AppError } from '../errors.ts';
import {
  IMAGE_DIMENSIONS_MESSAGE,
  IMAGE_MAX_PIXELS,
  imageHeader,
  loadSharp,
  tooManyPixels,
} from './images.ts';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const ACCEPTED: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};
const FILE_NAME = /^[a-f0-9]{32}\.webp$/;
export const AVATAR_TYPE_MESSAGE = 'Envie uma imagem JPEG, PNG ou WebP de até 5 MB.';

/**
 * An uploaded picture checked and re-encoded: the declared type must match what the bytes are
 * (sharp reads the header), the picture must be at most IMAGE_MAX_PIXELS (from the header, before
 * decoding), and it is re-encoded (`width` × `height` WebP, cropped to fill, metadata dropped) so
 * nothing but pixels is ever stored. Avatars and content covers share it. Refusals are 400s
 * naming `field`.
 */
export async function reencodeImage(
  bytes: Buffer,
  declaredType: string,
  options: { field: string; message: string; width: number; height: number },
): Promise<Buffer> {
  const refuse = (message: string) =>
    new AppError('bad.request', message, { error: { [options.field]: [message] } });
  const expected = ACCEPTED[declaredType];
  if (!expected) throw refuse(options.message);
  const header = await imageHeader(bytes);
  if (header?.format !== expected) throw refuse(options.message);
  // Its size from the header, before decoding (platform/storage/images.ts).
  if (tooManyPixels(header)) throw refuse(IMAGE_DIMENSIONS_MESSAGE);
  const sharp = await loadSharp();
  return sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS })
    .rotate()
    .resize(options.width, options.height, { fit: 'cover' })
    .webp({ quality: 82 })
    .toBuffer();
}

/**
 * Profile pictures: the declared type must match what the bytes are (sharp reads the header), the
 * picture must be at most IMAGE_MAX_PIXELS (from the header, before decoding), and
 * the picture is re-encoded (512×512 WebP, metadata dropped) so nothing but pixels is ever stored.
 * Names are random; the person's own file name is never used as a path (SECURITY.md 11).
 */
export function avatarStorage(dataDir: string) {
  const dir = join(dataDir, 'uploads', 'avatars');
  return {
    async save(bytes: Buffer, declaredType: string): Promise<string> {
      const output = await reencodeImage(bytes, declaredType, {
        field: 'image',
        message: AVATAR_TYPE_MESSAGE,
        width: 512,
        height: 512,
      });
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
