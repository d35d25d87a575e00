/** @jest-environment node */
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const fs = require('node:fs');
const zlib = require('node:zlib');
const { createAppServer } = require('./server.cjs');

/** An API stand-in on the loopback: answers JSON and counts the connections it was opened with. */
function startApi() {
  const seen = { connections: 0, connectionHeaders: [] };
  const body = JSON.stringify({ products: Array.from({ length: 200 }, (_, id) => ({ id, title: `Товар ${id}` })) });
  const packed = zlib.brotliCompressSync(body);
  const server = http.createServer((req, res) => {
    seen.connectionHeaders.push(req.headers.connection ?? '');
    // A kept public read: the API sends it compressed already to a caller that takes brotli.
    if (req.url.startsWith('/api/kept') && /\bbr\b/.test(req.headers['accept-encoding'] ?? '')) {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-encoding': 'br', vary: 'Accept-Encoding' });
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
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
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
