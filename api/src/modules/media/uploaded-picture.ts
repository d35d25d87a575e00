import sharp from 'sharp';

/** The formats a customer's picture is kept in, named by its first bytes. */
const FORMATS = [
  { format: 'jpeg', type: 'image/jpeg', ext: 'jpg', test: (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { format: 'png', type: 'image/png', ext: 'png', test: (b: Buffer) => b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { format: 'webp', type: 'image/webp', ext: 'webp', test: (b: Buffer) => b.length > 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP' },
] as const;

export type PictureFormat = (typeof FORMATS)[number];

/** The picture's claimed type, read from its first bytes (the name and the browser's word are not trusted). */
export function pictureFormatOf(data: Buffer): PictureFormat | null {
  return FORMATS.find((candidate) => candidate.test(data)) ?? null;
}

/**
 * Largest picture decoded, in pixels (a 24-megapixel camera gives 6000 × 4000). A few kilobytes of
 * PNG can claim 50 000 × 50 000 pixels and gigabytes of memory: such a file is refused before it is
 * decoded.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/** A picture as it is stored: re-encoded, with its type and file extension. */
export interface StoredPicture {
  data: Buffer;
  type: PictureFormat['type'];
  ext: PictureFormat['ext'];
  width: number;
  height: number;
}

/**
 * Decodes an uploaded picture and encodes it anew in the format its first bytes claim, turned
 * upright by its EXIF orientation and fitted into `maxSide` × `maxSide`. Nothing of the upload but
 * its pixels survives: no EXIF (a phone writes where the photo was taken), no ICC profile, no
 * comments, and no bytes after the picture (a JPEG header followed by HTML is not a picture).
 * Answers null for anything that is not a whole JPEG, PNG or WebP, or is larger than
 * {@link MAX_INPUT_PIXELS}.
 */
export async function reencodePicture(data: Buffer, maxSide: number): Promise<StoredPicture | null> {
  const claimed = pictureFormatOf(data);
  if (!claimed) return null;
  try {
    const input = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
    const meta = await input.metadata();
    if (meta.format !== claimed.format || !meta.width || !meta.height || meta.width * meta.height > MAX_INPUT_PIXELS) return null;
    const pipeline = input.rotate().resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    const encoded =
      claimed.format === 'jpeg'
        ? pipeline.jpeg({ quality: 85, mozjpeg: true })
        : claimed.format === 'png'
          ? pipeline.png({ compressionLevel: 9 })
          : pipeline.webp({ quality: 85 });
    const { data: output, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data: output, type: claimed.type, ext: claimed.ext, width: info.width, height: info.height };
  } catch {
    // libvips could not decode it: cut short, corrupt, or not a picture at all.
    return null;
  }
}
