import type { Queryable } from '../../db/database';
import type { LexiconEntry } from './lexicon';

/** A category matching a search, with its parent's title. */
export interface CategoryMatchRecord {
  id: number;
  title: string;
  full_slug: string;
  parent_title: string | null;
}

/** Whose searches: a signed-in account or an anonymous session. */
export type SearchOwner = { accountId: number } | { sessionToken: string };

/** A recent search of a customer. */
export interface SearchHistoryRecord {
  query: string;
  category_slug: string;
  searched_at: Date | string;
}

/** The search's own reads and writes; product lists come from the catalogue repository. */
export interface SearchRepository {
  /** The stems the `russian` configuration makes of each form (none for a stop word), in the order given. */
  stem(forms: string[]): Promise<string[][]>;
  /** Every word of the product and category titles with its stem, spelling and number of products. */
  loadLexicon(): Promise<LexiconEntry[]>;
  /** Categories whose title matches the tsquery, the fuller ones first. */
  findCategories(tsquery: string, limit: number): Promise<CategoryMatchRecord[]>;
  /**
   * Records a search of an owner: a new query (or one searched again after `afresh`) counts one more
   * searcher of it; a repeated one only moves forward. The owner's list keeps its newest `keep` searches.
   */
  recordSearch(owner: SearchOwner, query: string, categorySlug: string, keep: number): Promise<void>;
  listHistory(owner: SearchOwner, limit: number): Promise<SearchHistoryRecord[]>;
  clearHistory(owner: SearchOwner): Promise<number>;
  /** Queries searched by the most shoppers lately. */
  listPopularQueries(limit: number, sinceDays: number): Promise<string[]>;
}

function ownerColumn(owner: SearchOwner): ['account_id' | 'session_token', number | string] {
  return 'accountId' in owner ? ['account_id', owner.accountId] : ['session_token', owner.sessionToken];
}

/** Creates the repository over a database connection. */
export function createSearchRepository(db: Queryable): SearchRepository {
  return {
    async stem(forms) {
      if (forms.length === 0) return [];
      const { rows } = await db.query<{ i: number; lexemes: string[] }>(
        `SELECT f.i::int AS i, tsvector_to_array(to_tsvector('russian', f.form)) AS lexemes
         FROM unnest($1::text[]) WITH ORDINALITY AS f (form, i) ORDER BY f.i`,
        [forms],
      );
      return rows.map((row) => row.lexemes);
    },

    async loadLexicon() {
      // Words are split the way the tsvector splits them, then stemmed once per distinct word. The words of
      // the category titles count too (a product is found by its category's words, migration 0019), each
      // with the products of its category.
      const { rows } = await db.query<LexiconEntry>(
        `WITH title_words AS (
           SELECT w.word, count(DISTINCT p.id)::int AS products, true AS in_titles
           FROM products p, regexp_split_to_table(p.search_title, '[^[:alnum:]-]+') AS w (word)
           WHERE w.word <> '' GROUP BY w.word
         ), category_words AS (
           SELECT w.word, max(c.product_count)::int AS products, false AS in_titles
           FROM categories c, regexp_split_to_table(search_text(c.title), '[^[:alnum:]-]+') AS w (word)
           WHERE w.word <> '' AND c.product_count > 0 GROUP BY w.word
         ), words AS (
           SELECT word, max(products)::int AS products, bool_or(in_titles) AS in_titles
           FROM (SELECT * FROM title_words UNION ALL SELECT * FROM category_words) AS both_kinds
           GROUP BY word
         )
         SELECT l.lexeme, words.word, words.products, words.in_titles AS "inTitles"
         FROM words, unnest(tsvector_to_array(to_tsvector('russian', words.word))) AS l (lexeme)
         ORDER BY l.lexeme, words.products DESC`,
      );
      return rows;
    },

    async findCategories(tsquery, limit) {
      // The title's words weigh A, as a product title's do: a query for titles only finds categories too.
      const { rows } = await db.query<CategoryMatchRecord>(
        `SELECT c.id, c.title, c.full_slug, parent.title AS parent_title
         FROM categories c LEFT JOIN categories parent ON parent.id = c.parent_id
         WHERE setweight(to_tsvector('russian', search_text(c.title)), 'A') @@ $1::tsquery AND c.hidden_reason IS NULL
         ORDER BY c.level DESC, c.product_count DESC, c.id
         LIMIT $2`,
        [tsquery, limit],
      );
      return rows;
    },

    async recordSearch(owner, query, categorySlug, keep) {
      const [column, value] = ownerColumn(owner);
      const inserted = await db.query<{ fresh: boolean }>(
        `INSERT INTO search_history (${column}, query, category_slug) VALUES ($1, $2, $3)
         ON CONFLICT (${column}, query, category_slug) WHERE ${column} IS NOT NULL DO UPDATE SET searched_at = now()
         RETURNING (xmax = 0) AS fresh`,
        [value, query, categorySlug],
      );
      if (inserted.rows[0]?.fresh) {
        await db.query(
          `INSERT INTO search_stats (query, searchers) VALUES ($1, 1)
           ON CONFLICT (query) DO UPDATE SET searchers = search_stats.searchers + 1, last_searched_at = now()`,
          [query],
        );
      }
      await db.query(
        `DELETE FROM search_history WHERE ${column} = $1 AND (query, category_slug) NOT IN (
           SELECT query, category_slug FROM search_history WHERE ${column} = $1 ORDER BY searched_at DESC LIMIT $2)`,
        [value, keep],
      );
    },

    async listHistory(owner, limit) {
      const [column, value] = ownerColumn(owner);
      const { rows } = await db.query<SearchHistoryRecord>(
        `SELECT query, category_slug, searched_at FROM search_history WHERE ${column} = $1 ORDER BY searched_at DESC LIMIT $2`,
        [value, limit],
      );
      return rows;
    },

    async clearHistory(owner) {
      const [column, value] = ownerColumn(owner);
      const { rowCount } = await db.query(`DELETE FROM search_history WHERE ${column} = $1`, [value]);
      return rowCount;
    },

    async listPopularQueries(limit, sinceDays) {
      const { rows } = await db.query<{ query: string }>(
        `SELECT query FROM search_stats WHERE last_searched_at > now() - $2::int * interval '1 day'
         ORDER BY searchers DESC, query LIMIT $1`,
        [limit, sinceDays],
      );
      return rows.map((row) => row.query);
    },
  };
}
