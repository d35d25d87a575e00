/** @jest-environment node */
// The shell's server metrics (ADR 0050): every request counted under its page pattern or its kind, never
// its address.
const http = require('node:http');
const express = require('express');
const { createShellMetrics, kindOf } = require('./metrics.cjs');
const { pageLabel } = require('./routes.cjs');

function serve(app) {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
}

const get = (server, path) =>
  new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port: server.address().port, path, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    }).on('error', reject);
  });

describe('the shell server’s metrics', () => {
  let server;
  const metrics = createShellMetrics();
  const count = async (page, statusClass) =>
    (await metrics.registry.getSingleMetric('http_requests_total').get()).values.find(
      (item) => item.labels.page === page && item.labels.status_class === statusClass,
    )?.value ?? 0;

  beforeAll(async () => {
    const app = express();
    app.use(metrics.middleware);
    app.get('/products/:slug', (_req, res) => {
      res.locals.page = '/products/*';
      res.send('page');
    });
    app.use((_req, res) => res.status(404).send('no'));
    server = await serve(app);
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('When pages are asked, then their pattern’s counter grows; unknown addresses share one label and never appear', async () => {
    const before = [await count('/products/*', '2xx'), await count('unmatched', '4xx')];

    await get(server, '/products/vitamin-d3-1');
    await get(server, '/products/omega-3-2');
    await get(server, '/no/such/page-1');
    await get(server, '/no/such/page-2');

    expect([await count('/products/*', '2xx'), await count('unmatched', '4xx')]).toEqual([before[0] + 2, before[1] + 2]);
    const text = await metrics.registry.metrics();
    expect(text).not.toMatch(/vitamin-d3|no\/such/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",page="\/products\/\*",status_class="2xx"\} 2/);
  });

  it('When requests are not pages, then they are labelled by kind', () => {
    const kinds = ['/api/products/x', '/releases/mf-catalog/1.0.0/a.js', '/main.1234abcd.js', '/remotes.json', '/health/ready', '/wp-admin/x'].map((path) =>
      kindOf({ path }),
    );
    expect(kinds).toEqual(['/api/*', '/releases/*', 'static', '/remotes.json', '/health/ready', 'unmatched']);
  });

  it('When a page is labelled, then it is its declared pattern or its kind', () => {
    expect(pageLabel({ type: 'declared' }, { path: '/brands/:slug' })).toBe('/brands/:slug');
    expect(pageLabel({ type: 'product', slug: 'x' }, undefined)).toBe('/products/*');
    expect(pageLabel({ type: 'content', slug: 'about' }, undefined)).toBe('content');
    expect(pageLabel({ type: 'unknown' }, undefined)).toBe('unmatched');
  });
});
