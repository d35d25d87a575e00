import type { CategoryPageDto, ProductDetailsDto, SessionDto } from 'api-contracts';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { openPgDatabase } from '../db/pg-database';
import { buildTestApp, testConfig, type TestApp } from '../test/build-test-app';
import { createSignedInAccount, type TestAccount } from '../test/fixtures';
import { testDatabaseUrl } from '../test/test-database';
import { brotliDecompressSync } from 'node:zlib';
import { acceptsBrotli, entityTag, matchesEtag, PUBLIC_CACHE_CONTROL } from './public-cache';

const SECTION = 'vitaminy-i-bady';

let t: TestApp;
let account: TestAccount;
let productSlug: string;
let productId: number;

beforeAll(async () => {
  t = await buildTestApp({ productCount: 80 });
  account = await createSignedInAccount(t.db);
  const page = (await t.app.inject({ method: 'GET', url: `/api/category/${SECTION}?pageSize=1` })).json<CategoryPageDto>();
  productSlug = page.products.content[0].full_slug;
  productId = page.products.content[0].id;
}, 180_000);

afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const productUrl = () => `/api/products/${productSlug}`;

describe('entity tags', () => {
  test('When bodies are equal, then their tags are equal; a weak or listed tag in If-None-Match matches', () => {
    const tag = entityTag('{"a":1}');
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    expect(entityTag('{"a":1}')).toBe(tag);
    expect(entityTag('{"a":2}')).not.toBe(tag);
    expect(matchesEtag(tag, tag)).toBe(true);
    expect(matchesEtag(`"x", ${tag.replace('W/', '')}`, tag)).toBe(true);
    expect(matchesEtag('"x"', tag)).toBe(false);
    expect(matchesEtag(undefined, tag)).toBe(false);
  });
});

describe('public catalogue reads', () => {
  test('When a product page is asked twice, then the second answer comes from the cache with the same body and tag', async () => {
    // Arrange
    const first = await get(productUrl());
    const hitsBefore = t.app.publicCache.stats().hits;

    // Act
    const second = await get(productUrl());

    // Assert
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(t.app.publicCache.stats().hits).toBe(hitsBefore + 1);
  });

  test('When the caller accepts brotli, then a large kept answer comes compressed, the same JSON under the same tag', async () => {
    // Arrange
    const url = `/api/category/${SECTION}?pageSize=12`;
    const plain = await get(url);

    // Act
    const packed = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const again = await get(url, { 'accept-encoding': 'br' });

    // Assert
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.headers.vary).toBe('Accept-Encoding');
    expect(packed.headers.etag).toBe(plain.headers.etag);
    expect(brotliDecompressSync(packed.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(again.rawPayload.equals(packed.rawPayload)).toBe(true);
  });

  test('When Accept-Encoding is read, then brotli counts only when named and not refused with q=0', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('br;q=0.5, gzip')).toBe(true);
    expect(acceptsBrotli('gzip, br;q=0')).toBe(false);
    expect(acceptsBrotli('gzip, deflate')).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });

  test('When a kept answer in Russian is sent again, then its bytes are the UTF-8 of the body and its length says so', async () => {
    // Arrange
    const first = await get(productUrl());

    // Act
    const kept = await get(productUrl());

    // Assert
    expect(kept.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(kept.json<ProductDetailsDto>().title).toMatch(/[а-яё]/i);
    expect(Number(kept.headers['content-length'])).toBe(Buffer.byteLength(kept.body, 'utf8'));
    expect(Number(kept.headers['content-length'])).toBeGreaterThan(kept.body.length);
  });

  test('When the caller already has the answer (If-None-Match), then it gets 304 without a body', async () => {
    // Arrange
    const first = await get(`/api/category/${SECTION}?pageSize=5`);

    // Act
    const again = await get(`/api/category/${SECTION}?pageSize=5`, { 'if-none-match': String(first.headers.etag) });
    const other = await get(`/api/category/${SECTION}?pageSize=5`, { 'if-none-match': 'W/"something-else"' });

    // Assert
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  test('When the same request is written differently (parameter order, defaults spelt out), then it is one kept answer', async () => {
    // Arrange
    await get(`/api/category/${SECTION}?pageSize=7&sorting=price_asc`);
    const hitsBefore = t.app.publicCache.stats().hits;

    // Act
    const reordered = await get(`/api/category/${SECTION}?sorting=price_asc&page=1&pageSize=7`);

    // Assert
    expect(reordered.statusCode).toBe(200);
    expect(t.app.publicCache.stats().hits).toBe(hitsBefore + 1);
  });

  test('When a product is written in the database directly, then the next answer shows it, on its page and in its category', async () => {
    // Arrange
    const beforeResponse = await get(productUrl());
    const before = beforeResponse.json<ProductDetailsDto>();
    const listBefore = await get(`/api/category/${SECTION}?pageSize=100`);

    // Act
    await t.db.query('UPDATE products SET price_kopecks = price_kopecks + 100 WHERE id = $1', [productId]);
    const after = await get(productUrl());
    const listAfter = await get(`/api/category/${SECTION}?pageSize=100`);

    // Assert
    expect(after.json<ProductDetailsDto>().price).toBe(before.price + 1);
    expect(after.headers.etag).not.toBe(beforeResponse.headers.etag);
    const card = listAfter.json<CategoryPageDto>().products.content.find((p) => p.id === productId);
    expect(card?.price).toBe(before.price + 1);
    expect(listAfter.headers.etag).not.toBe(listBefore.headers.etag);
  });

  test('When a category is renamed in the database, then its page, breadcrumbs and its parent\'s sub-categories say the new name', async () => {
    // Arrange
    const leafPath = 'vitaminy-i-bady/vitaminy';
    const before = (await get(`/api/category/${leafPath}?pageSize=1`)).json<CategoryPageDto>();
    await get(`/api/category/${SECTION}?pageSize=1`);

    // Act
    await t.db.query("UPDATE categories SET title = 'Витамины и минералы' WHERE full_slug = $1", [leafPath]);
    const after = (await get(`/api/category/${leafPath}?pageSize=1`)).json<CategoryPageDto>();
    const parent = (await get(`/api/category/${SECTION}?pageSize=1`)).json<CategoryPageDto>();

    // Assert
    expect(before.category?.title).toBe('Витамины');
    expect(after.category?.title).toBe('Витамины и минералы');
    expect(after.breadcrumbs.map((crumb) => crumb.title)).toContain('Витамины и минералы');
    expect(parent.children.find((child) => child.full_slug === leafPath)?.title).toBe('Витамины и минералы');
    expect(after.children.map((child) => child.full_slug)).toEqual(before.children.map((child) => child.full_slug));
  });

  test('When a write is rolled back, then the kept answers stay', async () => {
    // Arrange
    const first = await get('/api/categories/tree');
    const version = t.app.publicCache.version;

    // Act
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query("UPDATE categories SET title = 'Временно' WHERE full_slug = $1", [SECTION]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const hitsBefore = t.app.publicCache.stats().hits;
    const second = await get('/api/categories/tree');

    // Assert
    expect(t.app.publicCache.version).toBe(version);
    expect(second.body).toBe(first.body);
    expect(t.app.publicCache.stats().hits).toBe(hitsBefore + 1);
  });

  test('When a transaction writes several catalogue tables, then the version goes up once, at its commit', async () => {
    // Arrange
    await get('/api/categories/tree');
    const version = t.app.publicCache.version!;

    // Act
    await t.db.transaction(async (tx) => {
      await tx.query("UPDATE categories SET seo_title = seo_title || ' ' WHERE full_slug = $1", [SECTION]);
      await tx.query('UPDATE brands SET title = title WHERE id IN (SELECT id FROM brands LIMIT 2)');
      await tx.query('UPDATE products SET quantity = quantity WHERE id = $1', [productId]);
    });
    const { rows } = await t.db.query<{ version: string }>('SELECT version FROM catalog_version');

    // Assert
    expect(Number(rows[0].version)).toBe(version + 1);
    expect(t.app.publicCache.version).toBe(version + 1);
  });

  test('When a public read is asked with a sign-in key, then the key is not looked up', async () => {
    // Arrange
    const lookup = jest.spyOn(t.app.repositories.accounts, 'findAccountIdByToken');

    // Act
    const tree = await get('/api/categories/tree', { 'x-authorization': `Token ${account.token}` });
    const looksAfterTree = lookup.mock.calls.length;
    const cart = await get('/api/cart/info', { 'x-authorization': `Token ${account.token}` });

    // Assert
    expect(tree.statusCode).toBe(200);
    expect(looksAfterTree).toBe(0);
    expect(cart.statusCode).toBe(200);
    expect(lookup).toHaveBeenCalled();
    lookup.mockRestore();
  });
});

describe('personal answers', () => {
  test('When two sessions ask for their carts, then each gets its own, never kept and never shared', async () => {
    // Arrange
    const session = async () => `Session ${(await get('/api/personal/get_session')).json<SessionDto>().token}`;
    const [mine, theirs] = [await session(), await session()];
    const added = await t.app.inject({ method: 'POST', url: '/api/cart/add', headers: { 'x-authorization': mine }, payload: { product_id: productId, quantity: 2 } });

    // Act
    const myCart = await get('/api/cart/info', { 'x-authorization': mine });
    const theirCart = await get('/api/cart/info', { 'x-authorization': theirs });

    // Assert
    expect(added.statusCode).toBe(200);
    expect(myCart.headers['cache-control']).toBe('private, no-store');
    expect(myCart.headers.etag).toBeUndefined();
    expect(theirCart.headers['cache-control']).toBe('private, no-store');
    expect(myCart.json<{ count: number }>().count).toBeGreaterThan(0);
    expect(theirCart.json<{ count: number }>().count).toBe(0);
  });
});

describe('two API processes on one database', () => {
  let other: { app: Awaited<ReturnType<typeof buildApp>>; db: Database; own: boolean };
  let replica: Database | null = null;

  beforeAll(async () => {
    // On PostgreSQL the second app has its own connections, as another process or machine would;
    // the embedded database has one process, so there both apps share it.
    const url = testDatabaseUrl();
    if (url) {
      const { rows } = await t.db.query<{ schema: string }>('SELECT current_schema() AS schema');
      const db = await openPgDatabase(url, { schema: rows[0].schema, max: 2 });
      // Its kept reads come from a "replica" (a third pool on the same data, as DATABASE_READ_URL
      // would give): a version is adopted once the replica's own catalog_version shows it.
      replica = await openPgDatabase(url, { schema: rows[0].schema, max: 2 });
      other = { app: await buildApp({ config: testConfig, db, readDb: replica }), db, own: true };
    } else {
      other = { app: await buildApp({ config: testConfig, db: t.db }), db: t.db, own: false };
    }
  });

  afterAll(async () => {
    await other.app.close();
    if (other.own) await other.db.close();
    await replica?.close();
  });

  test('When one process writes the catalogue, then the other process answers the new data', async () => {
    // Arrange: both keep the product page
    const url = productUrl();
    const price = (await get(url)).json<ProductDetailsDto>().price;
    const seen = (await other.app.inject({ method: 'GET', url })).json<ProductDetailsDto>().price;
    await other.app.inject({ method: 'GET', url });
    expect(seen).toBe(price);

    // Act: the first process's connections write, as a route or the import would
    await t.db.query('UPDATE products SET price_kopecks = price_kopecks + 200 WHERE id = $1', [productId]);
    let answer = price;
    for (let attempt = 0; attempt < 50 && answer === price; attempt += 1) {
      // The notification crosses to the other process's connection within milliseconds.
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20));
      answer = (await other.app.inject({ method: 'GET', url })).json<ProductDetailsDto>().price;
    }

    // Assert
    expect(answer).toBe(price + 2);
    expect(other.app.publicCache.version).toBe(t.app.publicCache.version);
  });
});
