/** @jest-environment node */
const os = require('node:os');
const path = require('node:path');
const fs = require('node:fs');
const zlib = require('node:zlib');
const webpack = require('webpack');
const { PrecompressPlugin } = require('./precompress.cjs');

/** A script that compresses well and is over the size worth a copy. */
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `витамин ${i}`))};\n`;

describe('PrecompressPlugin', () => {
  let dir;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    fs.writeFileSync(
      path.join(dir, 'entry.js'),
      `import { words } from './words.js';\nconsole.log(words.length);\n`,
    );
    fs.writeFileSync(path.join(dir, 'words.js'), SCRIPT);
    fs.writeFileSync(path.join(dir, 'tiny.js'), 'console.log(1);\n');
  });

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  function build(entry) {
    return new Promise((resolve, reject) => {
      webpack(
        {
          mode: 'production',
          context: dir,
          entry: { main: entry },
          output: { path: path.join(dir, 'dist'), filename: '[name].js', clean: true },
          plugins: [new PrecompressPlugin()],
          devtool: 'source-map',
          optimization: { minimize: false },
        },
        (error, stats) =>
          error || stats.hasErrors() ? reject(error ?? new Error(stats.toString())) : resolve(),
      );
    });
  }

  it('When a production build writes a script, then a brotli copy of it lies beside it; its source map gets none', async () => {
    await build('./entry.js');

    const script = fs.readFileSync(path.join(dir, 'dist', 'main.js'));
    const packed = fs.readFileSync(path.join(dir, 'dist', 'main.js.br'));
    expect(zlib.brotliDecompressSync(packed).equals(script)).toBe(true);
    expect(packed.length).toBeLessThan(script.length / 4);
    expect(fs.existsSync(path.join(dir, 'dist', 'main.js.map'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'dist', 'main.js.map.br'))).toBe(false);
  });

  it('When a built file is under a kilobyte, then it gets no copy', async () => {
    await build('./tiny.js');

    expect(fs.existsSync(path.join(dir, 'dist', 'main.js'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'dist', 'main.js.br'))).toBe(false);
  });
});
