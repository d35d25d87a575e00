import type { ApiErrorDto } from 'api-contracts';
import { ADDRESS_LIMITS } from '../../plugins/rate-limits';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { DEVELOPMENT_OPERATOR_PASSWORD, DEVELOPMENT_OPERATOR_USER } from '../operators/index';
import { loadVitalsSampleRate } from './vitals-config';
import { axisTop } from './vitals-chart';
import { vitalsPage } from './vitals-page';
import { MAX_BODY_BYTES } from './vitals-rules';

let t: TestApp;
let address = 0;
/** A fresh client address per request, so the per-address limit never meets a test that does not test it. */
const nextIp = () => `10.42.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;
const OPERATOR = `Basic ${Buffer.from(`${DEVELOPMENT_OPERATOR_USER}:${DEVELOPMENT_OPERATOR_PASSWORD}`).toString('base64')}`;
const RUSSIAN = /[А-Яа-яЁё]/;

beforeAll(async () => {
  t = await buildTestApp({ productCount: 20, config: { vitalsSampleRate: 0.25 } });
}, 180_000);

afterAll(async () => {
  await t.close();
});

const send = (payload: unknown, type = 'application/json', remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/vitals', remoteAddress, headers: { 'content-type': type }, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });

async function rowsOf(route: string): Promise<Array<{ metric: string; device: string; value: number }>> {
  const { rows } = await t.db.query<{ metric: string; device: string; value: number }>('SELECT metric, device, value FROM field_vitals WHERE route = $1 ORDER BY metric', [route]);
  return rows;
}

const beacon = (route: string, metrics: Array<{ name: string; value: unknown }>, device = 'phone') => ({ route, device, metrics });

describe('POST /api/vitals', () => {
  test('When the shell sends a beacon as JSON, then it is 204 and each measure is a row of route, metric, device and value, nothing else', async () => {
    const response = await send(beacon('product', [{ name: 'LCP', value: 1800.5 }, { name: 'CLS', value: 0.02 }, { name: 'TTFB', value: 310 }, { name: 'INP', value: 96 }]));
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await rowsOf('product')).toEqual([
      { metric: 'CLS', device: 'phone', value: 0.02 },
      { metric: 'INP', device: 'phone', value: 96 },
      { metric: 'LCP', device: 'phone', value: 1800.5 },
      { metric: 'TTFB', device: 'phone', value: 310 },
    ]);
    const { rows } = await t.db.query("SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'field_vitals' ORDER BY column_name");
    expect(rows.map((row) => row.column_name)).toEqual(['day', 'device', 'metric', 'route', 'value']);
  });

  test('When the beacon comes as text/plain (navigator.sendBeacon with a string), then it is read as JSON and kept', async () => {
    const response = await send(beacon('cart', [{ name: 'LCP', value: 900 }], 'desktop'), 'text/plain;charset=UTF-8');
    expect(response.statusCode).toBe(204);
    expect(await rowsOf('cart')).toEqual([{ metric: 'LCP', device: 'desktop', value: 900 }]);
  });

  test('When a beacon carries more than it should (an address, a user), then only the measures are kept', async () => {
    const response = await send({ ...beacon('brands', [{ name: 'TTFB', value: 200 }]), url: '/brands?utm=1', user: 'anna@example.ru' });
    expect([204, 400]).toContain(response.statusCode);
    const { rows } = await t.db.query<{ text: string }>("SELECT row_to_json(f)::text AS text FROM field_vitals f WHERE route = 'brands'");
    for (const row of rows) expect(row.text).not.toMatch(/utm|anna/);
  });

  test.each([
    ['an unknown metric', beacon('home', [{ name: 'FID', value: 10 }])],
    ['an address for a route', beacon('/products/vitamin-d3', [{ name: 'LCP', value: 10 }])],
    ['a route in capitals', beacon('Product', [{ name: 'LCP', value: 10 }])],
    ['a route too long', beacon('a'.repeat(41), [{ name: 'LCP', value: 10 }])],
    ['a device of its own', beacon('home', [{ name: 'LCP', value: 10 }], 'tv')],
    ['a negative value', beacon('home', [{ name: 'LCP', value: -1 }])],
    ['a CLS beyond its bounds', beacon('home', [{ name: 'CLS', value: 51 }])],
    ['an INP beyond its bounds', beacon('home', [{ name: 'INP', value: 60_001 }])],
    ['a value that is not finite', beacon('home', [{ name: 'LCP', value: '1e400' }])],
    ['a value that is text', beacon('home', [{ name: 'LCP', value: 'быстро' }])],
    ['no measures', beacon('home', [])],
    ['too many measures', beacon('home', Array.from({ length: 21 }, () => ({ name: 'CLS', value: 0 })))],
    ['a list instead of a beacon', [1, 2, 3]],
    ['broken JSON', '{"route": "home", '],
    ['broken text/plain', 'route=home'],
    ['an empty body', ''],
  ])('When a beacon has %s, then it is a 4xx JSON error in Russian and nothing is kept', async (_what, payload) => {
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM field_vitals');
    const response = await send(payload, typeof payload === 'string' && payload.startsWith('route') ? 'text/plain' : 'application/json');
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const body = response.json<ApiErrorDto>();
    expect(body.message).toMatch(RUSSIAN);
    expect(body.code).not.toMatch(/^FST_/);
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM field_vitals')).rows[0].n).toBe(before.rows[0].n);
  });

  test('When a beacon is larger than the bound, then it is 413 in Russian', async () => {
    const padded = JSON.stringify(beacon('home', [{ name: 'LCP', value: 1 }])).replace('"home"', `"home"${' '.repeat(MAX_BODY_BYTES)}`);
    for (const type of ['application/json', 'text/plain']) {
      const response = await send(padded, type);
      expect(response.statusCode).toBe(413);
      expect(response.json<ApiErrorDto>().message).toMatch(RUSSIAN);
    }
  });

  test('When one address sends beacons past its limit, then it gets 429 with Retry-After and the beacon is not kept', async () => {
    const ip = '10.43.0.1';
    await t.app.repositories.limits.hit(`vitals:ip:${ip}`, ADDRESS_LIMITS.vitals.windowSeconds);
    await t.db.query('UPDATE form_rate_limits SET hits = $2 WHERE bucket = $1', [`vitals:ip:${ip}`, ADDRESS_LIMITS.vitals.max]);
    const response = await send(beacon('search', [{ name: 'LCP', value: 1 }]), 'application/json', ip);
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
    expect(response.json<ApiErrorDto>().message).toMatch(/^Слишком много запросов/);
    expect(await rowsOf('search')).toEqual([]);
  });
});

describe('the sample rate', () => {
  test('When the shell asks for the share of page views to measure, then it is the configured one, cacheable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/vitals/settings' });
    expect(response.json()).toEqual({ sample_rate: 0.25 });
    expect(response.headers['cache-control']).toBe('public, max-age=600');
  });

  test.each([
    [undefined, 0.1, 0],
    ['1', 1, 0],
    ['0', 0, 0],
    ['0.05', 0.05, 0],
    ['1.5', 0.1, 1],
    ['-0.1', 0.1, 1],
    ['десять', 0.1, 1],
  ])('When VITALS_SAMPLE_RATE is %s, then the rate is %s with %s problems', (raw, rate, problemCount) => {
    const problems: string[] = [];
    expect(loadVitalsSampleRate(() => raw, problems)).toBe(rate);
    expect(problems).toHaveLength(problemCount);
  });
});

describe('the operator read', () => {
  beforeAll(async () => {
    // Known values: yesterday's LCP of `category` 1000, 2000, 3000, 4000 (p75 3250 by linear interpolation),
    // today's 500 alone; a measure 40 days old, outside a 28-day read.
    await t.db.query(
      `INSERT INTO field_vitals (day, route, metric, device, value)
       SELECT (now() AT TIME ZONE 'Europe/Moscow')::date - d, 'category', 'LCP', dev, v
       FROM (VALUES (1, 'phone', 1000.0), (1, 'phone', 2000), (1, 'desktop', 3000), (1, 'desktop', 4000), (0, 'phone', 500), (40, 'phone', 9000)) AS x(d, dev, v)`,
    );
  });

  const read = (query = '', authorization: string | null = OPERATOR) =>
    t.app.inject({ method: 'GET', url: `/api/operator/vitals${query}`, remoteAddress: nextIp(), headers: authorization ? { authorization } : {} });

  test('When an operator reads the field data, then each route, metric and day has its p75 and count over the days asked', async () => {
    const response = await read('?days=28');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json<{ from: string; to: string; thresholds: Record<string, number>; rows: Array<{ day: string; route: string; metric: string; p75: number; samples: number }> }>();
    const category = body.rows.filter((row) => row.route === 'category');
    expect(category.map(({ p75, samples }) => ({ p75, samples }))).toEqual([
      { p75: 3250, samples: 4 },
      { p75: 500, samples: 1 },
    ]);
    expect(category[1].day).toBe(body.to);
    expect(Date.parse(body.to) - Date.parse(body.from)).toBe(27 * 86_400_000);
    expect(body.thresholds).toEqual({ LCP: 2500, INP: 200, CLS: 0.1, TTFB: 800 });
  });

  test('When the read names a device class, then only its measures count', async () => {
    const body = (await read('?days=7&device=desktop')).json<{ rows: Array<{ route: string; p75: number; samples: number }> }>();
    expect(body.rows.filter((row) => row.route === 'category').map(({ p75, samples }) => ({ p75, samples }))).toEqual([{ p75: 3750, samples: 2 }]);
  });

  test.each([
    ['no operator', null],
    ['a wrong password', `Basic ${Buffer.from(`${DEVELOPMENT_OPERATOR_USER}:wrong-password-123`).toString('base64')}`],
  ])('When the read comes with %s, then it is 401 in Russian asking for Basic', async (_who, authorization) => {
    for (const url of ['', '/page']) {
      const response = await read(url, authorization);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Basic/);
      expect(response.json<ApiErrorDto>().message).toBe('Нужен вход оператора магазина');
    }
  });

  test.each(['?days=0', '?days=91', '?days=x', '?device=tv'])('When the read asks for %s, then it is a 400 in Russian', async (query) => {
    const response = await read(query);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorDto>().message).toMatch(RUSSIAN);
  });
});

describe("the operator's page", () => {
  test('When an operator opens the page, then each metric has a labelled chart with its «good» line and a table of the numbers, in Russian', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/operator/vitals/page?days=7', remoteAddress: nextIp(), headers: { authorization: OPERATOR } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    const html = response.body;
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain('name="viewport" content="width=device-width, initial-scale=1"');
    expect(html.match(/<svg viewBox="0 0 480 280" role="img" aria-labelledby="chart-\w+-title chart-\w+-desc"/g)).toHaveLength(4);
    expect(html).toContain('<title id="chart-LCP-title">LCP — отрисовка главного содержимого, 75-й процентиль, мс</title>');
    expect(html).toContain('хорошо ≤ 2\u202f500 мс');
    expect(html).toContain('хорошо ≤ 0,100');
    expect(html).toContain('<td>category</td><td class="num">3\u202f250</td><td class="num">4</td>');
    expect(html).not.toMatch(/<script/i);
  });

  test('When a route name or number were hostile, then the page escapes them', () => {
    const html = vitalsPage({ days: ['2026-11-28', '2026-11-29'], device: null, rows: [{ day: '2026-11-29', route: '<script>alert(1)</script>', metric: 'LCP', p75: 1200, samples: 3 }] });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
  });

  test.each([
    ['LCP', 3000, 5000],
    ['LCP', 0, 5000],
    ['INP', 100, 400],
    ['CLS', 0, 0.2],
    ['CLS', 0.31, 0.4],
    ['TTFB', 0, 1600],
    ['TTFB', 9000, 10_000],
  ] as const)('When the highest %s p75 is %s, then the axis reaches %s in four round steps, above the «good» line', (metric, highest, top) => {
    expect(axisTop(metric, highest)).toBe(top);
  });

  test('When there are no measures, then the page says so and still draws the thresholds', () => {
    const html = vitalsPage({ days: ['2026-11-29'], device: 'phone', rows: [] });
    expect(html).toContain('Замеров за это время нет');
    expect(html).toContain('хорошо ≤ 200 мс');
    expect(html).toContain('телефоны');
  });
});
