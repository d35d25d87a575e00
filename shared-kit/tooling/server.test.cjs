/** @jest-environment node */
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const fs = require('node:fs');
const zlib = require('node:zlib');
const { createAppServer, createHttpServer } = require('./server.cjs');

/** An API stand-in on the loopback: answers JSON and counts the connections it was opened with. */
function startApi() {
  const seen = { connections: 0, connectionHeaders: [] };
  const body = JSON.stringify({
    products: Array.from({ length: 200 }, (_, id) => ({ id, title: `Товар ${id}` })),
  });
  const packed = zlib.brotliCompressSync(body);
  const server = http.createServer((req, res) => {
    seen.connectionHeaders.push(req.headers.connection ?? '');
    // A kept public read: the API sends it compressed already to a caller that takes brotli.
    if (req.url.startsWith('/api/kept') && /\bbr\b/.test(req.headers['accept-encoding'] ?? '')) {
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-encoding': 'br',
        vary: 'Accept-Encoding',
      });
      res.end(packed);
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(body);
  });
  server.on('connection', () => {
    seen.connections += 1;
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, seen, body })));
}

function listen(app) {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
}

/** GET through the app server, one request per connection from the client's side. */
function get(port, urlPath, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, headers, agent: false }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

describe('createAppServer: the /api proxy', () => {
  let api;
  let app;
  let distDir;

  beforeAll(async () => {
    api = await startApi();
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-dist-'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>shop</title>');
    const { port } = api.server.address();
    app = await listen(createAppServer({ distDir, apiTarget: `http://127.0.0.1:${port}` }));
  });

  afterAll(async () => {
    await new Promise((resolve) => app.close(resolve));
    api.server.closeAllConnections();
    await new Promise((resolve) => api.server.close(resolve));
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('When a browser that accepts gzip calls the API, then the JSON comes compressed and intact', async () => {
    const answer = await get(app.address().port, '/api/category', { 'accept-encoding': 'gzip' });

    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    const unpacked = zlib.gunzipSync(answer.body).toString('utf8');
    expect(unpacked).toBe(api.body);
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(api.body) / 3);
  });

  it('When the API answers compressed already, then the answer passes through as the API sent it', async () => {
    const answer = await get(app.address().port, '/api/kept', { 'accept-encoding': 'gzip, br' });

    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(answer.body).toString('utf8')).toBe(api.body);
  });

  it('When the API is called many times, then the proxy reuses its connections instead of opening one per call', async () => {
    const before = api.seen.connections;
    for (let i = 0; i < 20; i += 1) {
      const answer = await get(app.address().port, `/api/category?page=${i}`);
      expect(answer.status).toBe(200);
    }

    expect(api.seen.connections - before).toBeLessThanOrEqual(2);
    expect(api.seen.connectionHeaders.slice(-20)).not.toContain('close');
  });
});

describe('createAppServer: built files compressed once', () => {
  let app;
  let distDir;
  const HASHED_FILE = '540.23975487.js';
  const script = Buffer.from(
    `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `витамин ${i}`))};\n`,
  );

  beforeAll(async () => {
    // Under a dot folder, as a release is in the end-to-end suite's `.run/`: only paths inside the build count.
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), '.app-dist-'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>shop</title>');
    fs.writeFileSync(path.join(distDir, HASHED_FILE), script);
    fs.writeFileSync(path.join(distDir, `${HASHED_FILE}.br`), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(distDir, 'remoteEntry.js'), script);
    fs.writeFileSync(path.join(distDir, 'remoteEntry.js.br'), zlib.brotliCompressSync(script));
    // A file replaced after its copy was written: the copy is stale.
    fs.writeFileSync(
      path.join(distDir, 'stale.js.br'),
      zlib.brotliCompressSync(Buffer.from('console.log("old");')),
    );
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
    const answer = await get(app.address().port, `/${HASHED_FILE}`, {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });

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
    const body =
      answer.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(answer.body) : answer.body;
    expect(body.equals(script)).toBe(true);
  });

  it('When a path climbs out of the build, then nothing outside it is sent', async () => {
    const answer = await get(app.address().port, '/..%2f..%2fetc%2fpasswd.js', { 'accept-encoding': 'br' });

    expect(answer.status).toBe(404);
  });
});

/**
 * An API stand-in that refuses bodies over 256 KB before reading them, as the API does (413 with its JSON
 * error), and answers other calls after reading their body. `closing` plays a server that closes its
 * connection right after such a refusal instead of reading the rest of the body.
 */
function startRefusingApi({ closing = false } = {}) {
  const server = http.createServer((req, res) => {
    if (Number(req.headers['content-length']) > 256 * 1024) {
      const body = JSON.stringify({
        statusCode: 413,
        error: 'Payload Too Large',
        message: 'Слишком большой запрос',
        code: 'PAYLOAD_TOO_LARGE',
      });
      res.writeHead(413, {
        'content-type': 'application/json; charset=utf-8',
        ...(closing ? { connection: 'close' } : {}),
      });
      res.end(body, () => {
        if (closing) res.socket?.destroy();
      });
      return;
    }
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end('{"ok":true}');
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** A request on `agent` (a kept-alive connection of the test's browser), with its time and whether the connection was reused. */
function call(port, agent, { method = 'POST', urlPath = '/api/cart/clear', body = Buffer.from('{}') } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        method,
        agent,
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: Date.now() - started,
            reused: req.reusedSocket,
          }),
        );
      },
    );
    req.setTimeout(3000, () => req.destroy(new Error('timed out')));
    req.on('error', (error) => resolve({ error: error.message, ms: Date.now() - started }));
    req.end(body);
  });
}

describe('createAppServer: the API refuses a request before reading its body', () => {
  let distDir;
  const big = Buffer.alloc(2.1 * 1024 * 1024, 'a');

  beforeAll(() => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-dist-'));
  });

  afterAll(() => {
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  async function withProxy(api, run) {
    const app = createHttpServer(
      createAppServer({ distDir, apiTarget: `http://127.0.0.1:${api.address().port}` }),
    );
    await new Promise((resolve) => app.listen(0, '127.0.0.1', resolve));
    try {
      await run(app.address().port);
    } finally {
      app.closeAllConnections();
      await new Promise((resolve) => app.close(resolve));
      api.closeAllConnections();
      await new Promise((resolve) => api.close(resolve));
    }
  }

  it("When a 2 MB body is sent to an API that refuses it early, then the browser gets the API's 413 every time, and its connection carries the next request at once", async () => {
    await withProxy(await startRefusingApi(), async (port) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      for (let i = 0; i < 10; i += 1) {
        const refused = await call(port, agent, { body: big });
        expect(refused.status).toBe(413);
        expect(JSON.parse(refused.body)).toMatchObject({
          statusCode: 413,
          message: 'Слишком большой запрос',
        });

        const next = await call(port, agent);
        expect(next).toMatchObject({ status: 200, body: '{"ok":true}' });
        expect(next.ms).toBeLessThan(1000);
      }
      // The connection was kept: the browser did not have to open one per request.
      const again = await call(port, agent);
      expect(again.reused).toBe(true);
      agent.destroy();
    });
  });

  it('When the API closes its connection right after refusing, then the browser gets an answer with Connection: close, never a hung connection', async () => {
    await withProxy(await startRefusingApi({ closing: true }), async (port) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      for (let i = 0; i < 5; i += 1) {
        const refused = await call(port, agent, { body: big });
        // The API's answer when it came before the closed connection was noticed, else the proxy's 502.
        expect([413, 502]).toContain(refused.status);
        expect(JSON.parse(refused.body).message).toMatch(
          /^(Слишком большой запрос|Сервис временно недоступен)$/,
        );
        expect(refused.headers.connection).toBe('close');

        const next = await call(port, agent);
        expect(next).toMatchObject({ status: 200 });
        expect(next.ms).toBeLessThan(1000);
      }
      agent.destroy();
    });
  });

  it('When a refused body is declared longer than the proxy drops (16 MB), then the answer closes the connection', async () => {
    await withProxy(await startRefusingApi(), async (port) => {
      const answer = await new Promise((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            path: '/api/cart/clear',
            method: 'POST',
            agent: new http.Agent({ keepAlive: true }),
            headers: { 'content-type': 'application/json', 'content-length': 17 * 1024 * 1024 },
          },
          (res) => {
            res.resume();
            res.on('end', () => {
              req.destroy();
              resolve({ status: res.statusCode, connection: res.headers.connection });
            });
          },
        );
        req.on('error', reject);
        req.write(Buffer.alloc(64 * 1024, 'a'));
      });

      expect(answer).toEqual({ status: 413, connection: 'close' });
    });
  });

  it("When the address is over 16 KB, then the answer is the shop's 431 JSON with the Russian message, as the API gives it", async () => {
    await withProxy(await startRefusingApi(), async (port) => {
      const answer = await get(port, `/api/products?q=${'a'.repeat(17 * 1024)}`);

      expect(answer.status).toBe(431);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(answer.body.toString('utf8'))).toEqual({
        statusCode: 431,
        error: 'Request Header Fields Too Large',
        message: 'Слишком большие заголовки запроса',
        code: 'BAD_REQUEST',
      });
    });
  });
});
