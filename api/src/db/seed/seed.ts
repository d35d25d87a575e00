import type { Database, Queryable } from '../database';
import { buildSeedCatalogue, type SeedCatalogue } from './build-catalogue';
import { CONFIGS, FILE_CONFIGS, MENUS, type MenuSeed } from './content-data';
import { SEARCH_HISTORY } from './search-data';
import { PAGES, type PageSeed } from './pages-data';
import { ADVANTAGES, COMPANY_REVIEWS, PARTNERS, REGION_BANNERS } from './showcase-data';
import { urls } from '../../shared/urls';
import { SELECTIONS, type ProductPick, type SelectionSeed } from './selections-data';
import { buildSeedReviews, type ReviewSeedProduct } from './build-reviews';
import { seedCities } from './seed-cities';
import { seedDeliveryPlaces } from './seed-delivery-places';
import { seedPromoCodes } from './seed-promo-codes';
import { seedGiftPromotions } from './seed-gift-promotions';

/** What a seed run did. */
export interface SeedReport {
  catalogueSeeded: boolean;
  contentSeeded: boolean;
  /** Keys of the selections created by this run (empty when they were all there). */
  selectionsSeeded: string[];
  products: number;
  /** Reviews and review photos written by this run (0 when the step was done before). */
  reviews: number;
  reviewMedia: number;
  durationMs: number;
}

/** Options of {@link seedIfEmpty}. */
export interface SeedOptions {
  /** Products to create; tests use fewer to start faster. */
  productCount?: number;
  seed?: number;
  reviewSeed?: number;
}

/** Rows per multi-row INSERT: well below PostgreSQL's 65 535 parameters for the widest table. */
const BATCH_ROWS = 500;

/** Inserts `rows` into `table` with multi-row INSERT statements of {@link BATCH_ROWS} rows. */
async function insertRows(
  db: Queryable,
  table: string,
  columns: string[],
  rows: unknown[][],
  castTemplate: (placeholders: string[]) => string = (p) => p.join(', '),
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = rows.slice(start, start + BATCH_ROWS);
    const params: unknown[] = [];
    const tuples = batch.map((row) => {
      const placeholders = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${castTemplate(placeholders)})`;
    });
    await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
  }
}

/** Moves an identity sequence past the explicit ids the seed inserted. */
async function syncIdentity(db: Queryable, table: string): Promise<void> {
  await db.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${table}), false)`);
}

async function insertCatalogue(db: Queryable, catalogue: SeedCatalogue): Promise<void> {
  await insertRows(
    db,
    'categories',
    ['id', 'parent_id', 'level', 'position', 'title', 'slug', 'full_slug', 'description', 'seo_title', 'seo_h1', 'seo_description', 'seo_keywords'],
    catalogue.categories.map((c) => [c.id, c.parent_id, c.level, c.position, c.title, c.slug, c.full_slug, c.description, c.seo_title, c.seo_h1, c.seo_description, c.seo_keywords]),
  );
  await insertRows(
    db,
    'brands',
    ['id', 'title', 'slug', 'letter', 'country', 'color', 'description', 'logo_url'],
    catalogue.brands.map((b) => [b.id, b.title, b.slug, b.letter, b.country, b.color, b.description, b.logo_url]),
  );
  await insertRows(db, 'labels', ['id', 'name', 'bg_color'], catalogue.labels.map((l) => [l.id, l.name, l.bg_color]));

  const productColumns = [
    'id', 'category_id', 'brand_id', 'title', 'slug', 'full_slug', 'description', 'composition', 'usage', 'country',
    'vendor_code', 'package_kind', 'price_kopecks', 'old_price_kopecks', 'quantity', 'novelty', 'rating', 'rating_count',
    'points', 'popularity', 'seo_title', 'seo_h1', 'seo_description', 'seo_keywords', 'created_at',
  ];
  await insertRows(
    db,
    'products',
    productColumns,
    catalogue.products.map((p) => [
      p.id, p.category_id, p.brand_id, p.title, p.slug, p.full_slug, p.description, p.composition, p.usage, p.country,
      p.vendor_code, p.package_kind, p.price_kopecks, p.old_price_kopecks, p.quantity, p.novelty, p.rating, p.rating_count,
      p.points, p.popularity, p.seo_title, p.seo_h1, p.seo_description, p.seo_keywords, p.created_days_ago,
    ]),
    // created_at is given in days before now, so "new" stays meaningful whenever the seed runs.
    (p) => [...p.slice(0, -1), `now() - ${p[p.length - 1]}::int * interval '1 day'`].join(', '),
  );
  await insertRows(
    db,
    'product_labels',
    ['product_id', 'label_id', 'position'],
    catalogue.products.flatMap((p) => p.label_ids.map((labelId, position) => [p.id, labelId, position])),
  );
  await insertProductPictures(db, catalogue.products.map((p) => p.id));
  for (const table of ['categories', 'brands', 'labels', 'products']) await syncIdentity(db, table);
  await refreshCategoryProductCounts(db);
}

/** Pictures the API draws for every product: the front, the back and the package with its carton. */
const PICTURES_PER_PRODUCT = 3;

async function insertProductPictures(db: Queryable, productIds: number[]): Promise<void> {
  await insertRows(
    db,
    'product_images',
    ['product_id', 'position', 'url', 'url_webp'],
    productIds.flatMap((id) =>
      Array.from({ length: PICTURES_PER_PRODUCT }, (_, position) => [id, position, urls.productPackshot(id, position), urls.productPackshot(id, position, 'webp')]),
    ),
  );
}

/**
 * Gives a shop seeded with one SVG picture per product its full set of drawn pictures with WebP
 * variants, once per database (`seed_steps`). Uploaded pictures (any other address) are left alone.
 */
export async function seedProductPictures(db: Queryable): Promise<void> {
  const ready = await db.query<{ ready: boolean }>("SELECT to_regclass('seed_steps') IS NOT NULL AS ready");
  if (!ready.rows[0].ready) return;
  const step = await db.query("INSERT INTO seed_steps (name) VALUES ('product-pictures') ON CONFLICT (name) DO NOTHING RETURNING name");
  if (step.rows.length === 0) return;
  const { rows } = await db.query<{ product_id: number }>(
    `SELECT product_id FROM product_images
     GROUP BY product_id HAVING count(*) = 1 AND bool_and(url = '/api/media/products/' || product_id || '.svg' AND url_webp IS NULL)`,
  );
  const ids = rows.map((row) => row.product_id);
  if (ids.length === 0) return;
  await db.query('DELETE FROM product_images WHERE product_id = ANY($1::int[])', [ids]);
  await insertProductPictures(db, ids);
}

/**
 * Recounts `categories.product_count` (descendants included). Whoever adds or removes products
 * calls it, so that product lists never need a count over the whole category.
 */
export async function refreshCategoryProductCounts(db: Queryable): Promise<void> {
  await db.query(`
    UPDATE categories c SET product_count = (
      SELECT count(*)::int FROM products p
      JOIN categories pc ON pc.id = p.category_id
      WHERE pc.full_slug = c.full_slug OR pc.full_slug LIKE c.full_slug || '/%'
    )`);
}

async function insertMenu(db: Queryable, menu: string, items: MenuSeed[], parentId: number | null): Promise<void> {
  for (const [position, item] of items.entries()) {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO menu_items (menu, parent_id, position, slug, type, title, target, url)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [menu, parentId, position, item.slug, item.type, item.title, item.target ?? '_self', item.url],
    );
    if (item.children) await insertMenu(db, menu, item.children, rows[0].id);
  }
}

async function insertContent(db: Queryable): Promise<void> {
  await insertRows(db, 'configs', ['key', 'value'], Object.entries(CONFIGS));
  await insertRows(db, 'file_configs', ['key', 'url'], Object.entries(FILE_CONFIGS));
  for (const [menu, items] of Object.entries(MENUS)) await insertMenu(db, menu, items, null);
}

/**
 * Adds the pages of the seed that the database does not have yet (a page added to the shop after the
 * first start, like a consent text); pages that exist, perhaps edited since, are left alone.
 */
export async function seedPages(db: Queryable, pages: PageSeed[] = PAGES): Promise<void> {
  for (const page of pages) {
    await db.query(
      `INSERT INTO pages (slug, title, content, seo_title, seo_description) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (slug) DO NOTHING`,
      [page.slug, page.title, page.content, page.seo_title, page.seo_description],
    );
  }
}

/**
 * Adds what the home page shows besides the catalogue: reviews of the shop, partners, advantages and
 * region banners. Once per database (recorded in `seed_steps`), so what the shop removes later stays
 * removed, and a shop seeded before the showcase existed gets it on its next start.
 */
export async function seedShowcase(db: Queryable): Promise<void> {
  // A database not yet migrated to the showcase (tests of older migrations) has nothing to fill.
  const ready = await db.query<{ ready: boolean }>("SELECT to_regclass('company_reviews') IS NOT NULL AS ready");
  if (!ready.rows[0].ready) return;
  const step = await db.query("INSERT INTO seed_steps (name) VALUES ('showcase') ON CONFLICT (name) DO NOTHING RETURNING name");
  if (step.rows.length === 0) return;
  await insertRows(db, 'company_reviews', ['author', 'rating', 'text', 'source', 'reviewed_on'],
    COMPANY_REVIEWS.map((r) => [r.author, r.rating, r.text, r.source, r.reviewed_on]));
  await insertRows(db, 'partners', ['code', 'title', 'link', 'color', 'position'],
    PARTNERS.map((p, position) => [p.code, p.title, p.link, p.color, position]));
  await insertRows(db, 'advantages', ['code', 'title', 'text', 'icon', 'position'],
    ADVANTAGES.map((a, position) => [a.code, a.title, a.text, a.icon, position]));
  await insertRows(db, 'region_banners', ['code', 'region', 'title', 'text', 'link', 'background_color', 'position'],
    REGION_BANNERS.map((r, position) => [r.code, r.region, r.title, r.text, r.link, r.background_color, position]));
}

/**
 * Gives the search its history of what shoppers searched (popular requests), once per database.
 * Each query's last search is spread over the last four weeks.
 */
export async function seedSearchHistory(db: Queryable): Promise<void> {
  const ready = await db.query<{ ready: boolean }>("SELECT to_regclass('search_stats') IS NOT NULL AS ready");
  if (!ready.rows[0].ready) return;
  const step = await db.query("INSERT INTO seed_steps (name) VALUES ('search-history') ON CONFLICT (name) DO NOTHING RETURNING name");
  if (step.rows.length === 0) return;
  await insertRows(
    db,
    'search_stats',
    ['query', 'searchers', 'last_searched_at'],
    SEARCH_HISTORY.map(([query, searchers], index) => [query, searchers, index % 28]),
    (p) => `${p[0]}, ${p[1]}, now() - ${p[2]}::int * interval '1 day'`,
  );
}

/**
 * How product selections pick from the generated catalogue, in display order: products of the week are
 * well-rated products in stock from different corners of the catalogue, promotions the deepest discounts
 * in stock, bestsellers the most popular products in stock.
 */
const PRODUCT_PICKS: Record<ProductPick, string> = {
  week: `SELECT id FROM (
           SELECT DISTINCT ON (p.category_id) p.id, p.popularity FROM products p
           WHERE p.quantity > 0 AND p.rating >= 4 ORDER BY p.category_id, p.popularity DESC, p.id
         ) best_of_each ORDER BY popularity DESC, id`,
  actions: `SELECT p.id FROM products p WHERE p.quantity > 0 AND p.discount_percent > 0
            ORDER BY p.discount_percent DESC, p.popularity DESC, p.id`,
  bestsellers: 'SELECT p.id FROM products p WHERE p.quantity > 0 ORDER BY p.popularity DESC, p.id',
};

/**
 * Creates each selection that does not exist yet, with its banners. A selection that exists is left
 * as the shop keeps it, so a banner taken out of it is not brought back on the next start; this also
 * gives a database seeded before selections existed its first ones.
 */
export async function seedSelections(db: Queryable, selections: SelectionSeed[] = SELECTIONS): Promise<string[]> {
  const created: string[] = [];
  for (const selection of selections) {
    const inserted = await db.query<{ key: string }>(
      'INSERT INTO selections (key, title, kind) VALUES ($1, $2, $3) ON CONFLICT (key) DO NOTHING RETURNING key',
      [selection.key, selection.title, selection.kind],
    );
    if (inserted.rows.length === 0) continue;
    if (selection.kind === 'products') {
      const picked = await db.query<{ id: number }>(`${PRODUCT_PICKS[selection.pick]} LIMIT $1`, [selection.count]);
      for (const [position, { id }] of picked.rows.entries()) {
        await db.query('INSERT INTO selection_items (selection_key, position, product_id) VALUES ($1, $2, $3)', [selection.key, position, id]);
      }
      created.push(selection.key);
      continue;
    }
    for (const [position, banner] of selection.banners.entries()) {
      // An existing banner with the same code is reused rather than duplicated.
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO banners (code, title, short_text, link, background_color) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (code) DO UPDATE SET code = EXCLUDED.code RETURNING id`,
        [banner.code, banner.title, banner.short_text, banner.link, banner.background_color],
      );
      await db.query(
        'INSERT INTO selection_items (selection_key, position, banner_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [selection.key, position, rows[0].id],
      );
    }
    created.push(selection.key);
  }
  return created;
}

/**
 * Writes the seed reviews of the products in the database, once per database: the step is recorded
 * in `seed_steps`, so a shop seeded before reviews existed gets them on its next start, and never
 * again afterwards. Product ratings (`rating`, `rating_count`) are then recomputed from the reviews
 * for every product that has some.
 */
export async function seedReviews(db: Queryable, seed?: number): Promise<{ reviews: number; media: number }> {
  // A database not yet migrated to reviews (tests of older migrations) has nothing to fill.
  const ready = await db.query<{ ready: boolean }>("SELECT to_regclass('seed_steps') IS NOT NULL AS ready");
  if (!ready.rows[0].ready) return { reviews: 0, media: 0 };
  const step = await db.query<{ name: string }>(
    "INSERT INTO seed_steps (name) SELECT 'reviews' WHERE EXISTS (SELECT 1 FROM products) ON CONFLICT (name) DO NOTHING RETURNING name",
  );
  if (step.rows.length === 0) return { reviews: 0, media: 0 };
  const { rows: products } = await db.query<ReviewSeedProduct>(
    `SELECT p.id, coalesce(root.title, '') AS root_title
     FROM products p LEFT JOIN categories root ON root.full_slug = split_part(p.full_slug, '/', 1)
     ORDER BY p.id`,
  );
  const data = buildSeedReviews(products, seed);
  // Explicit ids follow those already present, so URLs of the photos can name them.
  const base = await db.query<{ review: number; media: number }>(
    'SELECT (SELECT coalesce(max(id), 0) FROM reviews)::int AS review, (SELECT coalesce(max(id), 0) FROM review_media)::int AS media',
  );
  const { review: reviewBase, media: mediaBase } = base.rows[0];
  const minutesAgo = (placeholder: string): string => `now() - ${placeholder}::int * interval '1 minute'`;
  await insertRows(
    db,
    'reviews',
    ['id', 'product_id', 'rating', 'price_status', 'quality_status', 'advantages', 'disadvantages', 'comment', 'author_name', 'anonymous', 'created_at', 'answer', 'answer_at'],
    data.reviews.map((r) => [
      r.id + reviewBase, r.product_id, r.rating, r.price_status, r.quality_status, r.advantages, r.disadvantages, r.comment,
      r.author_name, r.anonymous, r.created_minutes_ago, r.answer, r.answer_minutes_ago,
    ]),
    (p) => [...p.slice(0, 10), minutesAgo(p[10]), p[11], `CASE WHEN ${p[12]}::int IS NULL THEN NULL ELSE ${minutesAgo(p[12])} END`].join(', '),
  );
  await insertRows(
    db,
    'review_media',
    ['id', 'review_id', 'position', 'url'],
    data.media.map((m) => [m.id + mediaBase, m.review_id + reviewBase, m.position, urls.reviewPhoto(m.id + mediaBase)]),
  );
  for (const table of ['reviews', 'review_media']) await syncIdentity(db, table);
  await refreshProductRatings(db);
  await db.query('ANALYZE reviews, review_media');
  return { reviews: data.reviews.length, media: data.media.length };
}

/**
 * Sets `rating` (average, one decimal) and `rating_count` of every product from its reviews: 0 and 0
 * for a product without any, so the invented ratings of the catalogue seed never reach a customer.
 * (Migration 0019 keeps them so afterwards, whenever a review is added, changed or removed.)
 */
export async function refreshProductRatings(db: Queryable): Promise<void> {
  await db.query(`
    UPDATE products p SET rating = coalesce(s.average, 0), rating_count = coalesce(s.n, 0)
    FROM products q
    LEFT JOIN (SELECT product_id, round(avg(rating), 1) AS average, count(*)::int AS n FROM reviews GROUP BY product_id) s
      ON s.product_id = q.id
    WHERE q.id = p.id AND (p.rating <> coalesce(s.average, 0) OR p.rating_count <> coalesce(s.n, 0))`);
}

/**
 * Fills an empty database with the shop's catalogue, content and selections. A part that already
 * has data is left alone, so it is safe on every start.
 */
export async function seedIfEmpty(db: Database, options: SeedOptions = {}): Promise<SeedReport> {
  const started = Date.now();
  return db.transaction(async (tx) => {
    const catalogue = await tx.query<{ present: boolean }>('SELECT EXISTS (SELECT 1 FROM categories) AS present');
    const content = await tx.query<{ present: boolean }>('SELECT EXISTS (SELECT 1 FROM configs) AS present');
    let products = 0;
    if (!catalogue.rows[0].present) {
      const data = buildSeedCatalogue(options);
      await insertCatalogue(tx, data);
      // Fresh statistics let the planner size the facet and list queries right from the first request.
      await tx.query('ANALYZE categories, brands, labels, products, product_labels');
      products = data.products.length;
    }
    if (!content.rows[0].present) await insertContent(tx);
    await seedPages(tx);
    await seedCities(tx);
    await seedDeliveryPlaces(tx);
    const reviews = await seedReviews(tx, options.reviewSeed);
    await seedProductPictures(tx);
    // After the reviews: products of the week are picked by the ratings the reviews give.
    const selectionsSeeded = await seedSelections(tx);
    await seedShowcase(tx);
    await seedSearchHistory(tx);
    await seedPromoCodes(tx);
    await seedGiftPromotions(tx);
    return {
      catalogueSeeded: !catalogue.rows[0].present,
      contentSeeded: !content.rows[0].present,
      selectionsSeeded,
      products,
      reviews: reviews.reviews,
      reviewMedia: reviews.media,
      durationMs: Date.now() - started,
    };
  });
}
