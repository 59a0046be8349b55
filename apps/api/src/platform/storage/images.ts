import type sharpModule from 'sharp';

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

/**
 * The largest picture we accept anywhere (avatars, chat images): 40 megapixels, e.g. 8000 × 5000 —
 * above any screenshot (8K is 33 MP) and most cameras. A small file can declare a huge canvas (a
 * 20000 × 20000 PNG compresses to kilobytes); decoding it would take gigabytes, here or in every
 * viewer's browser, so the size is read from the header before anything is decoded.
 */
export const IMAGE_MAX_PIXELS = 40_000_000;
export const IMAGE_DIMENSIONS_MESSAGE =
  'A imagem tem dimensões grandes demais: envie uma de até 40 megapixels (por exemplo, 8000 × 5000).';

export interface ImageHeader {
  /** sharp's name: 'jpeg', 'png', 'webp', 'gif'… */
  format: string;
  width: number;
  height: number;
}

/**
 * What an image's header says (format and size), read by sharp without decoding the pixels;
 * null when the bytes are not an image sharp can read. The pixel limit is lifted for this read
 * only, so a huge canvas is reported (and refused by `tooManyPixels`) rather than unreadable.
 */
export async function imageHeader(input: Buffer | string): Promise<ImageHeader | null> {
  try {
    const sharp = await loadSharp();
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    if (!meta.format || !meta.width || !meta.height) return null;
    return { format: meta.format, width: meta.width, height: meta.height };
  } catch {
    return null;
  }
}

export const tooManyPixels = (header: ImageHeader) =>
  header.width * header.height > IMAGE_MAX_PIXELS;
