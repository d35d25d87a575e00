import type { Queryable } from '../../db/database';

/** Whose visits: a signed-in account or an anonymous session. */
export type VisitOwner = { accountId: number } | { sessionToken: string };

/** Products each customer opened recently (`product_views`). */
export interface VisitsRepository {
  /**
   * Records a visit of a product page: the product moves to the front of the owner's list, and the
   * list keeps its newest `keep` products. False when there is no such product.
   */
  record(owner: VisitOwner, productId: number, keep: number): Promise<boolean>;
  /** Ids of the products the owner opened, newest first. */
  listProductIds(owner: VisitOwner, limit: number): Promise<number[]>;
}

function ownerColumn(owner: VisitOwner): ['account_id' | 'session_token', number | string] {
  return 'accountId' in owner ? ['account_id', owner.accountId] : ['session_token', owner.sessionToken];
}

export function createVisitsRepository(db: Queryable): VisitsRepository {
  return {
    async record(owner, productId, keep) {
      const [column, value] = ownerColumn(owner);
      const inserted = await db.query(
        `INSERT INTO product_views (${column}, product_id)
         SELECT $1, p.id FROM products p WHERE p.id = $2
         ON CONFLICT (${column}, product_id) WHERE ${column} IS NOT NULL DO UPDATE SET viewed_at = now()
         RETURNING product_id`,
        [value, productId],
      );
      if (inserted.rowCount === 0) return false;
      await db.query(
        `DELETE FROM product_views WHERE ${column} = $1 AND product_id NOT IN (
           SELECT product_id FROM product_views WHERE ${column} = $1 ORDER BY viewed_at DESC, product_id DESC LIMIT $2)`,
        [value, keep],
      );
      return true;
    },
    async listProductIds(owner, limit) {
      const [column, value] = ownerColumn(owner);
      const { rows } = await db.query<{ product_id: number }>(
        `SELECT product_id FROM product_views WHERE ${column} = $1 ORDER BY viewed_at DESC, product_id DESC LIMIT $2`,
        [value, limit],
      );
      return rows.map((row) => row.product_id);
    },
  };
}
