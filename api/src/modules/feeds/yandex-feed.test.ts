import { SaxesParser } from 'saxes';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import type { Queryable } from '../../db/database';
import { FEED_BATCH, yandexFeed } from './yandex-feed';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ productCount: 150 });
});

afterAll(async () => {
  await t.close();
});

interface Node {
  name: string;
  attrs: Record<string, string>;
  children: Node[];
  text: string;
}

/** Parses the whole document (throws on anything that is not well-formed XML). */
function parse(xml: string): Node {
  const parser = new SaxesParser();
  const stack: Node[] = [{ name: '#document', attrs: {}, children: [], text: '' }];
  parser.on('opentag', (tag) => {
    const node: Node = { name: tag.name, attrs: tag.attributes as Record<string, string>, children: [], text: '' };
    stack[stack.length - 1].children.push(node);
    stack.push(node);
  });
  parser.on('text', (text) => {
    stack[stack.length - 1].text += text;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.write(xml).close();
  return stack[0].children[0];
}

const kids = (node: Node | undefined, name: string) => node?.children.filter((item) => item.name === name) ?? [];
const one = (node: Node | undefined, name: string) => kids(node, name)[0];

describe('Yandex Market feed', () => {
  test('When the feed is read, then it is a valid YML catalogue of every shown product, with categories, prices, pictures and escaped text', async () => {
    // Arrange: a title and a brand XML must escape, a discounted product, and a hidden one
    const { rows } = await t.db.query<{ id: number; brand_id: number }>('SELECT id, brand_id FROM products WHERE brand_id IS NOT NULL ORDER BY id LIMIT 3');
    const [tricky, discounted, hidden] = rows;
    const title = 'Крем «Нежность» & Co <SPF 50> "детский" \'new\'';
    await t.db.query('UPDATE products SET title = $2, description = $3 WHERE id = $1', [tricky.id, title, 'Строка\u0001с управляющим символом']);
    await t.db.query('UPDATE brands SET title = $2 WHERE id = $1', [tricky.brand_id, 'Dr. Müller & Söhne']);
    await t.db.query('UPDATE products SET price_kopecks = 64950, old_price_kopecks = 79900 WHERE id = $1', [discounted.id]);
    await t.db.query("UPDATE products SET hidden_reason = 'deleted' WHERE id = $1", [hidden.id]);
    const { rows: shown } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE hidden_reason IS NULL');

    // Act
    const response = await t.app.inject({ method: 'GET', url: '/api/feeds/yandex.yml' });

    // Assert: the document
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const root = parse(response.body);
    expect(root.name).toBe('yml_catalog');
    expect(root.attrs.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+03:00$/);
    const shop = one(root, 'shop');
    expect(shop.children.map((child) => child.name)).toEqual(['name', 'company', 'url', 'currencies', 'categories', 'offers']);
    expect(one(shop, 'url').text).toBe('https://shop.test');
    expect(one(one(shop, 'currencies'), 'currency').attrs).toEqual({ id: 'RUR', rate: '1' });

    // categories: every parent is a category of the feed
    const categories = kids(one(shop, 'categories'), 'category');
    const ids = new Set(categories.map((category) => category.attrs.id));
    expect(categories.length).toBeGreaterThan(5);
    for (const category of categories) if (category.attrs.parentId) expect(ids.has(category.attrs.parentId)).toBe(true);

    // offers: one per shown product, each complete and in a known category
    const offers = kids(one(shop, 'offers'), 'offer');
    expect(offers).toHaveLength(shown[0].n);
    expect(offers.map((offer) => Number(offer.attrs.id))).not.toContain(hidden.id);
    for (const offer of offers) {
      expect(offer.attrs.available).toMatch(/^(true|false)$/);
      for (const name of ['url', 'price', 'currencyId', 'categoryId', 'picture', 'name', 'vendorCode']) expect(one(offer, name)?.text).toBeTruthy();
      expect(ids.has(one(offer, 'categoryId').text)).toBe(true);
      expect(one(offer, 'price').text).toMatch(/^\d+(\.\d\d)?$/);
      expect(one(offer, 'url').text).toMatch(/^https:\/\/shop\.test\/products\//);
    }
    const trickyOffer = offers.find((offer) => Number(offer.attrs.id) === tricky.id)!;
    expect(one(trickyOffer, 'name').text).toBe(title);
    expect(one(trickyOffer, 'vendor').text).toBe('Dr. Müller & Söhne');
    expect(one(trickyOffer, 'description').text).toBe('Строкас управляющим символом');
    const discountedOffer = offers.find((offer) => Number(offer.attrs.id) === discounted.id)!;
    expect([one(discountedOffer, 'price').text, one(discountedOffer, 'oldprice').text]).toEqual(['649.50', '799']);
  });

  test('When the catalogue is larger than one batch, then the feed reads it batch by batch and lists each product once', async () => {
    // Arrange
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE hidden_reason IS NULL');
    expect(rows[0].n).toBeLessThan(FEED_BATCH);
    const queries: string[] = [];
    const db: Queryable = {
      query: <Row>(sql: string, params?: unknown[]) => {
        queries.push(sql);
        return t.db.query<Row>(sql, params);
      },
      exec: (sql: string) => t.db.exec(sql),
    };

    // Act: read the feed with a batch of FEED_BATCH against a catalogue grown past it
    await t.db.query(
      `INSERT INTO products (category_id, title, slug, full_slug, vendor_code, price_kopecks, quantity)
       SELECT c.id, 'Пробный товар ' || g, 'feed-test-' || g, c.full_slug || '/feed-test-' || g, 'FEED-' || g, 10000, 1
       FROM generate_series(1, $1::int) AS g, (SELECT id, full_slug FROM categories WHERE level = 3 ORDER BY id LIMIT 1) c`,
      [FEED_BATCH],
    );
    let xml = '';
    for await (const chunk of yandexFeed(db, 'https://shop.test')) xml += chunk;

    // Assert
    const offers = kids(one(parse(xml), 'shop'), 'offers');
    const ids = kids(offers[0], 'offer').map((offer) => offer.attrs.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(rows[0].n + FEED_BATCH);
    expect(queries.filter((sql) => sql.includes('p.id > $1')).length).toBe(2);
  });
});
