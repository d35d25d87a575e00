import type { Queryable } from '../../db/database';

/** A category as the sitemap lists it: its path slug, its own change and the latest change of its shown products. */
export interface SitemapCategoryRecord {
  id: number;
  full_slug: string;
  updated_at: Date | string | null;
  products: Date | string | null;
}

/** A shown product as the sitemap lists it. */
export interface SitemapProductRecord {
  id: number;
  full_slug: string;
  lastmod: Date | string;
}

/** The reads of the sitemaps, over the read replica or a transaction the caller holds. */
export interface SitemapRepository {
  /** Every shown category with the latest change of its own shown products, by id. */
  listCategories(): Promise<SitemapCategoryRecord[]>;
  /** When the catalogue last changed (the home page's date). */
  catalogueChangedAt(): Promise<Date | string | null>;
  /** The latest change of any brand. */
  brandsChangedAt(): Promise<Date | string | null>;
  /** The content pages' slugs and changes, by id. */
  listPages(): Promise<{ slug: string; updated_at: Date | string }[]>;
  /** The latest change of the shown products of each range of `size` ids (range n holds ids (n-1)·size+1 … n·size). */
  productChunkDates(size: number): Promise<{ number: number; lastmod: Date | string | null }[]>;
  /** Up to `limit` shown products with an id above `after` and at most `last`, by id. */
  productBatch(after: number, last: number, limit: number): Promise<SitemapProductRecord[]>;
}

export function createSitemapRepository(db: Queryable): SitemapRepository {
  return {
    async listCategories() {
      const { rows } = await db.query<SitemapCategoryRecord>(
        `SELECT c.id, c.full_slug, c.updated_at, m.lastmod AS products
         FROM categories c
         LEFT JOIN (SELECT category_id, max(COALESCE(updated_at, created_at)) AS lastmod FROM products
                    WHERE hidden_reason IS NULL GROUP BY category_id) m ON m.category_id = c.id
         WHERE c.hidden_reason IS NULL
         ORDER BY c.id`,
      );
      return rows;
    },
    async catalogueChangedAt() {
      const { rows } = await db.query<{ changed_at: Date | string }>('SELECT changed_at FROM catalog_version');
      return rows[0]?.changed_at ?? null;
    },
    async brandsChangedAt() {
      const { rows } = await db.query<{ lastmod: Date | string | null }>('SELECT max(updated_at) AS lastmod FROM brands');
      return rows[0]?.lastmod ?? null;
    },
    async listPages() {
      const { rows } = await db.query<{ slug: string; updated_at: Date | string }>('SELECT slug, updated_at FROM pages ORDER BY id');
      return rows;
    },
    async productChunkDates(size) {
      const { rows } = await db.query<{ number: number; lastmod: Date | string | null }>(
        `SELECT ((id - 1) / $1::int + 1)::int AS number, max(COALESCE(updated_at, created_at)) AS lastmod
         FROM products WHERE hidden_reason IS NULL GROUP BY 1 ORDER BY 1`,
        [size],
      );
      return rows;
    },
    async productBatch(after, last, limit) {
      const { rows } = await db.query<SitemapProductRecord>(
        `SELECT id, full_slug, COALESCE(updated_at, created_at) AS lastmod FROM products
         WHERE id > $1 AND id <= $2 AND hidden_reason IS NULL ORDER BY id LIMIT $3`,
        [after, last, limit],
      );
      return rows;
    },
  };
}
