import fs from 'node:fs';
import type { Database } from './database';
import { MIGRATIONS_DIR, migrate, readMigrations } from './migrate';
import { seedIfEmpty } from './seed/seed';
import { SELECTIONS } from './seed/selections-data';
import { PAGES } from './seed/pages-data';
import { openTestDatabase, type TestDatabase } from '../test/test-database';

describe('migrations and seed', () => {
  let test_db: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    test_db = await openTestDatabase();
    db = test_db.db;
  });

  afterAll(async () => {
    await test_db.dispose();
  });

  test('When the migration files are read, then they are numbered, in order and non-empty', () => {
    // Act
    const migrations = readMigrations();

    // Assert
    expect(fs.existsSync(MIGRATIONS_DIR)).toBe(true);
    // Numbers are handed out in blocks to work that runs side by side, so a block may have gaps;
    // they only have to start at 1, be unique and increase with the file names.
    const versions = migrations.map((m) => m.version);
    expect(versions[0]).toBe(1);
    expect(versions.every((version, i) => i === 0 || version > versions[i - 1])).toBe(true);
    expect(versions.slice(0, 19)).toEqual(versions.slice(0, 19).map((_, i) => i + 1));
    expect(migrations.every((m) => /^\d{4}-[a-z0-9-]+\.sql$/.test(m.name) && m.sql.trim().length > 0)).toBe(true);
  });

  test('When migrations run on an empty database, then all are applied and recorded', async () => {
    // Act
    const applied = await migrate(db);

    // Assert
    expect(applied).toEqual(readMigrations().map((m) => m.name));
    const { rows } = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => Number(r.version))).toEqual(readMigrations().map((m) => m.version));
    const tables = await db.query<{ present: boolean }>("SELECT to_regclass('products') IS NOT NULL AND to_regclass('cart_items') IS NOT NULL AS present");
    expect(tables.rows[0].present).toBe(true);
  });

  test('When migrations run again, then nothing is applied twice', async () => {
    // Act
    const applied = await migrate(db);

    // Assert
    expect(applied).toEqual([]);
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
    expect(rows[0].n).toBe(readMigrations().length);
  });

  test('When a migration fails, then its changes are rolled back and it is not recorded', async () => {
    // Arrange
    const broken = [...readMigrations(), { version: 9999, name: '9999-broken.sql', sql: 'CREATE TABLE half_done (id int); SELECT no_such_function();' }];

    // Act
    const attempt = migrate(db, broken);

    // Assert
    await expect(attempt).rejects.toThrow();
    const { rows } = await db.query<{ present: boolean; recorded: boolean }>(
      "SELECT to_regclass('half_done') IS NOT NULL AS present, EXISTS (SELECT 1 FROM schema_migrations WHERE version = 9999) AS recorded",
    );
    expect(rows[0]).toEqual({ present: false, recorded: false });
  });

  test('When the seed runs on the migrated database, then catalogue and content are created with kept counts', async () => {
    // Act
    const report = await seedIfEmpty(db, { productCount: 300 });

    // Assert
    expect(report).toMatchObject({ catalogueSeeded: true, contentSeeded: true, selectionsSeeded: SELECTIONS.map((s) => s.key), products: 300 });
    const { rows } = await db.query<{ products: number; roots: number; pages: number; menus: number }>(
      `SELECT (SELECT count(*)::int FROM products) AS products,
              (SELECT sum(product_count)::int FROM categories WHERE parent_id IS NULL) AS roots,
              (SELECT count(*)::int FROM pages) AS pages,
              (SELECT count(DISTINCT menu)::int FROM menu_items) AS menus`,
    );
    expect(rows[0]).toEqual({ products: 300, roots: 300, pages: PAGES.length, menus: 3 });
  });

  test('When the seed runs again, then it leaves the data alone', async () => {
    // Act
    const report = await seedIfEmpty(db, { productCount: 300 });

    // Assert
    expect(report).toMatchObject({ catalogueSeeded: false, contentSeeded: false, selectionsSeeded: [], products: 0 });
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    expect(rows[0].n).toBe(300);
  });

  test('When a database seeded before selections existed starts, then the selections are added once', async () => {
    // Arrange: the data of a shop seeded before the selections migration.
    await db.exec('DELETE FROM selection_items; DELETE FROM selections; DELETE FROM banners;');

    // Act
    const first = await seedIfEmpty(db, { productCount: 300 });
    const second = await seedIfEmpty(db, { productCount: 300 });

    // Assert
    expect(first).toMatchObject({ catalogueSeeded: false, contentSeeded: false, selectionsSeeded: SELECTIONS.map((s) => s.key) });
    expect(second.selectionsSeeded).toEqual([]);
    const { rows } = await db.query<{ selections: number; banners: number; items: number }>(
      `SELECT (SELECT count(*)::int FROM selections) AS selections, (SELECT count(*)::int FROM banners) AS banners,
              (SELECT count(*)::int FROM selection_items) AS items`,
    );
    const banners = SELECTIONS.reduce((n, s) => n + (s.kind === 'banners' ? s.banners.length : 0), 0);
    const products = SELECTIONS.reduce((n, s) => n + (s.kind === 'products' ? s.count : 0), 0);
    expect(rows[0]).toEqual({ selections: SELECTIONS.length, banners, items: banners + products });
  });

  test('When the shop takes the seeded banner out of its selection, then the next start does not bring it back', async () => {
    // Arrange
    await db.query("DELETE FROM selection_items WHERE selection_key = 'top_banners'");

    // Act
    const report = await seedIfEmpty(db, { productCount: 300 });

    // Assert
    expect(report.selectionsSeeded).toEqual([]);
    const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM selection_items WHERE selection_key = 'top_banners'");
    expect(rows[0].n).toBe(0);
  });

  test('When new rows are inserted after the seed, then their ids follow the seeded ones', async () => {
    // Act
    const { rows } = await db.query<{ id: number }>(
      "INSERT INTO labels (name, bg_color) VALUES ('Проверка', NULL) RETURNING id",
    );

    // Assert
    expect(rows[0].id).toBeGreaterThan(8);
  });

  test('When a shop seeded with one SVG per product starts, then drawn pictures get their full set with WebP once, uploaded ones stay', async () => {
    // Arrange: the pictures of a shop seeded before the second and third pictures existed.
    await db.exec(`DELETE FROM seed_steps WHERE name = 'product-pictures';
      DELETE FROM product_images;
      INSERT INTO product_images (product_id, position, url) SELECT id, 0, '/api/media/products/' || id || '.svg' FROM products;
      UPDATE product_images SET url = 'https://cdn.example.ru/photo-1.jpg' WHERE product_id = 1;`);

    // Act
    await seedIfEmpty(db, { productCount: 300 });
    await db.exec("DELETE FROM product_images WHERE product_id = 2 AND position > 0");
    await seedIfEmpty(db, { productCount: 300 });

    // Assert
    const { rows } = await db.query<{ product_id: number; urls: string[]; webps: Array<string | null> }>(
      `SELECT product_id, array_agg(url ORDER BY position) AS urls, array_agg(url_webp ORDER BY position) AS webps
       FROM product_images WHERE product_id IN (1, 2, 3) GROUP BY product_id ORDER BY product_id`,
    );
    expect(rows).toEqual([
      { product_id: 1, urls: ['https://cdn.example.ru/photo-1.jpg'], webps: [null] },
      { product_id: 2, urls: ['/api/media/products/2.svg'], webps: ['/api/media/products/2.webp'] },
      {
        product_id: 3,
        urls: ['/api/media/products/3.svg', '/api/media/products/3-2.svg', '/api/media/products/3-3.svg'],
        webps: ['/api/media/products/3.webp', '/api/media/products/3-2.webp', '/api/media/products/3-3.webp'],
      },
    ]);
  });
});
