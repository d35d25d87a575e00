import type { Queryable } from '../../db/database';

/** Whose cart: an account's or an anonymous session's. */
export type CartOwner = { accountId: number } | { sessionToken: string };

/** The cart's own settings. */
export interface CartRecord {
  id: number;
  promo_code: string | null;
  promo_discount_kopecks: number;
  bonuses_used: number;
  delivery_price_kopecks: number;
}

/** A cart line with the current prices of its product. */
export interface CartLineRecord {
  product_id: number;
  quantity: number;
  is_gift: boolean;
  price_kopecks: number;
  old_price_kopecks: number | null;
  points: number;
}

/** Reads of carts and their lines. */
export interface CartRepository {
  findCart(owner: CartOwner): Promise<CartRecord | null>;
  listLines(cartId: number): Promise<CartLineRecord[]>;
}

/** Creates the repository over a database connection. */
export function createCartRepository(db: Queryable): CartRepository {
  return {
    async findCart(owner) {
      const [column, value] = 'accountId' in owner ? ['account_id', owner.accountId] : ['session_token', owner.sessionToken];
      const { rows } = await db.query<CartRecord>(
        `SELECT id, promo_code, promo_discount_kopecks, bonuses_used, delivery_price_kopecks FROM carts WHERE ${column} = $1`,
        [value],
      );
      return rows[0] ?? null;
    },
    async listLines(cartId) {
      const { rows } = await db.query<CartLineRecord>(
        `SELECT i.product_id, i.quantity, i.is_gift, p.price_kopecks, p.old_price_kopecks, p.points
         FROM cart_items i JOIN products p ON p.id = i.product_id
         WHERE i.cart_id = $1 ORDER BY i.added_at, i.product_id`,
        [cartId],
      );
      return rows;
    },
  };
}
