import type { Database } from '../database';
import { migrate, readMigrations } from '../migrate';
import { buildSeedReviews, type ReviewSeedProduct } from './build-reviews';
import { seedIfEmpty } from './seed';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';

describe('seeding reviews into a shop seeded before reviews existed', () => {
  let testDb: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    testDb = await openTestDatabase();
    db = testDb.db;
  });

  afterAll(async () => {
    await testDb.dispose();
  });

  const reviewRows = async () =>
    (
      await db.query<Record<string, unknown>>(
        `SELECT id, product_id, rating::int AS rating, price_status::int AS price_status, quality_status::int AS quality_status,
                advantages, disadvantages, comment, author_name, anonymous, answer
         FROM reviews ORDER BY id`,
      )
    ).rows;

  test('When the seed runs after the reviews migration, then it fills the reviews once, as built, and ratings follow them', async () => {
    // Arrange: a database as it was before migration 0006
    const migrations = readMigrations();
    await migrate(db, migrations.filter((m) => m.version < 6));
    const before = await seedIfEmpty(db, { productCount: 300 });
    await migrate(db, migrations);

    // Act
    const first = await seedIfEmpty(db, { productCount: 300 });
    const rowsAfterFirst = await reviewRows();
    const second = await seedIfEmpty(db, { productCount: 300 });

    // Assert
    expect(before.reviews).toBe(0);
    expect(first).toMatchObject({ catalogueSeeded: false, contentSeeded: false });
    expect(first.reviews).toBeGreaterThan(100);
    expect(second).toMatchObject({ reviews: 0, reviewMedia: 0 });
    expect(await reviewRows()).toEqual(rowsAfterFirst);

    const { rows: products } = await db.query<ReviewSeedProduct>(
      `SELECT p.id, root.title AS root_title FROM products p JOIN categories root ON root.full_slug = split_part(p.full_slug, '/', 1)`,
    );
    const built = buildSeedReviews(products);
    expect(rowsAfterFirst).toHaveLength(built.reviews.length);
    expect(rowsAfterFirst).toEqual(
      built.reviews.map((r) => ({
        id: r.id, product_id: r.product_id, rating: r.rating, price_status: r.price_status, quality_status: r.quality_status,
        advantages: r.advantages, disadvantages: r.disadvantages, comment: r.comment, author_name: r.author_name,
        anonymous: r.anonymous, answer: r.answer,
      })),
    );
    const media = await db.query<{ n: number; bad_urls: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE url <> '/api/media/reviews/' || id || '.svg')::int AS bad_urls FROM review_media`,
    );
    expect(media.rows[0]).toEqual({ n: built.media.length, bad_urls: 0 });

    const mismatched = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products p
       JOIN (SELECT product_id, round(avg(rating), 1) AS average, count(*)::int AS n FROM reviews GROUP BY product_id) s
         ON s.product_id = p.id
       WHERE p.rating <> s.average OR p.rating_count <> s.n`,
    );
    expect(mismatched.rows[0].n).toBe(0);
  });

  test('When the shop removes the seeded reviews, then the next start does not bring them back', async () => {
    // Arrange
    await db.query('DELETE FROM reviews');

    // Act
    const report = await seedIfEmpty(db, { productCount: 300 });

    // Assert
    expect(report.reviews).toBe(0);
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM reviews');
    expect(rows[0].n).toBe(0);
  });
});
