import type { Queryable } from '../../db/database';
import { CARD_COLUMNS, type ProductCardRecord } from '../catalog/index';

/** A product bought and not reviewed yet, with the order it came in. */
export interface AwaitingReviewRecord extends ProductCardRecord {
  order_id: number;
  ordered_at: string;
  total: number;
}

/** Products a customer may review: bought (free gifts are not), not reviewed, not hidden by them. */
export interface ProductsReviewRepository {
  /** One page, the latest bought first, with `total` on every row. */
  listAwaiting(accountId: number, page: number, pageSize: number): Promise<AwaitingReviewRecord[]>;
  countAwaiting(accountId: number): Promise<number>;
  productExists(productId: number): Promise<boolean>;
  /** Stops offering a product for a review (again hiding it changes nothing). */
  hide(accountId: number, productId: number): Promise<void>;
}

/**
 * The newest order line of each product the account bought and received or is about to receive (orders
 * paid, accepted by the shop or further, ready for pickup included; a new order may still be cancelled),
 * minus products it has reviewed or hidden. A free gift of a promotion was not bought and is never asked
 * about. $1 is the account.
 */
const AWAITING = `
  SELECT DISTINCT ON (oi.product_id) oi.product_id, o.id AS order_id, o.created_at AS ordered_at
  FROM order_items oi JOIN orders o ON o.id = oi.order_id
  WHERE o.account_id = $1 AND o.status IN ('paid', 'accepted', 'assembling', 'ready_for_pickup', 'shipped', 'delivered') AND NOT oi.is_gift
    AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.account_id = $1 AND r.product_id = oi.product_id)
    AND NOT EXISTS (SELECT 1 FROM review_prompts_hidden h WHERE h.account_id = $1 AND h.product_id = oi.product_id)
  ORDER BY oi.product_id, o.created_at DESC, o.id DESC`;

/** Creates the repository over the database. */
export function createProductsReviewRepository(db: Queryable): ProductsReviewRepository {
  return {
    async listAwaiting(accountId, page, pageSize) {
      const { rows } = await db.query<AwaitingReviewRecord>(
        `SELECT ${CARD_COLUMNS}, x.order_id,
                to_char(x.ordered_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS ordered_at,
                count(*) OVER ()::int AS total
         FROM (${AWAITING}) x JOIN products p ON p.id = x.product_id LEFT JOIN brands b ON b.id = p.brand_id
         ORDER BY x.ordered_at DESC, x.order_id DESC, p.id LIMIT $2 OFFSET $3`,
        [accountId, pageSize, (page - 1) * pageSize],
      );
      return rows;
    },
    async countAwaiting(accountId) {
      const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${AWAITING}) x`, [accountId]);
      return rows[0].n;
    },
    async productExists(productId) {
      const { rows } = await db.query('SELECT 1 FROM products WHERE id = $1', [productId]);
      return rows.length > 0;
    },
    async hide(accountId, productId) {
      await db.query('INSERT INTO review_prompts_hidden (account_id, product_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [accountId, productId]);
    },
  };
}
