// The shell's server metrics for Prometheus (prom-client, ADR 0050, docs/operations.md): its requests by
// page pattern, its server renders (how long, how they ended) and its render pool. Served by the metrics
// server of shared-kit/tooling/server.cjs on SHELL_METRICS_PORT, never on the shop's port.
const path = require('node:path');
const client = require('prom-client');

/** Seconds: from a file served from memory to a page whose render ran out of time. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Fixed addresses of the shell's own, labelled by themselves; anything else by its kind. */
const OWN_PATHS = new Set(['/remotes.json', '/robots.txt', '/sitemap.xml', '/healthz', '/health/live', '/health/ready']);

/**
 * The label of a request that is not a page: one of a few kinds, never its address, so the series stay
 * bounded whatever addresses are asked for. Pages set their own (`res.locals.page`, routes.cjs).
 */
function kindOf(req) {
  const pathname = req.path;
  if (OWN_PATHS.has(pathname)) return pathname;
  if (pathname === '/api' || pathname.startsWith('/api/')) return '/api/*';
  if (pathname.startsWith('/releases/')) return '/releases/*';
  if (pathname.startsWith('/sitemaps/')) return '/sitemaps/*';
  if (path.extname(pathname)) return 'static';
  return 'unmatched';
}

/**
 * The metrics of one shell server process.
 * @param {{ defaultMetrics?: boolean }} [options] Node's own metrics too (the server asks for them; tests do not)
 */
function createShellMetrics({ defaultMetrics = false } = {}) {
  const registry = new client.Registry();
  if (defaultMetrics) client.collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'page', 'status_class'];
  const requests = new client.Counter({ name: 'http_requests_total', help: 'Requests answered, by method, page pattern and status class', labelNames, registers: [registry] });
  const durations = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, page pattern and status class',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const renders = new client.Histogram({
    name: 'shell_render_duration_seconds',
    help: 'Server renders of pages, by outcome: rendered, degraded (a remote part left to the browser) or failed',
    labelNames: ['outcome'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const failures = new client.Counter({ name: 'shell_render_failures_total', help: 'Server renders that failed (the page was left to the browser)', registers: [registry] });
  let poolStats = () => ({ workers: 0, inFlight: 0 });
  new client.Gauge({
    name: 'shell_render_pool_workers',
    help: 'Render workers kept (one per composition of releases, ADR 0036)',
    registers: [registry],
    collect() {
      this.set(poolStats().workers);
    },
  });
  new client.Gauge({
    name: 'shell_render_pool_in_flight',
    help: 'Renders sent to the render workers and not answered yet (the pool’s queue)',
    registers: [registry],
    collect() {
      this.set(poolStats().inFlight);
    },
  });

  return {
    registry,
    /** Times every request; a page handler names its pattern in `res.locals.page`. */
    middleware(req, res, next) {
      const started = process.hrtime.bigint();
      res.once('finish', () => {
        const labels = { method: req.method, page: res.locals.page ?? kindOf(req), status_class: `${Math.floor(res.statusCode / 100)}xx` };
        requests.inc(labels);
        durations.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
      });
      next();
    },
    /** One server render: `rendered`, `degraded` or `failed`, and how long it took. */
    observeRender(outcome, seconds) {
      renders.observe({ outcome }, seconds);
      if (outcome === 'failed') failures.inc();
    },
    /** Where the render pool's size and queue are read from when scraped. */
    watchRenderPool(stats) {
      poolStats = stats;
    },
    /** The text of a scrape. */
    async read() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}

module.exports = { createShellMetrics, kindOf };
