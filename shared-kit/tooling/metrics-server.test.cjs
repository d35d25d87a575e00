/** @jest-environment node */
// The metrics server of an app's process (ADR 0050): a port of its own, a bearer token, never open by accident.
const { startMetricsServer } = require('./server.cjs');

const TOKEN = 'a-metrics-token-for-the-test';
const read = async () => ({ contentType: 'text/plain; version=0.0.4; charset=utf-8', body: 'shop_up 1\n' });

describe('the metrics server', () => {
  it('When its port is not set, then no server is started', async () => {
    expect(await startMetricsServer({ portVariable: 'SHELL_METRICS_PORT', read, env: {} })).toBeNull();
  });

  it('When it would listen beyond the loopback without a token, then it refuses to start and says why', () => {
    expect(() => startMetricsServer({ portVariable: 'SHELL_METRICS_PORT', read, env: { SHELL_METRICS_PORT: '9465', METRICS_HOST: '0.0.0.0' } })).toThrow(
      'METRICS_HOST=0.0.0.0 opens the metrics beyond this machine: set METRICS_TOKEN',
    );
  });

  it('When a token is set, then a scrape without it or with another is 401 and one with it gets the metrics, not cached', async () => {
    const server = await new Promise((resolve, reject) => {
      const net = require('node:net').createServer();
      net.listen(0, '127.0.0.1', () => {
        const { port } = net.address();
        net.close(() => startMetricsServer({ portVariable: 'P', read, env: { P: String(port), METRICS_TOKEN: TOKEN } }).then(resolve, reject));
      });
    });
    const url = `http://127.0.0.1:${server.address().port}`;
    try {
      const without = await fetch(`${url}/metrics`);
      const wrong = await fetch(`${url}/metrics`, { headers: { authorization: 'Bearer another-token-of-some-length' } });
      const right = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      const elsewhere = await fetch(`${url}/other`, { headers: { authorization: `Bearer ${TOKEN}` } });

      expect([without.status, wrong.status, right.status, elsewhere.status]).toEqual([401, 401, 200, 404]);
      expect(await right.text()).toBe('shop_up 1\n');
      expect(right.headers.get('cache-control')).toBe('no-store');
      expect(await without.json()).toMatchObject({ statusCode: 401, message: 'Нужен токен метрик (METRICS_TOKEN)' });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
