import type { Database } from '../database';
import { refreshCategoryProductCounts } from './seed';

/** What {@link growCatalogue} did. */
export interface GrowReport {
  /** Products before and after. */
  before: number;
  after: number;
  durationMs: number;
}

/** Most products a catalogue is grown to (the seed's own limit, `SEED_PRODUCTS`). */
export const MAX_GROWN_PRODUCTS = 200_000;

/**
 * Grows a seeded catalogue to `target` products for benchmarks, in a few set-based statements instead of
 * the seed's rows built one by one: each new product is a variant of a seeded one (`INSERT … SELECT` over
 * `generate_series`), in the same category, of the same brand and country, with its own slug and vendor
 * code, a price, stock, popularity and age of its own (spread deterministically from its number), the
 * same labels and three drawn pictures. The triggers of the product rows keep the search copy and the
 * catalogue's version as for any other insert. Categories' product counts and the planner's statistics
 * are refreshed afterwards. Never used by the shop itself: a benchmark's database only.
 */
export async function growCatalogue(db: Database, target: number): Promise<GrowReport> {
  if (!Number.isInteger(target) || target < 1 || target > MAX_GROWN_PRODUCTS) {
    throw new Error(`The catalogue can be grown to 1…${MAX_GROWN_PRODUCTS} products, not ${target}`);
  }
  const started = Date.now();
  const count = async (): Promise<number> => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products')).rows[0].n;
  const before = await count();
  if (before === 0) throw new Error('The catalogue is empty: seed it first');
  if (before >= target) return { before, after: before, durationMs: Date.now() - started };
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ last: number }>('SELECT coalesce(max(id), 0)::int AS last FROM products');
    const first = rows[0].last + 1;
    // Variant n (1, 2, …) of the seeded product of rank k % seeded + 1: new id first + k, k = 0 … missing − 1.
    await tx.query(
      `INSERT INTO products (id, category_id, brand_id, title, slug, full_slug, description, composition, usage, country,
         vendor_code, package_kind, price_kopecks, old_price_kopecks, quantity, novelty, rating, rating_count, points,
         popularity, seo_title, seo_h1, seo_description, seo_keywords, created_at)
       SELECT $1::int + k, s.category_id, s.brand_id, s.title || ', вариант ' || n, s.slug || '-v' || n, s.full_slug || '-v' || n,
         s.description, s.composition, s.usage, s.country, s.vendor_code || '-' || n, s.package_kind,
         price, CASE WHEN s.old_price_kopecks IS NULL THEN NULL ELSE price + price * (10 + k % 30) / 100 END,
         CASE WHEN k % 7 = 0 THEN 0 ELSE (k * 13) % 200 + 1 END, k % 11 = 0, s.rating, s.rating_count, s.points,
         (s.popularity * (1 + k % 5) + k * 7919) % 100000, s.seo_title, s.seo_h1 || ', вариант ' || n, s.seo_description,
         s.seo_keywords, now() - (k % 365) * interval '1 day'
       FROM (SELECT k, k / $3::int + 1 AS n, k % $3::int + 1 AS rank FROM generate_series(0, $2::int - 1) AS k) g
       JOIN (SELECT row_number() OVER (ORDER BY id) AS rank, * FROM products) s ON s.rank = g.rank
       CROSS JOIN LATERAL (SELECT greatest(1900, (s.price_kopecks * (70 + (g.k * 37) % 61) / 10000) * 100 - 100)::int AS price) p`,
      [first, target - before, before],
    );
    // Labels and pictures of the variants: the seeded product's labels, the drawn pictures of the new id.
    await tx.query(
      `INSERT INTO product_labels (product_id, label_id, position)
       SELECT v.id, l.label_id, l.position FROM products v
       JOIN (SELECT row_number() OVER (ORDER BY id) AS rank, id FROM products WHERE id < $1) s ON s.rank = (v.id - $1) % $2::int + 1
       JOIN product_labels l ON l.product_id = s.id
       WHERE v.id >= $1`,
      [first, before],
    );
    await tx.query(
      `INSERT INTO product_images (product_id, position, url, url_webp)
       SELECT v.id, pos, '/api/media/products/' || v.id || CASE WHEN pos > 0 THEN '-' || (pos + 1) ELSE '' END || '.svg',
              '/api/media/products/' || v.id || CASE WHEN pos > 0 THEN '-' || (pos + 1) ELSE '' END || '.webp'
       FROM products v, generate_series(0, 2) AS pos WHERE v.id >= $1`,
      [first],
    );
    await tx.query(`SELECT setval(pg_get_serial_sequence('products', 'id'), (SELECT max(id) + 1 FROM products), false)`);
    await refreshCategoryProductCounts(tx);
  });
  // VACUUM too: it sets the visibility map the facet counts' index-only scans rely on (PGlite has no autovacuum).
  await db.exec('VACUUM ANALYZE products, product_labels, product_images, product_search');
  return { before, after: await count(), durationMs: Date.now() - started };
}
