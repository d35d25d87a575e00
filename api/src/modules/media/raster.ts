import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** WebP quality of drawn pictures: packshots and banners are flat colours and text. */
const WEBP_QUALITY = 82;

/**
 * Turns drawn SVG pictures into WebP files and keeps them in a folder. A file is named by a hash of the
 * SVG it came from, so a picture whose text changes (a renamed product, an edited banner) gets a new
 * file, and a picture is rendered once however many requests ask for it.
 */
export interface RasterCache {
  /** The WebP of `svg`, rendered on the first request and read from its file afterwards. */
  webp(kind: string, svg: string): Promise<Buffer>;
}

export function createRasterCache(dir: string): RasterCache {
  return {
    async webp(kind, svg) {
      const hash = createHash('sha256').update(svg).digest('hex').slice(0, 32);
      const file = path.join(dir, kind, hash.slice(0, 2), `${hash}.webp`);
      try {
        return await fs.readFile(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      const webp = await sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY }).toBuffer();
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed: a reader never sees half a file, and two processes rendering the
      // same picture at once both end with the same whole file.
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(temporary, webp);
      await fs.rename(temporary, file);
      return webp;
    },
  };
}
