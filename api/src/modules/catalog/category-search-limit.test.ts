import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { ADDRESS_LIMITS, type RateLimit } from '../../plugins/rate-limits';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ productCount: 60 });
});

afterAll(async () => {
  await t.close();
});

const SECTION = 'vitaminy-i-bady';
const LIMIT = ADDRESS_LIMITS.categorySearch;
const get = (url: string, remoteAddress: string) => t.app.inject({ method: 'GET', url, remoteAddress });
const search = (query: string, remoteAddress: string, rest = '') => get(`/api/category?query=${encodeURIComponent(query)}${rest}`, remoteAddress);
const counted = async (address: string) => (await t.app.repositories.limits.count(`category-search:ip:${address}`, LIMIT.windowSeconds)).hits;

/**
 * Sets the current window of `bucket` to `hits`, as many earlier requests would have, then sends `send`.
 * A window that closes in between (once a minute) is filled again and the request repeated once.
 */
async function afterHits(bucket: string, limit: RateLimit, hits: number, send: () => Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  for (let attempt = 0; ; attempt += 1) {
    await t.app.repositories.limits.hit(bucket, limit.windowSeconds);
    await t.db.query(
      'UPDATE form_rate_limits SET hits = $2 WHERE bucket = $1 AND window_start = (SELECT max(window_start) FROM form_rate_limits WHERE bucket = $1)',
      [bucket, hits],
    );
    const response = await send();
    if (response.statusCode === 429 || attempt > 0) return response;
  }
}

/** Runs `send` from a fresh address and answers how many it counted; repeated once when a window closed meanwhile. */
async function countOf(prefix: string, send: (address: string) => Promise<void>): Promise<number> {
  for (let attempt = 0; ; attempt += 1) {
    const address = `${prefix}.${attempt + 1}`;
    const window = Math.floor(Date.now() / (LIMIT.windowSeconds * 1000));
    await send(address);
    if (Math.floor(Date.now() / (LIMIT.windowSeconds * 1000)) === window || attempt > 0) return counted(address);
  }
}

describe('per-address limit of the category read that searches by text', () => {
  test('When one address searches the catalogue past the limit, then it gets 429 in Russian with Retry-After, and other addresses do not', async () => {
    expect((await search('витамин', '10.4.0.1')).statusCode).toBe(200);

    const refused = await afterHits('category-search:ip:10.4.0.1', LIMIT, LIMIT.max, () => search('магний', '10.4.0.1', '&page=2'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/^Слишком много запросов с вашего адреса/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(LIMIT.windowSeconds);
    // A refusal is no public answer to keep.
    expect(refused.headers['cache-control'] ?? '').not.toMatch(/public/);
    expect((await get(`/api/category/${SECTION}?query=${encodeURIComponent('магний')}`, '10.4.0.1')).statusCode).toBe(429);

    expect((await search('магний', '10.4.0.9', '&page=2')).statusCode).toBe(200);
  });

  test('When an address is past the limit, then its category pages without a query and its dropdown still answer', async () => {
    const address = '10.4.1.1';
    expect((await afterHits(`category-search:ip:${address}`, LIMIT, LIMIT.max, () => search('витамин', address))).statusCode).toBe(429);

    for (const url of ['/api/category', `/api/category/${SECTION}`, `/api/category?category_query=${SECTION}&sorting=price_asc&page=2`, `/api/category/${SECTION}?brand=1`]) {
      expect({ url, status: (await get(url, address)).statusCode }).toEqual({ url, status: 200 });
    }
    // The dropdown counts in its own bucket.
    expect((await get(`/api/modal-search?query=${encodeURIComponent('витамин')}`, address)).statusCode).toBe(200);
  });

  test('When an address is at the limit, then its last allowed search is given and the next is refused', async () => {
    const address = '10.4.2.1';
    expect((await afterHits(`category-search:ip:${address}`, LIMIT, LIMIT.max - 1, () => search('витамин', address))).statusCode).toBe(200);
    expect((await search('витамин', address, '&sorting=price_asc')).statusCode).toBe(429);
  });

  test('When the dropdown is past its limit, then the results page of the same address still answers', async () => {
    const address = '10.4.3.1';
    const dropdown = await afterHits(`search:ip:${address}`, ADDRESS_LIMITS.search, ADDRESS_LIMITS.search.max, () =>
      get(`/api/modal-search?query=${encodeURIComponent('магний')}`, address),
    );
    expect(dropdown.statusCode).toBe(429);
    expect((await search('магний', address)).statusCode).toBe(200);
  });

  test('When a shopper searches, pages and filters the results, then each read that searches counts once', async () => {
    const hits = await countOf('10.4.4', async (address) => {
      const answers = await Promise.all([
        search('витамин', address),
        search('витамин', address, '&page=2&sorting=price_desc'),
        search('витамин', address, `&category_query=${SECTION}&availability=in_stock`),
        get(`/api/category/${SECTION}?query=${encodeURIComponent('магний')}`, address),
        get(`/api/category?filters=${encodeURIComponent(JSON.stringify({ query: 'омега', brand: [1] }))}`, address),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    });
    expect(hits).toBe(5);
  });

  test('When category reads search nothing, then they are not counted', async () => {
    const hits = await countOf('10.4.5', async (address) => {
      for (const url of [
        '/api/category',
        `/api/category/${SECTION}?page=2&sorting=new`,
        `/api/category?category_query=${SECTION}`,
        `/api/category?query=${encodeURIComponent(' ab ')}`,
        `/api/category?filters=${encodeURIComponent(JSON.stringify({ brand: [1] }))}`,
        `/api/category?filters=${encodeURIComponent(JSON.stringify({ query: 'a' }))}`,
      ]) {
        expect({ url, status: (await get(url, address)).statusCode }).toEqual({ url, status: 200 });
      }
    });
    expect(hits).toBe(0);
  });

  test('When searches are refused by validation, then they are not counted', async () => {
    const hits = await countOf('10.4.6', async (address) => {
      for (const rest of ['&sorting=nothing', '&filters=%7Bnot-json', `&filters=${encodeURIComponent(JSON.stringify({ rating: 9 }))}`]) {
        expect({ rest, status: (await search('витамин', address, rest)).statusCode }).toEqual({ rest, status: 400 });
      }
      expect((await get(`/api/category?filters=${encodeURIComponent(JSON.stringify({ query: 'витамин', price_min: 'дёшево' }))}`, address)).statusCode).toBe(400);
    });
    expect(hits).toBe(0);
  });
});
