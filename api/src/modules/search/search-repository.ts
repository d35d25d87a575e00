import type { Queryable } from '../../db/database';

/** A category matching a search, with its parent's title. */
export interface CategoryMatchRecord {
  id: number;
  title: string;
  full_slug: string;
  parent_title: string | null;
}

/** Search reads that are not product lists (those come from the catalogue repository). */
export interface SearchRepository {
  findCategories(query: string, limit: number): Promise<CategoryMatchRecord[]>;
}

/** Creates the repository over a database connection. */
export function createSearchRepository(db: Queryable): SearchRepository {
  return {
    async findCategories(query, limit) {
      const pattern = `%${query.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      const { rows } = await db.query<CategoryMatchRecord>(
        `SELECT c.id, c.title, c.full_slug, parent.title AS parent_title
         FROM categories c LEFT JOIN categories parent ON parent.id = c.parent_id
         WHERE lower(c.title) LIKE $1 OR word_similarity($2, lower(c.title)) >= 0.5
         ORDER BY (lower(c.title) LIKE $1) DESC, word_similarity($2, lower(c.title)) DESC, c.product_count DESC, c.id
         LIMIT $3`,
        [pattern, query.toLowerCase(), limit],
      );
      return rows;
    },
  };
}
