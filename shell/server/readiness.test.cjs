/** @jest-environment node */
// The shell server's readiness (ADR 0050): its build, the API answering and its render pool, never cached.
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { createAppServer } = require('shared-kit/tooling/server');
const { addRoutes } = require('./routes.cjs');

const listen = (server) => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
const closeServer = (server) => new Promise((resolve) => server.close(resolve));

async function ready(server) {
  const response = await fetch(`http://127.0.0.1:${server.address().port}/health/ready`);
  return { status: response.status, body: await response.json(), cacheControl: response.headers.get('cache-control') };
}

describe('the shell server’s readiness', () => {
  const saved = process.env.API_URL;
  let api;
  let shell;
  let renderState = 'ok';

  beforeAll(async () => {
    api = await listen(http.createServer((req, res) => res.writeHead(req.url === '/api/health/live' ? 200 : 404).end('{}')));
    process.env.API_URL = `http://127.0.0.1:${api.address().port}`;
    const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Здоровье+</title>');
    const renderer = { render: async () => null, state: () => renderState, stats: () => ({ workers: 0, inFlight: 0 }), close: async () => undefined };
    const app = createAppServer({ distDir, before: (server) => addRoutes(server, { distDir, renderer }) });
    shell = await listen(http.createServer(app));
  });

  afterAll(async () => {
    process.env.API_URL = saved;
    await closeServer(shell);
    if (api.listening) await closeServer(api);
  });

  it('When the API answers and the render pool is up, then ready is 200 with each check, not cached', async () => {
    expect(await ready(shell)).toEqual({ status: 200, body: { status: 'ready', checks: { build: 'ok', api: 'ok', render: 'ok' } }, cacheControl: 'no-store' });
  });

  it('When the render pool is closed, then ready is 503 and says so', async () => {
    renderState = 'closed';
    try {
      expect(await ready(shell)).toMatchObject({ status: 503, body: { status: 'not-ready', checks: { render: 'closed' } } });
    } finally {
      renderState = 'ok';
    }
  });

  it('When the API cannot be reached, then ready is 503 once its last answer is older than a second', async () => {
    await closeServer(api);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await ready(shell)).toEqual({
      status: 503,
      body: { status: 'not-ready', checks: { build: 'ok', api: 'unreachable', render: 'ok' } },
      cacheControl: 'no-store',
    });
  });
});

describe('the shell server’s metrics port', () => {
  const saved = { ...process.env };
  afterAll(() => {
    process.env = saved;
  });

  it('When SHELL_METRICS_PORT is set, then its own port serves the metrics of the shop’s port, with Node’s own, and the shop’s port never answers them', async () => {
    const probe = await listen(http.createServer());
    const metricsPort = probe.address().port;
    await closeServer(probe);
    Object.assign(process.env, { SHELL_METRICS_PORT: String(metricsPort), METRICS_TOKEN: '' });
    const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
    const { first } = require('./routes.cjs');
    const app = createAppServer({ distDir, first });
    const shell = await listen(http.createServer(app));
    const base = `http://127.0.0.1:${shell.address().port}`;
    try {
      let scrape;
      for (let attempt = 0; attempt < 50 && !scrape; attempt += 1) {
        await fetch(`${base}/health/live`);
        scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((response) => response.text(), () => undefined);
      }
      const onShopPort = await fetch(`${base}/metrics`);

      expect(scrape).toMatch(/^http_requests_total\{method="GET",page="\/health\/live",status_class="2xx"\} [1-9]/m);
      expect(scrape).toContain('process_resident_memory_bytes');
      expect(scrape).toContain('shell_render_pool_workers 0');
      expect(await onShopPort.text()).not.toContain('http_requests_total');
    } finally {
      await closeServer(shell);
      await Promise.all(app.locals.operations.closers.map((close) => close()));
    }
  });
});
