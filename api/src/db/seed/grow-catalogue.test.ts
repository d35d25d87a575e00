import type { Database } from '../database';
import { migrate } from '../migrate';
import { growCatalogue } from './grow-catalogue';
import { seedIfEmpty } from './seed';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';

describe('growing a seeded catalogue for a benchmark', () => {
  let testDb: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    testDb = await openTestDatabase();
    db = testDb.db;
    await migrate(db);
  });

  afterAll(async () => {
    await testDb.dispose();
  });

  const one = async <Row>(sql: string): Promise<Row> => (await db.query<Row>(sql)).rows[0];

  test('When the catalogue is empty, then growing it is refused', async () => {
    await expect(growCatalogue(db, 500)).rejects.toThrow('The catalogue is empty: seed it first');
  });

  test('When a seeded catalogue is grown, then every new product is a whole product of its own, counted in its categories', async () => {
    // Arrange
    await seedIfEmpty(db, { productCount: 150 });

    // Act
    const report = await growCatalogue(db, 500);

    // Assert
    expect(report).toMatchObject({ before: 150, after: 500 });
    const products = await one<{ n: number; slugs: number; codes: number; priced: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT full_slug)::int AS slugs, count(DISTINCT vendor_code)::int AS codes,
              count(*) FILTER (WHERE price_kopecks >= 1900 AND (old_price_kopecks IS NULL OR old_price_kopecks > price_kopecks))::int AS priced
       FROM products`,
    );
    expect(products).toEqual({ n: 500, slugs: 500, codes: 500, priced: 500 });
    // Each variant has the seeded product's three pictures drawn for its own id, and its labels.
    const pictures = await one<{ wrong: number }>(
      `SELECT count(*)::int AS wrong FROM products p
       WHERE (SELECT count(*) FROM product_images i WHERE i.product_id = p.id AND i.url LIKE '/api/media/products/' || p.id || '%') <> 3`,
    );
    expect(pictures.wrong).toBe(0);
    const labels = await one<{ variants: number; seeded: number }>(
      `SELECT (SELECT count(*)::int FROM product_labels WHERE product_id > 150) AS variants,
              (SELECT count(*)::int FROM product_labels l JOIN products s ON s.id = l.product_id,
                      generate_series(0, 349) AS k WHERE s.id = k % 150 + 1) AS seeded`,
    );
    expect(labels.variants).toBe(labels.seeded);
    expect(labels.variants).toBeGreaterThan(0);
    // The search finds them (its copy is kept by the products' triggers) and the categories count them.
    const search = await one<{ n: number }>('SELECT count(*)::int AS n FROM product_search');
    expect(search.n).toBe(500);
    const roots = await one<{ n: number }>('SELECT sum(product_count)::int AS n FROM categories WHERE parent_id IS NULL');
    expect(roots.n).toBe(500);
  });

  test('When the catalogue already has as many products, then growing it changes nothing', async () => {
    const report = await growCatalogue(db, 400);
    expect(report).toMatchObject({ before: 500, after: 500 });
  });

  test('When the size asked for is out of range, then it is refused before anything is written', async () => {
    await expect(growCatalogue(db, 200_001)).rejects.toThrow('1…200000 products, not 200001');
    await expect(growCatalogue(db, 0)).rejects.toThrow('not 0');
  });
});
