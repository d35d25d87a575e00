import type { Queryable } from '../../db/database';

/** Reads of the personal selection. */
export interface PersonalTopRepository {
  /**
   * In-stock products of the categories of what the account bought (orders not cancelled) or viewed,
   * leaving out what it bought, best rated first.
   */
  listPersonalIds(accountId: number, limit: number): Promise<number[]>;
  /** In-stock products that sell best. */
  listBestsellerIds(limit: number): Promise<number[]>;
}

/** Creates the repository over the database. */
export function createPersonalTopRepository(db: Queryable): PersonalTopRepository {
  return {
    async listPersonalIds(accountId, limit) {
      const { rows } = await db.query<{ id: number }>(
        `WITH bought AS (
           SELECT DISTINCT oi.product_id FROM order_items oi JOIN orders o ON o.id = oi.order_id
           WHERE o.account_id = $1 AND o.status <> 'cancelled'
         ), known AS (
           SELECT product_id FROM bought UNION SELECT product_id FROM product_views WHERE account_id = $1
         )
         SELECT p.id FROM products p
         WHERE p.quantity > 0
           AND p.category_id IN (SELECT k.category_id FROM products k WHERE k.id IN (SELECT product_id FROM known))
           AND p.id NOT IN (SELECT product_id FROM bought)
         ORDER BY p.rating DESC, p.rating_count DESC, p.popularity DESC, p.id
         LIMIT $2`,
        [accountId, limit],
      );
      return rows.map((row) => row.id);
    },
    async listBestsellerIds(limit) {
      const { rows } = await db.query<{ id: number }>('SELECT id FROM products WHERE quantity > 0 ORDER BY popularity DESC, id LIMIT $1', [limit]);
      return rows.map((row) => row.id);
    },
  };
}
