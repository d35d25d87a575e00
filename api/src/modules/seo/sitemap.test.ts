import { SaxesParser } from 'saxes';
import type { Queryable } from '../../db/database';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { SITEMAP_BATCH, sitemapChunk, sitemapChunks } from './sitemap';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ productCount: 150 });
});

afterAll(async () => {
  await t.close();
});

interface Entry {
  loc: string;
  lastmod: string | undefined;
}

/** The `<url>` or `<sitemap>` entries of a sitemap document (throws on anything that is not well-formed XML). */
function entries(xml: string): { root: string; xmlns: string; items: Entry[] } {
  const parser = new SaxesParser({ xmlns: false });
  const items: Entry[] = [];
  let root = '';
  let xmlns = '';
  let field: 'loc' | 'lastmod' | null = null;
  parser.on('opentag', (tag) => {
    if (!root) {
      root = tag.name;
      xmlns = String(tag.attributes.xmlns ?? '');
    }
    if (tag.name === 'url' || tag.name === 'sitemap') items.push({ loc: '', lastmod: undefined });
    field = tag.name === 'loc' || tag.name === 'lastmod' ? tag.name : null;
  });
  parser.on('text', (text) => {
    const item = items[items.length - 1];
    if (field === 'loc') item.loc += text;
    if (field === 'lastmod') item.lastmod = (item.lastmod ?? '') + text;
  });
  parser.on('closetag', () => {
    field = null;
  });
  parser.write(xml).close();
  return { root, xmlns, items };
}

/** A whole chunk as text, or null. */
async function chunkText(...args: Parameters<typeof sitemapChunk>): Promise<string | null> {
  const body = await sitemapChunk(...args);
  if (!body) return null;
  let xml = '';
  for await (const part of body) xml += part;
  return xml;
}

const W3C = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;

describe('sitemaps', () => {
  test('When the index is read, then it lists the product, category and page chunks under the shop address, each with its lastmod', async () => {
    // Act: the first request the app serves, on either engine
    const response = await t.app.inject({ method: 'GET', url: '/api/seo/sitemap.xml' });
    const other = await t.app.inject({ method: 'GET', url: '/api/seo/sitemap.xml?base=https://zdorovie.example' });

    // Assert
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    // The catalogue's version is asked for, so even the first request of a process carries its tag.
    expect(response.headers.etag).toMatch(/^W\/"sitemap-\d+"$/);
    const index = entries(response.body);
    expect(index.root).toBe('sitemapindex');
    expect(index.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(index.items.map((item) => item.loc)).toEqual([
      'https://shop.test/sitemaps/products-1.xml',
      'https://shop.test/sitemaps/categories-1.xml',
      'https://shop.test/sitemaps/pages-1.xml',
    ]);
    for (const item of index.items) expect(item.lastmod).toMatch(W3C);
    expect(entries(other.body).items[0].loc).toBe('https://zdorovie.example/sitemaps/products-1.xml');
  });

  test('When a chunk is read, then it lists every shown product once, absolute, with lastmod; hidden products and unknown chunks are not there', async () => {
    // Arrange
    const { rows } = await t.db.query<{ id: number; full_slug: string }>('SELECT id, full_slug FROM products ORDER BY id LIMIT 1');
    await t.db.query("UPDATE products SET hidden_reason = 'deleted' WHERE id = $1", [rows[0].id]);
    const { rows: shown } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE hidden_reason IS NULL');

    // Act
    const products = await t.app.inject({ method: 'GET', url: '/api/seo/sitemaps/products-1.xml' });
    const categories = await t.app.inject({ method: 'GET', url: '/api/seo/sitemaps/categories-1.xml' });
    const pages = await t.app.inject({ method: 'GET', url: '/api/seo/sitemaps/pages-1.xml' });
    const beyond = await t.app.inject({ method: 'GET', url: '/api/seo/sitemaps/products-2.xml' });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/seo/sitemaps/brands-x.xml' });

    // Assert
    expect(products.statusCode).toBe(200);
    const urls = entries(products.body);
    expect(urls.root).toBe('urlset');
    expect(urls.items).toHaveLength(shown[0].n);
    expect(new Set(urls.items.map((item) => item.loc)).size).toBe(shown[0].n);
    expect(urls.items.map((item) => item.loc)).not.toContain(`https://shop.test/products/${rows[0].full_slug}`);
    for (const item of urls.items) {
      expect(item.loc).toMatch(/^https:\/\/shop\.test\/products\/[a-z0-9-]+(\/[a-z0-9-]+)+$/);
      expect(item.lastmod).toMatch(W3C);
    }
    const categoryLocs = entries(categories.body).items.map((item) => item.loc);
    expect(categoryLocs).toContain('https://shop.test/category/vitaminy-i-bady');
    expect(categoryLocs).toContain('https://shop.test/category/vitaminy-i-bady/vitaminy/vitamin-d');
    const pageLocs = entries(pages.body).items.map((item) => item.loc);
    expect(pageLocs.slice(0, 3)).toEqual(['https://shop.test/', 'https://shop.test/category', 'https://shop.test/brands']);
    expect(pageLocs).toContain('https://shop.test/delivery');
    expect(pageLocs).toContain('https://shop.test/contacts');
    expect(beyond.statusCode).toBe(404);
    expect(beyond.json()).toMatchObject({ statusCode: 404, message: expect.stringMatching(/[а-я]/) });
    expect(beyond.headers['cache-control']).not.toBe('public, max-age=3600');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/[а-я]/);
  });

  test('When the base is not a plain http(s) origin, then the API refuses it with a Russian message', async () => {
    for (const base of ['javascript:alert(1)', 'https://shop.test/path', 'https://user:pw@shop.test', 'https://shop.test"><x']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/seo/sitemap.xml?base=${encodeURIComponent(base)}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/[а-я]/);
    }
  });

  test('When a product, a category or a content page has text XML must escape, then the sitemap stays well-formed and names it exactly', async () => {
    // Arrange
    const { rows } = await t.db.query<{ id: number; full_slug: string }>(
      "SELECT id, full_slug FROM products WHERE hidden_reason IS NULL ORDER BY id DESC LIMIT 1",
    );
    await t.db.query('UPDATE products SET full_slug = $2 WHERE id = $1', [rows[0].id, "a/b/крем&co<'x'>"]);
    await t.db.query(
      "INSERT INTO pages (slug, title, content) VALUES ('o''neil&<x>', 'Страница', '<p>x</p>'), ('Cart', 'Не страница магазина', '')",
    );

    // Act
    const products = entries((await t.app.inject({ method: 'GET', url: '/api/seo/sitemaps/products-1.xml' })).body);
    const pages = entries((await t.app.inject({ method: 'GET', url: '/api/seo/sitemaps/pages-1.xml' })).body);

    // Assert: non-ASCII is percent-encoded, the rest escaped and read back as it was
    expect(products.items.map((item) => item.loc)).toContain(`https://shop.test/products/a/b/${encodeURI("крем&co<'x'>")}`);
    expect(pages.items.map((item) => item.loc)).toContain(`https://shop.test/${encodeURI("o'neil&<x>")}`);
    expect(pages.items.map((item) => item.loc)).not.toContain('https://shop.test/Cart');
  });

  test('When what a page shows changes, then its lastmod moves; a change of popularity alone leaves it; a category counts its descendants', async () => {
    // Arrange: a product of a third-level category, whose dates are all in the past
    const { rows } = await t.db.query<{ id: number; full_slug: string; category: string }>(
      `SELECT p.id, p.full_slug, c.full_slug AS category FROM products p JOIN categories c ON c.id = p.category_id
       WHERE c.level = 3 AND p.hidden_reason IS NULL ORDER BY p.id LIMIT 1`,
    );
    const [product] = rows;
    await t.db.query("UPDATE products SET created_at = '2020-01-01', updated_at = NULL");
    await t.db.query("UPDATE categories SET updated_at = NULL");
    const lastmodOf = async (file: string, path: string) =>
      entries((await t.app.inject({ method: 'GET', url: `/api/seo/sitemaps/${file}` })).body).items.find((item) => item.loc === `https://shop.test${path}`)
        ?.lastmod;

    // Act + Assert: popularity and stock counts are not shown changes
    await t.db.query('UPDATE products SET popularity = popularity + 5, quantity = quantity + 1 WHERE id = $1', [product.id]);
    expect(await lastmodOf('products-1.xml', `/products/${product.full_slug}`)).toBe('2020-01-01T00:00:00Z');

    // a price change is
    const before = Date.now() - 1000;
    await t.db.query('UPDATE products SET price_kopecks = price_kopecks + 100 WHERE id = $1', [product.id]);
    const moved = await lastmodOf('products-1.xml', `/products/${product.full_slug}`);
    expect(Date.parse(moved!)).toBeGreaterThanOrEqual(before);

    // and it reaches the product's category and each of its ancestors, and the index's chunks
    const top = product.category.split('/')[0];
    expect(await lastmodOf('categories-1.xml', `/category/${product.category}`)).toBe(moved);
    expect(await lastmodOf('categories-1.xml', `/category/${top}`)).toBe(moved);
    const index = entries((await t.app.inject({ method: 'GET', url: '/api/seo/sitemap.xml' })).body);
    expect(index.items.find((item) => item.loc.endsWith('/products-1.xml'))?.lastmod).toBe(moved);
  });

  test('When the catalogue is larger than a chunk, then it is cut into chunks of at most that many addresses, each product in exactly one', async () => {
    // Arrange: a chunk size of 40 over ~150 products (the API uses 50 000)
    const size = 40;
    const { rows } = await t.db.query<{ id: number; full_slug: string }>('SELECT id, full_slug FROM products WHERE hidden_reason IS NULL ORDER BY id');

    // Act
    const chunks = (await sitemapChunks(t.db, size)).filter((chunk) => chunk.kind === 'products');
    const listed: string[] = [];
    for (const chunk of chunks) {
      const xml = await chunkText(t.db, 'https://shop.test', 'products', chunk.number, size);
      const items = entries(xml!).items;
      expect(items.length).toBeGreaterThan(0);
      expect(items.length).toBeLessThanOrEqual(size);
      listed.push(...items.map((item) => item.loc));
    }

    // Assert
    expect(chunks.length).toBeGreaterThanOrEqual(Math.ceil(rows.length / size));
    expect(listed).toEqual(rows.map((row) => `https://shop.test/products/${encodeURI(row.full_slug)}`));
    expect(await chunkText(t.db, 'https://shop.test', 'products', chunks[chunks.length - 1].number + 1, size)).toBeNull();
    const pages = (await sitemapChunks(t.db, 3)).filter((chunk) => chunk.kind === 'pages');
    expect(pages.length).toBeGreaterThan(2);
    expect(entries((await chunkText(t.db, 'https://shop.test', 'pages', 2, 3))!).items).toHaveLength(3);
  });

  test('When a chunk holds more products than one read, then it is read batch by batch by id', async () => {
    // Arrange: more shown products in chunk 1 than one batch
    await t.db.query(
      `INSERT INTO products (category_id, title, slug, full_slug, vendor_code, price_kopecks, quantity)
       SELECT c.id, 'Товар карты ' || g, 'sitemap-test-' || g, c.full_slug || '/sitemap-test-' || g, 'SITEMAP-' || g, 10000, 1
       FROM generate_series(1, $1::int) AS g, (SELECT id, full_slug FROM categories WHERE level = 3 ORDER BY id LIMIT 1) c`,
      [SITEMAP_BATCH],
    );
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE hidden_reason IS NULL');
    const reads: unknown[][] = [];
    const db: Queryable = {
      query: <Row>(sql: string, params?: unknown[]) => {
        if (sql.includes('id > $1 AND id <= $2')) reads.push(params ?? []);
        return t.db.query<Row>(sql, params);
      },
      exec: (sql: string) => t.db.exec(sql),
    };

    // Act
    const xml = await chunkText(db, 'https://shop.test', 'products', 1, 50_000);

    // Assert
    const locs = entries(xml!).items.map((item) => item.loc);
    expect(locs).toHaveLength(rows[0].n);
    expect(new Set(locs).size).toBe(rows[0].n);
    expect(reads).toHaveLength(2);
    expect(reads.every((params) => params[1] === 50_000 && params[2] === SITEMAP_BATCH)).toBe(true);
  });

  test('When a search engine asks again with the ETag and the catalogue has not changed, then 304; after a change, the new sitemap', async () => {
    // Arrange
    const first = await t.app.inject({ method: 'GET', url: '/api/seo/sitemaps/categories-1.xml' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"sitemap-\d+"$/);

    // Act
    const again = await t.app.inject({ method: 'GET', url: '/api/seo/sitemaps/categories-1.xml', headers: { 'if-none-match': etag } });
    await t.db.query("UPDATE categories SET title = title || ' ' WHERE id = 1");
    const changed = await t.app.inject({ method: 'GET', url: '/api/seo/sitemaps/categories-1.xml', headers: { 'if-none-match': etag } });

    // Assert
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });
});
