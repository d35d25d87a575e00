/** @jest-environment node */
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const fs = require('node:fs');
const zlib = require('node:zlib');
const webpack = require('webpack');
const { PrecompressPlugin } = require('./precompress.cjs');
const { createAppServer } = require('./server.cjs');

/** A script that compresses well and is over the size worth a copy. */
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `витамин ${i}`))};\n`;

function get(port, urlPath, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, headers, agent: false }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('PrecompressPlugin', () => {
  let dir;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    fs.writeFileSync(path.join(dir, 'entry.js'), `import { words } from './words.js';\nconsole.log(words.length);\n`);
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
        (error, stats) => (error || stats.hasErrors() ? reject(error ?? new Error(stats.toString())) : resolve()),
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

describe('createAppServer: built files compressed once', () => {
  let app;
  let distDir;
  const HASHED_FILE = '540.23975487.js';
  const script = Buffer.from(SCRIPT);

  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-dist-'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>shop</title>');
    fs.writeFileSync(path.join(distDir, HASHED_FILE), script);
    fs.writeFileSync(path.join(distDir, `${HASHED_FILE}.br`), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(distDir, 'remoteEntry.js'), script);
    fs.writeFileSync(path.join(distDir, 'remoteEntry.js.br'), zlib.brotliCompressSync(script));
    // A file replaced after its copy was written: the copy is stale.
    fs.writeFileSync(path.join(distDir, 'stale.js.br'), zlib.brotliCompressSync(Buffer.from('console.log("old");')));
    const past = new Date(Date.now() - 60_000);
    fs.utimesSync(path.join(distDir, 'stale.js.br'), past, past);
    fs.writeFileSync(path.join(distDir, 'stale.js'), script);
    app = await new Promise((resolve) => {
      const server = createAppServer({ distDir }).listen(0, '127.0.0.1', () => resolve(server));
    });
  });

  afterAll(async () => {
    await new Promise((resolve) => app.close(resolve));
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('When a browser that takes brotli asks for a built script, then it gets the copy written at build time, cached as the file is', async () => {
    const answer = await get(app.address().port, `/${HASHED_FILE}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });

    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zlib.brotliDecompressSync(answer.body).equals(script)).toBe(true);
  });

  it('When an unhashed file (a remote entry) is asked for, then its copy is revalidated like the file', async () => {
    const answer = await get(app.address().port, '/remoteEntry.js', { 'accept-encoding': 'br' });

    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('When the browser does not take brotli, then the file comes gzipped on the fly', async () => {
    const answer = await get(app.address().port, `/${HASHED_FILE}`, { 'accept-encoding': 'gzip' });

    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(answer.body).equals(script)).toBe(true);
  });

  it('When the copy is older than the file, then the file itself is sent', async () => {
    const answer = await get(app.address().port, '/stale.js', { 'accept-encoding': 'br' });

    expect(answer.status).toBe(200);
    const body = answer.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(answer.body) : answer.body;
    expect(body.equals(script)).toBe(true);
  });

  it('When a path climbs out of the build, then nothing outside it is sent', async () => {
    const answer = await get(app.address().port, '/..%2f..%2fetc%2fpasswd.js', { 'accept-encoding': 'br' });

    expect(answer.status).toBe(404);
  });
});
