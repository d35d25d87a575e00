import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { MAX_INPUT_PIXELS, pictureFormatOf, reencodePicture } from './uploaded-picture';

function crc32(data: Buffer): number {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few hundred bytes claiming `side` × `side` grey pixels: a decompression bomb. */
function bombPng(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  const rows = deflateSync(Buffer.alloc(side + 1), { level: 9 }); // one row only: enough for the header to speak
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

async function photoWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Анна Иванова', ImageDescription: 'дома, ул. Ленина 1' } })
    .toBuffer();
}

describe('uploaded pictures', () => {
  test('When a JPEG carries EXIF, then the stored copy is a new JPEG without it', async () => {
    // Arrange
    const upload = await photoWithExif();
    expect((await sharp(upload).metadata()).exif).toBeDefined();

    // Act
    const stored = await reencodePicture(upload, 1024);

    // Assert
    expect(stored).toMatchObject({ type: 'image/jpeg', ext: 'jpg', width: 64, height: 48 });
    const meta = await sharp(stored!.data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(stored!.data.includes(Buffer.from('Ленина'))).toBe(false);
  });

  test('When a JPEG header is followed by HTML, then it is not a picture', async () => {
    const upload = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><script>alert(1)</script></html>')]);
    expect(pictureFormatOf(upload)?.type).toBe('image/jpeg');
    await expect(reencodePicture(upload, 1024)).resolves.toBeNull();
  });

  test('When a real picture has HTML appended, then the stored copy has only the pixels', async () => {
    const upload = Buffer.concat([await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer(), Buffer.from('<script>alert(1)</script>')]);
    const stored = await reencodePicture(upload, 1024);
    expect(stored?.type).toBe('image/png');
    expect(stored!.data.includes(Buffer.from('<script>'))).toBe(false);
  });

  test('When a small file claims more pixels than allowed, then it is refused before it is decoded', async () => {
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 1000;
    const bomb = bombPng(side);
    expect(bomb.length).toBeLessThan(64 * 1024);
    await expect(reencodePicture(bomb, 1024)).resolves.toBeNull();
  });

  test('When a picture is larger than the longest side, then it is fitted into it, keeping its proportions', async () => {
    const upload = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#0a0' } }).webp().toBuffer();
    const stored = await reencodePicture(upload, 1024);
    expect(stored).toMatchObject({ type: 'image/webp', width: 1024, height: 512 });
  });

  test('When the first bytes say PNG but the file is a GIF or a JPEG, then it is refused', async () => {
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).jpeg().toBuffer();
    const disguised = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), jpeg]);
    await expect(reencodePicture(disguised, 1024)).resolves.toBeNull();
    await expect(reencodePicture(Buffer.from('GIF89a\u0001\u0000\u0001\u0000'), 1024)).resolves.toBeNull();
  });
});
