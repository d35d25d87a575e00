// Draws the shop's raster icons and sharing picture from favicon.svg and og-image.svg (run it after
// changing either: `node shell/public/generate-icons.cjs`; the results are committed). sharp is the
// API's dependency, found through the workspace's node_modules.
const fs = require('node:fs');
const path = require('node:path');
const sharp = require('sharp');

const dir = __dirname;
const favicon = fs.readFileSync(path.join(dir, 'favicon.svg'));
/** The brand colour behind the apple touch icon: iOS rounds the corners itself and shows no transparency. */
const BACKGROUND = '#0b7d6e';

/** The favicon as a square PNG of `size` pixels; `flat` fills the corners with the brand colour. */
function png(size, flat = false) {
  const image = sharp(favicon, { density: Math.ceil((72 * size) / 64) }).resize(size, size);
  return (flat ? image.flatten({ background: BACKGROUND }) : image).png({ compressionLevel: 9 }).toBuffer();
}

/** An .ico holding PNG images (read by every browser since 2007): header, one entry per image, the images. */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

async function main() {
  const write = (name, data) => fs.writeFileSync(path.join(dir, name), data);
  write('favicon-32.png', await png(32));
  write('apple-touch-icon.png', await png(180, true));
  write('icon-192.png', await png(192));
  write('icon-512.png', await png(512));
  write('favicon.ico', ico(await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(size) })))));
  write('og-image.png', await sharp(path.join(dir, 'og-image.svg')).png({ compressionLevel: 9 }).toBuffer());
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
