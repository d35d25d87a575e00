import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { FileStore } from '../files/index';

/** WebP quality of drawn pictures: packshots and banners are flat colours and text. */
const WEBP_QUALITY = 82;

/**
 * Turns drawn SVG pictures into WebP files and keeps them in the file store (a folder, or the database every
 * process shares, ADR 0051). A file is named by a hash of the
 * SVG it came from, so a picture whose text changes (a renamed product, an edited banner) gets a new
 * file, and a picture is rendered once however many requests ask for it.
 */
export interface RasterCache {
  /** The WebP of `svg`, rendered on the first request and read from its file afterwards. */
  webp(kind: string, svg: string): Promise<Buffer>;
}

export function createRasterCache(files: FileStore): RasterCache {
  return {
    async webp(kind, svg) {
      const hash = createHash('sha256').update(svg).digest('hex').slice(0, 32);
      const file = `${kind}/${hash.slice(0, 2)}/${hash}.webp`;
      const kept = await files.read(file);
      if (kept) return kept;
      const webp = await sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY }).toBuffer();
      // Written whole (the folder's file aside and renamed, the database's row in one transaction): a reader
      // never sees half a file, and two processes rendering the same picture at once both end with a whole one.
      await files.write(file, webp, 'image/webp');
      return webp;
    },
  };
}
