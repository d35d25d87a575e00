import { buildTestApp, type TestApp } from '../test/build-test-app';
import { metricValue } from '../test/metrics';
import { UNMATCHED_ROUTE } from './operations';

describe('the metrics and readiness of the API', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ productCount: 60 });
  });

  afterAll(async () => {
    await t.close();
  });

  const requests = (route: string, statusClass = '2xx') =>
    metricValue(t.app.metrics.registry, 'http_requests_total', { method: 'GET', route, status_class: statusClass });

  test('When a route is requested, then its pattern’s counter and latency histogram grow, never a label of the raw address', async () => {
    // Arrange
    const before = await requests('/api/products/*', '4xx');
    const histogramBefore = await metricValue(t.app.metrics.registry, 'http_request_duration_seconds', { route: '/api/products/*' }, '_count');

    // Act
    const answers = await Promise.all(['no-such-product-1', 'no-such-product-2'].map((slug) => t.app.inject({ method: 'GET', url: `/api/products/${slug}` })));

    // Assert
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404]);
    expect(await requests('/api/products/*', '4xx')).toBe(before + 2);
    expect(await metricValue(t.app.metrics.registry, 'http_request_duration_seconds', { route: '/api/products/*' }, '_count')).toBe(histogramBefore + 2);
    const text = await t.app.metrics.registry.metrics();
    expect(text).not.toContain('no-such-product');
  });

  test('When unknown addresses are requested, then they all count under one label', async () => {
    // Arrange
    const before = await requests(UNMATCHED_ROUTE, '4xx');

    // Act
    for (const url of ['/api/nope-1', '/api/nope-2?x=1', '/api/nope/3']) await t.app.inject({ method: 'GET', url });

    // Assert
    expect(await requests(UNMATCHED_ROUTE, '4xx')).toBe(before + 3);
    const text = await t.app.metrics.registry.metrics();
    expect(text).not.toMatch(/nope/);
  });

  test('When the public catalogue is read twice, then the cache’s miss and hit are counted', async () => {
    // Arrange
    const hits = await metricValue(t.app.metrics.registry, 'shop_public_cache_hits_total');
    const misses = await metricValue(t.app.metrics.registry, 'shop_public_cache_misses_total');

    // Act
    const first = await t.app.inject({ method: 'GET', url: '/api/categories/tree' });
    const second = await t.app.inject({ method: 'GET', url: '/api/categories/tree' });

    // Assert
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(await metricValue(t.app.metrics.registry, 'shop_public_cache_misses_total')).toBe(misses + 1);
    expect(await metricValue(t.app.metrics.registry, 'shop_public_cache_hits_total')).toBe(hits + 1);
  });

  test('When scraped, then the database pool reports its connections', async () => {
    // Act
    const total = await metricValue(t.app.metrics.registry, 'shop_db_pool_connections', { database: 'primary', state: 'total' });
    const text = await t.app.metrics.registry.metrics();

    // Assert
    expect(total).toBeGreaterThanOrEqual(1);
    expect(text).toContain(`shop_db_pool_connections{database="primary",engine="${t.db.engine}",state="waiting"}`);
  });

  test('When the probes are asked, then live is 200, ready is 200 with its checks, and neither may be cached', async () => {
    // Act
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });

    // Assert
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok' } });
    expect([live.headers['cache-control'], ready.headers['cache-control']]).toEqual(['no-store', 'no-store']);
  });

  test('When a migration of this build is not applied, then ready is 503 and says which check failed', async () => {
    // Arrange
    const { rows } = await t.db.query<{ version: number; name: string }>('SELECT version, name FROM schema_migrations ORDER BY version DESC LIMIT 1');
    await t.db.query('DELETE FROM schema_migrations WHERE version = $1', [rows[0].version]);

    try {
      // Act
      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });

      // Assert
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not-ready', checks: { database: 'ok', migrations: 'pending' } });
    } finally {
      await t.db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [rows[0].version, rows[0].name]);
    }
  });

  test('When the process is stopping, then ready is 503 while live and the old health stay 200', async () => {
    // Arrange
    t.app.lifecycle.draining = true;

    try {
      // Act
      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });

      // Assert
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'stopping', checks: {} });
      expect([live.statusCode, health.statusCode]).toEqual([200, 200]);
    } finally {
      t.app.lifecycle.draining = false;
    }
  });
});
