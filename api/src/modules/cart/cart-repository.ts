import type { Database, Queryable } from '../../db/database';
import { CARD_COLUMNS, type ProductCardRecord } from '../catalog/index';
import { promoCodeWriterOn, type PromoCodeWriter } from './promo-code-repository';

/** Whose cart: an account's or an anonymous session's. */
export type CartOwner = { accountId: number } | { sessionToken: string };

/** The cart's own settings. */
export interface CartRecord {
  id: number;
  promo_code: string | null;
  promo_discount_kopecks: number;
  bonuses_used: number;
  delivery_price_kopecks: number;
  /** The chosen way of delivery (see delivery-options.ts); its price is recomputed on every read. */
  delivery_key?: string | null;
  /** The account the cart belongs to; null for an anonymous visitor's cart. */
  account_id?: number | null;
}

/** A gift promotion running now. */
export interface GiftPromotionRecord {
  id: number;
  title: string;
  threshold_kopecks: number;
  /** Products of the promotion in stock now. */
  gifts_in_stock: number;
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

/** A cart line with the whole product card; the card's `quantity` is the stock, `amount` what the cart holds. */
export interface CartItemRecord extends ProductCardRecord {
  amount: number;
  is_gift: boolean;
}

/** What a cart write needs to know of a product. */
export interface ProductStockRecord {
  id: number;
  title: string;
  quantity: number;
}

/** Reads of carts and their lines. */
export interface CartReads {
  findCart(owner: CartOwner): Promise<CartRecord | null>;
  listLines(cartId: number): Promise<CartLineRecord[]>;
  /** Lines with their product cards, oldest first. */
  listItems(cartId: number): Promise<CartItemRecord[]>;
  /** The gift promotion running now (active, between its dates), the lowest threshold first; null when none. */
  findRunningPromotion(): Promise<GiftPromotionRecord | null>;
  /** The promotion's products in stock, in the shop's order. */
  listGiftProducts(promotionId: number): Promise<ProductCardRecord[]>;
}

/** Reads and writes inside one transaction. */
export interface CartWriter extends CartReads {
  /** Promo codes read and written in the same transaction. */
  promos: PromoCodeWriter;
  findProductStock(productId: number): Promise<ProductStockRecord | null>;
  /**
   * The owner's cart, created when missing, and locked until the transaction ends: every write to one
   * cart waits for the previous one, so amounts and stock checks never interleave.
   */
  lockCart(owner: CartOwner): Promise<CartRecord>;
  /** The owner's cart locked for the transaction, or null when there is none (nothing is created). */
  lockExistingCart(owner: CartOwner): Promise<CartRecord | null>;
  findLine(cartId: number, productId: number): Promise<{ quantity: number; is_gift: boolean } | null>;
  countLines(cartId: number): Promise<number>;
  /** Sets the amount of a paid line, inserting it when missing. */
  saveLine(cartId: number, productId: number, quantity: number): Promise<void>;
  deleteLine(cartId: number, productId: number): Promise<void>;
  deleteAllLines(cartId: number): Promise<void>;
  /** Sets or removes the promo code; either way the bonuses chosen are reset (docs/product.md §4). */
  setPromo(cartId: number, code: string | null, discountKopecks: number): Promise<void>;
  /** Sets the way of delivery and its price; the bonuses chosen are reset (docs/product.md §4). */
  setDelivery(cartId: number, key: string, priceKopecks: number): Promise<void>;
  /** After an order: lines, promo code, bonuses and delivery are gone. */
  resetAfterOrder(cartId: number): Promise<void>;
  /** Keeps the bonus points the customer wants to pay with; the totals clamp them. */
  setBonuses(cartId: number, bonuses: number): Promise<void>;
  /** The stock of a gift of the promotion; null when the product is not one of its gifts. */
  giftStock(promotionId: number, productId: number): Promise<number | null>;
  /** Makes `productId` the cart's only gift (one unit), replacing a gift chosen before. */
  replaceGift(cartId: number, productId: number): Promise<void>;
  /** Removes the gift line of a product; false when the cart holds no such gift. */
  deleteGift(cartId: number, productId: number): Promise<boolean>;
  /** Products the cart holds as gifts. */
  listGiftProductIds(cartId: number): Promise<number[]>;
  /** The cart of this id. */
  findCartById(cartId: number): Promise<CartRecord | null>;
  /** Removes every gift line of the cart. */
  deleteGifts(cartId: number): Promise<void>;
  /**
   * Removes the cart's gift when the cart no longer qualifies for it (the goods dropped below the
   * threshold, the promotion ended, the gift ran out of stock). Called under the cart's lock after every
   * change of the lines or of the promo code, and by the lock itself, so that neither a cart write nor an
   * order ever carries a gift the cart does not qualify for. Answers whether a gift was removed.
   */
  dropUnqualifiedGift(cartId: number): Promise<boolean>;
}

/**
 * The rule {@link CartWriter.dropUnqualifiedGift} follows (`dropUnqualifiedGift` of gift-rules.ts): the
 * repository is handed it rather than importing it, so that it keeps no business rules and no import of
 * the use cases that import it.
 */
export type GiftCheck = (writer: CartWriter, cartId: number) => Promise<boolean>;

/** Carts and their lines; writes go through {@link CartRepository.transaction}. */
export interface CartRepository extends CartReads {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: CartWriter) => Promise<T>): Promise<T>;
}

const CART_COLUMNS = 'id, promo_code, promo_discount_kopecks, bonuses_used, delivery_price_kopecks, delivery_key, account_id';

function ownerColumn(owner: CartOwner): ['account_id' | 'session_token', number | string] {
  return 'accountId' in owner ? ['account_id', owner.accountId] : ['session_token', owner.sessionToken];
}

function reads(db: Queryable): CartReads {
  return {
    async findCart(owner) {
      const [column, value] = ownerColumn(owner);
      const { rows } = await db.query<CartRecord>(`SELECT ${CART_COLUMNS} FROM carts WHERE ${column} = $1`, [value]);
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
    async listItems(cartId) {
      const { rows } = await db.query<CartItemRecord>(
        `SELECT ${CARD_COLUMNS}, i.quantity AS amount, i.is_gift
         FROM cart_items i JOIN products p ON p.id = i.product_id LEFT JOIN brands b ON b.id = p.brand_id
         WHERE i.cart_id = $1 ORDER BY i.added_at, i.product_id`,
        [cartId],
      );
      return rows;
    },
    async findRunningPromotion() {
      const { rows } = await db.query<GiftPromotionRecord>(
        `SELECT g.id, g.title, g.threshold_kopecks,
                (SELECT count(*)::int FROM gift_promotion_products gp JOIN products p ON p.id = gp.product_id
                 WHERE gp.promotion_id = g.id AND p.quantity > 0) AS gifts_in_stock
         FROM gift_promotions g
         WHERE g.active AND (g.starts_at IS NULL OR g.starts_at <= now()) AND (g.ends_at IS NULL OR g.ends_at > now())
         ORDER BY g.threshold_kopecks, g.id LIMIT 1`,
      );
      return rows[0] ?? null;
    },
    async listGiftProducts(promotionId) {
      const { rows } = await db.query<ProductCardRecord>(
        `SELECT ${CARD_COLUMNS}
         FROM gift_promotion_products gp JOIN products p ON p.id = gp.product_id LEFT JOIN brands b ON b.id = p.brand_id
         WHERE gp.promotion_id = $1 AND p.quantity > 0 ORDER BY gp.position, p.id`,
        [promotionId],
      );
      return rows;
    },
  };
}

/** The cart writes over an open transaction (for use cases whose transaction spans more than the cart). */
export function cartWriterOn(tx: Queryable, giftCheck: GiftCheck): CartWriter {
  const writer: CartWriter = {
    ...reads(tx),
    promos: promoCodeWriterOn(tx),
    async findProductStock(productId) {
      const { rows } = await tx.query<ProductStockRecord>('SELECT id, title, quantity FROM products WHERE id = $1', [productId]);
      return rows[0] ?? null;
    },
    async lockCart(owner) {
      const [column, value] = ownerColumn(owner);
      // The upsert both creates a missing cart and takes the row lock; concurrent first writes of one
      // owner meet on the unique owner column instead of creating two carts.
      const { rows } = await tx.query<CartRecord>(
        `INSERT INTO carts (${column}) VALUES ($1)
         ON CONFLICT (${column}) DO UPDATE SET updated_at = now()
         RETURNING ${CART_COLUMNS}`,
        [value],
      );
      await writer.dropUnqualifiedGift(rows[0].id);
      return rows[0];
    },
    async lockExistingCart(owner) {
      const [column, value] = ownerColumn(owner);
      const { rows } = await tx.query<CartRecord>(`SELECT ${CART_COLUMNS} FROM carts WHERE ${column} = $1 FOR UPDATE`, [value]);
      if (rows[0]) await writer.dropUnqualifiedGift(rows[0].id);
      return rows[0] ?? null;
    },
    async findLine(cartId, productId) {
      const { rows } = await tx.query<{ quantity: number; is_gift: boolean }>(
        'SELECT quantity, is_gift FROM cart_items WHERE cart_id = $1 AND product_id = $2',
        [cartId, productId],
      );
      return rows[0] ?? null;
    },
    async countLines(cartId) {
      const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM cart_items WHERE cart_id = $1', [cartId]);
      return rows[0].n;
    },
    async saveLine(cartId, productId, quantity) {
      await tx.query(
        `INSERT INTO cart_items (cart_id, product_id, quantity) VALUES ($1, $2, $3)
         ON CONFLICT (cart_id, product_id) DO UPDATE SET quantity = EXCLUDED.quantity WHERE NOT cart_items.is_gift`,
        [cartId, productId, quantity],
      );
      await writer.dropUnqualifiedGift(cartId);
    },
    async deleteLine(cartId, productId) {
      await tx.query('DELETE FROM cart_items WHERE cart_id = $1 AND product_id = $2', [cartId, productId]);
      await writer.dropUnqualifiedGift(cartId);
    },
    async deleteAllLines(cartId) {
      await tx.query('DELETE FROM cart_items WHERE cart_id = $1', [cartId]);
    },
    async setPromo(cartId, code, discountKopecks) {
      await tx.query(
        'UPDATE carts SET promo_code = $2, promo_discount_kopecks = $3, bonuses_used = 0, updated_at = now() WHERE id = $1',
        [cartId, code, discountKopecks],
      );
      await writer.dropUnqualifiedGift(cartId);
    },
    async setDelivery(cartId, key, priceKopecks) {
      // docs/product.md §4: the bonuses chosen are reset when the way of delivery changes, not when it is chosen again.
      await tx.query(
        `UPDATE carts SET delivery_key = $2, delivery_price_kopecks = $3,
                          bonuses_used = CASE WHEN delivery_key IS DISTINCT FROM $2 THEN 0 ELSE bonuses_used END,
                          updated_at = now()
         WHERE id = $1`,
        [cartId, key, priceKopecks],
      );
    },
    async resetAfterOrder(cartId) {
      await tx.query('DELETE FROM cart_items WHERE cart_id = $1', [cartId]);
      await tx.query(
        `UPDATE carts SET promo_code = NULL, promo_discount_kopecks = 0, bonuses_used = 0, delivery_key = NULL,
                          delivery_price_kopecks = 0, updated_at = now() WHERE id = $1`,
        [cartId],
      );
    },
    async setBonuses(cartId, bonuses) {
      await tx.query('UPDATE carts SET bonuses_used = $2, updated_at = now() WHERE id = $1', [cartId, bonuses]);
    },
    async giftStock(promotionId, productId) {
      const { rows } = await tx.query<{ quantity: number }>(
        `SELECT p.quantity FROM gift_promotion_products gp JOIN products p ON p.id = gp.product_id
         WHERE gp.promotion_id = $1 AND gp.product_id = $2`,
        [promotionId, productId],
      );
      return rows[0]?.quantity ?? null;
    },
    async replaceGift(cartId, productId) {
      await tx.query('DELETE FROM cart_items WHERE cart_id = $1 AND is_gift', [cartId]);
      await tx.query('INSERT INTO cart_items (cart_id, product_id, quantity, is_gift) VALUES ($1, $2, 1, true)', [cartId, productId]);
    },
    async deleteGift(cartId, productId) {
      const result = await tx.query('DELETE FROM cart_items WHERE cart_id = $1 AND product_id = $2 AND is_gift', [cartId, productId]);
      return result.rowCount > 0;
    },
    async listGiftProductIds(cartId) {
      const { rows } = await tx.query<{ product_id: number }>('SELECT product_id FROM cart_items WHERE cart_id = $1 AND is_gift', [cartId]);
      return rows.map((row) => row.product_id);
    },
    async findCartById(cartId) {
      const { rows } = await tx.query<CartRecord>(`SELECT ${CART_COLUMNS} FROM carts WHERE id = $1`, [cartId]);
      return rows[0] ?? null;
    },
    async deleteGifts(cartId) {
      await tx.query('DELETE FROM cart_items WHERE cart_id = $1 AND is_gift', [cartId]);
    },
    dropUnqualifiedGift: (cartId) => giftCheck(writer, cartId),
  };
  return writer;
}

/** Creates the repository over the database; `giftCheck` is the gift rule of the cart's use cases. */
export function createCartRepository(db: Database, giftCheck: GiftCheck): CartRepository {
  return {
    ...reads(db),
    transaction: (fn) => db.transaction((tx) => fn(cartWriterOn(tx, giftCheck))),
  };
}
