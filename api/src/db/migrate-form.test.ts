import type { Database } from './database';
import { migrate, readMigrations } from './migrate';
import { seedIfEmpty } from './seed/seed';
import { openTestDatabase, type TestDatabase } from '../test/test-database';

describe('product form migration', () => {
  let testDb: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    testDb = await openTestDatabase();
    db = testDb.db;
  });

  afterAll(async () => {
    await testDb.dispose();
  });

  test('When a shop seeded before forms existed is migrated, then every product gets a form from its title, and new products too', async () => {
    // Arrange: the database as it was before migration 0005
    const migrations = readMigrations();
    await migrate(db, migrations.filter((m) => m.version < 5));
    await seedIfEmpty(db, { productCount: 200 });

    // Act
    const applied = await migrate(db, migrations);
    await db.query(
      `INSERT INTO products (category_id, title, slug, full_slug, vendor_code, price_kopecks)
       SELECT id, 'Тестовый шампунь для волос, 250 мл', 'test-shampoo', full_slug || '/test-shampoo', 'ZP-TEST-1', 19900
       FROM categories ORDER BY id LIMIT 1`,
    );

    // Assert
    expect(applied).toContain('0005-product-form-and-filters.sql');
    const { rows } = await db.query<{ empty: number; capsules: number; shampoo: string }>(
      `SELECT count(*) FILTER (WHERE form = '')::int AS empty,
              count(*) FILTER (WHERE title ILIKE '%капсул%' AND form <> 'капсулы')::int AS capsules,
              max(form) FILTER (WHERE slug = 'test-shampoo') AS shampoo
       FROM products`,
    );
    expect(rows[0]).toEqual({ empty: 0, capsules: 0, shampoo: 'шампунь' });
  });
});
